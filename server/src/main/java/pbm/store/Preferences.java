package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The {@code preferences} and {@code notices} tables: what each player chose, per game word. */
public final class Preferences {
    /** How a player sees boards of one game word, and whether they take challenges in it. */
    public record Choice(boolean flip, boolean large, boolean acceptChallenges) {
        public static final Choice DEFAULT = new Choice(true, true, true);
    }

    private final Statements statements;

    public Preferences(Connection connection) {
        this.statements = Statements.of(connection);
    }

    public Choice get(String userid, String gameWord) throws SQLException {
        try (ResultSet rs = statements.query("SELECT flip, large, accept_challenges FROM preferences"
                + " WHERE userid = ? AND game_word = ?", userid, gameWord)) {
            return rs.next() ? new Choice(rs.getInt(1) != 0, rs.getInt(2) != 0, rs.getInt(3) != 0) : Choice.DEFAULT;
        }
    }

    /** {@link #get} of several players in one query; each player without a row has the default. */
    public java.util.Map<String, Choice> getAll(List<String> userids, String gameWord) throws SQLException {
        List<String> distinct = List.copyOf(new java.util.LinkedHashSet<>(userids));
        java.util.Map<String, Choice> out = new java.util.HashMap<>();
        for (String userid : distinct) {
            out.put(userid, Choice.DEFAULT);
        }
        if (distinct.isEmpty()) {
            return out;
        }
        Object[] values = new Object[1 + distinct.size()];
        values[0] = gameWord;
        for (int i = 0; i < distinct.size(); i++) {
            values[1 + i] = distinct.get(i);
        }
        try (ResultSet rs = statements.query("SELECT userid, flip, large, accept_challenges FROM preferences"
                + " WHERE game_word = ? AND userid IN (" + Users.placeholders(distinct.size()) + ")", values)) {
            while (rs.next()) {
                out.put(rs.getString(1), new Choice(rs.getInt(2) != 0, rs.getInt(3) != 0, rs.getInt(4) != 0));
            }
        }
        return out;
    }

    public void put(String userid, String gameWord, Choice choice) throws SQLException {
        statements.update("INSERT INTO preferences"
                + " (userid, game_word, flip, large, accept_challenges) VALUES (?, ?, ?, ?, ?)"
                + " ON CONFLICT (userid, game_word) DO UPDATE SET flip = excluded.flip, large = excluded.large,"
                + " accept_challenges = excluded.accept_challenges", userid, gameWord, choice.flip() ? 1 : 0,
                choice.large() ? 1 : 0, choice.acceptChallenges() ? 1 : 0);
    }

    /** Turns the result notice of {@code board} (0 = every board of the game word) on or off; returns the new state. */
    public boolean toggleNotice(String userid, String gameWord, int board) throws SQLException {
        if (statements.update("DELETE FROM notices WHERE userid = ? AND game_word = ? AND board = ?",
                userid, gameWord, board) > 0) {
            return false;
        }
        statements.update("INSERT INTO notices (userid, game_word, board) VALUES (?, ?, ?)", userid, gameWord, board);
        return true;
    }

    /** Who asked for the result of {@code board} (for that board, or for every board of the game word). */
    public List<String> noticeTakers(String gameWord, int board) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT DISTINCT userid FROM notices"
                + " WHERE game_word = ? AND board IN (0, ?) ORDER BY userid", gameWord, board)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }
}
