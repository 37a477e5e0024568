package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.hexcheck.HexReference;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * No perft counts of Gliński's, McCooey's or Shafran's hexagonal chess are published, so the engine's
 * counts are checked against a second generator written for the check alone
 * ({@link HexReference}: its own coordinates, its own move rules, nothing of the engine): from
 * each start to depth 4, and from middlegames reached by seeded random play (two of each game to
 * depth 4, ten to depth 3), where en passant and promotions turn up, and from positions set by hand.
 */
class HexagonalPerftTest {

    static Stream<Arguments> starts() {
        return Stream.of(Arguments.of("glinski", HexReference.Variant.GLINSKI),
                Arguments.of("mccooey", HexReference.Variant.MCCOOEY),
                Arguments.of("shafran", HexReference.Variant.SHAFRAN));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("starts")
    void startCountsAgreeToDepthFour(String word, HexReference.Variant variant) {
        Game game = Games.game(word);
        String fen = game.startFen(0);
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(HexReference.perft(variant, fen, depth), game.perft(fen, depth), word + " depth " + depth);
        }
    }

    static Stream<Arguments> middlegames() {
        List<Arguments> out = new ArrayList<>();
        starts().forEach(start -> {
            String word = (String) start.get()[0];
            for (long seed = 1; seed <= 12; seed++) {
                out.add(Arguments.of(word, start.get()[1], randomPosition(word, seed), seed <= 2 ? 4 : 3));
            }
        });
        out.add(Arguments.of("glinski", HexReference.Variant.GLINSKI,
                "1/3/5/7/9/1P9/11/11/4k6/5K5/11 w - - 0 1", 4));
        // Black has just stepped f9-f6: White may take en passant on f7 or f8, and castle all four ways
        out.add(Arguments.of("shafran", HexReference.Variant.SHAFRAN,
                "k3r/4p1/1pp1bnp/1pbb1P2/rpq2p1BP/pn2P1NPR/2N2B2/1PPBQ2/P2P2/R3K w KQkq f7f8 0 1", 4));
        return out.stream();
    }

    /** The position after up to 40 random legal plies from the start (fewer when the game ends). */
    static String randomPosition(String word, long seed) {
        Game game = Games.game(word);
        Play play = game.start(game.startFen(0));
        Random random = new Random(seed);
        int plies = 20 + random.nextInt(21);
        for (int i = 0; i < plies && play.ending().isEmpty(); i++) {
            List<Ply> moves = play.legalMoves();
            play = play.play(moves.get(random.nextInt(moves.size())));
        }
        return play.fen();
    }

    @ParameterizedTest(name = "{0} {2} to depth {3}")
    @MethodSource("middlegames")
    void middlegameCountsAgree(String word, HexReference.Variant variant, String fen, int deepest) {
        Game game = Games.game(word);
        for (int depth = 1; depth <= deepest; depth++) {
            long expected = HexReference.perft(variant, fen, depth);
            long counted = game.perft(fen, depth);
            if (expected != counted) {
                assertEquals(HexReference.divide(variant, fen, depth).toString(), game.divide(fen, depth).toString(),
                        word + " " + fen + " depth " + depth + ": " + expected + " against " + counted);
            }
        }
    }
}
