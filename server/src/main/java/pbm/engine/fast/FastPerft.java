package pbm.engine.fast;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Perft (leaf count of the legal-move tree) and legal-move lists of {@link FastBoard}s.
 * 8x8 and 10x10 games run on the bitboard generator with bulk counting at the last ply;
 * {@link FastRules#CANADIAN} (12x12, too wide for one {@code long}) runs on the slower
 * square-table generator {@link GridGen}. Moves with the same start, end and captured set
 * count once.
 */
public final class FastPerft {
    private FastPerft() {
    }

    /** Leaf nodes of the legal-move tree of {@code depth} plies (1 for depth 0). */
    public static long perft(FastBoard board, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        FastRules rules = board.rules();
        if (rules.size > 10) {
            return new GridGen(rules).perft(board.cells(), board.whiteToMove(), depth);
        }
        long[] p = bitboards(board);
        return new BitGen(rules).perft(p[0], p[1], p[2], p[3], board.whiteToMove(), depth);
    }

    /** Perft of {@code depth - 1} below each legal move, in generation order. */
    public static Map<FastMove, Long> divide(FastBoard board, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth >= 1, not " + depth);
        }
        Map<FastMove, Long> result = new LinkedHashMap<>();
        for (FastMove move : legalMoves(board)) {
            result.put(move, perft(play(board, move), depth - 1));
        }
        return result;
    }

    /** The legal moves of the side to move, each (from, to, captured set) once. */
    public static List<FastMove> legalMoves(FastBoard board) {
        FastRules rules = board.rules();
        if (rules.size > 10) {
            List<FastMove> list = new ArrayList<>();
            for (GridGen.GridMove m : new GridGen(rules).moves(board.cells(), board.whiteToMove())) {
                list.add(m.toFastMove());
            }
            return list;
        }
        Layout layout = Layout.of(rules);
        BitGen gen = new BitGen(rules);
        long[] p = bitboards(board);
        int end = gen.generate(p[0], p[1], p[2], p[3], board.whiteToMove());
        List<FastMove> list = new ArrayList<>(end);
        for (int i = 0; i < end; i++) {
            int m = gen.mv[i];
            long c = gen.caps[i];
            int[] captured = new int[Long.bitCount(c)];
            int k = 0;
            for (; c != 0; c &= c - 1) {
                captured[k++] = layout.squareOfBit[Long.numberOfTrailingZeros(c)];
            }
            list.add(new FastMove(layout.squareOfBit[m & 63], layout.squareOfBit[(m >>> 6) & 63],
                    captured));
        }
        return list;
    }

    /** The position after a legal move; {@link IllegalArgumentException} if it is not one. */
    static FastBoard play(FastBoard board, FastMove move) {
        FastRules rules = board.rules();
        boolean crown;
        if (rules.size > 10) {
            GridGen.GridMove found = null;
            for (GridGen.GridMove m : new GridGen(rules).moves(board.cells(), board.whiteToMove())) {
                if (m.toFastMove().equals(move)) {
                    found = m;
                }
            }
            if (found == null) {
                throw new IllegalArgumentException("not a legal move: " + move);
            }
            crown = found.crown();
        } else {
            int index = legalMoves(board).indexOf(move);
            if (index < 0) {
                throw new IllegalArgumentException("not a legal move: " + move);
            }
            BitGen gen = new BitGen(rules);
            long[] p = bitboards(board);
            gen.generate(p[0], p[1], p[2], p[3], board.whiteToMove());
            crown = (gen.mv[index] & BitGen.CROWN) != 0;
        }
        return apply(board, move, crown);
    }

    private static FastBoard apply(FastBoard board, FastMove move, boolean crown) {
        Layout layout = Layout.of(board.rules());
        byte[] cells = board.cells();
        byte piece = cells[move.from()];
        cells[move.from()] = FastBoard.EMPTY;
        for (int sq : move.captured()) {
            cells[sq] = FastBoard.EMPTY;
        }
        boolean white = board.whiteToMove();
        int lastRow = white ? 0 : board.rules().size - 1;
        if (crown || layout.rowOf[move.to()] == lastRow) {
            piece = white ? FastBoard.WHITE_KING : FastBoard.BLACK_KING;
        }
        cells[move.to()] = piece;
        return new FastBoard(board.rules(), !white, cells);
    }

    /** men and kings of the side to move, then of the other side, in the padded layout. */
    static long[] bitboards(FastBoard board) {
        Layout layout = Layout.of(board.rules());
        long[] wb = new long[5];
        for (int sq = 1; sq <= layout.squares; sq++) {
            byte c = board.cell(sq);
            if (c != FastBoard.EMPTY) {
                wb[c] |= 1L << layout.bitOf[sq];
            }
        }
        return board.whiteToMove()
                ? new long[] {wb[FastBoard.WHITE_MAN], wb[FastBoard.WHITE_KING],
                        wb[FastBoard.BLACK_MAN], wb[FastBoard.BLACK_KING]}
                : new long[] {wb[FastBoard.BLACK_MAN], wb[FastBoard.BLACK_KING],
                        wb[FastBoard.WHITE_MAN], wb[FastBoard.WHITE_KING]};
    }
}
