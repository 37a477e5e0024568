package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code openings} table: the thematic openings a challenge may start from ({@code -opening NAME}). */
public final class Openings {
    private final Statements statements;

    public Openings(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** An opening: its name, the game it is of, its moves in that game's notation, blank-separated. */
    public record Opening(String name, String game, String moves) {
        public List<String> moveList() {
            return moves.isBlank() ? List.of() : List.of(moves.strip().split("\\s+"));
        }
    }

    public Optional<Opening> find(String name) throws SQLException {
        try (ResultSet rs = statements.query("SELECT name, game, moves FROM openings WHERE name = ?", name)) {
            return rs.next() ? Optional.of(new Opening(rs.getString(1), rs.getString(2), rs.getString(3)))
                    : Optional.empty();
        }
    }

    /** Every opening, by name. */
    public List<Opening> list() throws SQLException {
        List<Opening> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT name, game, moves FROM openings ORDER BY name")) {
            while (rs.next()) {
                out.add(new Opening(rs.getString(1), rs.getString(2), rs.getString(3)));
            }
        }
        return out;
    }

    /** Adds or replaces an opening. */
    public void put(Opening opening) throws SQLException {
        statements.update("INSERT OR REPLACE INTO openings (name, game, moves) VALUES (?, ?, ?)", opening.name(),
                opening.game(), opening.moves());
    }

    /** Removes an opening; whether there was one. */
    public boolean remove(String name) throws SQLException {
        return statements.update("DELETE FROM openings WHERE name = ?", name) > 0;
    }
}
