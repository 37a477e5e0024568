package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Perft (leaf count of the legal-move tree) and legal-move lists of {@link FastBoard}s.
 * 8x8 and 10x10 games run on the one-{@code long} bitboard generator {@link BitGen},
 * {@link FastRules#CANADIAN} (12x12, 77 bits) on the two-{@code long} {@link WideGen}; both
 * count the last ply without making the moves. Moves with the same start, end and captured
 * set count once.
 */
final class FastPerft {
    private FastPerft() {
    }

    /** Leaf nodes of the legal-move tree of {@code depth} plies (1 for depth 0). */
    public static long perft(FastBoard board, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("negative depth " + depth);
        }
        FastRules rules = board.rules();
        long[] p = bitboards(board);
        if (rules.size > 10) {
            return new WideGen().perft(p[0], p[4], p[1], p[5], p[2], p[6], p[3], p[7],
                    board.whiteToMove(), depth);
        }
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
        Layout layout = Layout.of(rules);
        if (rules.size > 10) {
            return wideMoves(board, layout);
        }
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

    private static List<FastMove> wideMoves(FastBoard board, Layout layout) {
        WideGen gen = new WideGen();
        long[] p = bitboards(board);
        int end = gen.generate(p[0], p[4], p[1], p[5], p[2], p[6], p[3], p[7], board.whiteToMove());
        List<FastMove> list = new ArrayList<>(end);
        for (int i = 0; i < end; i++) {
            int m = gen.mv[i];
            int[] captured = new int[Long.bitCount(gen.capLo[i]) + Long.bitCount(gen.capHi[i])];
            int k = 0;
            for (long c = gen.capLo[i]; c != 0; c &= c - 1) {
                captured[k++] = layout.squareOfBit[Long.numberOfTrailingZeros(c)];
            }
            for (long c = gen.capHi[i]; c != 0; c &= c - 1) {
                captured[k++] = layout.squareOfBit[64 + Long.numberOfTrailingZeros(c)];
            }
            list.add(new FastMove(layout.squareOfBit[m & 127], layout.squareOfBit[(m >>> 7) & 127],
                    captured));
        }
        return list;
    }

    /** The position after a legal move; {@link IllegalArgumentException} if it is not one. */
    static FastBoard play(FastBoard board, FastMove move) {
        FastRules rules = board.rules();
        int index = legalMoves(board).indexOf(move);
        if (index < 0) {
            throw new IllegalArgumentException("not a legal move: " + move);
        }
        boolean crown = false;
        if (rules.crownDuringCapture) {
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

    /**
     * Men and kings of the side to move, then men and kings of the other side, in the padded
     * layout: bits 0-63 in elements 0-3, bits 64-127 (12x12 only) in elements 4-7.
     */
    static long[] bitboards(FastBoard board) {
        Layout layout = Layout.of(board.rules());
        long[] lo = new long[5];
        long[] hi = new long[5];
        for (int sq = 1; sq <= layout.squares; sq++) {
            byte c = board.cell(sq);
            int bit = layout.bitOf[sq];
            if (c != FastBoard.EMPTY && bit < 64) {
                lo[c] |= 1L << bit;
            } else if (c != FastBoard.EMPTY) {
                hi[c] |= 1L << bit;
            }
        }
        int[] order = board.whiteToMove()
                ? new int[] {FastBoard.WHITE_MAN, FastBoard.WHITE_KING, FastBoard.BLACK_MAN, FastBoard.BLACK_KING}
                : new int[] {FastBoard.BLACK_MAN, FastBoard.BLACK_KING, FastBoard.WHITE_MAN, FastBoard.WHITE_KING};
        long[] p = new long[8];
        for (int i = 0; i < 4; i++) {
            p[i] = lo[order[i]];
            p[i + 4] = hi[order[i]];
        }
        return p;
    }
}
