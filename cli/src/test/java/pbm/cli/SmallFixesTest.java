package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.pdn.PdnReader;

/** The review's small admin findings, each with the behaviour it asked for. */
class SmallFixesTest {
    @TempDir
    Path dir;

    @Test
    void helpOfASubcommandShowsItsUsage() {
        Cli.Run run = new Cli(dir).runExactly("", "help", "user", "add");

        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("Usage: pbm user add "), run.out());
    }

    @Test
    void deliveringAFileThatIsNotThereExits1AndStoresNothing() {
        Path data = dir.resolve("data");
        Cli.Run run = Cli.withoutDatabase(data).run("deliver", dir.resolve("missing.eml").toString());

        assertEquals(new Cli.Run(1, "", "pbm deliver: " + dir.resolve("missing.eml") + " is not a readable file;"
                + " nothing was stored\n"), run);
        assertFalse(Files.exists(data), "no data directory was made for it");
    }

    @Test
    void dbStatusHasAHeader() {
        Cli.Run run = new Cli(dir).run("db", "status");

        assertEquals("VERSION DESCRIPTION                              STATE", run.out().lines().findFirst().orElse(""));
    }

    @Test
    void completionOffersTheHelpPageNames() {
        Cli.Run run = new Cli(dir).runExactly("", "completion");

        assertTrue(run.out().contains("deadlines"), "a help page name is a completion candidate");
    }

    @Test
    void sendReadsTheBodyFromStandardInput() throws Exception {
        Cli cli = Cli.withoutDatabase(dir);
        assertEquals(0, cli.runWithInput("signup alice secret\nsignup bob hidden\n", "send", "--from",
                "alice@example.org", "-").code());
        assertEquals(0, cli.runWithInput("help\n", "send", "--from", "bob@example.org").code(),
                "no BODY and standard input not a terminal: the body is read from it");

        List<String> bodies;
        try (Stream<Path> files = Files.list(dir.resolve("inbox/new"))) {
            bodies = files.sorted().map(f -> {
                try {
                    return Files.readString(f, StandardCharsets.UTF_8);
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        assertTrue(bodies.stream().anyMatch(b -> b.contains("signup alice secret\r\nsignup bob hidden")
                || b.contains("signup alice secret\nsignup bob hidden")), bodies.toString());
        assertTrue(bodies.stream().anyMatch(b -> b.contains("From: bob@example.org") && b.contains("help")),
                bodies.toString());
    }

    @Test
    void exportFiltersLikeList() throws Exception {
        Cli cli = new Cli(dir);
        Path pdn = dir.resolve("in.pdn");
        Files.writeString(pdn, """
                [Event "A"]
                [White "ann"]
                [Black "ben"]
                [Result "1-0"]
                [GameType "20"]

                1. 32-28 19-23 2. 28x19 14x23 1-0

                [Event "B"]
                [White "cid"]
                [Black "dan"]
                [Result "0-1"]
                [GameType "21"]

                1. 11-15 23-19 0-1
                """);
        assertEquals(0, cli.run("game", "import", pdn.toString()).code());
        Path out = dir.resolve("out.pdn");

        Cli.Run run = cli.run("game", "export", out.toString(), "--game", "checkers");

        assertEquals(new Cli.Run(0, "exported 1 game to " + out + " (" + Files.size(out) + " bytes)\n", ""), run);
        assertEquals("dan", PdnReader.read(Files.readString(out)).get(0).tag("Black").orElseThrow());
        assertEquals(0, cli.run("game", "export", out.toString(), "--player", "ann", "--force").code());
        assertEquals("ann", PdnReader.read(Files.readString(out)).get(0).tag("White").orElseThrow());
        assertEquals(0, cli.run("game", "export", out.toString(), "--active", "--force").code());
        assertEquals(0, PdnReader.read(Files.readString(out)).size(), "no active games");
    }

    @Test
    void importGivesTheMappingAdviceOnceForManyGames() throws Exception {
        Cli cli = new Cli(dir);
        Path pdn = dir.resolve("names.pdn");
        StringBuilder games = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            games.append("[White \"ann\"]\n[Black \"Player " + i + "\"]\n[Result \"1-0\"]\n[GameType \"20\"]\n\n"
                    + "1. 32-28 1-0\n\n");
        }
        Files.writeString(pdn, games.toString());

        Cli.Run run = cli.run("game", "import", pdn.toString());

        assertEquals(1, run.code());
        List<String> lines = run.err().lines().toList();
        assertEquals(4, lines.size(), run.err());
        assertTrue(lines.get(0).endsWith("the Black player \"Player 0\" is not a userid."), lines.get(0));
        assertEquals("pbm game import: map each such name with --map \"NAME=USERID\" (repeat it for more), or let"
                + " --derive-userids make userids of them.", lines.get(3));
    }
}
