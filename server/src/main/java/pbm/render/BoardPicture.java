package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import pbm.rules.Grid;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Shape;

/**
 * A board as a PNG picture, drawn with Java2D from the seam's {@link Grid} (Game Courier's
 * PNG method, reference/003): coloured squares, pieces as discs (draughts, a ring on a king)
 * or as letters in a disc (games by data), the coordinates round the board, the squares of
 * the last move outlined, turned round for a player who sees it flipped.
 *
 * <p>A cell's square is dark where {@link Grid#largeCell} starts with {@code :} or {@code *};
 * what stands on it is {@link Grid#content}: a disc, a crowned disc or a letter in a disc, light
 * or dark.
 */
public final class BoardPicture {
    /** The light squares' colour. */
    public static final Color LIGHT = new Color(0xF0, 0xD9, 0xB5);
    /** The dark squares' colour. */
    public static final Color DARK = new Color(0xB5, 0x88, 0x63);
    /** White's pieces. */
    public static final Color WHITE_PIECE = new Color(0xFA, 0xFA, 0xFA);
    /** Black's pieces. */
    public static final Color BLACK_PIECE = new Color(0x22, 0x22, 0x22);
    /** The margin with the coordinates. */
    public static final Color MARGIN = Color.WHITE;
    /** The outline of the last move's squares. */
    public static final Color LAST_MOVE = new Color(0x1E, 0x90, 0xFF);
    /** A line the rules draw between two ranks (xiangqi's river, {@link Grid#lineAbove}). */
    public static final Color RIVER = new Color(0x4A, 0x7F, 0xB5);

    /** The square size of the large picture, in pixels. */
    public static final int LARGE = 48;
    /** The square size of the small picture, in pixels. */
    public static final int SMALL = 28;

    private BoardPicture() {
    }

    /** The pixel size of a square for {@code large}. */
    public static int squareSize(boolean large) {
        return large ? LARGE : SMALL;
    }

    /** The margin round the board (for the coordinates), in pixels. */
    public static int margin(boolean large) {
        return squareSize(large) / 2 + 4;
    }

    /** The picture's width and height for {@code grid}. */
    public static int[] size(Grid grid, boolean large) {
        int square = squareSize(large);
        int margin = margin(large);
        return new int[] {grid.width() * square + 2 * margin, grid.height() * square + 2 * margin};
    }

    /**
     * The PNG of {@code grid}: {@code upright} with the grid's rank 0 at the bottom, else turned
     * round; {@code previous} (may be null) is the position before the last move, whose changed
     * squares are outlined.
     */
    public static byte[] png(Grid grid, boolean upright, boolean large, Grid previous) {
        return png(grid, upright, large, previous, true);
    }

