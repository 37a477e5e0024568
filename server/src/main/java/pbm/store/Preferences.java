package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The {@code preferences} and {@code notices} tables: what each player chose, per game word. */
public final class Preferences {
    /**
     * How a player sees boards of one game word, and whether they take challenges in it;
     * {@code moveRows} is how many rows of the move list a board mail shows, the last ones
     * ({@link #ALL_MOVES} for the whole game).
     */
    public record Choice(boolean flip, boolean large, boolean acceptChallenges, int moveRows) {
        /** The whole game, however long ({@code set moves all}). */
        public static final int ALL_MOVES = 0;
        /**
         * The rows shown unless a player chose: the whole of nearly every game (a chess game
         * runs some 40 moves, a long one 100; shogi and draughts games fewer rows), and still
         * a mail of a few kilobytes for the rare longer one, whose start is in its record.
         */
        public static final int DEFAULT_MOVE_ROWS = 100;
        public static final Choice DEFAULT = new Choice(true, true, true, DEFAULT_MOVE_ROWS);

        /** The default number of move rows. */
        public Choice(boolean flip, boolean large, boolean acceptChallenges) {
            this(flip, large, acceptChallenges, DEFAULT_MOVE_ROWS);
        }

        public Choice withFlip(boolean value) {
            return new Choice(value, large, acceptChallenges, moveRows);
        }

        public Choice withLarge(boolean value) {
            return new Choice(flip, value, acceptChallenges, moveRows);
        }

        public Choice withAcceptChallenges(boolean value) {
            return new Choice(flip, large, value, moveRows);
        }

        public Choice withMoveRows(int value) {
            return new Choice(flip, large, acceptChallenges, value);
        }
    }

    private final Statements statements;

    public Preferences(Connection connection) {
        this.statements = Statements.of(connection);
    }

    public Choice get(String userid, String gameWord) throws SQLException {
        try (ResultSet rs = statements.query("SELECT flip, large, accept_challenges, move_rows FROM preferences"
                + " WHERE userid = ? AND game_word = ?", userid, gameWord)) {
            return rs.next() ? choice(rs, 1) : Choice.DEFAULT;
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
        try (ResultSet rs = statements.query("SELECT userid, flip, large, accept_challenges, move_rows FROM preferences"
                + " WHERE game_word = ? AND userid IN (" + Users.placeholders(distinct.size()) + ")", values)) {
            while (rs.next()) {
                out.put(rs.getString(1), choice(rs, 2));
            }
        }
        return out;
    }

    /** The choice in the four columns from {@code column} on; a NULL move_rows is the default. */
    private static Choice choice(ResultSet rs, int column) throws SQLException {
        int rows = rs.getInt(column + 3);
        boolean defaultRows = rs.wasNull(); // asked right after reading move_rows
        return new Choice(rs.getInt(column) != 0, rs.getInt(column + 1) != 0, rs.getInt(column + 2) != 0,
                defaultRows ? Choice.DEFAULT_MOVE_ROWS : rows);
    }

    /** Stores {@code choice}; the default number of move rows as NULL, so that it follows the default. */
    public void put(String userid, String gameWord, Choice choice) throws SQLException {
        Integer rows = choice.moveRows() == Choice.DEFAULT_MOVE_ROWS ? null : choice.moveRows();
        statements.update("INSERT INTO preferences"
                + " (userid, game_word, flip, large, accept_challenges, move_rows) VALUES (?, ?, ?, ?, ?, ?)"
                + " ON CONFLICT (userid, game_word) DO UPDATE SET flip = excluded.flip, large = excluded.large,"
                + " accept_challenges = excluded.accept_challenges, move_rows = excluded.move_rows", userid,
                gameWord, choice.flip() ? 1 : 0, choice.large() ? 1 : 0, choice.acceptChallenges() ? 1 : 0, rows);
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
