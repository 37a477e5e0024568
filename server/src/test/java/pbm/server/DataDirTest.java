package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.FileSystems;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * pbm.properties holds the mail passwords, the database the password hashes, the inbox the
 * players' mails: a new data directory is its owner's only, and one open to others is tightened.
 */
class DataDirTest {
    @TempDir
    Path parent;

    @BeforeEach
    void posixOnly() {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"),
                "permissions are POSIX");
    }

    private static String permissions(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path, LinkOption.NOFOLLOW_LINKS));
    }

    private static void open(Path entry) throws Exception {
        Files.setPosixFilePermissions(entry, PosixFilePermissions.fromString(
                Files.isDirectory(entry) ? "rwxr-xr-x" : "rw-r--r--"));
    }

    @Test
    void aNewDataDirectoryIs0700AndItsSettings0600() throws Exception {
        DataDir dir = DataDir.open(parent.resolve("pbm-data"));

        assertEquals("rwx------", permissions(dir.root()));
        assertEquals("rw-------", permissions(dir.properties()));
        assertEquals(List.of(), dir.exposure());
    }

    @Test
    void settingsOthersCanReadAreNamedWithTheFix() throws Exception {
        DataDir dir = DataDir.open(parent.resolve("pbm-data"));
        Files.setPosixFilePermissions(dir.properties(), PosixFilePermissions.fromString("rw-r--r--"));
        Files.setPosixFilePermissions(dir.root(), PosixFilePermissions.fromString("rwxr-xr-x"));

        assertEquals(List.of(dir.properties() + " (mail passwords) is readable by other users; run: chmod 600 "
                + dir.properties(), dir.root() + " (database and mail) is open to other users; run: chmod 700 "
                + dir.root()), dir.exposure());
    }

    @Test
    void openingTightensADirectoryOpenToOthersAndSaysWhatChanged() throws Exception {
        DataDir dir = DataDir.open(parent.resolve("pbm-data"));
        Path mail = Files.writeString(dir.inbox().resolve("cur/1.host:2,S"), "Subject: signup alice secret\n");
        open(mail);
        open(dir.inbox().resolve("cur"));
        open(dir.root());

        DataDir.open(dir.root());

        assertEquals("rwx------", permissions(dir.root()));
        assertEquals("rwx------", permissions(dir.inbox().resolve("cur")));
        assertEquals("rw-------", permissions(mail));
        assertEquals(List.of(), dir.exposure());
    }

    @Test
    void openingLooksAtTheTopOnlyWhileThatIsPrivateAndTighteningEverythingGoesThroughAll() throws Exception {
        DataDir dir = DataDir.open(parent.resolve("pbm-data"));
        Path copiedIn = Files.writeString(dir.inbox().resolve("new/1.host"), "Subject: list\n");
        open(copiedIn);

        DataDir.open(dir.root());
        assertEquals("rw-r--r--", permissions(copiedIn), "behind folders only the owner can enter");

        assertEquals(List.of("inbox/new/1.host rw-r--r-- -> rw-------"), dir.tighten(true));
        assertEquals("rw-------", permissions(copiedIn));
        assertEquals(List.of(), dir.tighten(true), "nothing left to change");
    }

    @Test
    void aSymbolicLinkIsNeitherFollowedNorChanged() throws Exception {
        Path elsewhere = Files.writeString(parent.resolve("public.txt"), "for everyone\n");
        open(elsewhere);
        DataDir dir = DataDir.open(parent.resolve("pbm-data"));
        Files.createSymbolicLink(dir.inbox().resolve("new/link"), elsewhere);
        open(dir.root());

        dir.tighten(true);

        assertEquals("rw-r--r--", permissions(elsewhere));
        assertEquals("rwx------", permissions(dir.root()));
    }

    @Test
    void whatCannotBeTightenedIsRefusedWithTheChmodToRun() throws Exception {
        DataDir dir = DataDir.open(parent.resolve("pbm data"));
        open(dir.properties());

        DataDir.NotPrivateException refused = assertThrows(DataDir.NotPrivateException.class,
                () -> dir.tighten(false, (entry, permissions) -> {
                    throw new FileSystemException(entry.toString(), null, "Operation not permitted");
                }));

        String owner = Files.getOwner(dir.properties()).getName();
        assertEquals(dir.root() + " (database and mail) is open to other users and pbm cannot change that:"
                + " pbm.properties (rw-r--r--, owner " + owner + "; pbm runs as " + System.getProperty("user.name")
                + ": " + dir.properties() + ": Operation not permitted). Run, as its owner or root: chmod -R go= '"
                + dir.root() + "'", refused.getMessage());
        assertEquals("rw-r--r--", permissions(dir.properties()));
    }

    @Test
    void aDataDirectoryGivenAsASymbolicLinkIsTheFolderItNames() throws Exception {
        Path folder = Files.createDirectory(parent.resolve("disk"));
        open(folder);
        Path link = Files.createSymbolicLink(parent.resolve("pbm-data"), folder);

        DataDir.open(link);

        assertEquals("rwx------", permissions(folder));
        assertEquals("rwx------", permissions(folder.resolve("inbox")));
    }
}
