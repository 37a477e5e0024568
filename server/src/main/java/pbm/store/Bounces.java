package pbm.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;

/** The {@code bounces} table: failed deliveries reported by delivery status notifications. */
public final class Bounces {
    private final Connection connection;

    public Bounces(Connection connection) {
        this.connection = connection;
    }

    /** Records that mail to {@code address} (null when the report names none) bounced. */
    public void add(String address, Instant received, String messageKey, String status) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "INSERT INTO bounces (address, received, message_key, status) VALUES (?, ?, ?, ?)")) {
            st.setString(1, address);
            st.setString(2, received.toString());
            st.setString(3, messageKey);
            st.setString(4, status);
            st.executeUpdate();
        }
    }

    /** How many bounces were recorded for {@code address} since {@code since}. */
    public int count(String address, Instant since) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT count(*) FROM bounces WHERE address = ? AND received >= ?")) {
            st.setString(1, address);
            st.setString(2, since.toString());
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }
}
