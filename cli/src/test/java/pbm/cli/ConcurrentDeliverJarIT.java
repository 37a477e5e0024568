package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code deliver} processes on one data directory at once, 500 messages between them:
 * no SQLITE_BUSY surfaces (immediate transactions, busy timeout, retries), nothing is lost,
 * no reply is written twice although both drain the same outbox.
 */
class ConcurrentDeliverJarIT {
    private static final int MAILS = 500;

    @TempDir
    Path tmp;

    @Test
    void twoDeliverProcessesShareOneDataDirectory() throws Exception {
        Workload workload = new SignupWorkload(MAILS);
        Path data = tmp.resolve("data");
        List<String> files = JarChecks.writeMails(tmp.resolve("mails"), workload.batch());
        List<String> evens = new ArrayList<>();
        List<String> odds = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            (i % 2 == 0 ? evens : odds).add(files.get(i));
        }
        // create and migrate the database first, as an installed server has it
        Process init = JarChecks.start(tmp.resolve("init.log"), "db", "migrate", "--data", data.toString());
        assertEquals(0, init.waitFor());

        long started = System.nanoTime();
        Process a = JarChecks.start(tmp.resolve("a.log"), args(data, evens));
        Process b = JarChecks.start(tmp.resolve("b.log"), args(data, odds));
        boolean done = a.waitFor(60, TimeUnit.SECONDS) & b.waitFor(60, TimeUnit.SECONDS);
        double seconds = (System.nanoTime() - started) / 1e9;
        String logs = Files.readString(tmp.resolve("a.log")) + Files.readString(tmp.resolve("b.log"));
        if (!done) {
            a.destroyForcibly();
            b.destroyForcibly();
        }
        System.out.printf("two deliver processes: %d messages in %.1f s (%.0f/s)%n", MAILS, seconds, MAILS / seconds);
        assertEquals(0, a.exitValue(), logs);
        assertEquals(0, b.exitValue(), logs);
        assertFalse(logs.contains("SQLITE_BUSY"), logs);
        assertFalse(logs.contains("locked"), logs);

        JarChecks.assertRepliesExactlyOnce(data, workload.expectedReplies());
        JarChecks.assertDatabaseSound(data, MAILS);
        workload.verifyState(data);
    }

    private static String[] args(Path data, List<String> files) {
        List<String> args = new ArrayList<>(List.of("deliver", "--data", data.toString()));
        args.addAll(files);
        return args.toArray(String[]::new);
    }
}
