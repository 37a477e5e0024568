package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A mistyped {@code --data} must not quietly create an empty server: every command but
 * serve, process, deliver, send and db migrate refuses a directory without a database,
 * names it, and creates nothing there.
 */
class DataDirectoryTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"user list", "user show alice", "user add alice --password=x --address=a@example.org",
        "user remove alice", "game list", "game show 101", "game export --all out.pdn", "outbox list",
        "outbox retry", "sweep", "user vacation alice", "db status", "db backup backup.db"})
    void aCommandOnADirectoryWithoutADatabaseFailsNamingItAndCreatesNothing(String command) {
        Path typo = dir.resolve("pbm-dtaa");
        Cli.Run run = Cli.withoutDatabase(typo).run(command.split(" "));

        assertEquals(1, run.code(), run.toString());
        assertEquals("pbm: there is no pbm database in " + typo + " (no " + typo.resolve("pbm.db") + "). Check"
                + " --data; to start a new server there, run 'pbm db migrate --data " + typo + "' or 'pbm serve"
                + " --data " + typo + "'.\n", run.err());
        assertFalse(Files.exists(typo), "nothing was created");
    }

    @Test
    void sendAndDbMigrateStillCreateANewDataDirectory() {
        Path fresh = dir.resolve("fresh");
        assertEquals(0, Cli.withoutDatabase(fresh).run("db", "migrate").code());
        assertTrue(Files.exists(fresh.resolve("pbm.db")));
        Path other = dir.resolve("other");
        assertEquals(0, Cli.withoutDatabase(other).run("send", "--from", "alice@example.org", "help").code());
        assertTrue(Files.isDirectory(other.resolve("inbox/new")));
    }
}
