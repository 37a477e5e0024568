package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.MultipleGradientPaint;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBuffer;
import java.awt.image.IndexColorModel;
import java.awt.image.WritableRaster;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.imageio.ImageIO;
import pbm.rules.Grid.Look;
import pbm.rules.Grid.Shape;

/**
 * Draws {@link Tile}s and keeps the PNGs of the last few thousand: a board mail shows each
 * distinct tile once however often it recurs, and a tile seen before is not drawn again.
 */
public final class Tiles {
    /** The light squares' colour. */
    public static final Color LIGHT = new Color(0xF0, 0xD9, 0xB5);
    /** The dark squares' colour. */
    public static final Color DARK = new Color(0xB5, 0x88, 0x63);
    /** Shogi's board, kaya wood. */
    public static final Color WOOD = new Color(0xE6, 0xC0, 0x72);
    /** Xiangqi's and janggi's board. */
    public static final Color PAPER = new Color(0xF3, 0xDA, 0xA8);
    /** Othello's board. */
    public static final Color GREEN = new Color(0x1F, 0x7A, 0x3E);
    /** The lines of lined boards. */
    public static final Color LINE = new Color(0x3A, 0x2A, 0x1A);
    /** The margin, and a piece in hand's ground. */
    public static final Color MARGIN = Color.WHITE;
    /** The outline of the last move's squares. */
    public static final Color LAST_MOVE = new Color(0x1E, 0x90, 0xFF);
    /** The glow under a king in check. */
    public static final Color CHECK = new Color(0xE0, 0x20, 0x20);
    /** White's draughts men and lettered pieces. */
    public static final Color WHITE_PIECE = PieceArt.WHITE_PIECE;
    /** Black's draughts men and lettered pieces. */
    public static final Color BLACK_PIECE = PieceArt.BLACK_PIECE;
    /** The most PNGs kept (a few KiB each). */
    private static final int KEPT = 4096;

