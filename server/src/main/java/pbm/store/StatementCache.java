package pbm.store;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Keeps the prepared statements of one connection for reuse: SQLite compiles a statement on
 * every {@code prepareStatement}, which profiling showed to be a fifth of a move mail's handling.
 * The connection it hands out returns the same statement for the same SQL; closing such a
 * statement only clears its parameters (its result set is closed by its user, which resets it),
 * and the statements are really closed with the cache. The least recently used ones beyond
 * {@value #CAPACITY} are closed. One thread at a time, as the connection itself.
 */
final class StatementCache implements AutoCloseable {
    private static final int CAPACITY = 256;

    private final Connection connection;
    private final Connection proxy;
    /** Statements handed out and not closed yet: asking for one of them again gets a new one. */
    private final java.util.Set<PreparedStatement> inUse = java.util.Collections.newSetFromMap(
            new java.util.IdentityHashMap<>());
    private final Map<String, PreparedStatement> cache = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, PreparedStatement> eldest) {
            if (size() <= CAPACITY || inUse.contains(eldest.getValue())) {
                return false;
            }
            closeQuietly(eldest.getValue());
            return true;
        }
    };

    /** Statements executed through the connection handed out (prepared or not), for {@link #executed()}. */
    private long executed;
    /** Told the SQL of each statement executed, when set (tests and the bench list them). */
    private java.util.function.Consumer<String> tracer;

    StatementCache(Connection connection) {
        this.connection = connection;
        this.proxy = (Connection) Proxy.newProxyInstance(StatementCache.class.getClassLoader(),
                new Class<?>[] {Connection.class}, this::onConnection);
    }

    /** The connection whose {@code prepareStatement(sql)} and {@code prepareStatement(sql, int)} are cached. */
    Connection connection() {
        return proxy;
    }

    /** How many statements were executed through {@link #connection()} so far. */
    long executed() {
        return executed;
    }

    /** Tells {@code tracer} the SQL of every statement executed from now on ({@code null}: no one). */
    void trace(java.util.function.Consumer<String> tracer) {
        this.tracer = tracer;
    }

    private void count(String sql) {
        executed++;
        java.util.function.Consumer<String> t = tracer;
        if (t != null) {
            t.accept(sql);
        }
    }

    private Object onConnection(Object self, Method method, Object[] args) throws Throwable {
        if (method.getName().equals("createStatement") && (args == null || args.length == 0)) {
            Statement statement = (Statement) invoke(method, connection, args);
            return Proxy.newProxyInstance(StatementCache.class.getClassLoader(), new Class<?>[] {Statement.class},
                    (s, m, a) -> {
                        if (m.getName().startsWith("execute") && a != null && a.length >= 1
                                && a[0] instanceof String sql) {
                            count(sql);
                        }
                        return invoke(m, statement, a);
                    });
        }
        if (method.getName().equals("prepareStatement") && args != null && args[0] instanceof String sql
                && (args.length == 1 || (args.length == 2 && args[1] instanceof Integer))) {
            String key = args.length == 1 ? sql : args[1] + "\u0000" + sql;
            PreparedStatement statement = cache.get(key);
            if (statement != null && inUse.contains(statement)) {
                return invoke(method, connection, args); // the same SQL nested in itself: a statement of its own
            }
            if (statement == null || statement.isClosed()) {
                statement = (PreparedStatement) invoke(method, connection, args);
                cache.put(key, statement);
            }
            inUse.add(statement);
            return reusable(statement, sql);
        }
        if (method.getName().equals("close")) {
            return null; // the database closes the real connection
        }
        return invoke(method, connection, args);
    }

    private PreparedStatement reusable(PreparedStatement statement, String sql) {
        return (PreparedStatement) Proxy.newProxyInstance(StatementCache.class.getClassLoader(),
                new Class<?>[] {PreparedStatement.class}, (self, method, args) -> {
                    if (method.getName().equals("close") && (args == null || args.length == 0)) {
                        if (inUse.remove(statement)) {
                            statement.clearParameters();
                        }
                        return null;
                    }
                    if (method.getName().startsWith("execute")) {
                        count(sql);
                    }
                    return invoke(method, statement, args);
                });
    }

    private static Object invoke(Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static void closeQuietly(PreparedStatement statement) {
        try {
            statement.close();
        } catch (SQLException e) {
            // closing a statement of a closing connection: nothing to do
        }
    }

    @Override
    public void close() {
        cache.values().forEach(StatementCache::closeQuietly);
        cache.clear();
        inUse.clear();
    }
}
