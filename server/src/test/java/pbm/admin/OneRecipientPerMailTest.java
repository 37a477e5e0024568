package pbm.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * Privacy: a mail never carries another player's address. Chat, a declined challenge, a
 * deleted board, result notices to several watchers, a removed account: every mail that
 * concerns several players is one mail each.
 */
class OneRecipientPerMailTest {
    @TempDir
    Path dir;

    private static int board(List<OutboxRow> rows) {
        return Integer.parseInt(rows.get(0).subject().replaceAll(".*Board (\\d+).*", "$1"));
    }

    @Test
    void everyMailGoesToTheAddressesOfOnePlayerOnly() throws Exception {
        Map<String, String> owner = new HashMap<>(Map.of("alice@example.org", "alice", "bob@example.org", "bob",
                "carol@example.org", "carol", "dave@example.org", "dave", "dave@work.example.net", "dave"));
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail("dave@example.org", "signup dave dpw dave@example.org dave@work.example.net", "");
            // a declined challenge
            int declined = board(server.mail("alice@example.org", "draughts challenge alice bob", ""));
            server.mail("bob@example.org", "draughts resign " + declined + " bob bpw", "Not now.");
            // chat, then a result two watchers asked for
            int played = board(server.mail("alice@example.org", "draughts challenge alice bob", ""));
            server.mail("carol@example.org", "draughts notify carol cpw " + played, "");
            server.mail("dave@example.org", "draughts notify dave dpw " + played, "");
            server.mail("alice@example.org", "draughts chat " + played + " alice apw", "  Good luck!");
            server.mail("alice@example.org", "draughts move " + played + " alice apw 32-28", "");
            server.mail("bob@example.org", "draughts move " + played + " bob bpw 19-23", "");
            server.mail("alice@example.org", "draughts resign " + played + " alice apw", "");
            // a board the administrator deletes, and an account the administrator removes
            int deleted = board(server.mail("alice@example.org", "draughts challenge alice carol", ""));
            GameAdmin games = new GameAdmin(server.database(), server.clock());
            assertTrue(games.delete(deleted) instanceof AdminResult.Done, "deleted");
            board(server.mail("dave@example.org", "draughts challenge dave carol", ""));
            assertTrue(new UserAdmin(server.database(), TestServer.FAST_PASSWORDS, server.clock()).remove("dave")
                    instanceof AdminResult.Done, "removed");

            List<OutboxRow> all = server.database().transaction(c -> new Outbox(c).listAfter(0));
            Set<String> subjects = new HashSet<>();
            for (OutboxRow row : all) {
                Set<String> players = new HashSet<>();
                row.recipients().forEach(address -> players.add(owner.getOrDefault(address, address)));
                assertEquals(1, players.size(), "mail #" + row.id() + " '" + row.subject() + "' to "
                        + row.recipients());
                subjects.add(row.subject().replaceAll("Board \\d+", "Board N"));
            }
            assertTrue(subjects.containsAll(List.of("Draughts Board N deleted", "Draughts Board N chat from alice",
                    "Draughts Board N won by bob")), subjects.toString());
            long notices = all.stream().filter(r -> r.subject().endsWith("won by bob")).count();
            assertEquals(4, notices, "alice, bob, carol and dave each get the result");
        }
    }
}