    private static final Map<String, byte[]> PNGS = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, byte[]> eldest) {
            return size() > KEPT;
        }
    };

    private Tiles() {
    }

    /** The PNG of {@code tile}, drawn on first use. The array is shared: never change it. */
    public static byte[] png(Tile tile) {
        String name = tile.name();
        synchronized (PNGS) {
            byte[] png = PNGS.get(name);
            if (png != null) {
                return png;
            }
        }
        byte[] png = encode(image(tile));
        synchronized (PNGS) {
            PNGS.putIfAbsent(name, png);
            return PNGS.get(name);
        }
    }

    /**
     * ImageIO's PNG (it tries every filter on every row; a tile is encoded once) of the tile in
     * at most 256 colours ({@link #indexed}), a third to a half smaller than the same pixels in
     * RGB, so a board mail of 20 to 30 tiles stays small.
     */
    private static byte[] encode(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(indexed(image), "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * The tile with a palette: the colours that fill areas (the square, the piece's body, the
     * lines) exactly, and the few pixels of each soft edge rounded to 16 levels a channel (8
     * where 16 leave too many colours), which the eye cannot tell apart at twice the size
     * shown. RGB when even so more than 256 colours remain.
     */
    static BufferedImage indexed(BufferedImage image) {
        int width = image.getWidth();
        int[] pixels = image.getRGB(0, 0, width, image.getHeight(), null, 0, width);
        Map<Integer, Integer> counts = new HashMap<>();
        for (int pixel : pixels) {
            counts.merge(pixel & 0xFFFFFF, 1, Integer::sum);
        }
        for (int levels : new int[] {256, 16, 8}) {
            Map<Integer, Integer> palette = new LinkedHashMap<>();
            int[] shown = new int[pixels.length];
            for (int i = 0; i < pixels.length && palette.size() <= 256; i++) {
                int colour = pixels[i] & 0xFFFFFF;
                shown[i] = counts.get(colour) >= AREA_PIXELS ? colour : rounded(colour, levels);
                palette.putIfAbsent(shown[i], palette.size());
            }
            if (palette.size() <= 256) {
                return withPalette(shown, width, palette);
            }
        }
        return image;
    }

    private static BufferedImage withPalette(int[] pixels, int width, Map<Integer, Integer> palette) {
        int[] colours = palette.keySet().stream().mapToInt(Integer::intValue).toArray();
        IndexColorModel model = new IndexColorModel(8, colours.length, colours, 0, false, -1, DataBuffer.TYPE_BYTE);
        BufferedImage indexed = new BufferedImage(width, pixels.length / width, BufferedImage.TYPE_BYTE_INDEXED, model);
        WritableRaster raster = indexed.getRaster();
        for (int i = 0; i < pixels.length; i++) {
            raster.setSample(i % width, i / width, 0, palette.get(pixels[i]));
        }
        return indexed;
    }

    /** A colour that fills at least this many pixels of a tile is an area's, kept exactly. */
    private static final int AREA_PIXELS = 12;

    /** Each channel to the nearest of {@code levels} evenly spaced levels from 0 to 255 (256: as it is). */
    static int rounded(int colour, int levels) {
        if (levels == 256) {
            return colour;
        }
        int step = 255 / (levels - 1);
        int rounded = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int channel = colour >> shift & 0xFF;
            rounded |= Math.min(255, (channel + step / 2) / step * step) << shift;
        }
        return rounded;
    }

    /** The PNG of the tile {@code name} names ({@link Tile#parse}). */
    public static byte[] png(String name) {
        return png(Tile.parse(name));
    }

    /** The tile alone, {@code tile.size()} pixels square. */
    static BufferedImage image(Tile tile) {
        BufferedImage image = new BufferedImage(tile.size(), tile.size(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            draw(g, tile, 0, 0);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Draws {@code tile} with its top left corner at ({@code x}, {@code y}). */
    static void draw(Graphics2D g, Tile tile, int x, int y) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        int size = tile.size();
        java.awt.Shape clip = g.getClip();
        g.clipRect(x, y, size, size); // a line's soft edge stays in its own tile, as in the tile alone
        try {
            layers(g, tile, x, y);
        } finally {
            g.setClip(clip);
        }
    }

    /** The ground, the check's glow, the last move's outline and the piece. */
    private static void layers(Graphics2D g, Tile tile, int x, int y) {
        int size = tile.size();
        ground(g, tile, x, y);
        if (tile.checked()) {
            float radius = size * 0.5f;
            g.setPaint(new RadialGradientPaint(x + radius, y + radius, radius, new float[] {0f, 0.75f, 1f},
                    new Color[] {CHECK, CHECK,
                        new Color(CHECK.getRed(), CHECK.getGreen(), CHECK.getBlue(), 0)},
                    MultipleGradientPaint.CycleMethod.NO_CYCLE));
            g.fillRect(x, y, size, size);
        }
        if (tile.outlined()) {
            g.setColor(LAST_MOVE);
            float stroke = Math.max(2, size / 14f);
            g.setStroke(new BasicStroke(stroke));
            int inset = Math.max(1, Math.round(stroke / 2));
            g.drawRect(x + inset, y + inset, size - 2 * inset - 1, size - 2 * inset - 1);
        }
        if (tile.piece().shape() != Shape.NONE) {
            PieceArt.draw(g, tile.look(), tile.piece(), tile.up(), x, y, size);
        }
    }

    /** The cell under the piece: a square of the look's board, a point with its lines, or the margin. */
    private static void ground(Graphics2D g, Tile tile, int x, int y) {
        int size = tile.size();
        if (tile.ground() == Tile.HAND) {
            g.setColor(MARGIN);
            g.fillRect(x, y, size, size);
            return;
        }
        Look look = tile.look();
        switch (look) {
            case SHOGI, DISCS -> {
                g.setColor(look == Look.SHOGI ? WOOD : GREEN);
                g.fillRect(x, y, size, size);
                g.setColor(look == Look.SHOGI ? LINE : Color.BLACK);
                int line = Math.max(1, size / 64);
                g.fillRect(x, y, size, line);
                g.fillRect(x, y, line, size);
                g.fillRect(x, y + size - line, size, line);
                g.fillRect(x + size - line, y, line, size);
            }
            case XIANGQI, JANGGI -> point(g, tile.ground(), x, y, size);
            default -> {
                g.setColor(tile.ground() == 1 ? DARK : LIGHT);
                g.fillRect(x, y, size, size);
            }
        }
    }

    /** A point of a lined board: the lines leave the centre towards the edges {@code lines} names. */
    private static void point(Graphics2D g, int lines, int x, int y, int size) {
        g.setColor(PAPER);
        g.fillRect(x, y, size, size);
        g.setColor(LINE);
        float width = Math.max(1.5f, size / 40f);
        g.setStroke(new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER));
        float centre = size / 2f;
        g.fill(new Rectangle2D.Float(x + centre - width / 2, y + centre - width / 2, width, width));
        int[][] ends = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
        for (int bit = 0; bit < ends.length; bit++) {
            if ((lines & 1 << bit) != 0) {
                g.draw(new Line2D.Float(x + centre, y + centre, x + centre + ends[bit][0] * centre,
                        y + centre + ends[bit][1] * centre));
            }
        }
    }
}
