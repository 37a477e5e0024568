package pbm.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 */
final class ReplySender implements MessageProcessor.HandOff, AutoCloseable {
    private static final Logger LOG = Logger.getLogger(ReplySender.class.getName());
    static final int WAITING_BATCHES = 4;
    private static final int KEPT_FAILURES = 1000;

    private final OutboxDrainer drainer;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(runnable -> {
        Thread sender = new Thread(runnable, "pbm-reply-sender");
        sender.setDaemon(true);
        return sender;
    });
    private final Semaphore waiting = new Semaphore(WAITING_BATCHES);
    private final Object counts = new Object();
    private int sent;
    private List<String> failures = new ArrayList<>();

    ReplySender(OutboxDrainer drainer) {
        this.drainer = drainer;
    }

    @Override
    public Outbox.Claim claim() {
        return drainer.claimForQueuing();
    }

    @Override
    public Runnable prepare(Connection connection, List<OutboxRow> replies) throws SQLException {
        if (replies.isEmpty()) {
            return null;
        }
        OutboxDrainer.Claimed batch = drainer.claimed(connection, replies);
        return () -> submit(batch);
    }

    private void submit(OutboxDrainer.Claimed batch) {
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
                    send(batch);
                } finally {
                    waiting.release();
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException closed) {
            waiting.release();
            release(batch.rows(), closed);
        }
    }

    private void send(OutboxDrainer.Claimed batch) {
        List<String> lines = new ArrayList<>();
        try {
            int left = drainer.sendClaimed(batch, lines);
            synchronized (counts) {
                sent += left;
            }
        } catch (SQLException | RuntimeException e) {
            release(batch.rows(), e);
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
    int awaitSent(List<String> failuresOut) throws InterruptedException {
        waiting.acquire(WAITING_BATCHES);
        waiting.release(WAITING_BATCHES);
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
        }
    }
}
