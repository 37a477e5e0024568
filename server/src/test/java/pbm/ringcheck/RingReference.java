package pbm.ringcheck;

import java.util.Map;
import java.util.TreeMap;

/**
 * A move generator for Byzantine (round) chess written from the rules alone, with its own board
 * and coordinates, to cross-check the engine's perft counts: two generators that agree were not
 * wrong in the same way by sharing code.
 */
public final class RingReference {
    /** White's pieces on files a..d, Black's on i..l: the same army turned half round. */
    public static final String START = "ORRP4prro4/ONNP4pnno4/OBBP4pbbo4/OKQP4pkqo4 w - - 0 1";
    /** More moves than any position can give: no piece reaches more than 18 cells (a rook: 15 round, 3 along). */
    private static final int MOST_MOVES = RingBoard.CELLS * 18;

    private final RingBoard board;
    private final RingMoves moves;
    private final int[][] buffers;

    private RingReference(String fen, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth below 0: " + depth);
        }
        board = RingFen.read(fen);
        moves = new RingMoves(board);
        buffers = new int[depth + 1][MOST_MOVES];
    }

    /** Leaf count of the legal move tree to depth (depth 0 = 1). */
    public static long perft(String fen, int depth) {
        return new RingReference(fen, depth).count(depth);
    }

    /** Each legal move as "from-to" (e.g. "b4-b2") mapped to its perft(depth-1). */
    public static Map<String, Long> divide(String fen, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth 1 or more: " + depth);
        }
        RingReference walk = new RingReference(fen, depth);
        Map<String, Long> split = new TreeMap<>();
        int[] list = walk.buffers[depth];
        int count = walk.moves.generate(list);
        for (int i = 0; i < count; i++) {
            int from = list[i] / RingBoard.CELLS;
            int to = list[i] % RingBoard.CELLS;
            char captured = walk.board.make(from, to);
            if (walk.moves.moverIsSafe()) {
                split.put(RingBoard.name(from) + "-" + RingBoard.name(to), walk.count(depth - 1));
            }
            walk.board.unmake(from, to, captured);
        }
        return split;
    }

    /** Leaves below the current position; no game-end cut-offs, a side without moves simply has none. */
    private long count(int depth) {
        if (depth == 0) {
            return 1;
        }
        int[] list = buffers[depth];
        int count = moves.generate(list);
        long leaves = 0;
        for (int i = 0; i < count; i++) {
            int from = list[i] / RingBoard.CELLS;
            int to = list[i] % RingBoard.CELLS;
            char captured = board.make(from, to);
            if (moves.moverIsSafe()) {
                leaves += count(depth - 1);
            }
            board.unmake(from, to, captured);
        }
        return leaves;
    }
}
