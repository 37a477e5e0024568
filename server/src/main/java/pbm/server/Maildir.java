package pbm.server;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import pbm.files.PrivateFiles;

/**
 * A Maildir (tmp/ new/ cur/): messages arrive in {@code new/} under names that start
 * with the delivery time, are handled in name order, and move to {@code cur/} once
 * their transaction committed (or are deleted then, with {@code inbox.keep-days=0}); handled
 * messages are deleted from {@code cur/} once older than {@code inbox.keep-days}.
 */
public final class Maildir {
    private static final AtomicLong COUNTER = new AtomicLong();

    private final Path root;

    public Maildir(Path root) {
        this.root = root;
    }

    public Path root() {
        return root;
    }

    /** The messages waiting in {@code new/}, oldest name first. */
    public List<Path> waiting() throws IOException {
        try (Stream<Path> files = Files.list(root.resolve("new"))) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** Moves a handled message to {@code cur/} with the Seen flag. */
    public void markDone(Path message) throws IOException {
        Path target = root.resolve("cur").resolve(message.getFileName() + ":2,S");
        Files.move(message, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Deletes a handled message instead of keeping it in {@code cur/} ({@code inbox.keep-days=0}). */
    public void discard(Path message) throws IOException {
        Files.delete(message);
    }

    /**
     * Deletes the handled messages in {@code cur/} that arrived (their file's modification time,
     * which the move to {@code cur/} keeps) before {@code cutoff}; returns how many.
     */
    public int deleteHandledBefore(Instant cutoff) throws IOException {
        return deleteHandled(cutoff);
    }

    /** Deletes every handled message in {@code cur/}; returns how many. */
    public int deleteAllHandled() throws IOException {
        return deleteHandled(null);
    }

    private int deleteHandled(Instant cutoff) throws IOException {
        int deleted = 0;
        try (DirectoryStream<Path> handled = Files.newDirectoryStream(root.resolve("cur"))) {
            for (Path message : handled) {
                try {
                    BasicFileAttributes attributes = Files.readAttributes(message, BasicFileAttributes.class,
                            LinkOption.NOFOLLOW_LINKS);
                    if (!attributes.isDirectory() && (cutoff == null
                            || attributes.lastModifiedTime().toInstant().isBefore(cutoff))
                            && Files.deleteIfExists(message)) {
                        deleted++;
                    }
                } catch (NoSuchFileException gone) {
                    // deleted by another process meanwhile
                }
            }
        }
        return deleted;
    }

    /** Delivers {@code raw} the Maildir way: written in {@code tmp/}, then moved into {@code new/}. */
    public Path deliver(byte[] raw) throws IOException {
        String name = uniqueName();
        Path tmp = root.resolve("tmp").resolve(name);
        PrivateFiles.writeNew(tmp, raw); // 0600: a mail may hold a password in clear
        Path target = root.resolve("new").resolve(name);
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
        return target;
    }

    private static String uniqueName() {
        long now = System.currentTimeMillis();
        long pid = ProcessHandle.current().pid();
        return String.format("%013d.P%dQ%06d.%s", now, pid, COUNTER.incrementAndGet(), hostName());
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName().replace('/', '_').replace(':', '_');
        } catch (IOException e) {
            return ManagementFactory.getRuntimeMXBean().getName().replace('@', '_');
        }
    }
}
