package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Copies the WAL into the database file while {@code serve} waits for mail, on a connection and a
 * thread of its own ({@code PRAGMA wal_checkpoint(PASSIVE)}), so that the copy is seldom left to
 * the commit that finds the WAL past {@value Database#WAL_AUTOCHECKPOINT_PAGES} pages: that commit
 * copies the whole WAL and syncs the database file before its mail's reply can leave, a delay that
 * grows with the database (docs/performance.md, issue 16's twelfth round). A passive checkpoint
 * takes no lock a writer waits for: mails handled meanwhile append to the WAL, and the first
 * commit after a checkpoint that copied every frame starts the WAL again from its beginning. The
 * automatic checkpoint of the handling connection stays as it was, for a server that never waits
 * (a long burst of mail); while this one runs, that one finds the checkpoint lock taken and skips.
 *
 * <p>{@code serve} makes the first itself as it starts ({@link #checkpointNow}). A checkpoint
 * starts when {@link #idle} is called, something was committed since the last
 * one started, and the last one ended at least the spacing ago (one second in {@code serve}: a
 * few hundred frames each under light mail, not one database sync per mail). A failing checkpoint
 * (a full disk) is logged and tried again at a later idle moment; it loses nothing, the frames
 * stay in the WAL.
 */
public final class IdleCheckpointer implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(IdleCheckpointer.class.getName());

    /** What one checkpoint reported: frames in the WAL, frames now in the database file. */
    public record Result(int walFrames, int checkpointedFrames) {
    }

    private final Database database;
    private final Connection connection;
    private final long spacingNanos;
    /** The one thread idle checkpoints run on (a daemon: a stopping JVM never waits for it). */
    private final ExecutorService thread = Executors.newSingleThreadExecutor(runnable -> {
        Thread daemon = new Thread(runnable, "pbm-checkpoint");
        daemon.setDaemon(true);
        return daemon;
    });
    /** Guarded by this: whether a checkpoint runs, and the figures of those made. */
    private boolean running;
    private boolean closed;
    private long commitsAtLastStart = -1;
    private long lastEnd;
    private long checkpoints;
    private Result last;
    private boolean failureLogged;

    IdleCheckpointer(Database database, Connection connection, long spacingMillis) {
        this.database = database;
        this.connection = connection;
        this.spacingNanos = TimeUnit.MILLISECONDS.toNanos(spacingMillis);
        this.lastEnd = System.nanoTime() - spacingNanos;
    }

    /**
     * The handling thread is about to wait for mail: starts a checkpoint if one is due. Returns at
     * once; never throws.
     */
    public void idle() {
        long commits = database.commits();
        synchronized (this) {
            if (closed || running || commits == commitsAtLastStart || System.nanoTime() - lastEnd < spacingNanos) {
                return;
            }
            commitsAtLastStart = commits;
            running = true;
            // under the lock: close() cannot shut the thread down between the check and this
            thread.execute(() -> ended(checkpointQuietly()));
        }
    }

    /**
     * Makes a checkpoint now, on the caller's thread (on this checkpointer's connection), and
     * counts it as the last one: for {@code serve} as it starts, before it takes any mail, so that
     * a long WAL left by the commands before it ({@code process}, a burst of {@code deliver}s) is
     * not copied while its first mails are handled, sharing the disk with their commits. A
     * failure is logged as in {@link #idle}. Not to be called while an idle checkpoint may run.
     */
    public void checkpointNow() {
        long commits = database.commits();
        synchronized (this) {
            if (closed || running) {
                return;
            }
            running = true;
            commitsAtLastStart = commits;
        }
        ended(checkpointQuietly());
    }

    /** How many checkpoints have ended so far (failed ones too). */
    public synchronized long checkpoints() {
        return checkpoints;
    }

    /** What the last checkpoint that worked reported, or null before the first. */
    public synchronized Result last() {
        return last;
    }

    /** Waits until no checkpoint runs (for tests). */
    synchronized void awaitQuiet() throws InterruptedException {
        while (running) {
            wait();
        }
    }

    /** A checkpoint's result, or null when it failed (logged). */
    private Result checkpointQuietly() {
        try {
            return checkpoint();
        } catch (SQLException | RuntimeException e) {
            logFailure(e);
            return null;
        }
    }

    private synchronized void ended(Result result) {
        if (result != null) {
            last = result;
            failureLogged = false;
        }
        checkpoints++;
        lastEnd = System.nanoTime();
        running = false;
        notifyAll();
    }

    private Result checkpoint() throws SQLException {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("PRAGMA wal_checkpoint(PASSIVE)")) {
            if (!rs.next()) {
                throw new SQLException("wal_checkpoint returned no row");
            }
            return new Result(rs.getInt(2), rs.getInt(3));
        }
    }

    private void logFailure(Exception e) {
        boolean first;
        synchronized (this) {
            first = !failureLogged;
            failureLogged = true;
        }
        // once per run of failures: a full disk would otherwise log a line every second
        LOG.log(first ? Level.WARNING : Level.FINE, "the WAL could not be copied into the database file now"
                + " (nothing is lost; tried again later): " + e.getMessage());
    }

    /** Waits for a checkpoint asked for to end, then stops the thread and closes its connection. */
    @Override
    public void close() throws SQLException {
        synchronized (this) {
            closed = true;
        }
        thread.shutdown();
        boolean interrupted = false;
        while (true) {
            try {
                if (thread.awaitTermination(1, TimeUnit.MINUTES)) {
                    break;
                }
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        connection.close();
    }
}
