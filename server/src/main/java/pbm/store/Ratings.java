package pbm.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code ratings} and {@code rating_changes} tables. */
public final class Ratings {
    private final Connection connection;

    public Ratings(Connection connection) {
        this.connection = connection;
    }

    public Optional<Rating> find(String pool, String userid) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement(
                "SELECT pool, userid, rating, games FROM ratings WHERE pool = ? AND userid = ?")) {
            st.setString(1, pool);
            st.setString(2, userid);
            List<Rating> rows = ratings(st);
            return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
        }
    }

    /** The ratings of {@code pool} of players who still have accounts, best first (ties by userid). */
    public List<Rating> standings(String pool) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement("SELECT pool, userid, rating, games FROM ratings"
                + " WHERE pool = ? AND userid IN (SELECT userid FROM users) ORDER BY rating DESC, userid")) {
            st.setString(1, pool);
            return ratings(st);
        }
    }

    public void put(Rating rating) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement("INSERT INTO ratings (pool, userid, rating, games)"
                + " VALUES (?, ?, ?, ?) ON CONFLICT (pool, userid) DO UPDATE SET rating = excluded.rating,"
                + " games = excluded.games")) {
            st.setString(1, rating.pool());
            st.setString(2, rating.userid());
            st.setDouble(3, rating.rating());
            st.setInt(4, rating.games());
            st.executeUpdate();
        }
    }

    public void addChange(RatingChange change) throws SQLException {
        try (PreparedStatement st = connection.prepareStatement("INSERT INTO rating_changes"
                + " (board, userid, pool, before, after, seat) VALUES (?, ?, ?, ?, ?, ?)")) {
            st.setInt(1, change.board());
            st.setString(2, change.userid());
            st.setString(3, change.pool());
            st.setDouble(4, change.before());
            st.setDouble(5, change.after());
            st.setInt(6, change.seat());
            st.executeUpdate();
        }
    }

    /** What {@code board} did to its players' ratings, in seat order; empty when it was not rated. */
    public List<RatingChange> changes(int board) throws SQLException {
        List<RatingChange> out = new ArrayList<>();
        try (PreparedStatement st = connection.prepareStatement("SELECT board, userid, pool, before, after, seat"
                + " FROM rating_changes WHERE board = ? ORDER BY seat")) {
            st.setInt(1, board);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    out.add(new RatingChange(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getDouble(4),
                            rs.getDouble(5), rs.getInt(6)));
                }
            }
        }
        return out;
    }

    private static List<Rating> ratings(PreparedStatement st) throws SQLException {
        List<Rating> out = new ArrayList<>();
        try (ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                out.add(new Rating(rs.getString(1), rs.getString(2), rs.getDouble(3), rs.getInt(4)));
            }
        }
        return out;
    }
}
