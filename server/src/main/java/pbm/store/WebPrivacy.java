package pbm.store;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.Optional;

/**
 * What the web pages may show (issue 35): each board's unguessable key, which its page's
 * address carries, and the players who keep their games out of the lists ({@code set private}).
 */
public final class WebPrivacy {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final int KEY_BYTES = 12;

    private final Statements statements;

    public WebPrivacy(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** The key of {@code board}'s page, made (96 random bits, URL-safe) the first time it is asked for. */
    public String boardKey(int board) throws SQLException {
        Optional<String> key = existingKey(board);
        if (key.isPresent()) {
            return key.get();
        }
        byte[] bytes = new byte[KEY_BYTES];
        RANDOM.nextBytes(bytes);
        String made = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        statements.update("INSERT OR IGNORE INTO board_keys (board, key) VALUES (?, ?)", board, made);
        return existingKey(board).orElseThrow();
    }

    /** The key of {@code board}'s page, if one was made. */
    public Optional<String> existingKey(int board) throws SQLException {
        try (ResultSet rs = statements.query("SELECT key FROM board_keys WHERE board = ?", board)) {
            return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
        }
    }

    /** The board whose page has {@code key}, if any. */
    public Optional<Integer> boardOf(String key) throws SQLException {
        try (ResultSet rs = statements.query("SELECT board FROM board_keys WHERE key = ?", key)) {
            return rs.next() ? Optional.of(rs.getInt(1)) : Optional.empty();
        }
    }

    /** Whether {@code userid} keeps their games out of the web lists. */
    public boolean isPrivate(String userid) throws SQLException {
        try (ResultSet rs = statements.query("SELECT 1 FROM private_players WHERE userid = ?", userid)) {
            return rs.next();
        }
    }

    /** {@code set private} ({@code true}) or {@code set public}. */
    public void setPrivate(String userid, boolean hidden) throws SQLException {
        if (hidden) {
            statements.update("INSERT OR IGNORE INTO private_players (userid) VALUES (?)", userid);
        } else {
            statements.update("DELETE FROM private_players WHERE userid = ?", userid);
        }
    }
}
