package pbm.mail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.regex.Pattern;
import pbm.files.PrivateFiles;

/**
 * A folder of {@code .eml} files, one per outgoing mail, for running without an SMTP server and
 * for tests. A file appears whole or not at all: it is written to a hidden temporary file, forced
 * to disk, then renamed atomically over {@code <fileStem>.eml}, so writing the same stem again
 * (a re-sent outbox row) replaces the file instead of adding a second one. Every file is its
 * owner's only (0600, the temporary file too: a reply carries a player's reply token).
 */
public final class EmlDirectory {
    private static final long PROCESS = ProcessHandle.current().pid();
    private static final java.util.concurrent.atomic.AtomicLong SEQUENCE = new java.util.concurrent.atomic.AtomicLong();

    private static final Pattern STEM = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}");

    private final Path dir;
    /** Makes everything written to the folder's file system durable at once; false when it cannot. */
    private final java.util.function.Predicate<Path> groupSync;

    public EmlDirectory(Path dir) {
        this(dir, FileSystemSync::sync);
    }

    /** With another way of syncing a batch's files together (tests). */
    EmlDirectory(Path dir, java.util.function.Predicate<Path> groupSync) {
        this.dir = dir;
        this.groupSync = groupSync;
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
        moveIntoPlace(writeTemporary(fileStem, message, true), fileStem);
    }

    /**
     * Writes {@code message} to a hidden temporary file of its own (the name is unique to this
     * process and call, so no other writer can hold it), forced to disk when {@code force}.
     */
    private Path writeTemporary(String fileStem, byte[] message, boolean force) throws IOException {
        pathOf(fileStem); // checks the stem
        Path temp = dir.resolve("." + fileStem + "." + PROCESS + "." + SEQUENCE.incrementAndGet() + ".tmp");
        boolean written = false;
        try (FileChannel channel = open(temp)) {
            ByteBuffer buffer = ByteBuffer.wrap(message);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            if (force) {
                channel.force(true);
            }
            written = true;
        } finally {
            if (!written) {
                Files.deleteIfExists(temp);
            }
        }
        return temp;
    }

    /** Renames a written temporary file over {@code <fileStem>.eml} (or removes it when that fails). */
    private void moveIntoPlace(Path temp, String fileStem) throws IOException {
        boolean moved = false;
        try {
            Files.move(temp, pathOf(fileStem), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
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
        if (messages.size() >= GROUP_SYNC_FROM && writeAllSyncedTogether(messages, failures)) {
            return failures;
        }
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
        forceFolderUnlessAllFailed(failures.size(), messages.size());
        return failures;
    }

    /**
     * Writes a batch with one sync of the whole file system instead of one fsync a file: each
     * file is written to its temporary name, {@link FileSystemSync} makes them all durable at
     * once, then they are renamed into place and the folder is forced: one sync spread over a
     * batch costs far less a file than each file's own fsync. Returns false, having stored nothing, when the sync is not
     * available or failed: the caller then writes and forces each file.
     */
    private boolean writeAllSyncedTogether(java.util.Map<String, byte[]> messages,
            java.util.Map<String, IOException> failures) throws IOException {
        java.util.Map<String, Path> temps = new java.util.LinkedHashMap<>();
        try {
            for (java.util.Map.Entry<String, byte[]> message : messages.entrySet()) {
                try {
                    temps.put(message.getKey(), writeTemporary(message.getKey(), message.getValue(), false));
                } catch (IOException e) {
                    failures.put(message.getKey(), e);
                }
            }
            if (!temps.isEmpty() && !groupSync.test(dir)) {
                failures.clear();
                return false;
            }
            for (java.util.Map.Entry<String, Path> temp : temps.entrySet()) {
                try {
                    moveIntoPlace(temp.getValue(), temp.getKey());
                } catch (IOException e) {
                    failures.put(temp.getKey(), e);
                }
            }
            temps.clear();
        } finally {
            for (Path temp : temps.values()) { // not synced, or interrupted: nothing of them counts
                Files.deleteIfExists(temp);
            }
        }
        forceFolderUnlessAllFailed(failures.size(), messages.size());
        return true;
    }

    /** Forces the folder, so the renames of a batch survive a crash, unless no file of it was stored. */
    private void forceFolderUnlessAllFailed(int failed, int batch) throws IOException {
        if (failed < batch) {
            try (FileChannel folder = FileChannel.open(dir, StandardOpenOption.READ)) {
                folder.force(true);
            }
        }
    }

    /** Batches of at least this many files are synced together ({@link #writeAllSyncedTogether}). */
    static final int GROUP_SYNC_FROM = 16;

    /** Threads that write and force the files of a batch: fsync waits on the disk, not the CPU. */
    private static final java.util.concurrent.ExecutorService WRITERS = java.util.concurrent.Executors
            .newFixedThreadPool(16, runnable -> {
                Thread thread = new Thread(runnable, "pbm-eml-writer");
                thread.setDaemon(true);
                return thread;
            });

    /** A new temporary file, 0600 from the start (the rename keeps its mode), in a folder made 0700 when missing. */
    private FileChannel open(Path temp) throws IOException {
        try {
            return PrivateFiles.createNew(temp);
        } catch (java.nio.file.NoSuchFileException missingFolder) {
            PrivateFiles.createDirectories(dir);
            return PrivateFiles.createNew(temp);
        }
    }
}
