package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The statements a database keeps for its connection: each SQL is compiled once and run again
 * with every parameter given anew, every run is counted with its SQL, and what would run a
 * statement wrongly (a value missing or too many, the same query again while its rows are read)
 * is refused.
 */
class StatementsTest {
    @TempDir
    Path dir;

    private Database database;
    /** The SQL the database told its tracer, in order. */
    private final List<String> traced = new ArrayList<>();

    @BeforeEach
    void open() throws SQLException {
        database = Database.open(dir.resolve("pbm.db"));
        database.transaction(c -> Statements.of(c).update("CREATE TABLE t (n)"));
        database.traceStatements(traced::add);
    }

    @AfterEach
    void close() throws SQLException {
        database.close();
    }

    @Test
    void theSameSqlRunsOnOneStatementForTheConnectionsLifeUntilTheDatabaseCloses() throws Exception {
        String sql = "SELECT count(*) FROM t WHERE n >= ?";
        PreparedStatement first = database.transaction(c -> {
            assertEquals(0, count(Statements.of(c), sql, 1));
            return Statements.of(c).keptFor(sql);
        });
        assertNotNull(first);
        Connection connection = database.transaction(c -> {
            Statements statements = Statements.of(c);
            statements.update("INSERT INTO t VALUES (?)", 5);
            assertEquals(1, count(statements, sql, 2));
            assertSame(first, statements.keptFor(sql), "the statement of the first transaction, run again");
            assertNotSame(first, statements.keptFor("INSERT INTO t VALUES (?)"));
            return c;
        });
        database.close();
        assertTrue(first.isClosed(), "closed with the database");
        assertThrows(IllegalArgumentException.class, () -> Statements.of(connection));
    }

    @Test
    void everyRunIsCountedWithItsSqlAndTheTransactionsOwnStatementsToo() throws Exception {
        long before = database.statementsExecuted();
        database.transaction(c -> {
            Statements statements = Statements.of(c);
            assertEquals(1, statements.update("INSERT INTO t VALUES (?)", 1));
            assertEquals(2, statements.updateOnce("INSERT INTO t VALUES (2), (3)"));
            assertEquals(3, count(statements, "SELECT count(*) FROM t WHERE n >= ?", 0));
            Database.execute(c, "SAVEPOINT inner");
            Database.execute(c, "RELEASE inner");
            // a statement SQLite refuses as it runs is counted all the same
            assertThrows(SQLException.class, () -> statements.updateOnce("INSERT INTO missing VALUES (1)"));
            // refused before it runs: not counted
            assertThrows(SQLException.class, () -> statements.update("INSERT INTO t VALUES (?)"));
            return null;
        });
        assertEquals(List.of("BEGIN IMMEDIATE", "INSERT INTO t VALUES (?)", "INSERT INTO t VALUES (2), (3)",
                "SELECT count(*) FROM t WHERE n >= ?", "SAVEPOINT inner", "RELEASE inner",
                "INSERT INTO missing VALUES (1)", "COMMIT"), traced);
        assertEquals(8, database.statementsExecuted() - before);
        database.traceStatements(null);
        database.transaction(c -> count(Statements.of(c), "SELECT count(*) FROM t WHERE n >= ?", 0));
        assertEquals(8, traced.size(), "no tracer any more");
        assertEquals(11, database.statementsExecuted() - before, "still counted");
    }

    @Test
    void aStatementRunsOnlyWithOneValueForEachOfItsParameters() throws Exception {
        database.transaction(c -> {
            Statements statements = Statements.of(c);
            try (ResultSet rs = statements.query("SELECT ? + ?", 7, 1)) {
                assertTrue(rs.next());
                assertEquals(8, rs.getInt(1));
            }
            SQLException missing = assertThrows(SQLException.class, () -> statements.query("SELECT ? + ?", 2));
            assertEquals("1 values for the 2 parameters of SELECT ? + ?", missing.getMessage(),
                    "not run with the 1 left from the last run");
            assertThrows(SQLException.class, () -> statements.query("SELECT ? + ?", 2, 3, 4));
            assertThrows(SQLException.class, () -> statements.update("INSERT INTO t VALUES (?)"));
            assertThrows(SQLException.class, () -> statements.query("SELECT 1", 1));
            try (ResultSet rs = statements.query("SELECT ? + ?", 2, 3)) {
                assertTrue(rs.next());
                assertEquals(5, rs.getInt(1));
            }
            return null;
        });
        assertEquals(List.of("BEGIN IMMEDIATE", "SELECT ? + ?", "SELECT ? + ?", "COMMIT"), traced,
                "the refused ones did not run");
    }

