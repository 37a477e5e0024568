package pbm.rules.draughts;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pbm.engine.Variant;
import pbm.engine.Variants;
import pbm.rules.Family;
import pbm.rules.Game;

/**
 * The draughts variants of {@link pbm.engine.Variants} as a family of the rules seam: every
 * rule set, each also in its losing form ({@code -reverse}, {@code -misere}, {@code -losing}),
 * International draughts also on 8x8 ({@code -small}) and 12x12 ({@code -large}).
 */
public final class DraughtsFamily implements Family {

    /** The single instance, which {@link pbm.rules.Catalog} lists. */
    public static final DraughtsFamily INSTANCE = new DraughtsFamily();

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

    /** One adapter per variant, made once: a game's start and notation hint are computed once. */
    private final Map<Variant, DraughtsGame> games = new LinkedHashMap<>();
    /** The same by stored name, for the lookup every loaded board makes. */
    private final Map<String, Game> byStoredName = new HashMap<>();

    private DraughtsFamily() {
        for (Variant variant : Variants.all()) {
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
        return Variants.find(word, options).map(games::get);
    }

    /** Also reads a name in any case and spacing ("Draughts-Small"), as an administrator may type it. */
    @Override
    public Optional<Game> byName(String name) {
        Game stored = byStoredName.get(name);
        return stored != null ? Optional.of(stored) : Variants.byName(name).map(games::get);
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
            Optional<Variant> variant = Variants.byName(named);
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
        for (Variant variant : Variants.all()) {
            if (!variant.reverse() && variant.gameType().equals(wanted)) {
                return Optional.of(variant);
            }
        }
        return Variants.byGameType(wanted);
    }
}
