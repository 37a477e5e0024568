package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import pbm.rules.Family;
import pbm.rules.Game;

/**
 * The draughts variants as a family of the rules seam: every rule set of {@link RuleSets}, each
 * also in its losing form ({@code -reverse}, {@code -misere}, {@code -losing}), International
 * draughts also on 8x8 ({@code -small}) and 12x12 ({@code -large}). Also the family's own
 * registry of {@link Variant}s, by name with options or by PDN GameType.
 */
public final class DraughtsFamily implements Family {

    private static final List<GameWord> WORDS = List.of(
            new GameWord("draughts", "International draughts, 10x10 (-small 8x8, -large 12x12)"),
            new GameWord("canadian", "Canadian draughts, 12x12, international rules"),
            new GameWord("checkers", "English draughts / American checkers, 8x8"),
            new GameWord("italian", "Italian draughts, 8x8"),
            new GameWord("pool", "American pool checkers, 8x8 (-unified: White first, algebraic)"),
            new GameWord("jamaican", "Jamaican draughts, 8x8, pool rules, dark corner at the right"),
            new GameWord("zimbabwean", "Zimbabwean pool checkers, 8x8, on the light squares"),
            new GameWord("spanish", "Spanish draughts, 8x8"),
            new GameWord("russian", "Russian draughts, 8x8"),
            new GameWord("brazilian", "Brazilian draughts, 8x8, international rules"),
            new GameWord("portuguese", "Portuguese draughts, 8x8"),
            new GameWord("czech", "Czech draughts, 8x8"),
            new GameWord("turkish", "Turkish draughts, 8x8, orthogonal moves"),
            new GameWord("thai", "Thai draughts, 8x8"),
            new GameWord("frisian", "Frisian draughts, 10x10, orthogonal captures too"));

    private static final List<String> REVERSE_WORDS = List.of("-reverse", "-misere", "-losing");
    /** Every variant by its name: each rule set, then its -reverse form. */
    private static final Map<String, Variant> VARIANTS = new LinkedHashMap<>();

    static {
        for (Rules rules : RuleSets.ALL) {
            for (boolean reverse : new boolean[] {false, true}) {
                Variant variant = new Variant(rules, reverse);
                VARIANTS.put(variant.name(), variant);
            }
        }
    }

    /** The single instance, which the catalog lists. */
    public static final DraughtsFamily INSTANCE = new DraughtsFamily();

    /** One adapter per variant, made once: a game's start and notation hint are computed once. */
    private final Map<Variant, DraughtsGame> games = new LinkedHashMap<>();
    /** The same by stored name, for the lookup every loaded board makes. */
    private final Map<String, Game> byStoredName = new HashMap<>();

    private DraughtsFamily() {
        for (Variant variant : variants()) {
            DraughtsGame game = new DraughtsGame(variant);
            games.put(variant, game);
            byStoredName.put(variant.name(), game);
        }
    }

    @Override
    public String name() {
        return "draughts";
    }

    @Override
    public List<GameWord> words() {
        return WORDS;
    }

    @Override
    public Optional<Game> find(String word, List<String> options) {
        return variant(word, options).map(games::get);
    }

    /** Also reads a name in any case and spacing ("Draughts-Small"), as an administrator may type it. */
    @Override
    public Optional<Game> byName(String name) {
        Game stored = byStoredName.get(name);
        return stored != null ? Optional.of(stored) : variant(name).map(games::get);
    }

    /**
     * The variant whose PDN {@code GameType} is exactly the tag's (blanks ignored), else the
     * plain variant of its game number ("20" is International draughts); empty without a
     * GameType tag.
     */
    @Override
    public Optional<Game> byRecordTags(Map<String, String> tags) {
        String gameType = tags.get("GameType");
        if (gameType == null) {
            return Optional.empty();
        }
        String wanted = gameType.replace(" ", "");
        String named = tags.get("Variant");
        if (named != null) {
            Optional<Variant> variant = variant(named);
            if (variant.isPresent() && variant.get().gameType().split(",")[0].equals(wanted.split(",")[0])) {
                return Optional.of(games.get(variant.get()));
            }
        }
        return byGameTypeAlone(wanted).map(games::get);
    }

