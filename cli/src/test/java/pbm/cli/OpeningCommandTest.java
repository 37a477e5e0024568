package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pbm opening}: the admin keeps the thematic openings challenges start from (issue 34). */
class OpeningCommandTest {
    @TempDir
    Path dir;

    Cli cli;

    @BeforeEach
    void setUp() {
        cli = new Cli(dir);
    }

    @Test
    void theAdminListsAddsAndRemovesOpeningsAndOnlyLegalOnesAreKept() {
        Cli.Run list = cli.run("opening", "list");
        assertEquals(0, list.code(), list.err());
        assertTrue(list.out().contains("evans-gambit") && list.out().contains("e4 e5 Nf3 Nc6 Bc4 Bc5 b4"), list.out());

        Cli.Run added = cli.run("opening", "add", "caro-kann", "chess", "e4", "c6");
        assertEquals(0, added.code(), added.err());
        assertTrue(cli.run("opening", "list").out().contains("caro-kann"));

        Cli.Run illegal = cli.run("opening", "add", "nonsense", "chess", "e4", "e4");
        assertEquals(1, illegal.code());
        assertTrue(illegal.err().contains("e4 is not a legal move of Chess after e4"), illegal.err());
        assertFalse(cli.run("opening", "list").out().contains("nonsense"));

        assertEquals(0, cli.run("opening", "remove", "caro-kann").code());
        assertFalse(cli.run("opening", "list").out().contains("caro-kann"));
        Cli.Run missing = cli.run("opening", "remove", "caro-kann");
        assertEquals(1, missing.code());
        assertTrue(missing.err().contains("There is no opening \"caro-kann\""), missing.err());
    }

    /** An opening the admin adds is played by a mailed challenge. */
    @Test
    void aChallengeStartsFromAnOpeningTheAdminAdded() throws Exception {
        assertEquals(0, cli.run("opening", "add", "caro-kann", "chess", "e4", "c6").code());
        cli.mail("alice@example.org", "signup alice apw");
        cli.mail("bob@example.org", "signup bob bpw");
        cli.mail("alice@example.org", "chess challenge alice bob -opening caro-kann");
        Cli.Run show = cli.run("game", "show", "101");
        assertEquals(0, show.code(), show.err());
        assertTrue(show.out().contains("Move #3 is next.") && show.out().contains("c6"), show.out());
    }
}
