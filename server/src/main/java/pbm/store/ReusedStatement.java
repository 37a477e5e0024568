package pbm.store;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.Calendar;

/**
 * A cached prepared statement as the {@link StatementCache} hands it out: every call goes to the
 * driver's statement, every {@code execute} is counted with the statement's SQL, and
 * {@link #close()} gives the statement back to the cache instead of closing it. Hand-written,
 * not a proxy: see {@link DelegatingStatement}. Methods in alphabetical order.
 */
final class ReusedStatement extends DelegatingStatement<PreparedStatement> implements PreparedStatement {
    private final String sql;
    private final StatementCache cache;
    /** Whether {@link #close()} gave the statement back already: only the first close does. */
    private boolean returned;
    /** The parameters 1 to 64 this holder gave a value, bit {@code i - 1} for parameter {@code i}. */
    private long given;
    /** The parameters beyond 64 this holder gave a value, if any. */
    private java.util.BitSet givenBeyond;

    ReusedStatement(PreparedStatement statement, String sql, StatementCache cache) {
        super(statement);
        this.sql = sql;
        this.cache = cache;
    }

    @Override
    void executes(String ignored) {
        cache.count(sql);
    }

    /** Notes that parameter {@code index} (from 1) was given a value by this holder. */
    private void given(int index) {
        if (index >= 1 && index <= Long.SIZE) {
            given |= 1L << (index - 1);
        } else if (index > Long.SIZE) {
            if (givenBeyond == null) {
                givenBeyond = new java.util.BitSet();
            }
            givenBeyond.set(index);
        }
    }

    /**
     * Refuses to run the statement unless this holder gave every parameter a value: the driver's
     * statement keeps the values of its last holder, so a parameter left out would silently be
     * the last holder's value (another player's userid in a WHERE, say) instead of an error.
     */
    private void requireAllGiven() throws SQLException {
        int count = statement.getParameterMetaData().getParameterCount();
        for (int index = 1; index <= count; index++) {
            boolean isGiven = index <= Long.SIZE ? (given & (1L << (index - 1))) != 0
                    : givenBeyond != null && givenBeyond.get(index);
            if (!isGiven) {
                throw new SQLException("parameter " + index + " of " + count + " has no value: " + sql);
            }
        }
    }

    /** Before the statement runs: every parameter given ({@link #requireAllGiven}), then counted. */
    private void runs() throws SQLException {
        requireAllGiven();
        cache.count(sql);
    }

    /**
     * Lets the cache hand the statement out again; the driver's stays open. Its parameters keep
     * their values (clearing them made SQLite compile some statements again at their next run, see
     * {@link StatementCache}); the next holder has to give every one anew ({@link #requireAllGiven}).
     */
    @Override
    public void close() throws SQLException {
        if (!returned) {
            returned = true;
            cache.release(statement);
        }
    }

    @Override
    public void addBatch() throws SQLException {
        requireAllGiven();
        statement.addBatch();
    }

    @Override
    public void clearParameters() throws SQLException {
        given = 0;
        givenBeyond = null;
        statement.clearParameters();
    }

    @Override
    public boolean execute() throws SQLException {
        runs();
        return statement.execute();
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        runs();
        return statement.executeLargeUpdate();
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        runs();
        return statement.executeQuery();
    }

