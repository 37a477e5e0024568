package pbm.hexcheck;

import java.util.Arrays;

/**
 * A hexagonal chess position on a plain array: signed piece codes (White positive, Black
 * negative), the side to move, the cells a pawn just passed (one or two, for en passant) and that
 * pawn's cell, the castling rights and both kings' cells, with make and unmake of moves packed as
 * ints. A side without a king is never in check, so lone pieces can be tested.
 */
final class HexPosition {
    static final int EMPTY = 0;
    static final int PAWN = 1;
    static final int KNIGHT = 2;
    static final int BISHOP = 3;
    static final int ROOK = 4;
    static final int QUEEN = 5;
    static final int KING = 6;
    /** Padding around the board; large and positive, so tests for it must be explicit. */
    static final int OFF = 100;
    static final String PIECE_LETTERS = ".pnbrqk";

    static final int WHITE = 1;
    static final int BLACK = -1;
    static final int NORMAL = 0;
    /** A pawn's first move of two or three cells. */
    static final int MULTI_STEP = 1;
    static final int EN_PASSANT = 2;
    static final int CASTLE = 3;
    private static final int MAX_PLY = 64;

    final HexBoard shape;
    final HexCastling[] castlings;
    final int[] board = new int[HexGeometry.SIZE];
    int side = WHITE;
    /** Cells the last move's pawn passed, -1 when none; en passant may land on either. */
    int passedFirst = -1;
    int passedSecond = -1;
    /** The pawn an en passant capture removes. */
    int passedPawn = -1;
    /** Bit i set while {@code castlings[i]} is allowed. */
    int rights;
    private final int[] kings = {-1, -1};
    /** Per cell, the rights kept when a move leaves or enters it (a king's or rook's home clears its own). */
    private final int[] rightsKept = new int[HexGeometry.SIZE];
    private final int[][] stack = new int[MAX_PLY][5];
    private int ply;

    HexPosition(HexBoard shape, HexCastling[] castlings) {
        this.shape = shape;
        this.castlings = castlings.clone();
        Arrays.fill(board, OFF);
        for (int cell : shape.cells()) {
            board[cell] = EMPTY;
        }
        Arrays.fill(rightsKept, -1);
        for (int i = 0; i < castlings.length; i++) {
            rightsKept[castlings[i].king()] &= ~(1 << i);
            rightsKept[castlings[i].rook()] &= ~(1 << i);
        }
    }

    static int move(int from, int to, int promotion, int flag) {
        return from | to << 10 | promotion << 20 | flag << 24;
    }

    /** A castling along {@code castlings[line]}, the king going from {@code from} to {@code to}. */
    static int castle(int from, int to, int line) {
        return move(from, to, 0, CASTLE) | line << 28;
    }

    static int from(int move) {
        return move & 0x3FF;
    }

    static int to(int move) {
        return move >>> 10 & 0x3FF;
    }

    static int promotion(int move) {
        return move >>> 20 & 0xF;
    }

    static int flag(int move) {
        return move >>> 24 & 0xF;
    }

    static int line(int move) {
        return move >>> 28;
    }

    /** The king's cell of a side, or -1 when it has none. */
    int king(int ofSide) {
        return kings[ofSide == WHITE ? 0 : 1];
    }

    boolean passedOver(int cell) {
        return cell == passedFirst || cell == passedSecond;
    }

    void put(int cell, int piece) {
        board[cell] = piece;
        if (Math.abs(piece) == KING) {
            kings[piece > 0 ? 0 : 1] = cell;
        }
    }

    void make(int move) {
        int from = from(move);
        int to = to(move);
        int[] saved = stack[ply++];
        saved[0] = board[to];
        saved[1] = passedFirst;
        saved[2] = passedSecond;
        saved[3] = passedPawn;
        saved[4] = rights;
        int piece = board[from];
        board[from] = EMPTY;
        if (flag(move) == EN_PASSANT) {
            saved[0] = board[passedPawn];
            board[passedPawn] = EMPTY;
        } else if (flag(move) == CASTLE) {
            HexCastling line = castlings[line(move)];
            board[line.rook()] = EMPTY;
            board[to - line.direction()] = ROOK * side;
        }
        put(to, promotion(move) == 0 ? piece : promotion(move) * side);
        notePassedCells(move);
        rights &= rightsKept[from] & rightsKept[to];
        side = -side;
    }

    /** After a pawn's first move of two or three cells, the cells it passed and where it stands. */
    private void notePassedCells(int move) {
        passedFirst = -1;
        passedSecond = -1;
        passedPawn = -1;
        if (flag(move) == MULTI_STEP) {
            int forward = side * HexGeometry.UP;
            passedFirst = from(move) + forward;
            passedSecond = to(move) - forward == passedFirst ? -1 : to(move) - forward;
            passedPawn = to(move);
        }
    }

    void unmake(int move) {
        int[] saved = stack[--ply];
        side = -side;
        passedFirst = saved[1];
        passedSecond = saved[2];
        passedPawn = saved[3];
        rights = saved[4];
        int from = from(move);
        int to = to(move);
        int piece = promotion(move) == 0 ? board[to] : PAWN * side;
        if (flag(move) == EN_PASSANT) {
            board[to] = EMPTY;
            board[passedPawn] = saved[0];
        } else if (flag(move) == CASTLE) {
            HexCastling line = castlings[line(move)];
            board[to] = EMPTY;
            board[to - line.direction()] = EMPTY;
            board[line.rook()] = ROOK * side;
        } else {
            board[to] = saved[0];
        }
        put(from, piece);
    }

    /** "from-to", with "=Q" and the like for a promotion; a castling is written as the king's move. */
    String name(int move) {
        String name = shape.name(from(move)) + "-" + shape.name(to(move));
        int promotion = promotion(move);
        return promotion == 0 ? name : name + "=" + Character.toUpperCase(PIECE_LETTERS.charAt(promotion));
    }
}
