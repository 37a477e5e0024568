package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The sample openings of the drop games' help pages are legal, move by move. */
class DropHelpSamplesTest {

    @ParameterizedTest
    @ValueSource(strings = {"crazyhouse", "shogi", "minishogi", "garrison"})
    void sampleOpeningIsLegal(String game) throws Exception {
        String page;
        try (InputStream in = DropHelpSamplesTest.class.getClassLoader().getResourceAsStream("help/" + game + ".txt")) {
            assertNotNull(in, game);
            page = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Matcher m = Pattern.compile("(?m)^  " + game + " move 101 \\w+ secret (\\S+)$").matcher(page);
        List<String> moves = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(1));
        }
        assertTrue(moves.size() >= 3, game + ": " + moves);
        Games.play(Games.start(game), moves.toArray(new String[0]));
    }
}
