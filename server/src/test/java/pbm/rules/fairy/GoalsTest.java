package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.start;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import pbm.rules.Ending;
import pbm.rules.Play;

/** The endings and move rules of the variants set (Goals): each kind played through the seam. */
class GoalsTest {

    @Test
    void threeCheckCountsChecksInTheFenAndTheThirdWins() {
        Play p = play(start("threecheck"), "e4", "f6", "Qh5+");
        assertTrue(p.fen().contains(" 2+3 "), p.fen());
        assertEquals(Optional.empty(), p.ending());
        Play last = play(at("threecheck", "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1"), "Ra8+");
        assertEquals(Optional.of(new Ending(0, "White gave check three times")), last.ending());
        assertTrue(last.legalMoves().size() > 0, "the checked king could move, but the game is over");
    }

    @Test
    void kingOfTheHillEndsWhenAKingReachesTheCentre() {
        Play p = at("kingofthehill", "4k3/8/8/8/8/2K5/8/8 w - - 0 1");
        assertEquals(Optional.empty(), p.ending());
        assertEquals(Optional.of(new Ending(0, "White's king reached d4, e4, d5, e5")), play(p, "Kd4").ending());
    }

    @Test
    void racingKingsGivesBlackOneMoveToFollowAndForbidsChecks() {
        Play alone = play(at("racingkings", "8/1K6/8/8/8/8/8/6k1 w - - 0 1"), "Kb8");
        assertEquals(Optional.of(new Ending(0, "White's king reached rank 8")), alone.ending());
        Play race = play(at("racingkings", "8/1K4k1/8/8/8/8/8/8 w - - 0 1"), "Kb8");
        assertEquals(Optional.empty(), race.ending(), "Black's king can still arrive");
        assertEquals(Optional.of(new Ending(null, "both kings reaching rank 8")), play(race, "Kg8").ending());
        Play black = play(at("racingkings", "8/1K4k1/8/8/8/8/8/8 b - - 0 1"), "Kg8");
        assertEquals(Optional.of(new Ending(1, "Black's king reached rank 8")), black.ending());
        assertEquals("Moves that give check are not allowed in this game.",
                reason(at("racingkings", "8/6k1/8/8/8/8/8/K6R w - - 0 1"), "Rg1"));
    }

    @Test
    void antichessForcesCapturesAndLosingEverythingWins() {
        Play p = play(start("antichess"), "e4", "d5");
        assertEquals("Captures are compulsory in this game: you must take, for example exd5.", reason(p, "Nf3"));
        assertEquals(1, p.legalMoves().size());
        Play taken = play(at("antichess", "8/8/8/8/8/8/8/r6R b - - 0 1"), "Rxh1");
        assertEquals(Optional.of(new Ending(0, "White has no pieces left")), taken.ending());
        assertEquals(Optional.of(new Ending(0, "stalemate")), at("antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1").ending(),
                "no move wins");
    }

    @Test
    void giveawaysKingIsNoKingAndCastlesUnderAttack() {
        Play p = play(at("giveaway", "4r3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "O-O");
        assertEquals("4r3/8/8/8/8/8/8/R4RK1 b - - 1 1", p.fen());
    }

    @Test
    void hordeLosesWithItsLastPawn() {
        Play p = play(at("horde", "4k3/8/8/8/8/8/3P4/3r4 b - - 0 1"), "Rxd2");
        assertEquals(Optional.of(new Ending(1, "White has no pieces left")), p.ending());
    }

    @Test
    void losersWinsWithABareKing() {
        Play p = play(at("losers", "4k3/8/8/8/8/8/R7/r3K3 b - - 0 1"), "Rxa2");
        assertEquals(Optional.of(new Ending(0, "White has only one piece left")), p.ending());
    }

    @Test
    void threeKingsLosesWithItsFirstKing() {
        Play p = play(at("threekings", "kkk5/8/8/8/8/8/8/KKK4r b - - 0 1"), "Rxc1");
        assertEquals(Optional.of(new Ending(1, "White has only 2 kings left")), p.ending());
    }

    @Test
    void kingletLosesWithItsLastPawn() {
        Play p = play(at("kinglet", "4k3/8/8/8/8/8/P2p4/4K3 w - - 0 1"), "Kxd2");
        assertEquals(Optional.of(new Ending(0, "Black has no pawns left")), p.ending());
    }

    @Test
    void breakthroughWinsOnTheFarRank() {
        Play p = play(at("breakthrough", "8/1P6/8/8/8/8/6p1/8 w - - 0 1"), "b8");
        assertEquals(Optional.of(new Ending(0, "White's piece reached rank 8")), p.ending());
    }

    @Test
    void coregalsQueenMayNotBeLeftAttacked() {
        Play p = at("coregal", "3rk3/8/8/8/3B4/8/8/3QK3 w - - 0 1");
        assertEquals("Your queen would be left attacked, and it is royal in this game.", reason(p, "Bc5"));
        Play attack = at("coregal", "3qk3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("Rd1+", Games.san(attack, "Rd1"), "an attack on the queen is a check");
        assertEquals("Your queen would be left attacked, and it is royal in this game.",
                reason(play(attack, "Rd1"), "Ke7"));
    }

    @Test
    void coregalGoesOnFromItsStartAndEndsWhenAQueenIsMated() {
        // the bare-king rule of shatranj once judged coregal's one queen a lost army at move 0
        Play p = start("coregal");
        assertEquals(Optional.empty(), p.ending());
        assertEquals(Optional.empty(), play(p, "e4", "e5").ending());
        // Black's queen on a8 is attacked by the knight and can neither move nor be shielded
        Play mated = at("coregal", "qn5k/ppN5/8/8/8/8/8/4K3 b - - 0 1");
        assertEquals(Optional.of(new Ending(0, "checkmate")), mated.ending());
    }
}
