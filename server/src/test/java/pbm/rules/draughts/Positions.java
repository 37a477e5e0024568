package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Test helpers: positions and moves written with algebraic squares (file a.., rank 1..). */
final class Positions {
    private Positions() {
    }

    /** Square number of an algebraic square; fails the test if it is not a playing square. */
    static int sq(FastRules rules, String name) {
        Layout layout = Layout.of(rules);
        int col = name.charAt(0) - 'a';
        int rank = Integer.parseInt(name.substring(1));
        int sq = layout.squareAt(rules.size - rank, col);
        if (sq == 0) {
            throw new AssertionError(name + " is not a playing square in " + rules);
        }
        return sq;
    }

    /** A position from piece lists like {@code "c3 Kd4"} (K marks a king). */
    static FastBoard position(FastRules rules, boolean whiteToMove, String white, String black) {
        List<Integer> wm = new ArrayList<>();
        List<Integer> wk = new ArrayList<>();
        List<Integer> bm = new ArrayList<>();
        List<Integer> bk = new ArrayList<>();
        split(rules, white, wm, wk);
        split(rules, black, bm, bk);
        return FastBoard.of(rules, whiteToMove, ints(wm), ints(wk), ints(bm), ints(bk));
    }

    private static void split(FastRules rules, String pieces, List<Integer> men, List<Integer> kings) {
        for (String p : pieces.trim().split("\\s+")) {
            if (p.isEmpty()) {
                continue;
            }
            if (p.startsWith("K")) {
                kings.add(sq(rules, p.substring(1)));
            } else {
                men.add(sq(rules, p));
            }
        }
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A move from algebraic squares; {@code captured} a blank-separated list. */
    static FastMove move(FastRules rules, String from, String to, String captured) {
        List<Integer> caps = new ArrayList<>();
        for (String c : captured.trim().split("\\s+")) {
            if (!c.isEmpty()) {
                caps.add(sq(rules, c));
            }
        }
        return new FastMove(sq(rules, from), sq(rules, to), ints(caps));
    }

    static Set<FastMove> moveSet(FastBoard board) {
        List<FastMove> list = board.legalMoves();
        Set<FastMove> set = new HashSet<>(list);
        if (set.size() != list.size()) {
            throw new AssertionError("duplicate moves in " + list);
        }
        return set;
    }
}
