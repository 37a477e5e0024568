package pbm.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * A game counts its own move tree: each family's fast count equals the tree the seam's
 * {@link Play} walks move by move, and its divide adds up to it, so the CLI's perft needs to
 * know no family.
 */
class PerftThroughTheSeamTest {

    @ParameterizedTest
    @CsvSource({"draughts, 3", "checkers, 4", "draughts -small, 3", "frisian, 3", "chess, 3", "shogi, 2",
        "xiangqi, 2", "othello, 4", "chess -960, 2"})
    void theFamilysCountIsTheTreeThePlayWalks(String name, int depth) {
        Game game = Catalog.named(name).orElseThrow();
        String start = game.startFen(518);
        assertEquals(walk(game.start(start), depth), game.perft(start, depth), name);
        long divided = game.divide(start, depth).values().stream().mapToLong(Long::longValue).sum();
        assertEquals(game.perft(start, depth), divided, name + " divide");
    }

    @Test
    void publishedCountsFromTheStart() {
        // International draughts perft (Fairy-Stockfish/Scan tables in spec/VARIANTS.md): 9, 81, 658
        assertEquals(658, Catalog.named("draughts").orElseThrow().perft(null, 3));
        // chess perft 3 from the start, chessprogramming.org "Perft Results": 8,902
        assertEquals(8_902, Catalog.named("chess").orElseThrow().perft(null, 3));
        // Chess960 numbers its standard array 518: the count is chess's
        assertEquals(8_902, Catalog.named("chess -960").orElseThrow().perft(null, 3));
    }

    @Test
    void namesAreReadAsAnAdministratorTypesThem() {
        assertEquals("draughts -small", Catalog.named("Draughts-Small").orElseThrow().name());
        assertEquals("chess -960", Catalog.named("chess-960").orElseThrow().name());
        assertEquals(true, Catalog.named("nosuchgame").isEmpty());
    }

    @Test
    void aFenOfAnotherGameIsRefused() {
        Game draughts = Catalog.named("draughts").orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> draughts.perft("rnbqkbnr/8/8/8/8/8/8/RNBQKBNR w - - 0 1", 1));
    }

    private static long walk(Play play, int depth) {
        if (depth == 0) {
            return 1;
        }
        long leaves = 0;
        for (Ply ply : play.legalMoves()) {
            leaves += walk(play.play(ply), depth - 1);
        }
        return leaves;
    }
}
