package pbm.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Games#countsByWord}: what counting every game row by hand gives, from one query. */
class GameCountsTest {
    private static final Instant NOW = Instant.parse("2026-11-24T10:00:00Z");

    @TempDir
    Path dir;

    @Test
    void activeAndOtherGamesAreCountedPerGameWord() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            Map<String, int[]> counted = database.transaction(c -> {
                Games games = new Games(c);
                String[] words = {"draughts", "chess", "draughts", "checkers", "draughts", "chess"};
                for (int i = 0; i < words.length; i++) {
                    int board = games.create(words[i], words[i], List.of("alice", "bob"), "fen", 7, 21, NOW);
                    if (i % 3 == 2) {
                        games.finish(board, "1-0", "alice", "resigned", NOW);
                    }
                }
                return games.countsByWord();
            });

            Map<String, int[]> byHand = new HashMap<>();
            database.transaction(c -> {
                for (GameRow row : new Games(c).list(null)) {
                    byHand.computeIfAbsent(row.gameWord(), w -> new int[2])[row.active() ? 0 : 1]++;
                }
                return null;
            });
            assertEquals(byHand.keySet(), counted.keySet());
            byHand.forEach((word, count) -> assertArrayEquals(count, counted.get(word), word));
            assertArrayEquals(new int[] {2, 1}, counted.get("draughts"));
            assertArrayEquals(new int[] {1, 1}, counted.get("chess"));
        }
    }
}
