package pbm.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The {@code address_confirmations} table (migration V15): addresses a player asked to get
 * their mail at that are not yet confirmed. The code is mailed to the address and never stored:
 * the table keeps its SHA-256, so a copy of the database confirms nothing.
 */
public final class AddressConfirmations {
    /** Letters and digits that cannot be mistaken for one another (no 0/O, 1/l/I). */
    private static final char[] ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789".toCharArray();
    /** 12 of 32 signs: 60 random bits, from {@link SecureRandom}. */
    private static final int CODE_LENGTH = 12;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Statements statements;

    public AddressConfirmations(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** A waiting confirmation: for whom, which address, what the command asked for and who sent it. */
    public record Pending(String codeHash, String userid, String address, List<String> requested,
            String requestedBy, Instant created, Instant expires) {
        public Pending {
            requested = List.copyOf(requested);
        }
    }

    /** A new unguessable code. */
    public static String newCode() {
        char[] code = new char[CODE_LENGTH];
        for (int i = 0; i < code.length; i++) {
            code[i] = ALPHABET[RANDOM.nextInt(ALPHABET.length)];
        }
        return new String(code);
    }

    /** What is kept of {@code code}: its SHA-256 in hex (the code as typed, in lower case). */
    public static String hash(String code) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(
                    code.strip().toLowerCase(java.util.Locale.ROOT).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** When the last confirmation mail went to {@code address}'s mailbox since {@code since}, if one did. */
    public Optional<Instant> lastMailed(String address, Instant since) throws SQLException {
        try (ResultSet rs = statements.query("SELECT max(created) FROM address_confirmations"
                + " WHERE mailbox = ? AND created >= ?", Strangers.mailbox(address), StoredInstants.format(since))) {
            String created = rs.next() ? rs.getString(1) : null;
            return created == null ? Optional.empty() : Optional.of(StoredInstants.parse(created));
        }
    }

    /** How many confirmation mails {@code sender} asked for since {@code since}. */
    public int askedBy(String sender, Instant since) throws SQLException {
        try (ResultSet rs = statements.query("SELECT count(*) FROM address_confirmations"
                + " WHERE requested_by = ? AND created >= ?", sender, StoredInstants.format(since))) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /** Records that a confirmation mail with {@code code} goes to {@code address} for {@code userid}. */
    public void add(String code, String userid, String address, List<String> requested, String requestedBy,
            Instant now, Instant expires) throws SQLException {
        statements.update("INSERT INTO address_confirmations (code_hash,"
                + " userid, address, mailbox, requested, requested_by, created, expires) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                hash(code), userid, address, Strangers.mailbox(address), String.join("\n", requested), requestedBy,
                StoredInstants.format(now), StoredInstants.format(expires));
    }

    /** The confirmations of {@code userid} still waiting at {@code now}. */
    public List<Pending> pendingOf(String userid, Instant now) throws SQLException {
        return rows("SELECT code_hash, userid, address, requested,"
                + " requested_by, created, expires FROM address_confirmations WHERE userid = ? AND state = 'pending'"
                + " AND expires > ? ORDER BY created", userid, StoredInstants.format(now));
    }

    /** The confirmation waiting at {@code now} whose code is {@code code}, if any. */
    public Optional<Pending> find(String code, Instant now) throws SQLException {
        return rows("SELECT code_hash, userid, address, requested,"
                + " requested_by, created, expires FROM address_confirmations WHERE code_hash = ? AND state = 'pending'"
                + " AND expires > ?", hash(code), StoredInstants.format(now)).stream().findFirst();
    }

    /** A waiting confirmation now stands for a later command: it asked for {@code requested}, from {@code requestedBy}. */
    public void renew(String codeHash, List<String> requested, String requestedBy) throws SQLException {
        statements.update("UPDATE address_confirmations SET requested = ?, requested_by = ? WHERE code_hash = ?",
                String.join("\n", requested), requestedBy, codeHash);
    }

    /** Sets the state of a confirmation: {@code confirmed} or {@code withdrawn}. */
    public void close(String codeHash, String state) throws SQLException {
        statements.update("UPDATE address_confirmations SET state = ? WHERE code_hash = ?", state, codeHash);
    }

    private List<Pending> rows(String sql, Object... values) throws SQLException {
        List<Pending> out = new java.util.ArrayList<>();
        try (ResultSet rs = statements.query(sql, values)) {
            while (rs.next()) {
                out.add(new Pending(rs.getString(1), rs.getString(2), rs.getString(3),
                        Arrays.asList(rs.getString(4).split("\n")), rs.getString(5),
                        StoredInstants.parse(rs.getString(6)), StoredInstants.parse(rs.getString(7))));
            }
        }
        return out;
    }
}
