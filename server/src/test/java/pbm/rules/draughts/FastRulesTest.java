package pbm.rules.draughts;

import static pbm.rules.draughts.Positions.move;
import static pbm.rules.draughts.Positions.moveSet;
import static pbm.rules.draughts.Positions.position;
import static pbm.rules.draughts.Positions.sq;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Hand-built positions for the rules that initial-position perft exercises late or not at
 * all. Every expected move list was worked out on a diagram by hand.
 */
class FastRulesTest {
    private static final FastRules INT = FastRules.INTERNATIONAL;

    /**
     * A man goes round a square of four pieces (either way round: one move), returns over
     * its own empty starting square and takes a fifth piece. The one-piece capture c3xa5
     * over b4 alone is not allowed under the majority rule (FMJD art. 4.13).
     */
    @Test
    void roundTripIsOneMoveAndMajorityRules() {
        String black = "b4 d4 f4 f2 d2";
        for (FastRules r : new FastRules[] {INT, FastRules.BRAZILIAN, FastRules.CANADIAN}) {
            FastBoard b = position(r, true, "c3", black);
            assertEquals(Set.of(move(r, "c3", "a5", "b4 d4 f4 f2 d2")), moveSet(b), r.name());
        }
        // free choice (Russian, pool): the short capture is legal as well
        for (FastRules r : new FastRules[] {FastRules.RUSSIAN, FastRules.POOL}) {
            FastBoard b = position(r, true, "c3", black);
            assertEquals(Set.of(move(r, "c3", "a5", "b4 d4 f4 f2 d2"), move(r, "c3", "a5", "b4")),
                    moveSet(b), r.name());
        }
    }

    /**
     * King a3 takes c5, g7, f4 (landing on f8 and h6 on the way). From e3 the way back
     * up-left is barred by c5, captured but still on the board (FMJD art. 4.11), so b6 is
     * safe; ending on e3, d2 or c1 are three moves.
     */
    @Test
    void capturedPiecesBlockUntilTheMoveEnds() {
        for (FastRules r : new FastRules[] {INT, FastRules.CANADIAN}) {
            FastBoard b = position(r, true, "Ka3", "c5 g7 f4 b6");
            assertEquals(Set.of(move(r, "a3", "e3", "c5 g7 f4"), move(r, "a3", "d2", "c5 g7 f4"),
                    move(r, "a3", "c1", "c5 g7 f4")), moveSet(b), r.name());
        }
    }

    /** A man passing the last row in a capture stays a man (FMJD art. 4.14). */
    @Test
    void noPromotionInPassing() {
        FastBoard b = position(INT, true, "d8", "e9 g9 a1");
        FastMove m = move(INT, "d8", "h8", "e9 g9");
        assertEquals(Set.of(m), moveSet(b));
        FastBoard after = b.play(m);
        assertArrayEquals(new int[] {sq(INT, "h8")}, after.whiteMen());
        assertArrayEquals(new int[0], after.whiteKings());
        // on 8x8 with the same rules (Brazilian, pool)
        for (FastRules r : new FastRules[] {FastRules.BRAZILIAN, FastRules.POOL}) {
            FastBoard small = position(r, true, "b6", "c7 e7");
            FastMove sm = move(r, "b6", "f6", "c7 e7");
            assertEquals(Set.of(sm), moveSet(small), r.name());
            assertArrayEquals(new int[] {sq(r, "f6")}, small.play(sm).whiteMen(), r.name());
        }
    }

    /** A man ending its capture on the last row is crowned. */
    @Test
    void promotionAtTheEndOfACapture() {
        FastBoard b = position(INT, true, "d8", "e9 a1");
        FastMove m = move(INT, "d8", "f10", "e9");
        assertEquals(Set.of(m), moveSet(b));
        assertArrayEquals(new int[] {sq(INT, "f10")}, b.play(m).whiteKings());
    }

    /**
     * Russian: b6xc7 reaches d8, is crowned at once and goes on as a flying king over e7,
     * landing on f6, g5 or h4; it stays a king.
     */
    @Test
    void russianManCrownedDuringCaptureGoesOnAsKing() {
        FastRules r = FastRules.RUSSIAN;
        FastBoard b = position(r, true, "b6", "c7 e7");
        assertEquals(Set.of(move(r, "b6", "f6", "c7 e7"), move(r, "b6", "g5", "c7 e7"),
                move(r, "b6", "h4", "c7 e7")), moveSet(b));
        FastBoard after = b.play(move(r, "b6", "f6", "c7 e7"));
        assertArrayEquals(new int[] {sq(r, "f6")}, after.whiteKings());
        assertArrayEquals(new int[0], after.whiteMen());
    }

    /** Italian: a man may not capture a king (FID rules); in Spanish it must. */
    @Test
    void italianMenCannotCaptureKings() {
        FastRules it = FastRules.ITALIAN;
        FastBoard b = position(it, true, "b3", "Kc4");
        assertEquals(Set.of(move(it, "b3", "a4", "")), moveSet(b));
        FastRules sp = FastRules.SPANISH;
        assertEquals(Set.of(move(sp, "b3", "d5", "c4")), moveSet(position(sp, true, "b3", "Kc4")));
    }

    /** Italian: at equal count a king must capture rather than a man. */
    @Test
    void italianKingCapturesBeforeMan() {
        FastRules it = FastRules.ITALIAN;
        FastBoard b = position(it, true, "b3 Kg2", "c4 f3");
        assertEquals(Set.of(move(it, "g2", "e4", "f3")), moveSet(b));
    }

    /** Italian: at equal count, capture the most kings. */
    @Test
    void italianMostKings() {
        FastRules it = FastRules.ITALIAN;
        FastBoard b = position(it, true, "Kd3", "c4 Ke4");
        assertEquals(Set.of(move(it, "d3", "f5", "e4")), moveSet(b));
    }

