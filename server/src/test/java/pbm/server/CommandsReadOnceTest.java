package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.store.Passwords;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * A mail's commands are read once (issue 31): the batch reads them to start their password
 * checks ahead, and the mail is handled from that reading. A mail read before an earlier mail
 * of its batch defined a game is read again, so the game's word is known when it is handled.
 */
class CommandsReadOnceTest {
    /** A game by data inheriting the rules of chess, so it is quick to check and to play. */
    private static final String TINY = "[tiny:chess]\npbm.title = Tiny test chess\n";

    @TempDir
    Path dir;

    @Test
    void aMailStartingWithADefinedGamesWordLooksItUpOnce() throws Exception {
        Maildir inbox = new Maildir(DataDir.open(dir).inbox());
        try (Server server = Server.open(dir, Clock.systemUTC(), new Passwords(1_000))) {
            inbox.deliver(mail("alice", "signup alice pw-alice", ""));
            inbox.deliver(mail("alice", "define alice pw-alice", TINY));
            assertEquals(2, server.processInbox(() -> false));
            List<String> sql = new ArrayList<>();
            server.database().traceStatements(sql::add);
            inbox.deliver(mail("alice", "tiny games", ""));
            assertEquals(1, server.processInbox(() -> false));
            server.database().traceStatements(null);

            List<OutboxRow> replies = server.database().transaction(c -> new Outbox(c).list(null));
            OutboxRow last = replies.get(replies.size() - 1);
            assertEquals("List of Tiny games", last.subject(), TestServer.render(List.of(last)));
            assertEquals(1, sql.stream().filter(s -> s.contains("FROM definitions")).count(),
                    String.join("\n", sql));
        }
    }

    @Test
    void aMailReadBeforeAnEarlierMailOfItsBatchDefinedItsGameIsReadAgain() throws Exception {
        Maildir inbox = new Maildir(DataDir.open(dir).inbox());
        try (Server server = Server.open(dir, Clock.systemUTC(), new Passwords(1_000))) {
            inbox.deliver(mail("alice", "signup alice pw-alice", ""));
            inbox.deliver(mail("bob", "signup bob pw-bob", ""));
            assertEquals(2, server.processInbox(() -> false));
            long seen = server.database().transaction(c -> new Outbox(c).list(null)).size();

            // one batch: bob's challenge is read ahead while tiny is no game yet
            inbox.deliver(mail("alice", "define alice pw-alice", TINY));
            inbox.deliver(mail("bob", "tiny challenge bob alice", ""));
            assertEquals(2, server.processInbox(() -> false));

            List<OutboxRow> replies = server.database().transaction(c -> new Outbox(c).listAfter(seen));
            String render = TestServer.render(replies);
            assertTrue(replies.stream().noneMatch(r -> r.subject().toLowerCase(java.util.Locale.ROOT)
                    .endsWith("error")), render);
            assertTrue(replies.stream().anyMatch(r -> r.subject().startsWith("New Tiny Board 101")), render);
        }
    }

    private static byte[] mail(String player, String subject, String body) {
        return Mails.plain(player + "@example.org", subject, body).replace("\n", "\r\n")
                .getBytes(StandardCharsets.UTF_8);
    }
}
