package pbm.files;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * Files and folders readable by their owner only, made so from the start: a folder is created
 * 0700 and a file 0600 (the mode is given to {@code mkdir}/{@code open} itself, so there is no
 * moment in which another user could open it; a umask can only take more away). Every file pbm
 * writes (the database, the inbox, the outbox, the settings, backups and exports) is made
 * through here. Where the file system has no POSIX permissions nothing special is done.
 */
public final class PrivateFiles {
    /** Whether the default file system has POSIX permissions. */
    public static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    private static final FileAttribute<?>[] FOLDER = attribute("rwx------");
    private static final FileAttribute<?>[] FILE = attribute("rw-------");

    private PrivateFiles() {
    }

    private static FileAttribute<?>[] attribute(String permissions) {
        return POSIX ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString(permissions))} : new FileAttribute<?>[0];
    }

    /** The attribute of a new private folder (0700); none without POSIX permissions. */
    public static FileAttribute<?>[] folder() {
        return FOLDER.clone();
    }

    /** The attribute of a new private file (0600); none without POSIX permissions. */
    public static FileAttribute<?>[] file() {
        return FILE.clone();
    }

    /** {@link Files#createDirectories}, every folder it makes 0700; folders that exist are left as they are. */
    public static Path createDirectories(Path folder) throws IOException {
        return Files.createDirectories(folder, FOLDER);
    }

    /** A new file, 0600, open for writing ({@code CREATE_NEW}: an existing file is an error). */
    public static FileChannel createNew(Path file, OpenOption... more) throws IOException {
        Set<OpenOption> options = new HashSet<>(Arrays.asList(more));
        options.add(StandardOpenOption.CREATE_NEW);
        options.add(StandardOpenOption.WRITE);
        return FileChannel.open(file, options, FILE);
    }

    /** A new empty file, 0600; false when it exists already (and is left as it is). */
    public static boolean createIfMissing(Path file) throws IOException {
        try {
            Files.createFile(file, FILE);
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        }
    }

    /** Writes {@code bytes} into a new file, 0600 ({@code CREATE_NEW}), not forced to disk. */
    public static void writeNew(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = createNew(file)) {
            java.nio.ByteBuffer buffer = java.nio.ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
        }
    }
}
