package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Outbox;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * Two servers on one data directory at once, as two {@code deliver} processes are: each its
 * own SQLite connection, 200 messages between them, every one delivered and drained at once.
 * No SQLITE_BUSY may surface (immediate transactions, busy timeout, retry), nothing is lost,
 * no reply is sent twice although both drain the same outbox.
 */
class ConcurrentDeliverTest {
    private static final int MESSAGES = 200; // the 500 of the issue run as two real processes: ConcurrentDeliverJarIT

    @TempDir
    Path dir;

    @Test
    void twoDeliverersOnOneDataDirectoryLoseNothingAndSendNothingTwice() throws Exception {
        List<byte[]> mails = new ArrayList<>();
        for (int i = 0; i < MESSAGES; i++) {
            mails.add(Mails.plain("user" + i + "@example.org", "", "signup user" + i + " pw" + i)
                    .replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8));
        }
        long started = System.nanoTime();
        try (Server first = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS);
                Server second = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                Future<Integer> a = pool.submit(() -> deliverEveryOther(first, mails, 0));
                Future<Integer> b = pool.submit(() -> deliverEveryOther(second, mails, 1));
                assertEquals(MESSAGES, a.get() + b.get());
            } finally {
                pool.shutdown();
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            System.out.printf("two deliverers: %d messages in %.1f s (%.0f/s)%n", MESSAGES, seconds,
                    MESSAGES / seconds);

            assertEquals(MESSAGES, count(first, "SELECT count(*) FROM users"));
            assertEquals(MESSAGES, count(first, "SELECT count(*) FROM seen_messages"));
            assertEquals(MESSAGES, first.database().transaction(c -> new Outbox(c).list("sent")).size());
            assertEquals(0, first.database().transaction(c -> new Outbox(c).list("pending")).size());
            try (Stream<Path> files = Files.list(first.dataDir().outbox())) {
                assertEquals(MESSAGES, files.filter(p -> p.toString().endsWith(".eml")).count());
            }
            assertEquals(MESSAGES, count(first, "SELECT count(*) FROM outbox WHERE attempts = 1"),
                    "every reply written once");
            assertTrue(first.database().transaction(c -> {
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
                    rs.next();
                    return rs.getString(1);
                }
            }).equals("ok"));
        }
    }

    private static int deliverEveryOther(Server server, List<byte[]> mails, int offset) throws Exception {
        int handled = 0;
        for (int i = offset; i < mails.size(); i += 2) {
            assertEquals(MessageProcessor.Outcome.ANSWERED, server.deliver(mails.get(i)));
            handled++;
        }
        return handled;
    }

    private static int count(Server server, String sql) throws Exception {
        return server.database().transaction(c -> {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }
}
