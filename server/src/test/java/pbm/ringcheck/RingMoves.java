package pbm.ringcheck;

/**
 * The pieces' moves from the rules, as White sees them; Black's steps are White's turned half
 * round (df and dr both negated). Each piece's reach is a 64-bit set of target cells, so a rook
 * that gets to a cell both ways round its ring still makes one move there.
 */
final class RingMoves {
    private static final int[][] KING = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] COUNSELLOR = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final int[][] ELEPHANT = {{2, 2}, {2, -2}, {-2, 2}, {-2, -2}};
    private static final int[][] KNIGHT = {{1, 2}, {1, -2}, {-1, 2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};

    private final RingBoard board;

    RingMoves(RingBoard board) {
        this.board = board;
    }

    /** Every cell the piece on cell may go to by its own move, ignoring whether its king is then safe. */
    long reach(int cell) {
        char piece = board.cells[cell];
        boolean white = RingBoard.isWhite(piece);
        int sign = white ? 1 : -1;
        return switch (Character.toUpperCase(piece)) {
            case 'K' -> leaps(cell, KING, sign, white);
            case 'Q' -> leaps(cell, COUNSELLOR, sign, white);
            case 'B' -> leaps(cell, ELEPHANT, sign, white);
            case 'N' -> leaps(cell, KNIGHT, sign, white);
            case 'R' -> rookReach(cell, white);
            case 'P' -> pawnReach(cell, sign, white);
            case 'O' -> pawnReach(cell, -sign, white);
            default -> 0L;
        };
    }

    /** One-step pieces and leapers: each step lands on an empty cell or an enemy's. */
    private long leaps(int cell, int[][] steps, int sign, boolean white) {
        long targets = 0L;
        for (int[] step : steps) {
            int to = RingBoard.step(cell, sign * step[0], sign * step[1]);
            if (to >= 0 && (board.cells[to] == RingBoard.EMPTY || board.holdsEnemyOf(to, white))) {
                targets |= 1L << to;
            }
        }
        return targets;
    }

    /**
     * Rides both ways round the ring (at most 15 steps, so never back to its own cell) and both
     * ways along the sector (stopping at rings 1 and 4), each ride up to the first piece.
     */
    private long rookReach(int cell, boolean white) {
        long targets = ride(cell, 1, 0, RingBoard.FILES - 1, white) | ride(cell, -1, 0, RingBoard.FILES - 1, white);
        return targets | ride(cell, 0, 1, RingBoard.RINGS, white) | ride(cell, 0, -1, RingBoard.RINGS, white);
    }

    private long ride(int cell, int df, int dr, int mostSteps, boolean white) {
        long targets = 0L;
        int at = cell;
        for (int steps = 0; steps < mostSteps; steps++) {
            at = RingBoard.step(at, df, dr);
            if (at < 0) {
                break;
            }
            if (board.cells[at] != RingBoard.EMPTY) {
                return board.holdsEnemyOf(at, white) ? targets | 1L << at : targets;
            }
            targets |= 1L << at;
        }
        return targets;
    }

    /** A pawn going forward files df (+1 or -1, absolute): steps there onto an empty cell, captures one ring in or out. */
    private long pawnReach(int cell, int forward, boolean white) {
        long targets = 0L;
        int ahead = RingBoard.step(cell, forward, 0);
        if (board.cells[ahead] == RingBoard.EMPTY) {
            targets |= 1L << ahead;
        }
        for (int dr = -1; dr <= 1; dr += 2) {
            int to = RingBoard.step(cell, forward, dr);
            if (to >= 0 && board.holdsEnemyOf(to, white)) {
                targets |= 1L << to;
            }
        }
        return targets;
    }

    /** Whether some piece of the given side could move onto cell (where an enemy piece stands). */
    boolean attackedBy(int cell, boolean white) {
        for (int from = 0; from < RingBoard.CELLS; from++) {
            char piece = board.cells[from];
            if (piece != RingBoard.EMPTY && RingBoard.isWhite(piece) == white && (reach(from) & 1L << cell) != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the side that just moved left its king unattacked (a side with no king is always safe). */
    boolean moverIsSafe() {
        boolean mover = !board.whiteToMove;
        int king = board.kingOf(mover);
        return king < 0 || !attackedBy(king, !mover);
    }

    /** The side to move's moves before the king-safety test, each as from * 64 + to; returns how many. */
    int generate(int[] list) {
        int count = 0;
        for (int from = 0; from < RingBoard.CELLS; from++) {
            char piece = board.cells[from];
            if (piece == RingBoard.EMPTY || RingBoard.isWhite(piece) != board.whiteToMove) {
                continue;
            }
            for (long targets = reach(from); targets != 0; targets &= targets - 1) {
                list[count++] = from * RingBoard.CELLS + Long.numberOfTrailingZeros(targets);
            }
        }
        return count;
    }
}
