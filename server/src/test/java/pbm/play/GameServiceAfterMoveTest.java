package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Ply;
import pbm.store.Database;
import pbm.store.Games;

/**
 * {@link GameService#play} returns the game after the move without reading it back: what it
 * returns must be exactly what a fresh {@link GameService#load} reads from the database.
 */
class GameServiceAfterMoveTest {
    @TempDir
    Path dir;

    @Test
    void theGameAfterAMoveIsWhatLoadingItReadsBack() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            Random random = new Random(16);
            for (String name : List.of("draughts", "chess")) {
                Game game = Catalog.byName(name).orElseThrow();
                Instant start = Instant.parse("2026-11-23T10:00:00.123456Z");
                int board = database.transaction(c -> new Games(c).create(game.word(), game.name(),
                        List.of("alice", "bob"), game.startFen(1), 7, 21, start));
                database.transaction(c -> {
                    new Games(c).markNagged(board, start);
                    return null;
                });
                for (int i = 0; i < 30; i++) {
                    Instant now = start.plusMillis(1_000L * i + i);
                    String comment = i % 3 == 0 ? "comment " + i : i % 3 == 1 ? "" : null;
                    LoadedGame[] after = new LoadedGame[1];
                    boolean ended = database.transaction(c -> {
                        GameService service = new GameService(c);
                        LoadedGame before = service.load(board).orElseThrow();
                        List<Ply> legal = before.play().legalMoves();
                        after[0] = service.play(before, legal.get(random.nextInt(legal.size())), comment, now).after();
                        return !after[0].row().active();
                    });
                    LoadedGame read = database.transaction(c -> new GameService(c).load(board)).orElseThrow();
                    assertEquals(read.row(), after[0].row(), name + " move " + (i + 1));
                    assertEquals(read.moves(), after[0].moves(), name + " move " + (i + 1));
                    assertEquals(read.play().fen(), after[0].play().fen(), name + " move " + (i + 1));
                    assertEquals(read.row().currentFen(), after[0].play().fen());
                    if (ended) {
                        break;
                    }
                }
            }
        }
    }
}
