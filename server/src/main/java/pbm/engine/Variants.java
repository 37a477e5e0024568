package pbm.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import pbm.engine.variant.RuleSets;
import pbm.engine.variant.Rules;

/** The registry of hosted games, looked up by name (with options) or PDN GameType. */
public final class Variants {

    private static final List<String> REVERSE_WORDS = List.of("-reverse", "-misere", "-losing");
    private static final Map<String, Variant> BY_NAME = new LinkedHashMap<>();

    static {
        for (Rules rules : RuleSets.ALL) {
            for (boolean reverse : new boolean[] {false, true}) {
                Variant v = new Variant(rules, reverse);
                BY_NAME.put(v.name(), v);
            }
        }
    }

    private Variants() {
    }

    /**
     * A variant by its name with options, in any case and spacing: "draughts", "Draughts",
     * "draughts -small", "draughts-small", "draughts -large", "canadian", "checkers -misere", ...
     */
    public static Optional<Variant> byName(String nameWithOptions) {
        if (nameWithOptions == null) {
            return Optional.empty();
        }
        String spaced = nameWithOptions.strip().toLowerCase(Locale.ROOT).replaceAll("(?<=[a-z])-", " -");
        String[] words = spaced.split("\\s+");
        if (words.length == 0 || words[0].isEmpty()) {
            return Optional.empty();
        }
        return find(words[0], List.of(words).subList(1, words.length));
    }

    /** A variant from the game word and option words of a challenge, e.g. ("draughts", ["-small", "-reverse"]). */
    public static Optional<Variant> find(String gameWord, List<String> optionWords) {
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
        return Optional.ofNullable(BY_NAME.get(reverse ? base + " -reverse" : base));
    }

    /**
     * The base (not reverse) variant for a PDN GameType value such as "20" or "21,B,8,8,N1,0". A full value
     * picks the variant with exactly that GameType ("23,W,8,8,A1,1" is Jamaican; "23,W,8,8,A0,0", which the
     * table gives both unified pool checkers and Zimbabwean, is unified pool checkers); a number alone, or a
     * full value no variant has, the first variant with that number ("23" is American pool checkers).
     */
    public static Optional<Variant> byGameType(String gameType) {
        String exact = gameType.strip().replace(" ", "");
        for (Variant v : BY_NAME.values()) {
            if (!v.reverse() && v.rules().gameType().equalsIgnoreCase(exact) && !v.name().equals("draughts -small")) {
                return Optional.of(v);
            }
        }
        String number = exact.split(",")[0];
        for (Variant v : BY_NAME.values()) {
            if (!v.reverse() && v.rules().gameType().startsWith(number + ",")
                    && !v.name().equals("draughts -small")) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }

    /** Every base variant and its -reverse form. */
    public static List<Variant> all() {
        return List.copyOf(BY_NAME.values());
    }

    /** The first words players type: "draughts", "checkers", "italian", ... */
    public static List<String> gameWords() {
        List<String> words = new ArrayList<>();
        for (Variant v : BY_NAME.values()) {
            String word = v.rules().name().split(" ")[0];
            if (!words.contains(word)) {
                words.add(word);
            }
        }
        return List.copyOf(words);
    }
}
