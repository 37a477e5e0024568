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
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;
import pbm.admin.ProgressListener;

/**
 * The data directory's Maildir: the messages in {@code new/} are handled in name order, in
 * batches committed as one transaction each, and each batch is moved to {@code cur/} (or deleted,
 * with {@code inbox.keep-days=0}) once it committed. Several processes may work on one Maildir: a message another process
 * moved away first is simply skipped.
 */
final class MaildirSource implements InboundSource {
    private static final Logger LOG = Logger.getLogger(MaildirSource.class.getName());
    private static final long WATCH_SLICE_MILLIS = 1_000;

    private final Maildir maildir;
    /** Whether a handled message moves to {@code cur/}; false deletes it ({@code inbox.keep-days=0}). */
    private final boolean keepHandled;
    private WatchService watcher;

    MaildirSource(Maildir maildir) {
        this(maildir, true);
    }

    MaildirSource(Maildir maildir, boolean keepHandled) {
        this.maildir = maildir;
        this.keepHandled = keepHandled;
    }

    /**
     * Reads (and has the handler {@linkplain Handler#prepare prepare}) the batch after the one
     * being handled, and moves handled batches to {@code cur/}, so that the thread handling
     * mail does neither: a backlog of move mails is handled a tenth faster (issue 16).
     */
    private final ExecutorService ahead = Executors.newSingleThreadExecutor(
            DaemonThreads.named("pbm-inbox-reader"));

    /** The messages of a batch that could be read, and their bytes. */
    private record Read(List<Path> taken, List<byte[]> raws) {
    }

    @Override
    public int processWaiting(Handler handler, int batch, BooleanSupplier stop, ProgressListener progress)
            throws IOException, SQLException {
        List<Path> waiting = maildir.waiting();
        progress.progress(0, waiting.size());
        List<List<Path>> batches = new ArrayList<>();
        for (int from = 0; from < waiting.size(); from += batch) {
            batches.add(waiting.subList(from, Math.min(waiting.size(), from + batch)));
        }
        int handled = 0;
        int done = 0;
        Future<Read> next = batches.isEmpty() ? null : ahead.submit(readTask(batches.get(0), handler));
        Future<?> acknowledging = null;
        try {
            for (int i = 0; i < batches.size() && !stop.getAsBoolean(); i++) {
                Future<Read> reading = next;
                next = null;
                Read current = await(reading);
                next = i + 1 < batches.size() ? ahead.submit(readTask(batches.get(i + 1), handler)) : null;
                List<Path> acknowledged = current.taken();
                if (!current.raws().isEmpty()) {
                    // committed: only now are they acknowledged, all but those deferred
                    acknowledged = handledOnly(current.taken(), handler.handle(current.raws()));
                    List<Path> now = acknowledged;
                    Future<?> previous = acknowledging;
                    acknowledging = null;
                    await(previous);
                    acknowledging = ahead.submit(() -> acknowledge(now));
                }
                handled += acknowledged.size();
                done += batches.get(i).size();
                progress.progress(done, waiting.size());
                if (acknowledged.size() < current.taken().size()) {
                    break; // deferred: the next pass lists what came meanwhile with them
                }
            }
            Future<?> last = acknowledging;
            acknowledging = null;
            await(last);
        } finally {
            // nothing left running when this returns: a batch read ahead but not handled (stopped,
            // or a failure) is dropped and stays waiting; acknowledgements already due are made
            settle(next);
            settle(acknowledging);
        }
        return handled;
    }

    /** The messages whose flag in {@code handled} is set. */
    private static List<Path> handledOnly(List<Path> taken, boolean[] handled) {
        List<Path> kept = new ArrayList<>(taken.size());
        for (int i = 0; i < taken.size(); i++) {
            if (handled[i]) {
                kept.add(taken.get(i));
            }
        }
        return kept;
    }

    private java.util.concurrent.Callable<Read> readTask(List<Path> messages, Handler handler) {
        return () -> read(messages, handler);
    }

    /** Reads the messages still there (another process may have taken some) and has them prepared. */
    private static Read read(List<Path> messages, Handler handler) throws IOException {
        List<Path> taken = new ArrayList<>();
        List<byte[]> raws = new ArrayList<>();
        for (Path message : messages) {
            try {
                raws.add(Files.readAllBytes(message));
                taken.add(message);
            } catch (NoSuchFileException gone) {
                // another process took it
            }
        }
        handler.prepare(raws);
        return new Read(taken, raws);
    }

    private Void acknowledge(List<Path> taken) throws IOException {
        for (Path message : taken) {
            try {
                if (keepHandled) {
                    maildir.markDone(message);
                } else {
                    maildir.discard(message);
                }
            } catch (NoSuchFileException gone) {
                LOG.fine(() -> message.getFileName() + " was moved by another process");
            }
        }
        return null;
    }

    /** The task's result once it is done (null for none), its failure thrown as it was. */
    private static <T> T await(Future<T> task) throws IOException {
        if (task == null) {
            return null;
        }
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while reading the Maildir");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IOException io) {
                throw io;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IOException(cause);
        }
    }

    /** Waits for a task on the way out, its failure logged (another is being thrown, or none matters). */
    private static void settle(Future<?> task) {
        if (task == null) {
            return;
        }
        boolean interrupted = false;
        while (true) {
            try {
                task.get();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            } catch (ExecutionException | java.util.concurrent.CancellationException e) {
                LOG.warning("reading or acknowledging Maildir messages failed: " + e.getCause());
                break;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void awaitMail(Duration timeout, BooleanSupplier stop) throws InterruptedException {
        try {
            boolean firstWait = watcher == null;
            WatchService watch = watcher();
            // a message delivered before the watch began (while serve's first pass ran: its
            // deadline sweep, its sending) made no event: it waited out the whole timeout, a
            // second, the bench's first latency mail every time (issue 16, twelfth round)
            if (firstWait && !maildir.waiting().isEmpty()) {
                return;
            }
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
        ahead.shutdown();
        if (watcher != null) {
            try {
                watcher.close();
            } catch (IOException e) {
                LOG.fine("closing the watch service failed: " + e);
            }
        }
    }
}
