package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Move notation: SAN for records (FIDE Laws of Chess, Appendix C: piece letter, disambiguation
 * by file, then rank, then both; {@code x} for a capture; {@code =Q}; {@code O-O}; {@code +} and
 * {@code #}), and reading what a player typed: coordinates ({@code e2-e4}, {@code e7e8q}),
 * SAN (checks and captures marks never trusted), Game Courier ({@code N g1-f3}).
 */
final class Notation {

    /** A move read, or the sentence saying why not. */
    record Read(int move, String reason) {
    }

    private static final Pattern CASTLE = Pattern.compile("(?i)[o0](-[o0]){1,2}");
    private static final Pattern COORDINATES = Pattern.compile(
            "(?:([A-Za-z])\\s*)?([a-p])(\\d{1,2})\\s*[-x:]?\\s*([a-p])(\\d{1,2})\\s*(?:=?\\s*\\(?([A-Za-z])\\)?)?");
    private static final Pattern DROP = Pattern.compile("([A-Za-z])\\s*[@*]\\s*([a-p])(\\d{1,2})");
    /** What may follow a move and is not part of it: marks of mate and comment, and of check outside shogi. */
    private static final Pattern MARKS = Pattern.compile("[+#!?]+$");
    private static final Pattern SHOGI_MARKS = Pattern.compile("[#!?]+$");
    private static final Pattern SQUARE = Pattern.compile("[A-Pa-p]\\d{1,2}");
    private static final Pattern UPPER_FROM = Pattern.compile("[A-P]\\d{1,2}.*");
    private static final Pattern LOWER_SQUARE = Pattern.compile("[a-p]\\d{1,2}");
    private static final Pattern SAN = Pattern.compile(
            "([A-Z])?([a-p])?(\\d{1,2})?[x:]?([a-p])(\\d{1,2})(?:=?\\(?([A-Za-z])\\)?)?");

    private Notation() {
    }

    // ---------------------------------------------------------------- writing

    /** The SAN of a legal move in the position {@code b} (left unchanged); WXF where the game says so. */
    static String san(Board b, int m) {
        if (b.rules.notation.equals("wxf")) {
            return Wxf.write(b, m);
        }
        String text = sanWithoutCheck(b, m);
        b.make(m);
        String mark = "";
        if (b.inCheck()) {
            mark = b.legal(b.moveBuffer()) == 0 ? "#" : shogiStyle(b.rules) ? "" : "+";
        }
        b.unmake(m);
        return text + mark;
    }

    /** Whether pieces other than the pawn promote (shogi): '+' then means promotion, not check. */
    static boolean shogiStyle(Rules r) {
        for (int p : r.promotedOf) {
            if (p >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether every move is the drop of one piece that never moves (Othello's disc): a move
     * is then written as its square alone, {@code d3}.
     */
    static boolean placement(Rules r) {
        return r.hands && r.pieces.size() == 1 && r.pieces.get(0).moves().legs().isEmpty();
    }

    static String sanWithoutCheck(Board b, int m) {
        int kind = Board.kind(m);
        if (kind == Board.PASS) {
            return "pass";
        }
        if (kind == Board.DROP && placement(b.rules)) {
            return b.rules.squareName(Board.to(m));
        }
        if (kind == Board.CASTLE_KING) {
            return "O-O";
        }
        if (kind == Board.CASTLE_QUEEN) {
            return "O-O-O";
        }
        Rules r = b.rules;
        if (kind == Board.DROP) {
            return Character.toUpperCase(r.pieces.get(Board.from(m)).letter()) + "@" + r.squareName(Board.to(m));
        }
        int from = Board.from(m);
        int to = Board.to(m);
        int t = Board.type(b.cells[from]);
        boolean capture = b.cells[to] != 0 || kind == Board.EN_PASSANT;
        StringBuilder s = new StringBuilder();
        if (t == r.pawnType) {
            // Pawns that also move diagonally (Berolina, Breakthrough) may reach one square from
            // several: then their file (and rank) tells them apart, as for pieces.
            String which = disambiguation(b, m, t);
            if (capture && which.isEmpty()) {
                s.append((char) ('a' + from % r.width));
            }
            s.append(which);
        } else {
            int org = writtenOrigin(b, from);
            if (org >= 0) {
                s.append('+').append(Character.toUpperCase(r.pieces.get(org).letter()));
            } else {
                s.append(Character.toUpperCase(r.pieces.get(t).letter()));
            }
            s.append(disambiguation(b, m, t));
        }
        if (capture) {
            s.append('x');
        }
        s.append(r.squareName(to));
        int promo = Board.promotion(m);
        if (t != r.pawnType && r.promotedOf[t] >= 0) {
            if (promo >= 0) {
                s.append('+');
            } else if (r.promotionRegion[b.side][to] || r.promotionRegion[b.side][from]) {
                s.append('=');
            }
        } else if (promo >= 0) {
            s.append('=').append(Character.toUpperCase(r.pieces.get(promo).letter()));
        }
        return s.toString();
    }

    /**
     * The piece a promoted piece on {@code sq} is written after ("+L" for a lance promoted to the
     * type it moves as, shogi style), or -1 for a piece written by its own letter: every
     * unpromoted piece, and one promoted by a choice as in chess (a queen from a pawn is a Q).
     */
    private static int writtenOrigin(Board b, int sq) {
        int org = b.origin[sq] - 1;
        return org >= 0 && b.rules.promotedOf[org] == Board.type(b.cells[sq]) ? org : -1;
    }

    /**
     * What tells the move apart from the other legal moves to the same square by a piece
     * written alike (the same letter, or the same "+" and letter): its file, else its rank, else
     * both, as {@link #san(Board, int[], int, Matcher, String)} reads them back. A piece promoted
     * as in chess counts with the pieces of its type (a second bishop from a pawn needs the
     * file as any second bishop does).
     */
    private static String disambiguation(Board b, int m, int t) {
        int from = Board.from(m);
        int to = Board.to(m);
        int w = b.width;
        int[] moves = b.moveBuffer();
        int n = b.legal(moves);
        boolean other = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < n; i++) {
            int o = moves[i];
            int of = Board.from(o);
            if (of == from || Board.to(o) != to || Board.kind(o) >= Board.CASTLE_KING
                    || Board.type(b.cells[of]) != t || writtenOrigin(b, of) != writtenOrigin(b, from)) {
                continue;
            }
            other = true;
            sameFile |= of % w == from % w;
            sameRank |= of / w == from / w;
        }
        if (!other) {
            return "";
        }
        String file = String.valueOf((char) ('a' + from % w));
        String rank = String.valueOf(from / w + 1);
        if (!sameFile) {
            return file;
        }
        return sameRank ? file + rank : rank;
    }

    // ---------------------------------------------------------------- reading

    static Read read(Board b, String input, List<String> sides) {
        boolean shogi = shogiStyle(b.rules);
        String s = (shogi ? SHOGI_MARKS : MARKS).matcher(input.strip()).replaceAll("").strip();
        if (s.isEmpty()) {
            return no("Give a move, for example e2-e4 or Nf3.");
        }
        int[] legal = b.moveBuffer();
        int n = b.legal(legal);
        if (s.equalsIgnoreCase("pass")) {
            return pass(b, legal, n, sides);
        }
        if (placement(b.rules) && SQUARE.matcher(s).matches()) {
            return place(b, legal, n, s.toLowerCase(), sides);
        }
        if (placement(b.rules) && !DROP.matcher(s).matches()) {
            return no("\"" + input.strip() + "\" is not a move: name the square of your "
                    + b.rules.pieces.get(0).spoken() + ", such as d3, or write pass when you have no move.");
        }
        if (b.rules.notation.equals("wxf") && Wxf.SHAPE.matcher(Wxf.normal(s)).matches()) {
            return Wxf.read(b, legal, n, s);
        }
        if (shogi && !DROP.matcher(s).matches()) {
            return shogiMove(b, legal, n, s, input, sides);
        }
        if (UPPER_FROM.matcher(s).matches() && s.equals(s.toUpperCase())) {
            s = s.toLowerCase();
        }
        if (CASTLE.matcher(s).matches()) {
            return castle(b, legal, n, s.length() > 3, sides);
        }
        Matcher drop = DROP.matcher(s);
        if (drop.matches()) {
            return drop(b, legal, n, drop, sides);
        }
        Matcher c = COORDINATES.matcher(s);
        if (c.matches()) {
            return coordinates(b, legal, n, c, sides);
        }
        Matcher san = SAN.matcher(s);
        if (!san.matches() && Character.isLowerCase(s.charAt(0)) && b.rules.typeOf(s.charAt(0)) >= 0) {
            san = SAN.matcher(Character.toUpperCase(s.charAt(0)) + s.substring(1));
        }
        if (san.matches()) {
            Read read = san(b, legal, n, san, s);
            if (read.reason() != null && Character.isLowerCase(s.charAt(0)) && b.rules.typeOf(s.charAt(0)) >= 0
                    && s.charAt(0) != 'p') {
                Matcher upper = SAN.matcher(Character.toUpperCase(s.charAt(0)) + s.substring(1));
                if (upper.matches()) {
                    Read second = san(b, legal, n, upper, s);
                    if (second.reason() == null) {
                        return second;
                    }
                }
            }
            return read;
        }
        return no("\"" + input.strip() + "\" is not a move: write it as e2-e4, e4, Nf3 or O-O.");
    }

    private static Read no(String reason) {
        return new Read(0, reason);
    }

    private static Read castle(Board b, int[] legal, int n, boolean queenside, List<String> sides) {
        int kind = queenside ? Board.CASTLE_QUEEN : Board.CASTLE_KING;
        for (int i = 0; i < n; i++) {
            if (Board.kind(legal[i]) == kind) {
                return new Read(legal[i], null);
            }
        }
        String side = sides.get(b.side);
        String wing = queenside ? "queenside" : "kingside";
        if (!b.rules.castling || b.castlingRook[b.side * 2 + (queenside ? 1 : 0)] < 0) {
            return no(side + " may not castle " + wing + " any more (or ever, in this game).");
        }
        if (b.inCheck()) {
            return no(side + " is in check and may not castle out of check.");
        }
        return no("castling " + wing + " is not possible now: the squares between king and rook must be empty,"
                + " and the king may not pass through or land on an attacked square.");
    }

    private static Read coordinates(Board b, int[] legal, int n, Matcher c, List<String> sides) {
        Rules r = b.rules;
        String fromName = c.group(2).toLowerCase() + c.group(3);
        String toName = c.group(4).toLowerCase() + c.group(5);
        int from = FairyFen.square(r, fromName);
        int to = FairyFen.square(r, toName);
        if (from < 0 || to < 0) {
            return no("no such square: " + (from < 0 ? fromName : toName) + ".");
        }
        int promo = -1;
        if (c.group(6) != null) {
            promo = r.typeOf(c.group(6).charAt(0));
            if (promo < 0) {
                return no("no piece has the letter " + c.group(6).toUpperCase() + " in this game.");
            }
        }
        int code = b.cells[from];
        if (code == 0) {
            return no("there is no piece on " + fromName + ".");
        }
        if (c.group(1) != null && r.typeOf(c.group(1).charAt(0)) != Board.type(code)) {
            return no("the piece on " + fromName + " is a " + name(b, from) + ", not a "
                    + pieceName(r, r.typeOf(c.group(1).charAt(0)), c.group(1)) + ".");
        }
        if (Board.colour(code) != b.side) {
            return no("the " + name(b, from) + " on " + fromName + " is " + sides.get(Board.colour(code))
                    + "'s; it is " + sides.get(b.side) + "'s turn.");
        }
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int m = legal[i];
            if (Board.kind(m) != Board.DROP
                    && (Board.from(m) == from && target(b, m) == to || Board.from(m) == from && Board.to(m) == to)) {
                found.add(m);
            }
        }
        return choose(b, found, promo, from, to, null);
    }

    /**
     * A move in a game where pieces promote shogi style: the move as in chess, then {@code +}
     * to promote or {@code =} to decline; without either, the move is taken when only one
     * of the two is legal.
     */
    private static Read shogiMove(Board b, int[] legal, int n, String s, String input, List<String> sides) {
        Rules r = b.rules;
        int want = 0;
        if (s.endsWith("+")) {
            want = 1;
        } else if (s.endsWith("=")) {
            want = -1;
        }
        String body = (want == 0 ? s : s.substring(0, s.length() - 1)).strip();
        if (body.isEmpty()) {
            return no("Give a move, for example Pc4 or c3-c4.");
        }
        int origin = -1;
        if (body.length() > 2 && body.charAt(0) == '+' && r.typeOf(body.charAt(1)) >= 0
                && r.promotedOf[r.typeOf(body.charAt(1))] >= 0) {
            // "+B": the promoted bishop, moving as its promoted type.
            origin = r.typeOf(body.charAt(1));
            body = Character.toUpperCase(r.pieces.get(r.promotedOf[origin]).letter()) + body.substring(2);
            int kept = 0;
            int[] only = new int[n];
            for (int i = 0; i < n; i++) {
                if (Board.kind(legal[i]) != Board.DROP && b.origin[Board.from(legal[i])] == origin + 1) {
                    only[kept++] = legal[i];
                }
            }
            legal = only;
            n = kept;
        }
        if (LOWER_SQUARE.matcher(body).matches() && r.pawnType < 0) {
            return no("write the piece letter before the square: P" + body + " for a pawn.");
        }
        Read read;
        Matcher c = COORDINATES.matcher(body);
        if (c.matches() && c.group(6) == null) {
            read = coordinates(b, legal, n, c, sides);
        } else {
            Matcher san = SAN.matcher(body);
            if (!san.matches() && Character.isLowerCase(body.charAt(0)) && r.typeOf(body.charAt(0)) >= 0) {
                san = SAN.matcher(Character.toUpperCase(body.charAt(0)) + body.substring(1));
            }
            if (!san.matches() || san.group(6) != null || san.group(1) == null) {
                return no("\"" + input.strip() + "\" is not a move: write it as Pc4, c3-c4 or Bxh8+ (+ to promote,"
                        + " = to decline), or drop with P*c4.");
            }
            read = san(b, legal, n, san, body);
        }
        if (read.reason() != null && origin >= 0 && read.reason().startsWith("there is no ")) {
            return no("no promoted " + r.pieces.get(origin).spoken() + " can make this move.");
        }
        if (read.reason() != null) {
            return read;
        }
        int m = read.move();
        if (origin >= 0 && b.origin[Board.from(m)] != origin + 1) {
            return no("no promoted " + r.pieces.get(origin).spoken() + " can make this move.");
        }
        List<Integer> both = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (Board.kind(legal[i]) != Board.DROP && Board.from(legal[i]) == Board.from(m)
                    && Board.to(legal[i]) == Board.to(m)) {
                both.add(legal[i]);
            }
        }
        int promoted = -1;
        int plain = -1;
        for (int x : both) {
            if (Board.promotion(x) >= 0) {
                promoted = x;
            } else {
                plain = x;
            }
        }
        String piece = name(b, Board.from(m));
        if (want == 1) {
            if (promoted < 0) {
                return no("the " + piece + " may not promote on this move: a piece promotes on a move into, inside"
                        + " or out of the promotion zone, and some pieces never do.");
            }
            return new Read(promoted, null);
        }
        if (want == -1) {
            if (plain < 0) {
                return no(promoted >= 0 ? "the " + piece + " must promote here (it could never move again):"
                        + " add +." : "nothing to decline: write the move without =.");
            }
            return new Read(plain, null);
        }
        if (promoted >= 0 && plain >= 0) {
            return no("the " + piece + " may promote here: add + to promote or = to decline.");
        }
        return new Read(promoted >= 0 ? promoted : plain, null);
    }

    /**
     * {@code pass} where the game allows one (pass: any time but in check; passOnStalemate:
     * only without another move); else why not.
     */
    private static Read pass(Board b, int[] legal, int n, List<String> sides) {
        for (int i = 0; i < n; i++) {
            if (Board.kind(legal[i]) == Board.PASS) {
                return new Read(legal[i], null);
            }
        }
        if (b.rules.pass[b.side]) {
            return no("you may not pass while in check.");
        }
        if (!b.rules.passOnStalemate[b.side]) {
            return no("passing is not allowed in this game.");
        }
        if (n == 0) {
            return no("the game is over: neither side can move.");
        }
        return no("you may pass only when you have no move, and " + sides.get(b.side) + " has " + n + ": "
                + or(moveNames(b, legal, n)) + ".");
    }

    /** A placement game's move, the square alone ({@code d3}): the drop there, or why not. */
    private static Read place(Board b, int[] legal, int n, String square, List<String> sides) {
        Rules r = b.rules;
        int to = FairyFen.square(r, square);
        if (to < 0) {
            return no("no such square: " + square + ".");
        }
        for (int i = 0; i < n; i++) {
            if (Board.kind(legal[i]) == Board.DROP && Board.to(legal[i]) == to) {
                return new Read(legal[i], null);
            }
        }
        String piece = r.pieces.get(0).spoken();
        String enemy = sides.get(b.side ^ 1);
        if (n == 1 && Board.kind(legal[0]) == Board.PASS) {
            return no(sides.get(b.side) + " has no move: write pass.");
        }
        String choice = n == 0 ? "" : " You may play " + or(moveNames(b, legal, n)) + ".";
        if (b.cells[to] != 0) {
            return no("the square " + square + " is taken: a " + piece + " goes on an empty square." + choice);
        }
        if (b.hand[b.side][0] == 0) {
            return no(sides.get(b.side) + " has no " + piece + " left to place.");
        }
        if (r.enclosingDrop) {
            return no("a " + piece + " on " + square + " would enclose none of " + enemy + "'s " + piece
                    + "s: place it so that a straight line of " + enemy + "'s " + piece + "s (along a rank, file or"
                    + " diagonal) runs from it to one of yours." + choice);
        }
        return no("a " + piece + " may not be placed on " + square + " in this game." + choice);
    }

    /** The legal moves' names, in board order. */
    private static List<String> moveNames(Board b, int[] legal, int n) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            names.add(sanWithoutCheck(b, legal[i]));
        }
        return names;
    }

    /** A drop, N@f3 or N*f3: the piece from hand, or why not. */
    private static Read drop(Board b, int[] legal, int n, Matcher d, List<String> sides) {
        Rules r = b.rules;
        int type = r.typeOf(d.group(1).charAt(0));
        if (type < 0) {
            return no("no piece has the letter " + d.group(1).toUpperCase() + " in this game.");
        }
        String toName = d.group(2) + d.group(3);
        int to = FairyFen.square(r, toName);
        if (to < 0) {
            return no("no such square: " + toName + ".");
        }
        for (int i = 0; i < n; i++) {
            if (Board.kind(legal[i]) == Board.DROP && Board.from(legal[i]) == type && Board.to(legal[i]) == to) {
                return new Read(legal[i], null);
            }
        }
        String piece = r.spoken(type);
        String side = sides.get(b.side);
        if (!b.holdings) {
            return no("pieces are not dropped in this game.");
        }
        if (b.hand[b.side][type] == 0) {
            String held = FenBoard.hand(b, b.side).toUpperCase();
            return no(side + " has no " + piece + " in hand (in hand: "
                    + (held.isEmpty() ? "nothing" : String.join(" ", held.split(""))) + ").");
        }
        int x = b.cells[to];
        int[] pseudo = b.moveBuffer();
        int pn = b.pseudo(pseudo);
        for (int i = 0; i < pn; i++) {
            int m = pseudo[i];
            if (Board.kind(m) == Board.DROP && Board.from(m) == type && Board.to(m) == to) {
                if (b.dropMates(m)) {
                    return no("a " + piece + " dropped on " + toName + " would give mate, and a pawn drop may not"
                            + " mate (uchifuzume).");
                }
                return no(b.inCheck() ? "you are in check, and this drop does not get your king out of check."
                        : "this drop would leave your king in check.");
            }
        }
        if (x != 0) {
            return no("a piece may be dropped only on an empty square; " + toName + " holds a "
                    + name(b, to) + ".");
        }
        if (r.immobilityIllegal && b.tables.immobile[b.side][type][to]) {
            return no("a " + piece + " dropped on " + toName + " could never move again.");
        }
        if (type == r.dropNoDoubled && b.onFile(b.side, type, to % r.width) >= r.dropNoDoubledCount) {
            return no("there is already " + (r.dropNoDoubledCount == 1 ? "a " + piece : r.dropNoDoubledCount + " "
                    + piece + "s") + " of yours on the " + (char) ('a' + to % r.width) + "-file (nifu: two pawns on"
                    + " a file).");
        }
        if (type == r.pawnType) {
            return no("a pawn may not be dropped on the first or the last rank.");
        }
        return no("a " + piece + " may not be dropped on " + toName + " in this game.");
    }

    /** Where a move puts the moving piece: for castling, the king's square. */
    private static int target(Board b, int m) {
        int kind = Board.kind(m);
        if (kind == Board.CASTLE_KING || kind == Board.CASTLE_QUEEN) {
            return b.castlingKingTo(b.side, kind == Board.CASTLE_KING ? 0 : 1);
        }
        return Board.to(m);
    }

    private static Read san(Board b, int[] legal, int n, Matcher m, String typed) {
        Rules r = b.rules;
        int type = r.pawnType;
        if (m.group(1) != null) {
            type = r.typeOf(m.group(1).charAt(0));
            if (type < 0) {
                return no("no piece has the letter " + m.group(1) + " in this game.");
            }
        }
        if (type < 0) {
            return no("this game has no pawns: write the piece's letter before the square, or both squares"
                    + " (from-to).");
        }
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : Integer.parseInt(m.group(3)) - 1;
        String toName = m.group(4) + m.group(5);
        int to = FairyFen.square(r, toName);
        if (to < 0) {
            return no("no such square: " + toName + ".");
        }
        if (fromFile >= r.width || fromRank >= r.height) {
            return no("no such square in \"" + typed + "\".");
        }
        int promo = -1;
        if (m.group(6) != null) {
            promo = r.typeOf(m.group(6).charAt(0));
            if (promo < 0) {
                return no("no piece has the letter " + m.group(6).toUpperCase() + " in this game.");
            }
        }
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int mv = legal[i];
            int from = Board.from(mv);
            if (Board.kind(mv) >= Board.CASTLE_KING || Board.to(mv) != to || Board.type(b.cells[from]) != type) {
                continue;
            }
            if (fromFile >= 0 && from % r.width != fromFile || fromRank >= 0 && from / r.width != fromRank) {
                continue;
            }
            found.add(mv);
        }
        if (found.isEmpty() && type == r.kingType) {
            for (int i = 0; i < n; i++) {
                if (Board.kind(legal[i]) >= Board.CASTLE_KING && target(b, legal[i]) == to) {
                    found.add(legal[i]);
                }
            }
        }
        if (found.isEmpty()) {
            return explainSan(b, type, fromFile, fromRank, to, promo);
        }
        if (found.size() > 1) {
            // "G" names a gold, not a lance promoted to move as one ("+L"), when both may go
            // there; with no such gold it still names the promoted piece (found stays whole)
            List<Integer> plain = new ArrayList<>();
            for (int mv : found) {
                if (Board.kind(mv) >= Board.CASTLE_KING || writtenOrigin(b, Board.from(mv)) < 0) {
                    plain.add(mv);
                }
            }
            if (!plain.isEmpty()) {
                found = plain;
            }
        }
        return choose(b, found, promo, -1, to, typed);
    }

    /** Among legal moves from and to the same squares, the one with the promotion asked for. */
    private static Read choose(Board b, List<Integer> found, int promo, int from, int to, String typed) {
        Rules r = b.rules;
        if (found.isEmpty()) {
            return explain(b, from, to, promo);
        }
        if (shogiStyle(r) && promo < 0) {
            List<String> names = new ArrayList<>();
            for (int m : found) {
                if (Board.from(m) != Board.from(found.get(0))) {
                    names.add(sanWithoutCheck(b, m).replaceAll("[+=]$", ""));
                }
            }
            if (!names.isEmpty()) {
                names.add(0, sanWithoutCheck(b, found.get(0)).replaceAll("[+=]$", ""));
                String what = typed != null ? typed : r.squareName(from) + "-" + r.squareName(to);
                return no(what + " is ambiguous: " + or(distinct(names)) + ".");
            }
            return new Read(found.get(0), null);
        }
        List<Integer> match = new ArrayList<>();
        List<String> promos = new ArrayList<>();
        boolean plain = false;
        for (int m : found) {
            int p = Board.promotion(m);
            if (p >= 0) {
                promos.add("=" + Character.toUpperCase(r.pieces.get(p).letter()));
            } else {
                plain = true;
            }
            if (p == promo) {
                match.add(m);
            }
        }
        if (match.isEmpty()) {
            if (promo < 0) {
                return no("a pawn reaching the last rank must promote: add " + or(distinct(promos)) + ".");
            }
            return promos.isEmpty()
                    ? no("only a pawn reaching its promotion zone may promote; leave out the ="
                            + Character.toUpperCase(r.pieces.get(promo).letter()) + ".")
                    : no("the pawn may promote here with " + or(distinct(promos)) + (plain ? ", or stay a pawn" : "")
                            + " only.");
        }
        if (match.size() > 1) {
            List<String> names = new ArrayList<>();
            for (int m : match) {
                names.add(sanWithoutCheck(b, m));
            }
            String what = typed != null ? typed : r.squareName(from) + "-" + r.squareName(to);
            return no(what + " is ambiguous: " + or(names) + ".");
        }
        return new Read(match.get(0), null);
    }

    private static List<String> distinct(List<String> list) {
        List<String> out = new ArrayList<>();
        for (String s : list) {
            if (!out.contains(s)) {
                out.add(s);
            }
        }
        return out;
    }

    private static String or(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }

    private static String name(Board b, int sq) {
        return b.rules.spoken(Board.type(b.cells[sq]));
    }

    private static String pieceName(Rules r, int type, String letter) {
        return type < 0 ? letter : r.spoken(type);
    }

    private static Read explainSan(Board b, int type, int fromFile, int fromRank, int to, int promo) {
        Rules r = b.rules;
        String piece = r.spoken(type);
        List<Integer> from = new ArrayList<>();
        for (int sq = 0; sq < b.squares; sq++) {
            if (b.cells[sq] == Board.code(b.side, type) && (fromFile < 0 || sq % r.width == fromFile)
                    && (fromRank < 0 || sq / r.width == fromRank)) {
                from.add(sq);
            }
        }
        if (from.isEmpty()) {
            return no("there is no " + piece + " that could make this move.");
        }
        int[] pseudo = b.moveBuffer();
        int n = b.pseudo(pseudo);
        for (int i = 0; i < n; i++) {
            if (from.contains(Board.from(pseudo[i])) && Board.to(pseudo[i]) == to
                    && Board.kind(pseudo[i]) < Board.CASTLE_KING) {
                return explain(b, Board.from(pseudo[i]), to, promo);
            }
        }
        if (b.cells[to] != 0 && Board.colour(b.cells[to]) == b.side) {
            return no("your own " + name(b, to) + " stands on " + r.squareName(to) + ".");
        }
        for (int sq : from) {
            if (blocked(b, sq, to)) {
                return no("the " + piece + "'s path to " + r.squareName(to) + " is blocked.");
            }
        }
        return no("no " + piece + " can move to " + r.squareName(to) + ".");
    }

    /** Why the piece on {@code from} may not go to {@code to}. */
    static Read explain(Board b, int from, int to, int promo) {
        Rules r = b.rules;
        String rule = r.filtersMoves() ? Goals.refusal(b, from, to) : null;
        if (rule != null) {
            return no(rule);
        }
        String piece = name(b, from);
        String where = r.squareName(from);
        int[] pseudo = b.moveBuffer();
        int n = b.pseudo(pseudo);
        boolean reachable = false;
        for (int i = 0; i < n; i++) {
            int m = pseudo[i];
            if (Board.from(m) != from || Board.to(m) != to || Board.kind(m) >= Board.CASTLE_KING) {
                continue;
            }
            reachable = true;
            if (Board.promotion(m) == promo && !b.isLegal(m)) {
                return no(whyIllegal(b, m, piece, where));
            }
        }
        if (reachable) {
            for (int i = 0; i < n; i++) {
                int m = pseudo[i];
                if (Board.from(m) == from && Board.to(m) == to && !b.isLegal(m)) {
                    return no(whyIllegal(b, m, piece, where));
                }
            }
            return no("a pawn reaching the last rank must promote.");
        }
        if (b.cells[to] != 0 && Board.colour(b.cells[to]) == b.side) {
            return no("your own " + name(b, to) + " stands on " + r.squareName(to) + ".");
        }
        if (blocked(b, from, to)) {
            return no("the " + piece + "'s path from " + where + " to " + r.squareName(to) + " is blocked.");
        }
        int type = Board.type(b.cells[from]);
        if (type == r.pawnType && r.promotionRegion[b.side][to] && r.promotionLimit != null && hasLimit(r)) {
            return no("the pawn may not move to " + r.squareName(to)
                    + ": no piece it could promote to is below its starting number.");
        }
        return no(article(piece) + " " + piece + " cannot move from " + where + " to " + r.squareName(to) + ".");
    }

    private static boolean hasLimit(Rules r) {
        for (int limit : r.promotionLimit) {
            if (limit >= 0) {
                return true;
            }
        }
        return false;
    }

    private static String article(String noun) {
        return "aeiou".indexOf(Character.toLowerCase(noun.charAt(0))) >= 0 ? "an" : "a";
    }

    private static String whyIllegal(Board b, int m, String piece, String where) {
        String royal = b.rules.extinctionPseudoRoyal ? Goals.royalRefusal(b, m) : null;
        if (royal != null) {
            return royal;
        }
        int from = Board.from(m);
        if (b.rules.flyingGeneral || b.rules.bikjang && b.facing()) {
            b.make(m);
            boolean facing = !b.moverInCheck() && b.facing();
            b.unmake(m);
            if (facing) {
                return b.rules.flyingGeneral
                        ? "the two generals would face each other on an open file (flying general), which is not allowed."
                        : "the generals face each other (bikjang): part them, or pass to end the game by the count.";
            }
        }
        if (Board.type(b.cells[from]) == b.rules.kingType) {
            return "the " + piece + " would be in check on " + b.rules.squareName(Board.to(m)) + ".";
        }
        if (b.inCheck()) {
            return "you are in check, and this move does not get your king out of check.";
        }
        return "the " + piece + " on " + where + " is pinned: moving it would leave your king in check.";
    }

    /** Whether a rider on {@code from} would reach {@code to} on a board without other pieces. */
    private static boolean blocked(Board b, int from, int to) {
        int code = b.cells[from];
        for (Tables.Comp comp : b.tables.moves[Board.colour(code)][Board.type(code)]) {
            if (comp.rays == null) {
                continue;
            }
            for (int[] ray : comp.rays[from]) {
                for (int sq : ray) {
                    if (sq == to) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
