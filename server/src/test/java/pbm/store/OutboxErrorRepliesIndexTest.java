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
import pbm.mail.OutboundMail;

/**
 * The error-reply guard's count uses the partial index of error replies (migration V13), and
 * board mails and other replies stay out of that index.
 */
class OutboxErrorRepliesIndexTest {
    @TempDir
    Path dir;

    @Test
    void theGuardsCountSearchesThePartialIndex() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            String plan = database.transaction(c -> {
                List<String> lines = new ArrayList<>();
                try (PreparedStatement st = c.prepareStatement("EXPLAIN QUERY PLAN " + Outbox.ERROR_REPLIES)) {
                    st.setString(1, "alice@example.org");
                    st.setString(2, "2026-01-01T00:00:00Z");
                    try (ResultSet rs = st.executeQuery()) {
                        while (rs.next()) {
                            lines.add(rs.getString("detail"));
                        }
                    }
                }
                return String.join("\n", lines);
            });
            assertTrue(plan.contains("USING INDEX outbox_error_replies"), plan);
        }
    }

    @Test
    void onlyErrorRepliesAreCountedAndIndexed() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            Instant now = Instant.parse("2026-11-26T10:00:00Z");
            database.transaction(c -> {
                Outbox outbox = new Outbox(c);
                outbox.add(new OutboundMail(List.of("alice@example.org"), "pbm error", "x"), now);
                outbox.add(new OutboundMail(List.of("alice@example.org"), "ERROR", "x"), now);
                outbox.add(new OutboundMail(List.of("alice@example.org"), "Draughts board 101", "x"), now);
                outbox.add(new OutboundMail(List.of("alice@example.org"), "terror", "x"), now);
                outbox.add(new OutboundMail(List.of("bob@example.org"), "Chess error", "x"), now);
                return null;
            });
            assertEquals(2, (int) database.transaction(c -> new Outbox(c).countErrorReplies("alice@example.org",
                    now.minusSeconds(60))));
            assertEquals(0, (int) database.transaction(c -> new Outbox(c).countErrorReplies("alice@example.org",
                    now.plusSeconds(60))));
            // a partial index, and the full one it replaced is gone
            assertEquals("outbox_due outbox_error_replies:partial", database.transaction(c -> {
                List<String> indexes = new ArrayList<>();
                try (PreparedStatement st = c.prepareStatement("PRAGMA index_list(outbox)");
                        ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        indexes.add(rs.getString("name") + (rs.getInt("partial") == 1 ? ":partial" : ""));
                    }
                }
                return String.join(" ", indexes.stream().sorted().toList());
            }));
        }
    }
}
