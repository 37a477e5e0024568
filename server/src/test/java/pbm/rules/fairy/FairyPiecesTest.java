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
}
