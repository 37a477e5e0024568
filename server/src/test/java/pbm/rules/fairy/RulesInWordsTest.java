package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.testing.DefinitionTexts;

/**
 * The rules in words that {@code help GAME} shows under every game by data (issue 14), and
 * the budget a defined game in progress runs within.
 */
class RulesInWordsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "fmWfcF|moves one square forward, captures one square diagonally forward",
        "mfWcfF|moves one square forward, captures one square diagonally forward",
        "N|moves or captures by jumping like a knight (two squares one way, one to the side)",
        "K|moves or captures one square in any direction",
        "Q|moves or captures any number of squares in any direction",
        "R|moves or captures any number of squares orthogonally",
        "fR|moves or captures any number of squares forward",
        "WfF|moves or captures one square orthogonally, moves or captures one square diagonally forward",
        "FfW|moves or captures one square diagonally, moves or captures one square forward",
        "fsW|moves or captures one square forward or sideways",
        "mRcpR|moves any number of squares orthogonally, captures by jumping over exactly one piece,"
            + " any number of squares orthogonally",
        "nN|moves or captures by jumping like a knight (two squares one way, one to the side)"
            + " (not when the square in between is occupied)",
        "ffN|moves or captures by jumping like a knight (two squares one way, one to the side),"
            + " 2 of its 8 directions: forward",
        "R4|moves or captures up to 4 squares orthogonally",
        "ifmnD|moves by jumping two squares orthogonally, 1 of its 4 directions: forward"
            + " (not when the square in between is occupied) (only on its first move)",
    })
    void betzaInPlainWords(String betza, String words) throws Exception {
        assertEquals(words, RulesInWords.moves(Betza.read(betza)));
    }

    static List<String> shipped() {
        return FairyFamily.INSTANCE.names();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void everyShippedGameHasItsRulesInWordsAsAMailReadsThem(String name) {
        FairyGame game = (FairyGame) FairyFamily.INSTANCE.byName(name).orElseThrow();
        String text = game.rulesInWords();
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= 72, name + ": a line over 72 columns: " + line);
        }
        String board = switch (game.rules.geometry.layout) {
            case SQUARE -> "Board: " + game.rules.width + " files";
            case HEXAGONAL -> "Board: hexagonal, " + game.rules.geometry.cells() + " hexagons";
            case HORIZONTAL_HEXAGONAL -> "Board: horizontal hexagonal (Game Courier's), " + game.rules.geometry.cells();
            case CIRCULAR -> "Board: circular, " + game.rules.height + " rings";
        };
        assertTrue(text.contains(board), text);
        for (PieceType piece : game.rules.pieces) {
            assertTrue(text.contains("\n  " + Character.toUpperCase(piece.letter()) + " " + piece.spoken() + ": "),
                    name + " lacks " + piece.name() + ":\n" + text);
        }
        assertTrue(text.contains("The game ends: "), text);
        assertEquals(game.rules.hands, text.contains("Drops: "), text);
    }

    @Test
    void promotionChoicesBySideAndRoyalPiecesBesideTheKingAreSaid() {
        String chigorin = ((FairyGame) FairyFamily.INSTANCE.byName("chigorin").orElseThrow()).rulesInWords()
                .replaceAll("\\s+", " ");
        assertTrue(chigorin.contains("White's pawn that reaches the promotion zone must promote to chancellor, rook"
                + " or knight."), chigorin);
        assertTrue(chigorin.contains("Black's pawn that reaches the promotion zone must promote to queen, rook or"
                + " bishop."), chigorin);
        String coregal = ((FairyGame) FairyFamily.INSTANCE.byName("coregal").orElseThrow()).rulesInWords()
                .replaceAll("\\s+", " ");
        assertTrue(coregal.contains("Royal too: the queen may not be left attacked"), coregal);
    }

    /**
     * A defined game can reach positions with more moves than its start: 20 piece types in
     * hand on a 16x16 board drop on over 5,000 squares. The move buffers are sized by the
     * rules' bound, so the position plays on.
     */
    @Test
    void aDefinedGameWithMoreMovesLaterThanAtItsStartPlaysOn() {
        Catalog.Checked checked = Catalog.check("huge.ini", DefinitionTexts.huge("A"));
        assertTrue(checked.ok(), checked.error());
        Game game = checked.game();
        Play later = game.start(DefinitionTexts.hugeFen(DefinitionTexts.HUGE_HAND));
        List<pbm.rules.Ply> moves = later.legalMoves();
        assertTrue(moves.size() > 5000, String.valueOf(moves.size()));
        assertTrue(later.read("B@c3") instanceof pbm.rules.MoveRead.Legal, later.read("B@c3").toString());
        assertFalse(later.play(moves.get(moves.size() - 1)).legalMoves().isEmpty());
    }
}
