package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The games players and administrators defined ({@code definitions}): every version of each,
 * so a board keeps the rules it started with. Names are compared ignoring case.
 */
public final class Definitions {
    private static final String COLUMNS = "name, version, author, text, created_at";

    private final Statements statements;

    public Definitions(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** One stored version of a definition. */
    public record Stored(String name, int version, String author, String text, Instant created) {
    }

    /** The newest version of every defined game, in the order the games were first defined. */
    public List<Stored> newest() throws SQLException {
        return query("SELECT " + COLUMNS + " FROM definitions d WHERE version ="
                + " (SELECT MAX(version) FROM definitions e WHERE e.name = d.name)"
                + " ORDER BY (SELECT MIN(created_at) FROM definitions f WHERE f.name = d.name), name");
    }

    /** The newest version of the game called {@code name} (any case). */
    public Optional<Stored> newest(String name) throws SQLException {
        return query("SELECT " + COLUMNS + " FROM definitions WHERE lower(name) = lower(?)"
                + " ORDER BY version DESC LIMIT 1", name).stream().findFirst();
    }

    /** One version of the game called {@code name} (any case). */
    public Optional<Stored> version(String name, int version) throws SQLException {
        return query("SELECT " + COLUMNS + " FROM definitions WHERE lower(name) = lower(?) AND version = ?",
                name, version).stream().findFirst();
    }

    /**
     * Stores a definition as the next version of its name (1 for a new name; a redefinition
     * keeps the name's first spelling); returns the version stored.
     */
    public int add(String name, String author, String text, Instant now) throws SQLException {
        Optional<Stored> before = newest(name);
        String stored = before.map(Stored::name).orElse(name);
        int version = before.map(s -> s.version() + 1).orElse(1);
        statements.update("INSERT INTO definitions (name, version, author, text, created_at) VALUES (?, ?, ?, ?, ?)",
                stored, version, author, text, StoredInstants.format(now));
        return version;
    }

    /** Whether {@code text} is the newest version of a game {@code author} stored. */
    public boolean isNewestTextOf(String author, String text) throws SQLException {
        try (ResultSet rs = statements.query("SELECT 1 FROM definitions d WHERE author = ?"
                + " AND text = ? AND version = (SELECT MAX(version) FROM definitions e WHERE e.name = d.name)",
                author, text)) {
            return rs.next();
        }
    }

    /** How many games (names, not versions) {@code author} has defined and not removed. */
    public int gamesOf(String author) throws SQLException {
        try (ResultSet rs = statements.query("SELECT COUNT(DISTINCT lower(name)) FROM definitions WHERE author = ?",
                author)) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /**
     * When {@code author}'s stored versions were stored, those after {@code since}, oldest first
     * (a version removed with its game no longer counts).
     */
    public List<Instant> storedSince(String author, Instant since) throws SQLException {
        List<Instant> out = new ArrayList<>();
        // the text orders instants but for a fraction within one second: a second earlier, then exactly
        try (ResultSet rs = statements.query("SELECT created_at FROM definitions"
                + " WHERE author = ? AND created_at >= ? ORDER BY created_at", author,
                StoredInstants.format(since.minusSeconds(1).truncatedTo(java.time.temporal.ChronoUnit.SECONDS)))) {
            while (rs.next()) {
                Instant at = StoredInstants.parse(rs.getString(1));
                if (at.isAfter(since)) {
                    out.add(at);
                }
            }
        }
        out.sort(null);
        return out;
    }

    /** Removes every version of the game called {@code name}; the number of versions removed. */
    public int remove(String name) throws SQLException {
        return statements.update("DELETE FROM definitions WHERE lower(name) = lower(?)", name);
    }

    private List<Stored> query(String sql, Object... args) throws SQLException {
        List<Stored> out = new ArrayList<>();
        try (ResultSet rs = statements.query(sql, args)) {
            while (rs.next()) {
                out.add(new Stored(rs.getString(1), rs.getInt(2), rs.getString(3), rs.getString(4),
                        StoredInstants.parse(rs.getString(5))));
            }
        }
        return out;
    }
}
