package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import pbm.rules.Grid;

/**
 * The board's shape ({@code pbm.board}): which cells of the {@code width * height} mailbox
 * exist, where a step leads, and what the cells are called.
 *
 * <p>Square boards are the plain rectangle. Hexagonal boards stand as Gliński's does (vertical
 * files, each cell touching the cells above and below it) in axial coordinates: file q and a
 * rank y that falls half a cell a file to the right, so the six neighbours of (q, y) are
 * (q, y+1), (q+1, y+1), (q+1, y), (q, y-1), (q-1, y-1), (q-1, y). The middle file is
 * {@code height} cells long and each file one shorter than its neighbour nearer the middle
 * (Gliński's 91 cells for 11 by 11, Shafran's 70 for 9 by 10). Game Courier's horizontal
 * hexagonal boards are stored by their own horizontal ranks and slanting files, and turn the
 * steps written as on an upright board ({@link #step}). Circular boards are rings (ranks, 1 the
 * innermost, Game Courier's way) of sectors (files) that wrap around.
 */
final class Geometry {

    /** How cells are named on a hexagonal board ({@code pbm.ranks}). */
    enum Ranks {
        /** Counted up each file from its lowest cell: Gliński's and McCooey's a1..a6, f1..f11. */
        FILE,
        /** The axial rank itself, falling to the right: Shafran's, where a1 is the top of rank 1. */
        FALLING,
        /** Ranks rising to the right, each a line from lower left to upper right: Game Courier's vertical hexagonal board. */
        RISING
    }

    final Grid.Layout layout;
    final int width;
    final int height;
    /** The file letters, left to right ("abcdefghikl": Gliński skips j). */
    final String files;
    final Ranks ranks;
    /** Per square: the cell exists; null when every square does. */
    private final boolean[] present;
    /** Hexagonal: per file, the axial rank of its lowest cell. */
    private final int[] bottom;
    private final List<int[]> rows;

    Geometry(Grid.Layout layout, int width, int height, String files, Ranks ranks) {
        this.layout = layout;
        this.width = width;
        this.height = height;
        this.files = files;
        this.ranks = ranks;
        this.bottom = new int[width];
        this.present = layout == Grid.Layout.HEXAGONAL ? hexagon()
                : layout == Grid.Layout.HORIZONTAL_HEXAGONAL ? hexagonAcross() : null;
        this.rows = List.copyOf(readRows());
    }

    /** The square board of {@code width} by {@code height} squares. */
    static Geometry rectangle(int width, int height) {
        return new Geometry(Grid.Layout.SQUARE, width, height, letters(width), Ranks.FILE);
    }

