package pbm.hexcheck;

import java.util.Map;
import java.util.TreeMap;

/**
 * A move generator for Gliński's and McCooey's hexagonal chess written from the rules alone,
 * with its own coordinates and board, to cross-check the engine's perft counts: two generators
 * that agree were not wrong in the same way by sharing code.
 */
public final class HexReference {
    /** The two games: they differ only in the start and in how pawns capture and double step. */
    public enum Variant { GLINSKI, MCCOOEY }

    public static final String GLINSKI_START =
            "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1";
    /** White Rd1 Qe1 Bf1 Kg1 Rh1 Ne2 Bf2 Ng2 Bf3, pawns c1 d2 e3 f4 g3 h2 i1; Black the mirror image across the middle. */
    public static final String MCCOOEY_START =
            "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 w - - 0 1";

    private final HexPosition position;
    private final HexMoves moves;
    private final int[][] buffers;

    private HexReference(Variant variant, String fen, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth below 0: " + depth);
        }
        position = HexFen.read(fen);
        moves = new HexMoves(variant, position);
        buffers = new int[depth + 1][HexMoves.MOST_MOVES];
    }

    /** Leaf count of the legal move tree to depth (depth 0 = 1), from a FEN as below. */
    public static long perft(Variant variant, String fen, int depth) {
        return new HexReference(variant, fen, depth).count(depth);
    }

    /** depth-1 split: each legal move as "from-to" (plus "=Q" etc. for promotions) mapped to its perft(depth-1). */
    public static Map<String, Long> divide(Variant variant, String fen, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth 1 or more: " + depth);
        }
        HexReference walk = new HexReference(variant, fen, depth);
        Map<String, Long> split = new TreeMap<>();
        int[] list = walk.buffers[depth];
        int count = walk.moves.generate(list);
        for (int i = 0; i < count; i++) {
            walk.position.make(list[i]);
            if (walk.moves.moverIsSafe()) {
                split.put(HexPosition.name(list[i]), walk.count(depth - 1));
            }
            walk.position.unmake(list[i]);
        }
        return split;
    }

    /** Leaves below the current position; at depth 1 each legal move is one leaf. */
    private long count(int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] list = buffers[depth];
        int count = moves.generate(list);
        long leaves = 0;
        for (int i = 0; i < count; i++) {
            position.make(list[i]);
            if (moves.moverIsSafe()) {
                leaves += depth == 1 ? 1 : count(depth - 1);
            }
            position.unmake(list[i]);
        }
        return leaves;
    }
}
