package pbm.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The prepared statements of one {@link Database}'s connection, kept for the connection's life
 * and found by their SQL: SQLite compiles a statement on every {@code prepareStatement}, and
 * compiling the same SQL again on every call was a large part of a mail's handling.
 * DAOs run their SQL through {@link #query} and {@link #update} with every parameter's value in
 * the call, so a kept statement never runs with a value left from its last run; the count of
 * values is checked against the statement's parameters. Each run is counted, and its SQL told to
 * the tracer, for {@link Database#statementsExecuted} and {@link Database#traceStatements}.
 *
 * <p>A DAO finds the statements of the connection it was given with {@link #of}. One thread at
 * a time, as the connection itself.
 */
final class Statements implements AutoCloseable {
    /** Kept statements beyond this many: the least recently used one is closed. */
    static final int CAPACITY = 256;

    /** The statements of each open database's connection. */
    private static final Map<Connection, Statements> OF = new ConcurrentHashMap<>();

    /** A kept statement, its parameter count, and the result set of its last query. */
    private static final class Kept {
        final PreparedStatement statement;
        final int parameters;
        ResultSet results;

        Kept(PreparedStatement statement) throws SQLException {
            this.statement = statement;
            this.parameters = statement.getParameterMetaData().getParameterCount();
        }

        /** Whether the result set of its last query is still open. */
        boolean beingRead() {
            try {
                return results != null && !results.isClosed();
            } catch (SQLException e) {
                return false;
            }
        }
    }

    private final Connection connection;
    /** The kept statements, the least recently used first. */
    private final Map<String, Kept> bySql = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Kept> eldest) {
            if (size() > CAPACITY) {
                // the least recently used one whose rows are not being read
                for (Iterator<Kept> it = values().iterator(); it.hasNext(); ) {
                    Kept statement = it.next();
                    if (!statement.beingRead()) {
                        it.remove();
                        closeQuietly(statement.statement);
                        break;
                    }
                }
            }
            return false;
        }
    };
    /** Statements run so far, for {@link #executed()}. */
    private long executed;
    /** Told the SQL of each statement run, when set. */
    private Consumer<String> tracer;

    private Statements(Connection connection) {
        this.connection = connection;
    }

    /** The statements of {@code connection}, kept until {@link #close}. */
    static Statements open(Connection connection) {
        Statements statements = new Statements(connection);
        OF.put(connection, statements);
        return statements;
    }

    /** The statements of {@code connection}, which must be the connection of an open {@link Database}. */
    static Statements of(Connection connection) {
        Statements statements = OF.get(connection);
        if (statements == null) {
            throw new IllegalArgumentException("not the connection of an open Database: " + connection);
        }
        return statements;
    }

    /**
     * Runs the query {@code sql} with {@code values} as its parameters, one each, in order; the
     * caller closes the result set before it asks for the same SQL again.
     */
    ResultSet query(String sql, Object... values) throws SQLException {
        Kept statement = kept(sql);
        if (statement.beingRead()) {
            throw new SQLException("the result set of this SQL is still open: " + sql);
        }
        bind(statement, sql, values);
        counted(sql);
        statement.results = statement.statement.executeQuery();
        return statement.results;
    }

    /** Runs {@code sql}, which returns no rows, with {@code values} as its parameters; the rows it changed. */
    int update(String sql, Object... values) throws SQLException {
        Kept statement = kept(sql);
        bind(statement, sql, values);
        counted(sql);
        return statement.statement.executeUpdate();
    }

    /**
     * Runs {@code sql}, which returns no rows and has no parameters, compiled for this one run and
     * not kept: for SQL with its values written in, each text a statement of its own.
     */
    int updateOnce(String sql) throws SQLException {
        counted(sql);
        try (Statement statement = connection.createStatement()) {
            return statement.executeUpdate(sql);
        }
    }

    /** The driver's statement kept for {@code sql}, or null when none is (for tests). */
    PreparedStatement keptFor(String sql) {
        Kept statement = bySql.get(sql);
        return statement == null ? null : statement.statement;
    }

    /** How many statements ran so far. */
    long executed() {
        return executed;
    }

    /** Tells {@code tracer} the SQL of every statement run from now on ({@code null}: no one). */
    void trace(Consumer<String> tracer) {
        this.tracer = tracer;
    }

    private void counted(String sql) {
        executed++;
        Consumer<String> t = tracer;
        if (t != null) {
            t.accept(sql);
        }
    }

    private Kept kept(String sql) throws SQLException {
        Kept statement = bySql.get(sql);
        if (statement == null) {
            PreparedStatement prepared = connection.prepareStatement(sql);
            try {
                statement = new Kept(prepared);
            } catch (SQLException | RuntimeException e) {
                closeQuietly(prepared);
                throw e;
            }
            bySql.put(sql, statement);
        }
        return statement;
    }

    /**
     * Gives each parameter its value: a {@link String}, {@link Integer}, {@link Long},
     * {@link Double}, {@code byte[]} or {@code null}. Parameters keep their values between runs
     * (clearing them has SQLite compile again, at its next run, a statement whose plan looked at
     * them), so every one is given anew here, or the statement does not run.
     */
    private static void bind(Kept statement, String sql, Object[] values) throws SQLException {
        if (values.length != statement.parameters) {
            throw new SQLException(values.length + " values for the " + statement.parameters + " parameters of " + sql);
        }
        PreparedStatement st = statement.statement;
        for (int i = 0; i < values.length; i++) {
            Object value = values[i];
            int at = i + 1;
            if (value instanceof String text) {
                st.setString(at, text);
            } else if (value instanceof Integer number) {
                st.setInt(at, number);
            } else if (value instanceof Long number) {
                st.setLong(at, number);
            } else if (value == null) {
                st.setNull(at, Types.NULL);
            } else if (value instanceof Double number) {
                st.setDouble(at, number);
            } else if (value instanceof byte[] bytes) {
                st.setBytes(at, bytes);
            } else {
                throw new SQLException("parameter " + at + " is a " + value.getClass().getName()
                        + ", which is no SQL value here: " + sql);
            }
        }
    }

    private static void closeQuietly(Statement statement) {
        try {
            statement.close();
        } catch (SQLException e) {
            // closing a statement of a closing connection: nothing to do
        }
    }

    /** Closes every kept statement; the connection is no longer found by {@link #of}. */
    @Override
    public void close() {
        OF.remove(connection, this);
        bySql.values().forEach(statement -> closeQuietly(statement.statement));
        bySql.clear();
    }
}
