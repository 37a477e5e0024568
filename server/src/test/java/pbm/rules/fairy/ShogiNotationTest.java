package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.san;
import static pbm.rules.fairy.Games.start;

import org.junit.jupiter.api.Test;
import pbm.rules.Play;

/**
 * Shogi's notations ({@code pbm.notation = shogi}): the record in Western (Hodges) notation,
 * moves read in it, in USI and in pbm's own form, squares named from Sente's right (files) and
 * Gote's side (ranks).
 */
class ShogiNotationTest {

    @Test
    void theOpeningMoveReadsInEveryFormAndIsWrittenAsHodges() {
        Play p = start("shogi");
        for (String move : new String[] {"P-7f", "P7f", "p-7f", "7g7f", "7g-7f", "P7g-7f", "Pc4", "c3-c4"}) {
            assertEquals("P-7f", san(p, move), move);
            assertEquals(play(p, "Pc4").fen(), play(p, move).fen(), move);
        }
    }

    @Test
    void theBishopExchangeOfARealOpeningIsWrittenAsBooksWriteIt() {
        // 1.P-7f P-3d 2.Bx2b+ Sx2b: the bishop exchange that starts many professional games
        Play p = play(start("shogi"), "7g7f", "3c3d");
        assertEquals("Bx2b+", san(p, "8h2b+"));
        assertEquals("Bx2b+", san(p, "Bx2b+"));
        assertEquals("Bx2b=", san(p, "8h2b"), "USI without + is the move that does not promote");
        assertEquals("Bx2b=", san(p, "B-2b="));
        Play exchanged = play(p, "Bx2b+");
        assertEquals("Sx2b", san(exchanged, "3a2b"));
        Play after = play(exchanged, "Sx2b");
        assertEquals("B*4e", san(after, "B*4e"));
        assertEquals("B*4e", san(after, "b*4e"));
        assertEquals("B*4e", san(after, "B@f5"), "pbm's own drop");
    }

    @Test
    void theSquareLeftIsNamedOnlyWhenTwoPiecesWrittenAlikeCouldGo() {
        Play p = start("shogi");
        assertEquals("G6i-5h", san(p, "G6i-5h"));
        assertEquals("G4i-5h", san(p, "4i5h"));
        assertEquals("G-7h", san(p, "G6i-7h"), "only one gold can go to 7h");
        assertEquals("G-5h is ambiguous: G6i-5h or G4i-5h.", reason(p, "G-5h"));
    }

    @Test
    void promotionIsMarkedWithPlusAndDeclinedWithEquals() {
        Play p = at("shogi", "4k4/9/9/4P4/9/9/9/9/4K4[] w - - 0 1");
        assertEquals("P-5c+", san(p, "P-5c+"));
        assertEquals("P-5c=", san(p, "P-5c="));
        assertEquals("P-5c+", san(p, "5d5c+"));
        assertEquals("P-5c=", san(p, "5d5c"));
        assertEquals("The pawn may promote here: add + to promote or = to decline.", reason(p, "P-5c"));
        Play last = at("shogi", "4k4/P8/9/9/9/9/9/9/4K4[] w - - 0 1");
        assertEquals("The pawn must promote here (it could never move again): add +.", reason(last, "9b9a"));
        assertEquals("P-9a+", san(last, "9b9a+"));
    }

    @Test
    void aPromotedPieceIsWrittenWithPlusAndItsOldLetter() {
        Play p = at("shogi", "4k4/9/9/9/9/2+B6/9/4G4/4K4[] w - - 0 1");
        assertEquals("+B-7e", san(p, "+B-7e"));
        assertEquals("+B-7e", san(p, "+B7e"));
        assertEquals("+B-7e", san(p, "7f7e"));
        assertEquals("+B-7e", san(p, "H-7e"), "the horse's own letter");
        Play tokin = at("shogi", "4k4/9/9/9/9/9/9/3+PG4/4K4[] w - - 0 1");
        assertEquals("+P-6g", san(tokin, "+P-6g"));
        assertEquals("G-6g", san(tokin, "G-6g"), "the gold and the tokin move alike but are written apart");
    }

    @Test
    void mateIsMarkedAndChecksAreNot() {
        Play p = at("shogi", "k8/9/1G1B5/9/9/9/9/9/4K4[PG] w - - 0 1");
        assertEquals("G*9b#", san(p, "G*9b"));
        assertEquals("P*9b", san(at("shogi", "k8/9/9/9/9/9/9/9/4K4[P] w - - 0 1"), "P*9b"));
    }

    @Test
    void refusedMovesGetOneClearReasonInTheSquaresThePlayerUsed() {
        Play p = start("shogi");
        assertEquals("No such square: 7j (files 9 to 1 from Sente's left, ranks a to i from Gote's side).",
                reason(p, "P-7j"));
        assertEquals("Write the piece letter before the square: P-7f.", reason(p, "7f"));
        assertEquals("A drop is the piece's letter, * and the square, as P*5e.", reason(p, "7g*7f"));
        assertEquals("There is no piece on 5e.", reason(p, "5e5d"));
        assertEquals("Sente has no pawn in hand (in hand: nothing).", reason(p, "P*5e"));
        Play withPawn = at("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[P] w - - 0 1");
        assertEquals("There is already a pawn of yours on file 5 (nifu: two pawns on a file).",
                reason(withPawn, "P*5e"));
        assertEquals("There is already a pawn of yours on the e-file (nifu: two pawns on a file).",
                reason(withPawn, "P*e5"), "pbm's own form is answered in its own squares");
        assertEquals("No piece has the letter Q in this game.", reason(p, "Q-7f"));
        assertEquals("\"7g-\" is not a move: write it as P-7f, Bx2b+ or G6h-5h (+ to promote, = to decline), drop"
                + " with N*5e, or give the squares as 7g7f (USI).", reason(p, "7g-"));
    }

    @Test
    void theNotationNamesFilesByOneFigureSoABoardHasAtMostNine() {
        String wide = DefinitionErrorTest.TEMPLATE.replace("maxFile = 6", "maxFile = 10")
                .replace("rnkr2/pppp2/6/6/PPPP2/RNKR2", "rnkr6/pppp6/10/10/PPPP6/RNKR6");
        assertEquals("mini.ini line 10, key \"pbm.notation\": shogi names files by one figure: at most 9 files",
                DefinitionErrorTest.refusal(wide.formatted("pbm.notation = shogi")));
    }

    @Test
    void aGameDefinedWithTheKeyReadsAndWritesShogisNotation() throws Exception {
        Rules r = DefinitionReader.read("mini.ini", DefinitionErrorTest.TEMPLATE.formatted("pbm.notation = shogi"))
                .get("mini");
        assertEquals("shogi", r.notation);
        FairyGame game = new FairyGame("mini", "mini", r);
        Play p = game.start(game.startFen(0));
        // six files: a2 is 6e, its pawn goes to 6d; checks are not marked, as "+" promotes
        assertEquals("P-6d", san(p, "6e6d"));
        assertEquals("P-6d", san(p, "a2-a3"));
    }

    @Test
    void minishogiNamesItsFiveFilesAndRanksTheSameWay() {
        Play p = start("minishogi");
        // Sente's pawn stands on 5d (pbm's a2), its rook on 1e (e1)
        assertEquals("P-5c", san(p, "5d5c"));
        assertEquals("R-1d", san(p, "R-1d"));
        assertEquals("R-1d", san(p, "e1-e2"));
    }
}
