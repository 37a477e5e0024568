package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A plain square-table move generator for any board size: the path for 12x12
 * ({@link FastRules#CANADIAN}), and an independent second opinion on the bitboard
 * generator in tests. Same rules as {@link BitGen}, written the obvious way: neighbour
 * tables from the board coordinates of {@link Layout}, a byte per square, capture search
 * with the captured pieces left on the board until the move ends.
 */
final class GridGen {
    /** One move; {@code captured} in the order taken. */
    record GridMove(int from, int to, int[] captured, boolean crown) {
        FastMove toFastMove() {
            return new FastMove(from, to, captured);
        }
    }

    private static final int[] ROW_STEP = {-1, -1, 1, 1};
    private static final int[] COL_STEP = {-1, 1, -1, 1};
    private static final int[] ALL = {0, 1, 2, 3};
    private static final int[] UP = {0, 1};
    private static final int[] DOWN = {2, 3};

    private final FastRules rules;
    private final Layout layout;
    /** next[d][sq]: the diagonal neighbour of sq in direction d, or 0. */
    private final int[][] next;

    private byte[] cells;
    private boolean white;
    private boolean[] taken;
    private int[] order;
    private int from;
    private boolean moverKing;
    private int best;
    private List<GridMove> found;
    private Set<String> keys;

    GridGen(FastRules rules) {
        this.rules = rules;
        this.layout = Layout.of(rules);
        next = new int[4][layout.squares + 1];
        for (int d = 0; d < 4; d++) {
            for (int sq = 1; sq <= layout.squares; sq++) {
                next[d][sq] = layout.squareAt(layout.rowOf[sq] + ROW_STEP[d],
                        layout.colOf[sq] + COL_STEP[d]);
            }
        }
    }

    long perft(byte[] board, boolean whiteToMove, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<GridMove> moves = moves(board, whiteToMove);
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (GridMove m : moves) {
            byte[] after = board.clone();
            apply(after, m, whiteToMove);
            total += perft(after, !whiteToMove, depth - 1);
        }
        return total;
    }

    void apply(byte[] board, GridMove m, boolean whiteMoved) {
        byte piece = board[m.from()];
        board[m.from()] = FastBoard.EMPTY;
        for (int sq : m.captured()) {
            board[sq] = FastBoard.EMPTY;
        }
        if (m.crown() || layout.rowOf[m.to()] == (whiteMoved ? 0 : rules.size - 1)) {
            piece = whiteMoved ? FastBoard.WHITE_KING : FastBoard.BLACK_KING;
        }
        board[m.to()] = piece;
    }

    List<GridMove> moves(byte[] board, boolean whiteToMove) {
        cells = board.clone();
        white = whiteToMove;
        taken = new boolean[layout.squares + 1];
        order = new int[layout.squares];
        found = new ArrayList<>();
        keys = new HashSet<>();
        best = Integer.MIN_VALUE;
        for (int sq = 1; sq <= layout.squares; sq++) {
            if (own(cells[sq])) {
                byte piece = cells[sq];
                cells[sq] = FastBoard.EMPTY;
                from = sq;
                moverKing = isKing(piece);
                search(sq, 0, moverKing, false);
                cells[sq] = piece;
            }
        }
        if (!found.isEmpty()) {
            return found;
        }
        List<GridMove> quiet = new ArrayList<>();
        for (int sq = 1; sq <= layout.squares; sq++) {
            if (!own(cells[sq])) {
                continue;
            }
            boolean king = isKing(cells[sq]);
            for (int d : king ? ALL : white ? UP : DOWN) {
                for (int x = next[d][sq]; x != 0 && cells[x] == FastBoard.EMPTY; x = next[d][x]) {
                    quiet.add(new GridMove(sq, x, new int[0], false));
                    if (!king || !rules.flyingKings) {
                        break;
                    }
                }
            }
        }
        return quiet;
    }

    private boolean own(byte c) {
        return white ? c == FastBoard.WHITE_MAN || c == FastBoard.WHITE_KING
                : c == FastBoard.BLACK_MAN || c == FastBoard.BLACK_KING;
    }

    private static boolean isKing(byte c) {
        return c == FastBoard.WHITE_KING || c == FastBoard.BLACK_KING;
    }

    private boolean takeable(int sq, boolean byKing) {
        byte c = cells[sq];
        if (c == FastBoard.EMPTY || own(c) || taken[sq]) {
            return false;
        }
        return byKing || rules.menCaptureKings || !isKing(c);
    }

    private void search(int sq, int count, boolean king, boolean crown) {
        boolean any = false;
        int[] dirs = king || rules.menCaptureBackward ? ALL : white ? UP : DOWN;
        for (int d : dirs) {
            int t = next[d][sq];
            if (king && rules.flyingKings) {
                while (t != 0 && cells[t] == FastBoard.EMPTY) {
                    t = next[d][t];
                }
            }
            if (t == 0 || !takeable(t, king)) {
                continue;
            }
            int land = next[d][t];
            if (land == 0 || cells[land] != FastBoard.EMPTY) {
                continue;
            }
            any = true;
            taken[t] = true;
            order[count] = t;
            if (king && rules.flyingKings) {
                List<Integer> landings = new ArrayList<>();
                List<Integer> goOn = new ArrayList<>();
                for (int x = land; x != 0 && cells[x] == FastBoard.EMPTY; x = next[d][x]) {
                    landings.add(x);
                    if (kingCanCapture(x)) {
                        goOn.add(x);
                    }
                }
                for (int x : goOn.isEmpty() ? landings : goOn) {
                    search(x, count + 1, true, crown);
                }
            } else if (!king && rules.crownDuringCapture
                    && layout.rowOf[land] == (white ? 0 : rules.size - 1)) {
                search(land, count + 1, true, true);
            } else {
                search(land, count + 1, king, crown);
            }
            taken[t] = false;
        }
        if (!any && count > 0) {
            record(sq, count, crown);
        }
    }

    private boolean kingCanCapture(int sq) {
        for (int d : ALL) {
            int t = next[d][sq];
            while (t != 0 && cells[t] == FastBoard.EMPTY) {
                t = next[d][t];
            }
            if (t != 0 && takeable(t, true) && next[d][t] != 0
                    && cells[next[d][t]] == FastBoard.EMPTY) {
                return true;
            }
        }
        return false;
    }

    private void record(int to, int count, boolean crown) {
        int kings = 0;
        int firstKings = 0;
        for (int i = 0; i < count; i++) {
            if (isKing(cells[order[i]])) {
                kings++;
                firstKings |= 1 << (15 - i);
            }
        }
        int score = switch (rules.precedence) {
            case FREE -> 0;
            case MOST_PIECES -> count;
            case MOST_PIECES_THEN_KINGS -> count * 100 + kings;
            case ITALIAN -> ((count * 2 + (moverKing ? 1 : 0)) * 100 + kings) * 65536 + firstKings;
            case KING_FIRST -> moverKing ? 1 : 0;
        };
        if (score < best) {
            return;
        }
        if (score > best) {
            best = score;
            found.clear();
            keys.clear();
        }
        int[] captured = Arrays.copyOf(order, count);
        int[] sorted = captured.clone();
        Arrays.sort(sorted);
        if (keys.add(from + ">" + to + Arrays.toString(sorted))) {
            found.add(new GridMove(from, to, captured, crown));
        }
    }
}
