package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pbm.rules.fairy.Notation.Read;

/**
 * Reads what a player typed as one of the legal moves: coordinates ({@code e2-e4},
 * {@code e7e8q}, Game Courier's {@code N g1-f3}), SAN (marks of check and capture never
 * trusted), drops ({@code N@f3}, {@code N*f3}), castling, {@code pass}, a placement game's
 * square alone, shogi's {@code +} and {@code =}, and WXF where the game uses it. What names no
 * legal move gets a sentence saying why ({@link Refusals}).
 */
final class MoveReader {

    private static final Pattern CASTLE = Pattern.compile("(?i)[o0](-[o0]){1,2}");
    /** Castling along a line, with its flank's letter or without: Q-O-O, B-O-O-O, O-O. */
    private static final Pattern LINE_CASTLE = Pattern.compile("(?i)([a-z]-)?[o0](-[o0]){1,2}");
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

    private MoveReader() {
    }

    static Read read(Board b, String input, List<String> sides) {
        boolean shogi = Notation.shogiStyle(b.rules) || b.rules.notation.equals("shogi");
        String s = (shogi ? SHOGI_MARKS : MARKS).matcher(input.strip()).replaceAll("").strip();
        if (s.isEmpty()) {
            return no(shogi ? "Give a move, for example " + example(b.rules) + "." : "Give a move, for example e2-e4 or Nf3.");
        }
        if (b.rules.notation.equals("shogi")) {
            Matcher western = ShogiNotation.SHAPE.matcher(s);
            if (western.matches()) {
                return shogiNotation(b, western, sides);
            }
        }
        int[] legal = b.moveBuffer();
        int n = b.legal(legal);
        if (s.equalsIgnoreCase("pass")) {
            return pass(b, legal, n, sides);
        }
        boolean placement = Notation.placement(b.rules);
        if (placement && SQUARE.matcher(s).matches()) {
            return place(b, legal, n, s.toLowerCase(), sides);
        }
        if (placement && !DROP.matcher(s).matches()) {
            return no("\"" + input.strip() + "\" is not a move: name the square of your "
                    + b.rules.pieces.get(0).spoken() + ", such as d3, or write pass when you have no move.");
        }
        if (b.rules.notation.equals("wxf") && Wxf.SHAPE.matcher(Wxf.normal(s)).matches()) {
            return Wxf.read(b, legal, n, s);
        }
        if (shogi && !DROP.matcher(s).matches() && !CASTLE.matcher(s).matches()) {
            return shogiMove(b, legal, n, s, input, sides);
        }
        return chessMove(b, legal, n, s, input, sides);
    }

    /**
     * A move in shogi's Western or USI notation, read as the same move in pbm's form; a reason
     * for refusing it names squares as the player did.
     */
    private static Read shogiNotation(Board b, Matcher western, List<String> sides) {
        ShogiNotation.Translated move = ShogiNotation.toPbm(b.rules, western);
        if (move.refusal() != null) {
            return no(move.refusal());
        }
        Read read = read(b, move.text(), sides);
        if (read.reason() == null) {
            return read;
        }
        // the reason quotes the move as read ("Ge2 is ambiguous"): quote it as the player wrote it
        String typed = western.group().replaceAll("[+=]$", "").strip();
        String reason = read.reason().replace(move.text().replaceAll("[+=]$", ""), typed);
        return no(ShogiNotation.inShogiSquares(b.rules, reason));
    }

    /** Moves written as the game's record writes them, for a sentence that shows how to give one. */
    private static String example(Rules r) {
        return r.notation.equals("shogi") ? "P-7f, Bx2b+, G6h-5h, N*5e or 7g7f" : "Pc4 or c3-c4";
    }

