package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The xiangqi notation of the Asian and World Xiangqi Federations (WXF), for a definition
 * that says {@code pbm.notation = wxf}: the piece letter, the file it stands on, the
 * direction ({@code +} forward, {@code -} back, {@code =} or {@code .} sideways) and a number
 * (sideways: the file it goes to; forward or back: how many ranks a piece moving straight
 * goes, or the file a piece moving aslant lands on). Files are counted 1 to 9 from each
 * player's right. Two pieces of a kind on one file: {@code +} the front one, {@code -} the
 * rear one, in place of the file ({@code R+=3}, {@code C--1}); three pawns: the middle one by
 * its file; four or five: {@code ++} and {@code --} for the outermost, without a letter; pawns
 * doubled on two files: the file before {@code +} or {@code -}, without a letter
 * ({@code 3+=4}). The record writes {@code =} for sideways; {@code .} is read too, and so is a
 * tandem piece named by its file when it alone can make the move ({@code R6-1} for {@code R+-1}).
 */
final class Wxf {

    /** The shape of a WXF move, after {@code .} is read as {@code =}. */
    static final Pattern SHAPE = Pattern.compile("[A-Za-z1-9+-][1-9+-][+=-][1-9]");

    private Wxf() {
    }

    /** The file number a colour counts: 1 on its right. */
    private static int fileNumber(Rules r, int colour, int file) {
        return colour == 0 ? r.width - file : file + 1;
    }

    /**
     * What the record writes of a legal move in {@code b} (left unchanged): its WXF, or its SAN
     * ({@link #writeAll}).
     */
    static String write(Board b, int m) {
        int[] legal = b.moveBuffer();
        int n = b.legal(legal);
        String[] written = writeAll(b, legal, n);
        for (int i = 0; i < n; i++) {
            if (legal[i] == m) {
                return written[i];
            }
        }
        String wxf = wxf(b, m);
        return wxf != null ? wxf : Notation.sanWithoutCheck(b, m);
    }

    /**
     * What the record writes of each of the legal moves {@code legal[0..n)} of {@code b}: the WXF
     * of each, but the SAN of a move that WXF has no words for or names as it names another.
     * WXF names a piece by the file it stands on and where it goes, which tells xiangqi's moves
     * apart; a game defined on xiangqi may have moves it does not tell apart: a drop ({@code H@e5}:
     * it starts on no file), castling ({@code O-O}), a promotion to a piece of the player's choice
     * ({@code b10=R}, or {@code +} where pieces promote as in shogi), and a piece that goes one
     * rank forward both straight and aslant, where {@code P2+1} would be both (Red's pawn from
     * h4 to {@code h5} and {@code hxi5}); and, on a board of more than nine files or ranks, a
     * move from beyond the ninth file or going ten ranks or to the tenth file (WXF's figures are
     * one digit each). The SAN reads back as in any game.
     */
    static String[] writeAll(Board b, int[] legal, int n) {
        String[] written = new String[n];
        java.util.Map<String, Integer> times = new java.util.HashMap<>();
        for (int i = 0; i < n; i++) {
            written[i] = wxf(b, legal[i]);
            if (written[i] != null) {
                times.merge(written[i], 1, Integer::sum);
            }
        }
        for (int i = 0; i < n; i++) {
            if (written[i] == null || times.get(written[i]) > 1) {
                written[i] = Notation.sanWithoutCheck(b, legal[i]);
            }
        }
        return written;
    }

    /** The WXF of a move of a piece from a square to a square in {@code b}, or null for any other move. */
    private static String wxf(Board b, int m) {
        int kind = Board.kind(m);
        if (kind == Board.DROP || kind == Board.CASTLE_KING || kind == Board.CASTLE_QUEEN || kind == Board.PASS
                || Board.promotion(m) >= 0) {
            return null;
        }
        Rules r = b.rules;
        int c = b.side;
        int w = r.width;
        int from = Board.from(m);
        int to = Board.to(m);
        int t = Board.type(b.cells[from]);
        int forward = (to / w - from / w) * (c == 0 ? 1 : -1);
        String op = forward > 0 ? "+" : forward < 0 ? "-" : "=";
        int number = to % w == from % w ? Math.abs(forward) : fileNumber(r, c, to % w);
        if (fileNumber(r, c, from % w) > 9 || number > 9) {
            return null; // WXF's figures are one digit each: beyond the ninth file or rank, SAN
        }
        return piece(b, c, t, from) + op + number;
    }

