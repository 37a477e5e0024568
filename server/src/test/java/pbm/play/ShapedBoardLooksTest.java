package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.render.BoardPicture;
import pbm.render.ShapedPicture;
import pbm.render.Tiles;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.testing.Golden;

/**
 * Boards whose cells are not squares, drawn whole: Gliński's hexagons and Byzantine chess's
 * ring, kept as golden pictures and sampled where the rules put cells and pieces. The samples
 * find the cells from the board's own geometry (Gliński's axial cells: x = 1.5 f R,
 * y = -(r - f / 2) sqrt(3) R; the ring's sectors a-d at the bottom, going round anticlockwise),
 * not from the drawing's code, so a wrong drawing fails even after a golden is rewritten.
 */
class ShapedBoardLooksTest {
    /** A hexagon's height (flat side to flat side) and a ring's width at scale 1: a large square's size. */
    private static final double SIZE = BoardPicture.LARGE;
    private static final double RADIUS = SIZE / Math.sqrt(3);
    private static final int BLUE = 0x1E90FF;

    @Test
    void glinskisStartUprightHasThreeColoursAndWhitesArmyBelow() throws Exception {
        Play start = start("glinski");
        BufferedImage picture = picture(start, null, true);
        Golden.assertPicture("pictures/glinski.png", picture);
        Grid grid = start.grid();
        assertEquals(ShapedPicture.MIDDLE.getRGB(), at(picture, true, 5, 5, 0, 0), "f6, the centre, is middle");
        Set<Integer> bishopGrounds = new HashSet<>();
        for (int rank = 0; rank < 3; rank++) {
            assertEquals("f" + (rank + 1), grid.cellName(5, rank));
            assertEquals("bishop", grid.content(5, rank).kind());
            int ground = at(picture, true, 5, rank, RADIUS - 6, 0); // beside the bishop, inside the hexagon
            assertEquals(colour(grid.cellColour(5, rank)).getRGB(), ground, "f" + (rank + 1) + "'s colour");
            bishopGrounds.add(ground);
        }
        assertEquals(3, bishopGrounds.size(), "the three bishops stand on the three colours");
        assertEquals("g1", grid.cellName(6, 1));
        int light = count(picture, true, 6, 1, rgb -> brightness(rgb) > 240);
        int lightOfBlack = count(picture, true, 6, 10, rgb -> brightness(rgb) > 240);
        assertTrue(light > 150 && light > 2 * lightOfBlack, "White's king on g1 is light: " + light + " light pixels,"
                + " Black's king " + lightOfBlack);
        int dark = count(picture, true, 6, 10, rgb -> brightness(rgb) < 60);
        assertTrue(dark > 250, "Black's king on g10 is dark: " + dark);
        // a1's left corner is the board's leftmost point: just outside it, the margin
        assertEquals(Tiles.MARGIN.getRGB(), at(picture, true, 0, 0, -RADIUS - 3, 0), "outside a1's corner");
        assertNotEquals(Tiles.MARGIN.getRGB(), at(picture, true, 0, 0, -RADIUS + 3, 0), "inside a1's corner");
    }

    @Test
    void glinskisStartTurnedShowsWhiteAtTheTop() throws Exception {
        Play start = start("glinski");
        BufferedImage picture = picture(start, null, false);
        Golden.assertPicture("pictures/glinski-turned.png", picture);
        assertEquals(ShapedPicture.MIDDLE.getRGB(), at(picture, false, 5, 5, 0, 0), "f6 stays in the centre");
        assertTrue(count(picture, false, 6, 1, rgb -> brightness(rgb) > 240) > 150, "White's king on g1, now above");
        assertTrue(count(picture, false, 6, 10, rgb -> brightness(rgb) < 60) > 250, "Black's king on g10, now below");
        assertEquals(Tiles.DARK.getRGB(), at(picture, false, 5, 0, RADIUS - 6, 0), "f1 is dark");
        assertEquals(Tiles.MARGIN.getRGB(), at(picture, false, 0, 0, -RADIUS - 3, 0), "outside a1's corner");
    }

    @Test
    void theLastMoveIsOutlinedAndTheKingInCheckGlows() throws Exception {
        Play before = played("glinski", "g6", "Be9");
        Play after = played("glinski", "g6", "Be9", "Bi6+");
        BufferedImage picture = picture(after, before, true);
        Grid grid = after.grid();
        List<String> outlined = new java.util.ArrayList<>();
        for (int file = 0; file < grid.width(); file++) {
            for (int rank = 0; rank < grid.height(); rank++) {
                if (grid.exists(file, rank) && count(picture, true, file, rank, rgb -> (rgb & 0xFFFFFF) == BLUE) > 40) {
                    outlined.add(grid.cellName(file, rank));
                }
            }
        }
        assertEquals(2, outlined.size(), "the bishop's two cells: " + outlined);
        assertTrue(outlined.contains("i6"), outlined.toString());
        assertTrue(count(picture, true, 6, 10, BoardLooksTest::red) > 30, "Black's king in check on g10 glows red");
        assertEquals(0, count(picture, true, 6, 1, BoardLooksTest::red), "White's king does not");
    }

