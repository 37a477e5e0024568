package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every mistake in a definition is refused with one message naming file, line and key. */
class DefinitionErrorTest {

    /** A small valid game; {@code %s} is replaced by the line under test (line 10). */
    static final String TEMPLATE = String.join("\n",
            "# a test game",
            "[mini]",
            "maxRank = 6",
            "maxFile = 6",
            "pawn = p",
            "knight = n",
            "rook = r",
            "king = k",
            "startFen = rnkr2/pppp2/6/6/PPPP2/RNKR2 w - - 0 1",
            "%s",
            "castling = false",
            "");

    static String refusal(String text) {
        return refusal("mini.ini", text);
    }

    static String refusal(String file, String text) {
        return assertThrows(DefinitionException.class, () -> DefinitionReader.read(file, text)).getMessage();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "promotionPieceType = q | mini.ini line 10, key \"promotionPieceType\": unknown key",
        "customPiece1 = x:Y | mini.ini line 10, key \"customPiece1\": unsupported Betza atom 'Y'",
        "customPiece1 = x:xN | mini.ini line 10, key \"customPiece1\": unsupported Betza modifier 'x'",
        "customPiece1 = x:nR | mini.ini line 10, key \"customPiece1\": unsupported Betza modifier 'n' on W (only nD, nN, nA, nZ)",
        "customPiece1 = x:pN | mini.ini line 10, key \"customPiece1\": unsupported Betza modifier 'p' on N (only on the riders R and B)",
        "customPiece1 = x:fm | mini.ini line 10, key \"customPiece1\": Betza modifiers \"fm\" without an atom",
        "customPiece1 = n:W | mini.ini line 10, key \"customPiece1\": the letter 'n' is already the knight's",
        "customPiece2 = x | mini.ini line 10, key \"customPiece2\": a custom piece needs letter:Betza",
        "customPiece26 = x:W | mini.ini line 10, key \"customPiece26\": unknown key",
        "bishop = 7 | mini.ini line 10, key \"bishop\": a piece letter must be a letter a-z, not '7'",
        "nMoveRule = fifty | mini.ini line 10, key \"nMoveRule\": bad number \"fifty\"",
        "nMoveRule = -3 | mini.ini line 10, key \"nMoveRule\": -3 is out of range: must be from 0 to 10000",
        "doubleStep = yes | mini.ini line 10, key \"doubleStep\": expected true or false, not \"yes\"",
        "stalemateValue = lose | mini.ini line 10, key \"stalemateValue\": expected win, loss, draw or none, not \"lose\"",
        "promotionPieceTypes = qn | mini.ini line 10, key \"promotionPieceTypes\": no piece has the letter 'q'",
        "promotionRegionWhite = *9 | mini.ini line 10, key \"promotionRegionWhite\": no rank 9 on this board",
        "countingRule = chinese | mini.ini line 10, key \"countingRule\": unsupported counting rule \"chinese\" (makruk or none)",
        "promotionLimit = q1 | mini.ini line 10, key \"promotionLimit\": expected letter:count pairs such as q:1, not \"q1\"",
        "pbm.sides = White | mini.ini line 10, key \"pbm.sides\": two different side names, e.g. White Black",
        "pbm.board = triangular | mini.ini line 10, key \"pbm.board\": unknown board \"triangular\" (square, hexagonal, horizontal-hexagonal or circular)",
        "pbm.board = hexagonal | mini.ini line 10, key \"pbm.board\": a hexagonal board needs an odd number of files (maxFile), its middle file maxRank long",
        "pbm.board = horizontal-hexagonal | mini.ini line 10, key \"pbm.board\": a horizontal hexagonal board needs an odd number of ranks (maxRank), its middle rank maxFile long",
        "pbm.files = abcdeff | mini.ini line 10, key \"pbm.files\": one distinct lower-case letter per file (6), e.g. abcdefghikl",
        "pbm.ranks = across | mini.ini line 10, key \"pbm.ranks\": file, falling or rising",
        "pbm.stalemateScore = 3/4 | mini.ini line 10, key \"pbm.stalemateScore\": the stalemating side's share, 1/4, 1/2, 3/4 or 1, with stalemateValue = loss",
        "pbm.castlingSteps = 2 3 4 | mini.ini line 10, key \"pbm.castlingSteps\": the king's steps when castling short and long, e.g. 2 3",
        "pbm.pattern = dark | mini.ini line 10, key \"pbm.pattern\": a pattern is digits and periods, e.g. 10.01.",
        "checking = no | mini.ini line 10, key \"checking\": expected true or false, not \"no\"",
        "flagPiece = nk | mini.ini line 10, key \"flagPiece\": one piece letter, or * for any piece",
        "flagRegionWhite = *9 | mini.ini line 10, key \"flagRegionWhite\": no rank 9 on this board",
        "flagPieceSafe = true | mini.ini line 10, key \"flagPieceSafe\": unknown key",
        "pawnTypes = pn | mini.ini line 10, key \"pawnTypes\": one piece letter (one pawn type)",
        "mobilityRegionWhiteNobody = *1 | mini.ini line 10, key \"mobilityRegionWhiteNobody\": unknown key",
        "castlingKingPiece = q | mini.ini line 10, key \"castlingKingPiece\": no piece has the letter 'q'",
        "startFen = rnkr3/pppp2/6/6/PPPP2/RNKR2 w - - 0 1 | mini.ini line 10, key \"startFen\": key given twice in [mini] (first on line 9)",
        "dropNoDoubled = pn | mini.ini line 10, key \"dropNoDoubled\": one piece letter",
        "promotedPieceType = p | mini.ini line 10, key \"promotedPieceType\": expected pairs of piece letters such as p:m, not \"p\"",
        "enPassantRegion = *0 | mini.ini line 10, key \"enPassantRegion\": no rank 0 on this board",
        "just a line | mini.ini line 10, key \"just a line\": expected key = value",
    })
    void eachMistakeIsNamed(String line, String message) {
        assertEquals(message, refusal(TEMPLATE.formatted(line)));
    }

    @Test
    void boardLargerThanSixteenIsRefused() {
        assertEquals("mini.ini line 4, key \"maxFile\": 17 is out of range: the board may be at most 16x16",
                refusal(TEMPLATE.replace("maxFile = 6", "maxFile = 17").formatted("")));
    }

    @Test
    void fenNotFittingTheBoard() {
        assertEquals("mini.ini line 9, key \"startFen\": rank 6 of the FEN has 7 squares, the board 6",
                refusal(TEMPLATE.replace("rnkr2/", "rnkr3/").formatted("")));
        assertEquals("mini.ini line 9, key \"startFen\": rank 6 of the FEN has 7 squares, the board 6",
                refusal(TEMPLATE.replace("rnkr2/", "rnkrnnr/").formatted("")));
        assertEquals("mini.ini line 9, key \"startFen\": no piece has the letter 'q' in this game",
                refusal(TEMPLATE.replace("rnkr2/", "rnkq2/").formatted("")));
        assertEquals("mini.ini line 9, key \"startFen\": the FEN has 6 ranks, the board 7",
                refusal(TEMPLATE.replace("maxRank = 6", "maxRank = 7").formatted("")));
        assertEquals("mini.ini line 9, key \"startFen\": each side needs exactly one king",
                refusal(TEMPLATE.replace("RNKR2", "RNRR2").formatted("")));
    }

    @Test
    void missingStartAndMissingKing() {
        assertEquals("mini.ini line 2, key \"startFen\": missing: give startFen or pbm.forsythe",
                refusal(TEMPLATE.replace("startFen = rnkr2/pppp2/6/6/PPPP2/RNKR2 w - - 0 1", "").formatted("")));
        assertEquals("mini.ini line 2, key \"king\": no royal piece, but checkmate decides the game (define king = k)",
                refusal(TEMPLATE.replace("king = k", "customPiece1 = k:K").formatted("")));
    }

    @Test
    void unknownParentAndKeyBeforeSection() {
        assertEquals("mini.ini line 12, key \"mini2\": unknown parent section [maxi]",
                refusal(TEMPLATE.formatted("") + "[mini2:maxi]\n"));
        assertEquals("mini.ini line 1, key \"maxRank\": a key before the first [section]",
                refusal("maxRank = 8\n" + TEMPLATE.formatted("")));
    }

    @Test
    void forsytheCodeReadsIntoTheSameStart() throws DefinitionException {
        String chess = String.join("\n", "[c]", "pawn = p", "knight = n", "bishop = b", "rook = r", "queen = q",
                "king = k", "pbm.forsythe = rnbqkbnr/pppppppp/*/*/*/*/PPPPPPPP/{R}NBQKBNR", "");
        Map<String, Rules> read = DefinitionReader.read("c.ini", chess);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", read.get("c").startFen);
        assertEquals("c.ini line 8, key \"pbm.forsythe\": '-' (a square off the board) is not supported yet",
                refusal("c.ini", chess.replace("{R}", "-")));
        assertEquals("c.ini line 8, key \"pbm.forsythe\": no piece has the label {NB}",
                refusal("c.ini", chess.replace("{R}", "{NB}")));
    }

    @Test
    void inheritanceChangesOnlyWhatItStates() throws DefinitionException {
        Map<String, Rules> read = DefinitionReader.read("mini.ini",
                TEMPLATE.formatted("") + "[big:mini]\nnMoveRule = 30\n");
        assertEquals(50, read.get("mini").nMoveRule);
        assertEquals(30, read.get("big").nMoveRule);
        assertEquals(6, read.get("big").width);
    }

    @Test
    void olderBareKingKeysMeanTheExtinctionRule() throws DefinitionException {
        Rules r = DefinitionReader.read("mini.ini", TEMPLATE.formatted("bareKingValue = loss\nbareKingMove = true"))
                .get("mini");
        assertEquals(Outcome.LOSS, r.extinctionValue);
        assertEquals(true, r.extinctionClaim);
        assertEquals(2, r.extinctionOpponentPieceCount);
        Rules p = DefinitionReader.read("mini.ini", TEMPLATE.formatted("promotedPieceType = p:r")).get("mini");
        assertEquals(1, p.promotionTypes.length);
    }

    @Test
    void betzaDirectionsAndModifiers() throws Betza.BetzaException {
        assertEquals(3, Betza.read("fmWfcF").legs().size());
        assertEquals(2, Betza.read("ffN").legs().size());
        assertEquals(4, Betza.read("fN").legs().size());
        assertEquals(2, Betza.read("fsN").legs().size());
        assertEquals(3, Betza.read("fsW").legs().size());
        assertEquals(1, Betza.read("flF").legs().size());
        Betza.Moves cannon = Betza.read("mRcpR");
        assertEquals(8, cannon.legs().size());
        assertEquals(Betza.Kind.HOP, cannon.legs().get(7).kind());
        assertEquals(Betza.Kind.LAME, Betza.read("nN").legs().get(0).kind());
        assertEquals(4, Betza.read("R4").legs().get(0).range());
        assertEquals(0, Betza.read("NN").legs().get(0).range());
        assertEquals(new Betza.Drop("f", 5), Betza.read("Nf@5").drops().get(0));
        assertEquals(new Betza.Drop("j", 7), Betza.read("j@7").drops().get(0));
        assertEquals(true, Betza.read("ifmnD").legs().get(0).initial());
    }

    /** A hexagonal board refuses what has no hexagonal meaning, naming it. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "customPiece1 = x:C | hex.ini line 9, key \"customPiece1\": unsupported Betza atom 'C' on a hexagonal board (W F D A H G N K R B Q)",
        "customPiece1 = x:nN | hex.ini line 9, key \"customPiece1\": unsupported Betza modifier 'n' on a hexagonal board",
        "enclosingDrop = reversi | hex.ini line 9, key \"enclosingDrop\": only on a square board",
    })
    void aHexagonalBoardRefusesWhatHasNoMeaningOnIt(String line, String expected) {
        String text = String.join("\n", "[hex]", "pbm.board = hexagonal", "maxFile = 5", "maxRank = 5",
                "king = k", "rook = r", "startFen = k/1r1/5/5/2K2 w - - 0 1", "castling = false", line, "");
        assertEquals(expected, refusal("hex.ini", text));
    }
}
