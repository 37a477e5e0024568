package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.server.DataDir;
import pbm.server.Maildir;

/**
 * The jar killed with SIGKILL in the middle of a batch of 200 mails, then run again: every
 * command applied exactly once, every reply present exactly once, the database sound. The
 * mails come from a {@link Workload}, so a batch of moves can replace the sign-ups.
 */
class KillJarIT {
    /**
     * More than two of the server's batches (group commit: up to 250 mails a transaction), so
     * that serve is killed with batches still waiting: with fewer the whole inbox is one batch,
     * whose replies all appear at once.
     */
    private static final int MAILS = 600;
    private static final long TIMEOUT_MILLIS = 50_000;

    @TempDir
    Path tmp;

    private Workload workload() {
        return new SignupWorkload(MAILS);
    }

    @Test
    void deliverKilledTwiceInABatchThenRunAgainAppliesEveryMailOnce() throws Exception {
        Workload workload = workload();
        Path data = tmp.resolve("data");
        Path log = tmp.resolve("deliver.log");
        List<String> setup = JarChecks.writeMails(tmp.resolve("setup"), workload.setup());
        List<String> batch = JarChecks.writeMails(tmp.resolve("batch"), workload.batch());
        long started = System.nanoTime();
        if (!setup.isEmpty()) {
            assertEquals(0, run(log, deliver(data, setup)));
        }
        int killedAt = 0;
        for (int fraction : new int[] {3, 2}) {  // killed a third of the way, then half of the way
            Process process = JarChecks.start(log, deliver(data, batch));
            JarChecks.awaitReplies(data, workload.expectedReplies().size() / fraction, process, TIMEOUT_MILLIS);
            assertTrue(process.isAlive(), "deliver ended before it could be killed; see " + log);
            process.destroyForcibly(); // SIGKILL
            process.waitFor(10, TimeUnit.SECONDS);
            killedAt = JarChecks.replies(data).size();
        }
        assertEquals(0, run(log, deliver(data, batch)), Files.readString(log)); // the MTA tries again
        System.out.printf("deliver: killed twice (last at %d replies), %d mails applied in %.1f s%n", killedAt,
                MAILS, (System.nanoTime() - started) / 1e9);

        JarChecks.assertRepliesExactlyOnce(data, workload.expectedReplies());
        JarChecks.assertDatabaseSound(data, setup.size() + batch.size());
        workload.verifyState(data);
    }

    @Test
    void serveKilledInABatchThenRestartedAppliesEveryMailOnce() throws Exception {
        Workload workload = workload();
        Path data = tmp.resolve("data");
        Path log = tmp.resolve("serve.log");
        List<String> setup = JarChecks.writeMails(tmp.resolve("setup"), workload.setup());
        if (!setup.isEmpty()) {
            assertEquals(0, run(log, deliver(data, setup)));
        }
        Maildir inbox = new Maildir(DataDir.open(data).inbox());
        for (byte[] mail : workload.batch()) {
            inbox.deliver(mail);
        }
        long started = System.nanoTime();
        int expected = workload.expectedReplies().size();
        Process first = JarChecks.start(log, "serve", "--data", data.toString());
        // group commit writes a batch's replies together: kill at the first ones, while later
        // batches of the inbox are still to come
        JarChecks.awaitReplies(data, 1, first, TIMEOUT_MILLIS);
        assertTrue(first.isAlive(), "serve ended before it could be killed; see " + log);
        first.destroyForcibly(); // SIGKILL
        first.waitFor(10, TimeUnit.SECONDS);
        int killedAt = JarChecks.replies(data).size();
        assertTrue(killedAt < expected, "killed before the end");

        Process second = JarChecks.start(log, "serve", "--data", data.toString());
        try {
            long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
            while ((JarChecks.replies(data).size() < expected || waiting(data) > 0)
                    && System.currentTimeMillis() < deadline && second.isAlive()) {
                Thread.sleep(20);
            }
            Thread.sleep(500); // a duplicate reply, if any, would be written by now
        } finally {
            second.destroy(); // SIGTERM: serve stops cleanly
            assertTrue(second.waitFor(20, TimeUnit.SECONDS), "serve stops on SIGTERM");
        }
        System.out.printf("serve: killed at %d of %d replies, all applied in %.1f s%n", killedAt, expected,
                (System.nanoTime() - started) / 1e9);
        assertEquals(0, waiting(data), "the inbox is empty");
        assertFalse(Files.readString(log).contains("Exception in thread"), Files.readString(log));

        JarChecks.assertRepliesExactlyOnce(data, workload.expectedReplies());
        JarChecks.assertDatabaseSound(data, setup.size() + workload.batch().size());
        workload.verifyState(data);
    }

    private static long waiting(Path data) throws Exception {
        try (Stream<Path> files = Files.list(data.resolve("inbox").resolve("new"))) {
            return files.count();
        }
    }

    private static String[] deliver(Path data, List<String> files) {
        List<String> args = new ArrayList<>(List.of("deliver", "--data", data.toString()));
        args.addAll(files);
        return args.toArray(String[]::new);
    }

    private static int run(Path log, String... args) throws Exception {
        Process process = JarChecks.start(log, args);
        if (!process.waitFor(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("timed out: " + String.join(" ", args));
        }
        return process.exitValue();
    }
}
