package pbm.store;

import java.util.ArrayList;
import java.util.List;

/**
 * The values of a {@code group_concat(number || ' ' || value, char(10))} in the order of their
 * numbers: a game's players by seat, an account's addresses by position. The aggregate is not
 * asked to order them ({@code group_concat(... ORDER BY ...)}) because SQLite builds a temporary
 * B-tree for that on every row it returns, on every move mail (docs/performance.md, issue 16's
 * seventh round); the lines are a handful and are ordered here instead. Values hold
 * no line break (userids and addresses never do); a value may hold blanks, the number never does.
 */
final class NumberedLines {
    private NumberedLines() {
    }

    /** The values in ascending order of their numbers; none for {@code null} (no rows). */
    static List<String> ordered(String joined) {
        if (joined == null) {
            return List.of();
        }
        List<long[]> keys = new ArrayList<>(4);
        List<String> values = new ArrayList<>(4);
        int start = 0;
        while (start <= joined.length()) {
            int end = joined.indexOf('\n', start);
            if (end < 0) {
                end = joined.length();
            }
            int blank = joined.indexOf(' ', start);
            if (blank < 0 || blank > end) {
                throw new IllegalArgumentException("not a numbered line: " + joined.substring(start, end));
            }
            long number = Long.parseLong(joined, start, blank, 10);
            // insertion in order: a few lines, nearly always already in order
            int at = keys.size();
            while (at > 0 && keys.get(at - 1)[0] > number) {
                at--;
            }
            keys.add(at, new long[] {number});
            values.add(at, joined.substring(blank + 1, end));
            start = end + 1;
        }
        return List.copyOf(values);
    }
}
