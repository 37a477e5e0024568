package pbm.command;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The game words players type first, with a one-line summary each. */
final class GameCatalog {
    record Entry(String word, String summary) {
        String title() {
            return word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
        }
    }

    private static final List<Entry> ENTRIES = List.of(
            new Entry("draughts", "International draughts, 10x10 (-small 8x8, -large 12x12)"),
            new Entry("canadian", "Canadian draughts, 12x12, international rules"),
            new Entry("checkers", "English draughts / American checkers, 8x8"),
            new Entry("italian", "Italian draughts, 8x8"),
            new Entry("pool", "American pool checkers, 8x8 (-unified: White first, algebraic)"),
            new Entry("jamaican", "Jamaican draughts, 8x8, pool rules, dark corner at the right"),
            new Entry("zimbabwean", "Zimbabwean pool checkers, 8x8, on the light squares"),
            new Entry("spanish", "Spanish draughts, 8x8"),
            new Entry("russian", "Russian draughts, 8x8"),
            new Entry("brazilian", "Brazilian draughts, 8x8, international rules"),
            new Entry("portuguese", "Portuguese draughts, 8x8"),
            new Entry("czech", "Czech draughts, 8x8"),
            new Entry("turkish", "Turkish draughts, 8x8, orthogonal moves"),
            new Entry("thai", "Thai draughts, 8x8"),
            new Entry("frisian", "Frisian draughts, 10x10, orthogonal captures too"));

    private GameCatalog() {
    }

    static List<Entry> entries() {
        return ENTRIES;
    }

    static Optional<Entry> find(String word) {
        if (word == null) {
            return Optional.empty();
        }
        String lower = word.toLowerCase(Locale.ROOT);
        return ENTRIES.stream().filter(e -> e.word().equals(lower)).findFirst();
    }
}
