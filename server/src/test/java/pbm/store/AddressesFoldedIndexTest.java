package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 30: a sender is found among players' addresses whatever its case, through an index (V16). */
class AddressesFoldedIndexTest {
    @TempDir
    Path dir;

    @Test
    void theLookupSearchesTheIndexOfLowerCasedAddresses() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            String plan = database.transaction(c -> {
                List<String> lines = new ArrayList<>();
                try (PreparedStatement st = c.prepareStatement("EXPLAIN QUERY PLAN " + Users.ADDRESSES_FOLDED)) {
                    st.setString(1, "alice@example.org");
                    try (ResultSet rs = st.executeQuery()) {
                        while (rs.next()) {
                            lines.add(rs.getString("detail"));
                        }
                    }
                }
                return String.join("\n", lines);
            });
            assertTrue(plan.contains("USING INDEX user_addresses_folded"), plan);
        }
    }

    @Test
    void everyCaseIsACandidateAndThePredicateDecides() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            Instant now = Instant.parse("2026-11-26T10:00:00Z");
            database.transaction(c -> {
                Users users = new Users(c);
                users.insert("alice", "h", List.of("Alice@example.org"), now);
                users.insert("alice2", "h", List.of("alice@example.org", "ALICE@example.org"), now);
                users.insert("bob", "h", List.of("bob@example.org"), now);
                return null;
            });
            assertEquals(List.of("alice", "alice2"), database.transaction(c -> new Users(c).useridsAt(
                    "alice@example.org", stored -> true)));
            assertEquals(List.of("alice"), database.transaction(c -> new Users(c).useridsAt(
                    "alice@example.org", stored -> stored.equals("Alice@example.org"))));
        }
    }
}
