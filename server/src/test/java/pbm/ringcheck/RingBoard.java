package pbm.ringcheck;

/**
 * The round board as 64 cells, index ring * 16 + file (ring 0 innermost, file 0 = a), with
 * pieces as FEN letters ('.' for empty) and the side to move; moves are made and taken back in
 * place so a walk of the tree needs no copies.
 */
final class RingBoard {
    static final int FILES = 16;
    static final int RINGS = 4;
    static final int CELLS = FILES * RINGS;
    static final char EMPTY = '.';

    final char[] cells = new char[CELLS];
    boolean whiteToMove;

    /** The cell dr rings out and df files round (wrapping between p and a) from cell, or -1 off the rings. */
    static int step(int cell, int df, int dr) {
        int ring = cell / FILES + dr;
        if (ring < 0 || ring >= RINGS) {
            return -1;
        }
        return ring * FILES + Math.floorMod(cell % FILES + df, FILES);
    }

    /** "a1".."p4": file letter then ring number, ring 1 innermost. */
    static String name(int cell) {
        return "" + (char) ('a' + cell % FILES) + (cell / FILES + 1);
    }

    static boolean isWhite(char piece) {
        return Character.isUpperCase(piece);
    }

    /** Whether the cell holds a piece of the side that is not the given one. */
    boolean holdsEnemyOf(int cell, boolean white) {
        char piece = cells[cell];
        return piece != EMPTY && isWhite(piece) != white;
    }

    /** Moves the piece and flips the side; returns what stood on the target, for take back. */
    char make(int from, int to) {
        char captured = cells[to];
        cells[to] = cells[from];
        cells[from] = EMPTY;
        whiteToMove = !whiteToMove;
        return captured;
    }

    void unmake(int from, int to, char captured) {
        cells[from] = cells[to];
        cells[to] = captured;
        whiteToMove = !whiteToMove;
    }

    /** The cell of the given side's king, or -1 when it has none (piece studies on a bare board). */
    int kingOf(boolean white) {
        char king = white ? 'K' : 'k';
        for (int cell = 0; cell < CELLS; cell++) {
            if (cells[cell] == king) {
                return cell;
            }
        }
        return -1;
    }
}
