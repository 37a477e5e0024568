package pbm.rules.fairy;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Xiangqi's perpetual chase ({@code chasingRule = axf}), asked only when a position repeats: which
 * side attacked the same enemy piece anew with every one of its moves since the repeated position
 * first stood. Following the Asian Xiangqi Federation's rules (the "chase" of its rules on
 * perpetual moves, as Fairy-Stockfish's {@code chasingRule = axf} judges it in its
 * {@code Position::chased}; read for the behaviour, written here from the rule):
 *
 * <ul>
 * <li>a move chases an enemy piece when, after it, the mover could take that piece (legally)
 * and could not before: the moved piece's new attack, or one it uncovered;</li>
 * <li>the piece must be unprotected (the other side could not legally take back on its point),
 * unless the attacker is worth less than it (a horse or cannon attacking a chariot; an elephant
 * or advisor attacking a chariot, cannon or horse), when it is chased even protected;</li>
 * <li>attacking the general is check, not chase; a soldier that has not crossed the river is not
 * chased; the general and soldiers may chase freely (their attacks are never a chase);</li>
 * <li>attacking a piece of the same kind that can take back at once offers an exchange, not a
 * chase (a pinned or blocked one cannot, and is chased).</li>
 * </ul>
 *
 * <p>The cost falls on repetitions only: {@link FairyPlay} asks this when a position has stood
 * often enough to end the game, replaying the few plies of the cycle.
 */
final class Chasing {

    private Chasing() {
    }

    /** The key {@code chasingRule}: {@code axf} or {@code none} (the default). */
    static boolean read(SectionKeys keys) throws DefinitionException {
        DefinitionReader.Entry e = keys.get("chasingRule");
        if (e == null || e.value().equals("none")) {
            return false;
        }
        if (!e.value().equals("axf")) {
            throw keys.error(e.line(), e.key(), "unsupported chasing rule \"" + e.value() + "\" (axf or none)");
        }
        return true;
    }

    /**
     * For each side, the type of the enemy piece it chased with every one of its moves of the
     * cycle, or -1: {@code start} is the position after the last irreversible move,
     * {@code moves} the moves played from it, and the cycle runs from ply {@code first} to the end.
     */
    static int[] chasers(Board start, List<Integer> moves, int first) {
        Board b = start.copy();
        for (int i = 0; i < first; i++) {
            b.make(moves.get(i));
        }
        int[] ids = new int[b.squares];
        for (int sq = 0; sq < b.squares; sq++) {
            ids[sq] = b.cells[sq] == 0 ? 0 : sq + 1;
        }
        Set<Integer>[] common = commonChases(b, moves.subList(first, moves.size()), ids);
        int[] types = {-1, -1};
        for (int c = 0; c < 2; c++) {
            if (common[c] != null && !common[c].isEmpty()) {
                int id = common[c].iterator().next();
                types[c] = typeOf(b, ids, id);
            }
        }
        return types;
    }

    /**
     * Plays the cycle's moves on {@code b}, keeping {@code ids} (which piece stands where), and
     * gives for each side the pieces every one of its moves chased (null: it made no move).
     */
    @SuppressWarnings("unchecked")
    private static Set<Integer>[] commonChases(Board b, List<Integer> cycle, int[] ids) {
        Set<Integer>[] common = new Set[2];
        for (int m : cycle) {
            int mover = b.side;
            Set<Integer> chased = new HashSet<>();
            Board after = b.copy();
            after.make(m);
            for (int sq : chased(b, after, m)) {
                chased.add(ids[sq]);
            }
            if (common[mover] == null) {
                common[mover] = chased;
            } else {
                common[mover].retainAll(chased);
            }
            b.make(m);
            if (Board.kind(m) < Board.CASTLE_KING) {
                ids[Board.to(m)] = ids[Board.from(m)];
                ids[Board.from(m)] = 0;
            }
        }
        return common;
    }

    private static int typeOf(Board b, int[] ids, int id) {
        for (int sq = 0; sq < b.squares; sq++) {
            if (ids[sq] == id && b.cells[sq] != 0) {
                return Board.type(b.cells[sq]);
            }
        }
        return -1;
    }

    /** Verdicts on one capture: no chase; a chase; a chase only because a piece may not legally move (a pin). */
    private static final int NONE = 0;
    private static final int CHASE = 1;
    private static final int BY_PIN = 2;

