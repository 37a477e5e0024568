package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FenTest {

    private static final Variant DRAUGHTS = DraughtsFamily.variant("draughts").orElseThrow();
    private static final Variant RUSSIAN = DraughtsFamily.variant("russian").orElseThrow();

    @Test
    void readsRangesKingsAndWritesThemBack() {
        Position p = Fen.read(DRAUGHTS, "B:W31-33,K10,40:BK1,12,13,14");
        assertEquals(Side.BLACK, p.sideToMove());
        assertEquals(Piece.WHITE_KING, p.pieceAt(10));
        assertEquals(Piece.WHITE_MAN, p.pieceAt(32));
        assertEquals(Piece.BLACK_KING, p.pieceAt(1));
        assertEquals("B:WK10,31-33,40:BK1,12-14", Fen.write(p));
        assertEquals(p, Fen.read(DRAUGHTS, Fen.write(p)));
        assertEquals(p, Fen.read(DRAUGHTS, "\"B:W31,32,33,K10,40:BK1,12,13,14.\""));
    }

    @Test
    void algebraicVariantsUseAlgebraicSquares() {
        Position p = Fen.read(RUSSIAN, "W:Wb6,Kh2:Bc7,f6");
        assertEquals(Piece.WHITE_KING, p.pieceAt(7, 1));
        assertEquals("W:WKh2,b6:Bf6,c7", Fen.write(p));   // in square-number order: h2 = 8, b6 = 21
        assertEquals(p, Fen.read(RUSSIAN, Fen.write(p)));
    }

    @Test
    void badFensAreRefusedWithTheReason() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fen.read(DRAUGHTS, "X:W31:B1"))
                .getMessage().contains("must start with W or B"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fen.read(DRAUGHTS, "W:W51:B1"))
                .getMessage().contains("\"51\""));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Fen.read(DRAUGHTS, "W:W31:B31"))
                .getMessage().contains("given twice"));
        assertThrows(IllegalArgumentException.class, () -> Fen.read(RUSSIAN, "W:Wa2:Bc7"));
        assertThrows(IllegalArgumentException.class, () -> Fen.read(DRAUGHTS, ""));
    }
}
