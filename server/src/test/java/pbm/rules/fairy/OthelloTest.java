package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pbm.render.BoardRenderer;
import pbm.rules.Ending;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * Othello's rules as games/othello.ini states them with Fairy-Stockfish's keys: enclosing
 * drops, discs turned over in every direction, a pass when and only when a side has no
 * move and the other has, the end when neither can move, and the count deciding.
 */
class OthelloTest {
    /** 60 discs a side in hand, as the definition's start. */
    static final String HANDS = "[" + "P".repeat(60) + "p".repeat(60) + "]";

    static List<String> moves(Play p) {
        return p.legalMoves().stream().map(p::notation).toList();
    }

    @Test
    void blackHasFourMovesAndEachEnclosesOneDisc() {
        Play start = Games.start("othello");
        assertEquals(0, start.seatToMove());
        assertEquals(List.of("d3", "c4", "f5", "e6"), moves(start));
        // The rules pages say so (othelloacademy.weebly.com/rules.html): Black's c4, d3, e6 and f5
        // from the start, White's d6, f4 and f6 after f5.
        assertEquals(List.of("f4", "d6", "f6"), moves(Games.play(start, "f5")));
        Play d3 = Games.play(start, "d3");
        assertEquals(List.of("c3", "e3", "c5"), moves(d3));
        assertEquals("8/8/8/3Pp3/3PP3/3P4/8/8", d3.fen().substring(0, d3.fen().indexOf('[')));
        assertEquals(List.of("Discs on the board: Black 4, White 1"), d3.grid().legend());
    }

    @Test
    void picturesDrawBlacksDiscsDarkAndWhitesLight() {
        pbm.rules.Grid grid = Games.start("othello").grid();
        assertFalse(grid.lightPiece(3, 4), "d5 is Black's");
        assertTrue(grid.lightPiece(3, 3), "d4 is White's");
        pbm.rules.Grid chess = Games.start("chess").grid();
        assertTrue(chess.lightPiece(4, 0), "e1 is White's king");
        assertFalse(chess.lightPiece(4, 7), "e8 is Black's king");
        byte[] png = pbm.render.BoardPicture.png(grid, true, true, null, 1);
        assertTrue(png.length > 100 && png[1] == 'P' && png[2] == 'N' && png[3] == 'G');
    }

    @Test
    void aDiscTurnsEveryEnclosedRowAtOnceButNotRowsEndingInAGapOrTheEdge() {
        // White to move on d4: east a row of two black discs closed by White's g4; north one
        // black disc closed by d6; west three black discs up to the edge; south-east a black
        // disc before a gap. Only the east and north rows turn.
        Play p = Games.at("othello", "8/8/3p4/3P4/PPP1PPp1/4P3/8/8" + HANDS + " b - - 0 1");
        Play after = Games.play(p, "d4");
        assertEquals("8/8/3p4/3p4/PPPpppp1/4P3/8/8", after.fen().substring(0, after.fen().indexOf('[')));
    }

    @Test
    void aSideWithoutAMovePassesOnlyThenAndTheServerMayPlayItForIt() {
        // Black to move has no enclosing square (White's only disc is in the corner), White has c1.
        Play p = Games.at("othello", "8/8/8/8/8/8/8/pP6" + HANDS + " w - - 0 1");
        assertEquals(List.of("pass"), moves(p));
        Ply pass = p.automatic().orElseThrow();
        assertEquals("pass", p.notation(pass));
        Play after = p.play(pass);
        assertEquals(1, after.seatToMove());
        assertTrue(after.automatic().isEmpty());
        assertEquals(List.of("c1"), moves(after));
        assertEquals("You may pass only when you have no move, and White has 1: c1.", Games.reason(after, "pass"));
        assertEquals(new Ending(1, "disc count 3-0"), Games.play(after, "c1").ending().orElseThrow());
        assertTrue(Games.reason(p, "b3").startsWith("Black has no move: write pass."), Games.reason(p, "b3"));
        assertTrue(p.ending().isEmpty());
    }

    @Test
    void whenNeitherSideCanMoveTheCountDecidesAndNobodyPasses() {
        Play shortest = Games.play(Games.start("othello"), "d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4");
        assertEquals(List.of(), shortest.legalMoves());
        assertTrue(shortest.automatic().isEmpty());
        assertEquals(new Ending(0, "disc count 13-0"), shortest.ending().orElseThrow());
        // White ahead with empty squares left that neither can use.
        Play white = Games.at("othello", "pp6/8/8/8/8/8/8/7P" + HANDS + " w - - 0 1");
        assertEquals(new Ending(1, "disc count 2-1"), white.ending().orElseThrow());
        // A full board, 32 each: a draw.
        String row = "PPPPpppp";
        Play full = Games.at("othello", String.join("/", java.util.Collections.nCopies(8, row)) + HANDS
                + " w - - 0 1");
        assertEquals(new Ending(null, "disc count 32-32"), full.ending().orElseThrow());
    }

