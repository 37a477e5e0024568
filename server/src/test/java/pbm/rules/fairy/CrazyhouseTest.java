package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.san;
import static pbm.rules.fairy.Games.start;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.rules.Play;

/** Crazyhouse: hands, drops, promoted pawns returning as pawns, drop notation and the legend. */
class CrazyhouseTest {

    @Test
    void aCaptureGoesToTheCaptorsHandAndTheLegendListsIt() {
        Play p = play(start("crazyhouse"), "e4", "d5", "exd5");
        assertEquals("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2", p.fen());
        assertEquals(List.of("In hand: White P; Black -"), p.grid().legend());
        p = play(p, "Qxd5");
        assertEquals(List.of("In hand: White P; Black P"), p.grid().legend());
        assertEquals("rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3", p.fen());
    }

    @ParameterizedTest
    @ValueSource(strings = {"N@f3", "N*f3", "n@f3", "N @ f3", "N@f3+"})
    void everyFormOfADrop(String typed) {
        assertEquals("N@f3", san(at("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"), typed));
    }

    @Test
    void pawnDropsSanWithCheck() {
        Play p = at("crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
        assertEquals("P@d7+", san(p, "P*d7"));
        assertEquals("P@e5", san(p, "P@e5"));
    }

    @Test
    void dropsRefusedWithTheReason() {
        Play p = at("crazyhouse", "4k3/8/8/8/8/8/8/4K3[Pn] w - - 0 1");
        assertEquals("A pawn may not be dropped on the first or the last rank.", reason(p, "P@a8"));
        assertEquals("A pawn may not be dropped on the first or the last rank.", reason(p, "P@a1"));
        assertEquals("White has no knight in hand (in hand: P).", reason(p, "N@f3"));
        assertEquals("A piece may be dropped only on an empty square; e1 holds a king.", reason(
                at("crazyhouse", "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"), "N@e1"));
        assertEquals("You are in check, and this drop does not get your king out of check.", reason(
                at("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1"), "N@h5"));
        assertEquals("Pieces are not dropped in this game.", reason(start("chess"), "N@f3"));
    }

    @Test
    void aPromotedPawnIsMarkedAndReturnsAsAPawn() {
        Play p = play(at("crazyhouse", "1n2k3/P7/8/8/8/8/8/4K3[] w - - 0 1"), "axb8=Q");
        assertEquals("1Q~2k3/8/8/8/8/8/8/4K3[N] b - - 0 1", p.fen());
        Play q = play(at("crazyhouse", "1Q~6/1r6/7k/8/8/8/8/4K3[] b - - 0 1"), "Rxb8");
        assertEquals("1r6/8/7k/8/8/8/8/4K3[p] w - - 0 2", q.fen());
    }

    @Test
    void dropsInterposeAgainstCheckAndMateIsFound() {
        Play p = at("crazyhouse", "4k3/8/8/8/8/8/8/r3K3[B] w - - 0 1");
        assertTrue(p.legalMoves().size() > 5);
        assertEquals("B@c1", san(p, "B@c1"));
        Play mate = play(at("crazyhouse", "6k1/5ppp/8/8/8/8/8/4K3[R] w - - 0 1"), "R@e8");
        assertEquals("checkmate", mate.ending().orElseThrow().reason());
    }

    @Test
    void aRepeatedPositionNeedsTheSameHands() {
        Play a = play(start("crazyhouse"), "Nf3", "Nf6", "Ng1", "Ng8");
        assertTrue(a.claimable().isPresent() == false);
        Play b = play(a, "Nf3", "Nf6", "Ng1", "Ng8");
        assertEquals("threefold repetition", b.claimable().orElseThrow().reason());
    }
}
