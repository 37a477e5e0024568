package pbm.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Objects;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;
import org.sqlite.SQLiteErrorCode;
import pbm.files.PrivateFiles;

/**
 * The SQLite database of one data directory: WAL journal (checkpointed every
 * {@value #WAL_AUTOCHECKPOINT_PAGES} pages, and by {@code serve} while it waits for mail: see
 * {@link IdleCheckpointer}), {@code synchronous=FULL},
 * foreign keys on, immediate transactions ({@code BEGIN IMMEDIATE}, so two processes
 * never deadlock on a read-to-write upgrade) and a generous busy timeout, so a second
 * {@code deliver} process waits for the first instead of failing. Between transactions
 * the connection stays in auto-commit mode and holds no lock.
 *
 * <p>One connection per process, used by one thread at a time: every unit of work
 * runs through {@link #transaction(Work)}.
 */
public final class Database implements AutoCloseable {
    private static final int BUSY_TIMEOUT_MILLIS = 30_000;
    private static final int BUSY_RETRIES = 5;
    /**
     * Pages the WAL may grow to before a commit copies it into the database file (SQLite's
     * default is 1,000, 4 MiB): a move mail rewrites the same pages (its game, the outbox and
     * their indexes) again and again, so a longer WAL copies each such page once for many
     * batches, and the checkpoint's copying and fsync of the database file come ten times less
     * often. Durability does not depend on it: a commit is synced into the WAL
     * ({@code synchronous=FULL}) before it returns, checkpointed or not.
     */
    static final int WAL_AUTOCHECKPOINT_PAGES = 10_000;
    /** What the WAL file is cut back to after a checkpoint has emptied it (it would keep its largest size). */
    static final long WAL_SIZE_LIMIT_BYTES = 8L << 20;
    /**
     * The page cache of a connection, in KiB (SQLite's default is 2,000 KiB, 500 pages). A batch
     * of {@code process} writes a few pages a mail (the game, its moves, two outbox rows and their
     * indexes, the seen message), and a batch's changed pages that do not fit are written to the
     * WAL before the commit and read back: this holds the pages of a whole batch of 500 mails, each
     * mail changing pages of its own at 100,000 games (docs/performance.md, issue 16's seventh
     * and tenth rounds).
     */
    static final int CACHE_KIB = 32_000;

    private final SQLiteDataSource dataSource;
    /** The connection work is given. */
    private final Connection connection;
    /** The prepared statements of {@link #connection}, which DAOs find by it ({@link Statements#of}). */
    private final Statements statements;
    /** Transactions committed through {@link #transaction}; read by {@link IdleCheckpointer} on its own thread. */
    private final java.util.concurrent.atomic.AtomicLong commits = new java.util.concurrent.atomic.AtomicLong();

    private Database(SQLiteDataSource dataSource, Connection connection) {
        this.dataSource = dataSource;
        this.connection = connection;
        this.statements = Statements.open(connection);
    }

    /**
     * The version of the newest migration in {@code migrations/} ({@code V<n>__...sql});
     * {@code DatabaseSchemaTest} fails when a migration is added without raising it.
     */
    public static final String SCHEMA_VERSION = "24";

    /**
     * Opens (creating it if needed) the database file and migrates it to the newest schema.
     * A database whose schema history already ends, successfully, at {@link #SCHEMA_VERSION}
     * is used as it is, without starting Flyway (its scan and validation are a large part of a
     * short-lived {@code deliver}'s start-up); any other is migrated by Flyway as always.
     */
    public static Database open(Path file) throws SQLException {
        Database database = openUnmigrated(file);
        try {
            if (!database.schemaIsCurrent()) {
                database.migrate();
            }
        } catch (SQLException | RuntimeException e) {
            database.close();
            throw e;
        }
        return database;
    }

