package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.Play;
import pbm.rules.MoveRead;
import pbm.rules.Ply;
import pbm.testing.AcrossGame;

/**
 * A board of hexagons or rings goes through the outbox as its name: the name gives back the
 * very board, the board drawn again from it has the very pixels, and the mail's PNG keeps them
 * but for its palette's rounding of soft edges.
 */
class ShapedBoardTest {

    @Test
    void theNameGivesBackTheBoardAndItsPicture() throws Exception {
        Random random = new Random(6);
        int compared = 0;
        for (String name : List.of("glinski", "byzantine")) {
            Game game = Catalog.byName(name).orElseThrow();
            Play play = game.start(game.startFen(0));
            Play before = null;
            for (int ply = 0; ply < 7; ply++) {
                List<Ply> legal = play.legalMoves();
                before = play;
                play = play.play(legal.get(random.nextInt(legal.size())));
            }
            for (boolean upright : new boolean[] {true, false}) {
                compare(ShapedBoard.of(play.grid(), upright, BoardPicture.LARGE * BoardPicture.SCALE, before.grid()));
                compared++;
            }
        }
        assertEquals(4, compared);
    }

    /** Game Courier's horizontal hexagonal board keeps its layout in the name, so it is drawn again in rows. */
    @Test
    void aHorizontalHexagonalBoardsNameGivesItBack() throws Exception {
        Play before = AcrossGame.start();
        MoveRead read = before.read("Rd4+");
        Play after = before.play(((MoveRead.Legal) read).ply());
        for (boolean upright : new boolean[] {true, false}) {
            ShapedBoard board = ShapedBoard.of(after.grid(), upright, BoardPicture.LARGE * BoardPicture.SCALE,
                    before.grid());
            assertTrue(board.name().startsWith("s1.horizontal_hexagonal.chess.96." + (upright ? "u" : "d") + ".7.7."),
                    board.name());
            assertEquals(Grid.Layout.HORIZONTAL_HEXAGONAL, ShapedBoard.parse(board.name()).layout());
            assertEquals(37, board.cells().size());
            assertEquals(List.of("d7"), board.cells().stream().filter(ShapedBoard.Cell::checked)
                    .map(ShapedBoard.Cell::name).toList(), "the king in check");
            compare(board);
        }
    }

