package pbm.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 30: a tag value is a PGN/PDN string: a quote and a backslash are escaped by a
 * backslash, a line break or another control character becomes a space, and a tag name is
 * a symbol; so whatever a value holds, the record reads back as one game with the same tags.
 */
class PdnTagEscapingTest {

    @Test
    void quotesBackslashesAndBracketsInAValueReadBackAsWritten() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Tiny \"chess\"] [Result \"0-1\"] \\ board 101");
        tags.put("White", "alice");
        tags.put("Black", "bob");
        tags.put("Result", "1-0");
        tags.put("WhiteSide", "Wh\"][Result_\"1-0\"]\\");
        tags.put("BlackSide", "[Bl]a\\\"ck");
        String text = PdnWriter.write(new PdnGame(tags, List.of("e4", "e5"), "1-0"));
        assertEquals("[Event \"Tiny \\\"chess\\\"] [Result \\\"0-1\\\"] \\\\ board 101\"]", text.lines().findFirst()
                .orElseThrow());
        List<PdnGame> back = PdnReader.read(text + "\n" + text);
        assertEquals(2, back.size(), text);
        for (PdnGame game : back) {
            assertEquals(tags, game.tags(), text);
            assertEquals(List.of("e4", "e5"), game.moves());
            assertEquals("1-0", game.result());
        }
    }

    @Test
    void aLineBreakOrAControlCharacterInAValueIsASpace() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "two\nlines\r\n[Result \"0-1\"]\u2028and\u0000more\ttabs");
        String text = PdnWriter.write(new PdnGame(tags, List.of(), "*"));
        assertEquals("[Event \"two lines  [Result \\\"0-1\\\"] and more tabs\"]\n\n*\n", text);
        assertEquals(Map.of("Event", "two lines  [Result \"0-1\"] and more tabs"), PdnReader.read(text).get(0).tags());
    }

    @Test
    void aTagNameIsASymbol() {
        assertEquals("[White____Result__ \"x\"]", PdnWriter.tag("White\"] [Result \"", "x"));
        assertEquals("[Sente \"alice\"]", PdnWriter.tag("Sente", "alice"));
    }

    @Test
    void aValueWithAnUnclosedStringDoesNotSwallowTheNextLines() {
        List<PdnGame> games = PdnReader.read("[Event \"broken]\n[White \"ann\"]\n[Result \"1-0\"]\n1. e4 1-0\n");
        assertEquals(1, games.size());
        assertEquals("ann", games.get(0).tag("White").orElseThrow());
        assertEquals(List.of("e4"), games.get(0).moves());
    }
}
