package pbm.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Leaf counts of the legal-move tree, the standard correctness check of a move generator. */
public final class Perft {

    private Perft() {
    }

    public static long count(Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = p.variant().legalMoves(p);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (Move m : moves) {
            total += count(p.play(m), depth - 1);
        }
        return total;
    }

    /** The count below each legal move, keyed by the move's notation, in generation order. */
    public static Map<String, Long> divide(Position p, int depth) {
        Map<String, Long> counts = new LinkedHashMap<>();
        if (depth < 1) {
            return counts;
        }
        for (Move m : p.variant().legalMoves(p)) {
            counts.put(p.variant().notation(p, m), count(p.play(m), depth - 1));
        }
        return counts;
    }
}