    /**
     * The variant a GameType value alone names: the base variant with exactly that value,
     * else the base variant of its number. A record whose game this does not give back
     * carries a {@code Variant} tag too (see {@link DraughtsGame#recordTags()}).
     */
    static Optional<Variant> byGameTypeAlone(String gameType) {
        String wanted = gameType.replace(" ", "");
        for (Variant variant : variants()) {
            if (!variant.reverse() && variant.gameType().equals(wanted)) {
                return Optional.of(variant);
            }
        }
        return DraughtsFamily.byGameType(wanted);
    }

    // ---------------------------------------------------------------- the variants

    /**
     * A variant by its name with options, in any case and spacing: "draughts", "Draughts",
     * "draughts -small", "draughts-small", "draughts -large", "canadian", "checkers -misere", ...
     */
    static Optional<Variant> variant(String nameWithOptions) {
        if (nameWithOptions == null) {
            return Optional.empty();
        }
        String spaced = nameWithOptions.strip().toLowerCase(Locale.ROOT).replaceAll("(?<=[a-z])-", " -");
        String[] words = spaced.split("\\s+");
        if (words.length == 0 || words[0].isEmpty()) {
            return Optional.empty();
        }
        return variant(words[0], List.of(words).subList(1, words.length));
    }

    /** A variant from the game word and option words of a challenge, e.g. ("draughts", ["-small", "-reverse"]). */
    static Optional<Variant> variant(String gameWord, List<String> optionWords) {
        String game = gameWord.toLowerCase(Locale.ROOT);
        boolean reverse = false;
        String size = null;
        for (String option : optionWords) {
            String o = option.toLowerCase(Locale.ROOT);
            if (REVERSE_WORDS.contains(o)) {
                reverse = true;
            } else if ((o.equals("-small") || o.equals("-large") || o.equals("-unified"))
                    && (size == null || size.equals(o))) {
                size = o;
            } else {
                return Optional.empty();
            }
        }
        String base;
        if (size == null) {
            base = game;
        } else if (game.equals("draughts") && !size.equals("-unified")) {
            base = size.equals("-small") ? "draughts -small" : "canadian";
        } else if (game.equals("pool") && size.equals("-unified")) {
            base = "pool -unified";
        } else {
            return Optional.empty();
        }
        return Optional.ofNullable(VARIANTS.get(reverse ? base + " -reverse" : base));
    }

    /**
     * The base (not reverse) variant for a PDN GameType value such as "20" or "21,B,8,8,N1,0". A full value
     * picks the variant with exactly that GameType ("23,W,8,8,A1,1" is Jamaican; "23,W,8,8,A0,0", which the
     * table gives both unified pool checkers and Zimbabwean, is unified pool checkers); a number alone, or a
     * full value no variant has, the first variant with that number ("23" is American pool checkers).
     */
    static Optional<Variant> byGameType(String gameType) {
        String exact = gameType.strip().replace(" ", "");
        for (Variant v : VARIANTS.values()) {
            if (!v.reverse() && v.rules().gameType().equalsIgnoreCase(exact) && !v.name().equals("draughts -small")) {
                return Optional.of(v);
            }
        }
        String number = exact.split(",")[0];
        for (Variant v : VARIANTS.values()) {
            if (!v.reverse() && v.rules().gameType().startsWith(number + ",")
                    && !v.name().equals("draughts -small")) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** Every base variant and its -reverse form. */
    static List<Variant> variants() {
        return List.copyOf(VARIANTS.values());
    }

    /** The first words players type: "draughts", "checkers", "italian", ... */
    static List<String> gameWords() {
        List<String> words = new ArrayList<>();
        for (Variant v : VARIANTS.values()) {
            String word = v.rules().name().split(" ")[0];
            if (!words.contains(word)) {
                words.add(word);
            }
        }
        return List.copyOf(words);
    }
}
