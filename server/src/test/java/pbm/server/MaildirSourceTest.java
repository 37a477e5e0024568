package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.admin.ProgressListener;

/**
 * The Maildir source reads the batch after the one being handled on a thread of its own, and
 * moves a batch to {@code cur/} only once its handler returned (issue 16, tenth round): every
 * batch is prepared before it is handled, handled in order, and acknowledged by the time
 * {@code processWaiting} returns; a batch whose handling failed, and those after it, stay waiting.
 */
class MaildirSourceTest {
    @TempDir
    Path dir;

    /** Records what it is told, in order, with the thread and what {@code cur/} held then. */
    private final class Recorder implements InboundSource.Handler {
        final List<String> events = Collections.synchronizedList(new ArrayList<>());
        final List<Long> curWhenHandled = new ArrayList<>();
        /** Per batch handled: whether the next batch was prepared while this one was being handled. */
        final List<Boolean> nextPreparedMeanwhile = new ArrayList<>();
        final int failAt;
        /** The batches this run will have (0: do not watch for preparing ahead). */
        final int inAll;
        int batches;

        Recorder(int failAt, int inAll) {
            this.failAt = failAt;
            this.inAll = inAll;
        }

        @Override
        public boolean[] handle(List<byte[]> raws) throws SQLException {
            batches++;
            curWhenHandled.add(count("cur"));
            if (batches == failAt) {
                throw new SQLException("the database failed");
            }
            events.add("handle " + names(raws) + " on " + Thread.currentThread().getName());
            if (inAll > 0) {
                nextPreparedMeanwhile.add(batches < inAll && waitForPrepared(batches + 1));
            }
            boolean[] all = new boolean[raws.size()];
            java.util.Arrays.fill(all, true);
            return all;
        }

        private boolean waitForPrepared(int batchCount) {
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (System.nanoTime() < deadline) {
                synchronized (events) {
                    if (events.stream().filter(e -> e.startsWith("prepare")).count() >= batchCount) {
                        return true;
                    }
                }
                Thread.onSpinWait();
            }
            return false;
        }

        @Override
        public void prepare(List<byte[]> raws) {
            events.add("prepare " + names(raws) + " on " + Thread.currentThread().getName());
        }
    }

    private static String names(List<byte[]> raws) {
        List<String> out = new ArrayList<>();
        for (byte[] raw : raws) {
            out.add(new String(raw, StandardCharsets.US_ASCII).trim());
        }
        return String.join(",", out);
    }

    private Maildir maildirWith(int messages) throws Exception {
        Maildir maildir = new Maildir(dir.resolve("inbox"));
        for (String sub : List.of("tmp", "new", "cur")) {
            Files.createDirectories(maildir.root().resolve(sub));
        }
        for (int i = 1; i <= messages; i++) {
            maildir.deliver(("m" + i).getBytes(StandardCharsets.US_ASCII));
        }
        return maildir;
    }

    private long count(String sub) {
        try (Stream<Path> files = Files.list(dir.resolve("inbox").resolve(sub))) {
            return files.count();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void eachBatchIsPreparedAheadHandledInOrderAndAcknowledgedAfterwards() throws Exception {
        Maildir maildir = maildirWith(7);
        Recorder recorder = new Recorder(0, 3);
        try (MaildirSource source = new MaildirSource(maildir)) {
            assertEquals(7, source.processWaiting(recorder, 3, () -> false, ProgressListener.NONE));
        }
        List<String> handled = recorder.events.stream().filter(e -> e.startsWith("handle")).toList();
        String self = Thread.currentThread().getName();
        assertEquals(List.of("handle m1,m2,m3 on " + self, "handle m4,m5,m6 on " + self, "handle m7 on " + self),
                handled);
        for (String batch : List.of("m1,m2,m3", "m4,m5,m6", "m7")) {
            int prepared = indexOf(recorder.events, "prepare " + batch + " ");
            int handledAt = indexOf(recorder.events, "handle " + batch + " ");
            assertTrue(prepared >= 0 && prepared < handledAt, recorder.events.toString());
            assertTrue(recorder.events.get(prepared).endsWith("on pbm-inbox-reader"), recorder.events.toString());
        }
        // a batch is prepared while the one before is being handled (the last has none after it)
        assertEquals(List.of(true, true, false), recorder.nextPreparedMeanwhile);
        // nothing acknowledged before its batch was handled; everything once processWaiting returned
        assertTrue(recorder.curWhenHandled.get(0) == 0 && recorder.curWhenHandled.get(1) <= 3
                && recorder.curWhenHandled.get(2) <= 6, recorder.curWhenHandled.toString());
        assertEquals(0, count("new"));
        assertEquals(7, count("cur"));
    }

    /**
     * A message delivered after a pass but before the first wait began made no event for the
     * watch: the wait notices it anyway instead of sleeping through its timeout (fails by the
     * test's time limit without it).
     */
    @Test
    @org.junit.jupiter.api.Timeout(value = 30, unit = java.util.concurrent.TimeUnit.SECONDS)
    void aMessageDeliveredBeforeTheFirstWaitEndsItAtOnce() throws Exception {
        Maildir maildir = maildirWith(0);
        try (MaildirSource source = new MaildirSource(maildir)) {
            assertEquals(0, source.processWaiting(new Recorder(0, 0), 3, () -> false, ProgressListener.NONE));
            maildir.deliver("late".getBytes(StandardCharsets.US_ASCII));

            source.awaitMail(java.time.Duration.ofMinutes(10), () -> false);

            assertEquals(1, source.processWaiting(new Recorder(0, 0), 3, () -> false, ProgressListener.NONE));
        }
    }

    @Test
    void aFailedBatchAndThoseAfterItStayWaiting() throws Exception {
        Maildir maildir = maildirWith(7);
        Recorder recorder = new Recorder(2, 0);
        try (MaildirSource source = new MaildirSource(maildir)) {
            SQLException failure = assertThrows(SQLException.class,
                    () -> source.processWaiting(recorder, 3, () -> false, ProgressListener.NONE));
            assertEquals("the database failed", failure.getMessage());
            assertEquals(3, count("cur"), "the first batch, committed, is acknowledged");
            assertEquals(4, count("new"));
            // handled again later, the rest goes through
            Recorder again = new Recorder(0, 0);
            assertEquals(4, source.processWaiting(again, 3, () -> false, ProgressListener.NONE));
            assertEquals(7, count("cur"));
        }
    }

    @Test
    void aStopBetweenBatchesLeavesTheRestWaiting() throws Exception {
        Maildir maildir = maildirWith(7);
        Recorder recorder = new Recorder(0, 0);
        try (MaildirSource source = new MaildirSource(maildir)) {
            assertEquals(3, source.processWaiting(recorder, 3, () -> recorder.batches >= 1, ProgressListener.NONE));
        }
        assertEquals(3, count("cur"));
        assertEquals(4, count("new"));
    }

    private static int indexOf(List<String> events, String prefix) {
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }
}
