package pbm.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;

/** The {@code seen_messages} table: every inbound message key handled so far. */
public final class SeenMessages {
    private final Connection connection;

    public SeenMessages(Connection connection) {
        this.connection = connection;
    }

    public boolean contains(String messageKey) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT 1 FROM seen_messages WHERE message_key = ?")) {
            st.setString(1, messageKey);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next();
            }
        }
    }

    public void add(String messageKey, Instant received, String sender, String outcome) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "INSERT INTO seen_messages (message_key, received, sender, outcome) VALUES (?, ?, ?, ?)")) {
            st.setString(1, messageKey);
            st.setString(2, StoredInstants.format(received));
            st.setString(3, sender);
            st.setString(4, outcome);
            st.executeUpdate();
        }
    }

    /** How many messages from {@code sender} since {@code since} ended with {@code outcome}. */
    public int count(String sender, String outcome, Instant since) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT count(*) FROM seen_messages WHERE sender = ? AND outcome = ? AND received >= ?")) {
            st.setString(1, sender);
            st.setString(2, outcome);
            st.setString(3, StoredInstants.format(since));
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }
}
