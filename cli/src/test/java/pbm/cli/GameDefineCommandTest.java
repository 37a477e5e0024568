package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code pbm game define FILE} and {@code pbm game undefine NAME} (issue 14), through {@link Main#run}. */
class GameDefineCommandTest {
    /** Gardner's minichess, as Fairy-Stockfish's built-in "gardner" states it (src/variant.cpp). */
    static final String GARDNER = String.join("\n", "[gardner]", "maxFile = 5", "maxRank = 5", "pawn = p",
            "knight = n", "bishop = b", "rook = r", "queen = q", "king = k",
            "startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", "promotionRegionWhite = *5",
            "promotionRegionBlack = *1", "doubleStep = false", "castling = false", "pbm.title = Gardner minichess", "");

    @TempDir
    Path dir;

    Cli cli;

    @BeforeEach
    void setUp() {
        cli = new Cli(dir);
    }

    private Path file(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    void theAdminDefinesAGamePlayersPlayItAndItStaysWhileBoardsExist() throws Exception {
        Cli.Run defined = cli.run("game", "define", file("gardner.ini", GARDNER).toString());
        assertEquals(new Cli.Run(0, "defined gardner version 1 (Gardner minichess, by admin); perft from the start:"
                + " 7 moves, 53 positions after two\n", ""), defined);
        assertEquals(new Cli.Run(0, "already stored, unchanged: gardner version 1 (Gardner minichess, by admin);"
                + " perft from the start: 7 moves, 53 positions after two\n", ""),
                cli.run("game", "define", file("gardner.ini", GARDNER).toString()));
        Cli.Run again = cli.run("game", "define", "--author", "carol", file("gardner.ini", GARDNER).toString());
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().startsWith("redefined gardner version 2"), again.out());

        cli.mail("alice@example.org", "signup alice apw");
        cli.mail("bob@example.org", "signup bob bpw");
        cli.mail("alice@example.org", "gardner challenge alice bob");
        cli.mail("alice@example.org", "gardner move 101 alice apw Nc3");
        Cli.Run list = cli.run("game", "list", "--game", "gardner");
        assertTrue(list.out().contains("gardner") && list.out().contains("alice, bob"), list.out());

        assertEquals(new Cli.Run(1, "", "pbm game undefine: gardner cannot be removed: 1 board is in progress. A game"
                + " is removed only when nobody plays it\n"), cli.run("game", "undefine", "gardner"));
        Path pgn = dir.resolve("out.pgn");
        assertEquals(0, cli.run("game", "export", "--all", pgn.toString()).code());
        String text = Files.readString(pgn);
        assertTrue(text.contains("[Variant \"gardner\"]") && text.contains("1. Nc3 *"), text);
    }

    @Test
    void aGameNobodyPlaysIsRemoved() throws Exception {
        assertEquals(0, cli.run("game", "define", file("gardner.ini", GARDNER).toString()).code());
        assertEquals(new Cli.Run(0, "removed gardner\n", ""), cli.run("game", "undefine", "gardner"));
        assertEquals(new Cli.Run(1, "", "pbm game undefine: There is no defined game gardner; mail \"list\" for the"
                + " games\n"), cli.run("game", "undefine", "gardner"));
    }

    static Stream<Arguments> mistakes() {
        return Stream.of(
                Arguments.of("maxFile = 5", "maxFile = 17",
                        "gardner.ini line 2, key \"maxFile\": 17 is out of range: the board may be at most 16x16"),
                Arguments.of("king = k", "king = k\ncustomPiece1 = a:fX",
                        "gardner.ini line 10, key \"customPiece1\": unsupported Betza atom 'X'"),
                Arguments.of("[gardner]", "[chess]", "gardner.ini: the name [chess] is a game this server ships"),
                Arguments.of("[gardner]", "[undefine]",
                        "gardner.ini: the name [undefine] is a command word of this server"));
    }

    @ParameterizedTest(name = "{2}")
    @MethodSource("mistakes")
    void aBadDefinitionIsRefusedNamingItsLineAndKey(String from, String to, String expected) throws Exception {
        Cli.Run run = cli.run("game", "define", file("gardner.ini", GARDNER.replace(from, to)).toString());
        assertEquals(1, run.code(), run.out());
        assertTrue(run.err().startsWith("pbm game define: " + expected), run.err());
    }
}
