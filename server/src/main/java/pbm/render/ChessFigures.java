package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.util.Map;
import java.util.Set;

/**
 * Chess figurines from the DejaVu Sans chess glyphs. A White piece is the solid glyph's
 * silhouette in white under the outline glyph in black; a Black piece is the solid glyph in
 * dark over its silhouette in light, which edges it and lights the lines inside it, so it
 * reads on dark squares as well.
 *
 * <p>Fairy pieces follow the chess problemists' figures where they have one: a grasshopper is
 * a queen turned upside down, a nightrider a knight turned upside down. The compounds with the
 * knight (archbishop = bishop + knight, chancellor = rook + knight, amazon = queen + knight)
 * are drawn as the two figures side by side, the knight behind on the left, as variant sites
 * draw them. A commoner (a king that is not royal) gets no figure: a king's would say royal,
 * so it keeps its lettered token, as every other fairy piece does.
 */
final class ChessFigures {
    /** The solid (Black) glyph of each orthodox piece; its outline (White) glyph is 6 before it. */
    private static final Map<String, Character> SOLID = Map.of("king", '\u265A', "queen", '\u265B',
            "rook", '\u265C', "bishop", '\u265D', "knight", '\u265E', "pawn", '\u265F');
    /** Problemists' pieces: the orthodox figure turned upside down. */
    private static final Map<String, String> TURNED = Map.of("grasshopper", "queen", "nightrider", "knight");
    /** Compounds with the knight: the other figure, drawn in front of the knight. */
    private static final Map<String, String> WITH_KNIGHT = Map.of(
            "archbishop", "bishop", "chancellor", "rook", "amazon", "queen");
    private static final String ALL_GLYPHS = "\u2654\u2655\u2656\u2657\u2658\u2659\u265A\u265B\u265C\u265D\u265E\u265F";
    /** Figures fill this much of the square's height (the tallest figure does). */
    private static final double HEIGHT = 0.84;

    private ChessFigures() {
    }

    /** Whether {@code kind} has a figure here. */
    static boolean hasFigure(String kind) {
        return kind != null && (SOLID.containsKey(kind) || TURNED.containsKey(kind) || WITH_KNIGHT.containsKey(kind));
    }

    /** Whether the figures' font is there to draw them, without logging. */
    static boolean fontShows(Fonts fonts) {
        return fonts.shows(ALL_GLYPHS, Fonts.DEJAVU);
    }

    /** Draws {@code kind}'s figure; false (nothing drawn) when it has none or the font is missing. */
    static boolean draw(Graphics2D g, Fonts fonts, String kind, boolean light, int x, int y, int size) {
        if (!hasFigure(kind)) {
            return false;
        }
        Font font = fonts.find(ALL_GLYPHS, Fonts.DEJAVU);
        if (font == null) {
            return false;
        }
        double scale = scale(fonts, font, size);
        if (WITH_KNIGHT.containsKey(kind)) {
            double small = scale * 0.84;
            figure(g, fonts, font, "knight", light, x + size * 0.36, y + size * 0.56, small, false);
            figure(g, fonts, font, WITH_KNIGHT.get(kind), light, x + size * 0.64, y + size * 0.47, small, false);
        } else {
            String shown = TURNED.getOrDefault(kind, kind);
            figure(g, fonts, font, shown, light, x + size / 2.0, y + size / 2.0, scale, TURNED.containsKey(kind));
        }
        return true;
    }

    /** One scale for every figure, so a pawn stays smaller than a king: the tallest fills {@link #HEIGHT}. */
    private static double scale(Fonts fonts, Font font, int size) {
        double tallest = 0;
        for (char solid : SOLID.values()) {
            Rectangle2D bounds = fonts.bounds(font, String.valueOf(solid));
            tallest = Math.max(tallest, Math.max(bounds.getHeight(), bounds.getWidth()));
        }
        return size * HEIGHT / tallest;
    }

    /** The figure of orthodox {@code kind} centred on ({@code centreX}, {@code centreY}). */
    private static void figure(Graphics2D g, Fonts fonts, Font font, String kind, boolean light,
            double centreX, double centreY, double scale, boolean turned) {
        char solidGlyph = SOLID.get(kind);
        Shape solid = Outlines.place(fonts.outline(font, String.valueOf(solidGlyph)), centreX, centreY, scale, turned);
        Shape silhouette = Outlines.silhouette(solid);
        if (light) {
            g.setColor(PieceArt.WHITE_PIECE);
            g.fill(silhouette);
            Shape outline = Outlines.place(fonts.outline(font, String.valueOf((char) (solidGlyph - 6))),
                    centreX, centreY, scale, turned);
            g.setColor(Color.BLACK);
            g.fill(outline);
        } else {
            Color edge = new Color(0xF2, 0xF2, 0xF2);
            g.setColor(edge);
            g.setStroke(new BasicStroke((float) Math.max(1.2, scale * 3.2), BasicStroke.CAP_ROUND,
                    BasicStroke.JOIN_ROUND));
            g.draw(silhouette);
            g.fill(silhouette);
            g.setColor(PieceArt.BLACK_PIECE);
            g.fill(solid);
        }
    }
}
