package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.start;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import pbm.rules.Ending;
import pbm.rules.Play;

class EndingTest {

    @Test
    void foolsMateIsCheckmate() {
        Play p = play(start("chess"), "f3", "e5", "g4", "Qh4#");
        assertEquals(Optional.of(new Ending(1, "checkmate")), p.ending());
        assertTrue(p.legalMoves().isEmpty());
    }

    @Test
    void stalemateIsADrawInChess() {
        assertEquals(Optional.of(new Ending(null, "stalemate")), at("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").ending());
    }

    @Test
    void threefoldIsAClaimAndFivefoldEndsTheGame() {
        Play p = start("chess");
        String[] round = {"Nf3", "Nf6", "Ng1", "Ng8"};
        p = play(p, round);
        assertEquals(Optional.empty(), p.claimable());
        p = play(p, round);
        assertEquals(Optional.empty(), p.ending(), "threefold does not end a chess game by itself");
        assertEquals(Optional.of(new Ending(null, "threefold repetition")), p.claimable());
        p = play(p, round);
        assertEquals(Optional.empty(), p.ending());
        p = play(p, round);
        assertEquals(Optional.of(new Ending(null, "fivefold repetition")), p.ending());
        assertEquals(Optional.empty(), p.claimable());
    }

    @Test
    void fiftyMovesAreAClaimAndSeventyFiveEndTheGame() {
        Play fifty = at("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
        assertEquals(Optional.empty(), fifty.ending());
        assertEquals(Optional.of(new Ending(null, "50-move rule")), fifty.claimable());
        Play p = at("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100");
        assertEquals(Optional.empty(), p.ending());
        p = play(p, "Ra2");
        assertEquals(Optional.of(new Ending(null, "75-move rule")), p.ending());
        Play pawn = play(at("chess", "4k3/8/8/8/8/8/P7/R3K3 w - - 149 100"), "a3");
        assertEquals(Optional.empty(), pawn.ending(), "a pawn move resets the count");
    }

    @Test
    void checkmateOnTheSeventyFifthMoveStillWins() {
        Play p = play(at("chess", "6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 100"), "Ra8");
        assertEquals(Optional.of(new Ending(0, "checkmate")), p.ending());
    }

    @Test
    void insufficientMaterialIsADraw() {
        assertEquals(Optional.of(new Ending(null, "insufficient material")),
                at("chess", "4k3/8/8/8/8/8/8/4KB2 w - - 0 1").ending());
        assertEquals(Optional.of(new Ending(null, "insufficient material")),
                at("chess", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").ending(), "bishops on one colour");
        assertEquals(Optional.empty(), at("chess", "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1").ending());
        assertEquals(Optional.empty(), at("chess", "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1").ending());
        Play p = play(at("chess", "4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1"), "Bxe2");
        assertEquals(Optional.of(new Ending(null, "insufficient material")), p.ending());
    }

    @Test
    void shatranjBareKingLosesUnlessItBaresTheOtherAtOnce() {
        assertEquals(Optional.of(new Ending(0, "Black has only a bare king")),
                at("shatranj", "k7/8/8/8/8/8/8/R3K3 w - - 0 1").ending());
        Play p = at("shatranj", "k7/8/8/8/8/8/8/R3K3 b - - 0 1");
        assertEquals(Optional.empty(), p.ending(), "the bare side moves first");
        Play answer = play(at("shatranj", "8/8/8/8/8/8/1k6/R3K3 b - - 0 1"), "Kxa1");
        assertEquals(Optional.empty(), answer.ending(), "baring the other king at once saves the game");
    }

    @Test
    void shatranjStalemateLoses() {
        assertEquals(Optional.of(new Ending(0, "stalemate")), at("shatranj", "k7/1R6/2K5/8/8/8/8/8 b - - 0 1").ending());
    }

    @Test
    void makrukCountingEndsTheGame() {
        // A bare king against king and rook: the pieces' honour gives 16 moves (32 plies),
        // counted from twice the number of pieces on the board (6). The rook never repeats
        // a square, so no position repeats.
        Play p = at("makruk", "7k/8/8/8/8/8/8/K1R5 w - - 0 1");
        String[] white = {"Rc2", "Rc3", "Rd3", "Rd2", "Rd1", "Re1", "Re2", "Re3", "Rf3", "Rf2", "Rf1", "Rb1", "Rb2",
            "Rb3"};
        for (int ply = 0; ply < 27; ply++) {
            p = play(p, ply % 2 == 0 ? white[ply / 2] : ply / 2 % 2 == 0 ? "Kh7" : "Kh8");
            assertEquals(Optional.empty(), p.ending(), "ply " + ply);
        }
        p = play(p, "Kh8");
        assertEquals(Optional.of(new Ending(null, "the counting rule (16 moves)")), p.ending());
    }
}
