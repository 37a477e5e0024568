package pbm.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pbm.rules.draughts.DraughtsFamily;
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

    /** Every game word of every family. */
    public static List<String> words() {
        List<String> words = new ArrayList<>();
        for (Family family : FAMILIES) {
            for (Family.GameWord word : family.words()) {
                words.add(word.word());
            }
        }
        return List.copyOf(words);
    }
}
