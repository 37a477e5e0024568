package pbm.render;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import pbm.rules.Grid;

/**
 * A draughts {@link Grid} backed by a character grid, for tests that have no
 * game position at hand.
 *
 * @param width  files
 * @param height ranks
 * @param cells  {@code cells[rank][file]}, rank 0 = White's bottom row,
 *               file 0 = White's left; each cell one of the characters that
 *               {@link #cell} allows
 */
public record GridBoard(int width, int height, char[][] cells) implements Grid {
    /** A square nobody plays on. */
    static final char NOT_PLAYED = ' ';
    private static final Map<Character, String> LARGE = Map.of(
            ' ', "   ", '.', ":::", 'w', ":C:", 'b', "*C*", 'W', ":K:", 'B', "*K*");


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

    /**
     * One of: {@code ' '} not a playing square, {@code '.'} empty playing
     * square, {@code 'w'} white man, {@code 'b'} black man, {@code 'W'} white
     * king, {@code 'B'} black king.
     */
    public char cell(int file, int rank) {
        return cells[rank][file];
    }

    @Override
    public String fileLabel(int file) {
        return String.valueOf((char) ('A' + file));
    }

    @Override
    public String rankLabel(int rank) {
        return String.valueOf(rank + 1);
    }

    @Override
    public String largeCell(int file, int rank) {
        return LARGE.get(cell(file, rank));
    }

    @Override
    public char smallCell(int file, int rank) {
        return cell(file, rank);
    }

    @Override
    public List<String> legend() {
        return List.of();
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