    /**
     * Italian: two captures of a man and a king each; the one meeting the king first
     * (e4 then g6) is compulsory, not c4 then c6.
     */
    @Test
    void italianEarliestKing() {
        FastRules it = FastRules.ITALIAN;
        FastBoard b = position(it, true, "Kd3", "c4 Kc6 Ke4 g6");
        assertEquals(Set.of(move(it, "d3", "h7", "e4 g6")), moveSet(b));
    }

    /** Italian: more pieces beat a capture with the king. */
    @Test
    void italianMostPiecesFirst() {
        FastRules it = FastRules.ITALIAN;
        // man b3 takes c4 and e6 (two), king g2 takes f3 (one)
        FastBoard b = position(it, true, "b3 Kg2", "c4 e6 f3");
        assertEquals(Set.of(move(it, "b3", "f7", "c4 e6")), moveSet(b));
    }

    /** Spanish: flying king must take the king (equal count, most kings), any landing. */
    @Test
    void spanishMostKingsTieBreak() {
        FastRules sp = FastRules.SPANISH;
        FastBoard b = position(sp, true, "Kd3", "c4 Ke4");
        assertEquals(Set.of(move(sp, "d3", "f5", "e4"), move(sp, "d3", "g6", "e4"),
                move(sp, "d3", "h7", "e4")), moveSet(b));
        // but more pieces come first: the man's two men beat the king's one king
        FastBoard more = position(sp, true, "Ka6 b1", "Kb7 c2 e4");
        assertEquals(Set.of(move(sp, "b1", "f5", "c2 e4")), moveSet(more));
    }

    /**
     * Czech: the man c3 could take two (d4, f6), the king a7 one (d4); a king capture is
     * compulsory, landing e3, f2 or g1. With Brazilian majority rules only c3xg7.
     */
    @Test
    void czechKingMustCapture() {
        FastRules cz = FastRules.CZECH;
        FastBoard b = position(cz, true, "c3 Ka7", "d4 f6");
        assertEquals(Set.of(move(cz, "a7", "e3", "d4"), move(cz, "a7", "f2", "d4"),
                move(cz, "a7", "g1", "d4")), moveSet(b));
        FastRules br = FastRules.BRAZILIAN;
        assertEquals(Set.of(move(br, "c3", "g7", "d4 f6")), moveSet(position(br, true, "c3 Ka7", "d4 f6")));
        // no king capture: free choice among the men, one piece or two
        FastBoard men = position(cz, true, "c3 h2", "d4 f6 g3");
        assertEquals(Set.of(move(cz, "c3", "g7", "d4 f6"), move(cz, "h2", "f4", "g3")), moveSet(men));
    }

    /** Checkers: men capture forward only, kings one square; pool's king flies. */
    @Test
    void checkersMenForwardKingsShort() {
        FastRules ch = FastRules.CHECKERS;
        // Black man d6 (moving down) cannot take e7 behind it, must take c5
        FastBoard men = position(ch, false, "e7 c5", "d6");
        assertEquals(Set.of(move(ch, "d6", "b4", "c5")), moveSet(men));
        FastBoard king = position(ch, false, "e5", "Kh2");
        assertEquals(Set.of(move(ch, "h2", "g1", ""), move(ch, "h2", "g3", "")), moveSet(king));
        FastRules pool = FastRules.POOL;
        assertEquals(Set.of(move(pool, "h2", "d6", "e5"), move(pool, "h2", "c7", "e5"),
                move(pool, "h2", "b8", "e5")), moveSet(position(pool, false, "e5", "Kh2")));
        // pool men capture backwards
        assertEquals(Set.of(move(pool, "d6", "f8", "e7"), move(pool, "d6", "b4", "c5")),
                moveSet(position(pool, false, "e7 c5", "d6")));
    }

    /** Free choice in checkers: the short capture is as good as the long one. */
    @Test
    void checkersFreeChoice() {
        FastRules ch = FastRules.CHECKERS;
        // Black man b6: over c5 to d4 then over e3 to f2; black man g7 over f6 to e5
        FastBoard b = position(ch, false, "c5 e3 f6", "b6 g7");
        assertEquals(Set.of(move(ch, "b6", "f2", "c5 e3"), move(ch, "g7", "e5", "f6")), moveSet(b));
    }

    /** perft counts each (from, to, captured set) once: the round trip is one leaf. */
    @Test
    void perftCountsDuplicateRoutesOnce() {
        FastBoard b = position(INT, true, "c3", "b4 d4 f4 f2 d2 j10");
        assertEquals(1, FastPerft.perft(b, 1));
        assertEquals(b.legalMoves().size(), FastPerft.perft(b, 1));
    }

    @Test
    void noMovesNoLeaves() {
        // the man on a1 is blocked by b2 with c3 behind it
        FastBoard stuck = position(FastRules.INTERNATIONAL, true, "a1", "b2 c3");
        assertEquals(0, stuck.legalMoves().size());
        assertEquals(0, FastPerft.perft(stuck, 1));
        assertEquals(0, FastPerft.perft(stuck, 3));
        assertEquals(1, FastPerft.perft(stuck, 0));
    }

    @Test
    void illegalInputIsRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> FastBoard.of(INT, true, new int[] {51}, new int[0], new int[0], new int[0]));
        assertThrows(IllegalArgumentException.class,
                () -> FastBoard.of(INT, true, new int[] {3}, new int[0], new int[] {3}, new int[0]));
        FastBoard b = FastBoard.initial(INT);
        assertThrows(IllegalArgumentException.class, () -> b.play(new FastMove(31, 22, new int[0])));
    }
}
