package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.store.OutboxRow;
import pbm.testing.Golden;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Xiangqi and janggi by mail: moves in WXF (C2=5) and in coordinates (h3-e3), recorded in
 * WXF; the flying general, moving into check and perpetual check refused with their reasons;
 * a whole xiangqi game to mate and a janggi game ended by two passes, board mails golden.
 */
class XiangqiByMailTest extends ThreePlayerTest {
    private List<OutboxRow> play(String game, int board, String... moves) throws Exception {
        List<OutboxRow> last = List.of();
        for (String move : moves) {
            boolean first = ply(board) % 2 == 0;
            String who = first ? "alice apw " : "bob bpw ";
            last = mail(first ? ALICE : BOB, game + " move " + board + " " + who + move);
            assertTrue(last.stream().noneMatch(r -> r.subject().endsWith("Error")), move + ":\n" + TestServer.render(last));
        }
        return last;
    }

    private List<String> record(int board) throws Exception {
        return server.database().transaction(c -> new Games(c).moves(board)).stream().map(MoveRow::notation).toList();
    }

    @Test
    void aWholeXiangqiGameToMateInWxfAndCoordinates() throws Exception {
        assertGolden("xiangqi/challenge", mail(ALICE, "xiangqi challenge alice bob"));
        play("xiangqi", 101, "C2=5", "P1+1", "e3-e7", "i7-i6", "C8+3", "p1+1");
        List<OutboxRow> mate = play("xiangqi", 101, "C8=5");
        assertEquals("Xiangqi Board 101 won by alice", mate.get(0).subject());
        assertTrue(mate.get(0).body().contains("Game won by alice (checkmate)."), mate.get(0).body());
        assertGolden("xiangqi/double-cannon-mate", mate);
        assertEquals(List.of("C2=5", "P1+1", "C5+4", "P9+1", "C8+3", "P1+1", "C8=5"), record(101));
        String pdn = mail(CAROL, "xiangqi pdn 101").get(0).body();
        assertTrue(pdn.contains("[GameType \"1\"]") && pdn.contains("[Variant \"xiangqi\"]"), pdn);
        assertTrue(pdn.contains("1. C2=5 P1+1 2. C5+4 P9+1 3. C8+3 P1+1 4. C8=5 1-0"), pdn);
    }

    @Test
    void flyingGeneralCheckAndPerpetualCheckAreRefused() throws Exception {
        mail(ALICE, "xiangqi challenge alice bob");
        play("xiangqi", 101, "R9+1", "K5+1", "K5+1", "K5=6");
        assertRefused(ALICE, "xiangqi move 101 alice apw K5=4", "The two generals would face each other on an open"
                + " file (flying general), which is not allowed.");
        play("xiangqi", 101, "R9=6", "K6=5", "P7+1");
        assertRefused(BOB, "xiangqi move 101 bob bpw K5=4", "The general would be in check on d9.");
        play("xiangqi", 101, "P1+1", "R6+7", "K5+1", "R6-1", "K5-1", "R6+1", "K5+1", "R6-1", "K5-1");
        assertRefused(ALICE, "xiangqi move 101 alice apw R6+1", "Perpetual check is not allowed: this move would"
                + " repeat the position a third time, Red having given check with every move since it first stood."
                + " Play another move.");
        play("xiangqi", 101, "R6=7");
        assertEquals("R6=7", record(101).get(record(101).size() - 1));
    }

    @Test
    void janggiPassesUntilBothSidesPassAndTheCountDecides() throws Exception {
        assertGolden("janggi/challenge", mail(ALICE, "janggi challenge alice bob"));
        // Han (bob) chooses its set-up first, then Cho (alice); then Cho moves first.
        mail(BOB, "janggi move 101 bob bpw HEEH");
        mail(ALICE, "janggi move 101 alice apw HEEH");
        play("janggi", 101, "b1-c3", "pass", "Ra2", "Hc8");
        assertRefused(ALICE, "janggi move 101 alice apw e2-c2", "A general cannot move from e2 to c2.");
        play("janggi", 101, "pass");
        List<OutboxRow> end = play("janggi", 101, "pass");
        assertEquals("Janggi Board 101 won by bob", end.get(0).subject());
        assertTrue(end.get(0).body().contains("both sides passed; counted Cho 72, Han 72 + 1.5"), end.get(0).body());
        assertGolden("janggi/both-passed", end);
        assertEquals(List.of("HEEH", "HEEH", "Hc3", "pass", "Ra2", "Hc8", "pass", "pass"), record(101));
    }

    private static void assertGolden(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/" + name + ".txt", TestServer.render(replies));
    }
}
