package pbm.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import pbm.store.Outbox;
import pbm.store.OutboxRow;

/**
 * Sends the replies of each committed batch of mails on a thread of its own, while the next
 * batch is handled ({@code process} and {@code serve} with the {@code .eml} outbox; see
 * {@link Server}'s field for why not SMTP): the replies are queued claimed for this
 * sender and handed over as stored ({@link MessageProcessor.HandOff}), so they are neither read
 * back from the outbox nor taken by another sender. A reply that cannot leave is due again like
 * any failed row; if this process dies first, its claims are released by the next sender on this
 * host ({@link OutboxDrainer}) or when their lease ends, and the {@code .eml} transport replaces a
 * file sent twice.
 *
 * <p>At most {@value #WAITING_BATCHES} batches wait for the thread: handing over a further one
 * waits, so a flood of mail cannot pile its replies up in memory.
 *
 * <p>Marking the rows sent needs the database, which the handling thread holds for a whole
 * batch: while more batches wait, the rows written are marked by the handling thread's next
 * transaction ({@link #prepare}) instead of one of this thread's own, so this thread writes on
 * and saves a commit; half a second after it ran out of batches to write it marks what is left
 * itself, unless a further batch was handed over meanwhile, and {@link #awaitSent} marks
 * everything before it returns. A row written but not yet
 * marked when the process dies is sent again, which replaces its file.
 */
final class ReplySender implements MessageProcessor.HandOff, AutoCloseable {
    private static final Logger LOG = Logger.getLogger(ReplySender.class.getName());
    static final int WAITING_BATCHES = 4;
    /**
     * How long after writing its last batch this thread marks the rows no handling transaction
     * took (so {@code serve}'s outbox shows them sent soon after they left).
     */
    static final long MARK_IDLE_AFTER_MILLIS = 500;
    private static final int KEPT_FAILURES = 1000;

    private final OutboxDrainer drainer;
    private final ScheduledThreadPoolExecutor thread = new ScheduledThreadPoolExecutor(1,
            DaemonThreads.named("pbm-reply-sender"));
    private final Semaphore waiting = new Semaphore(WAITING_BATCHES);
    private final Object counts = new Object();
    /** Held while rows are marked by {@link #markLeft}; taken before the database, never inside {@link #counts}. */
    private final Object marking = new Object();
    private int sent;
    private List<String> failures = new ArrayList<>();
    /** Rows written (their files durable) and not yet marked sent; guarded by {@link #counts}. */
    private List<Long> unmarked = new ArrayList<>();
    /**
     * Rows the handling thread's transaction marks, until it commits; guarded by {@link #counts}.
     * Still here at the next {@link #prepare} means that transaction failed: they are marked again.
     */
    private List<Long> markedByBatch = List.of();
    /** Batches handed over so far; guarded by {@link #counts}. An idle mark is made only if none came since. */
    private long handedOver;

    ReplySender(OutboxDrainer drainer) {
        this.drainer = drainer;
        thread.setExecuteExistingDelayedTasksAfterShutdownPolicy(false); // close marks what is left
    }

    @Override
    public Outbox.Claim claim() {
        return drainer.claimForQueuing();
    }

    @Override
    public Runnable prepare(Connection connection, List<OutboxRow> replies) throws SQLException {
        List<Long> marks;
        synchronized (counts) {
            marks = new ArrayList<>(markedByBatch);
            marks.addAll(unmarked);
            unmarked = new ArrayList<>();
            markedByBatch = marks;
        }
        drainer.markSentIn(connection, marks);
        OutboxDrainer.Claimed batch = replies.isEmpty() ? null : drainer.claimed(connection, replies);
        if (marks.isEmpty() && batch == null) {
            return null;
        }
        return () -> {
            synchronized (counts) {
                if (markedByBatch == marks) {
                    markedByBatch = List.of();
                }
            }
            if (batch != null) {
                submit(batch);
            }
        };
    }

    /**
     * {@link #markLeft}{@code (false)}, a failure logged (the next batch, drain or close marks
     * them), unless a batch was handed over since {@code handedOverThen}: the thread was not idle
     * after all, and the handling thread's next transaction, or the idle mark after that batch,
     * marks them. In a backlog the thread catches up and runs dry after each batch, and a mark of
     * its own then took the database between two of the handling thread's batches, which waited
     * for it (5.6% of the handling thread's time in a profile of the bench).
     */
    private void markLeftIfIdleSince(long handedOverThen) {
        synchronized (counts) {
            if (handedOver != handedOverThen) {
                return;
            }
        }
        try {
            markLeft(false);
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot mark the replies sent last yet; the next batch or drain marks them", e);
        }
    }

