package pbm.admin;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import pbm.files.PrivateFiles;
import pbm.store.Database;

/**
 * A copy of the live database in one file, safe while {@code serve} runs: SQLite's
 * {@code VACUUM INTO} reads one consistent snapshot (in WAL mode readers never block the
 * writer), into a temporary file next to the target, which is synced and then renamed,
 * so the target is either the old file or a complete backup, never half of one. The backup is
 * readable by its owner only (0600; it holds every password hash and address), and so is a
 * folder made for it (0700).
 */
public final class DatabaseBackup {
    private DatabaseBackup() {
    }

    /**
     * Writes a backup of {@code database} to {@code target}; refused when {@code target}
     * exists and {@code overwrite} is false. Done with the size of the backup in bytes.
     */
    public static AdminResult<Long> backup(Database database, Path target, boolean overwrite)
            throws SQLException, IOException {
        Path absolute = target.toAbsolutePath().normalize();
        if (Files.isDirectory(absolute)) {
            return AdminResult.refused(target + " is a folder; give the name of the backup file.");
        }
        if (Files.exists(absolute) && !overwrite) {
            return AdminResult.refused(target + " exists; choose another name, or overwrite it with --force.");
        }
        Path parent = absolute.getParent();
        PrivateFiles.createDirectories(parent);
        Path temporary = parent.resolve("." + absolute.getFileName() + ".partial-" + ProcessHandle.current().pid());
        Files.deleteIfExists(temporary);
        try {
            // made empty and 0600 first: VACUUM INTO fills an empty file and keeps its mode (a file
            // it created itself would be 0644 less the umask), and the rename keeps it too
            PrivateFiles.createNew(temporary).close();
            database.copyTo(temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        return AdminResult.done(Files.size(absolute));
    }
}
