package pbm.server;

import java.io.IOException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import pbm.admin.ProgressListener;

/**
 * Where inbound mail waits: the data directory's Maildir ({@link MaildirSource}) or an IMAP
 * mailbox ({@link ImapSource}).
 *
 * <p>The contract that makes every message count exactly once: a source hands the waiting
 * messages to the handler in batches (group commit: up to {@link #BATCH} messages, whatever is
 * waiting, without waiting for more), and acknowledges the messages of a batch (moves them out
 * of the way) only after the handler returned, i.e. after the batch's one transaction
 * committed. A crash in between leaves every message of the batch waiting; they are handed over
 * again and the handler skips those it applied as duplicates (a message's Message-ID, or its
 * digest, is remembered in the same savepoint that applied it).
 */
interface InboundSource extends AutoCloseable {
    /**
     * The most messages handed over in one batch, i.e. committed in one transaction. Fewer
     * commits sync a backlog less often, and a page changed by several mails of a batch (a
     * game's row, the outbox's last pages) is written to the WAL once (docs/performance.md has
     * the measurements that chose 500). The batch's changed pages must fit in the connection's
     * page cache ({@link pbm.store.Database}), or SQLite writes them out before the commit and
     * reads them back. A lone mail is still a batch of one.
     */
    int BATCH = 500;

    /** Handles a batch of messages' raw bytes; returns once their one transaction committed. */
    @FunctionalInterface
    interface Handler {
        /**
         * Returns, for each message in the order given, whether it was handled; one that was
         * not (deferred: see {@link MessageProcessor.Outcome#DEFERRED}) is not acknowledged and
         * stays waiting, and the source ends its pass (the caller starts another, which lists
         * what came meanwhile with them).
         */
        boolean[] handle(List<byte[]> raws) throws SQLException;

        /**
         * Told of a batch before it is handed to {@link #handle}, on another thread, while the
         * batch before is being handled: whatever can be done ahead without the database.
         */
        default void prepare(List<byte[]> raws) {
        }
    }

    /**
     * Hands every waiting message to {@code handler}, oldest first, in batches of up to
     * {@code batch}, acknowledging the messages of a batch after the handler returned. Stops
     * early when {@code stop} says so (between batches), and at the first database failure (that
     * batch stays waiting). {@code progress} hears how many of the messages waiting at the start
     * have been dealt with.
     *
     * @return how many messages were handled
     * @throws IOException when the source cannot be read (e.g. the IMAP server is unreachable)
     */
    int processWaiting(Handler handler, int batch, BooleanSupplier stop, ProgressListener progress)
            throws IOException, SQLException;

    /** Waits at most {@code timeout} for new mail (returns early when some may have come, or on stop). */
    void awaitMail(Duration timeout, BooleanSupplier stop) throws InterruptedException;

    /** What this source reads, for the log. */
    String describe();

    @Override
    void close();
}
