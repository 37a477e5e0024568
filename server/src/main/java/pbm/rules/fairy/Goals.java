package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pbm.rules.Ending;

/**
 * The rules of the variants that end a game before the moves run out, or forbid moves that
 * the king's safety allows, as Fairy-Stockfish's keys name them: extinction of piece types,
 * a flag region to reach (flagPiece, flagRegion, flagMove), checks counted in the FEN
 * (checkCounting), compulsory captures (mustCapture) and moves that may not give check
 * ({@code checking = false}). Written from the key documentation of Fairy-Stockfish's
 * {@code src/variants.ini} and the rules of the games; the order of the tests follows its
 * immediate game end, so that perft counts agree.
 */
final class Goals {

    /** How a position ended before the moves ran out. */
    enum Kind { EXTINCTION, FLAG, FLAG_BOTH, CHECKS }

    /**
     * An early end: the value for the side to move, the kind, the colour it is about (the
     * extinct side, the side on the flag, the side that gave the checks) and, for extinction,
     * the piece type (-1: all pieces).
     */
    record End(Outcome value, Kind kind, int colour, int type) {
    }

    private static final Pattern CHECKS = Pattern.compile("(\\d+)\\+(\\d+)");

    private Goals() {
    }

    /** The legal moves that the checking and mustCapture rules leave, compacted; returns how many. */
    static int filter(Board b, int[] moves, int n) {
        Rules r = b.rules;
        int kept = n;
        if (!r.checking) {
            kept = 0;
            for (int i = 0; i < n; i++) {
                if (!givesCheck(b, moves[i])) {
                    moves[kept++] = moves[i];
                }
            }
        }
        if (r.mustCapture) {
            int captures = 0;
            for (int i = 0; i < kept; i++) {
                if (capture(b, moves[i])) {
                    moves[captures++] = moves[i];
                }
            }
            if (captures > 0) {
                kept = captures;
            }
        }
        return kept;
    }

    static boolean givesCheck(Board b, int m) {
        b.make(m);
        boolean check = b.inCheck();
        b.unmake(m);
        return check;
    }

    static boolean capture(Board b, int m) {
        int kind = Board.kind(m);
        return kind == Board.EN_PASSANT || kind != Board.DROP && kind < Board.CASTLE_KING && b.cells[Board.to(m)] != 0;
    }

    /**
     * Whether, and how, the position has ended before the side to move moves: extinction
     * (either side, the other side first), a flag reached, or the checks all given.
     */
    static End immediate(Board b) {
        Rules r = b.rules;
        int side = b.side;
        int other = side ^ 1;
        // Pseudo-royal pieces are never taken, so their extinction decides nothing (as there).
        if (r.extinctionValue != Outcome.NONE && !r.extinctionPseudoRoyal) {
            for (int c : new int[] {other, side}) {
                int type = extinctType(b, c);
                if (type >= -1) {
                    Outcome v = c == side ? r.extinctionValue : negate(r.extinctionValue);
                    return new End(v, Kind.EXTINCTION, c, type);
                }
            }
        }
        if (r.flagRegion != null) {
            if (r.flagMove && reached(b, side)) {
                boolean kings = r.kingType >= 0 && r.flagPiece[other] == r.kingType;
                if (side == 0 && kings && reached(b, other)) {
                    return new End(Outcome.DRAW, Kind.FLAG_BOTH, side, -1);
                }
                return new End(Outcome.WIN, Kind.FLAG, side, -1);
            }
            boolean royalFlag = r.kingType >= 0 && r.flagPiece[side] == r.kingType;
            if ((!r.flagMove || royalFlag) && reached(b, other)) {
                if (!(r.flagMove && royalFlag && side == 1 && kingCanFollow(b))) {
                    return new End(Outcome.LOSS, Kind.FLAG, other, -1);
                }
            }
        }
        if (r.checkCounting && b.checksLeft[other] == 0) {
            return new End(Outcome.LOSS, Kind.CHECKS, other, -1);
        }
        return null;
    }

    /** The game's Ending when the position ended early, for the mail; empty otherwise. */
    static Optional<Ending> ending(Board b, List<String> sides) {
        if (!b.rules.endsEarly()) {
            return Optional.empty();
        }
        End end = immediate(b);
        if (end == null || end.kind() == Kind.EXTINCTION && b.rules.extinctionClaim) {
            // Shatranj's bare king (a claim) is judged by FairyPlay as before.
            return Optional.empty();
        }
        String reason = reason(b, end, sides);
        return Optional.of(switch (end.value()) {
            case WIN -> new Ending(b.side, reason);
            case LOSS -> new Ending(b.side ^ 1, reason);
            default -> new Ending(null, reason);
        });
    }

