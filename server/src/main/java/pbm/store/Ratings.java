package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code ratings} and {@code rating_changes} tables. */
public final class Ratings {
    private final Statements statements;

    public Ratings(Connection connection) {
        this.statements = Statements.of(connection);
    }

    public Optional<Rating> find(String pool, String userid) throws SQLException {
        List<Rating> rows = ratings("SELECT pool, userid, rating, games FROM ratings WHERE pool = ? AND userid = ?",
                pool, userid);
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    /** The ratings of {@code pool} of players who still have accounts, best first (ties by userid). */
    public List<Rating> standings(String pool) throws SQLException {
        return ratings("SELECT pool, userid, rating, games FROM ratings"
                + " WHERE pool = ? AND userid IN (SELECT userid FROM users) ORDER BY rating DESC, userid", pool);
    }

    public void put(Rating rating) throws SQLException {
        statements.update("INSERT INTO ratings (pool, userid, rating, games)"
                + " VALUES (?, ?, ?, ?) ON CONFLICT (pool, userid) DO UPDATE SET rating = excluded.rating,"
                + " games = excluded.games", rating.pool(), rating.userid(), rating.rating(), rating.games());
    }

    public void addChange(RatingChange change) throws SQLException {
        statements.update("INSERT INTO rating_changes (board, userid, pool, before, after, seat)"
                + " VALUES (?, ?, ?, ?, ?, ?)", change.board(), change.userid(), change.pool(), change.before(),
                change.after(), change.seat());
    }

    /** What {@code board} did to its players' ratings, in seat order; empty when it was not rated. */
    public List<RatingChange> changes(int board) throws SQLException {
        return changes("SELECT board, userid, pool, before, after, seat FROM rating_changes WHERE board = ?"
                + " ORDER BY seat", board);
    }

    /** {@code userid}'s ratings, one per pool, by pool. */
    public List<Rating> ofPlayer(String userid) throws SQLException {
        return ratings("SELECT pool, userid, rating, games FROM ratings WHERE userid = ? ORDER BY pool", userid);
    }

    /** What every rated game did to {@code userid}'s ratings, oldest first (by board). */
    public List<RatingChange> changesOf(String userid) throws SQLException {
        return changes("SELECT board, userid, pool, before, after, seat FROM rating_changes WHERE userid = ?"
                + " ORDER BY board", userid);
    }

    private List<RatingChange> changes(String sql, Object... values) throws SQLException {
        List<RatingChange> out = new ArrayList<>();
        try (ResultSet rs = statements.query(sql, values)) {
            while (rs.next()) {
                out.add(new RatingChange(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getDouble(4),
                        rs.getDouble(5), rs.getInt(6)));
            }
        }
        return out;
    }

    private List<Rating> ratings(String sql, Object... values) throws SQLException {
        List<Rating> out = new ArrayList<>();
        try (ResultSet rs = statements.query(sql, values)) {
            while (rs.next()) {
                out.add(new Rating(rs.getString(1), rs.getString(2), rs.getDouble(3), rs.getInt(4)));
            }
        }
        return out;
    }
}