    @Test
    void valuesAreTextsNumbersBytesOrNullAndNothingElse() throws Exception {
        database.transaction(c -> {
            Statements statements = Statements.of(c);
            try (ResultSet rs = statements.query("SELECT typeof(?), typeof(?), typeof(?), typeof(?), typeof(?),"
                    + " typeof(?), ?, ?, ?", "a", 1, 1L << 40, 0.5, new byte[] {1, 2}, null, 1L << 40, 0.5, null)) {
                assertTrue(rs.next());
                for (int column = 1; column <= 6; column++) {
                    assertEquals(List.of("text", "integer", "integer", "real", "blob", "null").get(column - 1),
                            rs.getString(column));
                }
                assertEquals(1L << 40, rs.getLong(7));
                assertEquals(0.5, rs.getDouble(8));
                assertNull(rs.getObject(9));
            }
            SQLException e = assertThrows(SQLException.class, () -> statements.query("SELECT ?", Instant.EPOCH));
            assertTrue(e.getMessage().startsWith("parameter 1 is a java.time.Instant"), e.getMessage());
            assertThrows(SQLException.class, () -> statements.query("SELECT ?", true));
            return null;
        });
    }

    @Test
    void theSameQueryWhileItsRowsAreReadIsRefusedAndTheRowsAreNotDisturbed() throws Exception {
        List<Integer> read = database.transaction(c -> {
            Statements statements = Statements.of(c);
            statements.updateOnce("INSERT INTO t VALUES (1), (2), (3)");
            String sql = "SELECT n FROM t WHERE n >= ? ORDER BY n";
            List<Integer> out = new ArrayList<>();
            try (ResultSet rs = statements.query(sql, 2)) {
                while (rs.next()) {
                    SQLException e = assertThrows(SQLException.class, () -> statements.query(sql, 1));
                    assertEquals("the result set of this SQL is still open: " + sql, e.getMessage());
                    assertEquals(3, count(statements, "SELECT count(*) FROM t WHERE n >= ?", 1), "other SQL runs");
                    out.add(rs.getInt(1));
                }
            }
            try (ResultSet rs = statements.query(sql, 3)) {
                assertTrue(rs.next(), "closed: it runs again");
                assertEquals(3, rs.getInt(1));
            }
            return out;
        });
        assertEquals(List.of(2, 3), read);
    }

    @Test
    void beyondItsCapacityTheLeastRecentlyUsedStatementIsClosedButNotOneBeingRead() throws Exception {
        database.transaction(c -> {
            Statements statements = Statements.of(c);
            ResultSet reading = statements.query("SELECT n FROM t");
            PreparedStatement beingRead = statements.keptFor("SELECT n FROM t");
            statements.query("SELECT 0").close();
            PreparedStatement eldest = statements.keptFor("SELECT 0");
            for (int i = 1; i <= Statements.CAPACITY; i++) {
                statements.query("SELECT " + i).close();
            }
            assertTrue(eldest.isClosed(), "pushed out by the newer ones");
            assertNull(statements.keptFor("SELECT 0"));
            assertFalse(beingRead.isClosed(), "its rows are being read");
            assertFalse(reading.isClosed());
            reading.close();
            try (ResultSet rs = statements.query("SELECT 0")) {
                assertTrue(rs.next(), "compiled again");
                assertNotSame(eldest, statements.keptFor("SELECT 0"));
            }
            return null;
        });
    }

    @Test
    void aConnectionNotOfAnOpenDatabaseHasNoStatements() throws Exception {
        try (Connection other = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Statements.of(other));
            assertTrue(e.getMessage().startsWith("not the connection of an open Database"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> new Games(other));
            assertThrows(IllegalArgumentException.class, () -> Database.execute(other, "SAVEPOINT x"));
        }
    }

    private static int count(Statements statements, String sql, Object value) throws SQLException {
        try (ResultSet rs = statements.query(sql, value)) {
            assertTrue(rs.next());
            return rs.getInt(1);
        }
    }
}