    private static String reason(Board b, End end, List<String> sides) {
        Rules r = b.rules;
        String who = sides.get(end.colour());
        return switch (end.kind()) {
            case EXTINCTION -> extinctionReason(r, end, who);
            case FLAG -> who + "'s " + flagName(r, end.colour()) + " reached " + place(r, r.flagRegion[end.colour()])
                    + (r.flagMove && end.colour() == b.side ? " and the other side could not follow" : "");
            case FLAG_BOTH -> "both kings reaching " + place(r, r.flagRegion[0]);
            case CHECKS -> who + " gave check " + times(startChecks(r, end.colour())) + "";
        };
    }

    private static String extinctionReason(Rules r, End end, String who) {
        int count = r.extinctionPieceCount;
        if (end.type() < 0) {
            return count == 0 ? who + " has no pieces left"
                    : count == 1 ? who + " has only one piece left" : who + " has only " + count + " pieces left";
        }
        String name = name(r, end.type());
        return count == 0 ? who + " has no " + name + "s left"
                : who + " has only " + count + " " + name + (count == 1 ? "" : "s") + " left";
    }

    private static String flagName(Rules r, int c) {
        return r.flagPiece[c] < 0 ? "piece" : name(r, r.flagPiece[c]);
    }

    /** A piece's name in an ending's reason: a commoner written K is a king, Breakthrough's a piece. */
    private static String name(Rules r, int t) {
        PieceType p = r.pieces.get(t);
        if (p.name().equals("commoner") && p.letter() == 'k') {
            return "king";
        }
        return p.name().equals("breakthrough") ? "piece" : p.spoken();
    }

    /** A region in words: "rank 8", or its squares when few. */
    static String place(Rules r, boolean[] region) {
        for (int rank = 0; rank < r.height; rank++) {
            boolean[] row = new boolean[r.squares()];
            Arrays.fill(row, rank * r.width, rank * r.width + r.width, true);
            if (Arrays.equals(row, region)) {
                return "rank " + (rank + 1);
            }
        }
        List<String> names = new ArrayList<>();
        for (int sq = 0; sq < region.length; sq++) {
            if (region[sq]) {
                names.add(r.squareName(sq));
            }
        }
        return names.size() <= 8 ? String.join(", ", names) : "its goal";
    }

    private static String times(int n) {
        return switch (n) {
            case 1 -> "once";
            case 2 -> "twice";
            case 3 -> "three times";
            default -> n + " times";
        };
    }

    /** The checks a colour had to give at the start of the game (the startFen's N+M), else 1. */
    private static int startChecks(Rules r, int c) {
        Matcher m = CHECKS.matcher(r.startFen == null ? "" : r.startFen);
        return m.find() ? Integer.parseInt(m.group(c + 1)) : 1;
    }

    /**
     * The type whose count decides extinction against colour {@code c} now (-1 for the count of
     * all its pieces), or -2 when it is not extinct.
     */
    private static int extinctType(Board b, int c) {
        Rules r = b.rules;
        int extra = r.extinctionClaim && c == b.side ? 1 : 0;
        int needed = r.extinctionOpponentPieceCount + extra;
        if (r.extinctionAll) {
            return all(b, c) <= r.extinctionPieceCount && all(b, c ^ 1) >= needed ? -1 : -2;
        }
        for (int t = 0; t < r.extinctionTypes.length; t++) {
            if (r.extinctionTypes[t] && count(b, c, t) <= r.extinctionPieceCount && count(b, c ^ 1, t) >= needed) {
                return t;
            }
        }
        return -2;
    }

    private static int count(Board b, int c, int t) {
        return b.count[c][t] + b.hand[c][t];
    }

    private static int all(Board b, int c) {
        int n = b.total[c];
        for (int h : b.hand[c]) {
            n += h;
        }
        return n;
    }

    private static Outcome negate(Outcome v) {
        return switch (v) {
            case WIN -> Outcome.LOSS;
            case LOSS -> Outcome.WIN;
            default -> v;
        };
    }

    /** Whether colour {@code c}'s flag piece stands in its flag region. */
    static boolean reached(Board b, int c) {
        Rules r = b.rules;
        boolean[] region = r.flagRegion[c];
        for (int sq = 0; sq < b.squares; sq++) {
            int code = b.cells[sq];
            if (region[sq] && code != 0 && Board.colour(code) == c
                    && (r.flagPiece[c] < 0 || Board.type(code) == r.flagPiece[c])) {
                return true;
            }
        }
        return false;
    }

