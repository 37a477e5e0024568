package pbm.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
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

    private final Connection connection;

    public Preferences(Connection connection) {
        this.connection = connection;
    }

    public Choice get(String userid, String gameWord) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT flip, large, accept_challenges FROM preferences WHERE userid = ? AND game_word = ?")) {
            st.setString(1, userid);
            st.setString(2, gameWord);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? new Choice(rs.getInt(1) != 0, rs.getInt(2) != 0, rs.getInt(3) != 0) : Choice.DEFAULT;
            }
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
        try (PreparedStatement st = connection.prepareStatement("SELECT userid, flip, large, accept_challenges"
                + " FROM preferences WHERE game_word = ? AND userid IN (" + Users.placeholders(distinct.size()) + ")")) {
            st.setString(1, gameWord);
            Users.setStrings(st, 2, distinct);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.put(rs.getString(1), new Choice(rs.getInt(2) != 0, rs.getInt(3) != 0, rs.getInt(4) != 0));
                }
            }
        }
        return out;
    }

    public void put(String userid, String gameWord, Choice choice) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement("INSERT INTO preferences"
                + " (userid, game_word, flip, large, accept_challenges) VALUES (?, ?, ?, ?, ?)"
                + " ON CONFLICT (userid, game_word) DO UPDATE SET flip = excluded.flip, large = excluded.large,"
                + " accept_challenges = excluded.accept_challenges")) {
            st.setString(1, userid);
            st.setString(2, gameWord);
            st.setInt(3, choice.flip() ? 1 : 0);
            st.setInt(4, choice.large() ? 1 : 0);
            st.setInt(5, choice.acceptChallenges() ? 1 : 0);
            st.executeUpdate();
        }
    }

    /** Turns the result notice of {@code board} (0 = every board of the game word) on or off; returns the new state. */
    public boolean toggleNotice(String userid, String gameWord, int board) throws SQLException {
        try (PreparedStatement delete = connection.prepareStatement(
                "DELETE FROM notices WHERE userid = ? AND game_word = ? AND board = ?")) {
            delete.setString(1, userid);
            delete.setString(2, gameWord);
            delete.setInt(3, board);
            if (delete.executeUpdate() > 0) {
                return false;
            }
        }
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO notices (userid, game_word, board) VALUES (?, ?, ?)")) {
            insert.setString(1, userid);
            insert.setString(2, gameWord);
            insert.setInt(3, board);
            insert.executeUpdate();
        }
        return true;
    }

    /** Who asked for the result of {@code board} (for that board, or for every board of the game word). */
    public List<String> noticeTakers(String gameWord, int board) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement st = connection.prepareStatement("SELECT DISTINCT userid FROM notices"
                + " WHERE game_word = ? AND board IN (0, ?) ORDER BY userid")) {
            st.setString(1, gameWord);
            st.setInt(2, board);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }
}