    private static void compare(ShapedBoard board) throws Exception {
        String name = board.name();
        assertFalse(name.contains(" "), "a blank would split the outbox's list of names: " + name);
        assertTrue(ShapedBoard.isName(name), name);
        assertEquals(board, ShapedBoard.parse(name));
        assertTrue(board.cells().stream().anyMatch(cell -> cell.changed()), "the last move's cells: " + name);
        BufferedImage drawn = ShapedPicture.image(board);
        BufferedImage again = ShapedPicture.image(ShapedBoard.parse(name));
        BufferedImage sent = ImageIO.read(new ByteArrayInputStream(BoardPicture.named(name)));
        assertEquals(drawn.getWidth() + "x" + drawn.getHeight(), sent.getWidth() + "x" + sent.getHeight());
        int[] expected = pixels(drawn);
        int[] redrawn = pixels(again);
        int[] mailed = pixels(sent);
        int width = drawn.getWidth();
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] != redrawn[i]) {
                assertEquals(Integer.toHexString(expected[i]), Integer.toHexString(redrawn[i]),
                        "drawn again, pixel " + i % width + "," + i / width);
            }
            if (!close(expected[i], mailed[i])) {
                assertEquals(Integer.toHexString(expected[i]), Integer.toHexString(mailed[i]),
                        "the mail's PNG, pixel " + i % width + "," + i / width);
            }
        }
    }

    private static int[] pixels(BufferedImage image) {
        int[] pixels = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] &= 0xFFFFFF;
        }
        return pixels;
    }

    /** Within the palette's rounding of a soft edge: 8 levels a channel at worst, half a step each way. */
    private static boolean close(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 19) {
                return false;
            }
        }
        return true;
    }

    /**
     * Every file's letter and every rank's number is written round the board, so each cell's
     * name reads, and no two labels crowd each other: where Shafran's falling ranks end along
     * the lower edge, by the file letters, they are written on the other side only.
     */
    @Test
    void everyFileAndRankIsLabelledAndNoLabelsCrowd() {
        Map<String, Grid> grids = new LinkedHashMap<>();
        for (String name : List.of("glinski", "mccooey", "shafran", "byzantine")) {
            Game game = Catalog.byName(name).orElseThrow();
            grids.put(name, game.start(game.startFen(0)).grid());
        }
        grids.put("acrosstest", AcrossGame.startGrid());
        for (Map.Entry<String, Grid> board : grids.entrySet()) {
            assertLabelled(board.getKey(), board.getValue());
        }
    }

    private static void assertLabelled(String name, Grid grid) {
        for (boolean upright : new boolean[] {true, false}) {
            ShapedBoard board = ShapedBoard.of(grid, upright, 96, null);
            List<CellGeometry.Label> labels = CellGeometry.of(board).labels();
            java.util.Set<String> texts = new java.util.HashSet<>();
            labels.forEach(label -> texts.add(label.text()));
            for (ShapedBoard.Cell cell : board.cells()) {
                String file = grid.fileLabel(cell.file());
                assertTrue(texts.contains(file) && texts.contains(cell.name().substring(file.length())),
                        name + ": " + cell.name() + " in " + texts);
            }
            for (int i = 0; i < labels.size(); i++) {
                for (int j = i + 1; j < labels.size(); j++) {
                    double apart = Math.hypot(labels.get(i).x() - labels.get(j).x(),
                            labels.get(i).y() - labels.get(j).y());
                    assertTrue(apart > 96 * 0.6, name + ": " + labels.get(i) + " by " + labels.get(j));
                }
            }
        }
    }

    /**
     * On the horizontal hexagonal board each rank's number stands level with its row, left of
     * its leftmost cell and right of its rightmost; each file's letter on the file's slanting
     * line, past the file's end, so the letter reads as the file's.
     */
    @Test
    void horizontalHexagonalLabelsStandByTheirRowsAndOnTheirFiles() {
        Grid grid = AcrossGame.startGrid();
        for (boolean upright : new boolean[] {true, false}) {
            ShapedBoard board = ShapedBoard.of(grid, upright, 96, null);
            CellGeometry geometry = CellGeometry.of(board);
            List<CellGeometry.Label> labels = geometry.labels();
            for (int rank = 0; rank < grid.height(); rank++) {
                String number = grid.rankLabel(rank);
                double left = Double.MAX_VALUE;
                double right = -Double.MAX_VALUE;
                double y = 0;
                for (ShapedBoard.Cell cell : board.cells()) {
                    if (cell.rank() == rank) {
                        java.awt.geom.Point2D centre = geometry.centre(cell.file(), rank);
                        left = Math.min(left, centre.getX());
                        right = Math.max(right, centre.getX());
                        y = centre.getY();
                    }
                }
                double level = y;
                List<Double> xs = labels.stream().filter(label -> label.text().equals(number))
                        .filter(label -> Math.abs(label.y() - level) < 0.5).map(CellGeometry.Label::x).sorted()
                        .toList();
                assertEquals(2, xs.size(), "rank " + number + " twice, level with its row: " + labels);
                assertTrue(xs.get(0) < left - 48 && xs.get(1) > right + 48, "rank " + number + " outside: " + xs);
            }
            for (int file = 0; file < grid.width(); file++) {
                assertTrue(onFile(grid, board, geometry, file, labels), grid.fileLabel(file) + ": " + labels);
            }
        }
    }

    /** Whether a label with the file's letter lies on the line of the file's cells, beyond its last cell. */
    private static boolean onFile(Grid grid, ShapedBoard board, CellGeometry geometry, int file,
            List<CellGeometry.Label> labels) {
        List<java.awt.geom.Point2D> centres = board.cells().stream().filter(cell -> cell.file() == file)
                .map(cell -> geometry.centre(cell.file(), cell.rank())).toList();
        java.awt.geom.Point2D first = centres.get(0);
        java.awt.geom.Point2D last = centres.get(centres.size() - 1);
        double length = first.distance(last);
        for (CellGeometry.Label label : labels) {
            if (!label.text().equals(grid.fileLabel(file))) {
                continue;
            }
            double dx = label.x() - first.getX();
            double dy = label.y() - first.getY();
            double along = (dx * (last.getX() - first.getX()) + dy * (last.getY() - first.getY())) / length;
            double off = Math.abs(dx * (last.getY() - first.getY()) - dy * (last.getX() - first.getX())) / length;
            if (off < 0.5 && (along < -48 || along > length + 48)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aCellsNameAndLabelsWithAnyCharacterComeBack() {
        Grid.Content piece = new Grid.Content(Grid.Shape.LETTERED, false, "\u738b", "customPiece1", true);
        ShapedBoard board = new ShapedBoard(Grid.Layout.CIRCULAR, Grid.Look.CHESS, 56, false, 2, 1,
                List.of("a.b", "c d"), List.of("1,2"), List.of(
                        new ShapedBoard.Cell(0, 0, "a.b1,2", ShapedBoard.DARK, piece, true, false),
                        new ShapedBoard.Cell(1, 0, "z~!_9", ShapedBoard.LIGHT, Grid.Content.EMPTY, false, true)));
        assertEquals(board, ShapedBoard.parse(board.name()));
        assertFalse(board.name().contains(" "), board.name());
    }

    @Test
    void aNameOfSomethingElseIsRefused() {
        Game game = Catalog.byName("glinski").orElseThrow();
        String name = ShapedBoard.of(game.start(game.startFen(0)).grid(), true, 96, null).name();
        for (String wrong : List.of("s2" + name.substring(2), name.replace(".hexagonal.", ".oval."),
                name.substring(0, name.lastIndexOf(',')), name.replace("!0", "!99"), "t1.chess.96.0.-.-.u")) {
            assertThrows(IllegalArgumentException.class, () -> ShapedBoard.parse(wrong), wrong);
        }
        assertThrows(IllegalArgumentException.class, () -> BoardPicture.named("s1.nonsense"));
    }
}
