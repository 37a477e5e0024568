package pbm.hexcheck;

import java.util.Arrays;

/**
 * A hexagonal chess position on a plain array: signed piece codes (White positive, Black
 * negative), the side to move, the en passant cell and both kings' cells, with make and unmake
 * of moves packed as ints. A side without a king is never in check, so lone pieces can be tested.
 */
final class HexPosition {
    static final int EMPTY = 0;
    static final int PAWN = 1;
    static final int KNIGHT = 2;
    static final int BISHOP = 3;
    static final int ROOK = 4;
    static final int QUEEN = 5;
    static final int KING = 6;
    /** Padding around the hexagon; large and positive, so tests for it must be explicit. */
    static final int OFF = 100;
    static final String PIECE_LETTERS = ".pnbrqk";

    static final int WHITE = 1;
    static final int BLACK = -1;
    static final int NORMAL = 0;
    static final int DOUBLE_STEP = 1;
    static final int EN_PASSANT = 2;
    private static final int MAX_PLY = 64;

    final int[] board = new int[HexGeometry.SIZE];
    int side = WHITE;
    int enPassant = -1;
    private final int[] kings = {-1, -1};
    private final int[] capturedStack = new int[MAX_PLY];
    private final int[] enPassantStack = new int[MAX_PLY];
    private int ply;

    HexPosition() {
        Arrays.fill(board, OFF);
        for (int cell : HexGeometry.CELLS) {
            board[cell] = EMPTY;
        }
    }

    static int move(int from, int to, int promotion, int flag) {
        return from | to << 10 | promotion << 20 | flag << 24;
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
        return move >>> 24;
    }

    /** The king's cell of a side, or -1 when it has none. */
    int king(int ofSide) {
        return kings[ofSide == WHITE ? 0 : 1];
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
        int piece = board[from];
        int captured = board[to];
        board[from] = EMPTY;
        if (flag(move) == EN_PASSANT) {
            int passed = to - side * HexGeometry.UP;
            captured = board[passed];
            board[passed] = EMPTY;
        }
        put(to, promotion(move) == 0 ? piece : promotion(move) * side);
        capturedStack[ply] = captured;
        enPassantStack[ply] = enPassant;
        ply++;
        enPassant = flag(move) == DOUBLE_STEP ? from + side * HexGeometry.UP : -1;
        side = -side;
    }

    void unmake(int move) {
        ply--;
        side = -side;
        enPassant = enPassantStack[ply];
        int from = from(move);
        int to = to(move);
        int piece = promotion(move) == 0 ? board[to] : PAWN * side;
        int captured = capturedStack[ply];
        if (flag(move) == EN_PASSANT) {
            board[to] = EMPTY;
            board[to - side * HexGeometry.UP] = captured;
        } else {
            board[to] = captured;
        }
        put(from, piece);
    }

    /** "from-to", with "=Q" and the like for a promotion. */
    static String name(int move) {
        String name = HexGeometry.name(from(move)) + "-" + HexGeometry.name(to(move));
        int promotion = promotion(move);
        return promotion == 0 ? name : name + "=" + Character.toUpperCase(PIECE_LETTERS.charAt(promotion));
    }
}
