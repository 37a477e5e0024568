package pbm.hexcheck;

import java.util.ArrayList;
import java.util.List;

/**
 * The 91 cells of the hexagon in this package's own coordinates: a file 0..10 (a..l, no j) and a
 * height in half cells, 0 for f1 up to 20 for f11. A file's lowest cell stands |file - 5| half
 * cells above f1, so an edge neighbour is one file over and one half cell up or down, and a
 * corner neighbour two files over at the same height or one file over and three half cells off.
 * Cells sit in a padded array so that every step of up to three files and five half cells from a
 * board cell lands inside the array, on a cell or on padding.
 */
final class HexGeometry {
    static final String FILE_LETTERS = "abcdefghikl";
    static final int FILES = 11;
    static final int CENTRE_FILE = 5;
    static final int TOP_HEIGHT = 20;
    private static final int PAD_FILES = 3;
    private static final int PAD_HEIGHT = 5;
    private static final int STRIDE = TOP_HEIGHT + 1 + 2 * PAD_HEIGHT;
    static final int SIZE = (FILES + 2 * PAD_FILES) * STRIDE;

    /** Through an edge: up and down the file, and the four slanting neighbours. */
    static final int[] ORTHOGONAL = {step(0, 2), step(0, -2), step(1, 1), step(1, -1), step(-1, 1), step(-1, -1)};
    /** Through a corner: two files over at the same height, and the four at 60 degrees. */
    static final int[] DIAGONAL = {step(2, 0), step(-2, 0), step(1, 3), step(1, -3), step(-1, 3), step(-1, -3)};
    /** Two edge steps one way and one edge step at 60 degrees to them. */
    static final int[] KNIGHT = {step(1, 5), step(-1, 5), step(1, -5), step(-1, -5), step(2, 4), step(-2, 4),
        step(2, -4), step(-2, -4), step(3, 1), step(-3, 1), step(3, -1), step(-3, -1)};
    /** Straight up the file: White's forward step. */
    static final int UP = step(0, 2);

    /** Every board cell's index, file by file from a1 upward. */
    static final int[] CELLS = allCells();

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

    /** The number of cells on a file: 6 on a and l, 11 on f. */
    static int cellsOnFile(int file) {
        return FILES - Math.abs(file - CENTRE_FILE);
    }

    static boolean onBoard(int file, int height) {
        if (file < 0 || file >= FILES) {
            return false;
        }
        int lowest = Math.abs(file - CENTRE_FILE);
        return height >= lowest && height <= TOP_HEIGHT - lowest && (height - lowest) % 2 == 0;
    }

    /** The cell numbered {@code number} (from 1 at the file's lowest cell) on a file. */
    static int cell(int file, int number) {
        return index(file, 2 * (number - 1) + Math.abs(file - CENTRE_FILE));
    }

    /** The cell's number on its file, 1 for its lowest cell. */
    static int number(int index) {
        return (height(index) - Math.abs(file(index) - CENTRE_FILE)) / 2 + 1;
    }

    static String name(int index) {
        return FILE_LETTERS.charAt(file(index)) + Integer.toString(number(index));
    }

    /** The cell of a name such as "f6", or an exception naming what is wrong. */
    static int parse(String name) {
        int file = name.isEmpty() ? -1 : FILE_LETTERS.indexOf(name.charAt(0));
        int number;
        try {
            number = Integer.parseInt(name.substring(Math.min(1, name.length())));
        } catch (NumberFormatException e) {
            number = 0;
        }
        if (file < 0 || number < 1 || number > cellsOnFile(file)) {
            throw new IllegalArgumentException("no such cell: " + name);
        }
        return cell(file, number);
    }

    private static int[] allCells() {
        List<Integer> cells = new ArrayList<>();
        for (int file = 0; file < FILES; file++) {
            for (int number = 1; number <= cellsOnFile(file); number++) {
                cells.add(cell(file, number));
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }
}
