package pbm.admin;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import pbm.games.Catalog;
import pbm.play.MoveLine;
import pbm.rules.Game;
import pbm.store.Database;
import pbm.store.Openings;
import pbm.store.Openings.Opening;

/** The thematic openings challenges may start from ({@code -opening NAME}): the admin's list. */
public final class OpeningAdmin {
    private final Database database;

    public OpeningAdmin(Database database) {
        this.database = database;
    }

    /** Every opening, by name. */
    public List<Opening> list() throws SQLException {
        return database.transaction(c -> new Openings(c).list());
    }

    /**
     * Adds (or replaces) an opening: its name one word of letters, digits and dashes, its game one
     * this server hosts, and its moves legal there from the game's own start, one by one.
     */
    public AdminResult<Opening> add(String name, String gameName, List<String> moves) throws SQLException {
        if (!name.matches("[a-z0-9][a-z0-9-]{0,39}")) {
            return AdminResult.refused("An opening's name is one word of lower-case letters, digits and dashes"
                    + " (at most 40), e.g. kings-gambit, not \"" + name + "\".");
        }
        Optional<Game> game = Catalog.byName(gameName);
        if (game.isEmpty()) {
            return AdminResult.refused("\"" + gameName + "\" is not a game this server ships, e.g. chess, draughts.");
        }
        MoveLine line = MoveLine.read(game.get().start(game.get().startFen(0)), moves);
        int i = line.refused();
        if (i >= 0) {
            return AdminResult.refused(moves.get(i) + " is not a legal move of " + game.get().title()
                    + (i == 0 ? " at the start." : " after " + String.join(" ", moves.subList(0, i)) + "."));
        }
        if (moves.isEmpty() || line.end().ending().isPresent()) {
            return AdminResult.refused("An opening needs moves that leave the game to be played.");
        }
        Opening opening = new Opening(name, game.get().name(), String.join(" ", moves));
        database.transaction(c -> {
            new Openings(c).put(opening);
            return null;
        });
        return AdminResult.done(opening);
    }

    /** Removes an opening; refused when there is none of that name. */
    public AdminResult<String> remove(String name) throws SQLException {
        boolean removed = database.transaction(c -> new Openings(c).remove(name));
        return removed ? AdminResult.done(name) : AdminResult.refused("There is no opening \"" + name + "\".");
    }
}
