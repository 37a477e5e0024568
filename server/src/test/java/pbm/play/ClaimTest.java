package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/** {@code claim}: a draw the rules leave to the player to move (Italian threefold repetition), by mail. */
class ClaimTest extends ThreePlayerTest {

    private void challengeFrom(String game, String fen) throws Exception {
        server.mail(ALICE, game + " challenge alice bob", "");
        server.database().transaction(c -> {
            try (var st = c.prepareStatement("UPDATE games SET initial_fen = ?, current_fen = ? WHERE board = 101")) {
                st.setString(1, fen);
                st.setString(2, fen);
                st.executeUpdate();
            }
            return null;
        });
        server.newReplies();
    }

    private GameRow row() throws Exception {
        return server.database().transaction(c -> new Games(c).find(101)).orElseThrow();
    }

    private List<OutboxRow> move(String from, String user, String pw, String move) throws Exception {
        return server.mail(from, "italian move 101 " + user + " " + pw + " " + move, "");
    }

    private void playCycle() throws Exception {
        move(ALICE, "alice", "apw", "29-25");
        move(BOB, "bob", "bpw", "4-8");
        move(ALICE, "alice", "apw", "25-29");
        move(BOB, "bob", "bpw", "8-4");
    }

    @Test
    void italianRepetitionGoesOnUntilThePlayerToMoveClaimsIt() throws Exception {
        challengeFrom("italian", "W:WK29:BK4");
        playCycle();
        List<OutboxRow> early = move(ALICE, "alice", "apw", "claim");
        assertEquals(1, early.size(), TestServer.render(early));
        assertTrue(early.get(0).body().startsWith("There is no draw to claim on board 101"), early.get(0).body());
        playCycle();
        assertTrue(row().active(), "the third repetition does not end an Italian game by itself");
        List<OutboxRow> wrongPlayer = move(BOB, "bob", "bpw", "claim");
        assertTrue(wrongPlayer.get(0).body().startsWith("Only the player to move may claim a draw"),
                wrongPlayer.get(0).body());

        List<OutboxRow> claimed = move(ALICE, "alice", "apw", "claim");
        String shown = TestServer.render(claimed);
        assertEquals(2, claimed.size(), shown);
        assertFalse(row().active(), shown);
        assertEquals("threefold repetition, claimed by White: the same position with White to move arose at the"
                + " start, after 2... 8-4 and after 4... 8-4", row().reason());
        assertTrue(shown.contains("after 2... 8-4 and after 4... 8-4"), shown);
    }

    @Test
    void thePlayerToMoveMayPlayOnInstead() throws Exception {
        challengeFrom("italian", "W:WK29:BK4");
        playCycle();
        playCycle();
        List<OutboxRow> replies = move(ALICE, "alice", "apw", "29-26");
        assertEquals(2, replies.size(), TestServer.render(replies));
        assertTrue(row().active());
        assertEquals(9, row().ply());
    }

    @Test
    void thereIsNothingToClaimWhereRepetitionEndsTheGameByItself() throws Exception {
        server.mail(ALICE, "draughts challenge alice bob", "");
        server.newReplies();
        List<OutboxRow> replies = server.mail(ALICE, "draughts move 101 alice apw claim", "");
        assertEquals(1, replies.size(), TestServer.render(replies));
        assertTrue(replies.get(0).body().startsWith("There is no draw to claim on board 101"), replies.get(0).body());
        assertTrue(row().active());
    }
}
