package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * Issue 31, item 6: no draughts branding outside draughts. The mails tied to no game (welcome,
 * account notices, help, errors of commands that name no game) carry the server's name,
 * {@code server.name} in {@code pbm.properties} (default {@code pbm}); an error of a command that
 * names a game carries the game's title, and board mails keep {@code <Game> Board <n>}.
 */
class ServerNameTest {
    private static final String ALICE = "alice@example.org";
    private static final String BOB = "bob@example.org";

    @TempDir
    Path dir;

    private static List<String> subjects(List<OutboxRow> replies) {
        return replies.stream().map(OutboxRow::subject).toList();
    }

    private static OutboxRow only(List<OutboxRow> replies) {
        assertEquals(1, replies.size(), TestServer.render(replies));
        return replies.get(0);
    }

    @Test
    void byDefaultTheMailsTiedToNoGameArePbmsAndAChessPlayerMeetsNoDraughts() throws Exception {
        try (TestServer server = new TestServer(dir)) {
            OutboxRow welcome = only(server.mail(ALICE, "signup alice apw", ""));
            assertEquals("pbm signup alice", welcome.subject());
            assertTrue(welcome.body().startsWith("Welcome to pbm, alice.\n"), welcome.body());
            assertFalse(welcome.body().contains("draughts server"), welcome.body());
            server.mail(BOB, "signup bob bpw", "");

            assertEquals("pbm error", only(server.mail(ALICE, "frobnicate", "")).subject());
            assertEquals("pbm error", only(server.mail(ALICE, "", "")).subject());
            assertEquals("pbm error", only(server.mail(ALICE, "signup alice", "")).subject());
            assertEquals("pbm help", only(server.mail(ALICE, "help", "")).subject());
            assertEquals("pbm help: commands", only(server.mail(ALICE, "help commands", "")).subject());
            assertEquals("pbm change password alice",
                    only(server.mail(ALICE, "change password alice apw apw2", "")).subject());

            // an error of a command that names a game is the game's, whichever game it is
            OutboxRow unknownPlayer = only(server.mail(ALICE, "chess challenge alice nobody", ""));
            assertEquals("Chess error", unknownPlayer.subject());
            assertTrue(unknownPlayer.body().startsWith("Invalid userid entered"), unknownPlayer.body());
            assertEquals("Shogi error", only(server.mail(ALICE, "shogi show 999", "")).subject());
            assertEquals("Xiangqi error", only(server.mail(ALICE, "xiangqi challenge alice", "")).subject());
            assertEquals("Draughts error", only(server.mail(ALICE, "draughts challenge alice nobody", ""))
                    .subject());

            // board mails keep "<Game> Board <n>" exactly (PROTOCOL.md: clients parse them)
            List<OutboxRow> started = server.mail(ALICE, "chess challenge alice bob", "");
            assertTrue(subjects(started).stream().allMatch(s -> s.startsWith("New Chess Board 101 ")),
                    subjects(started).toString());
            List<OutboxRow> moved = server.mail(ALICE, "chess move 101 alice apw2 e4", "");
            assertTrue(subjects(moved).stream().allMatch(s -> s.equals("Chess Board 101 bob")),
                    subjects(moved).toString());
            assertEquals("Chess Board 101 Error", only(server.mail(BOB, "chess move 101 bob bpw e4", ""))
                    .subject());
        }
    }

    @Test
    void aConfiguredServerNameTitlesTheMailsTiedToNoGame() throws Exception {
        Files.writeString(dir.resolve("pbm.properties"), "server.name = Example Games \n");
        try (TestServer server = new TestServer(dir)) {
            OutboxRow welcome = only(server.mail(ALICE, "signup alice apw", ""));
            assertEquals("Example Games signup alice", welcome.subject());
            assertTrue(welcome.body().startsWith("Welcome to Example Games, alice.\n"), welcome.body());

            List<OutboxRow> asked = server.mail(BOB, "signup bob bpw bob@elsewhere.example", "");
            assertEquals(List.of("Example Games signup bob", "Example Games address confirmation for bob"),
                    subjects(asked));
            assertTrue(asked.get(1).body().replaceAll("\\s+", " ").contains("asked Example Games, a server that"
                    + " plays board games by mail, to send the mail of the player bob"), asked.get(1).body());

            assertEquals("Example Games error", only(server.mail(ALICE, "frobnicate", "")).subject());
            assertEquals("Example Games error", only(server.mail(ALICE, "vacation alice wrong on", "")).subject());
            assertEquals("Example Games help", only(server.mail(ALICE, "help", "")).subject());
            assertEquals("Example Games help: commands, chess",
                    only(server.mail(ALICE, "help commands chess", "")).subject());
            assertEquals("Example Games vacation alice", only(server.mail(ALICE, "vacation alice apw", "")).subject());
            assertEquals("Chess error", only(server.mail(ALICE, "chess challenge alice nobody", "")).subject());
            // a mail the server cannot read at all: the error made before any command is read
            String huge = "signup carol secret\n" + "x".repeat(76).concat("\n").repeat(4000);
            assertEquals("Example Games error", only(server.mail("carol@example.org", "", huge)).subject());

            assertEquals(List.of("Example Games signoff alice"),
                    subjects(server.mail(ALICE, "signoff alice apw", "")));
        }
    }

    @Test
    void helpCommandsSpeaksOfEveryHostedGame() throws Exception {
        try (TestServer server = new TestServer(dir)) {
            server.mail(ALICE, "signup alice apw", "");
            String commands = only(server.mail(ALICE, "help commands", "")).body();
            String head = commands.substring(0, commands.indexOf("ACCOUNTS"));
            for (String game : new String[] {"draughts", "chess", "shogi", "xiangqi", "othello", "\"list\""}) {
                assertTrue(head.contains(game), game + " in\n" + head);
            }
            String index = only(server.mail(ALICE, "help", "")).body();
            String intro = index.substring(0, index.indexOf("HOW TO SEND COMMANDS"));
            for (String game : new String[] {"draughts", "chess", "shogi", "xiangqi", "Othello", "\"list\""}) {
                assertTrue(intro.contains(game), game + " in\n" + intro);
            }
        }
    }

    @Test
    void aServerWithAnUnusableNameDoesNotStart() throws Exception {
        Files.writeString(dir.resolve("pbm.properties"), "server.name=" + "n".repeat(41) + "\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TestServer(dir).close());
        assertTrue(e.getMessage().contains("server.name"), e.getMessage());
    }
}
