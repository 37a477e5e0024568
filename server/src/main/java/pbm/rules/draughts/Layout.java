package pbm.rules.draughts;

/**
 * Square numbering of a {@link FastRules} board and, for 8x8 and 10x10, the padded bit
 * layout the bitboard generator works on.
 *
 * <p>Coordinates: {@code row} 0 is the top rank seen from White (rank N), {@code col} 0 is
 * file A. The bitboard layout mirrors the columns of an inverted board (A1 not a playing
 * square) so that, internally, the top-left corner is never a playing square; the rules
 * are left-right symmetric, so this changes nothing but the numbering map. Internal bit of
 * (row, internal col) is {@code row * N/2 + col / 2 + row / 2}: after every two rows one
 * ghost bit, so the four diagonal steps are always -(N/2+1), -(N/2), +(N/2), +(N/2+1) and a
 * step over the left or right edge lands on a ghost bit (or off the long).
 */
final class Layout {
    final FastRules rules;
    final int size;
    final int squares;
    /** rowOf[sq], colOf[sq]: board coordinates of square number sq (1-based). */
    final int[] rowOf;
    final int[] colOf;
    /** bitOf[sq]: internal bit index (0-63 up to 10x10, 0-76 on 12x12), and the inverse map. */
    final int[] bitOf;
    final int[] squareOfBit;

    private static final Layout[] CACHE = new Layout[FastRules.values().length];

    static synchronized Layout of(FastRules rules) {
        Layout l = CACHE[rules.ordinal()];
        if (l == null) {
            l = new Layout(rules);
            CACHE[rules.ordinal()] = l;
        }
        return l;
    }

    private Layout(FastRules rules) {
        this.rules = rules;
        this.size = rules.size;
        this.squares = rules.squareCount();
        rowOf = new int[squares + 1];
        colOf = new int[squares + 1];
        bitOf = new int[squares + 1];
        squareOfBit = new int[128];
        boolean bottom = rules.corner == 0 || rules.corner == 1;
        boolean left = rules.corner == 0 || rules.corner == 2;
        int sq = 0;
        for (int i = 0; i < size; i++) {
            int viewRow = bottom ? size - 1 - i : i;
            for (int j = 0; j < size; j++) {
                int viewCol = left ? j : size - 1 - j;
                int row = rules.whiteStarts ? viewRow : size - 1 - viewRow;
                int col = rules.whiteStarts ? viewCol : size - 1 - viewCol;
                if (isPlaying(row, col)) {
                    sq++;
                    rowOf[sq] = row;
                    colOf[sq] = col;
                    int bit = bitIndex(size, row, rules.invert ? size - 1 - col : col);
                    bitOf[sq] = bit;
                    squareOfBit[bit] = sq;
                }
            }
        }
    }

    boolean isPlaying(int row, int col) {
        boolean odd = ((row + col) & 1) == 1;
        return rules.invert != odd;
    }

    static int bitIndex(int size, int row, int internalCol) {
        return row * (size / 2) + internalCol / 2 + row / 2;
    }

    /** Square number at (row, col), or 0 when off the board or not a playing square. */
    int squareAt(int row, int col) {
        if (row < 0 || col < 0 || row >= size || col >= size || !isPlaying(row, col)) {
            return 0;
        }
        for (int sq = 1; sq <= squares; sq++) {
            if (rowOf[sq] == row && colOf[sq] == col) {
                return sq;
            }
        }
        return 0;
    }

    /** Algebraic name of a square, e.g. {@code b10}. */
    String algebraic(int sq) {
        return "" + (char) ('a' + colOf[sq]) + (size - rowOf[sq]);
    }
}
