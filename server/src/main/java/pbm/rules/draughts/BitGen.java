package pbm.rules.draughts;

import java.util.Arrays;

/**
 * Bitboard move generator and perft counter for the 8x8 and 10x10 rule sets.
 *
 * <p>A position is four {@code long}s over the padded layout of {@link Layout} (men and
 * kings of the side to move, men and kings of the other side) plus the colour to move;
 * White's men go up (towards bit 0). Plain moves come from shifts; captures from a depth
 * first search in which the captured pieces stay on the board (they block and cannot be
 * taken twice, FMJD rules art. 4.11 and the same rule in every national rulebook here) and
 * the moving piece's own square counts as empty. The capture precedence of the rule set
 * filters the sequences as they are found; sequences with the same start, end and captured
 * set are kept once.
 *
 * <p>Moves live on one stack ({@link #mv}, {@link #caps}) shared by all plies: a node
 * pushes its moves above its parent's and pops them when done. Not thread-safe: one
 * instance per thread.
 */
final class BitGen {
    /** Move flag: the moving piece is a king. */
    static final int KING = 1 << 12;
    /** Move flag: the moving man is crowned during the capture (Russian). */
    static final int CROWN = 1 << 13;

    private static final int FREE = 0;
    private static final int MOST = 1;
    private static final int MOST_THEN_KINGS = 2;
    private static final int ITALIAN = 3;
    private static final int KING_FIRST = 4;

    final long valid;
    final long whitePromo;
    final long blackPromo;
    private final boolean menBack;
    private final boolean flying;
    private final boolean menTakeKings;
    private final boolean crownDuring;
    private final int precedence;
    /** The two diagonal step lengths in the padded layout: N/2 + 1 and N/2. */
    private final int a;
    private final int b;
    private final int a2;
    private final int b2;
    private final int ul;
    private final int ur;
    private final int dl;
    private final int dr;
    private final int[] all;
    private final int[] manCaptureWhite;
    private final int[] manCaptureBlack;

    int[] mv = new int[512];
    long[] caps = new long[512];
    int top;

    private long cEmpty;
    private long cOppMen;
    private long cOppKings;
    private long cPromo;
    private int cFrom;
    private int cStart;
    private int cBest;
    private boolean cWhite;

    BitGen(FastRules rules) {
        int n = rules.size;
        int s = n / 2;
        long v = 0;
        long wp = 0;
        long bp = 0;
        for (int row = 0; row < n; row++) {
            for (int k = 0; k < s; k++) {
                long bit = 1L << (row * s + k + row / 2);
                v |= bit;
                if (row == 0) {
                    wp |= bit;
                } else if (row == n - 1) {
                    bp |= bit;
                }
            }
        }
        valid = v;
        whitePromo = wp;
        blackPromo = bp;
        menBack = rules.menCaptureBackward;
        flying = rules.flyingKings;
        menTakeKings = rules.menCaptureKings;
        crownDuring = rules.crownDuringCapture;
        precedence = switch (rules.precedence) {
            case FREE -> FREE;
            case MOST_PIECES -> MOST;
            case MOST_PIECES_THEN_KINGS -> MOST_THEN_KINGS;
            case ITALIAN -> ITALIAN;
            case KING_FIRST -> KING_FIRST;
        };
        a = s + 1;
        b = s;
        a2 = 2 * a;
        b2 = 2 * b;
        ul = -(s + 1);
        ur = -s;
        dl = s;
        dr = s + 1;
        all = new int[] {ul, ur, dl, dr};
        manCaptureWhite = menBack ? all : new int[] {ul, ur};
        manCaptureBlack = menBack ? all : new int[] {dl, dr};
    }

    private static long shift(long x, int d) {
        return d >= 0 ? x << d : x >>> -d;
    }

    /** Leaf count of the move tree of the given depth (duplicates counted once). */
    long perft(long mm, long mk, long om, long ok, boolean white, int depth) {
        if (depth <= 1) {
            return depth == 1 ? countMoves(mm, mk, om, ok, white) : 1;
        }
        int start = top;
        int end = generate(mm, mk, om, ok, white);
        long promo = white ? whitePromo : blackPromo;
        boolean lastButOne = depth == 2;
        long total = 0;
        for (int i = start; i < end; i++) {
            int m = mv[i];
            long c = caps[i];
            long fb = 1L << (m & 63);
            long tb = 1L << ((m >>> 6) & 63);
            long nm = mm;
            long nk = mk;
            if ((m & KING) != 0) {
                nk ^= fb ^ tb;
            } else {
                nm ^= fb;
                if ((m & CROWN) != 0 || (tb & promo) != 0) {
                    nk |= tb;
                } else {
                    nm |= tb;
                }
            }
            total += lastButOne ? countMoves(om & ~c, ok & ~c, nm, nk, !white)
                    : perft(om & ~c, ok & ~c, nm, nk, !white, depth - 1);
        }
        top = start;
        return total;
    }

