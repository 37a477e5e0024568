package pbm.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.render.Tiles;
import pbm.store.WebPrivacy;
import pbm.testing.Chromium;
import pbm.testing.TestServer;

/**
 * A board's page as a browser shows it: Debian's headless Chromium (as the board mails' picture
 * test runs it) takes the page from the running web server at a phone's width and a desktop's,
 * and the screenshot must hold the whole board, square, inside the window, its squares where
 * the position has them.
 */
class WebChromiumTest {
    private static final int WINDOW_HEIGHT = 1400;

    @TempDir
    Path dir;

    @Test
    void aBoardPageShowsTheWholeBoardOnAPhoneAndADesktop() throws Exception {
        Path chromium = chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("data"));
                WebServer web = new WebServer(server.database(), server.clock(), "")) {
            server.mail("alice@example.org", "chess challenge alice bob", "");
            server.mail("alice@example.org", "chess move 101 alice apw e4", "");
            web.start(new InetSocketAddress("127.0.0.1", 0));
            String key = server.database().transaction(c -> new WebPrivacy(c).boardKey(101));
            String url = "http://127.0.0.1:" + web.port() + "/b/" + key + "?ply=";
            for (int width : List.of(390, 1280)) {
                BufferedImage image = screenshot(chromium, url + 0, width);
                int[] box = box(image, Tiles.LIGHT, Tiles.DARK);
                int boardWidth = box[2] - box[0] + 1;
                int boardHeight = box[3] - box[1] + 1;
                assertTrue(box[0] > 0 && box[2] < width - 1 && box[3] < WINDOW_HEIGHT - 1,
                        width + " px: the board inside the window " + java.util.Arrays.toString(box));
                assertTrue(Math.abs(boardWidth - boardHeight) <= 3, width + " px: square board " + boardWidth + "x"
                        + boardHeight);
                int least = width == 390 ? 300 : 8 * 48;
                assertTrue(boardWidth >= least && boardWidth <= 8 * BoardSvg.MAX_SQUARE_CSS + 2,
                        width + " px: the board's width " + boardWidth);
                double square = boardWidth / 8.0;
                // the start position, seen from White: empty squares of ranks 3 to 6
                assertColour(image, box, square, 0, 2, Tiles.DARK, "a3");
                assertColour(image, box, square, 1, 2, Tiles.LIGHT, "b3");
                assertColour(image, box, square, 0, 5, Tiles.LIGHT, "a6");
                assertColour(image, box, square, 7, 5, Tiles.DARK, "h6");
                assertColour(image, box, square, 4, 3, Tiles.LIGHT, "e4, empty at ply 0");
                assertColour(image, box, square, 4, 1, Tiles.WHITE_PIECE, "e2, White's pawn at ply 0");
            }
            // one step on (the link a Next button follows), 1. e4: the pawn has left e2 for e4
            BufferedImage stepped = screenshot(chromium, url + 1, 1280);
            int[] box = box(stepped, Tiles.LIGHT, Tiles.DARK);
            double square = (box[2] - box[0] + 1) / 8.0;
            assertColour(stepped, box, square, 4, 1, Tiles.LIGHT, "e2, empty after 1. e4");
            assertColour(stepped, box, square, 4, 3, Tiles.WHITE_PIECE, "e4, White's pawn after 1. e4");
        }
    }

    /** A player's page draws the rating chart: its line's blue shows in the screenshot, rising across it. */
    @Test
    void aPlayersRatingChartRenders() throws Exception {
        Path chromium = chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("data"));
                WebServer web = new WebServer(server.database(), server.clock(), "")) {
            server.mail("alice@example.org", "chess challenge alice bob", "");
            server.mail("alice@example.org", "chess move 101 alice apw e4", "");
            server.mail("bob@example.org", "chess move 101 bob bpw e5", "");
            server.mail("bob@example.org", "chess resign 101 bob bpw", "");
            web.start(new InetSocketAddress("127.0.0.1", 0));
            BufferedImage image = screenshot(chromium, "http://127.0.0.1:" + web.port() + "/p/alice", 390);
            Color line = new Color(0x1E, 0x90, 0xFF);
            int[] box = box(image, line);
            assertTrue(box[2] - box[0] > 200, "the chart's line across the page: " + java.util.Arrays.toString(box));
            int start = lineY(image, box[0], box[0] + 6, line);
            int end = lineY(image, box[2] - 6, box[2], line);
            assertTrue(start - end > 40, "alice won: the line rises from " + start + " to " + end);
        }
    }

    /** The first row in columns {@code from} to {@code to} with a pixel of {@code colour}. */
    private static int lineY(BufferedImage image, int from, int to, Color colour) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = from; x <= to; x++) {
                if (near(new Color(image.getRGB(x, y)), colour)) {
                    return y;
                }
            }
        }
        return -1;
    }

    /** The centre of the square at {@code file} and {@code rank} (0 the bottom) has {@code colour}. */
    private static void assertColour(BufferedImage image, int[] box, double square, int file, int rank, Color colour,
            String what) {
        int x = (int) (box[0] + (file + 0.5) * square);
        int y = (int) (box[3] + 1 - (rank + 0.5) * square);
        Color seen = new Color(image.getRGB(x, y));
        assertTrue(near(seen, colour), what + ": " + seen + " at " + x + "," + y);
    }

    private BufferedImage screenshot(Path chromium, String url, int width) throws Exception {
        return Chromium.screenshot(chromium, url, width, WINDOW_HEIGHT, dir);
    }

    private static int[] box(BufferedImage image, Color... colours) {
        return Chromium.box(image, colours);
    }

    private static boolean near(Color a, Color b) {
        return Chromium.near(a, b);
    }

    private static Path chromium() throws Exception {
        return Chromium.path();
    }
}
