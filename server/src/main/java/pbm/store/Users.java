package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code users} and {@code user_addresses} tables. */
public final class Users {
    private final Statements statements;

    public Users(Connection connection) {
        this.statements = Statements.of(connection);
    }

    public Optional<User> find(String userid) throws SQLException {
        // the addresses come in the same query ("position address" lines, put in order by
        // NumberedLines): every mail with a password reads its account, and one query with its
        // addresses takes less CPU than two (docs/performance.md, issue 16's third round)
        try (ResultSet rs = statements.query(
                "SELECT userid, password_hash, created, disabled, (SELECT group_concat(position || ' ' || address,"
                        + " char(10)) FROM user_addresses a WHERE a.userid = users.userid)"
                        + " FROM users WHERE userid = ?", userid)) {
            if (!rs.next()) {
                return Optional.empty();
            }
            return Optional.of(new User(rs.getString(1), NumberedLines.ordered(rs.getString(5)), rs.getString(2),
                    StoredInstants.parse(rs.getString(3)), rs.getInt(4) != 0));
        }
    }

    /**
     * The addresses of {@code userid}'s account in order, empty when there is no such account:
     * what {@code find(userid).map(User::addresses)} gives, in one query instead of two.
     */
    public List<String> accountAddresses(String userid) throws SQLException {
        return strings("SELECT a.address FROM user_addresses a"
                + " JOIN users u ON u.userid = a.userid WHERE a.userid = ? ORDER BY a.position", userid);
    }

    /** What a board mail to a player needs of their account: its addresses in order, and whether it takes HTML. */
    public record BoardReader(List<String> addresses, boolean html) {
        public BoardReader {
            addresses = List.copyOf(addresses);
        }
    }

    /**
     * {@link #accountAddresses} and {@link #boardHtml} of several players in one query (a board
     * mail goes to both players of a game: one statement instead of four, issue 16, tenth
     * round); a player without an account or without an address is left out.
     */
    public java.util.Map<String, BoardReader> boardReaders(List<String> userids) throws SQLException {
        List<String> distinct = List.copyOf(new java.util.LinkedHashSet<>(userids));
        java.util.Map<String, List<String>> addresses = new java.util.LinkedHashMap<>();
        java.util.Map<String, Boolean> html = new java.util.HashMap<>();
        if (distinct.isEmpty()) {
            return java.util.Map.of();
        }
        try (ResultSet rs = statements.query("SELECT u.userid, u.board_html, a.address"
                + " FROM users u JOIN user_addresses a ON a.userid = u.userid WHERE u.userid IN ("
                + placeholders(distinct.size()) + ") ORDER BY u.userid, a.position", distinct.toArray())) {
            while (rs.next()) {
                String userid = rs.getString(1);
                html.put(userid, rs.getInt(2) != 0);
                addresses.computeIfAbsent(userid, u -> new ArrayList<>()).add(rs.getString(3));
            }
        }
        java.util.Map<String, BoardReader> out = new java.util.HashMap<>();
        addresses.forEach((userid, list) -> out.put(userid, new BoardReader(list, html.get(userid))));
        return out;
    }

    /** Whether an account with a userid equal to this one but for letter case exists. */
    public boolean existsIgnoringCase(String userid) throws SQLException {
        return anyRow("SELECT 1 FROM users WHERE lower(userid) = lower(?)", userid);
    }

    /**
     * The retired userid equal to this one but for letter case: an account that signed off
     * or was removed. Such a userid is never given to anyone else.
     */
    public Optional<RetiredUserid> retired(String userid) throws SQLException {
        try (ResultSet rs = statements.query("SELECT userid, created, retired, reason FROM retired_userids"
                + " WHERE lower(userid) = lower(?)", userid)) {
            if (!rs.next()) {
                return Optional.empty();
            }
            return Optional.of(new RetiredUserid(rs.getString(1), StoredInstants.parse(rs.getString(2)),
                    StoredInstants.parse(rs.getString(3)), rs.getString(4)));
        }
    }

    /**
     * Whether a player without an account has a history under this userid (letter case
     * ignored): games or ratings, from an account closed before userids were retired, or
     * from imported games. A mailed signup may not take such a history over.
     */
    public boolean hasHistoryIgnoringCase(String userid) throws SQLException {
        return anyRow("SELECT 1 FROM game_players WHERE lower(userid) = lower(?)"
                + " UNION ALL SELECT 1 FROM ratings WHERE lower(userid) = lower(?)", userid, userid);
    }

    private boolean anyRow(String sql, Object... values) throws SQLException {
        try (ResultSet rs = statements.query(sql, values)) {
            return rs.next();
        }
    }

    /** The userids that have {@code address} among their addresses. */
    public List<String> useridsAt(String address) throws SQLException {
        return strings("SELECT userid FROM user_addresses WHERE address = ? ORDER BY userid", address);
    }

