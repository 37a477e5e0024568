package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.help.HelpPages;

/**
 * The help pages of the games made from Fairy-Stockfish's variants: each exists and its
 * sample opening is legal, move by move.
 */
class VariantHelpSamplesTest {

    @ParameterizedTest
    @ValueSource(strings = {"nightrider", "grasshopper", "amazon", "almost", "sortofalmost", "chigorin",
        "hoppelpoppel", "newzealand", "torpedo", "knightmate", "centaur", "chancellor", "modern", "embassy",
        "janus", "courier", "aiwok", "legan", "kingofthehill", "racingkings", "threecheck", "antichess",
        "giveaway", "codrus", "losers", "horde", "extinction", "kinglet", "threekings", "breakthrough",
        "berolina", "pawnsideways", "pawnback", "clobber", "jesonmor", "tencubed", "pocketknight", "euroshogi", "coregal",
        "glinski", "mccooey", "shafran", "byzantine"})
    void pageExistsAndItsSampleOpeningIsLegal(String game) throws Exception {
        String page = HelpPages.fromClasspath().page(game).orElseThrow();
        assertTrue(page.contains("  " + game + " challenge alice bob"), game);
        List<String> moves = Games.helpSample(game);
        assertTrue(moves.size() >= 3, game + ": " + moves);
        Games.play(Games.start(game), moves.toArray(new String[0]));
    }
}
