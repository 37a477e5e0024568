package pbm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Path2D;
import java.util.Map;

/**
 * Shogi's pieces: a wooden pentagon pointing at the opponent with the piece's kanji, black on an
 * unpromoted piece and red on a promoted one, the whole piece turned round for Gote. Pieces are
 * sized by rank as in real sets, the king largest and the pawn smallest. A kind shogi does not
 * know is a pentagon with its letter.
 */
final class ShogiPieces {
    /** Kanji of each kind: unpromoted, promoted (one character each, as diagrams write them). */
    private static final Map<String, String[]> KANJI = Map.of(
            "shogiPawn", new String[] {"\u6B69", "\u3068"},   // 歩, と
            "lance", new String[] {"\u9999", "\u674F"},       // 香, 杏
            "shogiKnight", new String[] {"\u6842", "\u572D"}, // 桂, 圭
            "silver", new String[] {"\u9280", "\u5168"},      // 銀, 全
            "gold", new String[] {"\u91D1", "\u91D1"},        // 金 (does not promote)
            "bishop", new String[] {"\u89D2", "\u99AC"},      // 角, 馬
            "rook", new String[] {"\u98DB", "\u9F8D"},        // 飛, 龍
            "dragonHorse", new String[] {"\u99AC", "\u99AC"}, // 馬: a promoted bishop
            "bers", new String[] {"\u9F8D", "\u9F8D"});       // 龍: a promoted rook
    /** The two kings: Sente's 玉 (the light side) and Gote's 王. */
    private static final String SENTE_KING = "\u7389";
    private static final String GOTE_KING = "\u738B";
    /** Size of each kind against the king's, as in real sets. */
    private static final Map<String, Double> RANK = Map.of("king", 1.0, "rook", 0.96, "bishop", 0.96,
            "dragonHorse", 0.96, "bers", 0.96, "gold", 0.93, "silver", 0.93, "shogiKnight", 0.9,
            "lance", 0.87, "shogiPawn", 0.84);
    private static final Color WOOD = new Color(0xF4, 0xD9, 0x9A);
    private static final Color EDGE = new Color(0x4A, 0x33, 0x1A);
    /** Promoted pieces' characters. */
    static final Color RED = new Color(0xC8, 0x10, 0x1E);
    private static final Color INK = new Color(0x14, 0x10, 0x0C);

    private ShogiPieces() {
    }

    /** Whether shogi draws {@code kind} with its kanji. */
    static boolean hasKanji(String kind) {
        return "king".equals(kind) || KANJI.containsKey(kind);
    }

    /** The kanji of a shogi kind, null for a kind shogi does not know. */
    static String kanji(String kind, boolean light, boolean promoted) {
        if ("king".equals(kind)) {
            return light ? SENTE_KING : GOTE_KING;
        }
        String[] both = KANJI.get(kind);
        return both == null ? null : both[promoted ? 1 : 0];
    }

    /**
     * Draws the piece in its box; false (nothing drawn) when its kanji has no font, so the caller
     * draws the token. Unknown kinds carry their letter.
     */
    static boolean draw(Graphics2D g, Fonts fonts, String kind, String letter, boolean light, boolean promoted,
            boolean up, int x, int y, int size) {
        String text = kanji(kind, light, promoted);
        Font font = text == null ? new Font(Font.SANS_SERIF, Font.BOLD, 1)
                : fonts.find(text, Fonts.MINCHO, Fonts.MICRO_HEI);
        if (font == null) {
            return false;
        }
        double centreX = x + size / 2.0;
        double centreY = y + size / 2.0;
        if (!up) {
            g.rotate(Math.PI, centreX, centreY);
        }
        double height = size * 0.92 * RANK.getOrDefault(kind, 0.9);
        double width = height * 0.82;
        double top = centreY - height / 2;
        Shape pentagon = pentagon(centreX, top, width, height);
        g.setColor(WOOD); // flat: a gradient would make each tile's PNG several times larger
        g.fill(pentagon);
        g.setColor(EDGE);
        g.setStroke(new BasicStroke((float) Math.max(1, size / 36.0), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(pentagon);
        String shown = text == null ? (letter == null ? "?" : letter) : text;
        g.setColor(promoted || "dragonHorse".equals(kind) || "bers".equals(kind) ? RED : INK);
        double scale = width * (text == null ? 0.62 : 0.7) / Fonts.outlineSize();
        Shape glyph = Outlines.place(fonts.outline(font, shown), centreX, top + height * 0.6, scale, false);
        g.fill(glyph);
        g.setStroke(new BasicStroke((float) (width / 90))); // Mincho's thin strokes, a little heavier
        g.draw(glyph);
        return true;
    }

    /** The piece's outline, point up: the shoulders a quarter down, narrower than the base. */
    private static Shape pentagon(double centreX, double top, double width, double height) {
        Path2D.Double path = new Path2D.Double();
        path.moveTo(centreX, top);
        path.lineTo(centreX + width * 0.4, top + height * 0.24);
        path.lineTo(centreX + width / 2, top + height);
        path.lineTo(centreX - width / 2, top + height);
        path.lineTo(centreX - width * 0.4, top + height * 0.24);
        path.closePath();
        return path;
    }
}
