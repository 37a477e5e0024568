package pbm.rules.draughts;

import static pbm.rules.draughts.Positions.sq;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Square numbers follow the PDN GameType of each game (reference 000, GameType tag). */
class FastNumberingTest {

    @Test
    void internationalStartsAtB10() {
        FastRules r = FastRules.INTERNATIONAL;
        assertEquals(1, sq(r, "b10"));
        assertEquals(5, sq(r, "j10"));
        assertEquals(6, sq(r, "a9"));
        assertEquals(46, sq(r, "a1"));
        assertEquals(50, sq(r, "i1"));
        assertEquals(28, sq(r, "e5"));
    }

    @Test
    void checkersAndPoolStartAtB8SeenFromBlack() {
        for (FastRules r : new FastRules[] {FastRules.CHECKERS, FastRules.POOL}) {
            assertEquals(1, sq(r, "b8"));
            assertEquals(4, sq(r, "h8"));
            assertEquals(5, sq(r, "a7"));
            assertEquals(29, sq(r, "a1"));
            assertEquals(32, sq(r, "g1"));
        }
    }

    @Test
    void italianStartsAtA8OnTheInvertedBoard() {
        FastRules r = FastRules.ITALIAN;
        assertEquals(1, sq(r, "a8"));
        assertEquals(4, sq(r, "g8"));
        assertEquals(5, sq(r, "b7"));
        assertEquals(32, sq(r, "h1"));
    }

    @Test
    void spanishStartsAtH1CountingLeftwards() {
        FastRules r = FastRules.SPANISH;
        assertEquals(1, sq(r, "h1"));
        assertEquals(4, sq(r, "b1"));
        assertEquals(5, sq(r, "g2"));
        assertEquals(32, sq(r, "a8"));
    }

    @Test
    void algebraicGamesNumberFromA1() {
        for (FastRules r : new FastRules[] {FastRules.BRAZILIAN, FastRules.RUSSIAN, FastRules.CZECH}) {
            assertEquals(1, sq(r, "a1"));
            assertEquals(4, sq(r, "g1"));
            assertEquals(5, sq(r, "b2"));
            assertEquals(32, sq(r, "h8"));
        }
    }

    @Test
    void canadianStartsAtB12() {
        FastRules r = FastRules.CANADIAN;
        assertEquals(1, sq(r, "b12"));
        assertEquals(67, sq(r, "a1"));
        assertEquals(72, sq(r, "k1"));
    }

    @Test
    void initialPositionsPutWhiteAtTheBottom() {
        FastBoard d = FastBoard.initial(FastRules.INTERNATIONAL);
        assertArrayEquals(IntStream.rangeClosed(31, 50).toArray(), d.whiteMen());
        assertArrayEquals(IntStream.rangeClosed(1, 20).toArray(), d.blackMen());
        assertEquals(true, d.whiteToMove());
        FastBoard c = FastBoard.initial(FastRules.CHECKERS);
        assertArrayEquals(IntStream.rangeClosed(21, 32).toArray(), c.whiteMen());
        assertArrayEquals(IntStream.rangeClosed(1, 12).toArray(), c.blackMen());
        assertEquals(false, c.whiteToMove());
        FastBoard s = FastBoard.initial(FastRules.SPANISH);
        assertArrayEquals(IntStream.rangeClosed(1, 12).toArray(), s.whiteMen());
        FastBoard i = FastBoard.initial(FastRules.ITALIAN);
        assertArrayEquals(IntStream.rangeClosed(21, 32).toArray(), i.whiteMen());
        FastBoard k = FastBoard.initial(FastRules.CANADIAN);
        assertArrayEquals(IntStream.rangeClosed(43, 72).toArray(), k.whiteMen());
    }

    @Test
    void openingMovesUseTheGameNumbering() {
        // International: 9 first moves, e.g. 32-28 and 31-26 (W men 31-35 on row 4)
        var moves = FastBoard.initial(FastRules.INTERNATIONAL).legalMoves();
        assertEquals(9, moves.size());
        assertEquals(true, moves.contains(new FastMove(32, 28, new int[0])));
        assertEquals(true, moves.contains(new FastMove(31, 26, new int[0])));
        assertEquals(true, moves.contains(new FastMove(35, 30, new int[0])));
        // Checkers: Black opens, e.g. 11-15, 9-13, 12-16
        var checkers = FastBoard.initial(FastRules.CHECKERS).legalMoves();
        assertEquals(7, checkers.size());
        assertEquals(true, checkers.contains(new FastMove(11, 15, new int[0])));
        assertEquals(true, checkers.contains(new FastMove(9, 13, new int[0])));
        assertEquals(true, checkers.contains(new FastMove(12, 16, new int[0])));
    }
}
