package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.InboundMessage;
import pbm.mail.OutboundMail;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * The replies of a committed batch are claimed by the process that made them as they are queued
 * and sent by its sender thread: no other sender takes them meanwhile, none is sent twice, a
 * reply rolled back with its mail's savepoint is never sent, and what cannot leave stays due.
 */
class ReplyHandOffTest {
    private static final List<String> PLAYERS = List.of("alice", "bob", "carol", "dave", "erin");

    @TempDir
    Path dir;

    @Test
    void repliesLeaveOnceAndOnlyFromTheProcessThatMadeThem() throws Exception {
        DataDir data = DataDir.open(dir);
        deliverSignups(data);
        try (Server first = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS);
                Server other = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            first.processor().faults(new MessageProcessor.Faults() {
                @Override
                public void handled(InboundMessage message, MessageProcessor.Outcome outcome) {
                    if (message.subject().contains("carol") && outcome == MessageProcessor.Outcome.ANSWERED) {
                        throw new IllegalStateException("injected: carol's mail fails after queuing her welcome");
                    }
                }
            });
            assertEquals(5, first.processInbox(() -> false));
            // another process draining the same outbox meanwhile finds nothing of this batch due
            assertEquals(0, other.drainOutbox(), "claimed by the process that queued them");
            assertEquals(5, first.drainOutbox(), "four welcomes and carol's error reply, sent by the hand-off");
            assertEquals(0, first.drainOutbox());
            assertEquals(0, other.drainOutbox());

            assertEquals(List.of("sent", "sent", "sent", "sent", "sent"),
                    GroupCommitTest.column(first, "SELECT state FROM outbox ORDER BY id"));
            assertEquals(List.of(), GroupCommitTest.column(first, "SELECT id FROM outbox WHERE claimed_by IS NOT NULL"));
            List<Path> files = emlFiles(data);
            assertEquals(5, files.size(), files.toString());
            List<String> toCarol = new ArrayList<>();
            for (Path file : files) {
                String mail = Files.readString(file, StandardCharsets.UTF_8);
                if (mail.contains("To: carol@example.org")) {
                    toCarol.add(mail);
                }
            }
            assertEquals(1, toCarol.size(), "her rolled-back welcome was never sent");
            assertTrue(toCarol.get(0).contains("Subject: pbm error"), toCarol.get(0));
        }
    }

    @Test
    void aReplyThatCannotLeaveStaysDueAndIsReported() throws Exception {
        DataDir data = DataDir.open(dir);
        deliverSignups(data);
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            // the outbox folder is a file: no reply can be written there
            deleteTree(data.outbox());
            Files.writeString(data.outbox(), "not a folder");
            assertEquals(5, server.processInbox(() -> false));
            assertEquals(0, server.drainOutbox());
            List<String> failures = server.lastSendFailures();
            assertEquals(5, failures.size(), failures.toString());
            assertEquals(List.of("pending", "pending", "pending", "pending", "pending"),
                    GroupCommitTest.column(server, "SELECT state FROM outbox ORDER BY id"));
            assertEquals(List.of(), GroupCommitTest.column(server, "SELECT id FROM outbox WHERE claimed_by IS NOT NULL"),
                    "released for the next try");
            assertEquals(5, GroupCommitTest.column(server, "SELECT id FROM outbox WHERE attempts = 1 AND last_error IS NOT NULL").size());

            Files.delete(data.outbox());
            Files.createDirectories(data.outbox());
            server.database().transaction(c -> new Outbox(c).retryAll(Instant.now()));
            assertEquals(5, server.drainOutbox(), "sent by the next drain");
            assertEquals(5, emlFiles(data).size());
        }
    }

    @Test
    void throughSmtpRepliesWaitForTheDrainUnclaimed() throws Exception {
        int closedPort;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        DataDir data = DataDir.open(dir);
        Files.writeString(data.properties(), "outbound=smtp\nsmtp.host=127.0.0.1\nsmtp.port=" + closedPort + "\n");
        deliverSignups(data);
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            assertEquals(5, server.processInbox(() -> false));
            // a batch claimed at once could outlast its lease behind a slow SMTP server: not handed over
            assertEquals(List.of(), GroupCommitTest.column(server,
                    "SELECT id FROM outbox WHERE claimed_by IS NOT NULL OR state <> 'pending' OR attempts > 0"));
            assertEquals(5, GroupCommitTest.column(server, "SELECT id FROM outbox").size());
        }
    }

    @Test
    void aDrainDoesNotTakeRowsItsOwnProcessClaimedAsTheyWereQueued() throws Exception {
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            Instant now = Instant.now();
            List<OutboxRow> claimed = server.database().transaction(c -> {
                Outbox outbox = new Outbox(c);
                outbox.add(new OutboundMail(List.of("a@example.org"), "due", "body"), now);
                outbox.add(new OutboundMail(List.of("b@example.org"), "held", "body"), now,
                        new Outbox.Claim("me", now.plusSeconds(300)));
                return outbox.claimDue("me", now, now.plusSeconds(300), 10);
            });
            assertEquals(List.of("due"), claimed.stream().map(OutboxRow::subject).toList(),
                    "only the due row: the one claimed as queued is being sent by its sender");
            assertEquals(List.of(), server.database().transaction(c -> new Outbox(c).claimDue("me", now,
                    now.plusSeconds(300), 10)), "neither is due again before its lease ends");
            long held = claimed.get(0).id() + 1;
            server.database().transaction(c -> {
                new Outbox(c).release(List.of(held), "someone else", now);
                return null;
            });
            assertEquals(List.of(), server.database().transaction(c -> new Outbox(c).claimDue("me", now,
                    now.plusSeconds(300), 10)), "only its claimant releases a row");
            server.database().transaction(c -> {
                new Outbox(c).release(List.of(held), "me", now);
                return null;
            });
            assertEquals(List.of("held"), server.database().transaction(c -> new Outbox(c).claimDue("other", now,
                    now.plusSeconds(300), 10)).stream().map(OutboxRow::subject).toList(), "released: due for any sender");
        }
    }

    private static void deliverSignups(DataDir data) throws Exception {
        Maildir inbox = new Maildir(data.inbox());
        for (String player : PLAYERS) {
            inbox.deliver(GroupCommitTest.signup(player));
        }
    }

    private static List<Path> emlFiles(DataDir data) throws Exception {
        try (Stream<Path> files = Files.list(data.outbox())) {
            return files.filter(f -> f.getFileName().toString().endsWith(".eml")).sorted().toList();
        }
    }

    private static void deleteTree(Path folder) throws Exception {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
