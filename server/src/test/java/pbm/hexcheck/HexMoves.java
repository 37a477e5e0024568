package pbm.hexcheck;

import static pbm.hexcheck.HexPosition.BISHOP;
import static pbm.hexcheck.HexPosition.DOUBLE_STEP;
import static pbm.hexcheck.HexPosition.EMPTY;
import static pbm.hexcheck.HexPosition.EN_PASSANT;
import static pbm.hexcheck.HexPosition.KING;
import static pbm.hexcheck.HexPosition.KNIGHT;
import static pbm.hexcheck.HexPosition.NORMAL;
import static pbm.hexcheck.HexPosition.OFF;
import static pbm.hexcheck.HexPosition.PAWN;
import static pbm.hexcheck.HexPosition.QUEEN;
import static pbm.hexcheck.HexPosition.ROOK;
import static pbm.hexcheck.HexPosition.WHITE;

/**
 * Moves of one position under Gliński's or McCooey's pawn rules: pseudo-legal generation and
 * whether a cell is attacked, which together give the legal moves (a move is kept when the
 * mover's king is not attacked after it).
 */
final class HexMoves {
    /** Most pseudo-legal moves a position can have: 91 pieces with at most 42 moves each. */
    static final int MOST_MOVES = 91 * 42;
    private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};

    private final HexPosition position;
    private final int[] board;
    /** White's pawn capture steps; Black's are their negatives. */
    private final int[] captureSteps;
    private final boolean[] whiteStarts = new boolean[HexGeometry.SIZE];
    private final boolean[] blackStarts = new boolean[HexGeometry.SIZE];

    HexMoves(HexReference.Variant variant, HexPosition position) {
        this.position = position;
        this.board = position.board;
        boolean glinski = variant == HexReference.Variant.GLINSKI;
        captureSteps = glinski
                ? new int[] {HexGeometry.step(1, 1), HexGeometry.step(-1, 1)}
                : new int[] {HexGeometry.step(1, 3), HexGeometry.step(-1, 3)};
        mark(whiteStarts, glinski ? "b1 c2 d3 e4 f5 g4 h3 i2 k1" : "c1 d2 e3 g3 h2 i1");
        mark(blackStarts, glinski ? "b7 c7 d7 e7 f7 g7 h7 i7 k7" : "c8 d8 e8 g8 h8 i8");
    }

    private static void mark(boolean[] cells, String names) {
        for (String name : names.split(" ")) {
            cells[HexGeometry.parse(name)] = true;
        }
    }

    /** Writes the side to move's pseudo-legal moves into {@code moves} and returns how many. */
    int generate(int[] moves) {
        int count = 0;
        int side = position.side;
        for (int from : HexGeometry.CELLS) {
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
        return count;
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
        int to = from + forward;
        if (board[to] == EMPTY) {
            count = pawnArrives(from, to, moves, count);
            boolean start = side == WHITE ? whiteStarts[from] : blackStarts[from];
            if (start && board[to + forward] == EMPTY) {
                moves[count++] = HexPosition.move(from, to + forward, 0, DOUBLE_STEP);
            }
        }
        for (int step : captureSteps) {
            to = from + side * step;
            if (board[to] != OFF && board[to] * side < 0) {
                count = pawnArrives(from, to, moves, count);
            } else if (to == position.enPassant) {
                moves[count++] = HexPosition.move(from, to, 0, EN_PASSANT);
            }
        }
        return count;
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
