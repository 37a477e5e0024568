package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The orders the store promises without asking SQLite to sort (issue 16, seventh round): a
 * game's players by seat, an account's addresses by position, each player's vacations by start.
 */
class StoredOrderTest {
    private static final Instant NOW = Instant.parse("2026-11-24T10:00:00Z");

    @TempDir
    Path dir;

    @Test
    void numberedLinesComeInTheOrderOfTheirNumbers() {
        assertEquals(List.of(), NumberedLines.ordered(null));
        assertEquals(List.of("a"), NumberedLines.ordered("0 a"));
        assertEquals(List.of("zero", "one", "two"), NumberedLines.ordered("2 two\n0 zero\n1 one"));
        // numerically, not as text: 10 after 9
        assertEquals(List.of("nine", "ten"), NumberedLines.ordered("10 ten\n9 nine"));
        // a value may hold blanks, and be empty
        assertEquals(List.of("", "\"john doe\"@example.org"),
                NumberedLines.ordered("1 \"john doe\"@example.org\n0 "));
        assertThrows(IllegalArgumentException.class, () -> NumberedLines.ordered("nonumber"));
        assertThrows(NumberFormatException.class, () -> NumberedLines.ordered("x y"));
    }

    @Test
    void playersComeBySeatAndAddressesByPosition() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            List<String> addresses = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                addresses.add("a" + (char) ('z' - i) + "@example.org");
            }
            database.transaction(c -> {
                new Users(c).insert("alice", "hash", addresses, NOW);
                Games games = new Games(c);
                int board = games.create("draughts", "international", List.of("zed", "bob", "amy"), "fen", 7, 21, NOW);
                assertEquals(List.of("zed", "bob", "amy"), games.find(board).orElseThrow().players());
                assertEquals(addresses, new Users(c).find("alice").orElseThrow().addresses());
                assertEquals(addresses, new Users(c).accountAddresses("alice"));
                assertEquals(List.of(), new Users(c).accountAddresses("nobody"));
                return null;
            });
        }
    }

    @Test
    void eachPlayersVacationsComeByStartAlsoWhenAPlayerIsNamedTwice() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            database.transaction(c -> {
                Users users = new Users(c);
                users.insert("alice", "hash", List.of("alice@example.org"), NOW);
                users.insert("bob", "hash", List.of("bob@example.org"), NOW);
                Vacations vacations = new Vacations(c);
                for (int day : new int[] {20, 3, 11}) {
                    vacations.add("bob", NOW.plusSeconds(day * 86_400L), NOW.plusSeconds(day * 86_400L + 3_600));
                }
                vacations.add("alice", NOW.plusSeconds(5 * 86_400L), NOW.plusSeconds(6 * 86_400L));
                List<List<Vacation>> each = vacations.ofEach(List.of("bob", "carol", "alice", "bob"));
                assertEquals(4, each.size());
                assertEquals(vacations.of("bob"), each.get(0));
                assertEquals(List.of(3L, 11L, 20L), each.get(0).stream()
                        .map(v -> (v.starts().getEpochSecond() - NOW.getEpochSecond()) / 86_400).toList());
                assertEquals(List.of(), each.get(1));
                assertEquals(vacations.of("alice"), each.get(2));
                assertEquals(each.get(0), each.get(3));
                assertEquals(List.of(), vacations.ofEach(List.of()));
                return null;
            });
        }
    }
}
