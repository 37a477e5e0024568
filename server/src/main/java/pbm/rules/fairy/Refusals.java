package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import pbm.rules.fairy.Notation.Read;

/**
 * Why a move a player typed is not legal, in a sentence for the error reply: no such piece,
 * a blocked path, a pinned piece or a king left in check, a rule of the game (flying general,
 * compulsory capture, a drop that may not mate), a promotion missing or not allowed.
 */
final class Refusals {

    private Refusals() {
    }

    private static Read no(String reason) {
        return new Read(0, reason);
    }

    /** The spoken name of the piece on {@code sq}. */
    static String name(Board b, int sq) {
        return b.rules.spoken(Board.type(b.cells[sq]));
    }

    /**
     * Why no piece of {@code type} (from the file and rank given, -1 for any) may go to {@code to}:
     * the first that could but for the king's safety says why not, else what is in the way.
     */
    static Read explainSan(Board b, int type, int fromFile, int fromRank, int to, int promo) {
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

    /** Why the piece on {@code from} may not go to {@code to} (with the promotion {@code promo}, -1 for none). */
    static Read explain(Board b, int from, int to, int promo) {
        Rules r = b.rules;
        String rule = r.filtersMoves() ? Goals.refusal(b, from, to) : null;
        if (rule != null) {
            return no(rule);
        }
        String piece = name(b, from);
        String where = r.squareName(from);
        String illegal = illegal(b, from, to, promo, piece, where);
        if (illegal != null) {
            return no(illegal);
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

    /**
     * When the piece on {@code from} reaches {@code to} by its moves: why that move is illegal
     * (the one with the promotion asked for first), or that a pawn there must promote; null
     * when it does not reach it.
     */
    private static String illegal(Board b, int from, int to, int promo, String piece, String where) {
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
                return whyIllegal(b, m, piece, where);
            }
        }
        if (!reachable) {
            return null;
        }
        for (int i = 0; i < n; i++) {
            int m = pseudo[i];
            if (Board.from(m) == from && Board.to(m) == to && !b.isLegal(m)) {
                return whyIllegal(b, m, piece, where);
            }
        }
        return "a pawn reaching the last rank must promote.";
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
                        ? "the two generals would face each other on an open file (flying general), which is not"
                                + " allowed."
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

    /**
     * Why the side to move ({@code side}, its name) may not drop a piece of {@code type} on
     * {@code to} (typed as {@code toName}): no drops, none in hand, the king's safety, a mating
     * pawn drop, an occupied square, a piece that could never move, a second pawn on a file.
     */
    static String drop(Board b, int type, int to, String toName, String side) {
        Rules r = b.rules;
        String piece = r.spoken(type);
        if (!b.holdings) {
            return "pieces are not dropped in this game.";
        }
        if (b.hand[b.side][type] == 0) {
            String held = FenBoard.hand(b, b.side).toUpperCase();
            return side + " has no " + piece + " in hand (in hand: "
                    + (held.isEmpty() ? "nothing" : String.join(" ", held.split(""))) + ").";
        }
        int[] pseudo = b.moveBuffer();
        int pn = b.pseudo(pseudo);
        for (int i = 0; i < pn; i++) {
            int m = pseudo[i];
            if (Board.kind(m) == Board.DROP && Board.from(m) == type && Board.to(m) == to) {
                if (b.dropMates(m)) {
                    return "a " + piece + " dropped on " + toName + " would give mate, and a pawn drop may not"
                            + " mate (uchifuzume).";
                }
                return b.inCheck() ? "you are in check, and this drop does not get your king out of check."
                        : "this drop would leave your king in check.";
            }
        }
        if (b.cells[to] != 0) {
            return "a piece may be dropped only on an empty square; " + toName + " holds a " + name(b, to) + ".";
        }
        if (r.immobilityIllegal && b.tables.immobile[b.side][type][to]) {
            return "a " + piece + " dropped on " + toName + " could never move again.";
        }
        if (type == r.dropNoDoubled && b.onFile(b.side, type, to % r.width) >= r.dropNoDoubledCount) {
            return "there is already " + (r.dropNoDoubledCount == 1 ? "a " + piece : r.dropNoDoubledCount + " "
                    + piece + "s") + " of yours on the " + (char) ('a' + to % r.width) + "-file (nifu: two pawns on"
                    + " a file).";
        }
        if (type == r.pawnType) {
            return "a pawn may not be dropped on the first or the last rank.";
        }
        return "a " + piece + " may not be dropped on " + toName + " in this game.";
    }
}