    /**
     * Whether Flyway's history says the schema is at {@link #SCHEMA_VERSION}: the last
     * migration applied is that version and none failed. False for a new database.
     */
    public synchronized boolean schemaIsCurrent() throws SQLException {
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table'"
                        + " AND name = 'flyway_schema_history'")) {
            if (!rs.next() || rs.getInt(1) == 0) {
                return false;
            }
        }
        try (Statement st = connection.createStatement();
                ResultSet rs = st.executeQuery("SELECT (SELECT version FROM flyway_schema_history"
                        + " WHERE version IS NOT NULL ORDER BY installed_rank DESC LIMIT 1),"
                        + " (SELECT count(*) FROM flyway_schema_history WHERE success = 0)")) {
            return rs.next() && SCHEMA_VERSION.equals(rs.getString(1)) && rs.getInt(2) == 0;
        }
    }

    /** Opens the database file without migrating it (for {@code db status}). */
    public static Database openUnmigrated(Path file) throws SQLException {
        Objects.requireNonNull(file, "file");
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                PrivateFiles.createDirectories(parent);
            }
            // SQLite would make a new database file 0644 (less the umask), and it gives the WAL,
            // the shared-memory file and any journal the mode of the database file: made 0600
            // here first (an empty file is a new database), all of them are their owner's only
            PrivateFiles.createIfMissing(file);
        } catch (java.io.IOException e) {
            throw new SQLException("cannot create " + file + " or its folder: " + e.getMessage(), e);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        config.enforceForeignKeys(true);
        config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
        // the driver would otherwise match every statement against a pattern and run and compile
        // "SELECT last_insert_rowid()" after every INSERT; pbm asks for new ids with RETURNING
        config.setGetGeneratedKeys(false);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + file.toAbsolutePath());
        Connection connection = dataSource.getConnection();
        try (Statement st = connection.createStatement()) {
            st.execute("PRAGMA wal_autocheckpoint = " + WAL_AUTOCHECKPOINT_PAGES);
            st.execute("PRAGMA journal_size_limit = " + WAL_SIZE_LIMIT_BYTES);
            st.execute("PRAGMA cache_size = -" + CACHE_KIB);
            // each mail of a batch runs in a savepoint, whose journal (the pages as they were before
            // the mail changed them) SQLite otherwise writes to a temporary file, most of a bench's
            // writes (docs/performance.md, issue 16's tenth round)
            st.execute("PRAGMA temp_store = MEMORY");
        } catch (SQLException e) {
            connection.close();
            throw e;
        }
        return new Database(dataSource, connection);
    }

    /** Applies every pending Flyway migration from {@code classpath:db/migration}. */
    public MigrateResult migrate() {
        return flyway().migrate();
    }

    /** The Flyway instance over this database, for status reports. */
    public Flyway flyway() {
        return Flyway.configure(Database.class.getClassLoader())
                .dataSource(dataSource)
                .locations("classpath:db/migration")
                .load();
    }

    /** A piece of work inside one transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} in a transaction that is always rolled back: what it would do, doing nothing. */
    public synchronized <T> T rolledBack(Work<T> work) throws SQLException {
        execute("BEGIN IMMEDIATE");
        try {
            return work.run(connection);
        } finally {
            execute("ROLLBACK");
        }
    }

    /**
     * Runs {@code work} in one immediate transaction: commits when it returns,
     * rolls back when it throws. A busy database (another process holding the
     * write lock past the busy timeout) is retried a few times before giving up.
     */
    public synchronized <T> T transaction(Work<T> work) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                execute("BEGIN IMMEDIATE");
            } catch (SQLException e) {
                if (!isBusy(e) || attempt >= BUSY_RETRIES) {
                    throw e;
                }
                continue;
            }
            try {
                T result = work.run(connection);
                execute("COMMIT");
                commits.incrementAndGet();
                return result;
            } catch (SQLException e) {
                rollbackQuietly(e);
                if (!isBusy(e) || attempt >= BUSY_RETRIES) {
                    throw e;
                }
            } catch (RuntimeException | Error e) {
                rollbackQuietly(e);
                throw e;
            }
        }
    }

    /** How many transactions {@link #transaction} has committed so far (any thread may ask). */
    public long commits() {
        return commits.get();
    }

    /**
     * A checkpointer of this database's WAL on a connection of its own, started at most every
     * {@code spacingMillis} when the caller says it is idle (see {@link IdleCheckpointer}).
     */
    public IdleCheckpointer idleCheckpointer(long spacingMillis) throws SQLException {
        return new IdleCheckpointer(this, dataSource.getConnection(), spacingMillis);
    }

    /**
     * The transaction a {@link #savepoint} ran in is gone: SQLite rolled the whole of it back
     * (an I/O error, a full disk), so no other unit of that transaction may be committed.
     */
    public static final class TransactionLost extends SQLException {
        TransactionLost(Throwable cause, SQLException rollbackFailure) {
            super("the transaction was rolled back as a whole: " + cause, rollbackFailure);
            addSuppressed(cause);
        }
    }

    /**
     * Runs {@code work} inside the open transaction of {@code connection} in a savepoint of its
     * own ({@code SAVEPOINT name}): when it returns its changes stay in the transaction; when it
     * throws they are undone ({@code ROLLBACK TO}), the rest of the transaction is kept, and the
     * exception is rethrown. When even that rollback fails the whole transaction was lost, and
     * {@link TransactionLost} is thrown instead.
     */
    public static <T> T savepoint(Connection connection, String name, Work<T> work) throws SQLException {
        execute(connection, "SAVEPOINT " + name);
        T result;
        try {
            result = work.run(connection);
        } catch (SQLException | RuntimeException | Error e) {
            try {
                execute(connection, "ROLLBACK TO " + name);
                execute(connection, "RELEASE " + name);
            } catch (SQLException rollbackFailure) {
                throw new TransactionLost(e, rollbackFailure);
            }
            throw e;
        }
        execute(connection, "RELEASE " + name);
        return result;
    }

    /** Whether {@code e} says the database was busy (locked by another connection past the timeout). */
    public static boolean isBusy(SQLException e) {
        int code = e.getErrorCode() & 0xff;
        return code == SQLiteErrorCode.SQLITE_BUSY.code || code == SQLiteErrorCode.SQLITE_LOCKED.code;
    }

    /**
     * Writes a consistent copy of the whole database into {@code file}, which must not
     * exist yet or be empty ({@code VACUUM INTO}: one read transaction, so other connections go
     * on writing meanwhile; an empty file keeps its mode, which is how a backup is made 0600).
     * The copy is compacted and not yet synced to disk.
     */
    public synchronized void copyTo(Path file) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement("VACUUM INTO ?")) {
            statement.setString(1, file.toAbsolutePath().toString());
            statement.execute();
        }
    }

    private void execute(String sql) throws SQLException {
        statements.update(sql);
    }

    /**
     * Runs one of the fixed statements of a transaction (BEGIN, COMMIT, SAVEPOINT, RELEASE,
     * ROLLBACK TO) on {@code connection}, the connection work was given, as a statement kept
     * prepared for the connection's life like those of the DAOs: a batch runs four of them a mail.
     */
    public static void execute(Connection connection, String sql) throws SQLException {
        Statements.of(connection).update(sql);
    }

    private void rollbackQuietly(Throwable cause) {
        try {
            execute("ROLLBACK");
        } catch (SQLException rollbackFailure) {
            // SQLite may already have rolled back (e.g. after SQLITE_FULL); nothing is left open then
            if (!String.valueOf(rollbackFailure.getMessage()).contains("no transaction is active")) {
                cause.addSuppressed(rollbackFailure);
            }
        }
    }

    /**
     * How many SQL statements work run through this database has executed so far (each run of
     * a DAO's statement and of the transactions' own BEGIN, COMMIT and savepoints; SQL a caller
     * runs on the connection itself is not counted): what a test pins and the bench reports.
     */
    public synchronized long statementsExecuted() {
        return statements.executed();
    }

    /** Tells {@code tracer} the SQL of every statement executed from now on; {@code null} stops it. */
    public synchronized void traceStatements(java.util.function.Consumer<String> tracer) {
        statements.trace(tracer);
    }

    @Override
    public synchronized void close() throws SQLException {
        statements.close();
        connection.close();
    }
}
