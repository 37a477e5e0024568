package pbm.rules.fairy;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Leaf counts of the legal-move tree, for checking the move generator against published
 * counts. Bulk counting: at the last ply the legal moves are counted, not played.
 */
final class Perft {
    private final Board board;
    private int[][] buffers = new int[0][];
    private int[][] pins = new int[0][];

    private Perft(Board board) {
        this.board = board;
    }

    /** The count below a position of a game by data, given by its stored name and a FEN (null: the start). */
    static long count(String game, String fen, int depth) {
        return new Perft(FairyFamily.INSTANCE.board(game, fen)).count(depth);
    }

    /** The count below a board (for tests of definitions that are not shipped). */
    static long count(Board board, int depth) {
        return new Perft(board).count(depth);
    }

    /** Per first move in SAN, the count below it. */
    static Map<String, Long> divide(Board b, int depth) {
        Perft p = new Perft(b);
        Map<String, Long> out = new LinkedHashMap<>();
        int[] moves = b.moveBuffer();
        int n = b.legal(moves);
        for (int i = 0; i < n; i++) {
            String name = Notation.san(b, moves[i]);
            b.make(moves[i]);
            out.put(name, depth <= 1 ? 1 : p.count(depth - 1));
            b.unmake(moves[i]);
        }
        return out;
    }

    long count(int depth) {
        if (buffers.length < depth + 1) {
            buffers = new int[depth + 1][board.tables.moveBound];
            pins = new int[depth + 1][board.squares];
        }
        if (depth <= 0) {
            return 1;
        }
        return slow() ? walkLegal(depth) : walk(depth);
    }

    /**
     * Whether the game's moves are filtered (mustCapture, checking) or its positions may end
     * early ({@link Goals}): then every node walks the full legal moves, and an ended position
     * has none, as in Fairy-Stockfish.
     */
    private boolean slow() {
        return board.rules.filtersMoves() || board.rules.endsEarly();
    }

    private long walk(int depth) {
        int[] moves = buffers[depth];
        Board b = board;
        if (b.endedByRule()) {
            return 0;
        }
        if (b.rules.passOnStalemate[b.side]) {
            return walkLegal(depth);
        }
        int generated = b.pseudo(moves);
        boolean check = b.inCheck();
        int[] pins = this.pins[depth];
        int pinned = check ? 0 : Attacks.pinned(b, pins);
        long total = 0;
        for (int i = 0; i < generated; i++) {
            int move = moves[i];
            // a move known legal without playing it is counted at the last ply, not played
            boolean safe = b.safe(move, check, pins, pinned);
            if (depth == 1 && safe) {
                total++;
                continue;
            }
            b.make(move);
            if (safe || !b.illegalAfterMake(move)) {
                total += depth == 1 ? 1 : walk(depth - 1);
            }
            b.unmake(move);
        }
        return total;
    }

    /**
     * As {@link #walk} through the full legal moves, which hold the pass of a side that has no
     * move, the filters and the early ends of {@link #slow} games.
     */
    private long walkLegal(int depth) {
        int[] moves = buffers[depth];
        Board b = board;
        if (b.rules.endsEarly() && Goals.immediate(b) != null) {
            return 0;
        }
        int legal = b.legal(moves);
        if (depth == 1) {
            return legal;
        }
        long total = 0;
        for (int i = 0; i < legal; i++) {
            b.make(moves[i]);
            total += slow() ? walkLegal(depth - 1) : walk(depth - 1);
            b.unmake(moves[i]);
        }
        return total;
    }
}