    /** The first two characters: the piece and its file, or its place among tandem pieces. */
    private static String piece(Board b, int c, int t, int from) {
        Rules r = b.rules;
        int w = r.width;
        String letter = String.valueOf(Character.toUpperCase(r.pieces.get(t).letter()));
        String file = String.valueOf(fileNumber(r, c, from % w));
        List<Integer> column = tandem(b, c, t, from % w);
        if (column.size() < 2) {
            return letter + file;
        }
        int at = column.indexOf(from);
        int n = column.size();
        boolean otherTandem = false;
        for (int f = 0; f < w; f++) {
            otherTandem |= f != from % w && tandem(b, c, t, f).size() >= 2;
        }
        String place;
        if (at == 0) {
            place = "+";
        } else if (at == n - 1) {
            place = "-";
        } else if (2 * at == n - 1) {
            place = file;
        } else {
            place = 2 * at < n ? "+" : "-";
        }
        if (otherTandem) {
            return file + (place.equals(file) ? file : place);
        }
        if (n >= 4 && (at == 0 || at == n - 1)) {
            return place + place;
        }
        return letter + place;
    }

    /** The squares of colour {@code c}'s pieces of type {@code t} on a file, the front one first. */
    private static List<Integer> tandem(Board b, int c, int t, int file) {
        Rules r = b.rules;
        List<Integer> out = new ArrayList<>();
        int piece = Board.code(c, t);
        for (int rank = 0; rank < r.height; rank++) {
            int row = c == 0 ? r.height - 1 - rank : rank;
            int sq = row * r.width + file;
            if (b.cells[sq] == piece) {
                out.add(sq);
            }
        }
        return out;
    }

    /** The legal move the text names, or why none. */
    static Notation.Read read(Board b, int[] legal, int n, String text) {
        String want = normal(text);
        String[] written = writeAll(b, legal, n);
        for (int i = 0; i < n; i++) {
            if (written[i].equals(want)) {
                return new Notation.Read(legal[i], null);
            }
        }
        List<String> alike = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (want.equals(wxf(b, legal[i]))) {
                alike.add(written[i]);
            }
        }
        if (!alike.isEmpty()) { // several moves, each written otherwise (writeAll)
            return new Notation.Read(0, text.strip() + " names more than one move here: give it as "
                    + String.join(" or ", alike) + ".");
        }
        int[] pseudo = b.moveBuffer();
        int pn = b.pseudo(pseudo);
        for (int i = 0; i < pn; i++) {
            if (Board.kind(pseudo[i]) == Board.NORMAL && want.equals(wxf(b, pseudo[i]))) {
                return Refusals.explain(b, Board.from(pseudo[i]), Board.to(pseudo[i]), -1);
            }
        }
        Rules r = b.rules;
        int c = b.side;
        int type = r.typeOf(want.charAt(0));
        if (type >= 0 && Character.isDigit(want.charAt(1))) {
            int file = c == 0 ? r.width - (want.charAt(1) - '0') : want.charAt(1) - '1';
            if (file >= 0 && file < r.width && tandem(b, c, type, file).size() >= 2) {
                return tandemByFile(b, legal, n, want, type);
            }
            if (file >= 0 && file < r.width && tandem(b, c, type, file).isEmpty()) {
                return new Notation.Read(0, "no " + r.pieces.get(type).spoken() + " of yours stands on file "
                        + want.charAt(1) + " (files are counted 1 to 9 from your right).");
            }
        }
        if (type < 0 && Character.isLetter(want.charAt(0))) {
            return new Notation.Read(0, "no piece has the letter " + want.charAt(0) + " in this game.");
        }
        return new Notation.Read(0, "no piece of yours can make the move " + text.strip() + " (files are counted"
                + " 1 to 9 from your right; + forward, - back, = sideways).");
    }

    /**
     * A move that {@code want} names by its file although two or more pieces of its kind stand
     * there: the one legal move it can be ("R6-1" where only the front chariot can go back), or
     * the refusal that asks for front and rear when none or several are. Chinese records write
     * the file whenever only one of the pieces can make the move (the CCPD master games); the
     * record still writes the WXF form ({@code R+-1}).
     */
    private static Notation.Read tandemByFile(Board b, int[] legal, int n, String want, int type) {
        Rules r = b.rules;
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String wxf = wxf(b, legal[i]);
            int from = Board.from(legal[i]);
            if (wxf != null && Board.type(b.cells[from]) == type && want.substring(2).equals(wxf.substring(2))
                    && fileNumber(r, b.side, from % r.width) == want.charAt(1) - '0') {
                found.add(legal[i]);
            }
        }
        if (found.size() == 1) {
            return new Notation.Read(found.get(0), null);
        }
        return new Notation.Read(0, "two or more " + r.pieces.get(type).spoken() + "s of yours stand on file "
                + want.charAt(1) + ": name the front one " + want.charAt(0) + "+ and the rear one " + want.charAt(0)
                + "-, as in " + want.charAt(0) + "+" + want.substring(2) + ".");
    }

    /** Upper case, {@code .} as {@code =}. */
    static String normal(String text) {
        return text.strip().toUpperCase().replace('.', '=');
    }
}
