package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftCommandTest {
    @TempDir
    Path dir;

    /** The counts, with the seconds column (which varies) checked for its form only. */
    private static String countsOnly(String out) {
        StringBuilder counts = new StringBuilder();
        for (String line : out.split("\n")) {
            String[] fields = line.split("\t");
            assertEquals(3, fields.length, line);
            assertTrue(fields[2].matches("\\d+\\.\\d{3}"), line);
            counts.append(fields[0]).append('\t').append(fields[1]).append('\n');
        }
        return counts.toString();
    }

    @Test
    void oneLinePerDepthWithTheCountAndTheSeconds() {
        Cli.Run run = new Cli(dir).runExactly("", "perft", "--game", "checkers", "--depth", "5");
        assertEquals(0, run.code(), run.err());
        assertEquals("1\t7\n2\t49\n3\t302\n4\t1469\n5\t7361\n", countsOnly(run.out()));
    }

    @Test
    void optionsMayBeJoinedToTheGameName() {
        Cli.Run spaced = new Cli(dir).runExactly("", "perft", "--game", "draughts -large", "--depth", "3");
        Cli.Run joined = new Cli(dir).runExactly("", "perft", "--game", "draughts-large", "--depth", "3");
        assertEquals("1\t11\n2\t121\n3\t1222\n", countsOnly(spaced.out()));
        assertEquals(countsOnly(spaced.out()), countsOnly(joined.out()));
    }

    /**
     * A definition file is counted before it is defined: Gardner's minichess, as
     * Fairy-Stockfish's built-in "gardner" states it; 7, 53, 506 are the counts its
     * {@code go perft} gives (commit c19b5f6c, run outside this repository).
     */
    @Test
    void aDefinitionFileIsCountedBeforeItIsDefined() throws Exception {
        Path file = dir.resolve("gardner.ini");
        java.nio.file.Files.writeString(file, String.join("\n", "[gardner]", "maxFile = 5", "maxRank = 5",
                "pawn = p", "knight = n", "bishop = b", "rook = r", "queen = q", "king = k",
                "startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", "promotionRegionWhite = *5",
                "promotionRegionBlack = *1", "doubleStep = false", "castling = false", ""));
        Cli.Run run = new Cli(dir).runExactly("", "perft", "--definition", file.toString(), "--depth", "3");
        assertEquals(0, run.code(), run.err());
        assertEquals("1\t7\n2\t53\n3\t506\n", countsOnly(run.out()));

        java.nio.file.Files.writeString(file, "[bad]\ncustomPiece1 = a:Yf\n");
        Cli.Run bad = new Cli(dir).runExactly("", "perft", "--definition", file.toString(), "--depth", "1");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("customPiece1") && bad.err().contains("'Y'"), bad.err());
        Cli.Run neither = new Cli(dir).runExactly("", "perft", "--depth", "1");
        assertEquals(ExitCodes.USAGE, neither.code());
        assertTrue(neither.err().contains("give --game NAME or --definition FILE"), neither.err());
    }

    @Test
    void divideListsEachFirstMoveThenTheTotal() {
        Cli.Run run = new Cli(dir).runExactly("", "perft", "--game", "draughts", "--depth", "2", "--divide");
        assertEquals(0, run.code(), run.err());
        String[] lines = run.out().split("\n");
        assertEquals(10, lines.length, run.out());
        long sum = 0;
        for (int i = 0; i < 9; i++) {
            assertTrue(lines[i].matches("\\d+-\\d+\t9"), lines[i]);
            sum += Long.parseLong(lines[i].split("\t")[1]);
        }
        assertTrue(lines[9].matches("total\t81\t\\d+\\.\\d{3}"), lines[9]);
        assertEquals(81, sum);
    }

    @Test
    void aFenStartsFromThatPosition() {
        Cli.Run run = new Cli(dir).runExactly("", "perft", "--game", "draughts", "--fen", "W:W28:B22,19", "--depth", "1");
        assertEquals("1\t1\n", countsOnly(run.out()), "the capture 28x17 is compulsory, so 28-23 is not a move");
    }

    @Test
    void badUsage() {
        assertEquals(2, new Cli(dir).runExactly("", "perft", "--game", "nosuchgame", "--depth", "2").code());
        assertEquals(2, new Cli(dir).runExactly("", "perft", "--game", "draughts", "--depth", "0").code());
        assertEquals(2, new Cli(dir).runExactly("", "perft", "--game", "draughts", "--fen", "nonsense", "--depth", "1").code());
        assertEquals(2, new Cli(dir).runExactly("", "perft", "--depth", "1").code());
    }
}
