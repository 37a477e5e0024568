package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import pbm.games.Catalog;
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
     * The default of {@code define.per-day}: the most versions one player may store in any 24
     * hours (a new game or a new version of one); the administrator has no limit.
     */
    public static final int VERSIONS_PER_DAY = 10;

    private static final java.time.Duration DAY = java.time.Duration.ofDays(1);

    /**
     * A definition stored: the game (at its stored version), the version, perft at depth 1 and
     * 2; {@code unchanged} when the newest version already had this text and author (a mail
     * sent twice), so nothing new was stored; {@code remaining} how many more versions its
     * author may store within 24 hours (-1: no limit, the administrator).
     */
    public record Defined(Game game, int version, boolean redefined, boolean unchanged, long perft1, long perft2,
            int remaining) {
    }

    /**
     * What define gave: the definition stored, or the refusal in one sentence (with the line it
     * names, or 0); {@code later} when the definition was not looked at because its author
     * stored the most versions a day allows.
     */
    public record Outcome(Defined defined, String refusal, int line, boolean later) {
        Outcome(Defined defined, String refusal, int line) {
            this(defined, refusal, line, false);
        }

        public boolean ok() {
            return defined != null;
        }
    }

    /**
     * Checks and stores {@code text} as {@code author}'s definition; {@code admin} may redefine
     * anyone's game. {@code reserved} tells why no game may take a word the mail reader treats
     * specially (a command word, a reply prefix, a help page, a move word), else empty. {@code
     * file} names the text in errors.
     */
    public Outcome define(String file, String text, String author, boolean admin,
            Function<String, Optional<String>> reserved, Instant now) throws SQLException {
        return define(file, text, author, admin, reserved, VERSIONS_PER_DAY, now);
    }

    /**
     * As {@link #define(String, String, String, boolean, Function, Instant)}, a player storing at
     * most {@code perDay} versions in any 24 hours (the administrator has no limit). A player at
     * the limit is refused before the definition is checked, unless the text is the newest
     * version of one of their games (a mail sent twice, which stores nothing).
     */
    public Outcome define(String file, String text, String author, boolean admin,
            Function<String, Optional<String>> reserved, int perDay, Instant now) throws SQLException {
        List<Instant> today = admin ? List.of() : definitions.storedSince(author, now.minus(DAY));
        if (!admin && today.size() >= perDay && !definitions.isNewestTextOf(author, text)) {
            return perDayRefusal(today, perDay);
        }
        Catalog.Checked checked = Catalog.check(file, text);
        if (!checked.ok()) {
            return new Outcome(null, checked.error(), checked.line());
        }
        String name = checked.game().name();
        Optional<String> why = reserved.apply(name);
        if (why.isPresent()) {
            return new Outcome(null, file + ": the name [" + name + "] " + why.get() + "; choose another name", 0);
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
        if (!unchanged && !admin && today.size() >= perDay) {
            return perDayRefusal(today, perDay);
        }
        int version = unchanged ? before.get().version() : definitions.add(name, author, text, now);
        int remaining = admin ? -1 : Math.max(0, perDay - today.size() - (unchanged ? 0 : 1));
        Game game = Catalog.byName(name, version, new StoredDefinitions(connection)).orElseThrow();
        long[] perft = game.startCounts();
        return new Outcome(new Defined(game, version, before.isPresent() && !unchanged, unchanged, perft[0], perft[1],
                remaining), null, 0);
    }

    /** The refusal of a player who stored {@code perDay} versions within the last 24 hours ({@code today}, oldest first). */
    private static Outcome perDayRefusal(List<Instant> today, int perDay) {
        Instant next = today.get(today.size() - perDay).plus(DAY);
        return new Outcome(null, "You have stored " + today.size() + (today.size() == 1 ? " definition" : " definitions")
                + " in the last 24 hours, the most one player may store in a day (" + perDay + "); the next may be"
                + " stored from " + Timing.time(next), 0, true);
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
