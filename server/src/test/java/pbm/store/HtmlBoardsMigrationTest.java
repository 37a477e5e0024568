package pbm.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** V9: players who exist when pictures come keep text-only board mails; new players get HTML. */
class HtmlBoardsMigrationTest {
    @TempDir
    Path dir;

    @Test
    void existingPlayersAreMarkedTextAndNewOnesGetHtml() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database old = Database.openUnmigrated(file)) {
            Flyway.configure(Database.class.getClassLoader()).dataSource("jdbc:sqlite:" + file, null, null)
                    .locations("classpath:db/migration").target("8").load().migrate();
            old.transaction(c -> {
                new Users(c).insert("olduser", "hash", List.of("old@example.org"), Instant.EPOCH);
                return null;
            });
        }
        try (Database database = Database.open(file)) {
            database.transaction(c -> {
                Users users = new Users(c);
                assertFalse(users.boardHtml("olduser"), "an existing player keeps text");
                users.insert("newuser", "hash", List.of("new@example.org"), Instant.EPOCH);
                assertTrue(users.boardHtml("newuser"), "a new player gets html");
                return null;
            });
        }
    }
}
