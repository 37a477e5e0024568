package pbm.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.render.BoardPicture;
import pbm.render.Tiles;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * Issue 33: board mails as a browser shows them, on a 390 px phone and a 1280 px desktop: the
 * whole board inside the window, and pixels sampled where specific pieces stand. The board is
 * found by its ground's colour; cells are counted from its box.
 */
class BoardLooksInChromiumTest {
    private static final int[] WIDTHS = {390, 1280};

    @TempDir
    Path dir;

    @Test
    void othelloStartsWithTwoBlackAndTwoWhiteDiscs() throws Exception {
        Path chromium = BoardPictureMailTest.chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("othello"))) {
            OutboxRow alice = to(server.mail("alice@example.org", "othello challenge alice bob", ""), "alice");
            for (int width : WIDTHS) {
                Board board = shown(chromium, alice, width, 8, 8, Tiles.GREEN);
                // alice plays Black, seen upright: d5 and e4 black, d4 and e5 white
                assertTrue(BoardLooksTest.brightness(board.centre(3, 3)) < 80, width + ": d5 black");
                assertTrue(BoardLooksTest.brightness(board.centre(4, 4)) < 80, width + ": e4 black");
                assertTrue(BoardLooksTest.brightness(board.centre(3, 4)) > 180, width + ": d4 white");
                assertTrue(BoardLooksTest.brightness(board.centre(4, 3)) > 180, width + ": e5 white");
            }
        }
    }

    @Test
    void aPromotedShogiPieceIsRed() throws Exception {
        Path chromium = BoardPictureMailTest.chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("shogi"))) {
            server.mail("alice@example.org", "shogi challenge alice bob", "");
            server.mail("alice@example.org", "shogi move 101 alice apw 7g7f", "");
            server.mail("bob@example.org", "shogi move 101 bob bpw 3c3d", "");
            OutboxRow alice = to(server.mail("alice@example.org", "shogi move 101 alice apw 8h2b+", ""), "alice");
            for (int width : WIDTHS) {
                Board board = shown(chromium, alice, width, 9, 9, Tiles.WOOD);
                // files 9..1 from the left: 2b is the eighth column, second row
                assertTrue(board.count(7, 1, BoardLooksTest::red) > 8, width + ": the promoted bishop on 2b is red");
                assertTrue(board.count(1, 1, BoardLooksTest::red) == 0, width + ": Gote's rook on 8b is not");
            }
        }
    }

    @Test
    void aRedXiangqiPieceStandsOnAPoint() throws Exception {
        Path chromium = BoardPictureMailTest.chromium();
        try (TestServer server = TestServer.withThreePlayers(dir.resolve("xiangqi"))) {
            OutboxRow alice = to(server.mail("alice@example.org", "xiangqi challenge alice bob", ""), "alice");
            for (int width : WIDTHS) {
                Board board = shown(chromium, alice, width, 9, 10, Tiles.PAPER);
                // Red's general on e1: its red pixels centre on the point, the cell's centre
                double[] centre = board.centroid(4, 9, BoardLooksTest::red);
                assertTrue(Math.abs(centre[0] - 0.5) < 0.08 && Math.abs(centre[1] - 0.5) < 0.08,
                        width + ": the general sits on the point: " + centre[0] + "," + centre[1]);
                // an empty point (b2): lines through its centre, bare board at its corners
                assertTrue(BoardLooksTest.brightness(board.at(1, 8, 0.5, 0.5)) < 150, width + ": lines cross at b2");
                assertTrue(BoardLooksTest.brightness(board.at(1, 8, 0.1, 0.1)) > 180, width + ": no square at b2");
            }
        }
    }

    private static OutboxRow to(List<OutboxRow> rows, String player) {
        return rows.stream().filter(r -> r.recipients().contains(player + "@example.org") && r.html() != null)
                .reduce((first, second) -> second).orElseThrow();
    }

    /** The board in a screenshot {@code width} px wide, checked to lie wholly in the window. */
    private Board shown(Path chromium, OutboxRow row, int width, int files, int ranks, Color ground) throws Exception {
        BufferedImage image = BoardPictureMailTest.screenshot(chromium, row, width, dir);
        int[] box = BoardPictureMailTest.box(image, ground);
        assertTrue(box[0] >= 0 && box[2] < width - 8 && box[3] < image.getHeight() - 1,
                width + ": the board inside the window " + box[0] + ".." + box[2] + " x " + box[1] + ".." + box[3]);
        int expected = Math.min(files * BoardPicture.LARGE, width - 16 - 2 * BoardPicture.margin(true));
        assertTrue(Math.abs(box[2] - box[0] + 1 - expected) <= files, width + ": the board's width "
                + (box[2] - box[0] + 1) + ", expected about " + expected);
        return new Board(image, box, files, ranks);
    }

    /** A board found on a screenshot: its box and its cells, counted from the top left. */
    private record Board(BufferedImage image, int[] box, int files, int ranks) {

        double cellWidth() {
            return (box[2] - box[0] + 1) / (double) files;
        }

        double cellHeight() {
            return (box[3] - box[1] + 1) / (double) ranks;
        }

        int at(int column, int row, double fx, double fy) {
            return image.getRGB((int) (box[0] + (column + fx) * cellWidth()), (int) (box[1] + (row + fy) * cellHeight()));
        }

        int centre(int column, int row) {
            return at(column, row, 0.5, 0.5);
        }

        int count(int column, int row, IntPredicate colour) {
            int count = 0;
            for (double fy = 0.02; fy < 1; fy += 0.02) {
                for (double fx = 0.02; fx < 1; fx += 0.02) {
                    count += colour.test(at(column, row, fx, fy)) ? 1 : 0;
                }
            }
            return count;
        }

        /** Where, as fractions of the cell, the pixels of {@code colour} lie on average. */
        double[] centroid(int column, int row, IntPredicate colour) {
            double sumX = 0;
            double sumY = 0;
            int count = 0;
            for (double fy = 0.01; fy < 1; fy += 0.02) {
                for (double fx = 0.01; fx < 1; fx += 0.02) {
                    if (colour.test(at(column, row, fx, fy))) {
                        sumX += fx;
                        sumY += fy;
                        count++;
                    }
                }
            }
            assertTrue(count > 10, "pixels of the colour in the cell: " + count);
            return new double[] {sumX / count, sumY / count};
        }
    }
}
