package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.san;
import static pbm.rules.fairy.Games.start;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;

/** Xiangqi and janggi: their notations, the rules beyond the move generator, their endings. */
class XiangqiTest {
    /** Janggi's published start, both sides' horses and elephants as HEEH (before play, as players choose). */
    static final String JANGGI = "rhea1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AEHR w - - 0 1";

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "mobilityRegionWhiteQueen = a1 | mini.ini line 10, key \"mobilityRegionWhiteQueen\": no piece of this game has"
                + " that name",
        "mobilityRegionWhiteRookie = a1 | mini.ini line 10, key \"mobilityRegionWhiteRookie\": unknown key",
        "materialCounting = chess | mini.ini line 10, key \"materialCounting\": unsupported material counting"
                + " \"chess\" (janggi, unweighted or none)",
        "pbm.notation = iccs | mini.ini line 10, key \"pbm.notation\": san, wxf or shogi, not \"iccs\"",
        "pbm.names = king | mini.ini line 10, key \"pbm.names\": expected letter:name pairs such as k:general, not"
                + " \"king\"",
        "soldierPromotionRank = 9 | mini.ini line 10, key \"soldierPromotionRank\": 9 is out of range: must be from 1"
                + " to 6",
    })
    void definitionMistakesInTheNewKeysAreRefused(String line, String message) {
        assertEquals(message, DefinitionErrorTest.refusal(DefinitionErrorTest.TEMPLATE.formatted(line)));
    }

    @Test
    void aMobilityRegionKeepsARiderInside() throws Exception {
        Rules r = DefinitionReader.read("mini.ini", DefinitionErrorTest.TEMPLATE.formatted(
                "mobilityRegionWhiteRook = a1 a3 b1")).get("mini");
        Board b = new Board(new Tables(r));
        b.setFen("2k3/6/6/r5/6/R1K3 w - - 0 1");
        int[] moves = new int[256];
        int n = b.legal(moves);
        List<String> rook = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (Board.from(moves[i]) == 0) {
                rook.add(r.squareName(Board.to(moves[i])));
            }
        }
        // The rook passes a2, outside its region, and takes on a3; c1 holds its own king.
        assertEquals(List.of("a3", "b1"), rook.stream().sorted().toList());
    }

    @Test
    void theRiverIsDrawnOnTheSmallBoardAndThePicture() throws Exception {
        pbm.rules.Grid grid = start("xiangqi").grid();
        String small = pbm.render.BoardRenderer.small(grid, true);
        assertTrue(small.contains(" 6 . . . . . . . . .  6\n   ~ ~ ~ ~ ~ ~ ~ ~ ~\n 5 . . . . . . . . .  5\n"), small);
        String turned = pbm.render.BoardRenderer.small(grid, false);
        assertTrue(turned.contains(" 5 . . . . . . . . .  5\n   ~ ~ ~ ~ ~ ~ ~ ~ ~\n 6 . . . . . . . . .  6\n"), turned);
        assertEquals('-', start("janggi").grid().lineAbove(4));
        byte[] png = pbm.render.BoardPicture.png(grid, true, true, null, 1);
        java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(new java.io.ByteArrayInputStream(png));
        int[] size = pbm.render.BoardPicture.size(grid, true, 1);
        // The river lies half way down, between the fifth and the sixth row of points: the middle
        // files stop at its banks, the outer two cross it.
        int y = size[1] / 2;
        int margin = pbm.render.BoardPicture.margin(true);
        int square = pbm.render.BoardPicture.LARGE;
        assertEquals(pbm.render.Tiles.PAPER.getRGB(), image.getRGB(margin + 4 * square + square / 2, y), "file e");
        java.awt.Color line = new java.awt.Color(image.getRGB(margin + square / 2, y));
        assertTrue(line.getRed() < pbm.render.Tiles.PAPER.getRed() - 60, "file a: " + line);
    }

    /** The sample games of the help pages are legal, move by move, and recorded as typed. */
    @ParameterizedTest
    @ValueSource(strings = {"xiangqi", "janggi"})
    void helpSamplesAreLegal(String game) throws Exception {
        List<String> moves = Games.helpSample(game);
        assertTrue(moves.size() >= 4, game + ": " + moves);
        Play p = start(game);
        for (String move : moves) {
            assertEquals(move, san(p, move));
            p = play(p, move);
        }
    }

    @Test
    void wxfIsWrittenFromEachPlayersRightAndCoordinatesAreReadToo() {
        Play p = start("xiangqi");
        assertEquals("C2=5", san(p, "h3-e3"));
        assertEquals("C2=5", san(p, "C2=5"));
        assertEquals("C2=5", san(p, "c2.5"));
        assertEquals("H8+7", san(p, "b1c3"));
        assertEquals("P7+1", san(p, "c4-c5"));
        p = play(p, "C2=5");
        assertEquals("H2+3", san(p, "b10-c8"));
        assertEquals("H8+7", san(p, "h10-g8"));
        assertEquals("C8=5", san(p, "h8-e8"));
        p = play(p, "H8+7");
        assertEquals("R1+1", san(p, "i1-i2"));
        assertEquals("A4+5", san(p, "f1-e2"));
        assertEquals("E7+9", san(p, "c1-a3"));
    }

    @Test
    void tandemPiecesAreNamedFrontAndRear() {
        Play p = at("xiangqi", "5k3/9/9/9/9/9/9/4C4/4C4/3K5 w - - 0 1");
        assertEquals("C+=1", san(p, "e3-i3"));
        assertEquals("C-=1", san(p, "e2-i2"));
        assertEquals("C--1", san(p, "e2-e1"));
        assertTrue(reason(p, "C5=1").contains("name the front one C+ and the rear one C-"), reason(p, "C5=1"));
    }

    /**
     * Chinese records name a tandem piece by its file when only one of the two can make the
     * move (CCPD, World Mind Sports Games 2008, 何志敏-黃學謙, Black's 14th: 車６退１ with both
     * black chariots on file 6, the one on f10 unable to go back); the record writes R+-1, the front one.
     */
    @Test
    void aTandemPieceNamedByItsFileIsReadWhenOnlyOneCanMakeTheMove() {
        Play record = at("xiangqi", "2eakr3/4a4/1c2e2c1/4C2R1/php2r3/6P2/P1P1P3P/H5H2/3RA4/2E1KAE2 b - - 2 14");
        assertEquals("R+-1", san(record, "R6-1"));
        Play p = at("xiangqi", "5k3/9/9/9/9/9/9/4C4/4C4/3K5 w - - 0 1");
        assertEquals("C--1", san(p, "C5-1"));
        assertEquals("C+=1", san(p, "C+=1"));
        assertTrue(reason(p, "C5=1").contains("name the front one C+"), "both can go to file 1: still ambiguous");
    }

    @Test
    void theSoldierMovesSidewaysOnlyAcrossTheRiver() {
        Play p = at("xiangqi", "3k5/9/9/9/4P4/9/4P4/9/9/4K4 w - - 0 1");
        assertEquals("A soldier cannot move from e4 to d4.", reason(p, "e4-d4"));
        assertEquals("P+=6", san(p, "e6-d6"));
        assertEquals("P++1", san(p, "e6-e7"));
        assertEquals("P5=4", san(at("xiangqi", "3k5/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1"), "e6-f6"));
    }

    @Test
    void flyingGeneralAndMovingIntoCheckAreRefusedWithTheirReasons() {
        Play p = at("xiangqi", "4k4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1");
        assertEquals("The two generals would face each other on an open file (flying general), which is not"
                + " allowed.", reason(p, "e2-d2"));
        Play q = at("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
        assertEquals("The two generals would face each other on an open file (flying general), which is not"
                + " allowed.", reason(q, "e1-d1"));
        Play r = at("xiangqi", "3k5/9/9/9/9/9/9/9/9/3RK4 b - - 0 1");
        assertEquals("The general would be in check on d9.", reason(r, "d10-d9"));
    }

    @Test
    void stalemateLoses() {
        Play p = at("xiangqi", "3k5/R8/9/9/9/9/9/9/4R4/5K3 b - - 0 1");
        assertTrue(p.legalMoves().isEmpty());
        Ending end = p.ending().orElseThrow();
        assertEquals(0, end.winnerSeat());
        assertEquals("stalemate", end.reason());
    }

    @Test
    void perpetualCheckIsRefusedAtTheThirdRepetition() {
        Play p = at("xiangqi", "9/3k5/9/9/9/9/7R1/9/9/5K3 w - - 0 1");
        p = play(p, "h4-d4", "d9-e9", "d4-e4", "e9-d9", "e4-d4", "d9-e9", "d4-e4", "e9-d9");
        assertEquals("Perpetual check is not allowed: this move would repeat the position a third time, Red"
                + " having given check with every move since it first stood. Play another move.", reason(p, "e4-d4"));
        assertEquals(Optional.empty(), play(p, "e4-e5").ending());
    }

    /**
     * A new janggi game starts with the horses' and elephants' points empty and Han to choose; the
     * published start (Fairy-Stockfish's janggi startpos, perft 4: 1,065,277) is still where perft
     * from the start counts, and where a record without a FEN begins.
     */
    @Test
    void janggiStartsWithTheChoiceAndCountsFromThePublishedStart() {
        Game janggi = Games.game("janggi");
        assertEquals("r2a1a2r/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/R2A1A2R b - - 0 1", janggi.startFen(0));
        Play p = start("janggi");
        assertTrue(p.settingUp());
        assertEquals(List.of("HEEH", "EHHE", "HEHE", "EHEH"), p.legalMoves().stream().map(p::notation).toList());
        assertEquals(1_065_277, janggi.perft(null, 4));
        assertEquals(JANGGI, janggi.recordStart());
        Play chosen = play(p, "HEEH", "heeh");
        assertEquals(JANGGI, chosen.fen());
        assertEquals(false, chosen.settingUp());
        assertTrue(janggi.chosenStart(play(p, "EHEH", "2").fen()));
        assertEquals(false, janggi.chosenStart("4k4/9/9/9/9/9/9/9/4A4/3RK4 w - - 0 1"));
    }

    @Test
    void janggiPassesButNotInCheck() {
        Play p = at("janggi", JANGGI);
        assertEquals("pass", san(p, "pass"));
        Play q = at("janggi", "4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1");
        assertEquals("You may not pass while in check.", reason(q, "pass"));
        assertEquals("Passing is not allowed in this game.", reason(start("xiangqi"), "pass"));
    }

    @Test
    void janggiCannonNeitherJumpsNorTakesACannon() {
        Play p = at("janggi", "5k3/9/9/4c4/9/4R4/9/4C4/9/3K5 w - - 0 1");
        assertInstanceOf(MoveRead.Rejected.class, p.read("e3-e7"));
        Play q = at("janggi", "5k3/9/9/4r4/9/4C4/9/4C4/9/3K5 w - - 0 1");
        assertInstanceOf(MoveRead.Rejected.class, q.read("e3-e7"));
        assertInstanceOf(MoveRead.Rejected.class, q.read("e5-e7"));
        Play r = at("janggi", "5k3/9/9/4r4/9/4H4/9/4C4/9/3K5 w - - 0 1");
        assertEquals("Cxe7", san(r, "e3-e7"));
    }

    @Test
    void janggiPalaceDiagonals() {
        Play p = at("janggi", "5k3/9/9/9/9/9/9/9/9/3KR4 w - - 0 1");
        assertInstanceOf(MoveRead.Rejected.class, p.read("e1-d2"));
        assertEquals("Ke2", san(p, "d1-e2"));
        Play q = at("janggi", "9/4k4/9/9/9/9/9/9/9/3R1K3 w - - 0 1");
        assertEquals("Rf3", san(q, "d1-f3"));
        assertEquals("Re2+", san(q, "d1-e2"));
        assertInstanceOf(MoveRead.Rejected.class, q.read("d1-e3"));
    }

    @Test
    void bikjangUnpartedAndDoublePassEndTheGameByTheCount() {
        Play p = at("janggi", "4k4/9/9/9/9/9/9/9/4A4/3RK4 w - - 0 1");
        Play faced = play(p, "e2-f1");
        assertEquals(Optional.empty(), faced.ending());
        assertEquals("The generals face each other (bikjang): part them, or pass to end the game by the count.",
                reason(faced, "e10-e9"));
        Ending end = play(faced, "pass").ending().orElseThrow();
        assertEquals(0, end.winnerSeat());
        assertEquals("bikjang: the generals faced each other and were not parted; counted Cho 16, Han 0 + 1.5",
                end.reason());
        Ending passes = play(at("janggi", JANGGI), "pass", "pass").ending().orElseThrow();
        assertEquals(1, passes.winnerSeat());
        assertEquals("both sides passed; counted Cho 72, Han 72 + 1.5", passes.reason());
        assertEquals(List.of(), play(at("janggi", JANGGI), "pass", "pass").legalMoves());
    }
}
