package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;
import pbm.render.BoardPicture;
import pbm.render.Tiles;
import pbm.rules.Grid;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.testing.AcrossGame;
import pbm.testing.Golden;

/**
 * Game Courier's horizontal hexagonal board drawn whole, kept as golden pictures and sampled
 * where the board's own geometry puts the cells, not the drawing's code: pointy-topped hexagons
 * {@code SIZE} wide, the cell (f, r) centred at x = (f + r / 2) SIZE, y = -r (sqrt 3 / 2) SIZE,
 * the middle cell d4 at the picture's centre (the board is as wide left and right of it, and as
 * tall above and below).
 */
class AcrossBoardLooksTest {
    /** A hexagon's width (flat side to flat side) at scale 1: a large square's size. */
    private static final double SIZE = BoardPicture.LARGE;
    /** From a hexagon's centre to its top and bottom points. */
    private static final double RADIUS = SIZE / Math.sqrt(3);
    private static final int BLUE = 0x1E90FF;

    @Test
    void theStartUprightHasThreeColoursAndWhitesArmyBelow() throws Exception {
        Play start = AcrossGame.start();
        BufferedImage picture = picture(start, null, true);
        Golden.assertPicture("pictures/across.png", picture);
        Grid grid = start.grid();
        assertEquals("d4", grid.cellName(3, 3));
        Set<Integer> grounds = new HashSet<>();
        for (int file = 0; file < 3; file++) {
            assertEquals(Grid.Content.EMPTY, grid.content(file, 3), "rank 4 is empty");
            int ground = at(picture, true, file, 3, 0, 0);
            assertEquals(colour(grid.cellColour(file, 3)).getRGB(), ground, grid.cellName(file, 3) + "'s colour");
            grounds.add(ground);
        }
        assertEquals(3, grounds.size(), "a4, b4 and c4 are the three colours");
        assertEquals("d1", grid.cellName(3, 0));
        int light = count(picture, true, 3, 0, rgb -> brightness(rgb) > 240);
        int lightOfBlack = count(picture, true, 3, 6, rgb -> brightness(rgb) > 240);
        assertTrue(light > 150 && light > 2 * lightOfBlack, "White's king on d1 is light: " + light
                + " light pixels, Black's king on d7 " + lightOfBlack);
        assertTrue(count(picture, true, 3, 6, rgb -> brightness(rgb) < 60) > 250, "Black's king on d7 is dark");
        // a4's left side is the board's leftmost edge, g1's bottom point one of its lowest: just outside, the margin
        assertEquals(Tiles.MARGIN.getRGB(), at(picture, true, 0, 3, -SIZE / 2 - 3, 0), "left of a4");
        assertNotEquals(Tiles.MARGIN.getRGB(), at(picture, true, 0, 3, -SIZE / 2 + 3, 0), "inside a4's left side");
        assertEquals(Tiles.MARGIN.getRGB(), at(picture, true, 6, 0, 0, RADIUS + 3), "under g1's point");
        assertEquals(Tiles.MARGIN.getRGB(), at(picture, true, 6, 0, SIZE / 2 + 3, 0), "right of g1");
        assertNotEquals(Tiles.MARGIN.getRGB(), at(picture, true, 6, 0, 0, RADIUS - 3), "inside g1's point");
    }

    @Test
    void theStartTurnedShowsWhiteAtTheTop() throws Exception {
        Play start = AcrossGame.start();
        BufferedImage picture = picture(start, false);
        Golden.assertPicture("pictures/across-turned.png", picture);
        Grid grid = start.grid();
        assertEquals(colour(grid.cellColour(3, 3)).getRGB(), at(picture, false, 3, 3, 0, 0), "d4 in the centre");
        assertTrue(count(picture, false, 3, 0, rgb -> brightness(rgb) > 240) > 150, "White's king on d1, now above");
        assertTrue(count(picture, false, 3, 6, rgb -> brightness(rgb) < 60) > 250, "Black's king on d7, now below");
        assertEquals(colour(grid.cellColour(1, 3)).getRGB(), at(picture, false, 1, 3, 0, 0), "b4");
        assertEquals(Tiles.MARGIN.getRGB(), at(picture, false, 0, 3, -SIZE / 2 - 3, 0), "beyond a4's outer side");
    }

    @Test
    void theLastMoveIsOutlinedAndTheKingInCheckGlows() throws Exception {
        Play before = AcrossGame.start();
        Play after = played(before, "Rd4+");
        BufferedImage picture = picture(after, before, true);
        Grid grid = after.grid();
        List<String> outlined = new ArrayList<>();
        for (int file = 0; file < grid.width(); file++) {
            for (int rank = 0; rank < grid.height(); rank++) {
                // the whole inscribed circle: the outline runs inside the edge, round the rook's wide base
                if (grid.exists(file, rank)
                        && count(picture, true, file, rank, SIZE / 2, rgb -> (rgb & 0xFFFFFF) == BLUE) > 40) {
                    outlined.add(grid.cellName(file, rank));
                }
            }
        }
        assertEquals(List.of("d4", "g1"), outlined.stream().sorted().toList(), "the rook's two cells");
        assertTrue(count(picture, true, 3, 6, BoardLooksTest::red) > 30, "Black's king in check on d7 glows red");
        assertEquals(0, count(picture, true, 3, 0, BoardLooksTest::red), "White's king does not");
    }

    // ---------------------------------------------------------------- helpers

    private static Play played(Play play, String move) {
        MoveRead read = play.read(move);
        return play.play(assertInstanceOf(MoveRead.Legal.class, read, move + ": " + read).ply());
    }

    private static BufferedImage picture(Play play, boolean upright) throws Exception {
        return picture(play, null, upright);
    }

    private static BufferedImage picture(Play play, Play before, boolean upright) throws Exception {
        return ShapedPictures.picture(play, before, upright);
    }

    private static Color colour(int hexColour) {
        return ShapedPictures.colour(hexColour);
    }

    /** The pixel ({@code dx}, {@code dy}) from the centre of the cell, both turned with the board. */
    private static int at(BufferedImage picture, boolean upright, int file, int rank, double dx, double dy) {
        return ShapedPictures.at(picture, upright, offset(file, rank), dx, dy);
    }

    /** The cell's centre from d4's, the picture's centre, on the upright picture. */
    private static double[] offset(int file, int rank) {
        return new double[] {((file - 3) + (rank - 3) / 2.0) * SIZE, -(rank - 3) * Math.sqrt(3) / 2 * SIZE};
    }

    /** How many pixels of the colour lie within the circle inscribed in the cell, but for its last pixels. */
    private static int count(BufferedImage picture, boolean upright, int file, int rank, IntPredicate colour) {
        return count(picture, upright, file, rank, SIZE / 2 - 2, colour);
    }

    /** How many pixels of the colour lie within {@code within} of the cell's centre. */
    private static int count(BufferedImage picture, boolean upright, int file, int rank, double within,
            IntPredicate colour) {
        return ShapedPictures.count(picture, upright, offset(file, rank), (int) within, colour);
    }

    private static int brightness(int rgb) {
        return BoardLooksTest.brightness(rgb);
    }
}
