package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.san;

import org.junit.jupiter.api.Test;
import pbm.rules.Play;

/** Moves of the variants set through the seam: custom pawns, their en passant, Black's turned Betza. */
class VariantMovesTest {

    @Test
    void berolinaPawnIsTakenEnPassantOnTheSquareItPassed() {
        Play p = play(at("berolina", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"), "e2-c4");
        assertEquals("4k3/8/8/8/2Pp4/8/8/4K3 b - d3c4 0 1", p.fen(), "the FEN names the square passed and the pawn");
        assertEquals("4k3/8/8/8/2Pp4/8/8/4K3 b - d3c4 0 1", at("berolina", p.fen()).fen(), "and reads them back");
        Play taken = play(p, "d4-d3");
        assertEquals("4k3/8/8/8/8/3p4/8/4K3 w - - 0 2", taken.fen());
    }

    @Test
    void berolinaPawnsComingFromTwoSquaresAreToldApartByFile() {
        Play p = at("berolina", "4k3/8/8/8/8/8/2P1P3/4K3 w - - 0 1");
        assertEquals("D3 is ambiguous: cd3 or ed3.", reason(p, "d3"));
        assertEquals("ed3", san(p, "e2-d3"));
    }

    @Test
    void blacksForwardLeftIsWhitesForwardRightTurnedRound() {
        // Legan: White's pawns go towards a8, Black's towards h1.
        Play p = at("legan", "k7/8/8/3p4/8/8/3P4/7K w - - 0 1");
        assertEquals("c3", san(p, "d2-c3"));
        assertEquals("A pawn cannot move from d2 to e3.", reason(p, "d2-e3"));
        assertEquals("e4", san(play(p, "d2-c3"), "d5-e4"));
    }

    @Test
    void theRoyalKnightCastles() {
        Play p = play(at("knightmate", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "O-O");
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", p.fen());
        assertEquals("Kd3", san(at("knightmate", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "e1-d3"));
    }
}