    /** The addresses whose lower-cased form is the one given, with their userids. */
    static final String ADDRESSES_FOLDED =
            "SELECT userid, address FROM user_addresses WHERE lower(address) = ? ORDER BY userid";

    /**
     * The userids with an address that {@code accepts} takes, among those whose address
     * lower-cased is {@code folded} (the index of migration V16 finds them): how a mail's sender
     * is matched with players' addresses whatever case either is written in.
     */
    public List<String> useridsAt(String folded, java.util.function.Predicate<String> accepts) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = statements.query(ADDRESSES_FOLDED, folded)) {
            while (rs.next()) {
                String userid = rs.getString(1);
                if (accepts.test(rs.getString(2)) && !out.contains(userid)) {
                    out.add(userid);
                }
            }
        }
        return out;
    }

    public List<User> all() throws SQLException {
        List<String> ids = strings("SELECT userid FROM users ORDER BY userid");
        List<User> users = new ArrayList<>();
        for (String id : ids) {
            find(id).ifPresent(users::add);
        }
        return users;
    }

    public void insert(String userid, String passwordHash, List<String> addresses, Instant created)
            throws SQLException {
        statements.update("INSERT INTO users (userid, password_hash, created) VALUES (?, ?, ?)",
                userid, passwordHash, StoredInstants.format(created));
        setAddresses(userid, addresses);
    }

    public void setPasswordHash(String userid, String passwordHash) throws SQLException {
        statements.update("UPDATE users SET password_hash = ? WHERE userid = ?", passwordHash, userid);
    }

    /** Whether the player's board mails carry reply addresses ({@code set token on|off}); true when unknown. */
    public boolean replyTokens(String userid) throws SQLException {
        try (ResultSet rs = statements.query("SELECT reply_tokens FROM users WHERE userid = ?", userid)) {
            return !rs.next() || rs.getInt(1) != 0;
        }
    }

    /**
     * The password hashes that key the reply addresses of several players, in one query: that
     * of each whose board mails carry reply addresses (what {@link #replyTokens} and
     * {@link #find} tell together); the others, and userids without an account, are left out.
     */
    public java.util.Map<String, String> replyTokenHashes(java.util.Collection<String> userids) throws SQLException {
        List<String> distinct = List.copyOf(new java.util.LinkedHashSet<>(userids));
        java.util.Map<String, String> out = new java.util.HashMap<>();
        if (distinct.isEmpty()) {
            return out;
        }
        try (ResultSet rs = statements.query("SELECT userid, password_hash FROM users"
                + " WHERE reply_tokens != 0 AND userid IN (" + placeholders(distinct.size()) + ")",
                distinct.toArray())) {
            while (rs.next()) {
                out.put(rs.getString(1), rs.getString(2));
            }
        }
        return out;
    }

    /** "?, ?, ?" for an IN list of {@code count} values. */
    static String placeholders(int count) {
        return String.join(", ", java.util.Collections.nCopies(count, "?"));
    }

    /** Whether the player's board mails carry the HTML part with the board as a picture ({@code set html|text}). */
    public boolean boardHtml(String userid) throws SQLException {
        try (ResultSet rs = statements.query("SELECT board_html FROM users WHERE userid = ?", userid)) {
            return rs.next() && rs.getInt(1) != 0;
        }
    }

    public void setBoardHtml(String userid, boolean on) throws SQLException {
        statements.update("UPDATE users SET board_html = ? WHERE userid = ?", on ? 1 : 0, userid);
    }

    public void setReplyTokens(String userid, boolean on) throws SQLException {
        statements.update("UPDATE users SET reply_tokens = ? WHERE userid = ?", on ? 1 : 0, userid);
    }

    public void setDisabled(String userid, boolean disabled) throws SQLException {
        statements.update("UPDATE users SET disabled = ? WHERE userid = ?", disabled ? 1 : 0, userid);
    }

    /** Replaces the addresses of {@code userid}, keeping their order. */
    public void setAddresses(String userid, List<String> addresses) throws SQLException {
        statements.update("DELETE FROM user_addresses WHERE userid = ?", userid);
        int position = 0;
        for (String address : addresses) {
            statements.update("INSERT OR IGNORE INTO user_addresses (userid, address, position) VALUES (?, ?, ?)",
                    userid, address, position++);
        }
    }

    /**
     * Ends the account {@code userid}: deletes it with its addresses and keeps the userid in
     * {@code retired_userids} with {@code reason}, so nobody else can ever sign up as it.
     */
    public void retire(String userid, String reason, Instant now) throws SQLException {
        statements.update("INSERT INTO retired_userids (userid, created, retired, reason)"
                + " SELECT userid, created, ?, ? FROM users WHERE userid = ?", StoredInstants.format(now), reason,
                userid);
        statements.update("DELETE FROM users WHERE userid = ?", userid);
    }

    /** The first column of every row {@code sql} gives with {@code values}. */
    private List<String> strings(String sql, Object... values) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = statements.query(sql, values)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
