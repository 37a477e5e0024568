package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.Arrays;
import java.util.function.IntPredicate;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Look;
import pbm.rules.Grid.Shape;

/** Each look's pieces, drawn into an image and read back pixel by pixel. */
class PieceArtTest {
    private static final int SIZE = 80;
    private static final Color SQUARE = PieceSheet.DARK;
    /** Fonts with none installed: every figure falls back to the token. */
    private static final Fonts NO_FONTS = new Fonts(family -> null);

    @Test
    void aWhiteKingIsWhiteInsideWithABlackOutline() {
        int[] pixels = drawn(Look.CHESS, piece("king", true, false), true, Fonts.SYSTEM);
        int white = count(pixels, PieceArtTest::white);
        int black = count(pixels, PieceArtTest::black);
        assertTrue(white > SIZE * SIZE / 20, "white inside: " + white);
        assertTrue(black > SIZE * SIZE / 40, "black outline: " + black);
        assertTrue(white > black, "more white than outline: " + white + " against " + black);
    }

    @Test
    void aBlackKnightIsMostlyDark() {
        int[] pixels = drawn(Look.CHESS, piece("knight", false, false), true, Fonts.SYSTEM);
        int dark = count(pixels, rgb -> brightness(rgb) < 70);
        int light = count(pixels, PieceArtTest::white);
        assertTrue(dark > SIZE * SIZE / 8, "a knight's body of dark pixels: " + dark);
        assertTrue(dark > 2 * light, "dark over its light edge: " + dark + " against " + light);
    }

    @Test
    void chessFiguresAreGlyphsNotTokensAndDifferByKind() {
        for (String kind : new String[] {"king", "queen", "rook", "bishop", "knight", "pawn", "archbishop",
                "chancellor", "amazon", "grasshopper", "nightrider"}) {
            Content piece = piece(kind, true, false);
            assertFalse(Arrays.equals(drawn(Look.CHESS, piece, true, Fonts.SYSTEM), token(piece)), kind);
        }
        assertFalse(Arrays.equals(drawn(Look.CHESS, piece("queen", true, false), true, Fonts.SYSTEM),
                drawn(Look.CHESS, piece("grasshopper", true, false), true, Fonts.SYSTEM)), "the grasshopper is turned");
    }

    @Test
    void piecesWithoutAFigureAreTokens() {
        for (String kind : new String[] {"camel", "commoner", "customPiece1", "shogiPawn"}) {
            Content piece = piece(kind, false, false);
            assertArrayEquals(token(piece), drawn(Look.CHESS, piece, true, Fonts.SYSTEM), kind);
        }
        Content cannon = piece("cannon", true, false);
        assertArrayEquals(token(cannon), drawn(Look.JANGGI, cannon, true, Fonts.SYSTEM), "xiangqi's cannon in janggi");
    }

    @Test
    void draughtsPiecesAreTheTokens() {
        for (Shape shape : new Shape[] {Shape.DISC, Shape.CROWNED_DISC}) {
            Content piece = new Content(shape, true, null);
            assertArrayEquals(token(piece), drawn(Look.DRAUGHTS, piece, true, Fonts.SYSTEM), shape.name());
        }
    }

    @Test
    void aMissingFontDrawsTheToken() {
        Content[] pieces = {piece("king", true, false), piece("rook", false, true), piece("horse", true, false)};
        Look[] looks = {Look.CHESS, Look.SHOGI, Look.XIANGQI};
        for (int i = 0; i < looks.length; i++) {
            assertArrayEquals(token(pieces[i]), drawn(looks[i], pieces[i], true, NO_FONTS), looks[i].name());
            assertFalse(Arrays.equals(token(pieces[i]), drawn(looks[i], pieces[i], true, Fonts.SYSTEM)),
                    looks[i] + " with its font");
        }
        Fonts noMincho = new Fonts(family -> family.equals(Fonts.MINCHO) ? null : Fonts.installed(family));
        Content pawn = piece("shogiPawn", true, false);
        assertFalse(Arrays.equals(token(pawn), drawn(Look.SHOGI, pawn, true, noMincho)), "shogi falls back to Micro Hei");
    }

    @Test
    void aPromotedShogiPieceIsRedAndAnUnpromotedOneIsNot() {
        assertTrue(count(drawn(Look.SHOGI, piece("rook", true, true), true, Fonts.SYSTEM), PieceArtTest::red) > 20);
        assertEquals(0, count(drawn(Look.SHOGI, piece("rook", true, false), true, Fonts.SYSTEM), PieceArtTest::red));
    }

    @Test
    void aShogiPiecePointsAtTheOpponent() {
        int[] sente = drawn(Look.SHOGI, piece("gold", true, false), true, Fonts.SYSTEM);
        int[] gote = drawn(Look.SHOGI, piece("gold", false, false), false, Fonts.SYSTEM);
        int top = SIZE / 10;
        int bottom = SIZE - 1 - SIZE / 10;
        int left = SIZE / 5;
        int right = SIZE - 1 - SIZE / 5;
        assertTrue(wood(sente, SIZE / 2, top) && !wood(sente, left, top) && !wood(sente, right, top), "Sente's point");
        assertTrue(wood(sente, left, bottom) && wood(sente, right, bottom), "Sente's base");
        assertTrue(wood(gote, SIZE / 2, bottom) && !wood(gote, left, bottom) && !wood(gote, right, bottom),
                "Gote's point");
        assertTrue(wood(gote, left, top) && wood(gote, right, top), "Gote's base");
    }

