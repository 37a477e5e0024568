package pbm.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A family of games: the draughts variants, or the games that definitions state. */
public interface Family {

    /** For listings: "draughts", "chess and variants", ... */
    String name();

    /** The game words it hosts, in the order {@code list} shows them, each with a one-line summary. */
    List<GameWord> words();

    /**
     * The game a challenge names: a game word and option words ("-reverse", "-small", "-960"),
     * or empty when the word is not this family's or the options do not make one of its games.
     */
    Optional<Game> find(String word, List<String> options);

    /** The game with this stored {@link Game#name()}, exactly as it was stored. */
    Optional<Game> byName(String name);

    /**
     * The game a PDN/PGN record's tags name ({@code GameType}, {@code Variant}), or empty when
     * the tags name none of this family's games.
     */
    Optional<Game> byRecordTags(Map<String, String> tags);

    /** A game word with its one-line summary for {@code list} and {@code help index}. */
    record GameWord(String word, String summary) {
    }
}
