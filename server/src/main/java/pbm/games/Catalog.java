package pbm.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import pbm.rules.DefinedGames;
import pbm.rules.Family;
import pbm.rules.Game;
import pbm.rules.draughts.DraughtsFamily;
import pbm.rules.fairy.DefinedGame;
import pbm.rules.fairy.DefinitionException;
import pbm.rules.fairy.FairyFamily;

/**
 * Every family the server hosts, asked in turn, in the order {@code list} shows them. The
 * families are named here and nowhere else: nothing outside {@code pbm.rules} names one.
 */
public final class Catalog {

    /** Each family adds itself to this list (its single instance). */
    private static final List<Family> FAMILIES = List.of(DraughtsFamily.INSTANCE, FairyFamily.INSTANCE);

    private Catalog() {
    }

    public static List<Family> families() {
        return FAMILIES;
    }

    public static Optional<Game> find(String word, List<String> options) {
        for (Family family : FAMILIES) {
            Optional<Game> game = family.find(word, options);
            if (game.isPresent()) {
                return game;
            }
        }
        return Optional.empty();
    }

    public static Optional<Game> byName(String name) {
        for (Family family : FAMILIES) {
            Optional<Game> game = family.byName(name);
            if (game.isPresent()) {
                return game;
            }
        }
        return Optional.empty();
    }

    public static Optional<Game> byRecordTags(Map<String, String> tags) {
        for (Family family : FAMILIES) {
            Optional<Game> game = family.byRecordTags(tags);
            if (game.isPresent()) {
                return game;
            }
        }
        return Optional.empty();
    }

    /**
     * The game a person names in one string, as an administrator types it: a stored name
     * ("draughts -small", "chess -960") in any case, or a game word with its options written
     * together ("draughts-small"). Empty when no family has it.
     */
    public static Optional<Game> named(String text) {
        Optional<Game> stored = byName(text.strip());
        if (stored.isPresent()) {
            return stored;
        }
        String spaced = text.strip().toLowerCase(Locale.ROOT).replaceAll("(?<=[a-z])-", " -");
        String[] words = spaced.split("\\s+");
        return find(words[0], List.of(words).subList(1, words.length));
    }

    /** Every game word of every family. */
    public static List<String> words() {
        return ShippedWords.ALL.stream().map(Family.GameWord::word).toList();
    }

    /**
     * The game {@code word} (any case) names as players type it first: a shipped game's word,
     * else a defined game's name, with its newest version's author ({@code defined}, read per lookup).
     */
    public static Optional<Family.GameWord> word(String word, DefinedGames defined) {
        if (word == null) {
            return Optional.empty();
        }
        String lower = word.toLowerCase(Locale.ROOT);
        Optional<Family.GameWord> shipped = ShippedWords.ALL.stream().filter(w -> w.word().equals(lower)).findFirst();
        if (shipped.isPresent() || !DEFINED_NAME.matcher(lower).matches()) {
            return shipped;
        }
        return defined.version(lower, 0).map(d -> new Family.GameWord(lower, d.name() + ", defined by " + d.author()));
    }

    /** "Chess", "Tinychess": a game word (any case) as subjects and sentences write it. */
    public static String title(String word) {
        String lower = word.toLowerCase(Locale.ROOT);
        return lower.substring(0, 1).toUpperCase(Locale.ROOT) + lower.substring(1);
    }

    /** The name a defined game may have: 2 to 20 letters and digits, starting with a letter. */
    private static final Pattern DEFINED_NAME = Pattern.compile("[a-z][a-z0-9]{1,19}");

    /** Every family's game words with their summaries, in the order {@code list} shows them. */
    private static final class ShippedWords {
        static final List<Family.GameWord> ALL = FAMILIES.stream().flatMap(f -> f.words().stream()).toList();
    }

    // ---------------------------------------------------------------- defined games (issue 14)

    /** A definition checked: the game it states, or the one error that refuses it. */
    public record Checked(Game game, String error, int line) {
        Checked(Game game, String error) {
            this(game, error, 0);
        }

        public boolean ok() {
            return game != null;
        }
    }

    /**
     * Reads and checks a definition (its last section is the game; a parent may be a shipped
     * game): the Betza of every piece, the start, perft to depth 2 within the budgets, and a
     * name that is a new word, not a shipped game's. {@code file} names the text in the error
     * ("definition" for a mail). Nothing is stored.
     */
    public static Checked check(String file, String text) {
        Game game;
        try {
            game = DefinedGame.build(file, text, 0);
        } catch (DefinitionException e) {
            return new Checked(null, e.getMessage(), e.line());
        }
        String name = game.name();
        if (!DEFINED_NAME.matcher(name).matches()) {
            return new Checked(null, file + ": the game's name [" + name + "] must be 2 to 20 letters and digits,"
                    + " starting with a letter, as players type it first in every command");
        }
        if (shipped(name)) {
            return new Checked(null, file + ": the name [" + name + "] is a game this server ships; choose another"
                    + " name (a section [" + name + "2:" + name + "] inherits its rules)");
        }
        Optional<String> taken = shippedTitle(name);
        if (taken.isPresent()) {
            return new Checked(null, file + ": the name [" + name + "] reads as \"" + taken.get() + "\", a game this"
                    + " server ships; choose another name");
        }
        int titleLine = lineOf(text, "pbm.title");
        taken = shippedTitle(game.title());
        if (taken.isPresent()) {
            return new Checked(null, file + " line " + titleLine + ", key \"pbm.title\": the title \"" + game.title()
                    + "\" reads as \"" + taken.get() + "\", a game this server ships; choose another title",
                    titleLine);
        }
        if (plain(game.title()).contains("definedby")) {
            return new Checked(null, file + " line " + titleLine + ", key \"pbm.title\": a title may not say"
                    + " \"defined by\": the server names each defined game's author itself", titleLine);
        }
        return new Checked(game, null);
    }

