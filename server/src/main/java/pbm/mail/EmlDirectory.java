package pbm.mail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.regex.Pattern;

/**
 * A folder of {@code .eml} files, one per outgoing mail, for running without an SMTP server and
 * for tests. A file appears whole or not at all: it is written to a hidden temporary file, forced
 * to disk, then renamed atomically over {@code <fileStem>.eml}, so writing the same stem again
 * (a re-sent outbox row) replaces the file instead of adding a second one.
 */
public final class EmlDirectory {
    private static final long PROCESS = ProcessHandle.current().pid();
    private static final java.util.concurrent.atomic.AtomicLong SEQUENCE = new java.util.concurrent.atomic.AtomicLong();

    private static final Pattern STEM = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}");

    private final Path dir;

    public EmlDirectory(Path dir) {
        this.dir = dir;
    }

    /** Whether {@code fileStem} can name a file here: letters, digits, ".", "_", "-", not leading ".". */
    public static boolean isValidStem(String fileStem) {
        return fileStem != null && STEM.matcher(fileStem).matches();
    }

    /** Where the mail with this stem is (or would be) stored. */
    public Path pathOf(String fileStem) {
        if (!isValidStem(fileStem)) {
            throw new IllegalArgumentException("not a usable file stem: " + fileStem);
        }
        return dir.resolve(fileStem + ".eml");
    }

    /**
     * Stores {@code message} as {@code <fileStem>.eml}, replacing any earlier file of that stem.
     *
     * @throws IllegalArgumentException when the stem is not {@linkplain #isValidStem valid}
     * @throws IOException              when the folder cannot be written
     */
    public void write(String fileStem, byte[] message) throws IOException {
        Path target = pathOf(fileStem);
        // one open, one fsync and one rename a file: the temporary name is unique to this
        // process and call, so no other writer can hold it
        Path temp = dir.resolve("." + fileStem + "." + PROCESS + "." + SEQUENCE.incrementAndGet() + ".tmp");
        boolean moved = false;
        try {
            try (FileChannel channel = open(temp)) {
                ByteBuffer buffer = ByteBuffer.wrap(message);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }

    private FileChannel open(Path temp) throws IOException {
        try {
            return FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (java.nio.file.NoSuchFileException missingFolder) {
            Files.createDirectories(dir);
            return FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
    }
}
