package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The sample openings of the drop games' help pages are legal, move by move. */
class DropHelpSamplesTest {

    @ParameterizedTest
    @ValueSource(strings = {"crazyhouse", "shogi", "minishogi", "garrison"})
    void sampleOpeningIsLegal(String game) throws Exception {
        List<String> moves = Games.helpSample(game);
        assertTrue(moves.size() >= 3, game + ": " + moves);
        Games.play(Games.start(game), moves.toArray(new String[0]));
    }
}
