package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** pbm.properties holds the mail passwords: a new data directory is its owner's only. */
class DataDirTest {
    @TempDir
    Path parent;

    @BeforeEach
    void posixOnly() {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"),
                "permissions are POSIX");
    }

    private static String permissions(Path path) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
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
}
