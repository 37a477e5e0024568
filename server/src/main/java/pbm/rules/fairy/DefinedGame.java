package pbm.rules.fairy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import pbm.rules.BudgetExceeded;
import pbm.rules.Family;
import pbm.rules.Game;

/**
 * The games players and administrators define (issue 14): a definition read as a shipped
 * one is, its parent section taken from a shipped game when the text does not hold it, then
 * checked the way a server must before it hosts a stranger's rules: caps on its size, the
 * start set up and its replies generated, all within a small budget of CPU time. A stored
 * version was checked when it was defined and only loads. Built games are kept by name,
 * version and text, so a board's every mail does not read its definition again.
 */
public final class DefinedGame {
    /** The most moves any position of a defined game may have, by the rules' bound ({@link Tables#moveBound}). */
    static final int MAX_MOVES = 32_768;
    /** The most entries the move tables of one side may hold: every piece type's moves from every square. */
    static final int MAX_ENTRIES = 131_072;
    /** CPU time checking a new definition may take: reading, tables and the checks of its start. */
    static final long CHECK_BUDGET_NANOS = 1_000_000_000L;
    /** The first moves from the start whose replies are generated when a new definition is checked. */
    static final int SAMPLED = 64;
    /** Time one move generation of a game in progress may take before the command is refused. */
    static final long PLAY_BUDGET_NANOS = 5_000_000_000L;
    /**
     * A system property that sets another time budget for a step of a game in progress, in
     * milliseconds: tests that must see a board over budget, now that no position accepted by
     * {@code define} outgrows its move buffers, set it to 0.
     */
    public static final String PLAY_BUDGET_PROPERTY = "pbm.play-budget-millis";