    /** As {@link #png(Grid, boolean, boolean, Grid)}; {@code tiles} false draws every piece afresh (for tests). */
    static byte[] png(Grid grid, boolean upright, boolean large, Grid previous, boolean tiles) {
        int square = squareSize(large);
        int margin = margin(large);
        int[] size = size(grid, large);
        BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(MARGIN);
            g.fillRect(0, 0, size[0], size[1]);
            Font labels = new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, square / 3));
            Font letters = new Font(Font.SANS_SERIF, Font.BOLD, square / 2);
            for (int file = 0; file < grid.width(); file++) {
                for (int rank = 0; rank < grid.height(); rank++) {
                    int x = margin + column(grid, file, upright) * square;
                    int y = margin + row(grid, rank, upright) * square;
                    String cell = grid.largeCell(file, rank);
                    boolean changed = previous != null && previous.width() == grid.width()
                            && previous.height() == grid.height() && !previous.largeCell(file, rank).equals(cell);
                    Content content = grid.content(file, rank);
                    if (tiles && !changed && content.shape() != Shape.NONE) {
                        g.drawImage(tile(square, dark(cell), content, letters), x, y, null);
                        continue;
                    }
                    g.setColor(dark(cell) ? DARK : LIGHT);
                    g.fillRect(x, y, square, square);
                    if (changed) {
                        g.setColor(LAST_MOVE);
                        g.setStroke(new BasicStroke(Math.max(2, square / 14f)));
                        int inset = Math.max(1, square / 28);
                        g.drawRect(x + inset, y + inset, square - 2 * inset - 1, square - 2 * inset - 1);
                    }
                    if (content.shape() != Shape.NONE) {
                        piece(g, x, y, square, content, letters);
                    }
                }
            }
            for (int rank = 0; rank + 1 < grid.height(); rank++) {
                if (grid.lineAbove(rank) != '-') {
                    int y = margin + Math.max(row(grid, rank, upright), row(grid, rank + 1, upright)) * square;
                    g.setColor(RIVER);
                    g.setStroke(new BasicStroke(Math.max(3, square / 8f)));
                    g.drawLine(margin, y, margin + grid.width() * square, y);
                }
            }
            g.setFont(labels);
            g.setColor(Color.DARK_GRAY);
            FontMetrics metrics = g.getFontMetrics();
            for (int file = 0; file < grid.width(); file++) {
                String label = grid.fileLabel(file);
                int x = margin + column(grid, file, upright) * square + (square - metrics.stringWidth(label)) / 2;
                g.drawString(label, x, margin - 4 - metrics.getDescent());
                g.drawString(label, x, size[1] - margin + 2 + metrics.getAscent());
            }
            for (int rank = 0; rank < grid.height(); rank++) {
                String label = grid.rankLabel(rank);
                int y = margin + row(grid, rank, upright) * square + (square + metrics.getAscent()) / 2 - 2;
                g.drawString(label, (margin - metrics.stringWidth(label)) / 2, y);
                g.drawString(label, size[0] - margin + (margin - metrics.stringWidth(label)) / 2, y);
            }
        } finally {
            g.dispose();
        }
        return PngWriter.write(image, PNG_LEVEL);
    }

    /** zlib's level for the picture: as fast as level 1 on board pictures, and a little smaller. */
    private static final int PNG_LEVEL = 3;

    /** The column on the picture of {@code file}, from the left. */
    public static int column(Grid grid, int file, boolean upright) {
        return upright ? file : grid.width() - 1 - file;
    }

    /** The row on the picture of {@code rank}, from the top. */
    public static int row(Grid grid, int rank, boolean upright) {
        return upright ? grid.height() - 1 - rank : rank;
    }

    private static boolean dark(String cell) {
        return cell.charAt(0) == ':' || cell.charAt(0) == '*';
    }

    /**
     * A square with its piece, drawn once and copied wherever that piece stands on that colour:
     * drawing the anti-aliased discs was a third of making a picture. Everything of a piece lies
     * inside its square and is drawn at whole-pixel offsets, so the copy has the pixels that
     * drawing it in place gives (a test compares the two); squares outlined as the last move are
     * drawn in place.
     */
    private static BufferedImage tile(int square, boolean dark, Content content, Font font) {
        String key = square + (dark ? "d" : "l") + (content.light() ? "w" : "b") + content.shape() + font.getSize()
                + "/" + content.letter();
        return TILES.computeIfAbsent(key, k -> {
            BufferedImage tile = new BufferedImage(square, square, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = tile.createGraphics();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                g.setColor(dark ? DARK : LIGHT);
                g.fillRect(0, 0, square, square);
                piece(g, 0, 0, square, content, font);
            } finally {
                g.dispose();
            }
            return tile;
        });
    }

    private static final Map<String, BufferedImage> TILES = new ConcurrentHashMap<>();

    /** A disc in the side's colour; a king gets a second ring and a K, a lettered piece its letter. */
    private static void piece(Graphics2D g, int x, int y, int square, Content content, Font font) {
        boolean white = content.light();
        int inset = square / 8;
        int d = square - 2 * inset;
        g.setColor(white ? WHITE_PIECE : BLACK_PIECE);
        g.fillOval(x + inset, y + inset, d, d);
        g.setColor(white ? BLACK_PIECE : WHITE_PIECE);
        g.setStroke(new BasicStroke(Math.max(1, square / 24f)));
        g.drawOval(x + inset, y + inset, d, d);
        if (content.shape() == Shape.DISC) {
            return;
        }
        String letter = content.letter();
        if (content.shape() == Shape.CROWNED_DISC) {
            int r = d / 4;
            g.drawOval(x + inset + r, y + inset + r, d - 2 * r, d - 2 * r);
            letter = "K";
        }
        g.setFont(font);
        FontMetrics metrics = g.getFontMetrics();
        g.drawString(letter, x + (square - metrics.stringWidth(letter)) / 2,
                y + (square + metrics.getAscent() - metrics.getDescent()) / 2);
    }
}
