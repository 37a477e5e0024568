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
import java.util.Optional;
import pbm.rules.Family;
import pbm.rules.Game;

/**
 * The games by data: chess and its relatives, each stated by a definition file in
 * {@code games/} on the classpath (Fairy-Stockfish's variants.ini dialect).
 */
public final class FairyFamily implements Family {

    /**
     * The list of shipped games: {@code games/games.list} on the classpath, one line per game
     * word and its one-line summary, in list order (a jar cannot list a folder).
     */
    static final String GAMES_LIST = "games/games.list";

    /** The single instance, as the catalog lists it. */
    public static final FairyFamily INSTANCE = new FairyFamily();

    private final List<GameWord> words = new ArrayList<>();
    /**
     * The games of each word, by stored name, read when the word is first asked for: a cold
     * process that handles one mail reads one definition, not all of them.
     */
    private final Map<String, Map<String, FairyGame>> byWord = new java.util.concurrent.ConcurrentHashMap<>();

    private FairyFamily() {
        for (String[] shipped : shippedGames()) {
            words.add(new GameWord(shipped[0], shipped[1]));
        }
    }

    /** The games of {@code word} (its definition's sections), read once; empty for a word not shipped. */
    private Map<String, FairyGame> gamesOf(String word) {
        if (words.stream().noneMatch(w -> w.word().equals(word))) {
            return Map.of();
        }
        return byWord.computeIfAbsent(word, w -> {
            Map<String, FairyGame> games = new LinkedHashMap<>();
            for (Rules rules : load(w).values()) {
                String name = rules.name.equals(w) ? w : w + " -" + rules.name.replace(w, "");
                games.put(name, new FairyGame(name, w, rules));
            }
            return games;
        });
    }

    /** The game with this stored name ("chess", "chess -960"), reading its word's definition if need be. */
    private FairyGame game(String name) {
        String word = name.strip().split("\\s+", 2)[0];
        return gamesOf(word).get(name);
    }

    /** The lines of {@link #GAMES_LIST}: each the game word and its summary. */
    private static List<String[]> shippedGames() {
        try (InputStream in = FairyFamily.class.getClassLoader().getResourceAsStream(GAMES_LIST)) {
            if (in == null) {
                throw new IllegalStateException(GAMES_LIST + " is missing from the classpath");
            }
            List<String[]> games = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String text = line.strip();
                if (!text.isEmpty() && !text.startsWith("#")) {
                    String[] parts = text.split("\\s+", 2);
                    games.add(new String[] {parts[0], parts.length > 1 ? parts[1] : parts[0]});
                }
            }
            return games;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + GAMES_LIST, e);
        }
    }

    private static Map<String, Rules> load(String word) {
        String path = "games/" + word + ".ini";
        try (InputStream in = FairyFamily.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing definition " + path + " on the classpath");
            }
            return DefinitionReader.read(word + ".ini", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (DefinitionException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    @Override
    public String name() {
        return "chess and variants";
    }

    @Override
    public List<GameWord> words() {
        return List.copyOf(words);
    }

    @Override
    public Optional<Game> find(String word, List<String> options) {
        String w = word.toLowerCase(Locale.ROOT);
        StringBuilder name = new StringBuilder(w);
        for (String option : options) {
            name.append(' ').append(option.toLowerCase(Locale.ROOT));
        }
        return Optional.ofNullable(game(name.toString()));
    }

    @Override
    public Optional<Game> byName(String name) {
        return Optional.ofNullable(game(name));
    }

    /**
     * PGN tags: Variant "chess960" (also "Chess960", "fischerandom") is chess -960; no
     * Variant and no GameType, or GameType "0", is chess; any other Variant names the game.
     */
    @Override
    public Optional<Game> byRecordTags(Map<String, String> tags) {
        String variant = tags.get("Variant");
        String type = tags.get("GameType");
        if (variant == null || variant.isBlank()) {
            return type == null || type.strip().equals("0") ? byName("chess") : byGameType(type.strip());
        }
        String v = tagWord(variant);
        if (v.equals("chess960") || v.equals("fischerandom") || v.equals("fischerrandom") || v.equals("frc")) {
            return byName("chess -960");
        }
        if (v.equals("standard") || v.equals("chess")) {
            return byName("chess");
        }
        FairyGame named = game(v);
        return named != null ? Optional.of(named) : byVariantTag(v);
    }

    /**
     * The shipped game whose definition writes this Variant tag ({@code pbm.variant}, Fairy-Stockfish's
     * name of the game where it differs from the game word: "3check" for threecheck, "ai-wok" for aiwok),
     * so that every exported record imports again. Compared as {@link #tagWord} writes both.
     */
    private Optional<Game> byVariantTag(String tag) {
        for (GameWord word : words) {
            for (FairyGame game : gamesOf(word.word()).values()) {
                String own = game.rules.variantTag;
                if (own != null && tagWord(own).equals(tag)) {
                    return Optional.of(game);
                }
            }
        }
        return Optional.empty();
    }

    /** A Variant tag as it is compared: lower case, without blanks ("Three Check" is "threecheck"). */
    private static String tagWord(String tag) {
        return tag.strip().toLowerCase(Locale.ROOT).replace(" ", "");
    }

    /** The shipped game whose definition gives this pbm.gameType (Othello's 50), reading the definitions. */
    private Optional<Game> byGameType(String type) {
        for (GameWord word : words) {
            for (FairyGame game : gamesOf(word.word()).values()) {
                if (game.rules.gameType != null && String.valueOf(game.rules.gameType).equals(type)
                        && game.rules.variantTag == null) {
                    return Optional.of(game);
                }
            }
        }
        return Optional.empty();
    }

    /** A board of a game by its stored name (or word and options), from a FEN or its start. */
    Board board(String name, String fen) {
        String[] parts = name.strip().split("\\s+");
        Optional<Game> game = byName(name.strip());
        if (game.isEmpty()) {
            game = find(parts[0], List.of(parts).subList(1, parts.length));
        }
        if (game.isEmpty() && name.strip().equalsIgnoreCase("chess960")) {
            game = byName("chess -960");
        }
        FairyGame g = (FairyGame) game.orElseThrow(() -> new IllegalArgumentException("no game \"" + name + "\""));
        return g.board(fen == null ? g.startFen(518) : fen);
    }

    /** Every game's stored name (reads every definition). */
    List<String> names() {
        List<String> names = new ArrayList<>();
        for (GameWord word : words) {
            names.addAll(gamesOf(word.word()).keySet());
        }
        return List.copyOf(names);
    }
}
