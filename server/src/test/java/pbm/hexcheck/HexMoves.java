package pbm.hexcheck;

import static pbm.hexcheck.HexPosition.BISHOP;
import static pbm.hexcheck.HexPosition.EMPTY;
import static pbm.hexcheck.HexPosition.EN_PASSANT;
import static pbm.hexcheck.HexPosition.KING;
import static pbm.hexcheck.HexPosition.KNIGHT;
import static pbm.hexcheck.HexPosition.MULTI_STEP;
import static pbm.hexcheck.HexPosition.NORMAL;
import static pbm.hexcheck.HexPosition.OFF;
import static pbm.hexcheck.HexPosition.PAWN;
import static pbm.hexcheck.HexPosition.QUEEN;
import static pbm.hexcheck.HexPosition.ROOK;
import static pbm.hexcheck.HexPosition.WHITE;

/**
 * Moves of one position under Gliński's, McCooey's or Shafran's rules: pseudo-legal generation
 * and whether a cell is attacked, which together give the legal moves (a move is kept when the
 * mover's king is not attacked after it). Castling is checked here in full, since its conditions
 * (no check, no attacked cell crossed) are more than the king's safety after the move.
 */
final class HexMoves {
    /** Most pseudo-legal moves a position can have: 91 pieces with at most 42 moves each. */
    static final int MOST_MOVES = 91 * 42;
    private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};

    private final HexPosition position;
    private final int[] board;
    private final int[] cells;
    /** White's pawn capture steps; Black's are their negatives. */
    private final int[] captureSteps;
    /** Per cell, how many cells a pawn of each side may go on its first move from there (0: just one). */
    private final int[] whiteReach = new int[HexGeometry.SIZE];
    private final int[] blackReach = new int[HexGeometry.SIZE];

    HexMoves(HexReference.Variant variant, HexPosition position) {
        this.position = position;
        this.board = position.board;
        this.cells = position.shape.cells();
        captureSteps = variant == HexReference.Variant.GLINSKI
                ? new int[] {HexGeometry.step(1, 1), HexGeometry.step(-1, 1)}
                : new int[] {HexGeometry.step(1, 3), HexGeometry.step(-1, 3)};
        switch (variant) {
            case GLINSKI -> {
                mark(whiteReach, "b1 c2 d3 e4 f5 g4 h3 i2 k1", 2);
                mark(blackReach, "b7 c7 d7 e7 f7 g7 h7 i7 k7", 2);
            }
            case MCCOOEY -> {
                mark(whiteReach, "c1 d2 e3 g3 h2 i1", 2);
                mark(blackReach, "c8 d8 e8 g8 h8 i8", 2);
            }
            case SHAFRAN -> {
                mark(whiteReach, "b2 c2 g4 h5", 2);
                mark(whiteReach, "d2 e2 f3", 3);
                mark(blackReach, "h9 g9 c7 b6", 2);
                mark(blackReach, "f9 e9 d8", 3);
            }
        }
    }

    private void mark(int[] reach, String names, int cellsFar) {
        for (String name : names.split(" ")) {
            reach[position.shape.parse(name)] = cellsFar;
        }
    }

    /** Writes the side to move's pseudo-legal moves into {@code moves} and returns how many. */
    int generate(int[] moves) {
        int count = 0;
        int side = position.side;
        for (int from : cells) {
            switch (board[from] * side) {
                case PAWN -> count = pawnMoves(from, moves, count);
                case KNIGHT -> count = leaps(from, HexGeometry.KNIGHT, moves, count);
                case BISHOP -> count = rides(from, HexGeometry.DIAGONAL, moves, count);
                case ROOK -> count = rides(from, HexGeometry.ORTHOGONAL, moves, count);
                case QUEEN -> count = rides(from, HexGeometry.DIAGONAL, moves,
                        rides(from, HexGeometry.ORTHOGONAL, moves, count));
                case KING -> count = leaps(from, HexGeometry.DIAGONAL, moves,
                        leaps(from, HexGeometry.ORTHOGONAL, moves, count));
                default -> {
                }
            }
        }
        return castlings(moves, count);
    }

    private int leaps(int from, int[] steps, int[] moves, int count) {
        for (int step : steps) {
            int target = board[from + step];
            if (target != OFF && target * position.side <= 0) {
                moves[count++] = HexPosition.move(from, from + step, 0, NORMAL);
            }
        }
        return count;
    }

    private int rides(int from, int[] steps, int[] moves, int count) {
        for (int step : steps) {
            int to = from + step;
            while (board[to] == EMPTY) {
                moves[count++] = HexPosition.move(from, to, 0, NORMAL);
                to += step;
            }
            if (board[to] != OFF && board[to] * position.side < 0) {
                moves[count++] = HexPosition.move(from, to, 0, NORMAL);
            }
        }
        return count;
    }

    private int pawnMoves(int from, int[] moves, int count) {
        int side = position.side;
        int forward = side * HexGeometry.UP;
        int reach = Math.max(1, side == WHITE ? whiteReach[from] : blackReach[from]);
        int to = from + forward;
        for (int steps = 1; steps <= reach && board[to] == EMPTY; steps++, to += forward) {
            count = steps == 1 ? pawnArrives(from, to, moves, count)
                    : add(moves, count, HexPosition.move(from, to, 0, MULTI_STEP));
        }
        for (int step : captureSteps) {
            to = from + side * step;
            if (board[to] != OFF && board[to] * side < 0) {
                count = pawnArrives(from, to, moves, count);
            } else if (position.passedOver(to)) {
                count = add(moves, count, HexPosition.move(from, to, 0, EN_PASSANT));
            }
        }
        return count;
    }

    private static int add(int[] moves, int count, int move) {
        moves[count] = move;
        return count + 1;
    }

    /** A pawn's move to {@code to}: four promotions when no cell lies beyond it on its file. */
    private int pawnArrives(int from, int to, int[] moves, int count) {
        if (board[to + position.side * HexGeometry.UP] != OFF) {
            moves[count++] = HexPosition.move(from, to, 0, NORMAL);
            return count;
        }
        for (int promotion : PROMOTIONS) {
            moves[count++] = HexPosition.move(from, to, promotion, NORMAL);
        }
        return count;
    }

    /** Castlings of the side to move along each line it still has the right for. */
    private int castlings(int[] moves, int count) {
        int side = position.side;
        for (int line = 0; line < position.castlings.length; line++) {
            HexCastling castling = position.castlings[line];
            if ((position.rights & 1 << line) != 0 && castling.side() == side
                    && board[castling.king()] == KING * side && board[castling.rook()] == ROOK * side) {
                count = castlingsAlong(line, moves, count);
            }
        }
        return count;
    }

    /**
     * The king's moves of two and three cells toward the rook: every cell between them empty, and
     * the king's own cell and each one it crosses or reaches not attacked.
     */
    private int castlingsAlong(int line, int[] moves, int count) {
        HexCastling castling = position.castlings[line];
        int between = 0;
        for (int cell = castling.king() + castling.direction(); cell != castling.rook(); cell += castling.direction()) {
            if (board[cell] != EMPTY) {
                return count;
            }
            between++;
        }
        int cell = castling.king();
        for (int steps = 0; steps <= Math.min(3, between); steps++, cell += castling.direction()) {
            if (attacked(cell, -castling.side())) {
                return count;
            }
            if (steps >= 2) {
                count = add(moves, count, HexPosition.castle(castling.king(), cell, line));
            }
        }
        return count;
    }

    /** Whether the side that just moved left its own king unattacked. */
    boolean moverIsSafe() {
        int king = position.king(-position.side);
        return king < 0 || !attacked(king, position.side);
    }

    /** Whether any piece of side {@code by} attacks {@code cell}. */
    boolean attacked(int cell, int by) {
        return ridersHit(cell, HexGeometry.ORTHOGONAL, ROOK * by, by)
                || ridersHit(cell, HexGeometry.DIAGONAL, BISHOP * by, by)
                || leaperHit(cell, HexGeometry.KNIGHT, KNIGHT * by)
                || pawnHit(cell, by);
    }

    /** A king of {@code by} one step away, or the rider or a queen at the end of a clear line. */
    private boolean ridersHit(int cell, int[] steps, int rider, int by) {
        for (int step : steps) {
            int to = cell + step;
            if (board[to] == KING * by) {
                return true;
            }
            while (board[to] == EMPTY) {
                to += step;
            }
            if (board[to] == rider || board[to] == QUEEN * by) {
                return true;
            }
        }
        return false;
    }

    private boolean leaperHit(int cell, int[] steps, int leaper) {
        for (int step : steps) {
            if (board[cell + step] == leaper) {
                return true;
            }
        }
        return false;
    }

    /** A pawn of {@code by} stands where its capture step would land on {@code cell}. */
    private boolean pawnHit(int cell, int by) {
        for (int step : captureSteps) {
            if (board[cell - by * step] == PAWN * by) {
                return true;
            }
        }
        return false;
    }
}
