package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Issue 30: every board mail of a defined game names the version the board plays and its
 * author, {@code help NAME} the version it describes and the boards still on older ones,
 * {@code list} the newest version; the subject stays {@code <Game> Board <n>}.
 */
class DefinitionVersionsTest extends ThreePlayerTest {
    private static final String VERSION_2 = DefinedGamesByMailTest.GARDNER.replace("rnbqk/ppppp/5/PPPPP/RNBQK",
            "rbnqk/ppppp/5/PPPPP/RBNQK");

    @Test
    void boardMailsHelpAndListNameTheVersionAndTheAuthor() throws Exception {
        server.mail(ALICE, "define alice apw", DefinedGamesByMailTest.GARDNER);
        List<OutboxRow> start = mail(ALICE, "gardner challenge alice bob");
        assertTrue(start.get(0).subject().startsWith("New Gardner Board 101"), TestServer.render(start));
        assertTrue(start.get(0).body().contains("Summary of Gardner Board 101 (gardner v1, defined by alice)\n"),
                start.get(0).body());

        server.mail(ALICE, "define alice apw", VERSION_2);
        mail(BOB, "gardner challenge bob carol");
        List<OutboxRow> moved = play("gardner", "Nc3");
        assertEquals("Gardner Board 101 bob", moved.get(0).subject(), TestServer.render(moved));
        assertTrue(moved.get(0).body().startsWith("Summary of Gardner Board 101 (gardner v1, defined by alice)\n"),
                moved.get(0).body());
        String shown = mail(CAROL, "gardner show 102").get(0).body();
        assertTrue(shown.startsWith("Summary of Gardner Board 102 (gardner v2, defined by alice)\n"), shown);

        String help = mail(CAROL, "help gardner").get(0).body().replaceAll("\\s+", " ");
        assertTrue(help.startsWith("This page describes gardner version 2, defined by alice, the version new boards"
                + " play. 1 board in progress plays an older version, by its rules: board 101 (version 1)."
                + " \"gardner show BOARD\" names the version a board plays."), help);
        String list = mail(CAROL, "list").get(0).body();
        assertTrue(list.contains("Gardner minichess, defined by alice (version 2)"), list);

        // once board 101 is over, help speaks of the newest version alone
        mail(BOB, "gardner resign 101 bob bpw");
        help = mail(CAROL, "help gardner").get(0).body().replaceAll("\\s+", " ");
        assertTrue(help.startsWith("This page describes gardner version 2, defined by alice, the version new boards"
                + " play. The rules of Gardner minichess"), help);
    }

    @Test
    void aShippedGamesMailsSayNothingNew() throws Exception {
        List<OutboxRow> start = mail(ALICE, "chess challenge alice bob");
        assertTrue(start.get(0).body().startsWith("Summary of Chess Board 101\n"), start.get(0).body());
        String help = mail(CAROL, "help losalamos").get(0).body();
        assertFalse(help.contains("This page describes"), help);
    }
}
