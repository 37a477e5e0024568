package pbm.render;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import pbm.rules.Grid;

/**
 * A board as one PNG picture (Game Courier's PNG method, reference/003): the {@link Tile}s of
 * {@link BoardTiles} side by side, the coordinates round them, turned round for a player who
 * sees the board flipped. Board mails show the same tiles in an HTML table
 * ({@link BoardTable}); this picture is the whole board in one image, for the golden pictures
 * the tests keep and for anything that wants a single image. A board of hexagons or rings is
 * drawn whole by {@link ShapedPicture}, each cell as wide as a square; its mails show that
 * picture too.
 */
public final class BoardPicture {
    /** The square size of the large picture, in CSS pixels. */
    public static final int LARGE = 48;
    /** The square size of the small picture, in CSS pixels. */
    public static final int SMALL = 28;
    /** Pictures are drawn at twice their CSS size, sharp on phones' dense screens. */
    public static final int SCALE = 2;

    private BoardPicture() {
    }

    /** The CSS pixel size of a square for {@code large}. */
    public static int squareSize(boolean large) {
        return large ? LARGE : SMALL;
    }

    /** The margin round the board (for the coordinates), in CSS pixels. */
    public static int margin(boolean large) {
        return squareSize(large) / 2 + 4;
    }

    /** The picture's width and height for {@code grid} at {@code scale} pixels per CSS pixel. */
    public static int[] size(Grid grid, boolean large, int scale) {
        if (grid.layout() != Grid.Layout.SQUARE) {
            CellGeometry geometry = CellGeometry.of(ShapedBoard.of(grid, true, squareSize(large) * scale, null));
            return new int[] {geometry.width(), geometry.height()};
        }
        int square = squareSize(large) * scale;
        int margin = margin(large) * scale;
        return new int[] {grid.width() * square + 2 * margin, grid.height() * square + 2 * margin};
    }

    /**
     * The PNG of {@code grid} at {@code scale}: {@code upright} with the grid's rank 0 at the
     * bottom, else turned round; {@code previous} (may be null) is the position before the last
     * move, whose changed cells are outlined.
     */
    public static byte[] png(Grid grid, boolean upright, boolean large, Grid previous, int scale) {
        return PngWriter.write(image(grid, upright, large, previous, scale), PNG_LEVEL);
    }

    /**
     * The picture {@link #png} encodes; a board whose cells are not squares is drawn whole by
     * {@link ShapedPicture}, each cell a square's size across.
     */
    static BufferedImage image(Grid grid, boolean upright, boolean large, Grid previous, int scale) {
        if (grid.layout() != Grid.Layout.SQUARE) {
            return ShapedPicture.image(ShapedBoard.of(grid, upright, squareSize(large) * scale, previous));
        }
        int square = squareSize(large) * scale;
        int margin = margin(large) * scale;
        int[] size = size(grid, large, scale);
        BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Tiles.MARGIN);
            g.fillRect(0, 0, size[0], size[1]);
            Tile[][] cells = BoardTiles.of(grid, upright, square, previous).cells();
            for (int row = 0; row < cells.length; row++) {
                for (int column = 0; column < cells[row].length; column++) {
                    Tiles.draw(g, cells[row][column], margin + column * square, margin + row * square);
                }
            }
            labels(g, grid, upright, square, margin, size);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The files above and below the board, the ranks left and right of it. */
    private static void labels(Graphics2D g, Grid grid, boolean upright, int square, int margin, int[] size) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, square / 3)));
        g.setColor(Color.DARK_GRAY);
        FontMetrics metrics = g.getFontMetrics();
        for (int column = 0; column < grid.width(); column++) {
            String label = grid.fileLabel(fileAt(grid, column, upright));
            int x = margin + column * square + (square - metrics.stringWidth(label)) / 2;
            g.drawString(label, x, margin - 4 - metrics.getDescent());
            g.drawString(label, x, size[1] - margin + 2 + metrics.getAscent());
        }
        for (int row = 0; row < grid.height(); row++) {
            String label = grid.rankLabel(rankAt(grid, row, upright));
            int y = margin + row * square + (square + metrics.getAscent()) / 2 - 2;
            g.drawString(label, (margin - metrics.stringWidth(label)) / 2, y);
            g.drawString(label, size[0] - margin + (margin - metrics.stringWidth(label)) / 2, y);
        }
    }

    /**
     * The PNG a board mail's picture {@code name} names, drawn again (or found drawn): a tile
     * ({@link Tile#name}) or a whole board whose cells are not squares ({@link ShapedBoard#name}).
     */
    public static byte[] named(String name) {
        return ShapedBoard.isName(name) ? ShapedPicture.png(ShapedBoard.parse(name)) : Tiles.png(name);
    }

    /** zlib's level for the whole picture. */
    private static final int PNG_LEVEL = 6;

    /** The file shown in {@code column} (from the left) of the picture. */
    public static int fileAt(Grid grid, int column, boolean upright) {
        return upright ? column : grid.width() - 1 - column;
    }

    /** The rank shown in {@code row} (from the top) of the picture. */
    public static int rankAt(Grid grid, int row, boolean upright) {
        return upright ? grid.height() - 1 - row : row;
    }
}
