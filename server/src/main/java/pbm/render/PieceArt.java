package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RadialGradientPaint;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Look;
import pbm.rules.Grid.Shape;

/**
 * One piece drawn as the players of its game draw it, centred in a square box over a
 * background already drawn. The token every look falls back to is a disc in the side's colour
 * with the piece's letter (a crowned disc for a draughts king).
 */
final class PieceArt {
    /** White's pieces. */
    static final Color WHITE_PIECE = new Color(0xFA, 0xFA, 0xFA);
    /** Black's pieces. */
    static final Color BLACK_PIECE = new Color(0x22, 0x22, 0x22);

    private PieceArt() {
    }

    /**
     * Draws {@code piece} of {@code look} in the box ({@code x}, {@code y}, {@code size} square);
     * {@code up}: the piece faces the top of the picture (shogi's pieces point at the opponent).
     * A piece its look has no figure for, or whose font is missing, is the lettered {@link #token}.
     */
    static void draw(Graphics2D g, Look look, Content piece, boolean up, int x, int y, int size) {
        draw(g, Fonts.SYSTEM, look, piece, up, x, y, size);
    }

    /** {@link #draw} with the fonts of {@code fonts} (tests take fonts away). */
    static void draw(Graphics2D g, Fonts fonts, Look look, Content piece, boolean up, int x, int y, int size) {
        if (piece.shape() == Shape.NONE) {
            return;
        }
        boolean drawn = isTranslation(g) ? drawnApart(g, fonts, look, piece, up, x, y, size)
                : drawnOn(g, fonts, look, piece, up, x, y, size);
        if (!drawn) {
            token(g, piece, x, y, size);
        }
    }

    /**
     * Draws the figure on an image of its own, laid over {@code g} at ({@code x}, {@code y}): the
     * same pixels wherever the box is (a gradient's rounding would otherwise follow the position),
     * so a piece drawn in a whole board is the piece drawn in its tile.
     */
    private static boolean drawnApart(Graphics2D g, Fonts fonts, Look look, Content piece, boolean up, int x, int y,
            int size) {
        BufferedImage art = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D canvas = art.createGraphics();
        boolean drawn = drawnOn(canvas, fonts, look, piece, up, 0, 0, size);
        canvas.dispose();
        if (drawn) {
            g.drawImage(art, x, y, null);
        }
        return drawn;
    }

    /** Draws the figure straight on {@code g}, antialiased, leaving {@code g}'s settings as they were. */
    private static boolean drawnOn(Graphics2D g, Fonts fonts, Look look, Content piece, boolean up, int x, int y,
            int size) {
        Graphics2D pen = Outlines.smooth(g);
        try {
            return figure(pen, fonts, look, piece, up, x, y, size);
        } finally {
            pen.dispose();
        }
    }

    /** Whether {@code g} draws in device pixels, moved at most: an image of the piece then loses nothing. */
    private static boolean isTranslation(Graphics2D g) {
        AffineTransform transform = g.getTransform();
        return (transform.getType() & ~AffineTransform.TYPE_TRANSLATION) == 0
                && transform.getTranslateX() == Math.rint(transform.getTranslateX())
                && transform.getTranslateY() == Math.rint(transform.getTranslateY());
    }

    /** Draws the look's own figure of the piece; false when it has none (nothing drawn). */
    private static boolean figure(Graphics2D g, Fonts fonts, Look look, Content piece, boolean up, int x, int y,
            int size) {
        String kind = piece.kind();
        return switch (look) {
            case CHESS -> ChessFigures.draw(g, fonts, kind, piece.light(), x, y, size);
            case SHOGI -> ShogiPieces.draw(g, fonts, kind, piece.letter(), piece.light(), piece.promoted(), up,
                    x, y, size);
            case XIANGQI -> ChinesePieces.drawXiangqi(g, fonts, kind, piece.light(), x, y, size);
            case JANGGI -> ChinesePieces.drawJanggi(g, fonts, kind, piece.light(), x, y, size);
            case DISCS -> disc(g, piece.light(), x, y, size);
            case DRAUGHTS -> false;
        };
    }

    /** Whether {@code look} draws a piece of {@code kind} with a figure its players know (no legend needed). */
    static boolean known(Look look, String kind) {
        return known(Fonts.SYSTEM, look, kind);
    }

    /** {@link #known} with the fonts of {@code fonts}: a figure whose font is missing is a token, not known. */
    static boolean known(Fonts fonts, Look look, String kind) {
        return switch (look) {
            case CHESS -> ChessFigures.hasFigure(kind) && ChessFigures.fontShows(fonts);
            case SHOGI -> ShogiPieces.hasKanji(kind)
                    && fonts.shows(ShogiPieces.kanji(kind, true, false), Fonts.MINCHO, Fonts.MICRO_HEI);
            case XIANGQI -> ChinesePieces.xiangqiKnows(kind)
                    && fonts.shows(ChinesePieces.character(false, kind, true), Fonts.MICRO_HEI);
            case JANGGI -> ChinesePieces.janggiKnows(kind)
                    && fonts.shows(ChinesePieces.character(true, kind, true), Fonts.MICRO_HEI);
            case DISCS, DRAUGHTS -> true;
        };
    }

    /** Othello's and Clobber's stones: black or white, lit from the upper left, filling most of the box. */
    private static boolean disc(Graphics2D g, boolean light, int x, int y, int size) {
        double diameter = size * 0.84;
        double left = x + (size - diameter) / 2;
        double top = y + (size - diameter) / 2;
        Color[] shades = light ? new Color[] {Color.WHITE, new Color(0xD8, 0xD8, 0xD8)}
                : new Color[] {new Color(0x55, 0x55, 0x55), new Color(0x0C, 0x0C, 0x0C)};
        g.setPaint(new RadialGradientPaint((float) (left + diameter * 0.35), (float) (top + diameter * 0.3),
                (float) (diameter * 0.8), new float[] {0f, 1f}, shades));
        Ellipse2D.Double stone = new Ellipse2D.Double(left, top, diameter, diameter);
        g.fill(stone);
        g.setColor(light ? new Color(0x44, 0x44, 0x44) : Color.BLACK);
        g.setStroke(new BasicStroke((float) Math.max(1, size / 40.0)));
        g.draw(stone);
        return true;
    }

    /** A disc in the side's colour; a king gets a second ring and a K, a lettered piece its letter. */
    static void token(Graphics2D g, Content content, int x, int y, int square) {
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
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, square / 2));
        FontMetrics metrics = g.getFontMetrics();
        g.drawString(letter, x + (square - metrics.stringWidth(letter)) / 2,
                y + (square + metrics.getAscent() - metrics.getDescent()) / 2);
    }
}