    @Override
    public int executeUpdate() throws SQLException {
        runs();
        return statement.executeUpdate();
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        return statement.getMetaData();
    }

    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        return statement.getParameterMetaData();
    }

    @Override
    public void setArray(int parameterIndex, Array x) throws SQLException {
        given(parameterIndex);
        statement.setArray(parameterIndex, x);
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x) throws SQLException {
        given(parameterIndex);
        statement.setAsciiStream(parameterIndex, x);
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, int length) throws SQLException {
        given(parameterIndex);
        statement.setAsciiStream(parameterIndex, x, length);
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, long length) throws SQLException {
        given(parameterIndex);
        statement.setAsciiStream(parameterIndex, x, length);
    }

    @Override
    public void setBigDecimal(int parameterIndex, BigDecimal x) throws SQLException {
        given(parameterIndex);
        statement.setBigDecimal(parameterIndex, x);
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x) throws SQLException {
        given(parameterIndex);
        statement.setBinaryStream(parameterIndex, x);
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, int length) throws SQLException {
        given(parameterIndex);
        statement.setBinaryStream(parameterIndex, x, length);
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, long length) throws SQLException {
        given(parameterIndex);
        statement.setBinaryStream(parameterIndex, x, length);
    }

    @Override
    public void setBlob(int parameterIndex, InputStream x) throws SQLException {
        given(parameterIndex);
        statement.setBlob(parameterIndex, x);
    }

    @Override
    public void setBlob(int parameterIndex, Blob x) throws SQLException {
        given(parameterIndex);
        statement.setBlob(parameterIndex, x);
    }

    @Override
    public void setBlob(int parameterIndex, InputStream x, long length) throws SQLException {
        given(parameterIndex);
        statement.setBlob(parameterIndex, x, length);
    }

    @Override
    public void setBoolean(int parameterIndex, boolean x) throws SQLException {
        given(parameterIndex);
        statement.setBoolean(parameterIndex, x);
    }

    @Override
    public void setByte(int parameterIndex, byte x) throws SQLException {
        given(parameterIndex);
        statement.setByte(parameterIndex, x);
    }

    @Override
    public void setBytes(int parameterIndex, byte[] x) throws SQLException {
        given(parameterIndex);
        statement.setBytes(parameterIndex, x);
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader x) throws SQLException {
        given(parameterIndex);
        statement.setCharacterStream(parameterIndex, x);
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader x, int length) throws SQLException {
        given(parameterIndex);
        statement.setCharacterStream(parameterIndex, x, length);
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader x, long length) throws SQLException {
        given(parameterIndex);
        statement.setCharacterStream(parameterIndex, x, length);
    }

    @Override
    public void setClob(int parameterIndex, Reader x) throws SQLException {
        given(parameterIndex);
        statement.setClob(parameterIndex, x);
    }

    @Override
    public void setClob(int parameterIndex, Clob x) throws SQLException {
        given(parameterIndex);
        statement.setClob(parameterIndex, x);
    }

    @Override
    public void setClob(int parameterIndex, Reader x, long length) throws SQLException {
        given(parameterIndex);
        statement.setClob(parameterIndex, x, length);
    }

    @Override
    public void setDate(int parameterIndex, Date x) throws SQLException {
        given(parameterIndex);
        statement.setDate(parameterIndex, x);
    }

    @Override
    public void setDate(int parameterIndex, Date x, Calendar cal) throws SQLException {
        given(parameterIndex);
        statement.setDate(parameterIndex, x, cal);
    }

    @Override
    public void setDouble(int parameterIndex, double x) throws SQLException {
        given(parameterIndex);
        statement.setDouble(parameterIndex, x);
    }

    @Override
    public void setFloat(int parameterIndex, float x) throws SQLException {
        given(parameterIndex);
        statement.setFloat(parameterIndex, x);
    }

    @Override
    public void setInt(int parameterIndex, int x) throws SQLException {
        given(parameterIndex);
        statement.setInt(parameterIndex, x);
    }

    @Override
    public void setLong(int parameterIndex, long x) throws SQLException {
        given(parameterIndex);
        statement.setLong(parameterIndex, x);
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader x) throws SQLException {
        given(parameterIndex);
        statement.setNCharacterStream(parameterIndex, x);
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader x, long length) throws SQLException {
        given(parameterIndex);
        statement.setNCharacterStream(parameterIndex, x, length);
    }

    @Override
    public void setNClob(int parameterIndex, Reader x) throws SQLException {
        given(parameterIndex);
        statement.setNClob(parameterIndex, x);
    }

    @Override
    public void setNClob(int parameterIndex, NClob x) throws SQLException {
        given(parameterIndex);
        statement.setNClob(parameterIndex, x);
    }

    @Override
    public void setNClob(int parameterIndex, Reader x, long length) throws SQLException {
        given(parameterIndex);
        statement.setNClob(parameterIndex, x, length);
    }

    @Override
    public void setNString(int parameterIndex, String x) throws SQLException {
        given(parameterIndex);
        statement.setNString(parameterIndex, x);
    }

    @Override
    public void setNull(int parameterIndex, int sqlType) throws SQLException {
        given(parameterIndex);
        statement.setNull(parameterIndex, sqlType);
    }

    @Override
    public void setNull(int parameterIndex, int sqlType, String typeName) throws SQLException {
        given(parameterIndex);
        statement.setNull(parameterIndex, sqlType, typeName);
    }

    @Override
    public void setObject(int parameterIndex, Object x) throws SQLException {
        given(parameterIndex);
        statement.setObject(parameterIndex, x);
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType) throws SQLException {
        given(parameterIndex);
        statement.setObject(parameterIndex, x, targetSqlType);
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType) throws SQLException {
        given(parameterIndex);
        statement.setObject(parameterIndex, x, targetSqlType);
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType, int scaleOrLength) throws SQLException {
        given(parameterIndex);
        statement.setObject(parameterIndex, x, targetSqlType, scaleOrLength);
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        given(parameterIndex);
        statement.setObject(parameterIndex, x, targetSqlType, scaleOrLength);
    }

    @Override
    public void setRef(int parameterIndex, Ref x) throws SQLException {
        given(parameterIndex);
        statement.setRef(parameterIndex, x);
    }

    @Override
    public void setRowId(int parameterIndex, RowId x) throws SQLException {
        given(parameterIndex);
        statement.setRowId(parameterIndex, x);
    }

    @Override
    public void setShort(int parameterIndex, short x) throws SQLException {
        given(parameterIndex);
        statement.setShort(parameterIndex, x);
    }

    @Override
    public void setSQLXML(int parameterIndex, SQLXML x) throws SQLException {
        given(parameterIndex);
        statement.setSQLXML(parameterIndex, x);
    }

    @Override
    public void setString(int parameterIndex, String x) throws SQLException {
        given(parameterIndex);
        statement.setString(parameterIndex, x);
    }

    @Override
    public void setTime(int parameterIndex, Time x) throws SQLException {
        given(parameterIndex);
        statement.setTime(parameterIndex, x);
    }

    @Override
    public void setTime(int parameterIndex, Time x, Calendar cal) throws SQLException {
        given(parameterIndex);
        statement.setTime(parameterIndex, x, cal);
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x) throws SQLException {
        given(parameterIndex);
        statement.setTimestamp(parameterIndex, x);
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x, Calendar cal) throws SQLException {
        given(parameterIndex);
        statement.setTimestamp(parameterIndex, x, cal);
    }

    @Deprecated
    @Override
    public void setUnicodeStream(int parameterIndex, InputStream x, int length) throws SQLException {
        given(parameterIndex);
        statement.setUnicodeStream(parameterIndex, x, length);
    }

    @Override
    public void setURL(int parameterIndex, URL x) throws SQLException {
        given(parameterIndex);
        statement.setURL(parameterIndex, x);
    }
}
