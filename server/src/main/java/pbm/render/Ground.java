package pbm.render;

import pbm.rules.Grid;
import pbm.rules.Grid.Look;

/**
 * What a cell's tile shows under its piece. On checkered boards the square's colour (0 light,
 * 1 dark); on boards whose pieces stand on points (xiangqi, janggi) the lines that leave the
 * point, as bits in the picture's directions: a line stops at the board's edge, the river cuts
 * the files but the outer two, and the palaces have their diagonals. Shogi's and Othello's
 * squares are all alike (0).
 */
final class Ground {
    static final int NORTH = 1;
    static final int EAST = 2;
    static final int SOUTH = 4;
    static final int WEST = 8;
    static final int NORTH_EAST = 16;
    static final int SOUTH_EAST = 32;
    static final int SOUTH_WEST = 64;
    static final int NORTH_WEST = 128;
    /** The palace's files on a board nine files wide, and its depth. */
    private static final int PALACE_FIRST_FILE = 3;
    private static final int PALACE_DEPTH = 3;

    private Ground() {
    }

    /** The ground of the cell ({@code file}, {@code rank}) of {@code grid} seen {@code upright} or turned. */
    static int of(Grid grid, Look look, int file, int rank, boolean upright) {
        return switch (look) {
            case CHESS, DRAUGHTS -> dark(grid.largeCell(file, rank)) ? 1 : 0;
            case XIANGQI, JANGGI -> upright ? lines(grid, file, rank) : turned(lines(grid, file, rank));
            default -> 0;
        };
    }

    private static boolean dark(String cell) {
        return cell.charAt(0) == ':' || cell.charAt(0) == '*';
    }

    /** The lines leaving a point, in the board's directions (north: towards the higher ranks). */
    static int lines(Grid grid, int file, int rank) {
        int width = grid.width();
        int height = grid.height();
        boolean edgeFile = file == 0 || file == width - 1;
        int lines = 0;
        if (rank + 1 < height && (edgeFile || grid.lineAbove(rank) == '-')) {
            lines |= NORTH;
        }
        if (rank > 0 && (edgeFile || grid.lineAbove(rank - 1) == '-')) {
            lines |= SOUTH;
        }
        lines |= file + 1 < width ? EAST : 0;
        lines |= file > 0 ? WEST : 0;
        if (width == 9) {
            lines |= diagonal(file, rank, 1, 1, height) ? NORTH_EAST : 0;
            lines |= diagonal(file, rank, 1, -1, height) ? SOUTH_EAST : 0;
            lines |= diagonal(file, rank, -1, -1, height) ? SOUTH_WEST : 0;
            lines |= diagonal(file, rank, -1, 1, height) ? NORTH_WEST : 0;
        }
        return lines;
    }

    /** A palace's diagonal runs from each corner to the centre: the step is one when both ends are in one palace and one is its centre. */
    private static boolean diagonal(int file, int rank, int fileStep, int rankStep, int height) {
        int toFile = file + fileStep;
        int toRank = rank + rankStep;
        int palace = palace(file, rank, height);
        if (palace < 0 || palace != palace(toFile, toRank, height)) {
            return false;
        }
        int centreRank = palace == 0 ? 1 : height - 2;
        int centreFile = PALACE_FIRST_FILE + 1;
        return file == centreFile && rank == centreRank || toFile == centreFile && toRank == centreRank;
    }

    /** 0 for the lower palace, 1 for the upper one, -1 outside both. */
    private static int palace(int file, int rank, int height) {
        if (file < PALACE_FIRST_FILE || file >= PALACE_FIRST_FILE + PALACE_DEPTH || height < 2 * PALACE_DEPTH) {
            return -1;
        }
        if (rank >= 0 && rank < PALACE_DEPTH) {
            return 0;
        }
        return rank >= height - PALACE_DEPTH && rank < height ? 1 : -1;
    }

    /** The same lines with the picture turned half round. */
    static int turned(int lines) {
        return (lines & 0x33) << 2 & 0xCC | (lines & 0xCC) >> 2 & 0x33;
    }
}
