package pbm.pdn;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game read from a PDN file: its tag pairs in file order, its moves as written (move numbers,
 * comments and variations removed) and its result token ("1-0", "0-1", "1/2-1/2", "*", ... or the
 * Result tag when the movetext has none).
 */
public record PdnGame(Map<String, String> tags, List<String> moves, String result) {

    public PdnGame {
        tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    public Optional<String> tag(String name) {
        return Optional.ofNullable(tags.get(name));
    }
}
