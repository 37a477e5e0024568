package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.games.Catalog;
import pbm.render.BoardPicture;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.store.OutboxRow;
import pbm.testing.Golden;
import pbm.testing.TestServer;
import pbm.testing.Plays;

/**
 * Issue 33: one position of each shipped family drawn as its players draw it, kept as a golden
 * picture (src/test/resources/pictures/), and sampled where specific pieces stand, so a
 * picture that looks wrong fails even after a golden is rewritten.
 */
class BoardLooksTest {
    private static final int SQUARE = BoardPicture.LARGE;
    private static final int MARGIN = BoardPicture.margin(true);

    @Test
    void chessFigurinesAndTheMatedKingGlowingRed() throws Exception {
        BufferedImage picture = golden("chess", played("chess", "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"));
        assertTrue(count(picture, 4, 7, BoardLooksTest::red) > 30, "the king in check on e8 glows red");
        assertEquals(0, count(picture, 4, 0, BoardLooksTest::red), "the white king on e1 does not");
        assertTrue(count(picture, 4, 0, rgb -> brightness(rgb) > 240) > 100, "White's king is white inside");
        assertTrue(count(picture, 3, 7, rgb -> brightness(rgb) < 60) > 200, "Black's queen is dark");
    }

    @Test
    void shogiKanjiWithThePromotedBishopInRed() throws Exception {
        BufferedImage picture = golden("shogi", played("shogi", "7g7f", "3c3d", "8h2b+"));
        // files 9 to 1 from the left: file 2 is the eighth column; rank b the second row from the top
        assertTrue(count(picture, 7, 7, BoardLooksTest::red) > 20, "the promoted bishop on 2b is red");
        assertEquals(0, count(picture, 1, 7, BoardLooksTest::red), "Gote's rook on 8b is not");
        assertTrue(count(picture, 4, 0, rgb -> brightness(rgb) < 80) > 40, "Sente's king's kanji on 5i");
    }

    @Test
    void xiangqiPiecesStandOnThePoints() throws Exception {
        BufferedImage picture = golden("xiangqi", played("xiangqi", "C2.5"));
        int[] centre = centroid(picture, 4, 0, BoardLooksTest::red);
        assertTrue(Math.abs(centre[0] - SQUARE / 2) <= 3 && Math.abs(centre[1] - SQUARE / 2) <= 3,
                "Red's general is centred on the point e1: " + centre[0] + "," + centre[1]);
        assertEquals(0, count(picture, 4, 9, BoardLooksTest::red), "Black's general is not red");
        // an empty point (b2): the lines cross at its centre, its corners are bare board
        assertTrue(brightness(pixel(picture, 1, 1, SQUARE / 2, SQUARE / 2)) < 120, "lines cross at b2");
        assertTrue(brightness(pixel(picture, 1, 1, 3, 3)) > 180, "no square's border at b2's corner");
    }

    @Test
    void janggiGreenAgainstRedOnOctagons() throws Exception {
        Game janggi = Catalog.byName("janggi").orElseThrow();
        BufferedImage picture = golden("janggi", janggi.start(janggi.startFen(0)));
        assertTrue(count(picture, 4, 1, BoardLooksTest::green) > 20, "Cho's general on e2 is green");
        assertTrue(count(picture, 4, 8, BoardLooksTest::red) > 20, "Han's general on e9 is red");
        assertEquals(0, count(picture, 4, 1, BoardLooksTest::red));
    }

    @Test
    void othelloStartsWithTwoBlackAndTwoWhiteDiscs() throws Exception {
        Game othello = Catalog.byName("othello").orElseThrow();
        BufferedImage picture = golden("othello", othello.start(othello.startFen(0)));
        for (int[] white : new int[][] {{3, 3}, {4, 4}}) {
            assertTrue(brightness(pixel(picture, white[0], white[1], SQUARE / 2, SQUARE / 2)) > 190, "white disc");
        }
        for (int[] black : new int[][] {{3, 4}, {4, 3}}) {
            assertTrue(brightness(pixel(picture, black[0], black[1], SQUARE / 2, SQUARE / 2)) < 70, "black disc");
        }
    }

    @Test
    void draughtsMenAndTheLastMoveOutlined() throws Exception {
        Play start = played("draughts");
        Play after = played("draughts", "32-28");
        BufferedImage picture = image(after, start);
        Golden.assertPicture("pictures/draughts.png", picture);
        // 32 is d4 on the 10x10 board (file 3, rank 3), 28 is e5... sampled through the grid
        int outlined = 0;
        for (int file = 0; file < 10; file++) {
            for (int rank = 0; rank < 10; rank++) {
                outlined += count(picture, file, rank, rgb -> (rgb & 0xFFFFFF) == 0x1E90FF) > 40 ? 1 : 0;
            }
        }
        assertEquals(2, outlined, "the two squares of 32-28 outlined");
    }

