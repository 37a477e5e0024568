package pbm.rules.fairy;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shogi's own notations, for a definition that says {@code pbm.notation = shogi}. Squares are
 * named as shogi players name them: the file by a figure counted from Sente's right (9 to 1 on
 * a board of nine files), the rank by a letter counted from Gote's side ({@code a} at the top),
 * so pbm's c3 is {@code 7g}.
 * <ul>
 * <li>Western (Hodges) notation, which the record writes and the reader reads: the piece letter
 * ({@code +B} for a promoted bishop), the square it leaves only where another piece written
 * alike could go to the same square ({@code G6h-5h}), {@code -} for a move, {@code x} for a
 * capture, {@code *} for a drop, the square it goes to, then {@code +} where it promotes and
 * {@code =} where it could and does not ({@code P-7f}, {@code Bx2b+}, {@code N*5e}).
 * Source: G. Hodges and the Shogi Association (UK), as the English shogi books and
 * Wikipedia's "Shogi notation" article write it.</li>
 * <li>USI, the Universal Shogi Interface of engines and shogi servers, read only: the two
 * squares ({@code 7g7f}), {@code +} to promote (none: no promotion), a drop as the piece's
 * upper-case letter, {@code *} and the square ({@code P*5e}). Source: the USI protocol
 * specification (T. Romstad, 2007).</li>
 * </ul>
 * What is read is turned into pbm's own form of the same move and read as that, so the
 * reasons a move is refused are the same in every notation.
 */
final class ShogiNotation {

    /**
     * A move in either notation: piece (with {@code +} when promoted), square left, separator,
     * square reached, promotion mark. USI is the shape with a square left and no piece.
     */
    static final Pattern SHAPE = Pattern.compile(
            "(\\+?[A-Za-z])?(?:([1-9])([A-Za-z]))?\\s*([-x*]?)\\s*([1-9])([A-Za-z])\\s*([+=])?");

    /** A square as pbm names it, in a sentence: not part of a word such as the move Pc4. */
    /** A file as pbm names it in a sentence: "the c-file". */
    private static final Pattern PBM_FILE = Pattern.compile("the ([a-i])-file");
    private static final Pattern PBM_SQUARE = Pattern.compile("(?<![A-Za-z0-9])([a-z])([1-9])(?![0-9])");

    /** A move in pbm's own form ({@code text}), or why the text is none ({@code refusal}). */
    record Translated(String text, String refusal) {
    }

    private ShogiNotation() {
    }

    /** The name a shogi player gives square {@code sq}: {@code 7g} for pbm's c3 on nine files and ranks. */
    static String square(Rules r, int sq) {
        int file = sq % r.width;
        int rank = sq / r.width;
        return String.valueOf(r.width - file) + (char) ('a' + r.height - 1 - rank);
    }

    /** The square a shogi player's figure and letter name, or -1 for none on this board. */
    static int square(Rules r, char figure, char letter) {
        int file = r.width - (figure - '0');
        int rank = r.height - 1 - (Character.toLowerCase(letter) - 'a');
        if (file < 0 || file >= r.width || rank < 0 || rank >= r.height) {
            return -1;
        }
        return rank * r.width + file;
    }

    /** The Western (Hodges) notation of a legal move of {@code b} (left unchanged), without a mark of mate. */
    static String write(Board b, int m) {
        Rules r = b.rules;
        int kind = Board.kind(m);
        int to = Board.to(m);
        if (kind == Board.PASS) {
            return "pass";
        }
        if (kind == Board.DROP) {
            return Character.toUpperCase(r.pieces.get(Board.from(m)).letter()) + "*" + square(r, to);
        }
        if (kind == Board.CASTLE_KING || kind == Board.CASTLE_QUEEN) {
            return kind == Board.CASTLE_KING ? "O-O" : "O-O-O";
        }
        int from = Board.from(m);
        int type = Board.type(b.cells[from]);
        boolean capture = b.cells[to] != 0 || kind == Board.EN_PASSANT;
        return piece(b, from) + (ambiguous(b, m) ? square(r, from) : "") + (capture ? "x" : "-") + square(r, to)
                + Notation.promotionMark(b, m, type);
    }

