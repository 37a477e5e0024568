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

    /** The shipped game words with their one-line summaries, in list order. */
    private static final String[][] SHIPPED = {
        {"chess", "Chess (FIDE rules); chess -960 for Fischer Random Chess"},
        {"losalamos", "Los Alamos chess: 6x6 without bishops"},
        {"capablanca", "Capablanca chess: 10x8 with archbishop and chancellor"},
        {"grand", "Grand chess: 10x10, promotion to captured pieces only"},
        {"shatranj", "Shatranj: the medieval game with fers and alfil"},
        {"makruk", "Makruk: Thai chess, with its counting rules"},
        {"crazyhouse", "Crazyhouse: chess where captured pieces are dropped back in"},
        {"shogi", "Shogi: Japanese chess, 9x9, captured pieces dropped back in"},
        {"minishogi", "Minishogi: 5x5 shogi"},
        {"garrison", "Garrison chess: captured pieces dropped only near home"},
    };

    /** The single instance, as {@link pbm.rules.Catalog} lists it. */
    public static final FairyFamily INSTANCE = new FairyFamily();

    private final Map<String, FairyGame> games = new LinkedHashMap<>();
    private final List<GameWord> words = new ArrayList<>();

    private FairyFamily() {
        for (String[] shipped : SHIPPED) {
            String word = shipped[0];
            Map<String, Rules> sections = load(word);
            for (Rules rules : sections.values()) {
                String name = rules.name.equals(word) ? word : word + " -" + rules.name.replace(word, "");
                games.put(name, new FairyGame(name, word, rules));
            }
            words.add(new GameWord(word, shipped[1]));
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
        return Optional.ofNullable(games.get(name.toString()));
    }

    @Override
    public Optional<Game> byName(String name) {
        return Optional.ofNullable(games.get(name));
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
            return type == null || type.strip().equals("0") ? byName("chess") : Optional.empty();
        }
        String v = variant.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        if (v.equals("chess960") || v.equals("fischerandom") || v.equals("fischerrandom") || v.equals("frc")) {
            return byName("chess -960");
        }
        if (v.equals("standard") || v.equals("chess")) {
            return byName("chess");
        }
        FairyGame game = games.get(v);
        return Optional.ofNullable(game);
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

    /** Every game's stored name. */
    List<String> names() {
        return List.copyOf(games.keySet());
    }
}