    /** Number of legal moves, without making them; plain moves are counted by popcount. */
    long countMoves(long mm, long mk, long om, long ok, boolean white) {
        long empty = valid & ~(mm | mk | om | ok);
        if (manCaptureSources(mm, om, ok, white, empty) != 0
                || (mk != 0 && kingsCanCapture(mk, om | ok, empty))) {
            int start = top;
            generateCaptures(mm, mk, om, ok, white);
            int n = top - start;
            top = start;
            return n;
        }
        long n = white
                ? Long.bitCount(mm >>> a & empty) + Long.bitCount(mm >>> b & empty)
                : Long.bitCount(mm << a & empty) + Long.bitCount(mm << b & empty);
        return mk == 0 ? n : n + kingMoveCount(mk, empty);
    }

    /** Pushes the legal moves on the stack; returns the new top. */
    int generate(long mm, long mk, long om, long ok, boolean white) {
        long empty = valid & ~(mm | mk | om | ok);
        if (manCaptureSources(mm, om, ok, white, empty) != 0
                || (mk != 0 && kingsCanCapture(mk, om | ok, empty))) {
            generateCaptures(mm, mk, om, ok, white);
        } else {
            generateQuiet(mm, mk, white, empty);
        }
        return top;
    }

    /** The men that can make a first jump (m + d taken, m + 2d empty). */
    private long manCaptureSources(long mm, long om, long ok, boolean white, long empty) {
        long take = menTakeKings ? om | ok : om;
        long up = (take << a & empty << a2) | (take << b & empty << b2);
        long down = (take >>> a & empty >>> a2) | (take >>> b & empty >>> b2);
        return mm & (menBack ? up | down : white ? up : down);
    }

    private boolean kingsCanCapture(long mk, long opp, long empty) {
        if (!flying) {
            long src = (opp << a & empty << a2) | (opp << b & empty << b2)
                    | (opp >>> a & empty >>> a2) | (opp >>> b & empty >>> b2);
            return (mk & src) != 0;
        }
        long r = mk >>> a;
        long hit = r & opp;
        for (r &= empty; r != 0; r &= empty) {
            r >>>= a;
            hit |= r & opp;
        }
        if ((hit >>> a & empty) != 0) {
            return true;
        }
        r = mk >>> b;
        hit = r & opp;
        for (r &= empty; r != 0; r &= empty) {
            r >>>= b;
            hit |= r & opp;
        }
        if ((hit >>> b & empty) != 0) {
            return true;
        }
        r = mk << a;
        hit = r & opp;
        for (r &= empty; r != 0; r &= empty) {
            r <<= a;
            hit |= r & opp;
        }
        if ((hit << a & empty) != 0) {
            return true;
        }
        r = mk << b;
        hit = r & opp;
        for (r &= empty; r != 0; r &= empty) {
            r <<= b;
            hit |= r & opp;
        }
        return (hit << b & empty) != 0;
    }

    private long kingMoveCount(long mk, long empty) {
        if (!flying) {
            return Long.bitCount(mk >>> a & empty) + Long.bitCount(mk >>> b & empty)
                    + Long.bitCount(mk << a & empty) + Long.bitCount(mk << b & empty);
        }
        long n = 0;
        for (long r = mk >>> a & empty; r != 0; r = r >>> a & empty) {
            n += Long.bitCount(r);
        }
        for (long r = mk >>> b & empty; r != 0; r = r >>> b & empty) {
            n += Long.bitCount(r);
        }
        for (long r = mk << a & empty; r != 0; r = r << a & empty) {
            n += Long.bitCount(r);
        }
        for (long r = mk << b & empty; r != 0; r = r << b & empty) {
            n += Long.bitCount(r);
        }
        return n;
    }

    private void generateQuiet(long mm, long mk, boolean white, long empty) {
        int f1 = white ? ul : dl;
        int f2 = white ? ur : dr;
        for (long t = shift(mm, f1) & empty; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            push((to - f1) | to << 6, 0);
        }
        for (long t = shift(mm, f2) & empty; t != 0; t &= t - 1) {
            int to = Long.numberOfTrailingZeros(t);
            push((to - f2) | to << 6, 0);
        }
        for (long k = mk; k != 0; k &= k - 1) {
            int from = Long.numberOfTrailingZeros(k);
            for (int d : all) {
                for (int x = from + d; (empty >>> x & 1) != 0; x += d) {
                    push(from | x << 6 | KING, 0);
                    if (!flying) {
                        break;
                    }
                }
            }
        }
    }

    private void push(int move, long captured) {
        if (top == mv.length) {
            mv = Arrays.copyOf(mv, top * 2);
            caps = Arrays.copyOf(caps, top * 2);
        }
        mv[top] = move;
        caps[top] = captured;
        top++;
    }

    private void generateCaptures(long mm, long mk, long om, long ok, boolean white) {
        long empty = valid & ~(mm | mk | om | ok);
        cOppMen = om;
        cOppKings = ok;
        cWhite = white;
        cPromo = white ? whitePromo : blackPromo;
        cStart = top;
        cBest = Integer.MIN_VALUE;
        for (long k = mk; k != 0; k &= k - 1) {
            int sq = Long.numberOfTrailingZeros(k);
            cFrom = sq;
            cEmpty = empty | 1L << sq;
            if (flying) {
                flyingSearch(sq, 0L, 0, 0, 0, KING, 0);
            } else {
                stepSearch(sq, 0L, 0, 0, 0, true, KING);
            }
        }
        for (long m = manCaptureSources(mm, om, ok, white, empty); m != 0; m &= m - 1) {
            int sq = Long.numberOfTrailingZeros(m);
            cFrom = sq;
            cEmpty = empty | 1L << sq;
            stepSearch(sq, 0L, 0, 0, 0, false, 0);
        }
    }

