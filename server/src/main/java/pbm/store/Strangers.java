package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Locale;

/**
 * Strangers, the senders whose address is no player's, and the {@code stranger_replies} table:
 * how many replies went to a stranger's mailbox in its current hour (migration V14).
 */
public final class Strangers {
    private final Statements statements;

    public Strangers(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /**
     * What the server knows of a mail as it arrives, read in one statement: whether its key was
     * seen before, whether its sender's address is a player's, and the sender's mailbox's window
     * (the first reply of its hour and how many went out since; none when no reply went out since
     * {@code windowSince}).
     */
    public record Arrival(boolean seen, boolean player, Instant windowStart, int replies) {
    }

    /**
     * The {@link Arrival} of a mail with {@code messageKey} from {@code sender} (null: none): one
     * statement, in place of the seen check every mail makes, so a player's mail costs nothing more.
     */
    public Arrival arrival(String messageKey, String sender, Instant windowSince) throws SQLException {
        try (ResultSet rs = statements.query("SELECT"
                + " EXISTS (SELECT 1 FROM seen_messages WHERE message_key = ?),"
                + " EXISTS (SELECT 1 FROM user_addresses WHERE lower(address) = lower(?)),"
                + " (SELECT since || ' ' || replies FROM stranger_replies WHERE mailbox = ? AND since >= ?)",
                messageKey, sender, sender == null ? null : mailbox(sender), StoredInstants.format(windowSince))) {
            rs.next();
            String window = rs.getString(3);
            if (window == null) {
                return new Arrival(rs.getBoolean(1), rs.getBoolean(2), null, 0);
            }
            int blank = window.indexOf(' ');
            return new Arrival(rs.getBoolean(1), rs.getBoolean(2),
                    StoredInstants.parse(window.substring(0, blank)),
                    Integer.parseInt(window.substring(blank + 1)));
        }
    }

    /**
     * Whether {@code address}, in any case, is among a player's addresses (its mail is then never
     * limited as a stranger's); the folded index of migration V16 answers it.
     */
    public boolean player(String address) throws SQLException {
        try (ResultSet rs = statements.query("SELECT 1 FROM user_addresses WHERE lower(address) = lower(?) LIMIT 1",
                address)) {
            return rs.next();
        }
    }

    /**
     * Records that the window of {@code address}'s mailbox that began at {@code windowStart} now
     * holds {@code replies} replies, and deletes the windows that ended before {@code windowSince}.
     */
    public void record(String address, Instant windowStart, int replies, Instant windowSince) throws SQLException {
        statements.update("DELETE FROM stranger_replies WHERE since < ?", StoredInstants.format(windowSince));
        statements.update("INSERT INTO stranger_replies (mailbox, since, replies)"
                + " VALUES (?, ?, ?) ON CONFLICT (mailbox) DO UPDATE SET since = excluded.since,"
                + " replies = excluded.replies", mailbox(address), StoredInstants.format(windowStart), replies);
    }

    /**
     * The mailbox an address reaches, as the limits count it: in lower case, without the
     * {@code +tag} of its local part ({@code Bob+x@Example.org} and {@code bob@example.org} are one).
     */
    public static String mailbox(String address) {
        String lower = address.toLowerCase(Locale.ROOT);
        int at = lower.lastIndexOf('@');
        int plus = lower.indexOf('+');
        return plus > 0 && at > plus ? lower.substring(0, plus) + lower.substring(at) : lower;
    }
}
