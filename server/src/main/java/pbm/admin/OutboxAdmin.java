package pbm.admin;

import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;

/** The outbox as the administrator sees it: list the replies, make the stuck ones due again. */
public final class OutboxAdmin {
    /** The states of an outbox row. */
    public enum State {
        PENDING, SENT, FAILED;

        /** The name stored in the {@code outbox.state} column. */
        public String column() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final Database database;
    private final Clock clock;

    public OutboxAdmin(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /** The rows in {@code state}, or every row when it is null; oldest first. */
    public List<OutboxRow> list(State state) throws SQLException {
        return database.transaction(c -> new Outbox(c).list(state == null ? null : state.column()));
    }

    /** Makes every pending or failed row due now (its attempts are kept); returns how many. */
    public int makeAllDue() throws SQLException {
        return database.transaction(c -> new Outbox(c).retryAll(clock.instant()));
    }
}
