package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.MailTransport;
import pbm.mail.MailTransportException;
import pbm.mail.MailWriter;
import pbm.mail.OutboundMail;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;

/**
 * Who marks the replies the sender thread wrote (issue 16, tenth round): while another batch
 * waits for the thread, the handling thread's next transaction marks them, so the thread need
 * not wait for the database; once the thread has had nothing left to write for a while
 * ({@link ReplySender#MARK_IDLE_AFTER_MILLIS}) it marks them itself;
 * {@code awaitSent} leaves nothing unmarked.
 */
class ReplyMarksTest {
    @TempDir
    Path dir;

    /** An outbox folder that replaces on re-send and holds each batch until told to go on. */
    private static final class HeldTransport implements MailTransport {
        final List<CountDownLatch> gates = List.of(new CountDownLatch(1), new CountDownLatch(1));
        final List<String> written = java.util.Collections.synchronizedList(new ArrayList<>());
        int batches;

        @Override
        public boolean resendReplaces() {
            return true;
        }

        @Override
        public void send(String outboxId, OutboundMail mail, byte[] raw) {
            written.add(outboxId);
        }

        @Override
        public List<MailTransportException> sendAll(List<Outgoing> batch) {
            int index = batches++;
            try {
                if (index < gates.size() && !gates.get(index).await(10, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("batch " + index + " was never let through");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            List<MailTransportException> failures = new ArrayList<>();
            for (Outgoing mail : batch) {
                written.add(mail.outboxId());
                failures.add(null);
            }
            return failures;
        }
    }

    private static List<OutboxRow> queue(Database database, OutboxDrainer drainer, String who) throws Exception {
        return database.transaction(c -> {
            Outbox outbox = new Outbox(c);
            List<OutboxRow> rows = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                rows.add(outbox.add(new OutboundMail(List.of(who + i + "@example.org"), "Board " + who, "the board"),
                        Instant.now(), drainer.claimForQueuing()));
            }
            return rows;
        });
    }

    private static List<String> states(Database database, List<OutboxRow> rows) throws Exception {
        List<String> out = new ArrayList<>();
        for (OutboxRow row : rows) {
            out.add(database.transaction(c -> {
                try (var st = c.prepareStatement("SELECT state FROM outbox WHERE id = ?")) {
                    st.setLong(1, row.id());
                    try (var rs = st.executeQuery()) {
                        rs.next();
                        return rs.getString(1);
                    }
                }
            }));
        }
        return out;
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertTrue(condition.getAsBoolean(), "timed out");
    }

    /**
     * A sender with two batches of two replies handed over, the first written and the second
     * held by the transport: the state each test starts from.
     */
    private static final class TwoBatches implements AutoCloseable {
        final Database database;
        final HeldTransport transport = new HeldTransport();
        final ReplySender sender;
        final List<OutboxRow> first;
        final List<OutboxRow> second;

        TwoBatches(Path file) throws Exception {
            database = Database.open(file);
            OutboxDrainer drainer = new OutboxDrainer(database, transport, new MailWriter("pbm@localhost",
                    Clock.systemUTC()), Clock.systemUTC());
            sender = new ReplySender(drainer);
            first = queue(database, drainer, "a");
            second = queue(database, drainer, "b");
            database.transaction(c -> sender.prepare(c, first)).run();
            database.transaction(c -> sender.prepare(c, second)).run();
            transport.gates.get(0).countDown(); // the first batch is written; the second waits
            waitFor(() -> transport.written.size() == 2);
        }

        @Override
        public void close() throws Exception {
            try {
                sender.close();
            } finally {
                database.close();
            }
        }
    }

    @Test
    void whileAnotherBatchWaitsTheHandlingTransactionMarksWhatWasWritten() throws Exception {
        try (TwoBatches two = new TwoBatches(dir.resolve("pbm.db"))) {
            Database database = two.database;
            Thread.sleep(50);
            assertEquals(List.of("pending", "pending"), states(database, two.first),
                    "with the second batch waiting, the thread leaves the marks to the handling thread");

            // the handling thread's next batch (no replies of its own) marks them in its transaction
            List<String> sql = new ArrayList<>();
            database.traceStatements(sql::add);
            Runnable after = database.transaction(c -> two.sender.prepare(c, List.of()));
            database.traceStatements(null);
            assertTrue(sql.stream().anyMatch(s -> s.startsWith("UPDATE outbox SET state = 'sent'")), sql.toString());
            assertEquals(List.of("sent", "sent"), states(database, two.first));
            assertEquals(List.of("pending", "pending"), states(database, two.second));
            after.run();

            // the last batch: the thread, with nothing left to write, marks it itself
            two.transport.gates.get(1).countDown();
            waitFor(() -> {
                try {
                    return states(database, two.second).equals(List.of("sent", "sent"));
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            assertEquals(4, two.sender.awaitSent(new ArrayList<>()));
            assertEquals(4, two.transport.written.size(), "each reply written once");
        }
    }

    @Test
    void aHandlingTransactionThatFailsLeavesItsMarksForTheNextOrForAwaitSent() throws Exception {
        try (TwoBatches two = new TwoBatches(dir.resolve("pbm.db"))) {
            Database database = two.database;
            try {
                database.transaction(c -> {
                    two.sender.prepare(c, List.of());
                    throw new java.sql.SQLException("the batch failed");
                });
            } catch (java.sql.SQLException expected) {
                // rolled back, marks and all
            }
            assertEquals(List.of("pending", "pending"), states(database, two.first));
            two.transport.gates.get(1).countDown();
            assertEquals(4, two.sender.awaitSent(new ArrayList<>()));
            assertEquals(List.of("sent", "sent"), states(database, two.first));
            assertEquals(List.of("sent", "sent"), states(database, two.second));
        }
    }

    /**
     * The thread runs dry after a batch and means to mark its rows half a second later; when a
     * further batch is handed over meanwhile, that mark is not made: the thread was not idle,
     * and a mark of its own would make the handling thread wait for the database between two
     * batches. The last batch's own idle mark marks its rows, half a second after it was written.
     */
    @Test
    void anIdleMarkIsNotMadeWhenABatchWasHandedOverMeanwhile() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            HeldTransport transport = new HeldTransport();
            OutboxDrainer drainer = new OutboxDrainer(database, transport, new MailWriter("pbm@localhost",
                    Clock.systemUTC()), Clock.systemUTC());
            ReplySender sender = new ReplySender(drainer);
            try {
                List<OutboxRow> first = queue(database, drainer, "a");
                List<OutboxRow> second = queue(database, drainer, "b");
                transport.gates.get(0).countDown();
                database.transaction(c -> sender.prepare(c, first)).run();
                waitFor(() -> transport.written.size() == 2); // written, the thread idle: a mark is due in 0.5 s
                // the handling transaction handing over the second batch marks the first
                database.transaction(c -> sender.prepare(c, second)).run(); // held by the transport
                Thread.sleep(ReplySender.MARK_IDLE_AFTER_MILLIS + 100); // the first mark is overdue
                transport.gates.get(1).countDown();
                waitFor(() -> transport.written.size() == 4);
                Thread.sleep(100);
                assertEquals(List.of("sent", "sent"), states(database, first));
                assertEquals(List.of("pending", "pending"), states(database, second),
                        "the mark due after the first batch was not made");
                waitFor(() -> {
                    try {
                        return states(database, second).equals(List.of("sent", "sent"));
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                });
                assertEquals(4, sender.awaitSent(new ArrayList<>()));
            } finally {
                sender.close();
            }
        }
    }
}
