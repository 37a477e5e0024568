package pbm.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class PdnReaderTest {

    @Test
    void readsTagsMovesAndResultOfSeveralGames() {
        String text = """
                [Event "Test"]
                [GameType "20"]
                [Result "1-0"]

                  1. 33-29 17-21 {a comment}  2. 39-33 (2. 38-33 21-26) 21-26 $1
                  3. 44-39! 1- 6  4. 47x 9 1-0

                [Event "Second"]
                1. 11-15 23-18 2.
                8-11 1/2-1/2
                """;
        List<PdnGame> games = PdnReader.read(text);
        assertEquals(2, games.size());
        PdnGame first = games.get(0);
        assertEquals("Test", first.tag("Event").orElseThrow());
        assertEquals("20", first.tag("GameType").orElseThrow());
        assertEquals(List.of("33-29", "17-21", "39-33", "21-26", "44-39", "1-6", "47x9"), first.moves());
        assertEquals("1-0", first.result());
        PdnGame second = games.get(1);
        assertEquals(List.of("11-15", "23-18", "8-11"), second.moves());
        assertEquals("1/2-1/2", second.result());
        assertEquals(1, second.tags().size());
    }

    @Test
    void takesTheResultTagWhenTheMovetextHasNone() {
        List<PdnGame> games = PdnReader.read("[Result \"0-1\"]\n1. 32-28 19-23\n");
        assertEquals(1, games.size());
        assertEquals("0-1", games.get(0).result());
        assertEquals(List.of("32-28", "19-23"), games.get(0).moves());
    }
}