    /** A move as in chess: castling, a drop, coordinates or SAN. */
    private static Read chessMove(Board b, int[] legal, int n, String s, String input, List<String> sides) {
        if (UPPER_FROM.matcher(s).matches() && s.equals(s.toUpperCase())) {
            s = s.toLowerCase();
        }
        if (b.rules.castlingSteps != null && LINE_CASTLE.matcher(s).matches()) {
            return lineCastle(b, legal, n, s, sides);
        }
        if (CASTLE.matcher(s).matches()) {
            return castle(b, legal, n, s.length() > 3, sides);
        }
        Matcher drop = DROP.matcher(s);
        if (drop.matches()) {
            return drop(b, legal, n, drop, sides);
        }
        Matcher coordinates = COORDINATES.matcher(s);
        if (coordinates.matches()) {
            return coordinates(b, legal, n, coordinates, sides);
        }
        Matcher san = SAN.matcher(s);
        if (!san.matches() && Character.isLowerCase(s.charAt(0)) && b.rules.typeOf(s.charAt(0)) >= 0) {
            san = SAN.matcher(Character.toUpperCase(s.charAt(0)) + s.substring(1));
        }
        if (san.matches()) {
            return sanOrPiece(b, legal, n, san, s);
        }
        return no("\"" + input.strip() + "\" is not a move: write it as e2-e4, e4, Nf3 or O-O.");
    }

    /**
     * SAN; when it names no move and starts with a piece's lower-case letter (not the pawn's),
     * read again with the letter as the piece's: "bc4" is a pawn's move or else a bishop's.
     */
    private static Read sanOrPiece(Board b, int[] legal, int n, Matcher san, String s) {
        Read read = san(b, legal, n, san, s);
        char first = s.charAt(0);
        if (read.reason() != null && Character.isLowerCase(first) && b.rules.typeOf(first) >= 0 && first != 'p') {
            Matcher upper = SAN.matcher(Character.toUpperCase(first) + s.substring(1));
            if (upper.matches()) {
                Read second = san(b, legal, n, upper, s);
                if (second.reason() == null) {
                    return second;
                }
            }
        }
        return read;
    }

    private static Read no(String reason) {
        return new Read(0, reason);
    }

