package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The prepared statements a transaction uses are compiled once and reused, also when nested. */
class StatementCacheTest {
    @TempDir
    Path dir;

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
}
