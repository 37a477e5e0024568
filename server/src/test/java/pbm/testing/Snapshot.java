package pbm.testing;

import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import pbm.store.Database;

/** Every row of the game and account tables as text, to show a refused command changed nothing. */
public final class Snapshot {
    private static final String[] TABLES = {"users", "user_addresses", "games", "game_players", "moves", "votes",
        "preferences", "notices", "vacations", "ratings", "rating_changes", "retired_userids", "conditional_moves"};

    private Snapshot() {
    }

    public static String of(Database database) throws SQLException {
        return database.transaction(connection -> {
            StringBuilder out = new StringBuilder();
            try (Statement st = connection.createStatement()) {
                for (String table : TABLES) {
                    out.append("## ").append(table).append('\n');
                    try (ResultSet rs = st.executeQuery("SELECT * FROM " + table + " ORDER BY 1, 2")) {
                        ResultSetMetaData meta = rs.getMetaData();
                        while (rs.next()) {
                            for (int i = 1; i <= meta.getColumnCount(); i++) {
                                out.append(rs.getString(i)).append('|');
                            }
                            out.append('\n');
                        }
                    }
                }
            }
            return out.toString();
        });
    }
}
