package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.command.CommandProcessor;
import pbm.store.OutboxRow;
import pbm.testing.Snapshot;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Issue 30: a defined game cannot pass for a shipped one (its name or its title), nor take a
 * word the mail reader treats specially (a command word, a reply prefix, a help page, a
 * move), whether a player mails it or the admin stores it.
 */
class DefinitionNamesTest extends ThreePlayerTest {

    private static String gardner(String name, String title) {
        return DefinedGamesByMailTest.GARDNER.replace("[gardner]", "[" + name + "]")
                .replace("pbm.title = Gardner minichess", title == null ? "" : "pbm.title = " + title);
    }

    /** The define mail is refused, its reply holding {@code expected}, and nothing stored changes. */
    private String refused(String text, String expected) throws Exception {
        String before = Snapshot.of(server.database());
        List<OutboxRow> replies = server.mail(ALICE, "define alice apw", text);
        assertEquals(1, replies.size(), TestServer.render(replies));
        String body = replies.get(0).body().replaceAll("\\s+", " ");
        assertTrue(body.startsWith("Your definition was refused, and nothing was stored:"), body);
        assertTrue(body.contains(expected), body);
        assertEquals(before, Snapshot.of(server.database()));
        return body;
    }

    @ParameterizedTest
    @ValueSource(strings = {"Chess", "CHESS", "chess.", "C h e s s", "Los Alamos chess", "Shogi", "Xiangqi",
        "International draughts", "Draughts", "Reverse Checkers", "ｃｈｅｓｓ"})
    void aTitleThatReadsAsAShippedGamesIsRefused(String title) throws Exception {
        String body = refused(gardner("tinychess", title), "key \"pbm.title\": the title \"" + title + "\" reads as");
        assertTrue(body.contains("a game this server ships; choose another title."), body);
        assertTrue(body.contains(": pbm.title = " + title), body);
    }

    @Test
    void aTitleMayNotNameAnAuthor() throws Exception {
        refused(gardner("tinychess", "Tiny chess, defined by admin"), "line 16, key \"pbm.title\": a title may not"
                + " say \"defined by\": the server names each defined game's author itself.");
    }

    @Test
    void aShippedParentsTitleIsNotInherited() throws Exception {
        List<OutboxRow> stored = server.mail(ALICE, "define alice apw", "[tinychess:chess]\nmaxFile = 8\n");
        assertEquals("Definition of tinychess stored", stored.get(0).subject(), TestServer.render(stored));
        assertTrue(stored.get(0).body().startsWith("Tinychess is defined as version 1"), stored.get(0).body());
        String list = mail(CAROL, "list").get(0).body();
        assertTrue(list.contains("tinychess     Tinychess, defined by alice"), list);
        assertFalse(list.contains("Chess, defined by"), list);
        // its own title is its own
        stored = server.mail(ALICE, "define alice apw", "[tinychess:chess]\nmaxFile = 8\npbm.title = Tiny chess\n");
        assertTrue(stored.get(0).body().startsWith("Tiny chess is redefined as version 2"), stored.get(0).body());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "re | is read as a reply's or a forward's prefix in subjects (\"re:\")",
        "fwd | is read as a reply's or a forward's prefix in subjects (\"fwd:\")",
        "fw | is read as a reply's or a forward's prefix",
        "aw | is read as a reply's or a forward's prefix",
        "sv | is read as a reply's or a forward's prefix",
        "antw | is read as a reply's or a forward's prefix",
        "multiple | is a command word of this server",
        "mult | is a command word of this server",
        "help | is a command word of this server",
        "defi | is a command word of this server",
        "chat | is a command word of this server",
        "new | is a word of the subjects of board mails",
        "nag | is a word of the subjects of board mails",
        "board | is a word of the subjects of board mails",
        "index | is a help page (\"help index\")",
        "commands | is a help page (\"help commands\")",
        "options | is a help page (\"help options\")",
        "pass | reads as a move in a reply to a board mail",
        "draw | reads as a move in a reply to a board mail",
        "claim | reads as a move in a reply to a board mail",
        "propose | reads as a move in a reply to a board mail",
        "e4 | reads as a move in a reply to a board mail",
        "nf3 | reads as a move in a reply to a board mail",
        "exd5 | reads as a move in a reply to a board mail",
        "nbd2 | reads as a move in a reply to a board mail",
        "e2e4 | reads as a move in a reply to a board mail",
        "e7e8q | reads as a move in a reply to a board mail",
        "h10e10 | reads as a move in a reply to a board mail",
    })
    void aWordTheMailReaderTreatsSpeciallyIsNoGamesName(String name, String why) throws Exception {
        refused(gardner(name, null), "the name [" + name + "] " + why);
        // and the admin is refused alike
        AdminResult<GameDefinitions.Defined> admin = new GameAdmin(server.database(), server.clock())
                .define("x.ini", gardner(name, null), "admin", CommandProcessor::reservedName);
        assertTrue(admin instanceof AdminResult.Refused<?> r && r.reason().contains("[" + name + "] " + why),
                admin.toString());
    }

    @Test
    void aNameThatReadsAsAShippedTitleIsRefused() throws Exception {
        refused(gardner("losalamoschess", "Small chess"), "the name [losalamoschess] reads as \"Los Alamos chess\","
                + " a game this server ships; choose another name.");
    }

    @ParameterizedTest
    @ValueSource(strings = {"gardner2", "mini5", "tiny10", "renew", "passer", "boards", "indexed"})
    void ordinaryNamesAreFine(String name) throws Exception {
        List<OutboxRow> stored = server.mail(ALICE, "define alice apw", gardner(name, null));
        assertEquals("Definition of " + name + " stored", stored.get(0).subject(), TestServer.render(stored));
    }

    @Test
    void theAdminCannotTakeAShippedTitleEither() throws Exception {
        AdminResult<GameDefinitions.Defined> admin = new GameAdmin(server.database(), server.clock())
                .define("x.ini", gardner("tinychess", "Chess"), "admin", CommandProcessor::reservedName);
        assertTrue(admin instanceof AdminResult.Refused<?> r && r.reason().equals("x.ini line 16, key \"pbm.title\":"
                + " the title \"Chess\" reads as \"Chess\", a game this server ships; choose another title"),
                admin.toString());
    }
}
