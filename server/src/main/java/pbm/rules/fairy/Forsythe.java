package pbm.rules.fairy;

/**
 * Game Courier's extended Forsythe code (Fergus Duniho's Game Courier guide): pieces by
 * letter or {@code {label}}, numbers of empty squares, {@code *} fills the rest of a rank with
 * empty squares, {@code /} optional at the end of a rank, {@code -} a square off the board.
 * Read into a FEN with White to move and every castling right the setup allows.
 */
final class Forsythe {

    private Forsythe() {
    }

    static String toFen(Rules r, String code) {
        char[][] grid = new Setup(r, code).read();
        StringBuilder fen = new StringBuilder();
        for (int y = 0; y < r.height; y++) {
            int empty = 0;
            for (int x = 0; x < r.width; x++) {
                if (grid[y][x] == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(grid[y][x]);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (y < r.height - 1) {
                fen.append('/');
            }
        }
        return fen + " w " + rights(r, grid) + " - 0 1";
    }

    /** Reads a code onto a grid of letters, top rank first (0 for an empty square). */
    private static final class Setup {
        private final Rules r;
        private final String code;
        private final char[][] grid;
        private int row;
        private int file;
        private int at;

        Setup(Rules r, String code) {
            this.r = r;
            this.code = code;
            this.grid = new char[r.height][r.width];
        }

        char[][] read() {
            while (at < code.length()) {
                char ch = code.charAt(at++);
                if (Character.isWhitespace(ch)) {
                    continue;
                }
                if (row >= r.height) {
                    throw new IllegalArgumentException("the setup has more than " + r.height + " ranks");
                }
                if (ch == '/') {
                    endRank();
                    continue;
                }
                if (ch == '*') {
                    file = r.width;
                } else if (ch == '-') {
                    throw new IllegalArgumentException("'-' (a square off the board) is not supported yet");
                } else if (Character.isDigit(ch)) {
                    file += number(ch);
                } else {
                    piece(ch);
                }
                nextRankWhenFull();
            }
            if (row != r.height || file != 0) {
                throw new IllegalArgumentException("the setup fills " + row + " ranks, the board has " + r.height);
            }
            return grid;
        }

        /** A '/': optional at the end of a rank, refused inside one. */
        private void endRank() {
            if (file != 0 && file != r.width) {
                throw new IllegalArgumentException("a '/' before the end of rank " + (r.height - row)
                        + " would cut squares off the board, which pbm does not support yet");
            }
            if (file == r.width) {
                row++;
                file = 0;
            }
        }

        /** The number of empty squares whose first digit is {@code first}. */
        private int number(char first) {
            int n = first - '0';
            while (at < code.length() && Character.isDigit(code.charAt(at))) {
                n = n * 10 + code.charAt(at++) - '0';
            }
            return n;
        }

        /** A piece by its letter, or by a one-letter label in braces ({@code {N}}). */
        private void piece(char ch) {
            char letter = ch;
            if (ch == '{') {
                int close = code.indexOf('}', at);
                if (close < 0) {
                    throw new IllegalArgumentException("a '{' without '}'");
                }
                String label = code.substring(at, close);
                at = close + 1;
                if (label.length() != 1) {
                    throw new IllegalArgumentException("no piece has the label {" + label + "}");
                }
                letter = label.charAt(0);
            }
            if (r.typeOf(letter) < 0 || !Character.isLetter(letter)) {
                throw new IllegalArgumentException("no piece has the letter '" + letter + "'");
            }
            if (file < r.width) {
                grid[row][file] = letter;
            }
            file++;
        }

        private void nextRankWhenFull() {
            if (file > r.width) {
                throw new IllegalArgumentException("rank " + (r.height - row) + " of the setup is longer than "
                        + r.width + " squares");
            }
            if (file == r.width) {
                row++;
                file = 0;
            }
        }
    }

    private static String rights(Rules r, char[][] grid) {
        if (!r.castling) {
            return "-";
        }
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < 2; c++) {
            int y = c == 0 ? r.height - 1 - r.castlingRank : r.castlingRank;
            char king = r.pieces.get(r.kingType).letter();
            char rook = r.pieces.get(r.castlingRookType).letter();
            if (c == 0) {
                king = Character.toUpperCase(king);
                rook = Character.toUpperCase(rook);
            }
            int k = new String(grid[y]).indexOf(king);
            if (k < 0) {
                continue;
            }
            if (new String(grid[y], k + 1, r.width - k - 1).indexOf(rook) >= 0) {
                out.append(c == 0 ? 'K' : 'k');
            }
            if (new String(grid[y], 0, k).indexOf(rook) >= 0) {
                out.append(c == 0 ? 'Q' : 'q');
            }
        }
        return out.length() == 0 ? "-" : out.toString();
    }
}
