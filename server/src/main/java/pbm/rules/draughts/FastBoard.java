package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable position for the fast generator: which piece stands on each square
 * (square numbers of the {@link FastRules}' own PDN numbering, see there) and who moves.
 */
final class FastBoard {
    static final byte EMPTY = 0;
    static final byte WHITE_MAN = 1;
    static final byte WHITE_KING = 2;
    static final byte BLACK_MAN = 3;
    static final byte BLACK_KING = 4;

    private final FastRules rules;
    private final boolean whiteToMove;
    /** cells[sq] for sq in 1..squareCount; cells[0] unused. */
    private final byte[] cells;

    FastBoard(FastRules rules, boolean whiteToMove, byte[] cells) {
        this.rules = rules;
        this.whiteToMove = whiteToMove;
        this.cells = cells;
    }

    /**
     * A position from square lists. Throws {@link IllegalArgumentException} for a square
     * outside 1..{@link FastRules#squareCount()} or a square given twice.
     */
    public static FastBoard of(FastRules rules, boolean whiteToMove, int[] whiteMen,
                               int[] whiteKings, int[] blackMen, int[] blackKings) {
        byte[] cells = new byte[rules.squareCount() + 1];
        put(cells, whiteMen, WHITE_MAN);
        put(cells, whiteKings, WHITE_KING);
        put(cells, blackMen, BLACK_MAN);
        put(cells, blackKings, BLACK_KING);
        return new FastBoard(rules, whiteToMove, cells);
    }

    private static void put(byte[] cells, int[] squares, byte piece) {
        for (int sq : squares) {
            if (sq < 1 || sq >= cells.length) {
                throw new IllegalArgumentException("no square " + sq);
            }
            if (cells[sq] != EMPTY) {
                throw new IllegalArgumentException("square " + sq + " given twice");
            }
            cells[sq] = piece;
        }
    }

    /** The initial position: men on the rows nearest each side, the starting side to move. */
    public static FastBoard initial(FastRules rules) {
        Layout layout = Layout.of(rules);
        byte[] cells = new byte[rules.squareCount() + 1];
        int n = rules.size;
        for (int sq = 1; sq <= layout.squares; sq++) {
            int row = layout.rowOf[sq];
            if (row <= n / 2 - 2) {
                cells[sq] = BLACK_MAN;
            } else if (row >= n / 2 + 1) {
                cells[sq] = WHITE_MAN;
            }
        }
        return new FastBoard(rules, rules.whiteStarts, cells);
    }

    public FastRules rules() {
        return rules;
    }

    public boolean whiteToMove() {
        return whiteToMove;
    }

    public int[] whiteMen() {
        return squaresWith(WHITE_MAN);
    }

    public int[] whiteKings() {
        return squaresWith(WHITE_KING);
    }

    public int[] blackMen() {
        return squaresWith(BLACK_MAN);
    }

    public int[] blackKings() {
        return squaresWith(BLACK_KING);
    }

    /** The legal moves, duplicates (same from, to and captured set) given once. */
    public List<FastMove> legalMoves() {
        return FastPerft.legalMoves(this);
    }

    /**
     * The position after one of {@link #legalMoves()}. Throws
     * {@link IllegalArgumentException} when the move is not legal here.
     */
    public FastBoard play(FastMove move) {
        return FastPerft.play(this, move);
    }

    byte cell(int sq) {
        return cells[sq];
    }

    byte[] cells() {
        return cells.clone();
    }

    private int[] squaresWith(byte piece) {
        List<Integer> list = new ArrayList<>();
        for (int sq = 1; sq < cells.length; sq++) {
            if (cells[sq] == piece) {
                list.add(sq);
            }
        }
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FastBoard b && b.rules == rules && b.whiteToMove == whiteToMove
                && Arrays.equals(b.cells, cells);
    }

    @Override
    public int hashCode() {
        return (rules.hashCode() * 31 + Boolean.hashCode(whiteToMove)) * 31
                + Arrays.hashCode(cells);
    }

    /** A diagram, White at the bottom, {@code w b W B} for pieces and {@code .} empty. */
    @Override
    public String toString() {
        Layout layout = Layout.of(rules);
        StringBuilder sb = new StringBuilder();
        for (int row = 0; row < rules.size; row++) {
            for (int col = 0; col < rules.size; col++) {
                int sq = layout.squareAt(row, col);
                sb.append(sq == 0 ? ' ' : ".wWbB".charAt(cells[sq]));
            }
            sb.append('\n');
        }
        return sb.append(whiteToMove ? "White" : "Black").append(" to move\n").toString();
    }
}
