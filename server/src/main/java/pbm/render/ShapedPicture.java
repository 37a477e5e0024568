package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.MultipleGradientPaint;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.TextLayout;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import javax.imageio.ImageIO;
import pbm.render.ShapedBoard.Cell;
import pbm.rules.Grid;
import pbm.rules.Grid.Content;

/**
 * Draws a {@link ShapedBoard} as one picture: the cells in their colours (Gliński's light,
 * middle and dark browns; a ring's light and dark), the last move's cells outlined, a king in
 * check glowing red as on square boards, the pieces as {@link PieceArt} draws them and the
 * coordinates ({@link CellGeometry}). Keeps the PNGs of the last few boards: a move mail's
 * two players often see the same picture, and a row read back from the outbox is drawn again.
 */
public final class ShapedPicture {
    /** The middle of Gliński's three colours, between the square board's light and dark. */
    public static final Color MIDDLE = new Color(0xD2, 0xB0, 0x8C);
    /** The most PNGs kept: whole boards of some tens of KiB, and the web pages' pieces. */
    private static final int KEPT = 64;

    private static final Map<String, byte[]> PNGS = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, byte[]> eldest) {
            return size() > KEPT;
        }
    };

    private ShapedPicture() {
    }

    /** The colour of a cell's ground ({@link ShapedBoard#LIGHT}, {@link ShapedBoard#MIDDLE}, {@link ShapedBoard#DARK}). */
    public static Color colour(int ground) {
        return switch (ground) {
            case ShapedBoard.LIGHT -> Tiles.LIGHT;
            case ShapedBoard.MIDDLE -> MIDDLE;
            default -> Tiles.DARK;
        };
    }

    /** The PNG of {@code board} for a mail, drawn on first use. The array is shared: never change it. */
    public static byte[] png(ShapedBoard board) {
        return kept(board.name(), () -> PalettePicture.png(image(board)));
    }

    /**
     * The PNG of {@code piece} alone on a transparent ground, {@link CellGeometry#pieceBox} of
     * {@code board} square, facing as the board shows it: a web page lays it over a cell of any shape.
     */
    public static byte[] piecePng(ShapedBoard board, Content piece) {
        int box = CellGeometry.of(board).pieceBox();
        return kept("piece." + board.look() + '.' + box + '.' + board.facesUp(piece) + '.' + piece, () -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try {
                ImageIO.write(pieceImage(board, piece, box), "png", out);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return out.toByteArray();
        });
    }

    /** The PNG kept under {@code name}, made by {@code drawing} (outside the lock) when not kept. */
    private static byte[] kept(String name, Supplier<byte[]> drawing) {
        synchronized (PNGS) {
            byte[] png = PNGS.get(name);
            if (png != null) {
                return png;
            }
        }
        byte[] png = drawing.get();
        synchronized (PNGS) {
            PNGS.putIfAbsent(name, png);
            return PNGS.get(name);
        }
    }

    /** The picture of {@code board}, {@link CellGeometry}'s size. */
    static BufferedImage image(ShapedBoard board) {
        CellGeometry geometry = CellGeometry.of(board);
        BufferedImage image = new BufferedImage(geometry.width(), geometry.height(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Tiles.MARGIN);
            g.fillRect(0, 0, geometry.width(), geometry.height());
            Graphics2D pen = Outlines.smooth(g);
            grounds(pen, board, geometry);
            marks(pen, board, geometry);
            pen.dispose();
            Map<Content, BufferedImage> pieces = new HashMap<>();
            for (Cell cell : board.cells()) {
                piece(g, board, geometry, cell, pieces);
            }
            labels(g, board, geometry);
        } finally {
            g.dispose();
        }
        return image;
    }

    /**
     * Each cell filled in its colour and edged in it too: neighbours overlap by a hair, so no
     * seam of the margin's colour shows between their soft edges.
     */
    private static void grounds(Graphics2D g, ShapedBoard board, CellGeometry geometry) {
        g.setStroke(new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
        for (Cell cell : board.cells()) {
            Shape outline = geometry.outline(cell.file(), cell.rank());
            g.setColor(colour(cell.ground()));
            g.fill(outline);
            g.draw(outline);
        }
    }

    /** The red glow under a king in check, and the last move's outline inside its cells' edges. */
    private static void marks(Graphics2D g, ShapedBoard board, CellGeometry geometry) {
        Shape clip = g.getClip();
        float stroke = Math.max(2, board.size() / 14f);
        for (Cell cell : board.cells()) {
            Shape outline = geometry.outline(cell.file(), cell.rank());
            g.clip(outline);
            if (cell.checked()) {
                Point2D centre = geometry.centre(cell.file(), cell.rank());
                float radius = board.size() * 0.5f;
                g.setPaint(new RadialGradientPaint(centre, radius, new float[] {0f, 0.75f, 1f},
                        new Color[] {Tiles.CHECK, Tiles.CHECK, new Color(Tiles.CHECK.getRGB() & 0xFFFFFF, true)},
                        MultipleGradientPaint.CycleMethod.NO_CYCLE));
                g.fill(outline);
            }
            if (cell.changed()) {
                g.setColor(Tiles.LAST_MOVE);
                g.setStroke(new BasicStroke(2 * stroke));
                g.draw(outline); // half the stroke falls inside the clip: an outline inside the edge
            }
            g.setClip(clip);
        }
    }

    /**
     * The piece in a box of {@link CellGeometry#pieceBox} centred on the cell, copied from its
     * picture in {@code pieces}, drawn there on first sight: a board's thirty pieces are a dozen kinds.
     */
    private static void piece(Graphics2D g, ShapedBoard board, CellGeometry geometry, Cell cell,
            Map<Content, BufferedImage> pieces) {
        if (cell.piece().shape() == Grid.Shape.NONE) {
            return;
        }
        Point2D centre = geometry.centre(cell.file(), cell.rank());
        int box = geometry.pieceBox();
        BufferedImage art = pieces.computeIfAbsent(cell.piece(), piece -> pieceImage(board, piece, box));
        g.drawImage(art, (int) Math.round(centre.getX() - box / 2.0), (int) Math.round(centre.getY() - box / 2.0),
                null);
    }

    /** The piece alone on a transparent ground, {@code box} pixels square. */
    private static BufferedImage pieceImage(ShapedBoard board, Content piece, int box) {
        BufferedImage image = new BufferedImage(box, box, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            PieceArt.draw(g, board.look(), piece, board.facesUp(piece), 0, 0, box);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The coordinates; those over the cells (a ring's numbers) edged in the margin's colour so they read on any cell. */
    private static void labels(Graphics2D g, ShapedBoard board, CellGeometry geometry) {
        Graphics2D pen = Outlines.smooth(g);
        pen.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, Math.max(9, board.size() / 3));
        pen.setFont(font);
        FontMetrics metrics = pen.getFontMetrics();
        for (CellGeometry.Label label : geometry.labels()) {
            float x = (float) (label.x() - metrics.stringWidth(label.text()) / 2.0);
            float y = (float) (label.y() + (metrics.getAscent() - metrics.getDescent()) / 2.0);
            if (label.onBoard()) {
                Shape text = new TextLayout(label.text(), font, pen.getFontRenderContext())
                        .getOutline(java.awt.geom.AffineTransform.getTranslateInstance(x, y));
                pen.setColor(Tiles.MARGIN);
                pen.setStroke(new BasicStroke(Math.max(2f, board.size() / 16f), BasicStroke.CAP_ROUND,
                        BasicStroke.JOIN_ROUND));
                pen.draw(text);
                pen.setColor(Color.DARK_GRAY);
                pen.fill(text);
            } else {
                pen.setColor(Color.DARK_GRAY);
                pen.drawString(label.text(), x, y);
            }
        }
        pen.dispose();
    }
}