    /**
     * A game a player defines by mail: its own piece is a lettered disc, and the key under the
     * board mail's picture says what it is and how it moves.
     */
    @Test
    void aDefinedPieceIsLetteredAndTheKeySaysHowItMoves(@TempDir Path dir) throws Exception {
        String text = String.join("\n", "[wizards:chess]", "customPiece1 = w:CF", "castling = false",
                "startFen = wnbqkbnw/pppppppp/8/8/8/8/PPPPPPPP/WNBQKBNW w - - 0 1", "pbm.title = Wizards", "");
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail("alice@example.org", "define alice apw", text);
            List<OutboxRow> rows = server.mail("alice@example.org", "wizards challenge alice bob", "");
            OutboxRow alice = rows.stream().filter(r -> r.recipients().contains("alice@example.org")).findFirst()
                    .orElseThrow(() -> new AssertionError(TestServer.render(rows)));
            String html = alice.html().html();
            Matcher key = Pattern.compile("<small>(Key to the lettered pieces:.*?)</small>", Pattern.DOTALL).matcher(html);
            assertTrue(key.find(), html);
            Golden.assertMatches("pictures/defined-key.txt", key.group(1).replace("<br>", "") + "\n");
            assertTrue(key.group(1).contains("W (W-piece): "), key.group(1));
            assertFalse(key.group(1).contains("(knight)"), "chess's own pieces need no key: " + key.group(1));
            Play play = server.database().transaction(c -> new GameService(c).load(101)).orElseThrow().play();
            BufferedImage picture = golden("defined", play);
            assertTrue(count(picture, 0, 0, rgb -> brightness(rgb) > 240) > 100, "a lettered white disc on a1");
        }
    }

    /** A custom piece the definition names (pbm.names = g:grasshopper) is drawn with its known figure. */
    @Test
    void grasshopperAndNightriderAreDrawnWithTheProblemistsFigures() {
        for (String name : List.of("grasshopper", "nightrider")) {
            Game game = Catalog.byName(name).orElseThrow();
            assertEquals(List.of(), BoardMail.pieceKey(game, game.start(game.startFen(0)).grid()), name + " needs no key");
        }
        Game capablanca = Catalog.byName("capablanca").orElseThrow();
        assertEquals(List.of(), BoardMail.pieceKey(capablanca, capablanca.start(capablanca.startFen(0)).grid()),
                "the archbishop and chancellor have figures");
    }

    // ---------------------------------------------------------------- helpers

    private static Play played(String name, String... moves) {
        Game game = Catalog.byName(name).orElseThrow();
        return Plays.play(game.start(game.startFen(0)), moves);
    }

    private static BufferedImage golden(String name, Play play) throws Exception {
        BufferedImage picture = image(play, null);
        Golden.assertPicture("pictures/" + name + ".png", picture);
        return picture;
    }

    private static BufferedImage image(Play play, Play before) throws Exception {
        byte[] png = BoardPicture.png(play.grid(), true, true, before == null ? null : before.grid(), 1);
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /** The pixel at ({@code x}, {@code y}) inside the cell of {@code file} and {@code rank}, seen upright. */
    private static int pixel(BufferedImage picture, int file, int rank, int x, int y) {
        int rows = (picture.getHeight() - 2 * MARGIN) / SQUARE;
        return picture.getRGB(MARGIN + file * SQUARE + x, MARGIN + (rows - 1 - rank) * SQUARE + y);
    }

    private static int count(BufferedImage picture, int file, int rank, IntPredicate colour) {
        int count = 0;
        for (int y = 0; y < SQUARE; y++) {
            for (int x = 0; x < SQUARE; x++) {
                count += colour.test(pixel(picture, file, rank, x, y)) ? 1 : 0;
            }
        }
        return count;
    }

    /** The mean position, inside the cell, of the pixels of {@code colour}. */
    private static int[] centroid(BufferedImage picture, int file, int rank, IntPredicate colour) {
        long sumX = 0;
        long sumY = 0;
        int count = 0;
        for (int y = 0; y < SQUARE; y++) {
            for (int x = 0; x < SQUARE; x++) {
                if (colour.test(pixel(picture, file, rank, x, y))) {
                    sumX += x;
                    sumY += y;
                    count++;
                }
            }
        }
        assertTrue(count > 20, "pixels of the colour: " + count);
        return new int[] {(int) (sumX / count), (int) (sumY / count)};
    }

    static boolean red(int rgb) {
        int r = rgb >> 16 & 0xFF;
        int g = rgb >> 8 & 0xFF;
        int b = rgb & 0xFF;
        return r > 150 && g < 90 && b < 90;
    }

    static boolean green(int rgb) {
        int r = rgb >> 16 & 0xFF;
        int g = rgb >> 8 & 0xFF;
        int b = rgb & 0xFF;
        return g > r + 40 && g > b && r < 90;
    }

    static int brightness(int rgb) {
        return ((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) / 3;
    }
}
