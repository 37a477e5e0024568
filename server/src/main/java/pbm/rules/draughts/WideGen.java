package pbm.rules.draughts;

import java.util.Arrays;

/**
 * Bitboard move generator and perft for 12x12 with International rules
 * ({@link FastRules#CANADIAN}): the same padded layout as {@link BitGen} (6 squares a row,
 * a ghost bit after every two rows, steps 6 and 7) needs 77 bits, so every piece set is a
 * pair of {@code long}s, {@code lo} for bits 0-63 and {@code hi} for bits 64-127.
 *
 * <p>Rules (FMJD rules applied to 12x12): men move forward and capture in all four
 * directions, flying kings, captured pieces stay on the board until the move ends, the
 * capture of the most pieces is compulsory, no promotion in passing. Same move stack as
 * {@link BitGen}; not thread-safe.
 */
final class WideGen {
    static final int KING = 1 << 14;
    private static final int A = 7;
    private static final int B = 6;
    private static final int[] ALL = {-A, -B, B, A};

    final long validLo;
    final long validHi;

    int[] mv = new int[512];
    long[] capLo = new long[512];
    long[] capHi = new long[512];
    int top;

    private long cEmptyLo;
    private long cEmptyHi;
    private long cOppLo;
    private long cOppHi;
    private int cFrom;
    private int cFlags;
    private int cStart;
    private int cBest;

    WideGen() {
        long lo = 0;
        long hi = 0;
        for (int row = 0; row < 12; row++) {
            for (int k = 0; k < 6; k++) {
                int bit = row * 6 + k + row / 2;
                if (bit < 64) {
                    lo |= 1L << bit;
                } else {
                    hi |= 1L << bit;
                }
            }
        }
        validLo = lo;
        validHi = hi;
    }

    private static boolean test(long lo, long hi, int i) {
        return i >= 0 && ((i < 64 ? lo : hi) >>> i & 1) != 0;
    }

    long perft(long mLo, long mHi, long kLo, long kHi, long omLo, long omHi, long okLo, long okHi,
               boolean white, int depth) {
        if (depth <= 1) {
            return depth == 1 ? countMoves(mLo, mHi, kLo, kHi, omLo, omHi, okLo, okHi, white) : 1;
        }
        int start = top;
        int end = generate(mLo, mHi, kLo, kHi, omLo, omHi, okLo, okHi, white);
        long total = 0;
        for (int i = start; i < end; i++) {
            int m = mv[i];
            int from = m & 127;
            int to = (m >>> 7) & 127;
            long cl = capLo[i];
            long ch = capHi[i];
            long nmLo = mLo;
            long nmHi = mHi;
            long nkLo = kLo;
            long nkHi = kHi;
            boolean king = (m & KING) != 0;
            // White crowns on row 0 (bits 0-5), Black on row 11 (bits 71-76)
            boolean crown = !king && (white ? to < 6 : to >= 71);
            if (king) {
                if (from < 64) {
                    nkLo ^= 1L << from;
                } else {
                    nkHi ^= 1L << from;
                }
            } else if (from < 64) {
                nmLo ^= 1L << from;
            } else {
                nmHi ^= 1L << from;
            }
            if (king || crown) {
                if (to < 64) {
                    nkLo ^= 1L << to;
                } else {
                    nkHi ^= 1L << to;
                }
            } else if (to < 64) {
                nmLo ^= 1L << to;
            } else {
                nmHi ^= 1L << to;
            }
            total += perft(omLo & ~cl, omHi & ~ch, okLo & ~cl, okHi & ~ch, nmLo, nmHi, nkLo, nkHi,
                    !white, depth - 1);
        }
        top = start;
        return total;
    }