    private static final int CACHED = 64;
    private static final Map<String, FairyGame> BUILT = java.util.Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<String, FairyGame> eldest) {
                    return size() > CACHED;
                }
            });

    private DefinedGame() {
    }

    /**
     * The game a definition states, checked: its last section is the game (earlier sections
     * and shipped games may be its parents); {@code version} is the stored version, 0 for a
     * definition not stored yet. Refused with one {@link DefinitionException} naming the line
     * and key, or the budget the start blew.
     */
    public static Game build(String file, String text, int version) throws DefinitionException {
        String key = version + "\u0000" + text;
        FairyGame known = BUILT.get(key);
        if (known != null) {
            return known;
        }
        long started = cpu();
        Map<String, Rules> sections = DefinitionReader.read(file, text, DefinedGame::shippedText);
        if (sections.isEmpty()) {
            throw new DefinitionException(file, 1, "[name]", "no game: start the definition with a section"
                    + " header such as [mygame] or [mygame:chess]");
        }
        List<Rules> all = new ArrayList<>(sections.values());
        Rules rules = all.get(all.size() - 1);
        String name = rules.name.toLowerCase(Locale.ROOT);
        // a record names the defined game itself, whatever Variant a shipped parent writes
        rules.variantTag = name;
        withinCaps(file, startLine(text), rules);
        FairyGame game;
        try {
            game = new FairyGame(name, name, rules, version);
            if (rules.chess960) {
                game.board(Chess960.fen(518));
                // a new definition (version 0, being checked): every start a challenge may draw must
                // load; a stored one goes on loading as it was accepted
                for (int start = 0; version == 0 && start < 960; start++) {
                    game.board(Chess960.fen(start));
                }
            }
        } catch (IllegalArgumentException e) {
            throw new DefinitionException(file, lineOf(text, "chess960", 1), rules.chess960 ? "chess960" : "startFen",
                    (rules.chess960 ? "Fischer random starts need chess's 8x8 board and its pieces: " : "")
                            + e.getMessage());
        }
        if (version == 0) {
            // a stored version was checked when it was defined: loading it runs no check again
            try {
                checkStart(file, startLine(text), game, started);
            } catch (RuntimeException e) {
                // a rule combination the engine cannot play must be refused, never crash the server
                throw new DefinitionException(file, startLine(text), "startFen", "these rules cannot be played from"
                        + " this start (" + e + ")");
            }
        }
        BUILT.put(key, game);
        return game;
    }

    /** CPU time of this thread, in nanoseconds; wall time where the JVM does not measure it. */
    static long cpu() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        return threads.isCurrentThreadCpuTimeSupported() ? threads.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /**
     * Refuses rules whose tables or positions would be too big, counted from the pieces' legs
     * before any table is built: {@link #MAX_MOVES} moves in a position, {@link #MAX_ENTRIES}
     * entries in one side's move tables.
     */
    private static void withinCaps(String file, int line, Rules rules) throws DefinitionException {
        long[] size = Tables.estimate(rules);
        if (size[0] > MAX_MOVES) {
            throw budget(file, line, "a position could have up to " + size[0] + " moves, more than the "
                    + MAX_MOVES + " this server allows");
        }
        if (size[1] > MAX_ENTRIES) {
            throw budget(file, line, "its pieces' moves from every square number " + size[1] + ", more than the "
                    + MAX_ENTRIES + " this server allows");
        }
    }

    /** The text of the shipped definition that holds section {@code parent}, or null. */
    private static String shippedText(String parent) {
        for (Family.GameWord word : FairyFamily.INSTANCE.words()) {
            String text = resource("games/" + word.word() + ".ini");
            if (text != null && (word.word().equals(parent) || text.contains("[" + parent + ":")
                    || text.contains("[" + parent + "]"))) {
                return text;
            }
        }
        return null;
    }

    private static String resource(String path) {
        try (InputStream in = DefinedGame.class.getClassLoader().getResourceAsStream(path)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The checks of a new definition's start, all within {@link #CHECK_BUDGET_NANOS} of CPU
     * time since {@code started}: the side not to move is not in check (no legal move leads
     * there, and its first move takes a king), the side to move has a move, and the replies to
     * up to {@link #SAMPLED} first moves, spread over all of them, are generated.
     */
    private static void checkStart(String file, int line, FairyGame game, long started) throws DefinitionException {
        Board b = game.board(game.rules.chess960 ? Chess960.fen(518) : game.rules.startFen);
        if (b.moverInCheck()) {
            throw new DefinitionException(file, line, "startFen", "the side not to move is in check at the start");
        }
        int[] first = b.moveBuffer();
        int n = b.legal(first);
        if (n == 0) {
            throw new DefinitionException(file, line, "startFen", "the side to move has no legal move at the start");
        }
        int step = Math.max(1, n / SAMPLED);
        for (int i = 0; i < n; i += step) {
            withinBudget(file, line, started);
            b.make(first[i]);
            Perft.count(b, 1);
            b.unmake(first[i]);
        }
        withinBudget(file, line, started);
    }

    private static void withinBudget(String file, int line, long started) throws DefinitionException {
        if (cpu() - started > CHECK_BUDGET_NANOS) {
            throw budget(file, line, "checking it took more than " + CHECK_BUDGET_NANOS / 1_000_000_000L
                    + " second of the server's time");
        }
    }

    /** The line of the last {@code startFen} key, where the start the budgets judge is given; else 1. */
    private static int startLine(String text) {
        return Math.max(lineOf(text, "startFen", 1), lineOf(text, "pbm.forsythe", 1));
    }

    /** The line of the last {@code key = ...} of the text, or {@code otherwise}. */
    private static int lineOf(String text, String key, int otherwise) {
        String[] lines = text.split("\r?\n", -1);
        int found = otherwise;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith(key) && line.substring(key.length()).strip().startsWith("=")) {
                found = i + 1;
            }
        }
        return found;
    }

    private static DefinitionException budget(String file, int line, String why) {
        return new DefinitionException(file, line, "startFen", "too big for this server: " + why
                + " (make the board smaller or the pieces fewer)");
    }

    /**
     * Runs one step of a defined game in progress within the budgets: more moves than a
     * buffer holds, or a step slower than {@link #PLAY_BUDGET_NANOS}, is {@link BudgetExceeded}.
     */
    private static long playBudgetNanos() {
        String millis = System.getProperty(PLAY_BUDGET_PROPERTY);
        return millis == null ? PLAY_BUDGET_NANOS : Long.parseLong(millis.strip()) * 1_000_000L;
    }

    static <T> T guarded(String game, java.util.function.Supplier<T> step) {
        long started = System.nanoTime();
        T value;
        try {
            value = step.get();
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new BudgetExceeded("A position of " + game + " has more moves than this server generates.");
        } catch (BudgetExceeded e) {
            throw e;
        } catch (RuntimeException e) {
            // a stranger's rules the engine cannot follow here: a refusal, never a crash
            throw new BudgetExceeded("This position of " + game + " cannot be played by the server (" + e + ").");
        }
        long budget = playBudgetNanos();
        if (System.nanoTime() - started > budget) {
            throw new BudgetExceeded("Generating the moves of " + game + " took more than "
                    + budget / 1_000_000 + " ms, more than this server allows.");
        }
        return value;
    }
}
