package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.OutboxRow;
import pbm.store.Passwords;
import pbm.testing.Mails;

/**
 * A lone mail (a cold {@code deliver}) starts its password check on a checker thread and is
 * handled meanwhile as if the password were right (issue 16, eleventh round): the check is
 * asked before the mail's savepoint is released, and a wrong password rolls the mail back and
 * handles it again, waiting for every check, so it is refused as it always was and nothing of
 * it is kept. The stored hashes here take a million PBKDF2 rounds, so each check is still
 * running when the command reaches it.
 */
class AssumedPasswordTest {
    @TempDir
    Path dir;

    @Test
    void aMoveIsHandledWhileItsCheckRunsAndAWrongPasswordIsStillRefusedWithNothingKept() throws Exception {
        try (Server server = Server.open(dir, Clock.systemUTC(), new Passwords(1_000_000))) {
            server.processMessage(mail("alice", "signup alice pw-alice"));
            server.processMessage(mail("bob", "signup bob pw-bob"));
            server.processMessage(mail("alice", "draughts challenge alice bob"));
            MessageProcessor processor = server.processor();
            // a million rounds made the sign-ups expensive; expensive senders get no check ahead
            processor.senderCosts().clear();
            long assumed = processor.assumedChecks();
            long again = processor.handledAgain();
            int before = outbox(server).size();

            assertEquals(MessageProcessor.Outcome.ANSWERED,
                    server.processMessage(mail("alice", "draughts move 101 alice pw-alice 32-28")));
            assertEquals(assumed + 1, processor.assumedChecks(), "alice's check was running: assumed, then asked");
            assertEquals(again, processor.handledAgain());
            assertEquals(1, ply(server));
            List<OutboxRow> afterMove = outbox(server);
            assertEquals(2, afterMove.size() - before, "both players' board mails");

            assertEquals(MessageProcessor.Outcome.ANSWERED,
                    server.processMessage(mail("bob", "draughts move 101 bob not-bobs 19-23")));
            assertEquals(1, ply(server), "the move played as if the password were right was rolled back");
            assertEquals(assumed + 2, processor.assumedChecks());
            assertEquals(again + 1, processor.handledAgain(), "the wrong password: handled again");
            List<OutboxRow> replies = outbox(server).subList(afterMove.size(), outbox(server).size());
            assertEquals(1, replies.size(), replies.toString());
            assertEquals(List.of("bob@example.org"), replies.get(0).recipients());
            assertTrue(replies.get(0).body().startsWith("Invalid password entered for bob."), replies.get(0).body());

            server.processMessage(mail("bob", "draughts move 101 bob pw-bob 19-23"));
            assertEquals(2, ply(server));
        }
    }

    private static int ply(Server server) throws Exception {
        return server.database().transaction(c -> {
            try (var st = c.prepareStatement("SELECT ply FROM games WHERE board = 101"); var rs = st.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    private static List<OutboxRow> outbox(Server server) throws Exception {
        return server.database().transaction(c -> new pbm.store.Outbox(c).list(null));
    }

    private static byte[] mail(String player, String subject) {
        return Mails.plain(player + "@example.org", subject, "").replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
    }
}