    /** Captures by short jumps: men, and kings of the short-king games. */
    private void stepSearch(int sq, long captured, int count, int kings, int order,
                            boolean king, int flags) {
        int[] dirs = king ? all : cWhite ? manCaptureWhite : manCaptureBlack;
        long take = ((king || menTakeKings) ? cOppMen | cOppKings : cOppMen) & ~captured;
        boolean any = false;
        for (int d : dirs) {
            int mid = sq + d;
            if ((take >>> mid & 1) == 0) {
                continue;
            }
            int land = mid + d;
            if ((cEmpty >>> land & 1) == 0) {
                continue;
            }
            any = true;
            boolean kingTaken = (cOppKings >>> mid & 1) != 0;
            long nc = captured | 1L << mid;
            int nk = kingTaken ? kings + 1 : kings;
            int no = kingTaken ? order | 1 << (15 - count) : order;
            if (!king && crownDuring && (cPromo >>> land & 1) != 0) {
                flyingSearch(land, nc, count + 1, nk, no, flags | CROWN, d);
            } else {
                stepSearch(land, nc, count + 1, nk, no, king, flags);
            }
        }
        if (!any && count > 0) {
            record(sq, captured, count, kings, order, flags);
        }
    }

    /** Captures by a flying king; {@code arrived} is the direction of the last jump. */
    private void flyingSearch(int sq, long captured, int count, int kings, int order,
                              int flags, int arrived) {
        long take = (cOppMen | cOppKings) & ~captured;
        boolean any = false;
        for (int d : all) {
            if (d == -arrived) {
                continue;
            }
            int t = sq + d;
            while ((cEmpty >>> t & 1) != 0) {
                t += d;
            }
            if ((take >>> t & 1) == 0 || (cEmpty >>> (t + d) & 1) == 0) {
                continue;
            }
            any = true;
            boolean kingTaken = (cOppKings >>> t & 1) != 0;
            long nc = captured | 1L << t;
            int nk = kingTaken ? kings + 1 : kings;
            int no = kingTaken ? order | 1 << (15 - count) : order;
            long goOn = 0;
            for (int x = t + d; (cEmpty >>> x & 1) != 0; x += d) {
                if (flyingCanCapture(x, nc, d)) {
                    goOn |= 1L << x;
                }
            }
            if (goOn != 0) {
                for (; goOn != 0; goOn &= goOn - 1) {
                    flyingSearch(Long.numberOfTrailingZeros(goOn), nc, count + 1, nk, no, flags, d);
                }
            } else {
                for (int x = t + d; (cEmpty >>> x & 1) != 0; x += d) {
                    record(x, nc, count + 1, nk, no, flags);
                }
            }
        }
        if (!any && count > 0) {
            record(sq, captured, count, kings, order, flags);
        }
    }

    private boolean flyingCanCapture(int sq, long captured, int arrived) {
        long take = (cOppMen | cOppKings) & ~captured;
        for (int d : all) {
            if (d == -arrived) {
                continue;
            }
            int t = sq + d;
            while ((cEmpty >>> t & 1) != 0) {
                t += d;
            }
            if ((take >>> t & 1) != 0 && (cEmpty >>> (t + d) & 1) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Keeps a finished capture sequence if the precedence rule allows it. Scores, higher
     * wins, equal kept side by side:
     * FMJD (International, Brazilian): the number of pieces (kings count as one);
     * Spanish/Portuguese federations: pieces, then kings among them;
     * FID (Italian): pieces, then capturing with a king, then kings captured, then kings met
     * earliest ({@code order} has bit 15 - i set when the i-th piece taken is a king, so
     * the larger mask meets a king first);
     * Czech federation: a king capture before any man capture;
     * EDA/ACF, APCA pool, Russian: free choice (every complete sequence).
     */
    private void record(int to, long captured, int count, int kings, int order, int flags) {
        int score = switch (precedence) {
            case MOST -> count;
            case MOST_THEN_KINGS -> count << 6 | kings;
            case ITALIAN -> ((count << 1 | ((flags & KING) != 0 ? 1 : 0)) << 6 | kings) << 16 | order;
            case KING_FIRST -> (flags & KING) != 0 ? 1 : 0;
            default -> 0;
        };
        if (score < cBest) {
            return;
        }
        int move = cFrom | to << 6 | flags;
        if (score > cBest) {
            cBest = score;
            top = cStart;
        } else if (count >= 2) {
            int key = move & 0xFFF;
            for (int i = cStart; i < top; i++) {
                if (caps[i] == captured && (mv[i] & 0xFFF) == key) {
                    return;
                }
            }
        }
        push(move, captured);
    }
}
