package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 30: the words a definition gives players to read (its title, side names, board
 * labels and its name) are printable, without bidirectional controls or control characters,
 * at most 60 characters; anything else is refused with the line and the rule.
 */
class DefinitionTextTest {

    /** The small valid game of {@link DefinitionErrorTest}, the line under test at line 10. */
    private static final String TEMPLATE = DefinitionErrorTest.TEMPLATE;

    private static String refusal(String line) {
        return assertThrows(DefinitionException.class,
                () -> DefinitionReader.read("mini.ini", TEMPLATE.formatted(line))).getMessage();
    }

    private static Rules read(String line) throws DefinitionException {
        return DefinitionReader.read("mini.ini", TEMPLATE.formatted(line)).get("mini");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // right-to-left override, embedding, isolates, marks, the Arabic letter mark
        "pbm.title = Tiny \u202Eessc | pbm.title | a title may not contain the bidirectional control U+202E",
        "pbm.title = Tiny \u202Achess | pbm.title | a title may not contain the bidirectional control U+202A",
        "pbm.title = Tiny \u2066chess | pbm.title | a title may not contain the bidirectional control U+2066",
        "pbm.title = Tiny \u2069chess | pbm.title | a title may not contain the bidirectional control U+2069",
        "pbm.title = Tiny\u200Fchess | pbm.title | a title may not contain the bidirectional control U+200F",
        "pbm.title = Tiny\u200Echess | pbm.title | a title may not contain the bidirectional control U+200E",
        "pbm.title = Tiny\u061Cchess | pbm.title | a title may not contain the bidirectional control U+061C",
        "pbm.title = Tiny\u0007chess | pbm.title | a title may not contain the control character U+0007",
        "pbm.title = Tiny\u0085chess | pbm.title | a title may not contain the control character U+0085",
        "pbm.title = Tiny\u001Bchess | pbm.title | a title may not contain the control character U+001B",
        "pbm.title = Tiny\u2028chess | pbm.title | a title may not contain the unprintable character U+2028",
        "pbm.title = Tiny\u200Bchess | pbm.title | a title may not contain the unprintable character U+200B",
        "pbm.title = Tiny\u00A0chess | pbm.title | a title may not contain the unprintable character U+00A0",
        "pbm.title = Tiny\uE000chess | pbm.title | a title may not contain the unprintable character U+E000",
        "pbm.sides = Wh\u202Eite Black | pbm.sides | a side name may not contain the bidirectional control U+202E",
        "pbm.sides = White Bl\u0000ack | pbm.sides | a side name may not contain the control character U+0000",
        "pbm.sides = White Bla\u2029ck | pbm.sides | a side name may not contain the unprintable character U+2029",
    })
    void unprintableTextIsRefusedWithItsLineAndRule(String line, String key, String rule) {
        assertEquals("mini.ini line 10, key \"" + key + "\": " + rule, refusal(line));
    }

    @Test
    void aTitleOrASideNameOfMoreThanSixtyCharactersIsRefused() throws DefinitionException {
        assertEquals("mini.ini line 10, key \"pbm.title\": a title may be at most 60 characters, this one has 5000",
                refusal("pbm.title = " + "x".repeat(5000)));
        assertEquals("mini.ini line 10, key \"pbm.sides\": a side name may be at most 60 characters, this one has 61",
                refusal("pbm.sides = White " + "B".repeat(61)));
        // sixty characters, counted as characters people see (an astral letter is one)
        assertEquals("x".repeat(60), read("pbm.title = " + "x".repeat(60)).title);
        String astral = "\uD835\uDC00".repeat(60);
        assertEquals(astral, read("pbm.title = " + astral).title);
        // letters of any script, punctuation and symbols are fine
        assertEquals("Échecs \u00AB\u4E2D\u56FD\u00BB \u2013 \u0634\u0637\u0631\u0646\u062C \u265A",
                read("pbm.title = Échecs \u00AB\u4E2D\u56FD\u00BB \u2013 \u0634\u0637\u0631\u0646\u062C \u265A").title);
    }

    @Test
    void aLoneSurrogateIsUnprintable() {
        assertEquals("mini.ini line 10, key \"pbm.title\": a title may not contain the unprintable character U+D835",
                refusal("pbm.title = Tiny\uD835chess"));
    }

    @Test
    void theSectionNameIsCheckedAsATitleIs() {
        String rlo = TEMPLATE.formatted("").replace("[mini]", "[mi\u202Eni]");
        assertEquals("mini.ini line 2, key \"[name]\": a game's name may not contain the bidirectional control U+202E",
                assertThrows(DefinitionException.class, () -> DefinitionReader.read("mini.ini", rlo)).getMessage());
        String longName = TEMPLATE.formatted("").replace("[mini]", "[" + "m".repeat(61) + "]");
        assertEquals("mini.ini line 2, key \"[name]\": a game's name may be at most 60 characters, this one has 61",
                assertThrows(DefinitionException.class, () -> DefinitionReader.read("mini.ini", longName))
                        .getMessage());
    }

    @Test
    void labelsAreOnePrintableLetterOrDigit() throws DefinitionException {
        assertEquals("mini.ini line 10, key \"pbm.labels\": a label may not contain the bidirectional control U+202E",
                refusal("pbm.labels = P:X p:\u202E"));
        assertEquals("mini.ini line 10, key \"pbm.labels\": a label may not contain the control character U+0007",
                refusal("pbm.labels = P:\u0007 p:O"));
        Rules rules = read("pbm.labels = P:X p:O");
        assertEquals('X', rules.labels[0][rules.typeOf('p')]);
    }

    @Test
    void everyShippedGameStillReads() {
        for (pbm.rules.Family.GameWord word : FairyFamily.INSTANCE.words()) {
            assertEquals(true, pbm.games.Catalog.byName(word.word()).isPresent(), word.word());
        }
    }
}
