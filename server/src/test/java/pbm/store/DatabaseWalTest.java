package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What makes a commit durable stays as it was when the WAL was allowed to grow longer before a
 * checkpoint (issue 16, third round): WAL journal, {@code synchronous=FULL}, and the
 * checkpoint every {@value Database#WAL_AUTOCHECKPOINT_PAGES} pages, also after reopening.
 */
class DatabaseWalTest {
    @TempDir
    Path dir;

    @Test
    void everyConnectionIsWalSyncedInFullWithTheLongerCheckpointInterval() throws Exception {
        for (int open = 0; open < 2; open++) {
            try (Database database = Database.open(dir.resolve("pbm.db"))) {
                assertEquals("wal", pragma(database, "journal_mode"));
                assertEquals("2", pragma(database, "synchronous"), "FULL");
                assertEquals(String.valueOf(Database.WAL_AUTOCHECKPOINT_PAGES), pragma(database, "wal_autocheckpoint"));
                assertEquals(String.valueOf(Database.WAL_SIZE_LIMIT_BYTES), pragma(database, "journal_size_limit"));
                assertEquals("-" + Database.CACHE_KIB, pragma(database, "cache_size"), "the larger page cache");
                assertEquals("2", pragma(database, "temp_store"), "savepoint journals in memory");
            }
        }
    }

    private static String pragma(Database database, String name) throws Exception {
        return database.transaction(c -> {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA " + name)) {
                rs.next();
                return rs.getString(1);
            }
        });
    }
}
