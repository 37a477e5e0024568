package pbm.rules.fairy;

/**
 * Fairy-Stockfish FEN: ranks from the top separated by {@code /}, numbers of empty squares
 * (10 and more allowed), pieces in hand in {@code [...]} after the board, side {@code w}/{@code b},
 * castling rights as {@code KQkq} (the outermost castling rook) or file letters (Shredder and
 * X-FEN, {@code HAha}), en passant square, half-move clock and move number.
 */
final class FairyFen {

    private FairyFen() {
    }

    static void read(Board b, String fen) {
        Rules r = b.rules;
        String[] f = fen.strip().split("\\s+");
        if (f.length < 2) {
            throw new IllegalArgumentException("a FEN needs at least the board and the side to move");
        }
        if (f.length == 4 && f[2].matches("\\d+") && f[3].matches("\\d+")) {
            // Fairy-Stockfish's shogi FENs leave out castling and en passant: "[-] w 0 1".
            f = new String[] {f[0], f[1], "-", "-", f[2], f[3]};
        }
        if (r.checkCounting) {
            f = Goals.readChecks(b, f);
        }
        String board = f[0];
        b.holdings = r.hands;
        String held = "";
        int open = board.indexOf('[');
        if (open >= 0) {
            if (!board.endsWith("]")) {
                throw new IllegalArgumentException("pieces in hand are written [..] at the end of the board");
            }
            b.holdings = true;
            held = board.substring(open + 1, board.length() - 1);
            board = board.substring(0, open);
        }
        for (int c = 0; c < 2; c++) {
            java.util.Arrays.fill(b.hand[c], 0);
        }
        java.util.Arrays.fill(b.origin, 0);
        for (char ch : held.toCharArray()) {
            if (ch == '-') {
                continue;
            }
            int t = r.typeOf(ch);
            if (!Character.isLetter(ch) || t < 0) {
                throw new IllegalArgumentException("no piece has the letter '" + ch + "' in this game (in hand)");
            }
            b.hand[Character.isUpperCase(ch) ? 0 : 1][t]++;
        }
        String[] ranks = board.split("/", -1);
        if (ranks.length != r.height) {
            throw new IllegalArgumentException("the FEN has " + ranks.length + " ranks, the board " + r.height);
        }
        java.util.Arrays.fill(b.cells, 0);
        for (int c = 0; c < 2; c++) {
            java.util.Arrays.fill(b.count[c], 0);
            b.total[c] = 0;
            b.king[c] = -1;
        }
        int[] kings = new int[2];
        for (int i = 0; i < ranks.length; i++) {
            int row = r.height - 1 - i;
            int file = 0;
            String text = ranks[i];
            int j = 0;
            while (j < text.length()) {
                char ch = text.charAt(j);
                if (Character.isDigit(ch)) {
                    int n = 0;
                    while (j < text.length() && Character.isDigit(text.charAt(j))) {
                        n = n * 10 + text.charAt(j++) - '0';
                    }
                    file += n;
                    continue;
                }
                j++;
                boolean plus = ch == '+';
                if (plus) {
                    if (j >= text.length()) {
                        throw new IllegalArgumentException("'+' in a FEN board must come before a piece letter");
                    }
                    ch = text.charAt(j++);
                }
                if (ch == '~' || ch == '*' || ch == '+') {
                    throw new IllegalArgumentException("'" + ch + "' in a FEN board must follow a piece letter");
                }
                int t = r.typeOf(ch);
                if (!Character.isLetter(ch) || t < 0) {
                    throw new IllegalArgumentException("no piece has the letter '" + ch + "' in this game");
                }
                int org = 0;
                if (plus) {
                    if (r.promotedOf[t] < 0) {
                        throw new IllegalArgumentException("+" + ch + ": the " + r.pieces.get(t).spoken()
                                + " does not promote in this game");
                    }
                    org = t + 1;
                    t = r.promotedOf[t];
                }
                if (j < text.length() && text.charAt(j) == '~') {
                    j++;
                    if (r.pawnType < 0) {
                        throw new IllegalArgumentException("'~' marks a promoted pawn, and this game has none");
                    }
                    org = r.pawnType + 1;
                }
                int c = Character.isUpperCase(ch) ? 0 : 1;
                if (file < r.width) {
                    b.put(row * r.width + file, Board.code(c, t));
                    b.origin[row * r.width + file] = org;
                    if (t == r.kingType) {
                        kings[c]++;
                    }
                }
                file++;
            }
            if (file != r.width) {
                throw new IllegalArgumentException("rank " + (row + 1) + " of the FEN has " + file
                        + " squares, the board " + r.width);
            }
        }
        boolean kingless = r.extinctionValue != Outcome.NONE;
        if (r.kingType >= 0 && (kings[0] > 1 || kings[1] > 1 || !kingless && (kings[0] != 1 || kings[1] != 1))) {
            throw new IllegalArgumentException("each side needs exactly one king");
        }
        switch (f[1]) {
            case "w" -> b.side = 0;
            case "b" -> b.side = 1;
            default -> throw new IllegalArgumentException("the side to move is w or b, not \"" + f[1] + "\"");
        }
        readCastling(b, f.length > 2 ? f[2] : "-");
        b.ep = -1;
        b.epVictim = -1;
        if (f.length > 3 && !f[3].equals("-")) {
            // Fairy-Stockfish lists the square passed and, when it is not just behind it, the
            // pawn to take ("c5d6" after Berolina's e7-c5).
            int sq = -1;
            int victim = -1;
            for (String name : f[3].split("(?<=\\d)(?=[a-z])")) {
                int at = square(r, name);
                if (at < 0) {
                    throw new IllegalArgumentException("no such en passant square \"" + f[3] + "\"");
                }
                if (b.cells[at] == 0) {
                    sq = at;
                } else {
                    victim = at;
                }
            }
            if (sq < 0) {
                sq = victim;
                victim = -1;
            }
            if (victim < 0) {
                victim = sq + (b.side == 0 ? -r.width : r.width);
            }
            if (victim >= 0 && victim < b.squares && b.cells[victim] == Board.code(b.side ^ 1, r.pawnType)) {
                b.ep = sq;
                b.epVictim = victim;
            }
        }
        b.rule50 = f.length > 4 ? number(f[4], "half-move clock") : 0;
        b.fullmove = f.length > 5 ? Math.max(1, number(f[5], "move number")) : 1;
    }