    /**
     * The points of the enemy pieces that the move {@code m} from {@code before} (giving
     * {@code after}) chases: those the mover now threatens by the rule where it could not take
     * before (the moved piece's captures counted from where it went), or where the move pinned
     * the piece's protector or the piece itself, so that it can no longer take back.
     */
    static Set<Integer> chased(Board before, Board after, int m) {
        Set<Integer> out = new HashSet<>();
        if (Board.kind(m) >= Board.CASTLE_KING) {
            return out;
        }
        Map<Long, Integer> old = threats(before, moverToMove(before), Board.from(m), Board.to(m));
        threats(moverToMove(after), after, -1, -1).forEach((pair, verdict) -> {
            boolean could = old.containsKey(pair);
            if (verdict != NONE && (!could || verdict == BY_PIN && old.get(pair) == NONE)) {
                out.add((int) (long) pair);
            }
        });
        return out;
    }

    /**
     * The mover's captures on {@code mover} (the mover to move), as (attacker, target) pairs with
     * the rule's verdict on each; {@code other} is the same position with the other side to move.
     * A piece on {@code movedFrom} is named by {@code movedTo}.
     */
    private static Map<Long, Integer> threats(Board mover, Board other, int movedFrom, int movedTo) {
        Map<Long, Integer> out = new HashMap<>();
        int[] moves = mover.moveBuffer();
        int n = mover.legal(moves);
        for (int i = 0; i < n; i++) {
            int c = moves[i];
            if (Board.kind(c) < Board.CASTLE_KING && mover.cells[Board.to(c)] != 0) {
                int from = Board.from(c) == movedFrom ? movedTo : Board.from(c);
                out.put(pair(from, Board.to(c)), verdict(other, mover, c));
            }
        }
        return out;
    }

    private static long pair(int from, int to) {
        return (long) from << 32 | to;
    }

    /**
     * The rule's verdict on the capture {@code c} (the mover's, on {@code threats});
     * {@code after} is the same position with the other side to move.
     */
    private static int verdict(Board after, Board threats, int c) {
        Rules r = after.rules;
        int attacker = Board.type(after.cells[Board.from(c)]);
        int target = Board.type(after.cells[Board.to(c)]);
        if (attacker == r.kingType || target == r.kingType || isSoldier(r, attacker)
                || isSoldier(r, target) && !acrossTheRiver(after, Board.to(c))) {
            return NONE;
        }
        boolean pinned = false;
        if (attacker == target) {
            // A piece of the same kind that can take back is offered an exchange, not chased.
            int back = reaches(after, Board.to(c), Board.from(c));
            if (back == CHASE) {
                return NONE;
            }
            pinned = back == BY_PIN;
        }
        int worth = worth(r, attacker);
        if (worth >= 0 && worth < worth(r, target)) {
            return pinned ? BY_PIN : CHASE;
        }
        Board taken = threats.copy();
        taken.make(c);
        int recapture = reaches(taken, -1, Board.to(c));
        return recapture == CHASE ? NONE : recapture == BY_PIN || pinned ? BY_PIN : CHASE;
    }

    /**
     * Whether the side to move on {@code b} may move from {@code from} (-1: from anywhere) to
     * {@code to}: CHASE when legally, BY_PIN when only by its moves but not legally, NONE when not at all.
     */
    private static int reaches(Board b, int from, int to) {
        int[] moves = b.moveBuffer();
        int n = b.pseudo(moves);
        int found = NONE;
        for (int i = 0; i < n; i++) {
            int m = moves[i];
            if ((from < 0 || Board.from(m) == from) && Board.to(m) == to && Board.kind(m) < Board.CASTLE_KING) {
                if (b.isLegal(m)) {
                    return CHASE;
                }
                found = BY_PIN;
            }
        }
        return found;
    }

    private static boolean isSoldier(Rules r, int type) {
        return r.pieces.get(type).name().equals("soldier") || type == r.pawnType;
    }

    /** Whether the soldier on {@code sq} stands where it also moves sideways (soldierPromotionRank). */
    private static boolean acrossTheRiver(Board b, int sq) {
        int rank = sq / b.rules.width;
        int relative = Board.colour(b.cells[sq]) == 0 ? rank : b.rules.height - 1 - rank;
        return b.rules.soldierPromotionRank > 1 && relative >= b.rules.soldierPromotionRank - 1;
    }

    /**
     * A piece's worth for the exceptions of the rule: chariot above horse and cannon, above
     * elephant and advisor; -1 for a piece not among them (no exception applies to it).
     */
    private static int worth(Rules r, int type) {
        return switch (r.pieces.get(type).name()) {
            case "rook" -> 3;
            case "horse", "cannon" -> 2;
            case "elephant", "fers" -> 1;
            default -> -1;
        };
    }

    /** The position after the move with the mover to move again, to list what it now threatens. */
    private static Board moverToMove(Board after) {
        String[] fields = FairyFen.write(after).split(" ");
        fields[1] = fields[1].equals("w") ? "b" : "w";
        Board flipped = new Board(after.tables);
        flipped.setFen(String.join(" ", fields));
        return flipped;
    }
}
