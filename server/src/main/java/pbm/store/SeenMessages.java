package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;

/** The {@code seen_messages} table: every inbound message key handled so far. */
public final class SeenMessages {
    private final Statements statements;

    public SeenMessages(Connection connection) {
        this.statements = Statements.of(connection);
    }

    public boolean contains(String messageKey) throws SQLException {
        try (ResultSet rs = statements.query("SELECT 1 FROM seen_messages WHERE message_key = ?", messageKey)) {
            return rs.next();
        }
    }

    public void add(String messageKey, Instant received, String sender, String outcome) throws SQLException {
        statements.update("INSERT INTO seen_messages (message_key, received, sender, outcome) VALUES (?, ?, ?, ?)",
                messageKey, StoredInstants.format(received), sender, outcome);
    }

    /** How many messages from {@code sender} since {@code since} ended with {@code outcome}. */
    public int count(String sender, String outcome, Instant since) throws SQLException {
        try (ResultSet rs = statements.query("SELECT count(*) FROM seen_messages"
                + " WHERE sender = ? AND outcome = ? AND received >= ?", sender, outcome,
                StoredInstants.format(since))) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }
}
