package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The {@code bounces} table: failed deliveries reported by delivery status notifications. */
public final class Bounces {
    private final Statements statements;

    public Bounces(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** Records that mail to {@code address} (null when the report names none) bounced. */
    public void add(String address, Instant received, String messageKey, String status) throws SQLException {
        statements.update("INSERT INTO bounces (address, received, message_key, status) VALUES (?, ?, ?, ?)",
                address, StoredInstants.format(received), messageKey, status);
    }

    /**
     * What the bounces say of one address: every bounce, the hard ones (a permanent 5.x.x
     * status) that still count (not cleared by a change of address), the last time and status.
     */
    public record Summary(String address, int bounces, int hardBounces, Instant last, String lastStatus) {
        /** Whether mail to the address is held: {@code limit} or more hard bounces (0: never held). */
        public boolean held(int limit) {
            return limit > 0 && hardBounces >= limit;
        }
    }

    private static final String HARD = "status LIKE '5.%' AND cleared IS NULL";

    /** Every address with bounces, by address. */
    public List<Summary> summaries() throws SQLException {
        return summaries("address IS NOT NULL", List.of());
    }

    /** The summary of each of {@code addresses} that has bounced. */
    public List<Summary> summaries(List<String> addresses) throws SQLException {
        if (addresses.isEmpty()) {
            return List.of();
        }
        return summaries("address IN (" + "?,".repeat(addresses.size() - 1) + "?)", addresses);
    }

    private List<Summary> summaries(String where, List<String> values) throws SQLException {
        List<Summary> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT address, count(*),"
                + " sum(CASE WHEN " + HARD + " THEN 1 ELSE 0 END), max(received),"
                + " (SELECT b2.status FROM bounces b2 WHERE b2.address = b.address ORDER BY b2.received DESC, b2.id DESC"
                + " LIMIT 1) FROM bounces b WHERE " + where + " GROUP BY address ORDER BY address", values.toArray())) {
            while (rs.next()) {
                out.add(new Summary(rs.getString(1), rs.getInt(2), rs.getInt(3), StoredInstants.parse(rs.getString(4)),
                        rs.getString(5)));
            }
        }
        return out;
    }

    /**
     * The player changed address (or signed up again with it): the hard bounces of
     * {@code addresses} stop counting, so mail to them is no longer held.
     */
    public void clear(List<String> addresses, Instant now) throws SQLException {
        for (String address : addresses) {
            statements.update("UPDATE bounces SET cleared = ? WHERE address = ? AND cleared IS NULL",
                    StoredInstants.format(now), address);
        }
    }

    /** How many bounces were recorded for {@code address} since {@code since}. */
    public int count(String address, Instant since) throws SQLException {
        try (ResultSet rs = statements.query("SELECT count(*) FROM bounces WHERE address = ? AND received >= ?",
                address, StoredInstants.format(since))) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }
}
