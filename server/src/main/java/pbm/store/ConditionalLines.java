package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code conditional_moves} table: each player's lines of play on a board, a line being the
 * opponent's move, the owner's reply, the opponent's next move and so on, in record notation.
 */
public final class ConditionalLines {
    /** A player's lines on a board, which start from the board's ply {@code since}. */
    public record Stored(int since, List<List<String>> lines) {
        public Stored {
            lines = lines.stream().map(List::copyOf).toList();
        }

        public static final Stored NONE = new Stored(0, List.of());

        public boolean isEmpty() {
            return lines.isEmpty();
        }
    }

    private final Statements statements;

    public ConditionalLines(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** The lines of {@code userid} on {@code board}, in the order they were given. */
    public Stored of(int board, String userid) throws SQLException {
        int since = 0;
        List<List<String>> lines = new ArrayList<>();
        int current = -1;
        try (ResultSet rs = statements.query("SELECT since, line, move FROM conditional_moves"
                + " WHERE board = ? AND userid = ? ORDER BY line, step", board, userid)) {
            while (rs.next()) {
                since = rs.getInt(1);
                if (rs.getInt(2) != current) {
                    current = rs.getInt(2);
                    lines.add(new ArrayList<>());
                }
                lines.get(lines.size() - 1).add(rs.getString(3));
            }
        }
        return lines.isEmpty() ? Stored.NONE : new Stored(since, lines);
    }

    /** The players who have lines on {@code board}. */
    public List<String> owners(int board) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT DISTINCT userid FROM conditional_moves WHERE board = ?"
                + " ORDER BY userid", board)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    /** Replaces the lines of {@code userid} on {@code board} by {@code lines}, starting from ply {@code since}. */
    public void replace(int board, String userid, int since, List<List<String>> lines) throws SQLException {
        clear(board, userid);
        for (int line = 0; line < lines.size(); line++) {
            List<String> moves = lines.get(line);
            for (int step = 0; step < moves.size(); step++) {
                statements.update("INSERT INTO conditional_moves (board, userid, since, line, step, move)"
                        + " VALUES (?, ?, ?, ?, ?, ?)", board, userid, since, line + 1, step + 1, moves.get(step));
            }
        }
    }

    /** Drops the lines of {@code userid} on {@code board}; whether there were any. */
    public boolean clear(int board, String userid) throws SQLException {
        return statements.update("DELETE FROM conditional_moves WHERE board = ? AND userid = ?", board, userid) > 0;
    }

    /** Drops every player's lines on {@code board}. */
    public void clearBoard(int board) throws SQLException {
        statements.update("DELETE FROM conditional_moves WHERE board = ?", board);
    }
}
