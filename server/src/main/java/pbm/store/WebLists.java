package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The lists the web pages show (issue 35), each a bounded query so a page stays quick at
 * 100,000 games, and each leaving out every board one of whose players is private
 * ({@code private_players}): such a board opens only by its key.
 */
public final class WebLists {
    /** No player of the board {@code games.board} is private. */
    private static final String PUBLIC = " AND NOT EXISTS (SELECT 1 FROM game_players p"
            + " JOIN private_players q ON q.userid = p.userid WHERE p.board = games.board)";

    private final Statements statements;

    public WebLists(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** The newest {@code limit} public boards being played, newest first. */
    public List<Integer> active(int limit) throws SQLException {
        return boards("SELECT board FROM games WHERE state = 'active'" + PUBLIC + " ORDER BY board DESC LIMIT ?",
                limit);
    }

    /** The {@code limit} public boards that ended last, last first. */
    public List<Integer> finished(int limit) throws SQLException {
        return boards("SELECT board FROM games WHERE state = 'finished'" + PUBLIC
                + " ORDER BY updated DESC, board DESC LIMIT ?", limit);
    }

    /** The newest {@code limit} public boards of {@code gameWord} being played, newest first. */
    public List<Integer> active(String gameWord, int limit) throws SQLException {
        return boards("SELECT board FROM games WHERE state = 'active' AND game_word = ?" + PUBLIC
                + " ORDER BY board DESC LIMIT ?", gameWord, limit);
    }

    /** The newest {@code limit} public boards {@code userid} plays in, newest first. */
    public List<Integer> ofPlayer(String userid, int limit) throws SQLException {
        return boards("SELECT board FROM games WHERE board IN (SELECT board FROM game_players WHERE userid = ?)"
                + PUBLIC + " ORDER BY board DESC LIMIT ?", userid, limit);
    }

    /** The rating pools of the boards of {@code gameWord} (a pool is a board's variant: "draughts -small"). */
    public List<String> pools(String gameWord) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT DISTINCT variant FROM games WHERE game_word = ? ORDER BY variant",
                gameWord)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private List<Integer> boards(String sql, Object... values) throws SQLException {
        List<Integer> out = new ArrayList<>();
        try (ResultSet rs = statements.query(sql, values)) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out;
    }
}
