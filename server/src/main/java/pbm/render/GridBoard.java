package pbm.render;

import java.util.Arrays;

/**
 * A {@link BoardView} backed by a character grid, for callers that have no
 * engine position at hand and for tests.
 *
 * @param width  files
 * @param height ranks
 * @param cells  {@code cells[rank][file]}, rank 0 = White's bottom row,
 *               file 0 = White's left; each cell one of the characters that
 *               {@link BoardView#cell} allows
 */
public record GridBoard(int width, int height, char[][] cells) implements BoardView {

    public GridBoard {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("board must be at least 1x1, got " + width + "x" + height);
        }
        if (cells.length != height) {
            throw new IllegalArgumentException("expected " + height + " ranks, got " + cells.length);
        }
        char[][] copy = new char[height][];
        for (int rank = 0; rank < height; rank++) {
            if (cells[rank].length != width) {
                throw new IllegalArgumentException(
                        "rank " + (rank + 1) + " has " + cells[rank].length + " cells, expected " + width);
            }
            for (char c : cells[rank]) {
                requireCell(c);
            }
            copy[rank] = cells[rank].clone();
        }
        cells = copy;
    }

    /**
     * A board written as text rows, the top row (White's far side) first,
     * one character per file, e.g. {@code fromRows(" b b", ". . ", " . .", "w w ")}.
     * Short rows are padded with {@code ' '}.
     */
    public static GridBoard fromRows(String... rowsTopFirst) {
        int height = rowsTopFirst.length;
        int width = Arrays.stream(rowsTopFirst).mapToInt(String::length).max().orElse(0);
        char[][] cells = new char[height][width];
        for (int i = 0; i < height; i++) {
            String row = rowsTopFirst[i];
            char[] line = cells[height - 1 - i];
            Arrays.fill(line, NOT_PLAYED);
            row.getChars(0, row.length(), line, 0);
        }
        return new GridBoard(width, height, cells);
    }

    /** An independent copy of the whole grid, {@code [rank][file]}. */
    @Override
    public char[][] cells() {
        char[][] copy = new char[height][];
        for (int rank = 0; rank < height; rank++) {
            copy[rank] = cells[rank].clone();
        }
        return copy;
    }

    @Override
    public char cell(int file, int rank) {
        return cells[rank][file];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GridBoard that && Arrays.deepEquals(cells, that.cells);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(cells);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("GridBoard[" + width + "x" + height);
        for (int rank = height - 1; rank >= 0; rank--) {
            text.append(", \"").append(cells[rank]).append('"');
        }
        return text.append(']').toString();
    }

    static char requireCell(char c) {
        if (" .wbWB".indexOf(c) < 0) {
            throw new IllegalArgumentException("not a board cell: '" + c + "'");
        }
        return c;
    }
}
