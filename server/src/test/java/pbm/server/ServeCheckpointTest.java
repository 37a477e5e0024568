package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.IdleCheckpointer;
import pbm.testing.TestServer;

/**
 * {@code serve} copies the WAL into the database file while it waits for mail (issue 16, twelfth
 * round), instead of leaving it to the commit that finds the WAL full.
 */
class ServeCheckpointTest {
    @TempDir
    Path dir;

    @Test
    void serveCheckpointsTheWalWhileItWaitsForMail() throws Exception {
        DataDir data = DataDir.open(dir);
        Files.write(data.inbox().resolve("new/1.eml"), pbm.testing.Mails.plain("alice@example.org",
                "signup alice secret", "", "<m1@example.org>").replace("\n", "\r\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            long giveUp = System.nanoTime() + 20_000_000_000L;
            server.serve(() -> {
                IdleCheckpointer checkpointer = server.idleCheckpointer();
                return checkpointer != null && checkpointer.checkpoints() > 0 || System.nanoTime() > giveUp;
            });

            IdleCheckpointer checkpointer = server.idleCheckpointer();
            assertNotNull(checkpointer);
            assertTrue(checkpointer.checkpoints() > 0, "a checkpoint while serve waited for mail");
            IdleCheckpointer.Result result = checkpointer.last();
            assertNotNull(result, "it worked");
            assertTrue(result.walFrames() > 0, "the signup was in the WAL: " + result);
            assertEquals(result.walFrames(), result.checkpointedFrames(), "and is in the database file now");
            try (var replies = Files.list(data.outbox())) {
                assertEquals(1, replies.filter(f -> f.toString().endsWith(".eml")).count(), "the signup was answered");
            }
        }
    }
}
