package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
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
     */
    static void draw(Graphics2D g, Look look, Content piece, boolean up, int x, int y, int size) {
        token(g, piece, x, y, size);
    }

    /** Whether {@code look} draws a piece of {@code kind} with a figure its players know (no legend needed). */
    static boolean known(Look look, String kind) {
        return false;
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
