package pbm.hexcheck;

import java.util.Map;
import java.util.TreeMap;

/**
 * A move generator for Gliński's, McCooey's and Shafran's hexagonal chess written from the rules alone,
 * with its own coordinates and board, to cross-check the engine's perft counts: two generators
 * that agree were not wrong in the same way by sharing code.
 */
public final class HexReference {
    /**
     * The three games. Gliński's and McCooey's share the 91-cell board and differ only in the start
     * and in how pawns capture and double step; Shafran's has its own 70-cell board and castling.
     */
    public enum Variant {
        GLINSKI, MCCOOEY, SHAFRAN;

        HexBoard board() {
            return this == SHAFRAN ? HexBoard.SHAFRAN : HexBoard.HEXAGON;
        }

        HexCastling[] castlings() {
            return this == SHAFRAN ? HexCastling.SHAFRAN : HexCastling.NONE;
        }
    }

    public static final String GLINSKI_START =
            "b/qbk/n1b1n/r5r/ppppppppp/11/5P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1";
    /** White Rd1 Qe1 Bf1 Kg1 Rh1 Ne2 Bf2 Ng2 Bf3, pawns c1 d2 e3 f4 g3 h2 i1; Black the mirror image across the middle. */
    public static final String MCCOOEY_START =
            "b/qbk/rnbnr/ppppppp/9/11/11/5P5/4PBP4/3PNBNP3/2PRQBKRP2 w - - 0 1";
    /**
     * White Ra1 Nb1 Bc1 Qd1 Ke1 Bf2 Ng3 Bh4 Ri5 on the two lower edges, pawns a2 b2 c2 d2 e2 f3 g4
     * h5 i6; Black the same turned half round the board's centre. Ten rows, ranks 10 down to 1.
     */
    public static final String SHAFRAN_START =
            "kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/RNBQK w KQkq - 0 1";

    private final HexPosition position;
    private final HexMoves moves;
    private final int[][] buffers;

    private HexReference(Variant variant, String fen, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth below 0: " + depth);
        }
        position = HexFen.read(variant, fen);
        moves = new HexMoves(variant, position);
        buffers = new int[depth + 1][HexMoves.MOST_MOVES];
    }

    /** Leaf count of the legal move tree to depth (depth 0 = 1), from a FEN as {@link HexFen} reads. */
    public static long perft(Variant variant, String fen, int depth) {
        return new HexReference(variant, fen, depth).count(depth);
    }

    /**
     * depth-1 split: each legal move as "from-to" (plus "=Q" etc. for promotions; a castling as the
     * king's move, "e1-c1") mapped to its perft(depth-1).
     */
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
                split.put(walk.position.name(list[i]), walk.count(depth - 1));
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
