package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Square numbering from the PDN GameType table, algebraic names from White's side, rays. */
class GeometryTest {

    private static Geometry geometry(String variant) {
        return DraughtsFamily.variant(variant).orElseThrow().geometry();
    }

    private static String algebraicOf(Geometry g, int square) {
        return g.algebraic(g.fileOf(square), g.rankOf(square));
    }

    @Test
    void draughtsSquareOneIsB10AndH4Is34() {
        Geometry g = geometry("draughts");
        assertEquals(50, g.squareCount());
        assertEquals("b10", algebraicOf(g, 1));
        assertEquals("a1", algebraicOf(g, 46));
        assertEquals(34, g.squareNumber(7, 3));   // H4
        assertEquals(29, g.squareNumber(6, 4));   // G5
        assertEquals("h4", g.algebraic(7, 3));
        assertTrue(g.numericNotation());
    }

    @Test
    void checkersSquareOneIsB8() {
        Geometry g = geometry("checkers");
        assertEquals("b8", algebraicOf(g, 1));
        assertEquals("h8", algebraicOf(g, 4));
        assertEquals("a7", algebraicOf(g, 5));
        assertEquals("g1", algebraicOf(g, 32));
        assertSame(g, geometry("pool"));
    }

    @Test
    void italianSquareOneIsA8OnTheInvertedBoard() {
        Geometry g = geometry("italian");
        assertFalse(g.isPlayable(0, 0));
        assertTrue(g.isPlayable(7, 0));
        assertEquals("a8", algebraicOf(g, 1));
        assertEquals("c8", algebraicOf(g, 2));
        assertEquals("h1", algebraicOf(g, 32));
    }

    @Test
    void spanishSquareOneIsH1() {
        Geometry g = geometry("spanish");
        assertEquals("h1", algebraicOf(g, 1));
        assertEquals("f1", algebraicOf(g, 2));
        assertEquals("g2", algebraicOf(g, 5));
        assertEquals("a8", algebraicOf(g, 32));
        assertSame(g, geometry("portuguese"));
    }

    @Test
    void canadianIs12x12WithSquareOneAtB12() {
        Geometry g = geometry("draughts -large");
        assertEquals(72, g.squareCount());
        assertEquals("b12", algebraicOf(g, 1));
        assertEquals("k1", algebraicOf(g, 72));
    }

    @Test
    void algebraicBoardsNumberFromA1() {
        Geometry g = geometry("russian");
        assertFalse(g.numericNotation());
        assertEquals("a1", algebraicOf(g, 1));
        assertEquals("h8", algebraicOf(g, 32));
        assertEquals("c3", g.name(g.squareNumber(2, 2)));
    }

    @Test
    void rectangularAndEverySquareBoards() {
        Geometry g = Geometry.of(10, 8, false, false, 'A', 0, false);
        assertEquals(40, g.squareCount());
        assertEquals("j8", algebraicOf(g, 40));
        int a1 = g.squareNumber(0, 0) - 1;
        assertEquals(7, g.ray(Direction.FORWARD_RIGHT.ordinal(), a1).length);     // b2 .. h8
        assertEquals(0, g.ray(Direction.FORWARD_LEFT.ordinal(), a1).length);
        assertEquals(4, g.ray(Direction.RIGHT.ordinal(), a1).length);             // c1 e1 g1 i1
        Geometry full = Geometry.of(8, 8, false, true, 'A', 0, false);
        assertEquals(64, full.squareCount());
        assertEquals(7, full.ray(Direction.FORWARD.ordinal(), 0).length);
    }

    @Test
    void blackStartingCornerIsTurnedToWhitesView() {
        // Thai (31,B,8,8,N2,0): top left seen from Black is White's bottom right; h1 is light, so 1 is g1.
        Geometry g = Geometry.of(8, 8, false, false, 'N', 2, true);
        assertEquals("g1", algebraicOf(g, 1));
    }
}
