package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.ringcheck.RingReference;
import pbm.rules.Game;

/**
 * No perft counts of Byzantine chess are published, so the engine's counts on the round board
 * are checked against a second generator written for the check alone ({@link RingReference}:
 * its own board, its own moves, nothing of the engine): from the start to depth 4, from two
 * positions set by hand with pieces across the seam (p touches a) to depth 4, and from
 * middlegames reached by seeded random play to depth 3.
 */
class CircularPerftTest {

    static Stream<Arguments> positions() {
        List<Arguments> positions = new ArrayList<>(List.of(Arguments.of(RingReference.START, 4),
                Arguments.of("1r1n1O7o1R/N1R7r3P1/1B2P1pq4bQ2/1pO5ko4K1 w - - 0 1", 4),
                Arguments.of("P1prR11/b5K1o3N2Q/2q4B2Po1p1O/1k2nO3r4R1 b - - 0 1", 4)));
        for (long seed = 1; seed <= 10; seed++) {
            positions.add(Arguments.of(HexagonalPerftTest.randomPosition("byzantine", seed), 3));
        }
        return positions.stream();
    }

    @ParameterizedTest(name = "{0} to depth {1}")
    @MethodSource("positions")
    void countsAgree(String fen, int deepest) {
        Game game = Games.game("byzantine");
        for (int depth = 1; depth <= deepest; depth++) {
            long expected = RingReference.perft(fen, depth);
            long counted = game.perft(fen, depth);
            if (expected != counted) {
                assertEquals(RingReference.divide(fen, depth).toString(), game.divide(fen, depth).toString(),
                        fen + " depth " + depth + ": " + expected + " against " + counted);
            }
        }
    }
}
