package pbm.hexcheck;

/**
 * The half-cell lattice both boards are cut from, in this package's own coordinates: a file
 * number from 0 (file a) and a height in half cells above the board's lowest cell. An edge
 * neighbour is one file over and one half cell up or down, or two half cells up or down the same
 * file; a corner neighbour is two files over at the same height, or one file over and three half
 * cells off. Cells sit in a padded array so that every step of up to three files and five half
 * cells from a board cell lands inside the array, on a cell or on padding. Which lattice points
 * are cells, and their names, is {@link HexBoard}'s business.
 */
final class HexGeometry {
    /** The widest board has 11 files and 21 half-cell heights (0..20). */
    static final int MOST_FILES = 11;
    static final int TOP_HEIGHT = 20;
    private static final int PAD_FILES = 3;
    private static final int PAD_HEIGHT = 5;
    private static final int STRIDE = TOP_HEIGHT + 1 + 2 * PAD_HEIGHT;
    static final int SIZE = (MOST_FILES + 2 * PAD_FILES) * STRIDE;

    /** Through an edge: up and down the file, and the four slanting neighbours. */
    static final int[] ORTHOGONAL = {step(0, 2), step(0, -2), step(1, 1), step(1, -1), step(-1, 1), step(-1, -1)};
    /** Through a corner: two files over at the same height, and the four at 60 degrees. */
    static final int[] DIAGONAL = {step(2, 0), step(-2, 0), step(1, 3), step(1, -3), step(-1, 3), step(-1, -3)};
    /** Two edge steps one way and one edge step at 60 degrees to them. */
    static final int[] KNIGHT = {step(1, 5), step(-1, 5), step(1, -5), step(-1, -5), step(2, 4), step(-2, 4),
        step(2, -4), step(-2, -4), step(3, 1), step(-3, 1), step(3, -1), step(-3, -1)};
    /** Straight up the file: White's forward step. */
    static final int UP = step(0, 2);

    private HexGeometry() {
    }

    static int step(int files, int halfCells) {
        return files * STRIDE + halfCells;
    }

    static int index(int file, int height) {
        return (file + PAD_FILES) * STRIDE + height + PAD_HEIGHT;
    }

    static int file(int index) {
        return index / STRIDE - PAD_FILES;
    }

    static int height(int index) {
        return index % STRIDE - PAD_HEIGHT;
    }
}
