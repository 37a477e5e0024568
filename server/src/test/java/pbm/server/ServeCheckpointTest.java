package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.IdleCheckpointer;
import pbm.testing.TestServer;

/**
 * {@code serve} copies the WAL into the database file as it starts and while it waits for mail
 * (issue 16, twelfth round), instead of leaving it to the commit that finds the WAL full.
 */
class ServeCheckpointTest {
    @TempDir
    Path dir;

    private void signupWaiting(DataDir data, String userid, int number) throws Exception {
        Files.write(data.inbox().resolve("new/" + number + ".eml"), pbm.testing.Mails.plain(userid + "@example.org",
                "signup " + userid + " secret", "", "<m" + number + "@example.org>").replace("\n", "\r\n")
                .getBytes(StandardCharsets.UTF_8));
    }

    /**
     * {@code serve}'s checkpointer made {@code checkpoints}, and the last found the sign-up's
     * frames in the WAL and copied every frame into the database file.
     */
    private static void assertLastCopiedTheWal(Server server, int checkpoints, String why) {
        IdleCheckpointer checkpointer = server.idleCheckpointer();
        assertNotNull(checkpointer);
        assertEquals(checkpoints, checkpointer.checkpoints(), why);
        IdleCheckpointer.Result result = checkpointer.last();
        assertNotNull(result, "it worked");
        assertTrue(result.walFrames() > 0, "the sign-up was in the WAL: " + result);
        assertEquals(result.walFrames(), result.checkpointedFrames(), "and is in the database file now");
    }

    @Test
    void serveCheckpointsTheWalWhileItWaitsForMail() throws Exception {
        DataDir data = DataDir.open(dir);
        signupWaiting(data, "alice", 1);
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            long giveUp = System.nanoTime() + 20_000_000_000L;
            // the first checkpoint is made as serve starts; the second while it waits
            server.serve(() -> {
                IdleCheckpointer checkpointer = server.idleCheckpointer();
                return checkpointer != null && checkpointer.checkpoints() > 1 || System.nanoTime() > giveUp;
            });

            assertLastCopiedTheWal(server, 2, "one as serve started, one while it waited for mail");
            try (var replies = Files.list(data.outbox())) {
                assertEquals(1, replies.filter(f -> f.toString().endsWith(".eml")).count(), "the signup was answered");
            }
        }
    }

    @Test
    void serveCopiesTheWalLeftByTheCommandsBeforeItBeforeItTakesMail() throws Exception {
        DataDir data = DataDir.open(dir);
        signupWaiting(data, "bob", 2);
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            assertEquals(1, server.processInbox(() -> false)); // as pbm process would
            server.drainOutbox();

            server.serve(() -> true);

            assertLastCopiedTheWal(server, 1, "serve stopped at once, after its first checkpoint");
        }
    }
}