    /**
     * Marks sent, in a transaction of its own, the rows written and not yet marked; with
     * {@code andTakenByBatch} also those a handling transaction took, which must then have
     * ended (the handling thread itself calls it, between batches): one that failed left them.
     */
    private void markLeft(boolean andTakenByBatch) throws SQLException {
        synchronized (marking) { // awaitSent returns only once a mark this thread began is committed
            List<Long> marks;
            synchronized (counts) {
                marks = new ArrayList<>(andTakenByBatch ? markedByBatch : List.of());
                marks.addAll(unmarked);
                unmarked = new ArrayList<>();
                if (andTakenByBatch) {
                    markedByBatch = List.of();
                }
            }
            try {
                drainer.markSent(marks);
            } catch (SQLException | RuntimeException e) {
                synchronized (counts) {
                    unmarked.addAll(marks);
                }
                throw e;
            }
        }
    }

    private void submit(OutboxDrainer.Claimed batch) {
        long number;
        synchronized (counts) {
            number = ++handedOver;
        }
        try {
            waiting.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            release(batch.rows(), e); // this thread is stopping: the replies are due for the next sender
            return;
        }
        try {
            thread.execute(() -> {
                try {
                    send(batch, number);
                } finally {
                    waiting.release();
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            waiting.release();
            release(batch.rows(), closed);
        }
    }

    /** Writes the {@code number}th batch handed over. */
    private void send(OutboxDrainer.Claimed batch, long number) {
        List<String> lines = new ArrayList<>();
        try {
            List<Long> left;
            try {
                left = drainer.sendClaimedUnmarked(batch, lines);
            } catch (SQLException | RuntimeException e) {
                release(batch.rows(), e);
                return;
            }
            synchronized (counts) {
                sent += left.size();
                unmarked.addAll(left);
            }
            if (waiting.availablePermits() == WAITING_BATCHES - 1) { // no other batch handed over
                // not at once: a transaction of this thread's own would hold up the handling
                // thread's next batch, which marks them anyway if it comes before
                try {
                    thread.schedule(() -> markLeftIfIdleSince(number), MARK_IDLE_AFTER_MILLIS,
                            TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.RejectedExecutionException closing) {
                    // close() marks them once this thread has finished
                }
            }
        } finally {
            synchronized (counts) {
                failures.addAll(lines);
                if (failures.size() > KEPT_FAILURES) { // serve never asks: keep the newest (all are logged)
                    failures = new ArrayList<>(failures.subList(failures.size() - KEPT_FAILURES, failures.size()));
                }
            }
        }
    }

    /** Replies this sender could not finish are made due again at once for any sender. */
    private void release(List<OutboxRow> rows, Exception cause) {
        LOG.log(Level.WARNING, "sending " + rows.size() + " repl" + (rows.size() == 1 ? "y" : "ies")
                + " failed: " + Server.causes(cause) + "; they are due again for the next drain", cause);
        try {
            drainer.releaseClaimed(rows);
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "cannot release " + rows.size() + " claimed replies; they are due again when"
                    + " their lease ends or this process has gone", e);
        }
    }

    /**
     * Waits until every batch handed over so far was sent; returns how many replies left since
     * the last call, and adds what could not leave to {@code failuresOut}.
     */
    int awaitSent(List<String> failuresOut) throws InterruptedException, SQLException {
        waiting.acquire(WAITING_BATCHES);
        try {
            markLeft(true);
        } finally {
            waiting.release(WAITING_BATCHES);
        }
        synchronized (counts) {
            int done = sent;
            sent = 0;
            failuresOut.addAll(failures);
            failures = new ArrayList<>();
            return done;
        }
    }

    /** Sends what was handed over, then stops the thread. */
    @Override
    public void close() throws InterruptedException {
        thread.shutdown();
        if (!thread.awaitTermination(1, TimeUnit.MINUTES)) {
            LOG.warning("replies still being sent after a minute; their claims are released when this process"
                    + " has gone");
            return;
        }
        try {
            markLeft(true);
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.WARNING, "cannot mark the replies sent last; they are sent again, replacing their files,"
                    + " once this process has gone", e);
        }
    }
}