    long countMoves(long mLo, long mHi, long kLo, long kHi, long omLo, long omHi, long okLo,
                    long okHi, boolean white) {
        long eLo = validLo & ~(mLo | kLo | omLo | okLo);
        long eHi = validHi & ~(mHi | kHi | omHi | okHi);
        if (anyCapture(mLo, mHi, kLo, kHi, omLo | okLo, omHi | okHi, eLo, eHi)) {
            int start = top;
            generateCaptures(mLo, mHi, kLo, kHi, omLo, omHi, okLo, okHi, eLo, eHi);
            int n = top - start;
            top = start;
            return n;
        }
        long n;
        if (white) {
            n = Long.bitCount((mLo >>> A | mHi << (64 - A)) & eLo) + Long.bitCount(mHi >>> A & eHi)
                    + Long.bitCount((mLo >>> B | mHi << (64 - B)) & eLo) + Long.bitCount(mHi >>> B & eHi);
        } else {
            n = Long.bitCount(mLo << A & eLo) + Long.bitCount((mHi << A | mLo >>> (64 - A)) & eHi)
                    + Long.bitCount(mLo << B & eLo) + Long.bitCount((mHi << B | mLo >>> (64 - B)) & eHi);
        }
        if ((kLo | kHi) != 0) {
            for (int d : ALL) {
                long rl = kLo;
                long rh = kHi;
                while (true) {
                    long nl;
                    long nh;
                    if (d < 0) {
                        nl = (rl >>> -d | rh << (64 + d)) & eLo;
                        nh = rh >>> -d & eHi;
                    } else {
                        nl = rl << d & eLo;
                        nh = (rh << d | rl >>> (64 - d)) & eHi;
                    }
                    if ((nl | nh) == 0) {
                        break;
                    }
                    n += Long.bitCount(nl) + Long.bitCount(nh);
                    rl = nl;
                    rh = nh;
                }
            }
        }
        return n;
    }

    int generate(long mLo, long mHi, long kLo, long kHi, long omLo, long omHi, long okLo, long okHi,
                 boolean white) {
        long eLo = validLo & ~(mLo | kLo | omLo | okLo);
        long eHi = validHi & ~(mHi | kHi | omHi | okHi);
        if (anyCapture(mLo, mHi, kLo, kHi, omLo | okLo, omHi | okHi, eLo, eHi)) {
            generateCaptures(mLo, mHi, kLo, kHi, omLo, omHi, okLo, okHi, eLo, eHi);
            return top;
        }
        int[] forward = white ? new int[] {-A, -B} : new int[] {A, B};
        for (int x = 0; x < 2; x++) {
            int d = forward[x];
            for (int w = 0; w < 2; w++) {
                long men = w == 0 ? mLo : mHi;
                while (men != 0) {
                    int from = Long.numberOfTrailingZeros(men) + 64 * w;
                    men &= men - 1;
                    if (test(eLo, eHi, from + d)) {
                        push(from | (from + d) << 7, 0, 0);
                    }
                }
            }
        }
        for (int w = 0; w < 2; w++) {
            long kings = w == 0 ? kLo : kHi;
            while (kings != 0) {
                int from = Long.numberOfTrailingZeros(kings) + 64 * w;
                kings &= kings - 1;
                for (int d : ALL) {
                    for (int t = from + d; test(eLo, eHi, t); t += d) {
                        push(from | t << 7 | KING, 0, 0);
                    }
                }
            }
        }
        return top;
    }

