package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.stream.Stream;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opening a database skips Flyway when its history already ends at the newest migration, and
 * migrates as before when it does not.
 */
class DatabaseSchemaTest {
    @TempDir
    Path dir;

    @Test
    void schemaVersionIsTheNewestMigration() throws Exception {
        Path migrations = Path.of("..", "migrations");
        int newest;
        try (Stream<Path> files = Files.list(migrations)) {
            newest = files.map(p -> p.getFileName().toString()).filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).max().orElseThrow();
        }
        assertEquals(String.valueOf(newest), Database.SCHEMA_VERSION,
                "a migration was added: raise Database.SCHEMA_VERSION with it");
    }

    @Test
    void aNewDatabaseIsMigratedAndThenOpenedWithoutFlyway() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database database = Database.openUnmigrated(file)) {
            assertFalse(database.schemaIsCurrent());
        }
        try (Database database = Database.open(file)) {
            assertTrue(database.schemaIsCurrent());
        }
    }

    /** The newest migration before {@link Database#SCHEMA_VERSION} (versions need not be consecutive). */
    private static String olderMigration() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("..", "migrations"))) {
            return String.valueOf(files.map(f -> f.getFileName().toString()).filter(n -> n.matches("V\\d+__.*"))
                    .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__"))))
                    .filter(v -> v < Integer.parseInt(Database.SCHEMA_VERSION)).max().orElseThrow());
        }
    }

    @Test
    void anOlderSchemaIsStillMigrated() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database database = Database.openUnmigrated(file)) {
            String older = olderMigration();
            Flyway.configure(Database.class.getClassLoader()).configuration(database.flyway().getConfiguration())
                    .target(older).load().migrate();
            assertFalse(database.schemaIsCurrent());
        }
        try (Database database = Database.open(file)) {
            assertTrue(database.schemaIsCurrent());
            assertEquals(Database.SCHEMA_VERSION, database.transaction(c -> {
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(
                        "SELECT max(CAST(version AS INTEGER)) FROM flyway_schema_history")) {
                    rs.next();
                    return rs.getString(1);
                }
            }));
        }
    }

    @Test
    void aFailedMigrationInTheHistoryGoesToFlyway() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database database = Database.open(file)) {
            database.transaction(c -> {
                try (Statement st = c.createStatement()) {
                    st.execute("UPDATE flyway_schema_history SET success = 0 WHERE version = '1'");
                }
                return null;
            });
            assertFalse(database.schemaIsCurrent());
        }
    }
}