    /** The piece on {@code from} as written: its letter, or {@code +} and the letter of what it promoted from. */
    private static String piece(Board b, int from) {
        Rules r = b.rules;
        int origin = Notation.writtenOrigin(b, from);
        if (origin >= 0) {
            return "+" + Character.toUpperCase(r.pieces.get(origin).letter());
        }
        return String.valueOf(Character.toUpperCase(r.pieces.get(Board.type(b.cells[from])).letter()));
    }

    /** Whether another piece written alike could make a legal move to the same square: Hodges then names the square left. */
    private static boolean ambiguous(Board b, int m) {
        int from = Board.from(m);
        int type = Board.type(b.cells[from]);
        int[] moves = b.moveBuffer();
        int n = b.legal(moves);
        for (int i = 0; i < n; i++) {
            int o = moves[i];
            int otherFrom = Board.from(o);
            if (Board.kind(o) != Board.DROP && Board.kind(o) < Board.CASTLE_KING && otherFrom != from
                    && Board.to(o) == Board.to(m) && Board.type(b.cells[otherFrom]) == type
                    && Notation.writtenOrigin(b, otherFrom) == Notation.writtenOrigin(b, from)) {
                return true;
            }
        }
        return false;
    }

    /** What the text, a move in Western or USI notation ({@link #SHAPE}), says in pbm's own form; or why it says nothing. */
    static Translated toPbm(Rules r, Matcher m) {
        String piece = m.group(1);
        boolean origin = m.group(2) != null;
        String separator = m.group(4);
        String mark = m.group(7) == null ? "" : m.group(7);
        int to = square(r, m.group(5).charAt(0), m.group(6).charAt(0));
        if (to < 0) {
            return no("no such square: " + m.group(5) + m.group(6).toLowerCase() + " (files " + r.width
                    + " to 1 from Sente's left, ranks a to " + (char) ('a' + r.height - 1) + " from Gote's side).");
        }
        String target = r.squareName(to);
        if (separator.equals("*")) {
            if (piece == null || origin || piece.startsWith("+") || !mark.isEmpty()) {
                return no("a drop is the piece's letter, * and the square, as P*5e.");
            }
            return new Translated(piece.toUpperCase() + "*" + target, null);
        }
        if (!origin) {
            if (piece == null) {
                return no("write the piece letter before the square: P-" + m.group(5) + m.group(6).toLowerCase() + ".");
            }
            return new Translated(upper(piece) + target + mark, null);
        }
        int from = square(r, m.group(2).charAt(0), m.group(3).charAt(0));
        if (from < 0) {
            return no("no such square: " + m.group(2) + m.group(3).toLowerCase() + ".");
        }
        // USI (no piece letter) promotes only with "+": without it the move is the one that does not promote.
        String usiMark = piece == null && mark.isEmpty() ? "=" : mark;
        return new Translated((piece == null ? "" : upper(piece)) + r.squareName(from) + "-" + target + usiMark,
                null);
    }

    private static String upper(String piece) {
        return piece.toUpperCase();
    }

    private static Translated no(String reason) {
        return new Translated(null, reason);
    }

    /**
     * A reason written with pbm's square names, with shogi's: "there is no piece on c3" becomes
     * "... on 7g", "on the c-file" becomes "on file 7".
     */
    static String inShogiSquares(Rules r, String reason) {
        Matcher file = PBM_FILE.matcher(reason);
        StringBuilder files = new StringBuilder();
        while (file.find()) {
            file.appendReplacement(files, "file " + (r.width - (file.group(1).charAt(0) - 'a')));
        }
        file.appendTail(files);
        Matcher m = PBM_SQUARE.matcher(files.toString());
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int sq = FairyFen.square(r, m.group());
            m.appendReplacement(out, sq < 0 ? m.group() : square(r, sq));
        }
        m.appendTail(out);
        return out.toString();
    }
}