    /** The first {@code count} letters, a on. */
    static String letters(int count) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < count; i++) {
            out.append((char) ('a' + i));
        }
        return out.toString();
    }

    private boolean[] hexagon() {
        boolean[] cells = new boolean[width * height];
        int middle = (width - 1) / 2;
        for (int q = 0; q < width; q++) {
            bottom[q] = Math.max(0, q - middle);
            for (int y = 0; y < height; y++) {
                int slant = y - q;
                cells[y * width + q] = slant >= -middle && slant <= height - 1 - middle;
            }
        }
        return cells;
    }

    /**
     * Game Courier's horizontal hexagonal board: the cells are named and stored by horizontal
     * rank and slanting file, the middle rank {@code width} cells long and each other rank one
     * shorter than its neighbour nearer the middle. Steps are still written as on an upright
     * board ({@link #step} turns them), so Betza's atoms are the same sets of steps.
     */
    private boolean[] hexagonAcross() {
        boolean[] cells = new boolean[width * height];
        int middle = (height - 1) / 2;
        for (int y = 0; y < height; y++) {
            for (int q = 0; q < width; q++) {
                cells[y * width + q] = q + y >= middle && q + y <= width - 1 + middle;
            }
        }
        return cells;
    }

    /** Hexagonal, either way round. */
    boolean hexagonal() {
        return layout == Grid.Layout.HEXAGONAL || across();
    }

    /** Game Courier's horizontal hexagonal board: horizontal ranks, slanting files. */
    boolean across() {
        return layout == Grid.Layout.HORIZONTAL_HEXAGONAL;
    }

    /**
     * A step (written as on an upright hexagonal board) as the eye sees it, in whole numbers
     * whose signs and order are what counts: {to the right, upwards}.
     */
    int[] seen(int dx, int dy) {
        // upright: a file is 3/2 of a cell's half height across; across: a rank is a cell's height up
        return across() ? new int[] {dx + dy, dy - dx} : new int[] {dx, 2 * dy - dx};
    }

    boolean circular() {
        return layout == Grid.Layout.CIRCULAR;
    }

    /** Whether the square is a cell of the board. */
    boolean present(int square) {
        return square >= 0 && square < width * height && (present == null || present[square]);
    }

    /** How many cells the board has. */
    int cells() {
        int n = 0;
        for (int sq = 0; sq < width * height; sq++) {
            n += present(sq) ? 1 : 0;
        }
        return n;
    }

    /** Where a step of (dx, dy) from {@code square} lands, or -1 off the board; circular files wrap. */
    int step(int square, int dx, int dy) {
        if (square < 0) {
            return -1;
        }
        int file = square % width + dx;
        // a horizontal hexagonal board stores its cells by horizontal rank: an upright step turns
        int rank = square / width + (across() ? dy - dx : dy);
        if (layout == Grid.Layout.CIRCULAR) {
            file = Math.floorMod(file, width);
        }
        if (file < 0 || file >= width || rank < 0 || rank >= height) {
            return -1;
        }
        int to = rank * width + file;
        return present == null || present[to] ? to : -1;
    }

    /** The rank of the square as its name counts it, 0 the first. */
    int rankOf(int square) {
        int y = square / width;
        if (!hexagonal() || across()) {
            return y;
        }
        return switch (ranks) {
            case FILE -> y - bottom[square % width];
            case FALLING -> y;
            case RISING -> y - square % width + (width - 1) / 2;
        };
    }

    /** The square's name: file letter and rank number, "a1", "f11". */
    String name(int square) {
        return "" + files.charAt(square % width) + (rankOf(square) + 1);
    }

    /** The letter of a file; beyond the board's files, the letter counting on from a (a definition's bad key says it). */
    char fileLetter(int file) {
        return file >= 0 && file < files.length() ? files.charAt(file) : (char) ('a' + file);
    }

    /** The file a letter names, or -1. */
    int file(char letter) {
        return files.indexOf(letter);
    }

    /** The square a file (index) and rank (as names count it, 0 the first) name, or -1. */
    int square(int file, int rank) {
        if (file < 0 || file >= width || rank < 0) {
            return -1;
        }
        int y = !hexagonal() || across() ? rank : switch (ranks) {
            case FILE -> rank + bottom[file];
            case FALLING -> rank;
            case RISING -> rank + file - (width - 1) / 2;
        };
        if (y < 0) {
            return -1;
        }
        if (y >= height) {
            return -1;
        }
        int sq = y * width + file;
        return present(sq) ? sq : -1;
    }

    /** The square a name such as "e4" or "f11" names, or -1. */
    int square(String name) {
        if (name.length() < 2 || name.length() > 3) {
            return -1;
        }
        try {
            return square(file(name.charAt(0)), Integer.parseInt(name.substring(1)) - 1);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * The rows a FEN writes, the highest rank first: each the cells of one rank as names count
     * it, from the first file on (on a hexagonal board rows differ in length).
     */
    List<int[]> rows() {
        return rows;
    }

    private List<int[]> readRows() {
        int most = 0;
        for (int sq = 0; sq < width * height; sq++) {
            most = present(sq) ? Math.max(most, rankOf(sq)) : most;
        }
        List<int[]> rows = new ArrayList<>();
        for (int rank = most; rank >= 0; rank--) {
            List<Integer> row = new ArrayList<>();
            for (int file = 0; file < width; file++) {
                int sq = square(file, rank);
                if (sq >= 0) {
                    row.add(sq);
                }
            }
            rows.add(row.stream().mapToInt(Integer::intValue).toArray());
        }
        return rows;
    }

    /** The cell's colour for pictures and the ASCII board: hexagonal 0, 1, 2 (the middle cell 1); else 0 dark, 1 light. */
    int colour(int square) {
        int file = square % width;
        int y = square / width;
        if (hexagonal()) {
            return across() ? Math.floorMod(file - y + 1, 3) : Math.floorMod(file + y, 3);
        }
        return (file + y) % 2 == 0 ? 0 : 1;
    }
}
