package pbm.store;

import java.sql.Statement;

/**
 * What {@code createStatement()} of the cache's connection hands out: the driver's statement,
 * each {@code execute} with SQL in its arguments counted by the {@link StatementCache}.
 * Hand-written, not a proxy: see {@link DelegatingStatement}.
 */
final class CountedStatement extends DelegatingStatement<Statement> {
    private final StatementCache cache;

    CountedStatement(Statement statement, StatementCache cache) {
        super(statement);
        this.cache = cache;
    }

    @Override
    void executes(String sql) {
        if (sql != null) {
            cache.count(sql);
        }
    }
}
