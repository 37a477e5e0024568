package pbm.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The {@code vacations} table. */
public final class Vacations {
    private final Statements statements;

    public Vacations(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** Every vacation of {@code userid}, oldest first. */
    public List<Vacation> of(String userid) throws SQLException {
        List<Vacation> out = new ArrayList<>();
        try (ResultSet rs = statements.query(
                "SELECT userid, starts, ends FROM vacations WHERE userid = ? ORDER BY starts", userid)) {
            while (rs.next()) {
                out.add(new Vacation(rs.getString(1), StoredInstants.parse(rs.getString(2)),
                        StoredInstants.parse(rs.getString(3))));
            }
        }
        return out;
    }

    /**
     * {@link #of} of each of {@code userids}, in their order, in one query (a board mail's clocks
     * need both players' vacations).
     */
    public List<List<Vacation>> ofEach(List<String> userids) throws SQLException {
        if (userids.isEmpty()) {
            return List.of();
        }
        if (userids.size() == 1) {
            return List.of(of(userids.get(0)));
        }
        java.util.Map<String, List<Vacation>> byUser = new java.util.LinkedHashMap<>();
        for (String userid : userids) {
            byUser.put(userid, new ArrayList<>());
        }
        List<String> distinct = new ArrayList<>(byUser.keySet());
        // one SELECT a player, put in order of starts here: "userid IN (...) ORDER BY starts" built
        // a temporary list and sorted in SQLite on every board mail (issue 16, seventh round)
        String one = "SELECT userid, starts, ends FROM vacations WHERE userid = ?";
        String sql = String.join(" UNION ALL ", java.util.Collections.nCopies(distinct.size(), one));
        try (ResultSet rs = statements.query(sql, distinct.toArray())) {
            while (rs.next()) {
                List<Vacation> list = byUser.get(rs.getString(1));
                if (list != null) {
                    list.add(new Vacation(rs.getString(1), StoredInstants.parse(rs.getString(2)),
                            StoredInstants.parse(rs.getString(3))));
                }
            }
        }
        List<List<Vacation>> out = new ArrayList<>(userids.size());
        for (String userid : userids) {
            List<Vacation> list = byUser.get(userid);
            if (list.size() > 1) {
                list.sort(java.util.Comparator.comparing(Vacation::starts));
            }
            out.add(list);
        }
        return out;
    }

    public void add(String userid, Instant starts, Instant ends) throws SQLException {
        statements.update("INSERT INTO vacations (userid, starts, ends) VALUES (?, ?, ?)", userid,
                StoredInstants.format(starts), StoredInstants.format(ends));
    }

    /**
     * Ends every vacation of {@code userid} at {@code now}: the one running is cut short,
     * those not begun yet are dropped. Returns how many rows changed.
     */
    public int endAt(String userid, Instant now) throws SQLException {
        String at = StoredInstants.format(now);
        int changed = statements.update("DELETE FROM vacations WHERE userid = ? AND starts >= ?", userid, at);
        changed += statements.update("UPDATE vacations SET ends = ? WHERE userid = ? AND starts < ? AND ends > ?",
                at, userid, at, at);
        return changed;
    }
}
