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

    /**
     * Stores several mails, as {@link #write} each, and makes the batch durable with one fsync
     * of the folder: the files are written and forced to disk in parallel (the file system
     * commits concurrent fsyncs together, so a batch costs a few journal commits instead of one
     * per file), renamed into place, and the folder is forced once, so the renames survive a
     * crash too. Returns the failures by stem; the stems not in it are stored.
     *
     * @throws IOException when the folder cannot be forced: then none of the batch counts as stored
     */
    public java.util.Map<String, IOException> writeAll(java.util.Map<String, byte[]> messages) throws IOException {
        java.util.Map<String, IOException> failures = new java.util.LinkedHashMap<>();
        java.util.Map<String, java.util.concurrent.Future<?>> writes = new java.util.LinkedHashMap<>();
        for (java.util.Map.Entry<String, byte[]> message : messages.entrySet()) {
            writes.put(message.getKey(), WRITERS.submit(() -> {
                write(message.getKey(), message.getValue());
                return null;
            }));
        }
        for (java.util.Map.Entry<String, java.util.concurrent.Future<?>> write : writes.entrySet()) {
            try {
                write.getValue().get();
            } catch (java.util.concurrent.ExecutionException e) {
                Throwable cause = e.getCause();
                failures.put(write.getKey(), cause instanceof IOException io ? io : new IOException(cause));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted while writing " + write.getKey() + ".eml");
            }
        }
        if (failures.size() < messages.size()) {
            try (FileChannel folder = FileChannel.open(dir, StandardOpenOption.READ)) {
                folder.force(true);
            }
        }
        return failures;
    }

    /** Threads that write and force the files of a batch: fsync waits on the disk, not the CPU. */
    private static final java.util.concurrent.ExecutorService WRITERS = java.util.concurrent.Executors
            .newFixedThreadPool(16, runnable -> {
                Thread thread = new Thread(runnable, "pbm-eml-writer");
                thread.setDaemon(true);
                return thread;
            });

    private FileChannel open(Path temp) throws IOException {
        try {
            return FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (java.nio.file.NoSuchFileException missingFolder) {
            Files.createDirectories(dir);
            return FileChannel.open(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
    }
}
