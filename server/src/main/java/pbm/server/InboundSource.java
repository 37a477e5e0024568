package pbm.server;

import java.io.IOException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * Where inbound mail waits: the data directory's Maildir ({@link MaildirSource}) or an IMAP
 * mailbox ({@link ImapSource}).
 *
 * <p>The contract that makes every message count exactly once: a source hands each waiting
 * message to the handler, and acknowledges it (moves it out of the way) only after the handler
 * returned, i.e. after its transaction committed. A crash in between leaves the message waiting;
 * it is handed over again and the handler skips it as a duplicate (its Message-ID, or its
 * digest, is remembered in the same transaction that applied it).
 */
interface InboundSource extends AutoCloseable {

    /** Handles one message's raw bytes; returns once its transaction committed. */
    @FunctionalInterface
    interface Handler {
        void handle(byte[] raw) throws SQLException;
    }

    /**
     * Hands every waiting message to {@code handler}, oldest first, acknowledging each after the
     * handler returned. Stops early when {@code stop} says so, and at the first database failure
     * (that message stays waiting). {@code progress} hears how many of the messages waiting at the
     * start have been dealt with.
     *
     * @return how many messages were handled
     * @throws IOException when the source cannot be read (e.g. the IMAP server is unreachable)
     */
    int processWaiting(Handler handler, BooleanSupplier stop, ProgressListener progress)
            throws IOException, SQLException;

    /** Waits at most {@code timeout} for new mail (returns early when some may have come, or on stop). */
    void awaitMail(Duration timeout, BooleanSupplier stop) throws InterruptedException;

    /** What this source reads, for the log. */
    String describe();

    @Override
    void close();
}
