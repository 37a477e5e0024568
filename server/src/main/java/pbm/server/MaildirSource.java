package pbm.server;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;

/**
 * The data directory's Maildir: each message in {@code new/} is handled in name order and then
 * moved to {@code cur/}. Several processes may work on one Maildir: a message another process
 * moved away first is simply skipped.
 */
final class MaildirSource implements InboundSource {
    private static final Logger LOG = Logger.getLogger(MaildirSource.class.getName());
    private static final long WATCH_SLICE_MILLIS = 1_000;

    private final Maildir maildir;
    private WatchService watcher;

    MaildirSource(Maildir maildir) {
        this.maildir = maildir;
    }

    @Override
    public int processWaiting(Handler handler, BooleanSupplier stop, ProgressListener progress)
            throws IOException, SQLException {
        int handled = 0;
        List<Path> waiting = maildir.waiting();
        progress.progress(0, waiting.size());
        int seen = 0;
        for (Path message : waiting) {
            if (stop.getAsBoolean()) {
                break;
            }
            progress.progress(seen++, waiting.size());
            byte[] raw;
            try {
                raw = Files.readAllBytes(message);
            } catch (NoSuchFileException gone) {
                continue; // another process took it
            }
            handler.handle(raw);
            try {
                maildir.markDone(message);
            } catch (NoSuchFileException gone) {
                LOG.fine(() -> message.getFileName() + " was moved by another process");
            }
            handled++;
        }
        progress.progress(seen, waiting.size());
        return handled;
    }

    @Override
    public void awaitMail(Duration timeout, BooleanSupplier stop) throws InterruptedException {
        try {
            WatchService watch = watcher();
            long deadline = System.nanoTime() + timeout.toNanos();
            while (!stop.getAsBoolean() && System.nanoTime() < deadline) {
                long slice = Math.min(WATCH_SLICE_MILLIS, Math.max(1, (deadline - System.nanoTime()) / 1_000_000));
                WatchKey key = watch.poll(slice, TimeUnit.MILLISECONDS);
                if (key != null) {
                    key.pollEvents();
                    key.reset();
                    return;
                }
            }
        } catch (IOException | ClosedWatchServiceException e) {
            Thread.sleep(Math.min(timeout.toMillis(), WATCH_SLICE_MILLIS));
        }
    }

    private WatchService watcher() throws IOException {
        if (watcher == null) {
            watcher = FileSystems.getDefault().newWatchService();
            maildir.root().resolve("new").register(watcher, StandardWatchEventKinds.ENTRY_CREATE);
        }
        return watcher;
    }

    @Override
    public String describe() {
        return "Maildir " + maildir.root();
    }

    @Override
    public void close() {
        if (watcher != null) {
            try {
                watcher.close();
            } catch (IOException e) {
                LOG.fine("closing the watch service failed: " + e);
            }
        }
    }
}