    /**
     * Castling along a line ({@link LineCastling}): the legal castling the record would write
     * so; without the flank's letter, the one castling of that length, when only one is legal.
     */
    private static Read lineCastle(Board b, int[] legal, int n, String typed, List<String> sides) {
        String wanted = typed.toUpperCase(Locale.ROOT).replace('0', 'O');
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int kind = Board.kind(legal[i]);
            if (kind != Board.CASTLE_KING && kind != Board.CASTLE_QUEEN) {
                continue;
            }
            String san = LineCastling.san(b, legal[i]);
            if (san.equals(wanted) || san.substring(2).equals(wanted)) {
                found.add(legal[i]);
            }
        }
        if (found.size() == 1) {
            return new Read(found.get(0), null);
        }
        if (found.size() > 1) {
            return no(typed + " is ambiguous: write " + LineCastling.san(b, found.get(0)) + " or "
                    + LineCastling.san(b, found.get(1)) + ".");
        }
        return no(sides.get(b.side) + " may not castle so now: castling needs the king and that rook unmoved,"
                + " every cell between them empty, and the king not in check, passing or landing on an attacked cell.");
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
            return no("the piece on " + fromName + " is a " + Refusals.name(b, from) + ", not a "
                    + pieceName(r, r.typeOf(c.group(1).charAt(0)), c.group(1)) + ".");
        }
        if (Board.colour(code) != b.side) {
            return no("the " + Refusals.name(b, from) + " on " + fromName + " is " + sides.get(Board.colour(code))
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

    // ---------------------------------------------------------------- shogi

    /**
     * A move in a game where pieces promote shogi style: the move as in chess, then {@code +}
     * to promote or {@code =} to decline; without either, the move is taken when only one
     * of the two is legal. {@code +B} names a promoted bishop.
     */
    private static Read shogiMove(Board b, int[] legal, int n, String s, String input, List<String> sides) {
        Rules r = b.rules;
        int want = s.endsWith("+") ? 1 : s.endsWith("=") ? -1 : 0;
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
            legal = promotedFrom(b, legal, n, origin);
            n = legal.length;
        }
        if (LOWER_SQUARE.matcher(body).matches() && r.pawnType < 0) {
            return no("write the piece letter before the square: P" + body + " for a pawn.");
        }
        Read read = shogiBody(b, legal, n, body, input, sides);
        if (read.reason() != null) {
            return origin >= 0 && read.reason().startsWith("there is no ") ? noPromoted(r, origin) : read;
        }
        if (Board.type(b.cells[Board.from(read.move())]) == r.pawnType) {
            // a chess pawn beside shogi promotions: its SAN (e4, e8=Q) names the move, promotion too
            return read;
        }
        if (origin >= 0 && b.origin[Board.from(read.move())] != origin + 1) {
            return noPromoted(r, origin);
        }
        return promoteOrNot(b, legal, n, read.move(), want);
    }

    private static Read noPromoted(Rules r, int origin) {
        return no("no promoted " + r.pieces.get(origin).spoken() + " can make this move.");
    }

    /** The legal moves of the pieces promoted from {@code origin}. */
    private static int[] promotedFrom(Board b, int[] legal, int n, int origin) {
        int kept = 0;
        int[] only = new int[n];
        for (int i = 0; i < n; i++) {
            if (Board.kind(legal[i]) != Board.DROP && b.origin[Board.from(legal[i])] == origin + 1) {
                only[kept++] = legal[i];
            }
        }
        return Arrays.copyOf(only, kept);
    }

    /** A shogi move without its {@code +} or {@code =}: coordinates, or SAN with the piece's letter. */
    private static Read shogiBody(Board b, int[] legal, int n, String body, String input, List<String> sides) {
        Matcher coordinates = COORDINATES.matcher(body);
        if (coordinates.matches() && coordinates.group(6) == null) {
            return coordinates(b, legal, n, coordinates, sides);
        }
        Matcher san = SAN.matcher(body);
        if (!san.matches() && Character.isLowerCase(body.charAt(0)) && b.rules.typeOf(body.charAt(0)) >= 0) {
            san = SAN.matcher(Character.toUpperCase(body.charAt(0)) + body.substring(1));
        }
        // without a piece letter or with =Q only a chess pawn's move (a3, exd6, e8=Q)
        boolean pawn = b.rules.pawnType >= 0 && san.matches() && san.group(1) == null;
        if (!san.matches() || !pawn && (san.group(6) != null || san.group(1) == null)) {
            if (b.rules.notation.equals("shogi")) {
                return no("\"" + input.strip() + "\" is not a move: write it as P-7f, Bx2b+ or G6h-5h (+ to promote,"
                        + " = to decline), drop with N*5e, or give the squares as 7g7f (USI).");
            }
            return no("\"" + input.strip() + "\" is not a move: write it as Pc4, c3-c4 or Bxh8+ (+ to promote,"
                    + " = to decline), or drop with P*c4.");
        }
        return san(b, legal, n, san, body);
    }

    /**
     * The move from and to the squares of {@code m} that promotes ({@code want} 1), declines
     * (-1), or, {@code want} 0, the only one of the two that is legal.
     */
    private static Read promoteOrNot(Board b, int[] legal, int n, int m, int want) {
        int promoted = -1;
        int plain = -1;
        for (int i = 0; i < n; i++) {
            int x = legal[i];
            if (Board.kind(x) != Board.DROP && Board.from(x) == Board.from(m) && Board.to(x) == Board.to(m)) {
                if (Board.promotion(x) >= 0) {
                    promoted = x;
                } else {
                    plain = x;
                }
            }
        }
        String piece = Refusals.name(b, Board.from(m));
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

    // ---------------------------------------------------------------- passes, placements, drops

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
            names.add(Notation.sanWithoutCheck(b, legal[i]));
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
        return no(Refusals.drop(b, type, to, toName, sides.get(b.side)));
    }

    // ---------------------------------------------------------------- SAN

    /** Where a move puts the moving piece: for castling, the king's square. */
    private static int target(Board b, int m) {
        int kind = Board.kind(m);
        if (kind == Board.CASTLE_KING || kind == Board.CASTLE_QUEEN) {
            return b.kingLanding(m, b.side);
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
        int fromFile = m.group(2) == null ? -1 : r.geometry.file(m.group(2).charAt(0));
        int fromRank = m.group(3) == null ? -1 : Integer.parseInt(m.group(3)) - 1;
        String toName = m.group(4) + m.group(5);
        int to = FairyFen.square(r, toName);
        if (to < 0) {
            return no("no such square: " + toName + ".");
        }
        if (m.group(2) != null && fromFile < 0 || fromFile >= r.width || fromRank >= r.height) {
            return no("no such square in \"" + typed + "\".");
        }
        int promo = -1;
        if (m.group(6) != null) {
            promo = r.typeOf(m.group(6).charAt(0));
            if (promo < 0) {
                return no("no piece has the letter " + m.group(6).toUpperCase() + " in this game.");
            }
        }
        List<Integer> found = sanMoves(b, legal, n, type, fromFile, fromRank, to);
        if (found.isEmpty()) {
            return Refusals.explainSan(b, type, fromFile, fromRank, to, promo);
        }
        return choose(b, unpromotedFirst(b, found), promo, -1, to, typed);
    }

    /**
     * The legal moves of a piece of {@code type} to {@code to}, from the file and rank given
     * (-1 for any); a king's move also names castling onto that square.
     */
    private static List<Integer> sanMoves(Board b, int[] legal, int n, int type, int fromFile, int fromRank, int to) {
        int width = b.width;
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int mv = legal[i];
            int from = Board.from(mv);
            if (Board.kind(mv) >= Board.CASTLE_KING || Board.to(mv) != to || Board.type(b.cells[from]) != type) {
                continue;
            }
            if (fromFile >= 0 && from % width != fromFile
                    || fromRank >= 0 && b.rules.geometry.rankOf(from) != fromRank) {
                continue;
            }
            found.add(mv);
        }
        if (found.isEmpty() && type == b.rules.kingType) {
            for (int i = 0; i < n; i++) {
                if (Board.kind(legal[i]) >= Board.CASTLE_KING && target(b, legal[i]) == to) {
                    found.add(legal[i]);
                }
            }
        }
        return found;
    }

    /**
     * "G" names a gold, not a lance promoted to move as one ("+L"), when both may go there;
     * with no such gold it still names the promoted piece (the moves stay as they are).
     */
    private static List<Integer> unpromotedFirst(Board b, List<Integer> found) {
        if (found.size() <= 1) {
            return found;
        }
        List<Integer> plain = new ArrayList<>();
        for (int mv : found) {
            if (Board.kind(mv) >= Board.CASTLE_KING || Notation.writtenOrigin(b, Board.from(mv)) < 0) {
                plain.add(mv);
            }
        }
        return plain.isEmpty() ? found : plain;
    }

    /** Among legal moves from and to the same squares, the one with the promotion asked for. */
    private static Read choose(Board b, List<Integer> found, int promo, int from, int to, String typed) {
        if (found.isEmpty()) {
            return Refusals.explain(b, from, to, promo);
        }
        Rules r = b.rules;
        String what = typed != null ? typed : r.squareName(from) + "-" + r.squareName(to);
        if (Notation.shogiStyle(r) && promo < 0) {
            return oneMover(b, found, what);
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
            return promotionRefused(r, promo, promos, plain);
        }
        if (match.size() > 1) {
            List<String> names = new ArrayList<>();
            for (int m : match) {
                names.add(Notation.sanWithoutCheck(b, m));
            }
            return no(what + " is ambiguous: " + or(names) + ".");
        }
        return new Read(match.get(0), null);
    }

    /** Shogi style: the first move found, unless the moves are of two pieces or more (ambiguous). */
    private static Read oneMover(Board b, List<Integer> found, String what) {
        List<String> names = new ArrayList<>();
        for (int m : found) {
            if (Board.from(m) != Board.from(found.get(0))) {
                names.add(Notation.sanWithoutCheck(b, m).replaceAll("[+=]$", ""));
            }
        }
        if (!names.isEmpty()) {
            names.add(0, Notation.sanWithoutCheck(b, found.get(0)).replaceAll("[+=]$", ""));
            return no(what + " is ambiguous: " + or(distinct(names)) + ".");
        }
        return new Read(found.get(0), null);
    }

    /** Why no move has the promotion asked for ({@code promo}, -1 for none): {@code promos} are those it may have. */
    private static Read promotionRefused(Rules r, int promo, List<String> promos, boolean plain) {
        if (promo < 0) {
            return no("a pawn reaching the last rank must promote: add " + or(distinct(promos)) + ".");
        }
        return promos.isEmpty()
                ? no("only a pawn reaching its promotion zone may promote; leave out the ="
                        + Character.toUpperCase(r.pieces.get(promo).letter()) + ".")
                : no("the pawn may promote here with " + or(distinct(promos)) + (plain ? ", or stay a pawn" : "")
                        + " only.");
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

    static String or(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " or " + items.get(items.size() - 1);
    }

    private static String pieceName(Rules r, int type, String letter) {
        return type < 0 ? letter : r.spoken(type);
    }
}
