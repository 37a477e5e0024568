package pbm.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pbm.rules.Catalog;
import pbm.rules.Family;

/** The game words players type first, with a one-line summary each: every family's, in catalog order. */
final class GameCatalog {
    record Entry(String word, String summary) {
        String title() {
            return word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
        }
    }

    private static final List<Entry> ENTRIES = entriesOfEveryFamily();

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

    private static List<Entry> entriesOfEveryFamily() {
        List<Entry> entries = new ArrayList<>();
        for (Family family : Catalog.families()) {
            for (Family.GameWord word : family.words()) {
                entries.add(new Entry(word.word(), word.summary()));
            }
        }
        return List.copyOf(entries);
    }
}
