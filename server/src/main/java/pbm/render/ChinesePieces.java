package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.Map;

/**
 * Xiangqi's and janggi's pieces, centred on the point of the lined board the caller's box is
 * around. Xiangqi: an ivory disc with a ring and the character in red for Red (the light side,
 * moving first) and black for Black. Janggi: an octagon sized by rank, Cho's characters (the
 * light side, moving first) in green and Han's in red.
 */
final class ChinesePieces {
    /** Xiangqi's characters: Red's, Black's. */
    private static final Map<String, String[]> XIANGQI = Map.of(
            "king", new String[] {"\u5E25", "\u5C07"},      // 帥, 將
            "fers", new String[] {"\u4ED5", "\u58EB"},      // 仕, 士
            "elephant", new String[] {"\u76F8", "\u8C61"},  // 相, 象
            "horse", new String[] {"\u508C", "\u99AC"},     // 傌, 馬
            "rook", new String[] {"\u4FE5", "\u8ECA"},      // 俥, 車
            "cannon", new String[] {"\u70AE", "\u7832"},    // 炮, 砲
            "soldier", new String[] {"\u5175", "\u5352"});  // 兵, 卒
    /** Janggi's characters: Cho's, Han's. */
    private static final Map<String, String[]> JANGGI = Map.of(
            "king", new String[] {"\u695A", "\u6F22"},          // 楚, 漢
            "wazir", new String[] {"\u58EB", "\u58EB"},         // 士
            "janggiElephant", new String[] {"\u8C61", "\u8C61"}, // 象
            "horse", new String[] {"\u99AC", "\u99AC"},         // 馬
            "rook", new String[] {"\u8ECA", "\u8ECA"},          // 車
            "janggiCannon", new String[] {"\u5305", "\u5305"},  // 包
            "soldier", new String[] {"\u5352", "\u5175"});      // 卒, 兵
    /** Janggi's pieces come in three sizes: the king, the middle pieces, the guards and soldiers. */
    private static final Map<String, Double> JANGGI_SIZE = Map.of("king", 0.94, "rook", 0.8, "janggiCannon", 0.8,
            "horse", 0.8, "janggiElephant", 0.8, "wazir", 0.66, "soldier", 0.66);
    static final Color RED = new Color(0xC0, 0x18, 0x1F);
    static final Color BLACK = new Color(0x1A, 0x1A, 0x1A);
    static final Color GREEN = new Color(0x0B, 0x6E, 0x4F);
    private static final Color IVORY = new Color(0xFA, 0xEE, 0xD2);
    private static final Color RIM = new Color(0x6B, 0x4E, 0x2A);

    private ChinesePieces() {
    }

    /** Whether xiangqi draws {@code kind} with its character. */
    static boolean xiangqiKnows(String kind) {
        return kind != null && XIANGQI.containsKey(kind);
    }

    /** Whether janggi draws {@code kind} with its character. */
    static boolean janggiKnows(String kind) {
        return kind != null && JANGGI.containsKey(kind);
    }

    /** The character of {@code kind} in {@code table}, the light side's or the other's; null when unknown. */
    static String character(boolean janggi, String kind, boolean light) {
        String[] both = (janggi ? JANGGI : XIANGQI).get(kind);
        return both == null ? null : both[light ? 0 : 1];
    }

    /** Draws a xiangqi piece; false (nothing drawn) for an unknown kind or a missing font. */
    static boolean drawXiangqi(Graphics2D g, Fonts fonts, String kind, boolean light, int x, int y, int size) {
        String text = kind == null ? null : character(false, kind, light);
        Font font = text == null ? null : fonts.find(text, Fonts.MICRO_HEI);
        if (font == null) {
            return false;
        }
        double centreX = x + size / 2.0;
        double centreY = y + size / 2.0;
        double diameter = size * 0.88;
        body(g, new Ellipse2D.Double(centreX - diameter / 2, centreY - diameter / 2, diameter, diameter), size);
        Color ink = light ? RED : BLACK;
        double ring = diameter * 0.82;
        g.setColor(ink);
        g.setStroke(new BasicStroke((float) Math.max(1, size / 40.0)));
        g.draw(new Ellipse2D.Double(centreX - ring / 2, centreY - ring / 2, ring, ring));
        character(g, fonts, font, text, centreX, centreY, diameter * 0.58);
        return true;
    }

    /** Draws a janggi piece; false (nothing drawn) for an unknown kind or a missing font. */
    static boolean drawJanggi(Graphics2D g, Fonts fonts, String kind, boolean light, int x, int y, int size) {
        String text = kind == null ? null : character(true, kind, light);
        Font font = text == null ? null : fonts.find(text, Fonts.MICRO_HEI);
        if (font == null) {
            return false;
        }
        double centreX = x + size / 2.0;
        double centreY = y + size / 2.0;
        double width = size * JANGGI_SIZE.get(kind);
        body(g, octagon(centreX, centreY, width), size);
        g.setColor(light ? GREEN : RED);
        character(g, fonts, font, text, centreX, centreY, width * 0.62);
        return true;
    }

    /** The piece's ivory body with a dark rim; flat, as a shaded one makes each tile's PNG several times larger. */
    private static void body(Graphics2D g, Shape body, int size) {
        g.setColor(IVORY);
        g.fill(body);
        g.setColor(RIM);
        g.setStroke(new BasicStroke((float) Math.max(1, size / 36.0)));
        g.draw(body);
    }

    /** {@code text} about {@code em} high, its middle on the point. */
    private static void character(Graphics2D g, Fonts fonts, Font font, String text, double centreX, double centreY,
            double em) {
        Shape glyph = Outlines.place(fonts.outline(font, text), centreX, centreY, em / Fonts.outlineSize(), false);
        g.fill(glyph);
        g.setStroke(new BasicStroke((float) (em / 40)));
        g.draw(glyph);
    }

    /** A regular octagon {@code width} across its flat sides, standing on one. */
    private static Shape octagon(double centreX, double centreY, double width) {
        double radius = width / 2 / Math.cos(Math.PI / 8);
        Path2D.Double path = new Path2D.Double();
        for (int corner = 0; corner < 8; corner++) {
            double angle = Math.PI / 8 + corner * Math.PI / 4;
            double px = centreX + radius * Math.cos(angle);
            double py = centreY + radius * Math.sin(angle);
            if (corner == 0) {
                path.moveTo(px, py);
            } else {
                path.lineTo(px, py);
            }
        }
        path.closePath();
        return path;
    }
}
