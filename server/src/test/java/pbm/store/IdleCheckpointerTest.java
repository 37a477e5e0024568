package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The idle checkpointer of {@code serve} (issue 16, twelfth round): an idle moment after a commit
 * copies the WAL into the database file on the checkpointer's own connection, once per commit seen
 * and no more often than its spacing.
 */
class IdleCheckpointerTest {
    @TempDir
    Path dir;

    @Test
    void anIdleMomentAfterACommitCopiesTheWalIntoTheDatabaseFile() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database database = Database.open(file);
                IdleCheckpointer checkpointer = database.idleCheckpointer(0)) {
            writeMegabyte(database);
            long before = Files.size(file);

            checkpointer.idle();
            checkpointer.awaitQuiet();

            assertEquals(1, checkpointer.checkpoints());
            IdleCheckpointer.Result result = checkpointer.last();
            assertNotNull(result, "the checkpoint worked");
            assertTrue(result.walFrames() > 256, "a megabyte is more than 256 pages of 4 KiB: " + result);
            assertEquals(result.walFrames(), result.checkpointedFrames(), "every frame copied: " + result);
            assertTrue(Files.size(file) >= before + (1 << 20),
                    "the database file holds the megabyte now: " + before + " -> " + Files.size(file));

            checkpointer.idle();
            checkpointer.awaitQuiet();
            assertEquals(1, checkpointer.checkpoints(), "nothing committed since: no second checkpoint");

            database.transaction(c -> {
                try (Statement st = c.createStatement()) {
                    return st.executeUpdate("INSERT INTO payload (data) VALUES (x'00')");
                }
            });
            checkpointer.idle();
            checkpointer.awaitQuiet();
            assertEquals(2, checkpointer.checkpoints(), "a commit since: a checkpoint again");
        }
    }

    @Test
    void checkpointsAreSpacedAndCommitsGoOnBetweenThem() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"));
                IdleCheckpointer checkpointer = database.idleCheckpointer(60_000)) {
            writeMegabyte(database);
            checkpointer.idle();
            checkpointer.awaitQuiet();
            writeMegabyte(database);
            checkpointer.idle();
            checkpointer.awaitQuiet();

            assertEquals(1, checkpointer.checkpoints(), "the second idle moment came within the spacing");
            assertEquals(Integer.valueOf(2 * 64), database.<Integer>transaction(c -> {
                try (Statement st = c.createStatement();
                        java.sql.ResultSet rs = st.executeQuery("SELECT count(*) FROM payload")) {
                    rs.next();
                    return rs.getInt(1);
                }
            }));
        }
    }

    /** Commits 64 rows of 16 KiB each into a table of their own. */
    private static void writeMegabyte(Database database) throws Exception {
        database.transaction(c -> {
            try (Statement st = c.createStatement()) {
                st.execute("CREATE TABLE IF NOT EXISTS payload (id INTEGER PRIMARY KEY, data BLOB)");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO payload (data) VALUES (randomblob(16384))")) {
                for (int i = 0; i < 64; i++) {
                    insert.executeUpdate();
                }
            }
            return null;
        });
    }
}