    @Test
    void xiangqiRedIsRedAndBlackIsNot() {
        assertTrue(count(drawn(Look.XIANGQI, piece("rook", true, false), true, Fonts.SYSTEM), PieceArtTest::red) > 20);
        assertEquals(0, count(drawn(Look.XIANGQI, piece("rook", false, false), true, Fonts.SYSTEM), PieceArtTest::red));
    }

    @Test
    void janggiKingIsLargerThanASoldier() {
        IntPredicate piece = rgb -> rgb != SQUARE.getRGB();
        int king = count(drawn(Look.JANGGI, piece("king", true, false), true, Fonts.SYSTEM), piece);
        int soldier = count(drawn(Look.JANGGI, piece("soldier", true, false), true, Fonts.SYSTEM), piece);
        assertTrue(king > soldier * 3 / 2, king + " against " + soldier);
    }

    @Test
    void othelloDiscsAreDarkAndLightInTheMiddle() {
        int middle = SIZE / 2 * SIZE + SIZE / 2;
        assertTrue(brightness(drawn(Look.DISCS, piece("immobile", false, false), true, Fonts.SYSTEM)[middle]) < 90);
        assertTrue(brightness(drawn(Look.DISCS, piece("immobile", true, false), true, Fonts.SYSTEM)[middle]) > 200);
    }

    @Test
    void knownKindsAreThoseWithFiguresAndFonts() {
        assertTrue(PieceArt.known(Look.CHESS, "knight"));
        assertTrue(PieceArt.known(Look.CHESS, "archbishop"));
        assertFalse(PieceArt.known(Look.CHESS, "camel"));
        assertFalse(PieceArt.known(Look.CHESS, "commoner"));
        assertFalse(PieceArt.known(Look.CHESS, "lance"));
        assertTrue(PieceArt.known(Look.SHOGI, "lance"));
        assertFalse(PieceArt.known(Look.SHOGI, "customPiece1"));
        assertTrue(PieceArt.known(Look.XIANGQI, "cannon"));
        assertFalse(PieceArt.known(Look.XIANGQI, "janggiCannon"));
        assertTrue(PieceArt.known(Look.JANGGI, "janggiCannon"));
        assertFalse(PieceArt.known(Look.JANGGI, "cannon"));
        assertTrue(PieceArt.known(Look.DISCS, "immobile"));
        assertFalse(PieceArt.known(NO_FONTS, Look.CHESS, "knight"), "no font, no figure");
        assertFalse(PieceArt.known(NO_FONTS, Look.SHOGI, "lance"), "no font, no figure");
    }

    @Test
    void everyLookOnOneSheet() throws IOException {
        BufferedImage sheet = PieceSheet.sheet(64);
        File file = new File("target/pieces-sheet.png");
        ImageIO.write(sheet, "png", file);
        assertTrue(file.length() > 0);
        for (int row = 0; row < PieceSheet.ROWS.size(); row++) {
            int y = row * 64 + 32;
            assertNotEquals(sheet.getRGB(0, y), sheet.getRGB(32, y), "row " + row + " has a piece in its first square");
        }
    }

    private static Content piece(String kind, boolean light, boolean promoted) {
        return PieceSheet.piece(Look.CHESS, kind, light, promoted);
    }

    private static int[] drawn(Look look, Content piece, boolean up, Fonts fonts) {
        BufferedImage image = square();
        Graphics2D g = image.createGraphics();
        PieceArt.draw(g, fonts, look, piece, up, 0, 0, SIZE);
        g.dispose();
        return pixels(image);
    }

    private static int[] token(Content piece) {
        BufferedImage image = square();
        Graphics2D g = image.createGraphics();
        PieceArt.token(g, piece, 0, 0, SIZE);
        g.dispose();
        return pixels(image);
    }

    private static BufferedImage square() {
        BufferedImage image = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(SQUARE);
        g.fillRect(0, 0, SIZE, SIZE);
        g.dispose();
        return image;
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, SIZE, SIZE, null, 0, SIZE);
    }

    private static int count(int[] pixels, IntPredicate which) {
        return (int) Arrays.stream(pixels).filter(which).count();
    }

    private static int brightness(int rgb) {
        Color c = new Color(rgb);
        return (c.getRed() + c.getGreen() + c.getBlue()) / 3;
    }

    private static boolean white(int rgb) {
        Color c = new Color(rgb);
        return Math.min(c.getRed(), Math.min(c.getGreen(), c.getBlue())) > 235;
    }

    private static boolean black(int rgb) {
        return brightness(rgb) < 40;
    }

    private static boolean red(int rgb) {
        Color c = new Color(rgb);
        return c.getRed() > 150 && c.getGreen() < 80 && c.getBlue() < 80;
    }

    /** The pentagon's light wood, not the square's darker brown behind it. */
    private static boolean wood(int[] pixels, int x, int y) {
        Color c = new Color(pixels[y * SIZE + x]);
        return c.getRed() > 215 && c.getGreen() > 170;
    }

    private static void assertArrayEquals(int[] expected, int[] actual, String message) {
        assertTrue(Arrays.equals(expected, actual), message + ": pixels differ from the token's");
    }
}