    private static int number(String s, String what) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what + " \"" + s + "\"");
        }
    }

    static int square(Rules r, String name) {
        if (name.length() < 2 || name.length() > 3) {
            return -1;
        }
        int file = name.charAt(0) - 'a';
        int rank;
        try {
            rank = Integer.parseInt(name.substring(1)) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
        return file < 0 || file >= r.width || rank < 0 || rank >= r.height ? -1 : rank * r.width + file;
    }

    private static void readCastling(Board b, String text) {
        Rules r = b.rules;
        java.util.Arrays.fill(b.castle, -1);
        if (text.equals("-")) {
            return;
        }
        for (char ch : text.toCharArray()) {
            int c = Character.isUpperCase(ch) ? 0 : 1;
            int k = b.castlingKing(c);
            int row = b.castlingRow(c);
            if (!r.castling || k < 0 || k / r.width != row) {
                throw new IllegalArgumentException("castling right '" + ch + "' but no king on its castling rank");
            }
            int rook = Board.code(c, r.castlingRookType);
            int kf = k % r.width;
            char lower = Character.toLowerCase(ch);
            int sq = -1;
            if (lower == 'k' || lower == 'q') {
                int step = lower == 'k' ? 1 : -1;
                for (int f = kf + step; f >= 0 && f < r.width; f += step) {
                    if (b.cells[row * r.width + f] == rook) {
                        sq = row * r.width + f;
                    }
                }
            } else if (lower >= 'a' && lower < 'a' + r.width) {
                sq = row * r.width + (lower - 'a');
                if (b.cells[sq] != rook) {
                    sq = -1;
                }
            }
            if (sq < 0) {
                throw new IllegalArgumentException("castling right '" + ch + "' but no rook for it");
            }
            b.castle[c * 2 + (sq % r.width > kf ? 0 : 1)] = sq;
        }
    }

    static String write(Board b) {
        Rules r = b.rules;
        StringBuilder s = new StringBuilder();
        for (int row = r.height - 1; row >= 0; row--) {
            int empty = 0;
            for (int f = 0; f < r.width; f++) {
                int code = b.cells[row * r.width + f];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    s.append(empty);
                    empty = 0;
                }
                int sq = row * r.width + f;
                int org = b.origin[sq] - 1;
                boolean shogi = org >= 0 && r.promotedOf[org] == Board.type(code);
                char letter = r.pieces.get(shogi ? org : Board.type(code)).letter();
                if (shogi) {
                    s.append('+');
                }
                s.append(Board.colour(code) == 0 ? Character.toUpperCase(letter) : letter);
                if (org >= 0 && !shogi && r.hands) {
                    s.append('~');
                }
            }
            if (empty > 0) {
                s.append(empty);
            }
            if (row > 0) {
                s.append('/');
            }
        }
        if (b.holdings) {
            s.append('[').append(hand(b, 0)).append(hand(b, 1)).append(']');
        }
        s.append(b.side == 0 ? " w " : " b ");
        StringBuilder rights = new StringBuilder();
        for (int c = 0; c < 2; c++) {
            for (int side = 0; side < 2; side++) {
                int sq = b.castle[c * 2 + side];
                if (sq < 0) {
                    continue;
                }
                char letter = outermost(b, c, sq) && !r.chess960 ? (side == 0 ? 'K' : 'Q')
                        : (char) ('A' + sq % r.width);
                rights.append(c == 0 ? letter : Character.toLowerCase(letter));
            }
        }
        s.append(rights.length() == 0 ? "-" : rights).append(' ');
        if (b.ep >= 0 && b.epVictim != b.ep + (b.side == 0 ? -r.width : r.width)) {
            // both squares, lower first, as Fairy-Stockfish writes them
            s.append(r.squareName(Math.min(b.ep, b.epVictim))).append(r.squareName(Math.max(b.ep, b.epVictim)));
        } else {
            s.append(b.ep < 0 ? "-" : r.squareName(b.ep));
        }
        if (r.checkCounting) {
            s.append(' ').append(b.checksLeft[0]).append('+').append(b.checksLeft[1]);
        }
        s.append(' ').append(b.rule50).append(' ').append(b.fullmove);
        return s.toString();
    }

    /** A side's pieces in hand as FEN letters, strongest first (the definition's order reversed). */
    static String hand(Board b, int c) {
        StringBuilder s = new StringBuilder();
        for (int t = b.hand[c].length - 1; t >= 0; t--) {
            char letter = b.rules.pieces.get(t).letter();
            s.append(String.valueOf(c == 0 ? Character.toUpperCase(letter) : letter).repeat(b.hand[c][t]));
        }
        return s.toString();
    }

    private static boolean outermost(Board b, int c, int sq) {
        int k = b.castlingKing(c);
        int step = sq > k ? 1 : -1;
        int rook = Board.code(c, b.rules.castlingRookType);
        for (int at = sq + step; at / b.width == sq / b.width && at >= 0 && at < b.squares; at += step) {
            if (b.cells[at] == rook) {
                return false;
            }
        }
        return true;
    }
}
