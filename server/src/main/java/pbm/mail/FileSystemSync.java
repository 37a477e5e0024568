package pbm.mail;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

/**
 * Makes everything written to one file system durable with one call: {@code syncfs(2)}, run as
 * coreutils' {@code sync -f FOLDER} (Linux; Java 17 cannot make the system call itself). It
 * writes the data and inodes of every file written so far and flushes the disk's cache, as an
 * fsync of each would, and reports a failed write-back by its exit status (Linux 5.8 and later).
 * Where there is no such command (no coreutils, another system) or it fails, {@link #sync}
 * says so and the caller forces each file itself; a missing command is not asked for again.
 */
final class FileSystemSync {
    private static final Logger LOG = Logger.getLogger(FileSystemSync.class.getName());
    private static final long TIMEOUT_SECONDS = 120;
    /** False once the command was found missing or unusable. */
    private static volatile boolean available = !Boolean.getBoolean("pbm.noGroupSync");
    /** True once the command worked: a later failure is then the disk's, not a missing option. */
    private static volatile boolean worked;

    /** The system's own sync where it is, not whatever a PATH finds first. */
    private static final String COMMAND = java.util.stream.Stream.of("/usr/bin/sync", "/bin/sync")
            .filter(path -> java.nio.file.Files.isExecutable(Path.of(path))).findFirst().orElse("sync");

    private FileSystemSync() {
    }

    /** Syncs the file system holding {@code folder}; false when that could not be done. */
    static boolean sync(Path folder) {
        if (!available) {
            return false;
        }
        try {
            Process process = new ProcessBuilder(COMMAND, "-f", folder.toAbsolutePath().toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                LOG.warning("sync -f " + folder + " took over " + TIMEOUT_SECONDS + " s; forcing each file instead");
                return false;
            }
            if (process.exitValue() != 0) {
                if (!worked) { // an older sync without -f, say: not asked again
                    available = false;
                }
                LOG.warning("sync -f " + folder + " failed (exit " + process.exitValue() + "); forcing each file"
                        + " instead");
                return false;
            }
            worked = true;
            return true;
        } catch (IOException e) {
            available = false;
            LOG.info("no sync command (" + e.getMessage() + "): each reply file is forced to disk by itself");
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
