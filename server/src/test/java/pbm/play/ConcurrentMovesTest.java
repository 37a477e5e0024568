package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Games;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * Two servers on one data directory (two connections, as two {@code deliver} processes
 * have) handle two moves for the same board at the same instant: exactly one is applied,
 * the other is answered with an error, and nothing is lost.
 */
class ConcurrentMovesTest {
    @TempDir
    Path dir;

    @Test
    void twoMovesAtOnceForOneBoardApplyExactlyOnce() throws Exception {
        int boards = 20;
        try (TestServer first = new TestServer(dir); TestServer second = new TestServer(dir)) {
            first.mail("alice@example.org", "signup alice apw", "");
            first.mail("bob@example.org", "signup bob bpw", "");
            for (int i = 0; i < boards; i++) {
                first.mail("alice@example.org", "draughts challenge alice bob", "");
            }
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                for (int board = 101; board < 101 + boards; board++) {
                    CyclicBarrier start = new CyclicBarrier(2);
                    String one = Mails.plain("alice@example.org", "draughts move " + board + " alice apw 32-28", "");
                    String other = Mails.plain("alice@example.org", "draughts move " + board + " alice apw 31-27#1", "");
                    Future<?> a = pool.submit(() -> deliverAfter(start, first, one));
                    Future<?> b = pool.submit(() -> deliverAfter(start, second, other));
                    a.get();
                    b.get();
                }
            } finally {
                pool.shutdown();
            }
            for (int board = 101; board < 101 + boards; board++) {
                int b = board;
                assertEquals(1, first.database().transaction(c -> new Games(c).find(b)).orElseThrow().ply(),
                        "board " + board);
                List<OutboxRow> rows = first.database().transaction(c -> new Outbox(c).list(null));
                List<String> subjects = new ArrayList<>();
                for (OutboxRow row : rows) {
                    if (row.subject().startsWith("Draughts Board " + board + " ")) {
                        subjects.add(row.subject());
                    }
                }
                assertEquals(3, subjects.size(), "two board mails and one error for board " + board + ": " + subjects);
                assertEquals(1, subjects.stream().filter(s -> s.endsWith(" Error")).count(), subjects.toString());
                String error = rows.stream().filter(r -> r.subject().equals("Draughts Board " + b + " Error"))
                        .findFirst().orElseThrow().body();
                assertTrue(error.startsWith("It is not your move") || error.startsWith("Move 31-27 received as move #1"),
                        error);
            }
        }
    }

    private static Void deliverAfter(CyclicBarrier start, TestServer server, String mail) throws Exception {
        start.await();
        server.deliver(mail);
        return null;
    }
}