    @Test
    void byzantineStartIsARingWithAHoleAndWhiteOnA1() throws Exception {
        Play start = start("byzantine");
        BufferedImage picture = picture(start, null, true);
        Golden.assertPicture("pictures/byzantine.png", picture);
        int centreX = picture.getWidth() / 2;
        int centreY = picture.getHeight() / 2;
        assertEquals(Tiles.MARGIN.getRGB(), picture.getRGB(centreX, centreY), "the hole in the middle");
        // down from the centre: the hole, the four rings, the margin
        int hole = centreY;
        while (picture.getRGB(centreX, hole) == Tiles.MARGIN.getRGB()) {
            hole++;
        }
        int outer = hole;
        while (picture.getRGB(centreX, outer) != Tiles.MARGIN.getRGB()) {
            outer++;
        }
        assertTrue(hole - centreY > SIZE && outer - hole > 3.5 * SIZE, "hole " + (hole - centreY) + ", rings "
                + (outer - hole));
        double ring = (outer - hole) / 4.0;
        Grid grid = start.grid();
        assertEquals("a1", grid.cellName(0, 0));
        assertTrue(grid.content(0, 0).light(), "White's piece on a1");
        // a1: the first of 16 sectors, which run anticlockwise with a-d centred at the bottom
        double angle = Math.toRadians(-90 + (0.5 - 2) * 22.5);
        double radius = hole - centreY + ring / 2;
        int x = (int) Math.round(centreX + radius * Math.cos(angle));
        int y = (int) Math.round(centreY - radius * Math.sin(angle));
        assertTrue(count(picture, x, y, 12, rgb -> brightness(rgb) > 240) > 80, "a white piece at a1's centre");
        // i1, half round: Black's pawn
        int blackX = 2 * centreX - x;
        int blackY = 2 * centreY - y;
        assertTrue(count(picture, blackX, blackY, 12, rgb -> brightness(rgb) < 60) > 80, "a black piece on i1");
        assertTrue(count(picture, blackX, blackY, 12, rgb -> brightness(rgb) > 240) < 40, "and no white one");
    }

    // ---------------------------------------------------------------- helpers

    private static Play start(String name) {
        Game game = Catalog.byName(name).orElseThrow();
        return game.start(game.startFen(0));
    }

    private static Play played(String name, String... moves) {
        Play play = start(name);
        for (String move : moves) {
            MoveRead read = play.read(move);
            play = play.play(assertInstanceOf(MoveRead.Legal.class, read, move + ": " + read).ply());
        }
        return play;
    }

    private static BufferedImage picture(Play play, Play before, boolean upright) throws Exception {
        return ShapedPictures.picture(play, before, upright);
    }

    private static Color colour(int hexColour) {
        return ShapedPictures.colour(hexColour);
    }

    /**
     * The pixel ({@code dx}, {@code dy}) from the centre of Gliński's cell ({@code file},
     * {@code rank}), found from f6's centre, the picture's (turned: mirrored through it).
     */
    private static int at(BufferedImage picture, boolean upright, int file, int rank, double dx, double dy) {
        return ShapedPictures.at(picture, upright, offset(file, rank), dx, dy);
    }

    /** The cell's centre from f6's, the picture's centre, on the upright picture. */
    private static double[] offset(int file, int rank) {
        return new double[] {1.5 * (file - 5) * RADIUS, -((rank - 5) - (file - 5) / 2.0) * SIZE};
    }

    /** How many pixels of the colour lie within the circle inscribed in Gliński's cell, but for its last pixels. */
    private static int count(BufferedImage picture, boolean upright, int file, int rank, IntPredicate colour) {
        return ShapedPictures.count(picture, upright, offset(file, rank), (int) (SIZE / 2) - 2, colour);
    }

    /** How many pixels of the colour lie within {@code radius} of the picture's pixel ({@code x}, {@code y}). */
    private static int count(BufferedImage picture, int x, int y, int radius, IntPredicate colour) {
        double[] offset = {x - picture.getWidth() / 2.0, y - picture.getHeight() / 2.0};
        return ShapedPictures.count(picture, true, offset, radius, colour);
    }

    private static int brightness(int rgb) {
        return BoardLooksTest.brightness(rgb);
    }
}
