package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Perft from the initial position against the published counts in
 * {@code fastperft/<rules>.perft} (copied from spec/VARIANTS.md). Every depth up to a leaf
 * budget is checked, so each rule set stays around a second.
 */
class FastPerftTest {
    /** Bitboard generator: about 50-100 million leaves/s, so 25 million takes well under 1 s. */
    private static final long BITBOARD_BUDGET = 25_000_000;
    /** The 12x12 two-long generator is about 40 million leaves/s. */
    private static final long WIDE_BUDGET = 5_000_000;

    @ParameterizedTest
    @EnumSource(FastRules.class)
    void initialPositionPerftMatchesPublishedCounts(FastRules rules) throws IOException {
        List<long[]> lines = expectations(rules);
        assertTrue(lines.size() >= 8, "expectations for " + rules);
        long budget = rules.size > 10 ? WIDE_BUDGET : BITBOARD_BUDGET;
        FastBoard board = FastBoard.initial(rules);
        int checked = 0;
        for (long[] line : lines) {
            if (line[1] > budget) {
                break;
            }
            assertEquals(line[1], FastPerft.perft(board, (int) line[0]), rules + " depth " + line[0]);
            checked++;
        }
        assertTrue(checked >= 5, "too few depths checked for " + rules);
    }

    @ParameterizedTest
    @EnumSource(FastRules.class)
    void divideSplitsPerftByFirstMove(FastRules rules) {
        FastBoard board = FastBoard.initial(rules);
        Map<FastMove, Long> divide = FastPerft.divide(board, 4);
        assertEquals(board.legalMoves(), new ArrayList<>(divide.keySet()));
        assertEquals(FastPerft.perft(board, 4), divide.values().stream().mapToLong(Long::longValue).sum());
        for (Map.Entry<FastMove, Long> e : divide.entrySet()) {
            assertEquals(FastPerft.perft(board.play(e.getKey()), 3), e.getValue());
        }
    }

    private static List<long[]> expectations(FastRules rules) throws IOException {
        String name = "/fastperft/" + rules.name().toLowerCase() + ".perft";
        List<long[]> lines = new ArrayList<>();
        try (InputStream in = FastPerftTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("missing " + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                line = line.trim();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\\s+");
                lines.add(new long[] {Long.parseLong(parts[0]), Long.parseLong(parts[1])});
            }
        }
        return lines;
    }
}