    /**
     * The shipped game whose word, stored name, title (also of its {@code -reverse} form) or
     * name in {@code list} (its summary's lead) {@code text} reads as, compared by {@link #plain}: "Chess", "CHESS", "los alamos chess".
     */
    public static Optional<String> shippedTitle(String text) {
        return Optional.ofNullable(ShippedTitles.ALL.get(plain(text)));
    }

    /** Every shipped game's word, name, title and summary's lead by {@link #plain}, each to how it is written. */
    private static final class ShippedTitles {
        static final Map<String, String> ALL = shippedTitles();

        private static Map<String, String> shippedTitles() {
            Map<String, String> all = new java.util.HashMap<>();
            for (Family family : FAMILIES) {
                for (Family.GameWord word : family.words()) {
                    // the summary's lead, as list shows it: "International draughts", "Los Alamos chess"
                    String lead = word.summary().split("[,:;(]", 2)[0].strip();
                    family.find(word.word(), List.of()).ifPresent(g -> all.putIfAbsent(plain(lead), lead));
                    for (List<String> options : List.of(List.<String>of(), List.of("-reverse"))) {
                        family.find(word.word(), options).ifPresent(g -> {
                            all.putIfAbsent(plain(g.title()), g.title());
                            all.putIfAbsent(plain(g.name()), g.title());
                            all.putIfAbsent(plain(g.word()), g.title());
                        });
                    }
                }
            }
            return Map.copyOf(all);
        }
    }

    /** Text as a reader takes it in: compatibility forms folded (NFKC), lower case, letters and digits only. */
    static String plain(String text) {
        String folded = java.text.Normalizer.normalize(text, java.text.Normalizer.Form.NFKC)
                .toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder();
        folded.codePoints().filter(Character::isLetterOrDigit).forEach(out::appendCodePoint);
        return out.toString();
    }

    /** The line of the last {@code key = ...} line of {@code text}, or 0. */
    private static int lineOf(String text, String key) {
        String[] lines = text.split("\r?\n", -1);
        int found = 0;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith(key) && line.substring(key.length()).strip().startsWith("=")) {
                found = i + 1;
            }
        }
        return found;
    }

    /** Whether {@code word} is a shipped game's word or stored name (any case). */
    public static boolean shipped(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return words().contains(w) || byName(w).isPresent() || byRecordTags(Map.of("Variant", w)).isPresent();
    }

    /** The game a challenge names: a shipped game, else a defined game's newest version (no options). */
    public static Optional<Game> find(String word, List<String> options, DefinedGames defined) {
        Optional<Game> game = find(word, options);
        if (game.isPresent() || !options.isEmpty() || shipped(word)) {
            return game;
        }
        return defined.version(word, 0).flatMap(Catalog::build);
    }

    /** The game a board plays: a shipped game by its stored name ({@code version} 0), else that version. */
    public static Optional<Game> byName(String name, int version, DefinedGames defined) {
        if (version <= 0) {
            return byName(name);
        }
        return defined.version(name, version).flatMap(Catalog::build);
    }

    /** The game a record's tags name: a shipped game, else a defined game named by its Variant. */
    public static Optional<Game> byRecordTags(Map<String, String> tags, DefinedGames defined) {
        Optional<Game> game = byRecordTags(tags);
        String variant = tags.get("Variant");
        if (game.isPresent() || variant == null || variant.isBlank()) {
            return game;
        }
        return defined.version(variant.strip(), 0).flatMap(Catalog::build);
    }

    /** Every game word: the shipped ones, then the defined ones with their authors. */
    public static List<Family.GameWord> words(DefinedGames defined) {
        List<Family.GameWord> out = new ArrayList<>();
        for (Family family : FAMILIES) {
            out.addAll(family.words());
        }
        out.addAll(definedWords(defined));
        return List.copyOf(out);
    }

    /** The defined games' words, each summary its title, author and newest version ("Tiny chess, defined by alice (version 2)"). */
    public static List<Family.GameWord> definedWords(DefinedGames defined) {
        List<Family.GameWord> out = new ArrayList<>();
        for (DefinedGames.Definition d : defined.newest()) {
            Optional<Game> game = build(d);
            String title = game.map(Game::title).orElse(d.name());
            out.add(new Family.GameWord(d.name().toLowerCase(Locale.ROOT), title + ", defined by "
                    + d.author() + " (version " + d.version() + ")"));
        }
        return List.copyOf(out);
    }

    /** A stored definition's game; empty when it no longer reads (a stored text is checked before). */
    private static Optional<Game> build(DefinedGames.Definition d) {
        try {
            return Optional.of(DefinedGame.build(d.name(), d.text(), d.version()));
        } catch (DefinitionException e) {
            return Optional.empty();
        }
    }
}
