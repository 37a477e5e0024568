package pbm.rules.fairy;

import java.util.Arrays;
import java.util.List;

/**
 * The first field of a {@link FairyFen}: the ranks from the top separated by {@code /},
 * numbers of empty squares (10 and more allowed), piece letters (upper case White's), a
 * promoted piece written {@code +L} (shogi style, by the type it promoted from) or {@code Q~}
 * (promoted from a pawn, in games with hands), and the pieces in hand in {@code [...]} after
 * the board.
 */
final class FenBoard {

    private FenBoard() {
    }

    // ---------------------------------------------------------------- reading

    /** Sets up the board and the hands from the FEN's first field. */
    static void read(Board board, String field) {
        String ranks = field;
        String held = "";
        board.holdings = board.rules.hands;
        int open = field.indexOf('[');
        if (open >= 0) {
            if (!field.endsWith("]")) {
                throw new IllegalArgumentException("pieces in hand are written [..] at the end of the board");
            }
            board.holdings = true;
            held = field.substring(open + 1, field.length() - 1);
            ranks = field.substring(0, open);
        }
        readHands(board, held);
        readRanks(board, ranks);
    }

    /** The pieces in hand, upper case White's; clears every promotion mark of the board too. */
    private static void readHands(Board board, String held) {
        Rules rules = board.rules;
        for (int colour = 0; colour < 2; colour++) {
            Arrays.fill(board.hand[colour], 0);
        }
        Arrays.fill(board.origin, 0);
        for (char letter : held.toCharArray()) {
            if (letter == '-') {
                continue;
            }
            int type = rules.typeOf(letter);
            if (!Character.isLetter(letter) || type < 0) {
                throw new IllegalArgumentException("no piece has the letter '" + letter + "' in this game (in hand)");
            }
            if (type == rules.kingType) {
                // dropped, it would give a side a second royal piece, which neither check nor a FEN
                // can hold (Fairy-Stockfish too keeps one king square per side, position.cpp)
                throw new IllegalArgumentException("the royal piece (" + letter + ") may not be in hand");
            }
            board.hand[Character.isUpperCase(letter) ? 0 : 1][type]++;
        }
    }

    private static void readRanks(Board board, String text) {
        Rules rules = board.rules;
        String[] ranks = text.split("/", -1);
        List<int[]> rows = rules.geometry.rows();
        if (ranks.length != rows.size()) {
            throw new IllegalArgumentException("the FEN has " + ranks.length + " ranks, the board " + rows.size());
        }
        Arrays.fill(board.cells, 0);
        for (int colour = 0; colour < 2; colour++) {
            Arrays.fill(board.count[colour], 0);
            board.total[colour] = 0;
            board.kingSquare[colour] = -1;
        }
        int[] kings = new int[2];
        for (int i = 0; i < ranks.length; i++) {
            readRank(board, ranks[i], rows.get(i), rows.size() - i, kings);
        }
        boolean kingless = rules.extinctionValue != Outcome.NONE;
        if (rules.kingType >= 0 && (kings[0] > 1 || kings[1] > 1 || !kingless && (kings[0] != 1 || kings[1] != 1))) {
            throw new IllegalArgumentException("each side needs exactly one king");
        }
    }

    /**
     * One rank's text onto its cells ({@code row}, rank {@code number}), counting the royal kings
     * of each colour into {@code kings}.
     */
    private static void readRank(Board board, String text, int[] row, int number, int[] kings) {
        int file = 0;
        int at = 0;
        while (at < text.length()) {
            if (Character.isDigit(text.charAt(at))) {
                int empty = 0;
                while (at < text.length() && Character.isDigit(text.charAt(at))) {
                    empty = empty * 10 + text.charAt(at++) - '0';
                }
                file += empty;
                continue;
            }
            // a piece beyond the last file is read, then refused by the count below
            at = readPiece(board, text, at, file < row.length ? row[file] : -1, kings);
            file++;
        }
        if (file != row.length) {
            throw new IllegalArgumentException("rank " + number + " of the FEN has " + file
                    + " squares, the board " + row.length);
        }
    }

    /**
     * Reads the piece written at {@code text[at]} ({@code N}, {@code +N}, {@code Q~}) and puts it
     * on {@code square} (none when -1); returns where its text ends.
     */
    private static int readPiece(Board board, String text, int at, int square, int[] kings) {
        Rules rules = board.rules;
        char letter = text.charAt(at++);
        boolean plus = letter == '+';
        if (plus) {
            if (at >= text.length()) {
                throw new IllegalArgumentException("'+' in a FEN board must come before a piece letter");
            }
            letter = text.charAt(at++);
        }
        if (letter == '~' || letter == '*' || letter == '+') {
            throw new IllegalArgumentException("'" + letter + "' in a FEN board must follow a piece letter");
        }
        int type = rules.typeOf(letter);
        if (!Character.isLetter(letter) || type < 0) {
            throw new IllegalArgumentException("no piece has the letter '" + letter + "' in this game");
        }
        int origin = 0;
        if (plus) {
            if (rules.promotedOf[type] < 0) {
                throw new IllegalArgumentException("+" + letter + ": the " + rules.pieces.get(type).spoken()
                        + " does not promote in this game");
            }
            origin = type + 1;
            type = rules.promotedOf[type];
        }
        if (at < text.length() && text.charAt(at) == '~') {
            at++;
            if (rules.pawnType < 0) {
                throw new IllegalArgumentException("'~' marks a promoted pawn, and this game has none");
            }
            origin = rules.pawnType + 1;
        }
        int colour = Character.isUpperCase(letter) ? 0 : 1;
        if (square >= 0) {
            board.put(square, Board.code(colour, type));
            board.origin[square] = origin;
            if (type == rules.kingType) {
                kings[colour]++;
            }
        }
        return at;
    }

    // ---------------------------------------------------------------- writing

    /** Writes the board's ranks and, when it has them, its holdings. */
    static void write(Board board, StringBuilder out) {
        List<int[]> rows = board.rules.geometry.rows();
        for (int i = 0; i < rows.size(); i++) {
            int empty = 0;
            for (int square : rows.get(i)) {
                if (board.cells[square] == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                writePiece(board, square, out);
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (i < rows.size() - 1) {
                out.append('/');
            }
        }
        if (board.holdings) {
            out.append('[').append(hand(board, 0)).append(hand(board, 1)).append(']');
        }
    }

    /** A piece's letter, {@code +} before it when it promoted shogi style, {@code ~} after it when from a pawn. */
    private static void writePiece(Board board, int square, StringBuilder out) {
        Rules rules = board.rules;
        int code = board.cells[square];
        int origin = board.origin[square] - 1;
        boolean shogi = origin >= 0 && rules.promotedOf[origin] == Board.type(code);
        char letter = rules.pieces.get(shogi ? origin : Board.type(code)).letter();
        if (shogi) {
            out.append('+');
        }
        out.append(Board.colour(code) == 0 ? Character.toUpperCase(letter) : letter);
        if (origin >= 0 && !shogi && rules.hands) {
            out.append('~');
        }
    }

    /** A side's pieces in hand as FEN letters, strongest first (the definition's order reversed). */
    static String hand(Board board, int colour) {
        StringBuilder out = new StringBuilder();
        for (int type = board.hand[colour].length - 1; type >= 0; type--) {
            char letter = board.rules.pieces.get(type).letter();
            out.append(String.valueOf(colour == 0 ? Character.toUpperCase(letter) : letter)
                    .repeat(board.hand[colour][type]));
        }
        return out.toString();
    }
}
