package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.store.OutboxRow;
import pbm.testing.Golden;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Othello (PDN GameType 50) by mail: a disc is placed by naming its square ({@code d3}),
 * refusals say why, a player with no move is passed for by the server at once (the record
 * shows {@code pass}), and the game ends when neither can move, the result giving the disc
 * count. alice takes Black, who moves first.
 */
public class OthelloByMailTest extends ThreePlayerTest {

    /**
     * A whole game, reproducible rather than published: Black played the square that left it
     * the fewest discs and White the one that left it the most (ties to the first square in
     * the order a1, b1, ... h8), which ends with two forced passes of Black's.
     */
    public static final List<String> GAME = List.of(("d3 c3 b3 b2 b1 a1 c4 c1 c2 d2 e1 e2 f1 f2 e3 a4 d1 f4 g2 f5 a3 a2 f6"
            + " b5 g3 f3 b4 h1 g1 h3 h4 h5 g5 c6 c5 g6 a5 g4 h6 e7 e6 d7 d6 c7 b7 a7 a8 g7 a6 h7 c8 b8 e8 f8 h8 g8"
            + " f7 h2 pass d8 pass b6").split(" "));

    /** Nine moves, after which White has no disc left: the shortest an Othello game can be (13-0). */
    static final List<String> SHORTEST = List.of("d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4");

    /** Mails every move but the passes, each from the player whose turn it is; the last replies. */
    private List<OutboxRow> play(List<String> moves) throws Exception {
        return play(moves, 0);
    }

    /** As {@link #play(List)}, the first move {@code seat}'s (0 Black, alice). */
    private List<OutboxRow> play(List<String> moves, int first) throws Exception {
        List<OutboxRow> last = List.of();
        int seat = first;
        for (String move : moves) {
            if (!move.equals("pass")) {
                String who = seat == 0 ? "alice apw " : "bob bpw ";
                last = mail(seat == 0 ? ALICE : BOB, "othello move 101 " + who + move);
                assertTrue(last.stream().noneMatch(r -> r.subject().endsWith("Error")), move + ":\n"
                        + TestServer.render(last));
            }
            seat ^= 1;
        }
        return last;
    }

    private List<String> record() throws Exception {
        return server.database().transaction(c -> new Games(c).moves(101)).stream().map(MoveRow::notation).toList();
    }

    @Test
    void aWholeGameWithForcedPassesToTheDiscCount() throws Exception {
        assertGolden("othello/challenge", mail(ALICE, "othello challenge alice bob"));
        int pass = GAME.indexOf("pass");
        List<OutboxRow> beforePass = play(GAME.subList(0, pass));
        // White's h2 leaves Black no square: the server passes for alice, and it is bob's turn again.
        assertEquals("Othello Board 101 bob", beforePass.get(0).subject(), TestServer.render(beforePass));
        assertEquals(GAME.subList(0, pass + 1), record());
        assertGolden("othello/forced-pass", beforePass);
        List<OutboxRow> end = play(GAME.subList(pass + 1, GAME.size()), (pass + 1) % 2);
        assertEquals(GAME, record());
        assertEquals("Othello Board 101 won by bob", end.get(0).subject());
        assertTrue(end.get(0).body().contains("Game won by bob (disc count 49-15)."), end.get(0).body());
        assertTrue(end.get(0).body().contains("Discs on the board: Black 15, White 49"), end.get(0).body());
        assertGolden("othello/end", end);
        String pdn = mail(CAROL, "othello pdn 101").get(0).body();
        assertTrue(pdn.contains("[GameType \"50\"]"), pdn);
        assertTrue(pdn.contains("[Black \"alice\"]") && pdn.contains("[White \"bob\"]"), pdn);
        assertTrue(pdn.contains("29. f7 h2 30. pass d8 31. pass b6 0-1"), pdn);
    }

    @Test
    void theShortestGameEndsWhenWhiteHasNoDiscLeft() throws Exception {
        mail(ALICE, "othello challenge alice bob");
        List<OutboxRow> end = play(SHORTEST);
        assertEquals(SHORTEST, record());
        assertEquals("Othello Board 101 won by alice", end.get(0).subject());
        assertTrue(end.get(0).body().contains("Game won by alice (disc count 13-0)."), end.get(0).body());
        assertGolden("othello/shortest", end);
    }

    @Test
    void squaresThatEncloseNothingTakenSquaresAndPassesWithAMoveAreRefused() throws Exception {
        mail(ALICE, "othello challenge alice bob");
        assertRefused(ALICE, "othello move 101 alice apw c3", "A disc on c3 would enclose none of White's discs:"
                + " place it so that a straight line of White's discs (along a rank, file or diagonal) runs from it to"
                + " one of yours. You may play d3, c4, f5 or e6.");
        assertRefused(ALICE, "othello move 101 alice apw d4", "The square d4 is taken: a disc goes on an empty square.");
        assertRefused(ALICE, "othello move 101 alice apw pass", "You may pass only when you have no move, and Black"
                + " has 4: d3, c4, f5 or e6.");
        assertRefused(ALICE, "othello move 101 alice apw i9", "No such square: i9.");
        assertRefused(ALICE, "othello move 101 alice apw e2-e4", "\"e2-e4\" is not a move: name the square of your"
                + " disc, such as d3, or write pass when you have no move.");
        assertRefused(BOB, "othello move 101 bob bpw c5", "It is not your move");
        // The square alone, upper case, or as a drop of the disc (P@) are the same move.
        mail(ALICE, "othello move 101 alice apw F5");
        mail(BOB, "othello move 101 bob bpw P@f6");
        mail(ALICE, "othello move 101 alice apw e6");
        assertEquals(List.of("f5", "f6", "e6"), record());
        List<String> board = new ArrayList<>(List.of(mail(CAROL, "othello show 101").get(0).body().split("\n")));
        assertTrue(board.contains("Discs on the board: Black 5, White 2"), String.join("\n", board));
    }

    private static void assertGolden(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/" + name + ".txt", TestServer.render(replies));
    }
}
