package pbm.command;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Command words: case-insensitive, and any unambiguous prefix of four letters or more is accepted. */
final class Verbs {
    private static final int SHORTEST_PREFIX = 4;

    private Verbs() {
    }

    /** The verb of {@code verbs} that {@code word} names, if exactly one. */
    static Optional<String> match(String word, List<String> verbs) {
        if (word == null) {
            return Optional.empty();
        }
        String lower = word.toLowerCase(Locale.ROOT);
        if (verbs.contains(lower)) {
            return Optional.of(lower);
        }
        if (lower.length() < SHORTEST_PREFIX) {
            return Optional.empty();
        }
        List<String> candidates = verbs.stream().filter(v -> v.startsWith(lower)).toList();
        return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
    }
}
