package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.san;
import static pbm.rules.fairy.Games.start;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pbm.rules.Ending;
import pbm.rules.Play;

/** Shogi and minishogi: drops, nifu, uchifuzume, immobile pieces, promotion by + and =, sennichite. */
class ShogiTest {

    static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

    @Test
    void theStartAndItsLegend() {
        Play p = start("shogi");
        assertEquals(START + "[] w - - 0 1", p.fen());
        assertEquals(List.of("In hand: Sente -; Gote -"), p.grid().legend());
        assertEquals(30, p.legalMoves().size());
        assertEquals("rbsgk/4p/5/P4/KGSBR[] w - - 0 1", start("minishogi").fen());
    }

    @Test
    void fairyStockfishFensWithoutCastlingFieldsAreRead() {
        assertEquals(START + "[Pp] b - - 0 5", at("shogi", START + "[Pp] b 0 5").fen());
    }

    @Test
    void aPawnDropThatMatesIsRefusedWithTheReason() {
        Play p = at("shogi", "k8/9/1G1B5/9/9/9/9/9/4K4[PG] w - - 0 1");
        assertEquals("A pawn dropped on a8 would give mate, and a pawn drop may not mate (uchifuzume).",
                reason(p, "P*a8"));
        Play mated = play(p, "G*a8");
        assertEquals(Optional.of(new Ending(0, "checkmate")), mated.ending());
        assertEquals("P*9c", san(p, "P*a7"));
    }

    @Test
    void aPawnDropThatChecksWithoutMateIsAllowed() {
        Play p = at("shogi", "k8/9/9/9/9/9/9/9/4K4[P] w - - 0 1");
        assertEquals("P*9b", san(p, "P*a8"));
    }

    @Test
    void nifuIsRefused() {
        Play p = at("shogi", START + "[P] w - - 0 1");
        assertEquals("There is already a pawn of yours on the e-file (nifu: two pawns on a file).", reason(p, "P*e5"));
        Play q = at("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPP+PPPPP/1B5R1/LNSGKGSNL[P] w - - 0 1");
        assertEquals("P*5e", san(q, "P*e5"), "a promoted pawn does not count");
    }

    @Test
    void aPieceDroppedWhereItCouldNeverMoveIsRefused() {
        Play p = at("shogi", "4k4/9/9/9/9/9/9/9/4K4[PLN] w - - 0 1");
        assertEquals("A pawn dropped on a9 could never move again.", reason(p, "P*a9"));
        assertEquals("A lance dropped on a9 could never move again.", reason(p, "L*a9"));
        assertEquals("A knight dropped on a8 could never move again.", reason(p, "N*a8"));
        assertEquals("N*9c", san(p, "N*a7"));
    }

    @Test
    void promotionIsAskedForWithPlusAndDeclinedWithEquals() {
        Play p = at("shogi", "4k4/9/9/4P4/9/9/9/9/4K4[] w - - 0 1");
        assertEquals("The pawn may promote here: add + to promote or = to decline.", reason(p, "Pe7"));
        assertEquals("P-5c+", san(p, "Pe7+"));
        assertEquals("P-5c=", san(p, "Pe7="));
        assertEquals("P-5c+", san(p, "e6-e7+"));
        Play promoted = play(p, "Pe7+");
        assertEquals("4k4/9/4+P4/9/9/9/9/9/4K4[] b - - 1 1", promoted.fen());
        assertTrue(promoted.grid().largeCell(4, 6).startsWith("+P"), promoted.grid().largeCell(4, 6));
        Play last = at("shogi", "4k4/P8/9/9/9/9/9/9/4K4[] w - - 0 1");
        assertEquals("The pawn must promote here (it could never move again): add +.", reason(last, "Pa9="));
        assertEquals("P-9a+", san(last, "Pa9"));
        assertEquals("The pawn may not promote on this move: a piece promotes on a move into, inside or out of"
                + " the promotion zone, and some pieces never do.", reason(start("shogi"), "Pe4+"));
        assertEquals("Write the piece letter before the square: Pe4 for a pawn.", reason(start("shogi"), "e4"));
    }

