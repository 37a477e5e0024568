package pbm.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Look;
import pbm.rules.Grid.Shape;

/** A sheet of every look's pieces on light and dark squares, for the eye. */
final class PieceSheet {
    static final Color LIGHT = new Color(0xF0, 0xD9, 0xB5);
    static final Color DARK = new Color(0xB5, 0x88, 0x63);
    static final Color GREEN = new Color(0x2E, 0x7D, 0x32);

    record Row(Look look, List<String> kinds, boolean promoted) {
    }

    static final List<Row> ROWS = List.of(
            new Row(Look.CHESS, List.of("king", "queen", "rook", "bishop", "knight", "pawn", "archbishop",
                    "chancellor", "amazon", "grasshopper", "nightrider", "commoner", "camel"), false),
            new Row(Look.SHOGI, List.of("king", "rook", "bishop", "gold", "silver", "shogiKnight", "lance",
                    "shogiPawn", "dragonHorse", "bers", "customPiece1"), false),
            new Row(Look.SHOGI, List.of("rook", "bishop", "silver", "shogiKnight", "lance", "shogiPawn"), true),
            new Row(Look.XIANGQI, List.of("king", "fers", "elephant", "horse", "rook", "cannon", "soldier"), false),
            new Row(Look.JANGGI, List.of("king", "wazir", "janggiElephant", "horse", "rook", "janggiCannon",
                    "soldier"), false),
            new Row(Look.DISCS, List.of("immobile"), false),
            new Row(Look.DRAUGHTS, List.of("man", "king"), false));

    private PieceSheet() {
    }

    /** Each row: the kinds for the light side then the other side (facing down), at {@code size}. */
    static BufferedImage sheet(int size) {
        int columns = ROWS.stream().mapToInt(row -> row.kinds().size()).max().orElse(1) * 2;
        BufferedImage image = new BufferedImage(columns * size, ROWS.size() * size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.GRAY);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        for (int r = 0; r < ROWS.size(); r++) {
            Row row = ROWS.get(r);
            int column = 0;
            for (boolean light : new boolean[] {true, false}) {
                for (String kind : row.kinds()) {
                    int x = column * size;
                    int y = r * size;
                    g.setColor(row.look() == Look.DISCS ? GREEN : (column + r) % 2 == 0 ? LIGHT : DARK);
                    g.fillRect(x, y, size, size);
                    PieceArt.draw(g, row.look(), piece(row.look(), kind, light, row.promoted()), light, x, y, size);
                    column++;
                }
            }
        }
        g.dispose();
        return image;
    }

    static Content piece(Look look, String kind, boolean light, boolean promoted) {
        if (look == Look.DRAUGHTS) {
            return new Content("king".equals(kind) ? Shape.CROWNED_DISC : Shape.DISC, light, null);
        }
        String letter = kind.substring(0, 1).toUpperCase(java.util.Locale.ROOT);
        return new Content(Shape.LETTERED, light, letter, kind, promoted);
    }
}
