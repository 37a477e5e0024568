package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.san;

import org.junit.jupiter.api.Test;
import pbm.rules.Play;

/** Rules the variants add to chess, each checked on a position made for it. */
class VariantRulesTest {

    @Test
    void grandPromotesOnlyToPiecesBelowTheirStartingNumber() {
        Play p = at("grand", "k9/4P5/10/10/10/10/10/10/10/4K4Q w - - 0 1");
        assertEquals("A pawn reaching the last rank must promote: add =C, =A, =R, =B or =N.", reason(p, "e10"));
        assertEquals("The pawn may promote here with =C, =A, =R, =B or =N only.", reason(p, "e9-e10=Q"));
        assertEquals("e10=C+", san(p, "e10=C"));
    }

    @Test
    void grandPromotionIsOptionalOnTheEighthAndNinthRank() {
        Play p = at("grand", "k9/10/10/4P5/10/10/10/10/10/4K5 w - - 0 1");
        assertEquals("e8", san(p, "e8"));
        assertEquals("e8=Q", san(p, "e7-e8=Q"));
    }

    @Test
    void grandPawnThatCannotPromoteMayNotReachTheLastRank() {
        Play p = at("grand", "k9/4P5/10/10/10/10/10/10/10/QCARRBBNNK w - - 0 1");
        assertEquals("The pawn may not move to e10: no piece it could promote to is below its starting number.",
                reason(p, "e9-e10"));
    }

    @Test
    void chess960CastlingMayNotCrossAnAttackedSquareButTheRookMay() {
        Play attacked = Games.game("chess", "-960").start("2r1k3/8/8/8/8/8/8/RK6 w A - 0 1");
        assertEquals(true, reason(attacked, "O-O-O").startsWith("Castling queenside is not possible now"));
        Play rookAttacked = Games.game("chess", "-960").start("3rk3/8/8/8/8/8/8/RK6 w A - 0 1");
        assertEquals("3rk3/8/8/8/8/8/8/2KR4 b - - 1 1", play(rookAttacked, "O-O-O").fen());
    }

    @Test
    void capablancaArchbishopAndChancellorMoves() {
        Play p = at("capablanca", "4k5/10/10/10/4A5/10/10/4K4C w - - 0 1");
        assertEquals("Af6+", san(p, "e4-f6"));
        assertEquals("Ah7", san(p, "e4-h7"));
        assertEquals("Ci3", san(p, "j1-i3"));
        assertEquals("Cj8+", san(p, "j1-j8"));
        assertEquals("An archbishop cannot move from e4 to e6.", reason(p, "e4-e6"));
    }

    @Test
    void shatranjAlfilJumpsAndFersSteps() {
        Play p = at("shatranj", "4k3/8/8/8/3q4/8/3P4/2B1K3 w - - 0 1");
        assertEquals("Be3", san(p, "c1-e3"));
        assertEquals("Ba3", san(p, "c1-a3"));
        assertEquals("An alfil cannot move from c1 to b2.", reason(p, "c1-b2"));
        Play black = at("shatranj", "4k3/8/8/8/3q4/8/8/4K3 b - - 0 1");
        assertEquals("Qe3", san(black, "d4-e3"));
    }

    @Test
    void makrukKhonStepsForwardAndDiagonally() {
        Play p = at("makruk", "4k3/8/8/8/3S4/8/8/4K3 w - - 0 1");
        assertEquals("Sd5", san(p, "d4-d5"));
        assertEquals("Sc3", san(p, "d4-c3"));
        assertEquals("A silver cannot move from d4 to d3.", reason(p, "d4-d3"));
    }

    @Test
    void losalamosPawnsPromoteToQueenRookOrKnight() {
        Play p = at("losalamos", "6/2P3/6/1K1k2/6/6 w - - 0 1");
        assertEquals("A pawn reaching the last rank must promote: add =Q, =R or =N.", reason(p, "c6"));
    }
}
