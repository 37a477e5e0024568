package pbm.rules.draughts;

import java.util.Arrays;

/**
 * One legal move in the square numbering of its {@link FastRules}: where the piece starts,
 * where it ends, and the squares of the pieces it captures in ascending order (empty for a
 * plain move). Two capture routes with the same three values are the same move.
 */
record FastMove(int from, int to, int[] captured) {

    public FastMove {
        captured = captured.clone();
        Arrays.sort(captured);
    }

    @Override
    public int[] captured() {
        return captured.clone();
    }

    public boolean isCapture() {
        return captured.length > 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FastMove m && m.from == from && m.to == to
                && Arrays.equals(m.captured, captured);
    }

    @Override
    public int hashCode() {
        return (from * 131 + to) * 31 + Arrays.hashCode(captured);
    }

    /** {@code 32-28}, or {@code 28x19 [23,24]} for a capture (captured squares listed). */
    @Override
    public String toString() {
        if (captured.length == 0) {
            return from + "-" + to;
        }
        return from + "x" + to + " " + Arrays.toString(captured);
    }
}
