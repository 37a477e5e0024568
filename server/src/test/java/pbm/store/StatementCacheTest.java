package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.sqlite.SQLiteConnection;

/**
 * The prepared statements a transaction uses are compiled once and reused, also when nested;
 * the connection and statements the cache hands out count every statement executed and
 * otherwise behave as the driver's own (they were reflective proxies once, now written out).
 */
class StatementCacheTest {
    private static final String INSERT = "INSERT INTO t VALUES (1)";

    @TempDir
    Path dir;

    /** The driver's connection under {@link #cache}, an in-memory database with a table t (n). */
    private Connection raw;
    private StatementCache cache;
    /** The connection {@link #cache} hands out. */
    private Connection c;
    /** The SQL the cache told its tracer, in order. */
    private final List<String> traced = new ArrayList<>();

    @BeforeEach
    void openInMemory() throws SQLException {
        raw = DriverManager.getConnection("jdbc:sqlite::memory:");
        try (Statement st = raw.createStatement()) {
            st.execute("CREATE TABLE t (n INTEGER)");
        }
        cache = new StatementCache(raw);
        cache.trace(traced::add);
        c = cache.connection();
    }

    @AfterEach
    void closeInMemory() throws SQLException {
        cache.close();
        raw.close();
    }

    @Test
    void theSameSqlIsCompiledOnceAndANestedUseGetsItsOwnStatement() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            List<String> pairs = database.transaction(c -> {
                try (Statement st = c.createStatement()) {
                    st.execute("CREATE TEMP TABLE t (n INTEGER)");
                    st.execute("INSERT INTO t VALUES (1), (2), (3)");
                }
                String sql = "SELECT n FROM t WHERE n >= ? ORDER BY n";
                List<String> out = new ArrayList<>();
                try (PreparedStatement outer = c.prepareStatement(sql)) {
                    outer.setInt(1, 2);
                    try (ResultSet rs = outer.executeQuery()) {
                        while (rs.next()) {
                            try (PreparedStatement inner = c.prepareStatement(sql)) {
                                assertNotSame(outer, inner);
                                inner.setInt(1, 1);
                                try (ResultSet in = inner.executeQuery()) {
                                    int count = 0;
                                    while (in.next()) {
                                        count++;
                                    }
                                    out.add(rs.getInt(1) + ":" + count);
                                }
                            }
                        }
                    }
                }
                return out;
            });
            assertEquals(List.of("2:3", "3:3"), pairs, "the outer result set was not disturbed");
            Object[] first = new Object[1];
            database.transaction(c -> {
                try (PreparedStatement st = c.prepareStatement("SELECT 1")) {
                    first[0] = st.unwrap(PreparedStatement.class);
                }
                return null;
            });
            database.transaction(c -> {
                try (PreparedStatement st = c.prepareStatement("SELECT 1")) {
                    assertSame(first[0], st.unwrap(PreparedStatement.class), "reused");
                }
                return null;
            });
        }
    }

    @Test
    void everyExecuteOfAPlainStatementWithItsSqlIsCountedAndTheBatchesAreNot() throws Exception {
        try (Statement st = c.createStatement()) {
            assertFalse(st.execute(INSERT));
            assertFalse(st.execute(INSERT, Statement.NO_GENERATED_KEYS));
            assertEquals(1, st.executeUpdate(INSERT));
            assertEquals(1, st.executeUpdate(INSERT, Statement.NO_GENERATED_KEYS));
            assertEquals(1L, st.executeLargeUpdate(INSERT));
            assertEquals(1L, st.executeLargeUpdate(INSERT, Statement.NO_GENERATED_KEYS));
            try (ResultSet rs = st.executeQuery("SELECT count(*) FROM t")) {
                assertTrue(rs.next());
                assertEquals(6, rs.getInt(1));
            }
            // forms the driver refuses: counted all the same (before the call), the driver's exception as it is
            assertThrows(SQLFeatureNotSupportedException.class, () -> st.execute(INSERT, new int[] {1}));
            assertThrows(SQLFeatureNotSupportedException.class, () -> st.execute(INSERT, new String[] {"n"}));
            assertThrows(SQLFeatureNotSupportedException.class, () -> st.executeUpdate(INSERT, new int[] {1}));
            assertThrows(SQLFeatureNotSupportedException.class, () -> st.executeUpdate(INSERT, new String[] {"n"}));
            assertThrows(SQLFeatureNotSupportedException.class, () -> st.executeLargeUpdate(INSERT, new int[] {1}));
            assertThrows(SQLFeatureNotSupportedException.class,
                    () -> st.executeLargeUpdate(INSERT, new String[] {"n"}));
            assertEquals(13, cache.executed());
            st.addBatch("INSERT INTO t VALUES (2)");
            assertEquals(1, st.executeBatch().length);
            st.addBatch("INSERT INTO t VALUES (3)");
            assertEquals(1, st.executeLargeBatch().length);
            assertEquals(13, cache.executed(), "a batch has no SQL argument: not counted");
            assertThrows(SQLException.class, () -> st.execute("BOGUS"));
        }
        List<String> expected = new ArrayList<>(java.util.Collections.nCopies(6, INSERT));
        expected.add("SELECT count(*) FROM t");
        expected.addAll(java.util.Collections.nCopies(6, INSERT));
        expected.add("BOGUS");
        assertEquals(expected, traced);
        assertEquals(14, cache.executed());
        assertEquals(8, count("SELECT count(*) FROM t WHERE n IN (1, 2, 3)"), "executed on the driver's statement");
    }

    @Test
    void everyExecuteOfAReusedPreparedStatementIsCountedWithItsSql() throws Exception {
        String sql = "INSERT INTO t VALUES (?)";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setInt(1, 1);
            assertFalse(ps.execute());
            assertEquals(1, ps.executeUpdate());
            assertEquals(1L, ps.executeLargeUpdate());
            ps.addBatch();
            assertEquals(1, ps.executeBatch().length);
            ps.setInt(1, 2);
            ps.addBatch();
            assertEquals(1, ps.executeLargeBatch().length);
            // the Statement forms the driver refuses on a prepared statement: counted with the prepared SQL
            assertThrows(SQLException.class, () -> ps.execute("SELECT 1"));
            assertThrows(SQLException.class, () -> ps.executeQuery("SELECT 1"));
            assertThrows(SQLException.class, () -> ps.executeUpdate(INSERT));
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT count(*) FROM t WHERE n = ?")) {
            ps.setInt(1, 1);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(4, rs.getInt(1));
            }
        }
        List<String> expected = new ArrayList<>(java.util.Collections.nCopies(8, sql));
        expected.add("SELECT count(*) FROM t WHERE n = ?");
        assertEquals(expected, traced);
        assertEquals(9, cache.executed());
    }

    @Test
    void theSameSqlNestedInItselfGetsTheDriversOwnStatementAndTheCachedOneAfterwards() throws Exception {
        String sql = "SELECT count(*) FROM t";
        PreparedStatement cachedOne;
        try (PreparedStatement outer = c.prepareStatement(sql)) {
            cachedOne = outer.unwrap(PreparedStatement.class);
            PreparedStatement inner = c.prepareStatement(sql);
            assertNotSame(cachedOne, inner.unwrap(PreparedStatement.class));
            assertSame(inner, inner.unwrap(PreparedStatement.class), "the driver's statement itself, uncached");
            inner.executeQuery().close();
            assertEquals(0, cache.executed(), "as the proxies did: the nested statement is not counted");
            inner.close();
            assertTrue(inner.isClosed(), "really closed");
            assertFalse(cachedOne.isClosed());
            outer.executeQuery().close();
        }
        try (PreparedStatement again = c.prepareStatement(sql)) {
            assertSame(cachedOne, again.unwrap(PreparedStatement.class), "the cached one again");
        }
        assertEquals(List.of(sql), traced);
    }

    @Test
    void aSecondCloseDoesNothingAlsoWhenTheStatementWasHandedOutAgain() throws Exception {
        PreparedStatement first = c.prepareStatement("SELECT ?");
        first.close();
        try (PreparedStatement second = c.prepareStatement("SELECT ?")) {
            assertSame(first.unwrap(PreparedStatement.class), second.unwrap(PreparedStatement.class));
            second.setInt(1, 5);
            first.close();
            first.close();
            try (ResultSet rs = second.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(5, rs.getInt(1), "the late close did not clear the new user's parameters");
            }
            try (PreparedStatement nested = c.prepareStatement("SELECT ?")) {
                assertNotSame(second.unwrap(PreparedStatement.class), nested.unwrap(PreparedStatement.class),
                        "still in use after the late close");
            }
        }
        assertFalse(first.unwrap(PreparedStatement.class).isClosed(), "closing only gave it back");
    }

    @Test
    void aParameterTheNextHolderLeavesOutIsRefusedNotTakenFromTheLastHolder() throws Exception {
        try (PreparedStatement ps = c.prepareStatement("SELECT ? + ?")) {
            ps.setInt(1, 7);
            ps.setInt(2, 1);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(8, rs.getInt(1));
            }
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT ? + ?")) {
            ps.setInt(1, 2);
            SQLException e = assertThrows(SQLException.class, ps::executeQuery);
            assertTrue(e.getMessage().startsWith("parameter 2 of 2 has no value"), e.getMessage());
            assertThrows(SQLException.class, ps::execute);
            assertThrows(SQLException.class, ps::executeUpdate);
            assertThrows(SQLException.class, ps::executeLargeUpdate);
            assertThrows(SQLException.class, ps::addBatch);
            ps.setInt(2, 3);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(5, rs.getInt(1), "both given by this holder");
            }
            ps.clearParameters();
            assertThrows(SQLException.class, ps::executeQuery, "cleared by its holder: none given");
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT 1"); ResultSet rs = ps.executeQuery()) {
            assertTrue(rs.next(), "a statement without parameters needs none");
        }
    }

    @Test
    void parametersBeyondTheSixtyFourthAreCheckedToo() throws Exception {
        String sql = "SELECT " + String.join(" + ", java.util.Collections.nCopies(70, "?"));
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 1; i <= 70; i++) {
                ps.setInt(i, i);
            }
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertEquals(70 * 71 / 2, rs.getInt(1));
            }
        }
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 1; i <= 70; i++) {
                if (i != 66) {
                    ps.setInt(i, 1);
                }
            }
            SQLException e = assertThrows(SQLException.class, ps::executeQuery);
            assertTrue(e.getMessage().startsWith("parameter 66 of 70 has no value"), e.getMessage());
            ps.setNull(66, java.sql.Types.INTEGER);
            try (ResultSet rs = ps.executeQuery()) {
                assertTrue(rs.next());
                assertNull(rs.getObject(1), "NULL given on purpose is a value");
            }
        }
    }

    @Test
    void aStatementClosedUnderneathIsPreparedAgainAndTheLeastRecentlyUsedAreClosed() throws Exception {
        PreparedStatement closed;
        try (PreparedStatement ps = c.prepareStatement("SELECT 1")) {
            closed = ps.unwrap(PreparedStatement.class);
        }
        closed.close();
        try (PreparedStatement ps = c.prepareStatement("SELECT 1"); ResultSet rs = ps.executeQuery()) {
            assertNotSame(closed, ps.unwrap(PreparedStatement.class));
            assertTrue(rs.next());
        }
        PreparedStatement eldest;
        try (PreparedStatement ps = c.prepareStatement("SELECT 0")) {
            eldest = ps.unwrap(PreparedStatement.class);
        }
        for (int i = 1; i <= 256; i++) {
            c.prepareStatement("SELECT " + i).close();
        }
        assertTrue(eldest.isClosed(), "the 257th statement pushed the least recently used one out");
        try (PreparedStatement ps = c.prepareStatement("SELECT 256")) {
            assertFalse(ps.unwrap(PreparedStatement.class).isClosed());
        }
    }

    @Test
    void withGeneratedKeysIsCachedApartAndTheOtherOverloadsAreTheDriversOwn() throws Exception {
        PreparedStatement plain;
        PreparedStatement withKeys;
        try (PreparedStatement ps = c.prepareStatement(INSERT)) {
            plain = ps.unwrap(PreparedStatement.class);
        }
        try (PreparedStatement ps = c.prepareStatement(INSERT, Statement.NO_GENERATED_KEYS)) {
            withKeys = ps.unwrap(PreparedStatement.class);
            assertEquals(1, ps.executeUpdate());
        }
        assertNotSame(plain, withKeys);
        try (PreparedStatement ps = c.prepareStatement(INSERT, Statement.NO_GENERATED_KEYS)) {
            assertSame(withKeys, ps.unwrap(PreparedStatement.class));
        }
        try (PreparedStatement ps = c.prepareStatement(INSERT, ResultSet.TYPE_FORWARD_ONLY,
                ResultSet.CONCUR_READ_ONLY)) {
            assertSame(ps, ps.unwrap(PreparedStatement.class), "the driver's statement, uncached");
            assertEquals(1, ps.executeUpdate());
        }
        try (Statement st = c.createStatement(ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY)) {
            assertSame(st, st.unwrap(Statement.class), "the driver's statement, uncounted");
            st.execute(INSERT);
        }
        assertEquals(List.of(INSERT), traced);
        assertEquals(3, count("SELECT count(*) FROM t"));
    }

    @Test
    void unwrapAndIsWrapperForAnswerForTheDriversObjects() throws Exception {
        assertSame(raw, c.unwrap(Connection.class));
        assertSame(raw, c.unwrap(SQLiteConnection.class));
        assertTrue(c.isWrapperFor(SQLiteConnection.class));
        assertFalse(c.isWrapperFor(CachedConnection.class), "asked of the driver's connection");
        try (Statement st = c.createStatement(); PreparedStatement ps = c.prepareStatement("SELECT 1")) {
            Statement driverStatement = st.unwrap(Statement.class);
            assertNotSame(st, driverStatement);
            assertSame(raw, driverStatement.getConnection());
            assertFalse(st.isWrapperFor(PreparedStatement.class));
            assertFalse(st.isWrapperFor(CountedStatement.class), "asked of the driver's statement");
            PreparedStatement driverPrepared = ps.unwrap(PreparedStatement.class);
            assertNotSame(ps, driverPrepared);
            assertSame(driverPrepared, ps.unwrap(Statement.class));
            assertTrue(ps.isWrapperFor(PreparedStatement.class));
            assertFalse(ps.isWrapperFor(ReusedStatement.class), "asked of the driver's statement");
        }
    }

    @Test
    void otherConnectionCallsGoToTheDriversAndCloseIsLeftToTheDatabase() throws Exception {
        assertTrue(c.getAutoCommit());
        c.setAutoCommit(false);
        assertFalse(raw.getAutoCommit());
        assertFalse(c.getAutoCommit());
        try (Statement st = c.createStatement()) {
            st.execute(INSERT);
        }
        c.rollback();
        c.setAutoCommit(true);
        assertTrue(raw.getAutoCommit());
        assertEquals(0, count("SELECT count(*) FROM t"), "rolled back on the driver's connection");
        c.close();
        assertFalse(raw.isClosed());
        assertFalse(c.isClosed());
        assertEquals(0, count("SELECT count(*) FROM t"), "still usable");
    }

    /** The single number {@code sql} (a count) gives, asked through the connection handed out. */
    private int count(String sql) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
            assertTrue(rs.next());
            return rs.getInt(1);
        }
    }
}
