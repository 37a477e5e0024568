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

/**
 * The games players and administrators define (issue 14): a definition read as a shipped
 * one is, its parent section taken from a shipped game when the text does not hold it, then
 * checked the way a server must before it hosts a stranger's rules: the start set up and
 * perft to depth 2 run within a node and a time budget. Built games are kept by name,
 * version and text, so a board's every mail does not read its definition again.
 */
public final class DefinedGame {
    /** Leaf nodes perft to depth 2 may count at the start (a 16x16 board of queens stays far below). */
    static final long NODE_BUDGET = 2_000_000;
    /** Time perft to depth 2 may take at the start. */
    static final long TIME_BUDGET_NANOS = 3_000_000_000L;
    /** Time one move generation of a game in progress may take before the command is refused. */
    static final long PLAY_BUDGET_NANOS = 5_000_000_000L;
    /** Moves one position may have: the size of every move buffer. */
    static final int MOVE_BUDGET = 4096;

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
    public static pbm.rules.Game build(String file, String text, int version) throws DefinitionException {
        String key = version + "\u0000" + text;
        FairyGame known = BUILT.get(key);
        if (known != null) {
            return known;
        }
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
        try {
            perftWithinBudget(file, startLine(text), game, version == 0);
        } catch (RuntimeException e) {
            // a rule combination the engine cannot play must be refused, never crash the server
            throw new DefinitionException(file, startLine(text), "startFen", "these rules cannot be played from"
                    + " this start (" + e + ")");
        }
        BUILT.put(key, game);
        return game;
    }

    /** The text of the shipped definition that holds section {@code parent}, or null. */
    private static String shippedText(String parent) {
        for (pbm.rules.Family.GameWord word : FairyFamily.INSTANCE.words()) {
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
     * Perft to depth 2 from the start, every first move counted within {@link #NODE_BUDGET}
     * and {@link #TIME_BUDGET_NANOS}; a start without a legal move is refused too, and for a
     * {@code newDefinition} (a stored one goes on loading as it was accepted) a start where the
     * side not to move is in check: no legal move leads there, and its first move takes a king.
     */
    private static void perftWithinBudget(String file, int line, FairyGame game, boolean newDefinition)
            throws DefinitionException {
        long started = System.nanoTime();
        Board b = game.board(game.rules.chess960 ? Chess960.fen(518) : game.rules.startFen);
        if (newDefinition && b.moverInCheck()) {
            throw new DefinitionException(file, line, "startFen", "the side not to move is in check at the start");
        }
        int[] first = new int[MOVE_BUDGET];
        int n;
        try {
            n = b.legal(first);
        } catch (ArrayIndexOutOfBoundsException e) {
            throw budget(file, line, "the start has more than " + MOVE_BUDGET + " moves");
        }
        if (n == 0) {
            throw new DefinitionException(file, line, "startFen", "the side to move has no legal move at the start");
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            b.make(first[i]);
            try {
                nodes += Perft.count(b, 1);
            } catch (ArrayIndexOutOfBoundsException e) {
                throw budget(file, line, "a position after the first move has more than " + MOVE_BUDGET + " moves");
            }
            b.unmake(first[i]);
            if (nodes > NODE_BUDGET) {
                throw budget(file, line, "perft to depth 2 counts more than " + NODE_BUDGET + " positions");
            }
            if (System.nanoTime() - started > TIME_BUDGET_NANOS) {
                throw budget(file, line, "perft to depth 2 takes more than " + TIME_BUDGET_NANOS / 1_000_000_000L
                        + " seconds");
            }
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
    static <T> T guarded(String game, java.util.function.Supplier<T> step) {
        long started = System.nanoTime();
        T value;
        try {
            value = step.get();
        } catch (ArrayIndexOutOfBoundsException e) {
            throw new BudgetExceeded("A position of " + game + " has more than " + MOVE_BUDGET
                    + " moves, more than this server generates.");
        } catch (BudgetExceeded e) {
            throw e;
        } catch (RuntimeException e) {
            // a stranger's rules the engine cannot follow here: a refusal, never a crash
            throw new BudgetExceeded("This position of " + game + " cannot be played by the server (" + e + ").");
        }
        if (System.nanoTime() - started > PLAY_BUDGET_NANOS) {
            throw new BudgetExceeded("Generating the moves of " + game + " took more than "
                    + PLAY_BUDGET_NANOS / 1_000_000_000L + " seconds, more than this server allows.");
        }
        return value;
    }
}
