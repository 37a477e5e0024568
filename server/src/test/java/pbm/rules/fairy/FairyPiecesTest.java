package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A definition full of fairy pieces (cannon mRcpR, horse nN, elephant nA, Janggi elephant
 * nZ, grasshopper gQ, nightrider NN, soldier fsW, limited rider R3B2) on 10x10, in
 * {@code perft/fairytest.ini}: the same file loads in Fairy-Stockfish, whose counts
 * ({@code setoption name VariantPath}, {@code go perft}, built from commit c19b5f6c) these are.
 */
class FairyPiecesTest {

    @Test
    void genericGeneratorAgreesWithFairyStockfish() throws Exception {
        String text = Files.readString(Path.of("src/test/java/pbm/rules/fairy/perft/fairytest.ini"));
        Rules rules = DefinitionReader.read("fairytest.ini", text).get("fairytest");
        FairyGame game = new FairyGame("fairytest", "fairytest", rules);
        long[] expected = {35, 881, 30204, 805129};
        for (int depth = 1; depth <= expected.length; depth++) {
            assertEquals(expected[depth - 1], Perft.count(game.board(rules.startFen), depth), "depth " + depth);
        }
    }

    @Test
    void sixteenBySixteenBoardsWork() throws Exception {
        String text = String.join("\n", "[big]", "maxRank = 16", "maxFile = 16", "king = k", "rook = r",
                "startFen = k14r/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K14R w - - 0 1", "castling = false", "");
        Rules rules = DefinitionReader.read("big.ini", text).get("big");
        FairyGame game = new FairyGame("big", "big", rules);
        assertEquals(32, Perft.count(game.board(rules.startFen), 1));
        pbm.rules.Play p = game.start(rules.startFen);
        assertEquals("Rxp16+", Games.san(p, "p1-p16"));
        assertEquals("k14R/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 b - - 0 1", Games.play(p, "Rxp16").fen());
        assertEquals("p", p.grid().fileLabel(15));
        assertEquals("16", p.grid().rankLabel(15));
    }
}
