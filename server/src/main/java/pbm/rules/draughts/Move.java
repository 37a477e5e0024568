package pbm.rules.draughts;

import java.util.List;
import pbm.rules.Ply;

/**
 * One move: its from square, every square where it stops (the last is the final square) and the
 * captured squares in the order they were jumped. Squares are the geometry's 1-based numbers.
 */
record Move(int from, List<Integer> landings, List<Integer> captured) implements Ply {

    public Move {
        landings = List.copyOf(landings);
        captured = List.copyOf(captured);
        if (landings.isEmpty()) {
            throw new IllegalArgumentException("a move needs at least one landing square");
        }
    }

    public int to() {
        return landings.get(landings.size() - 1);
    }

    public boolean isCapture() {
        return !captured.isEmpty();
    }

    // equals and hashCode written out, as the record's would be: the generated ones are linked
    // on their first call, which slows a short-lived deliver's start

    @Override
    public boolean equals(Object o) {
        return o instanceof Move m && from == m.from && landings.equals(m.landings) && captured.equals(m.captured);
    }

    @Override
    public int hashCode() {
        return (from * 31 + landings.hashCode()) * 31 + captured.hashCode();
    }
}
