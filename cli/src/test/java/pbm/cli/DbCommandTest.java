package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.server.DataDir;
import pbm.store.Database;
import pbm.store.User;
import pbm.store.Users;

class DbCommandTest {
    @TempDir
    Path dir;

    @TempDir
    Path elsewhere;

    Cli cli;

    @BeforeEach
    void setUp() {
        cli = new Cli(dir);
    }

    private static List<String> userids(Path databaseFile) throws Exception {
        try (Database database = Database.open(databaseFile)) {
            return database.transaction(c -> new Users(c).all()).stream().map(User::userid).toList();
        }
    }

    @Test
    void migrateAppliesTheMigrationsOnceAndStatusListsThem() {
        cli = Cli.withoutDatabase(elsewhere.resolve("new-data"));
        Cli.Run first = cli.run("db", "migrate");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().matches("applied [1-9][0-9]* migrations?; schema version [0-9.]+\n"), first.out());

        Cli.Run again = cli.run("db", "migrate");
        assertTrue(again.out().startsWith("applied 0 migrations; schema version "), again.out());

        Cli.Run status = cli.run("db", "status");
        assertEquals(0, status.code());
        assertTrue(status.out().startsWith("VERSION DESCRIPTION"), status.out());
        assertTrue(status.out().lines().skip(1).findFirst().orElse("").startsWith("1      users messages outbox"),
                status.out());
        assertTrue(status.out().lines().skip(1).allMatch(line -> line.endsWith("Success")), status.out());
    }

    @Test
    void backupWritesACopyThatOpensWithTheSameAccounts() throws Exception {
        assertEquals(0, cli.run("user", "add", "alice", "--password", "x", "--address", "alice@example.org").code());
        Path backup = elsewhere.resolve("pbm-backup.db");

        Cli.Run run = cli.run("db", "backup", backup.toString());

        assertEquals(0, run.code(), run.err());
        assertEquals("", run.err());
        assertEquals("backed up " + DataDir.open(dir).database() + " to " + backup + " (" + Files.size(backup)
                + " bytes)\n", run.out());
        assertEquals(List.of("alice"), userids(backup));
        try (var files = Files.list(elsewhere)) {
            assertEquals(List.of(backup), files.toList(), "no temporary file is left behind");
        }
    }

    @Test
    void backupRefusesToOverwriteUnlessForced() throws Exception {
        assertEquals(0, cli.run("user", "add", "bob", "--password", "x", "--address", "bob@example.org").code());
        Path backup = elsewhere.resolve("b.db");
        Files.writeString(backup, "an older backup");

        Cli.Run refused = cli.run("db", "backup", backup.toString());
        assertEquals(new Cli.Run(1, "", "pbm db backup: " + backup
                + " exists; choose another name, or overwrite it with --force.\n"), refused);
        assertEquals("an older backup", Files.readString(backup));

        Cli.Run forced = cli.run("db", "backup", "--force", backup.toString());
        assertEquals(0, forced.code(), forced.err());
        assertEquals(List.of("bob"), userids(backup));
    }

    @Test
    void backupWorksWhileAnotherConnectionIsWritingAndCopiesOnlyWhatWasCommitted() throws Exception {
        assertEquals(0, cli.run("user", "add", "alice", "--password", "x", "--address", "alice@example.org").code());
        Path backup = elsewhere.resolve("during-a-write.db");
        AtomicReference<Cli.Run> run = new AtomicReference<>();

        try (Database server = Database.open(DataDir.open(dir).database())) {
            server.transaction(c -> {
                new Users(c).insert("carol", "hash", List.of("carol@example.org"), Cli.NOW);
                run.set(cli.run("db", "backup", backup.toString()));
                return null;
            });
        }

        assertEquals(0, run.get().code(), run.get().err());
        assertEquals(List.of("alice"), userids(backup));
        assertEquals(List.of("alice", "carol"), userids(DataDir.open(dir).database()));
    }

    @Test
    void backupWithoutADatabaseFails() {
        Path backup = elsewhere.resolve("b.db");
        Path empty = elsewhere.resolve("empty");
        Cli.Run run = Cli.withoutDatabase(empty).run("db", "backup", backup.toString());

        assertEquals(1, run.code());
        assertTrue(run.err().startsWith("pbm: there is no pbm database in " + empty.toAbsolutePath().normalize()),
                run.err());
        assertFalse(Files.exists(backup));
    }

    @Test
    void badUsagePrintsTheErrorAndTheUsageAndExits2() {
        OutboxCommandTest.assertBadUsage(cli.runExactly("", "db"), "Missing a subcommand of 'pbm db'",
                "pbm db [-hV] [COMMAND]");
        OutboxCommandTest.assertBadUsage(cli.run("db", "backup"), "Missing required parameter: 'FILE'",
                "pbm db backup ");
        OutboxCommandTest.assertBadUsage(cli.run("db", "backup", "b.db", "--frob"), "Unknown option: '--frob'",
                "pbm db backup ");
        OutboxCommandTest.assertBadUsage(cli.run("db", "migrate", "--frob"), "Unknown option: '--frob'",
                "pbm db migrate ");
        OutboxCommandTest.assertBadUsage(cli.run("db", "status", "extra"), "Unmatched argument at index 2: 'extra'",
                "pbm db status ");
    }
}
