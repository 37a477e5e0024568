package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import pbm.rules.Catalog;
import pbm.rules.Game;
import pbm.store.Definitions;
import pbm.store.Games;

/**
 * Defining and removing games (issue 14), the same for a player's {@code define} mail and
 * the admin's {@code pbm game define}: the definition checked by the {@link Catalog}, its
 * name free (not a shipped game, not a command word, not another author's game), stored as
 * the next version; a game removed only while no board of it exists.
 */
public final class GameDefinitions {
    /** The author of a definition stored with {@code pbm game define}. */
    public static final String ADMIN = "admin";

    private final Connection connection;
    private final Definitions definitions;

    public GameDefinitions(Connection connection) {
        this.connection = connection;
        this.definitions = new Definitions(connection);
    }

    /** The most games one player may keep defined; the administrator has no limit. */
    public static final int GAMES_PER_PLAYER = 20;

    /**
     * A definition stored: the game (at its stored version), the version, perft at depth 1 and
     * 2; {@code unchanged} when the newest version already had this text and author (a mail
     * sent twice), so nothing new was stored.
     */
    public record Defined(Game game, int version, boolean redefined, boolean unchanged, long perft1, long perft2) {
    }

    /** What define gave: the definition stored, or the refusal in one sentence (with the line it names, or 0). */
    public record Outcome(Defined defined, String refusal, int line) {
        public boolean ok() {
            return defined != null;
        }
    }

    /**
     * Checks and stores {@code text} as {@code author}'s definition; {@code admin} may redefine
     * anyone's game. {@code commandWord} tells the words commands start with, which no game
     * may take. {@code file} names the text in errors.
     */
    public Outcome define(String file, String text, String author, boolean admin, Predicate<String> commandWord,
            Instant now) throws SQLException {
        Catalog.Checked checked = Catalog.check(file, text);
        if (!checked.ok()) {
            return new Outcome(null, checked.error(), checked.line());
        }
        String name = checked.game().name();
        if (commandWord.test(name)) {
            return new Outcome(null, file + ": the name [" + name + "] is a command word of this server; choose"
                    + " another name", 0);
        }
        Optional<Definitions.Stored> before = definitions.newest(name);
        if (before.isPresent() && !admin && !before.get().author().equals(author)) {
            return new Outcome(null, "The game " + name + " was defined by " + before.get().author()
                    + "; only " + before.get().author() + " or the administrator may redefine it. Choose another"
                    + " name", 0);
        }
        if (before.isEmpty() && !admin && definitions.gamesOf(author) >= GAMES_PER_PLAYER) {
            return new Outcome(null, "You have defined " + GAMES_PER_PLAYER + " games, the most one player may keep;"
                    + " remove one nobody plays with \"undefine\", or ask the administrator", 0);
        }
        boolean unchanged = before.isPresent() && before.get().text().equals(text)
                && before.get().author().equals(author);
        int version = unchanged ? before.get().version() : definitions.add(name, author, text, now);
        Game game = Catalog.byName(name, version, new StoredDefinitions(connection)).orElseThrow();
        long[] perft = game.startCounts();
        return new Outcome(new Defined(game, version, before.isPresent() && !unchanged, unchanged, perft[0], perft[1]),
                null, 0);
    }

    /**
     * Removes every version of the defined game {@code name}, when {@code requester} is its
     * author or {@code admin}, and no board of it exists; else the refusal, saying why.
     */
    public Optional<String> undefine(String name, String requester, boolean admin) throws SQLException {
        Optional<Definitions.Stored> stored = definitions.newest(name);
        if (stored.isEmpty()) {
            return Optional.of(Catalog.shipped(name)
                    ? name + " is a game this server ships; only defined games can be removed"
                    : "There is no defined game " + name + "; mail \"list\" for the games");
        }
        if (!admin && !stored.get().author().equals(requester)) {
            return Optional.of("The game " + stored.get().name() + " was defined by " + stored.get().author()
                    + "; only " + stored.get().author() + " or the administrator may remove it");
        }
        int[] boards = new Games(connection).countOf(stored.get().name());
        if (boards[0] > 0) {
            return Optional.of(stored.get().name() + " cannot be removed: " + count(boards[0]) + " in progress."
                    + " A game is removed only when nobody plays it");
        }
        if (boards[1] > 0) {
            return Optional.of(stored.get().name() + " cannot be removed: " + count(boards[1]) + " finished, whose"
                    + " records replay by its definition. A game is removed only when it has no records");
        }
        definitions.remove(stored.get().name());
        return Optional.empty();
    }

    private static String count(int n) {
        return n + (n == 1 ? " board is" : " boards are");
    }

    /** The newest stored version of every defined game. */
    public List<Definitions.Stored> newest() throws SQLException {
        return definitions.newest();
    }
}
