package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Games#idleBoards}, which lets SQLite pick the boards whose move came before the
 * shortest period's start by comparing texts (issue 16, twelfth round), finds exactly the boards
 * that reading every active row and comparing instants finds: at the period's very nanosecond,
 * with every fraction width the store writes, and in years written with a sign.
 */
class IdleBoardsTest {
    private static final Instant NOW = Instant.parse("2026-11-26T12:00:00.250Z");

    @TempDir
    Path dir;

    @Test
    void theBoardsFoundAreThoseIdleForTheirPeriodToTheNanosecond() throws Exception {
        Random random = new Random(16);
        List<Integer> expected = new ArrayList<>();
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            database.transaction(c -> {
                Games games = new Games(c);
                long[] offsets = {-2_000_000_000L, -1_000_000_000L, -250_000_000L, -1_000, -1, 0, 1, 1_000,
                    749_999_999L, 750_000_000L, 1_000_000_000L, 86_400_000_000_000L};
                int[] nanos = {0, 250_000_000, 250_123_000, 250_123_456};
                for (int i = 0; i < 400; i++) {
                    // periods of 2, 5 or 7 days, the reminder's or the forfeit's: the text bound is
                    // that of the shortest, two days; the others are checked in Java
                    int period = new int[] {2, 2, 2, 5, 7}[random.nextInt(5)];
                    boolean nagFirst = random.nextBoolean();
                    int nagDays = nagFirst ? period : period + random.nextInt(5);
                    int forfeitDays = nagFirst ? period + random.nextInt(15) : period;
                    Instant start = NOW.minus(Duration.ofDays(period));
                    // the instant, then its fraction replaced: each width StoredInstants writes
                    Instant moved = start.plusNanos(offsets[random.nextInt(offsets.length)]);
                    moved = Instant.ofEpochSecond(moved.getEpochSecond(), random.nextBoolean() ? moved.getNano()
                            : nanos[random.nextInt(nanos.length)]);
                    int board = games.create("draughts", "draughts", List.of("alice", "bob"), "fen", nagDays,
                            forfeitDays, moved);
                    setMoved(c, board, moved);
                    boolean finished = random.nextInt(10) == 0;
                    if (finished) {
                        games.finish(board, "1-0", "alice", "resigned", NOW);
                    } else if (!moved.isAfter(start)) {
                        expected.add(board);
                    }
                }
                // years the store writes with a sign: long idle, and not idle at all
                int ancient = games.create("draughts", "draughts", List.of("alice", "bob"), "fen", 7, 21, NOW);
                setMoved(c, ancient, Instant.parse("-0001-06-01T00:00:00Z"));
                expected.add(ancient);
                int future = games.create("draughts", "draughts", List.of("alice", "bob"), "fen", 7, 21, NOW);
                setMoved(c, future, Instant.parse("+10000-01-01T00:00:00Z"));
                return null;
            });

            Games.IdleBoards found = database.transaction(c -> new Games(c).idleBoards(NOW));

            int active = database.transaction(c -> new Games(c).activeBoards().size());
            assertEquals(active, found.active());
            assertEquals(expected, found.idle());
            assertTrue(expected.size() > 50 && expected.size() < active - 50, "both kinds are there: " + expected.size());
        }
    }

    @Test
    void theBoundIsTheSecondAfterThePeriodsStartOrAboveEveryTextOutsideTheFourDigitYears() {
        assertEquals("2026-11-19T12:00:01", Games.movedBefore(NOW, 7));
        assertEquals("2026-11-19T12:00:01", Games.movedBefore(Instant.parse("2026-11-26T12:00:00Z"), 7));
        assertEquals("\uffff", Games.movedBefore(Instant.parse("0001-01-03T00:00:00Z"), 7));
        assertEquals("\uffff", Games.movedBefore(NOW, -3_000_000));
    }

    private static void setMoved(java.sql.Connection c, int board, Instant moved) throws java.sql.SQLException {
        try (PreparedStatement st = c.prepareStatement("UPDATE games SET last_move_at = ? WHERE board = ?")) {
            st.setString(1, StoredInstants.format(moved));
            st.setInt(2, board);
            st.executeUpdate();
        }
    }
}
