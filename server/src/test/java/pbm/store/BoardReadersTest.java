package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The board mail's reads of several players at once (and of their reply addresses' keys) (issue 16, tenth round) give what the
 * one-player reads give: addresses in order, the HTML choice, each player's preferences or the
 * default; a player without an account is left out.
 */
class BoardReadersTest {
    @TempDir
    Path dir;

    @Test
    void severalPlayersReadAtOnceAsEachAlone() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            Instant now = Instant.parse("2026-11-26T10:00:00Z");
            database.transaction(c -> {
                Users users = new Users(c);
                users.insert("alice", "h", List.of("a2@example.org", "a1@example.org"), now);
                users.insert("bob", "h", List.of("bob@example.org"), now);
                users.setBoardHtml("alice", false);
                users.setBoardHtml("bob", true);
                users.setReplyTokens("alice", true);
                users.setReplyTokens("bob", false);
                new Preferences(c).put("alice", "draughts", new Preferences.Choice(false, true, true));
                new Preferences(c).put("bob", "chess", new Preferences.Choice(false, false, false));
                return null;
            });
            List<String> players = List.of("bob", "alice", "nobody", "alice");
            Map<String, Users.BoardReader> readers = database.transaction(c -> new Users(c).boardReaders(players));
            assertEquals(Map.of("alice", new Users.BoardReader(List.of("a2@example.org", "a1@example.org"), false),
                    "bob", new Users.BoardReader(List.of("bob@example.org"), true)), readers);
            for (String player : List.of("alice", "bob")) {
                Users.BoardReader alone = database.transaction(c -> new Users.BoardReader(
                        new Users(c).accountAddresses(player), new Users(c).boardHtml(player)));
                assertEquals(alone, readers.get(player), player);
            }
            Map<String, Preferences.Choice> choices = database.transaction(c -> new Preferences(c).getAll(players,
                    "draughts"));
            assertEquals(Map.of("alice", new Preferences.Choice(false, true, true), "bob", Preferences.Choice.DEFAULT,
                    "nobody", Preferences.Choice.DEFAULT), choices);
            assertEquals(Map.of(), database.transaction(c -> new Users(c).boardReaders(List.of())));
            // the keys of reply addresses: only of accounts that have them on
            assertEquals(Map.of("alice", "h"), database.transaction(c -> new Users(c).replyTokenHashes(players)));
            assertEquals(Map.of(), database.transaction(c -> new Users(c).replyTokenHashes(List.of())));
        }
    }
}
