package pbm.rules.draughts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Leaf counts of the legal-move tree, the standard correctness check of a move generator.
 * {@link #count} uses the bitboard generator where it knows the variant's rules and the
 * object generator elsewhere; {@link #countWithObjects} always uses the object generator,
 * the one the server plays with, so tests can check each against the published counts.
 */
final class Perft {

    private Perft() {
    }

    /** The leaves at {@code depth}, by the fastest generator that knows the rules. */
    public static long count(Position p, int depth) {
        FastBoard fast = FastBridge.toFast(p);
        return fast == null ? countWithObjects(p, depth) : FastPerft.perft(fast, depth);
    }

    /** The leaves at {@code depth}, by the object generator. */
    public static long countWithObjects(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = p.variant().generator().generate(p);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Move m : moves) {
            total += countWithObjects(p.play(m), depth - 1);
        }
        return total;
    }

    /** The count below each legal move, keyed by the move's notation, in generation order. */
    public static Map<String, Long> divide(Position p, int depth) {
        Map<String, Long> counts = new LinkedHashMap<>();
        if (depth < 1) {
            return counts;
        }
        FastBoard fast = FastBridge.toFast(p);
        if (fast != null) {
            for (Map.Entry<FastMove, Long> entry : FastPerft.divide(fast, depth).entrySet()) {
                counts.put(p.variant().notation(p, FastBridge.toMove(p, entry.getKey())), entry.getValue());
            }
            return counts;
        }
        for (Move m : p.variant().generator().generate(p)) {
            counts.put(p.variant().notation(p, m), count(p.play(m), depth - 1));
        }
        return counts;
    }
}