    /** Racing kings: whether Black's king, not in check, can step into the flag region at once. */
    private static boolean kingCanFollow(Board b) {
        int k = b.kingSquare[b.side];
        if (k < 0 || b.inCheck()) {
            return false;
        }
        int[] moves = b.moveBuffer();
        int n = b.legal(moves);
        for (int i = 0; i < n; i++) {
            if (Board.from(moves[i]) == k && Board.kind(moves[i]) < Board.CASTLE_KING
                    && b.rules.flagRegion[b.side][Board.to(moves[i])]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Takes the check counts out of a FEN's fields: {@code 3+3} after the en passant square
     * (checks each side still has to give), or Lichess's {@code +2+0} at the end (checks
     * given, of three). Without them each side wins with its next check.
     */
    static String[] readChecks(Board b, String[] f) {
        List<String> out = new ArrayList<>(List.of(f));
        b.checksLeft[0] = 1;
        b.checksLeft[1] = 1;
        if (out.size() > 4 && CHECKS.matcher(out.get(4)).matches()) {
            Matcher m = CHECKS.matcher(out.remove(4));
            m.matches();
            b.checksLeft[0] = Integer.parseInt(m.group(1));
            b.checksLeft[1] = Integer.parseInt(m.group(2));
        }
        String last = out.get(out.size() - 1);
        if (out.size() > 2 && last.startsWith("+") && CHECKS.matcher(last.substring(1)).matches()) {
            Matcher m = CHECKS.matcher(out.remove(out.size() - 1).substring(1));
            m.matches();
            b.checksLeft[0] = Math.max(3 - Integer.parseInt(m.group(1)), 0);
            b.checksLeft[1] = Math.max(3 - Integer.parseInt(m.group(2)), 0);
        }
        return out.toArray(new String[0]);
    }

    /**
     * Why a move the king's safety allows is not legal here, by the checking or mustCapture
     * rule, or null: for the player's error reply.
     */
    static String refusal(Board b, int from, int to) {
        int[] pseudo = b.moveBuffer();
        int n = b.pseudo(pseudo);
        for (int i = 0; i < n; i++) {
            int m = pseudo[i];
            if (Board.from(m) != from || Board.to(m) != to || Board.kind(m) >= Board.CASTLE_KING || !b.isLegal(m)) {
                continue;
            }
            if (!b.rules.checking && givesCheck(b, m)) {
                return "moves that give check are not allowed in this game.";
            }
            if (b.rules.mustCapture && !capture(b, m)) {
                int[] legal = b.moveBuffer();
                int k = b.legal(legal);
                if (k > 0 && capture(b, legal[0])) {
                    return "captures are compulsory in this game: you must take, for example "
                            + Notation.san(b, legal[0]) + ".";
                }
            }
        }
        return null;
    }

    /**
     * extinctionPseudoRoyal: whether a royal piece of colour {@code c} of the extinction types
     * (while its side has at most extinctionPieceCount + 1 of that type) stands attacked.
     */
    static boolean pseudoRoyalAttacked(Board b, int c) {
        Rules r = b.rules;
        for (int t = 0; t < r.extinctionTypes.length; t++) {
            if (!r.extinctionTypes[t] || b.count[c][t] == 0 || b.count[c][t] > r.extinctionPieceCount + 1) {
                continue;
            }
            int piece = Board.code(c, t);
            for (int sq = 0; sq < b.squares; sq++) {
                if (b.cells[sq] == piece && Attacks.attacked(b, sq, c ^ 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * After a move: whether it left one of the mover's royal pieces attacked, unless it took
     * one of the other side's (as kings may, in Fairy-Stockfish's pseudo-royal rule).
     */
    static boolean pseudoRoyalExposed(Board b) {
        int taken = b.lastCaptured();
        if (taken != 0 && b.rules.extinctionTypes[Board.type(taken)]) {
            return false;
        }
        return pseudoRoyalAttacked(b, b.side ^ 1);
    }

    /** Why a move is refused when it leaves a royal piece other than the king attacked, or null. */
    static String royalRefusal(Board b, int m) {
        b.make(m);
        boolean exposed = !b.moverInCheck() && pseudoRoyalExposed(b);
        b.unmake(m);
        if (!exposed) {
            return null;
        }
        for (int t = 0; t < b.rules.extinctionTypes.length; t++) {
            if (b.rules.extinctionTypes[t]) {
                return "your " + b.rules.spoken(t) + " would be left attacked, and it is royal in this game.";
            }
        }
        return null;
    }
}