    @Test
    void makeAndUnmakeTurnTheDiscsBackInRandomGames() {
        FairyGame game = (FairyGame) Games.game("othello");
        Random random = new Random(13);
        int[] buf = new int[4096];
        for (int g = 0; g < 20; g++) {
            Board b = game.board(game.rules.startFen);
            for (int ply = 0; ply < 70; ply++) {
                int n = b.legal(buf);
                if (n == 0) {
                    break;
                }
                String before = FairyFen.write(b);
                for (int i = 0; i < n; i++) {
                    b.make(buf[i]);
                    b.unmake(buf[i]);
                    assertEquals(before, FairyFen.write(b));
                }
                b.make(buf[random.nextInt(n)]);
                assertEquals(64, b.total[0] + b.total[1] + countEmpty(b) + 0);
            }
        }
    }

    private static int countEmpty(Board b) {
        int n = 0;
        for (int code : b.cells) {
            n += code == 0 ? 1 : 0;
        }
        return n;
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "enclosingDrop = ataxx | mini.ini line 10, key \"enclosingDrop\": unsupported rule \"ataxx\" (reversi or none)",
        "flipEnclosedPieces = quadwrangle | mini.ini line 10, key \"flipEnclosedPieces\": unsupported rule"
                + " \"quadwrangle\" (reversi or none)",
        "materialCounting = whitedrawodds | mini.ini line 10, key \"materialCounting\": unsupported material"
                + " counting \"whitedrawodds\" (janggi, unweighted or none)",
        "passOnStalemateBlack = often | mini.ini line 10, key \"passOnStalemateBlack\": expected true or false,"
                + " not \"often\"",
        "enclosingDropStart = c3 d9 | mini.ini line 10, key \"enclosingDropStart\": no rank 9 on this board",
        "pbm.labels = P:XX | mini.ini line 10, key \"pbm.labels\": expected FEN letter:label pairs such as P:X p:O,"
                + " not \"P:XX\"",
        "pbm.labels = Q:X | mini.ini line 10, key \"pbm.labels\": expected FEN letter:label pairs such as P:X p:O,"
                + " not \"Q:X\"",
    })
    void aWrongPlacementKeyIsRefusedWithFileLineAndKey(String line, String message) {
        assertEquals(message, DefinitionErrorTest.refusal(String.format(DefinitionErrorTest.TEMPLATE, line)));
    }

    /**
     * enclosingDropStart, the old reversi start: the four centre squares are filled first,
     * freely, then every disc must enclose. Without passOnStalemate a side without a move
     * has none (the count decides). Fairy-Stockfish's tests/perft.sh: "flipersi startpos 9
     * 38208" (its built-in flipersi, stated here with the same keys: an empty board and 32
     * discs a side).
     */
    @Test
    void theCentreIsFilledFreelyFirstWhereEnclosingDropStartSaysSo() throws Exception {
        String text = String.join("\n", "[flipersi]", "immobile = p",
                "startFen = 8/8/8/8/8/8/8/8[" + "P".repeat(32) + "p".repeat(32) + "] w - - 0 1", "pieceDrops = true",
                "castling = false", "doubleStep = false", "enclosingDrop = reversi", "flipEnclosedPieces = reversi",
                "enclosingDropStart = d4 e4 d5 e5", "materialCounting = unweighted", "adjudicateFullBoard = true", "");
        Rules rules = DefinitionReader.read("flipersi.ini", text).get("flipersi");
        FairyGame game = new FairyGame("flipersi", "flipersi", rules);
        Play start = game.start(rules.startFen);
        assertEquals(List.of("d4", "e4", "d5", "e5"), moves(start));
        Play centre = Games.play(start, "d4", "e5", "e4");
        assertEquals(List.of("d5"), moves(centre));
        assertEquals(List.of("c6", "d6", "e6", "f6"), moves(Games.play(centre, "d5")));
        assertEquals(38208, Perft.count(game.board(rules.startFen), 9));
    }

    @Test
    void theHelpPageShowsTheStartAsTheServerDrawsItAndALegalOpening() throws Exception {
        String page;
        try (InputStream in = OthelloTest.class.getClassLoader().getResourceAsStream("help/othello.txt")) {
            page = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Play start = Games.start("othello");
        assertTrue(page.contains(BoardRenderer.large(start.grid(), true).stripTrailing()), page);
        assertEquals(List.of("f5", "d6", "c3", "d3", "c4"), Games.helpSample("othello"));
        Play tiger = Games.play(start, "f5", "d6", "c3", "d3", "c4");
        assertTrue(page.contains(BoardRenderer.small(tiger.grid(), true).stripTrailing()), page);
        assertTrue(page.contains("  " + tiger.grid().legend().get(0)), page);
        assertFalse(page.contains("\t"));
    }
}
