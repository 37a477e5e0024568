package pbm.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pbm.rules.DefinedGames;
import pbm.rules.Family;

/**
 * The catalog is the one place that knows game words (issue 31): shipped words in any case, a
 * defined game by its name, and no lookup of definitions for a word no game may be called.
 */
class CatalogWordTest {
    /** The defined games of a store holding one definition, "tiny" by alice; remembers what was asked. */
    private static final class OneDefinition implements DefinedGames {
        final List<String> asked = new ArrayList<>();

        @Override
        public List<Definition> newest() {
            return List.of(new Definition("tiny", 1, "alice", "[tiny:chess]\n"));
        }

        @Override
        public Optional<Definition> version(String name, int version) {
            asked.add(name);
            return name.equals("tiny") ? Optional.of(newest().get(0)) : Optional.empty();
        }
    }

    @Test
    void shippedWordsInAnyCaseThenDefinedNamesAndNothingElse() {
        OneDefinition defined = new OneDefinition();
        assertEquals("chess", Catalog.word("CHESS", defined).orElseThrow().word());
        assertEquals("Chess", Catalog.title(Catalog.word("Chess", defined).orElseThrow().word()));
        assertEquals(List.of(), defined.asked, "a shipped word asks no store");

        Family.GameWord tiny = Catalog.word("Tiny", defined).orElseThrow();
        assertEquals("tiny", tiny.word());
        assertEquals("Tiny", Catalog.title(tiny.word()));
        assertTrue(tiny.summary().contains("defined by alice"), tiny.summary());

        assertTrue(Catalog.word("frobnicate", defined).isEmpty());
        assertEquals(List.of("tiny", "frobnicate"), defined.asked);
        assertTrue(Catalog.word("34-29", defined).isEmpty());
        assertTrue(Catalog.word("x", defined).isEmpty());
        assertEquals(List.of("tiny", "frobnicate"), defined.asked, "no game may be called 34-29 or x");
    }

    @Test
    void theNamePatternAWordIsLookedUpByIsTheOneADefinitionIsCheckedAgainst() {
        Catalog.Checked checked = Catalog.check("x.ini", "[x:chess]\n");
        assertTrue(!checked.ok() && checked.error().contains("2 to 20 letters and digits"), checked.error());
    }
}
