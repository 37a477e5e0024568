package pbm.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import pbm.games.Catalog;
import pbm.rules.DefinedGames;
import pbm.rules.Family;

/** The game words players type first, with a one-line summary each: every family's, in catalog order. */
final class GameCatalog {
    record Entry(String word, String summary) {
        String title() {
            return word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
        }
    }

    /** "Chess", "Mygame": the title of a game word in subjects. */
    static String title(String word) {
        return new Entry(word.toLowerCase(Locale.ROOT), "").title();
    }

    private static final List<Entry> ENTRIES = entriesOfEveryFamily();

    private GameCatalog() {
    }

    static List<Entry> entries() {
        return ENTRIES;
    }

    /** The entry of a shipped game word, or of a defined game's ({@code defined}, read per lookup). */
    static Optional<Entry> find(String word, DefinedGames defined) {
        if (word == null) {
            return Optional.empty();
        }
        String lower = word.toLowerCase(Locale.ROOT);
        Optional<Entry> shipped = ENTRIES.stream().filter(e -> e.word().equals(lower)).findFirst();
        if (shipped.isPresent() || !lower.matches("[a-z][a-z0-9]{1,19}")) {
            return shipped;
        }
        return defined.version(lower, 0).map(d -> new Entry(lower, d.name() + ", defined by " + d.author()));
    }

    /** The defined games' entries, after the shipped ones in {@code list}. */
    static List<Entry> defined(DefinedGames defined) {
        List<Entry> entries = new ArrayList<>();
        for (Family.GameWord word : Catalog.definedWords(defined)) {
            entries.add(new Entry(word.word(), word.summary()));
        }
        return entries;
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
