package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VariantsTest {

    private static Variant named(String name) {
        return DraughtsFamily.variant(name).orElseThrow(() -> new AssertionError("unknown " + name));
    }

    @Test
    void namesAndAliasesResolve() {
        assertEquals("draughts", named("Draughts").name());
        assertSame(named("draughts -small"), named("draughts-small"));
        assertSame(named("canadian"), named("draughts -large"));
        assertSame(named("canadian"), named("DRAUGHTS-LARGE"));
        assertEquals("checkers -reverse", named("checkers -misere").name());
        assertEquals("checkers -reverse", named("checkers -losing").name());
        assertEquals("draughts -small -reverse", named("draughts -reverse -small").name());
        assertEquals("canadian -reverse", DraughtsFamily.variant("draughts", List.of("-large", "-losing")).orElseThrow().name());
        assertTrue(DraughtsFamily.variant("chess").isEmpty());
        assertTrue(DraughtsFamily.variant("checkers -small").isEmpty());
        assertTrue(DraughtsFamily.variant("draughts -small -large").isEmpty());
        assertTrue(DraughtsFamily.variant("").isEmpty());
    }

    @Test
    void theFormsOfPoolCheckersFollowTheGameTypeTable() {
        Variant unified = named("pool -unified");
        assertEquals(unified, DraughtsFamily.variant("pool", List.of("-unified")).orElseThrow());
        assertEquals("23,W,8,8,A0,0", unified.gameType());
        assertEquals(Side.WHITE, unified.firstSide());
        assertTrue(unified.geometry().isPlayable(0, 0), "a1 is dark, as in Russian");
        assertFalse(unified.geometry().numericNotation());

        Variant jamaican = named("jamaican");
        assertEquals("23,W,8,8,A1,1", jamaican.gameType());
        assertEquals(Side.WHITE, jamaican.firstSide());
        assertFalse(jamaican.geometry().isPlayable(0, 0), "the dark corner is at the bottom right");
        assertTrue(jamaican.geometry().isPlayable(7, 0));

        Variant zimbabwean = named("zimbabwean");
        assertEquals("23,W,8,8,A0,0", zimbabwean.gameType(), "the table's GameType, invert flag 0");
        assertFalse(zimbabwean.geometry().isPlayable(0, 0), "played on the light squares");
        assertTrue(zimbabwean.geometry().isPlayable(1, 0));
        assertEquals("Reverse Zimbabwean Pool Checkers", named("zimbabwean -reverse").title());
        for (Variant v : List.of(unified, jamaican, zimbabwean)) {
            assertEquals(named("pool").rules().precedence(), v.rules().precedence());
            assertEquals(named("pool").rules().flyingKings(), v.rules().flyingKings());
            assertEquals(named("pool").rules().manCaptures(), v.rules().manCaptures());
        }
    }

    @Test
    void registryHoldsEveryVariantAndItsReverse() {
        assertEquals(34, DraughtsFamily.variants().size());
        assertEquals(List.of("draughts", "canadian", "checkers", "italian", "pool", "jamaican", "zimbabwean",
                "spanish", "russian",
                "brazilian", "portuguese", "czech", "turkish", "thai", "frisian"), DraughtsFamily.gameWords());
        assertTrue(named("frisian -losing").reverse());
        assertEquals("Reverse Turkish Draughts", named("turkish -misere").title());
        assertTrue(named("russian -reverse").reverse());
        assertEquals("Reverse Checkers", named("checkers -reverse").title());
    }

    @Test
    void gameTypesFollowThePdnTable() {
        Map<String, String> expected = Map.ofEntries(
                Map.entry("draughts", "20,W,10,10,N2,0"), Map.entry("checkers", "21,B,8,8,N1,0"),
                Map.entry("italian", "22,W,8,8,N2,1"), Map.entry("pool", "23,B,8,8,N1,0"),
                Map.entry("spanish", "24,W,8,8,N1,1"), Map.entry("russian", "25,W,8,8,A0,0"),
                Map.entry("brazilian", "26,W,8,8,A0,0"), Map.entry("draughts -small", "26,W,8,8,A0,0"),
                Map.entry("canadian", "27,W,12,12,N2,0"), Map.entry("portuguese", "28,W,8,8,N1,1"),
                Map.entry("czech", "29,W,8,8,A0,0"), Map.entry("turkish", "30,W,8,8,A0,0"),
                Map.entry("thai", "31,B,8,8,N2,0"), Map.entry("frisian", "40,W,10,10,N2,0"));
        expected.forEach((name, gameType) -> assertEquals(gameType, named(name).gameType(), name));
        assertEquals(Side.BLACK, named("checkers").firstSide());
        assertEquals(Side.BLACK, named("pool").firstSide());
        assertEquals(Side.WHITE, named("italian").firstSide());
        assertEquals("draughts", DraughtsFamily.byGameType("20").orElseThrow().name());
        assertEquals("checkers", DraughtsFamily.byGameType("21,B,8,8,N1,0").orElseThrow().name());
        assertEquals("turkish", DraughtsFamily.byGameType("30").orElseThrow().name());
        assertEquals("thai", DraughtsFamily.byGameType("31,B,8,8,N2,0").orElseThrow().name());
        assertEquals("frisian", DraughtsFamily.byGameType("40").orElseThrow().name());
        assertEquals("pool", DraughtsFamily.byGameType("23").orElseThrow().name());
        assertEquals("pool", DraughtsFamily.byGameType("23,B,8,8,N1,0").orElseThrow().name());
        assertEquals("pool -unified", DraughtsFamily.byGameType("23,W,8,8,A0,0").orElseThrow().name());
        assertEquals("jamaican", DraughtsFamily.byGameType("23,W,8,8,A1,1").orElseThrow().name());
        assertTrue(DraughtsFamily.byGameType("41,W,10,8,A0,0").isEmpty(), "Spantsiretti: no published rules found");
        assertEquals(Side.BLACK, named("thai").firstSide());
    }

    @Test
    void initialPositionsPutWhiteAtTheBottom() {
        Position checkers = named("checkers").initialPosition();
        assertEquals(Side.BLACK, checkers.sideToMove());
        assertEquals(Piece.BLACK_MAN, checkers.pieceAt(1, 7));   // b8
        assertEquals(Piece.WHITE_MAN, checkers.pieceAt(0, 0));   // a1
        assertEquals(Piece.BLACK_MAN, checkers.pieceAt(1));
        assertEquals(Piece.WHITE_MAN, checkers.pieceAt(32));
        assertEquals(30, named("canadian").initialPosition().count(Piece.WHITE_MAN));
        assertEquals(12, named("italian").initialPosition().count(Piece.BLACK_MAN));
    }

    @Test
    void reverseVariantsHaveTheSameMoves() {
        for (String game : List.of("draughts", "turkish", "thai", "frisian")) {
            Variant v = named(game + " -reverse");
            assertEquals(Perft.count(named(game).initialPosition(), 4), Perft.count(v.initialPosition(), 4), game);
        }
    }
}