    private boolean anyCapture(long mLo, long mHi, long kLo, long kHi, long oLo, long oHi,
                               long eLo, long eHi) {
        if ((mLo & sourcesLo(oLo, oHi, eLo, eHi)) != 0 || (mHi & sourcesHi(oLo, oHi, eLo, eHi)) != 0) {
            return true;
        }
        for (int w = 0; w < 2; w++) {
            long kings = w == 0 ? kLo : kHi;
            while (kings != 0) {
                int sq = Long.numberOfTrailingZeros(kings) + 64 * w;
                kings &= kings - 1;
                for (int d : ALL) {
                    int t = sq + d;
                    while (test(eLo, eHi, t)) {
                        t += d;
                    }
                    if (test(oLo, oHi, t) && test(eLo, eHi, t + d)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Bits 0-63 of the squares m with m + d taken and m + 2d empty for some step d. */
    private static long sourcesLo(long oLo, long oHi, long eLo, long eHi) {
        long up = (oLo << A & eLo << 2 * A) | (oLo << B & eLo << 2 * B);
        long down = ((oLo >>> A | oHi << (64 - A)) & (eLo >>> 2 * A | eHi << (64 - 2 * A)))
                | ((oLo >>> B | oHi << (64 - B)) & (eLo >>> 2 * B | eHi << (64 - 2 * B)));
        return up | down;
    }

    /** Bits 64-127 of the same. */
    private static long sourcesHi(long oLo, long oHi, long eLo, long eHi) {
        long up = ((oHi << A | oLo >>> (64 - A)) & (eHi << 2 * A | eLo >>> (64 - 2 * A)))
                | ((oHi << B | oLo >>> (64 - B)) & (eHi << 2 * B | eLo >>> (64 - 2 * B)));
        long down = (oHi >>> A & eHi >>> 2 * A) | (oHi >>> B & eHi >>> 2 * B);
        return up | down;
    }

    private void push(int move, long lo, long hi) {
        if (top == mv.length) {
            mv = Arrays.copyOf(mv, top * 2);
            capLo = Arrays.copyOf(capLo, top * 2);
            capHi = Arrays.copyOf(capHi, top * 2);
        }
        mv[top] = move;
        capLo[top] = lo;
        capHi[top] = hi;
        top++;
    }

    private void generateCaptures(long mLo, long mHi, long kLo, long kHi, long omLo, long omHi,
                                  long okLo, long okHi, long eLo, long eHi) {
        cOppLo = omLo | okLo;
        cOppHi = omHi | okHi;
        long menLo = mLo & sourcesLo(cOppLo, cOppHi, eLo, eHi);
        long menHi = mHi & sourcesHi(cOppLo, cOppHi, eLo, eHi);
        cStart = top;
        cBest = 0;
        for (int w = 0; w < 2; w++) {
            for (long set = w == 0 ? kLo : kHi; set != 0; set &= set - 1) {
                int sq = Long.numberOfTrailingZeros(set) + 64 * w;
                cFrom = sq;
                cFlags = KING;
                cEmptyLo = eLo | (sq < 64 ? 1L << sq : 0);
                cEmptyHi = eHi | (sq >= 64 ? 1L << sq : 0);
                kingSearch(sq, 0, 0, 0, 0);
            }
            for (long set = w == 0 ? menLo : menHi; set != 0; set &= set - 1) {
                int sq = Long.numberOfTrailingZeros(set) + 64 * w;
                cFrom = sq;
                cFlags = 0;
                cEmptyLo = eLo | (sq < 64 ? 1L << sq : 0);
                cEmptyHi = eHi | (sq >= 64 ? 1L << sq : 0);
                manSearch(sq, 0, 0, 0);
            }
        }
    }

    private void manSearch(int sq, long cl, long ch, int count) {
        long tl = cOppLo & ~cl;
        long th = cOppHi & ~ch;
        boolean any = false;
        for (int d : ALL) {
            int mid = sq + d;
            if (!test(tl, th, mid) || !test(cEmptyLo, cEmptyHi, mid + d)) {
                continue;
            }
            any = true;
            manSearch(mid + d, mid < 64 ? cl | 1L << mid : cl, mid >= 64 ? ch | 1L << mid : ch, count + 1);
        }
        if (!any && count > 0) {
            record(sq, cl, ch, count);
        }
    }

    private void kingSearch(int sq, long cl, long ch, int count, int arrived) {
        long tl = cOppLo & ~cl;
        long th = cOppHi & ~ch;
        boolean any = false;
        for (int d : ALL) {
            if (d == -arrived) {
                continue;
            }
            int t = sq + d;
            while (test(cEmptyLo, cEmptyHi, t)) {
                t += d;
            }
            if (!test(tl, th, t) || !test(cEmptyLo, cEmptyHi, t + d)) {
                continue;
            }
            any = true;
            long nl = t < 64 ? cl | 1L << t : cl;
            long nh = t >= 64 ? ch | 1L << t : ch;
            boolean goOn = false;
            for (int x = t + d; test(cEmptyLo, cEmptyHi, x); x += d) {
                if (kingCanCapture(x, nl, nh, d)) {
                    goOn = true;
                    kingSearch(x, nl, nh, count + 1, d);
                }
            }
            if (!goOn) {
                for (int x = t + d; test(cEmptyLo, cEmptyHi, x); x += d) {
                    record(x, nl, nh, count + 1);
                }
            }
        }
        if (!any && count > 0) {
            record(sq, cl, ch, count);
        }
    }

    private boolean kingCanCapture(int sq, long cl, long ch, int arrived) {
        long tl = cOppLo & ~cl;
        long th = cOppHi & ~ch;
        for (int d : ALL) {
            if (d == -arrived) {
                continue;
            }
            int t = sq + d;
            while (test(cEmptyLo, cEmptyHi, t)) {
                t += d;
            }
            if (test(tl, th, t) && test(cEmptyLo, cEmptyHi, t + d)) {
                return true;
            }
        }
        return false;
    }

    private void record(int to, long cl, long ch, int count) {
        if (count < cBest) {
            return;
        }
        int move = cFrom | to << 7 | cFlags;
        if (count > cBest) {
            cBest = count;
            top = cStart;
        } else if (count >= 2) {
            for (int i = cStart; i < top; i++) {
                if (capLo[i] == cl && capHi[i] == ch && (mv[i] & 0x3FFF) == (move & 0x3FFF)) {
                    return;
                }
            }
        }
        push(move, cl, ch);
    }
}
