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
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;

/**
 * The data directory's Maildir: the messages in {@code new/} are handled in name order, in
 * batches committed as one transaction each, and each batch is moved to {@code cur/} once it
 * committed. Several processes may work on one Maildir: a message another process
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
    public int processWaiting(Handler handler, int batch, BooleanSupplier stop, ProgressListener progress)
            throws IOException, SQLException {
        int handled = 0;
        List<Path> waiting = maildir.waiting();
        progress.progress(0, waiting.size());
        int done = 0;
        while (done < waiting.size() && !stop.getAsBoolean()) {
            List<Path> taken = new ArrayList<>();
            List<byte[]> raws = new ArrayList<>();
            for (Path message : waiting.subList(done, Math.min(waiting.size(), done + batch))) {
                try {
                    raws.add(Files.readAllBytes(message));
                    taken.add(message);
                } catch (NoSuchFileException gone) {
                    // another process took it
                }
            }
            if (!raws.isEmpty()) {
                handler.handle(raws); // committed: only now are they acknowledged
                for (Path message : taken) {
                    try {
                        maildir.markDone(message);
                    } catch (NoSuchFileException gone) {
                        LOG.fine(() -> message.getFileName() + " was moved by another process");
                    }
                }
            }
            handled += taken.size();
            done = Math.min(waiting.size(), done + batch);
            progress.progress(done, waiting.size());
        }
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