    @Test
    void aPromotedPieceIsWrittenWithPlusAndItsOldLetter() {
        Play p = at("shogi", "4k4/9/9/9/9/2+B6/9/4G4/4K4[] w - - 0 1");
        assertEquals("+B-7e", san(p, "+Bc5"));
        assertEquals("+B-7e", san(p, "c4-c5"));
        assertEquals("+B-7e", san(p, "Hc5"));
        assertEquals("No promoted rook can make this move.", reason(p, "+Rc5"), "a promoted rook is a dragon");
        Play tokin = at("shogi", "4k4/9/9/9/9/9/9/3+PG4/4K4[] w - - 0 1");
        assertEquals("+P-6g", san(tokin, "+Pd3"));
        assertEquals("G-6g", san(tokin, "e2-d3"), "the gold and the tokin move alike but are told apart");
    }

    @Test
    void aPromotedPieceTakenReturnsDemotedToTheHand() {
        Play p = at("shogi", "4k4/9/4+p4/4S4/9/9/9/9/4K4[] w - - 0 1");
        Play taken = play(p, "Sxe7=");
        assertEquals("4k4/9/4S4/9/9/9/9/9/4K4[P] b - - 0 1", taken.fen());
        assertEquals(List.of("In hand: Sente P; Gote -"), taken.grid().legend());
    }

    @Test
    void perpetualCheckLosesAtTheFourthRepetition() {
        Play p = at("shogi", "k8/9/9/9/9/9/9/8K/2R6[] w - - 0 1");
        p = play(p, "Ra1", "Kb9");
        for (int i = 0; i < 2; i++) {
            p = play(p, "Rb1", "Ka9", "Ra1", "Kb9");
        }
        p = play(p, "Rb1", "Ka9");
        assertEquals(Optional.empty(), p.ending());
        p = play(p, "Ra1");
        Ending end = p.ending().orElseThrow();
        assertEquals(1, end.winnerSeat());
        assertEquals("fourfold repetition by perpetual check: Sente gave check with every move", end.reason());
    }

    @Test
    void fourfoldRepetitionWithoutChecksIsADraw() {
        Play p = start("minishogi");
        for (int i = 0; i < 3; i++) {
            assertEquals(Optional.empty(), p.ending());
            p = play(p, "Re2", "Ra4", "Re1", "Ra5");
        }
        assertEquals(Optional.of(new Ending(null, "fourfold repetition")), p.ending());
    }

    /**
     * A capture does not undo anything for good in shogi (the piece comes back as a drop), so a
     * position that stands again after captures counts: the cycle that ended a game of the 2018
     * World Computer Shogi Championship (WCSC28_U7_QHA_MCB, in the test resources), silvers
     * taking each other on 3e and dropped back on 2d and 4d.
     */
    @Test
    void sennichiteCountsPositionsRepeatedAcrossCapturesAndDrops() {
        Play p = at("shogi", "4k4/9/9/5s1S1/6s2/9/9/9/4K4[] w - - 0 1");
        for (int i = 0; i < 3; i++) {
            assertEquals(Optional.empty(), p.ending());
            p = play(p, "2d3e", "4d3e", "S*2d", "S*4d");
        }
        assertEquals(Optional.of(new Ending(null, "fourfold repetition")), p.ending());
    }

    /**
     * Fairy-Stockfish generates a mating pawn drop as a move and scores the position as lost
     * for the dropper; pbm refuses the drop. Where such a drop exists the perft counts differ
     * by exactly those drops: the same definition without shogiPawnDropMateIllegal gives
     * Fairy-Stockfish's count (207,248, "go perft 2", commit c19b5f6c), with it 4 fewer.
     */
    @Test
    void pawnDropMatesAreTheOnlyPerftDifferenceFromFairyStockfish() throws Exception {
        String text = new String(ShogiTest.class.getClassLoader().getResourceAsStream("games/shogi.ini").readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        String fen = "2G1k4/9/4+P4/9/9/9/9/9/4K4[RBSNLPrbgsnlp] b - - 1 1";
        Rules without = DefinitionReader.read("shogi.ini", text.replace("shogiPawnDropMateIllegal = true\n", ""))
                .get("shogi");
        Board loose = new Board(new Tables(without));
        loose.setFen(fen);
        assertEquals(207248, Perft.count(loose, 2));
        assertEquals(207244, Perft.count(FairyFamily.INSTANCE.board("shogi", fen), 2));
    }
}
