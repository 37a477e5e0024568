package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.InboundMessage;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * Group commit: the mails waiting in the Maildir are handled in one transaction, each in a
 * savepoint, and acknowledged (moved to cur/) only after the commit. A mail whose handling
 * throws costs that mail only, and is answered and remembered rather than tried again.
 */
class GroupCommitTest {
    private static final List<String> PLAYERS = List.of("alice", "bob", "carol", "dave", "erin");

    @TempDir
    Path dir;

    @Test
    void aPoisonedMailInTheMiddleOfABatchCostsThatMailOnly() throws Exception {
        DataDir data = DataDir.open(dir);
        deliverSignups(data);
        AtomicInteger commits = new AtomicInteger();
        List<LogRecord> warnings = new ArrayList<>();
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            server.processor().faults(new MessageProcessor.Faults() {
                @Override
                public void handled(InboundMessage message, MessageProcessor.Outcome outcome) {
                    if (message.subject().contains("carol") && outcome == MessageProcessor.Outcome.ANSWERED) {
                        throw new IllegalStateException("injected: the handler chokes on carol's mail");
                    }
                }

                @Override
                public void beforeCommit() {
                    commits.incrementAndGet();
                }
            });
            Handler capture = capture(warnings);
            try {
                assertEquals(5, server.processInbox(() -> false));
                assertEquals(1, warnings.size(), warnings.toString());
                // the same mail again (the MTA, or a crash before the move to cur/): never retried
                new Maildir(data.inbox()).deliver(signup("carol"));
                assertEquals(1, server.processInbox(() -> false));
                assertEquals(1, warnings.size(), "skipped as seen: " + warnings);
            } finally {
                Logger.getLogger(MessageProcessor.class.getName()).removeHandler(capture);
            }
            assertEquals(2, commits.get(), "the five mails were one batch, one commit; the repeat another");

            assertEquals(List.of(), files(data, "new"), "every mail of the batch is acknowledged");
            assertEquals(6, files(data, "cur").size());
            assertEquals(List.of("alice", "bob", "dave", "erin"), column(server, "SELECT userid FROM users ORDER BY userid"),
                    "carol's signup was rolled back alone, the others committed");
            assertEquals(List.of("answered", "answered", "answered", "answered"),
                    column(server, "SELECT outcome FROM seen_messages WHERE sender <> 'carol@example.org' ORDER BY sender"));
            String carols = column(server, "SELECT outcome FROM seen_messages WHERE sender = 'carol@example.org'").get(0);
            assertTrue(carols.startsWith("failed: IllegalStateException: injected"), carols);

            List<OutboxRow> replies = server.database().transaction(c -> new Outbox(c).list(null));
            assertEquals(5, replies.size(), "four welcomes and one error reply");
            OutboxRow error = replies.stream().filter(r -> r.recipients().equals(List.of("carol@example.org")))
                    .findFirst().orElseThrow();
            assertEquals("pbm error", error.subject());
            assertTrue(error.body().startsWith("Your mail could not be handled: the server failed on it. Nothing it"
                    + " asked for was done, and it will not be tried again."), error.body());

            assertEquals(1, warnings.size(), warnings.toString());
            String line = warnings.get(0).getMessage();
            assertTrue(line.matches("mail <signup-carol@example.org> from carol@example.org: failed; handling threw"
                    + " injected: the handler chokes on carol's mail \\(java.lang.IllegalStateException\\); its"
                    + " changes were rolled back, it was answered with an error and will not be handled again;"
                    + " \\d+\\.\\d ms"), line);
            assertEquals(5, column(server, "SELECT outcome FROM seen_messages").size(), "the second carol mail is a duplicate");
        }
    }

    @Test
    void aBatchIsAcknowledgedOnlyAfterItCommitted() throws Exception {
        DataDir data = DataDir.open(dir);
        deliverSignups(data);
        List<Path> waiting = files(data, "new");
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            server.processor().faults(new MessageProcessor.Faults() {
                @Override
                public void beforeCommit() throws SQLException {
                    throw new SQLException("injected: the disk fails between handling and commit");
                }
            });
            SQLException thrown = assertThrows(SQLException.class, () -> server.processInbox(() -> false));
            assertTrue(thrown.getMessage().startsWith("injected"), thrown.toString());

            assertEquals(waiting, files(data, "new"), "every mail of the batch is still waiting");
            assertEquals(List.of(), files(data, "cur"));
            assertEquals(List.of(), column(server, "SELECT userid FROM users"), "none applied");
            assertEquals(List.of(), column(server, "SELECT message_key FROM seen_messages"));
            assertEquals(List.of(), column(server, "SELECT id FROM outbox"));

            server.processor().faults(null); // the next run
            assertEquals(5, server.processInbox(() -> false));
            assertEquals(List.of(), files(data, "new"));
            assertEquals(PLAYERS, column(server, "SELECT userid FROM users ORDER BY userid"));
            assertEquals(5, column(server, "SELECT id FROM outbox").size(), "each applied once");
        }
    }

    @Test
    void aLoneMailIsCommittedAtOnceAndBatchesAreCappedAtTheBatchSize() throws Exception {
        DataDir data = DataDir.open(dir);
        Maildir inbox = new Maildir(data.inbox());
        int mails = InboundSource.BATCH + 3;
        for (int i = 0; i < mails; i++) {
            inbox.deliver(Mails.plain("user" + i + "@example.org", "signup user" + i + " pw", "")
                    .replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8));
        }
        List<Integer> batches = new ArrayList<>();
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            AtomicInteger inBatch = new AtomicInteger();
            server.processor().faults(new MessageProcessor.Faults() {
                @Override
                public void handled(InboundMessage message, MessageProcessor.Outcome outcome) {
                    inBatch.incrementAndGet();
                }

                @Override
                public void beforeCommit() {
                    batches.add(inBatch.getAndSet(0));
                }
            });
            assertEquals(mails, server.processInbox(() -> false));
            assertEquals(List.of(InboundSource.BATCH, 3), batches);

            inbox.deliver(signup("zed"));
            assertEquals(1, server.processInbox(() -> false));
            assertEquals(List.of(InboundSource.BATCH, 3, 1), batches, "a lone mail is not held back");
        }
    }

    private static void deliverSignups(DataDir data) throws Exception {
        Maildir inbox = new Maildir(data.inbox());
        for (String player : PLAYERS) {
            inbox.deliver(signup(player));
        }
    }

    /** A signup mail from {@code player}@example.org with the Message-ID {@code <signup-player@example.org>}. */
    static byte[] signup(String player) {
        return Mails.plain(player + "@example.org", "signup " + player + " pw", "", "<signup-" + player + "@example.org>")
                .replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
    }

    private static List<Path> files(DataDir data, String folder) throws Exception {
        try (Stream<Path> files = Files.list(data.inbox().resolve(folder))) {
            return files.map(Path::getFileName).sorted().toList();
        }
    }

    /** The first column of every row {@code sql} gives, as text. */
    static List<String> column(Server server, String sql) throws SQLException {
        return server.database().transaction(c -> {
            List<String> out = new ArrayList<>();
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
            return out;
        });
    }

    private static Handler capture(List<LogRecord> warnings) {
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    warnings.add(record);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger.getLogger(MessageProcessor.class.getName()).addHandler(handler);
        return handler;
    }
}
