package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Database;

/**
 * Issue 30, files on disk: a data directory that already exists open to others (made by
 * {@code mkdir} under a umask of 022, or by an older pbm) ends up its owner's only, every
 * folder in it 0700 and every file 0600, after {@code db migrate}, after {@code process} of a
 * mail, and a {@code db backup} file is 0600. Java cannot set the umask, so the open directory
 * and files are made with explicit 0755/0644 permissions, as the umask 022 would have made them.
 */
class FilesOnDiskTest {
    private static final String OPEN_FOLDER = "rwxr-xr-x";
    private static final String OPEN_FILE = "rw-r--r--";

    @TempDir
    Path parent;

    @BeforeEach
    void posixOnly() {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "permissions are POSIX");
    }

    private static String mode(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS));
    }

    /** {@code mkdir d} under umask 022. */
    private Path openFolder(Path folder) throws Exception {
        Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(OPEN_FOLDER)));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString(OPEN_FOLDER));
        return folder;
    }

    /** A file written under umask 022. */
    private static Path openFile(Path file, String text) throws Exception {
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(OPEN_FILE));
        return file;
    }

    /** Every entry of {@code root} (itself included) that is not 0700 (folders) or 0600 (files), with its mode. */
    private static List<String> notPrivate(Path root) throws Exception {
        List<String> loose = new ArrayList<>();
        try (Stream<Path> entries = Files.walk(root)) {
            for (Path entry : entries.toList()) {
                String expected = Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS) ? "rwx------" : "rw-------";
                if (!mode(entry).equals(expected)) {
                    loose.add(root.relativize(entry) + " " + mode(entry));
                }
            }
        }
        return loose;
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void dbMigrateOnAFolderMadeWithMkdirLeavesEverythingPrivate() throws Exception {
        Path data = openFolder(parent.resolve("d"));

        Cli.Run run = Cli.withoutDatabase(data).run("db", "migrate");

        assertEquals(0, run.code(), run.err());
        assertEquals("rwx------", mode(data));
        assertTrue(Files.exists(data.resolve("pbm.db")));
        assertEquals(List.of(), notPrivate(data));
    }

    @Test
    void dbMigrateTightensADataDirectoryAnOlderPbmLeftOpen() throws Exception {
        Path data = openFolder(parent.resolve("old"));
        try (Database database = Database.open(data.resolve("pbm.db"))) {
            database.transaction(c -> null);
        }
        Files.setPosixFilePermissions(data.resolve("pbm.db"), PosixFilePermissions.fromString(OPEN_FILE));
        for (String folder : List.of("inbox", "inbox/tmp", "inbox/new", "inbox/cur", "outbox")) {
            openFolder(data.resolve(folder));
        }
        openFile(data.resolve("pbm.properties"), "# settings\n");
        openFile(data.resolve("inbox/cur/1700000000000.P1Q000001.host:2,S"), "Subject: signup alice secret\n\n");
        openFile(data.resolve("inbox/new/1700000000001.P1Q000002.host"), "Subject: list\n\n");
        openFile(data.resolve("outbox/1.eml"), "Subject: pbm signup alice\n\n");

        Cli.Run run = Cli.withoutDatabase(data).run("db", "migrate");

        assertEquals(0, run.code(), run.err());
        assertEquals(List.of(), notPrivate(data));
        assertEquals("Subject: list\n\n", Files.readString(data.resolve("inbox/new/1700000000001.P1Q000002.host")),
                "tightened, not touched otherwise");
    }

    @Test
    void processOfAMailInAFolderMadeWithMkdirLeavesEverythingPrivate() throws Exception {
        Path data = openFolder(parent.resolve("d"));
        Cli cli = Cli.withoutDatabase(data);
        assertEquals(0, cli.run("send", "--from", "alice@example.org", "signup alice secret").code());

        Cli.Run run = cli.run("process");

        assertEquals(0, run.code(), run.err());
        assertEquals(1, names(data.resolve("inbox/cur")).size(), "the handled mail");
        assertEquals(List.of("1.eml"), names(data.resolve("outbox")));
        assertTrue(Files.exists(data.resolve("pbm.db")));
        assertEquals(List.of(), notPrivate(data));
    }

    @Test
    void theDatabaseAndItsWriteAheadLogArePrivateWhileInUse() throws Exception {
        Path data = openFolder(parent.resolve("d"));
        Cli cli = Cli.withoutDatabase(data);
        assertEquals(0, cli.run("db", "migrate").code());
        try (Database database = Database.open(data.resolve("pbm.db"))) {
            database.transaction(c -> {
                try (var statement = c.createStatement()) {
                    statement.execute("CREATE TABLE probe (x)");
                }
                return null;
            });
            assertTrue(Files.exists(data.resolve("pbm.db-wal")));
            assertTrue(Files.exists(data.resolve("pbm.db-shm")));
            assertEquals(List.of(), notPrivate(data));
        }
    }

    @Test
    void aBackupFileIsPrivateAndSoIsAFolderMadeForIt() throws Exception {
        Path data = openFolder(parent.resolve("d"));
        Cli cli = new Cli(data);
        Path backup = parent.resolve("backups/pbm.db");

        Cli.Run run = cli.run("db", "backup", backup.toString());

        assertEquals(0, run.code(), run.err());
        assertEquals("rw-------", mode(backup));
        assertEquals("rwx------", mode(backup.getParent()));
        assertEquals(List.of("pbm.db"), names(backup.getParent()), "no temporary file is left behind");
    }

    @Test
    void aBackupOverwritingAnOpenFileIsPrivate() throws Exception {
        Path data = openFolder(parent.resolve("d"));
        Cli cli = new Cli(data);
        Path backup = openFile(openFolder(parent.resolve("shared")).resolve("pbm.db"), "an older backup");

        Cli.Run run = cli.run("db", "backup", "--force", backup.toString());

        assertEquals(0, run.code(), run.err());
        assertEquals("rw-------", mode(backup));
        assertEquals(OPEN_FOLDER, mode(backup.getParent()), "a folder pbm did not make is left as it was");
        assertFalse(Files.readString(backup, StandardCharsets.ISO_8859_1).startsWith("an older"));
    }

    @Test
    void aGameExportIsPrivate() throws Exception {
        Path data = openFolder(parent.resolve("d"));
        Cli cli = new Cli(data);
        Path export = parent.resolve("exports/games.pdn");

        Cli.Run run = cli.run("game", "export", "--all", export.toString());

        assertEquals(0, run.code(), run.err());
        assertEquals("rw-------", mode(export));
        assertEquals("rwx------", mode(export.getParent()));
    }

    /** A handled mail in {@code inbox/cur} that arrived {@code age} before the commands' clock. */
    private static Path handled(Path data, String name, java.time.Duration age) throws Exception {
        Path file = Files.writeString(data.resolve("inbox/cur").resolve(name + ":2,S"), "Subject: signup a secret\n");
        Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.from(Cli.NOW.minus(age)));
        return file;
    }

    @Test
    void processDeletesHandledMailsOlderThanAWeekAndKeepsTheYoungerOnes() throws Exception {
        Cli cli = new Cli(parent.resolve("d"));
        Path data = cli.data();
        handled(data, "old", java.time.Duration.ofDays(8));
        handled(data, "young", java.time.Duration.ofDays(6));
        assertEquals(0, cli.run("send", "--from", "alice@example.org", "signup alice secret").code());

        Cli.Run run = cli.run("process");

        assertEquals(new Cli.Run(0, "processed 1 message, sent 1 reply\n", ""), run);
        List<String> kept = names(data.resolve("inbox/cur"));
        assertEquals(2, kept.size(), kept.toString());
        assertTrue(kept.contains("young:2,S"), kept.toString());
        assertFalse(kept.contains("old:2,S"), kept.toString());
    }

    @Test
    void sweepDeletesHandledMailsOlderThanTheKeepDaysSet() throws Exception {
        Cli cli = new Cli(parent.resolve("d"));
        Path data = cli.data();
        Files.writeString(data.resolve("pbm.properties"), "inbox.keep-days=2\n");
        handled(data, "old", java.time.Duration.ofDays(3));
        handled(data, "young", java.time.Duration.ofDays(1));

        Cli.Run run = cli.run("sweep");

        assertEquals(0, run.code(), run.err());
        assertEquals(List.of("young:2,S"), names(data.resolve("inbox/cur")));
    }

    @Test
    void withKeepDaysZeroProcessKeepsNoHandledMail() throws Exception {
        Cli cli = new Cli(parent.resolve("d"));
        Path data = cli.data();
        Files.writeString(data.resolve("pbm.properties"), "inbox.keep-days=0\n");
        assertEquals(0, cli.run("send", "--from", "alice@example.org", "signup alice secret").code());

        assertEquals(new Cli.Run(0, "processed 1 message, sent 1 reply\n", ""), cli.run("process"));

        assertEquals(List.of(), names(data.resolve("inbox/cur")));
        assertEquals(List.of(), names(data.resolve("inbox/new")));
        assertEquals(List.of("1.eml"), names(data.resolve("outbox")));
    }
}
