package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * The SQL statements one move mail runs (issue 16: SQLite executing them was 40% of a move
 * mail's handling). The count is pinned to what it was measured to be, so a change that adds a
 * query to every move mail fails here and has to raise the budget knowingly.
 */
class MoveMailStatementsTest {
    /**
     * Measured for a draughts move by a player on text board mails (the bench's move mail), a
     * mail alone in its transaction, so BEGIN and COMMIT included: 30 before issue 16's third
     * round, 27 after it (merging the board mail's per-player reads into one joined query made it 21, but
     * the joined queries cost more CPU than the simple ones they replaced), 26 after the fourth round
     * (the game's revision in its row tells that this process's copy of the moves is current, so
     * the move list is no longer read), 20 after the tenth (whether the board is running is read
     * once for both board mails' reply addresses; both players' addresses, HTML choice and board
     * preferences in two queries instead of six, their reply-address keys in one instead of two),
     * 21 with conditional moves (issue 34: after every move, the lines of the player now to move
     * are read, one query on the table's key, to learn whether one of them answers it).
     */
    static final int BUDGET = 21;

    @TempDir
    Path dir;

    @Test
    void aMoveMailRunsNoMoreStatementsThanItsBudget() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail("alice@example.org", "draughts challenge alice bob", "");
            // bob's password checked once already, as for every mail of a player after the first in a
            // running server: a first one also reads the row to start its check ahead (eleventh round)
            server.mail("bob@example.org", "draughts chat 101 bob bpw hello", "");
            List<OutboxRow> first = server.mail("alice@example.org", "draughts move 101 alice apw 32-28", "");
            assertTrue(first.stream().noneMatch(r -> r.subject().endsWith("Error")), TestServer.render(first));
            List<String> sql = new ArrayList<>();
            server.database().traceStatements(sql::add);
            long before = server.database().statementsExecuted();
            List<OutboxRow> replies = server.mail("bob@example.org", "draughts move 101 bob bpw 19-23", "");
            long count = server.database().statementsExecuted() - before;
            server.database().traceStatements(null);
            assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error")), TestServer.render(replies));
            assertEquals(2, replies.size(), TestServer.render(replies));
            // the replies read back by the test itself: BEGIN, the select, COMMIT
            long own = 3;
            String listing = String.join("\n", sql);
            assertTrue(count - own <= BUDGET, "a move mail ran " + (count - own) + " statements, its budget is "
                    + BUDGET + ":\n" + listing);
        }
    }
}
