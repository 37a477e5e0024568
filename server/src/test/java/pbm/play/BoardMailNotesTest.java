package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * What a postal player reads in the board mail beyond the board (issue 32): the draw the
 * player to move may claim, the move list as long as the player chose ({@code set moves}),
 * the start of a board that did not begin from the game's own, and Makruk's count.
 */
class BoardMailNotesTest extends ThreePlayerTest {
    /** Eleven rows and a half of a Ruy Lopez (Breyer), no position repeated. */
    private static final String[] RUY_LOPEZ = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
        "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5"};

    private void challengeFrom(String game, String fen) throws Exception {
        mail(ALICE, game + " challenge alice bob");
        setUp(101, fen);
    }

    /** Board {@code board}, not moved yet, as if it had started from {@code fen}. */
    private void setUp(int board, String fen) throws Exception {
        server.database().transaction(c -> {
            try (var st = c.prepareStatement("UPDATE games SET initial_fen = ?, current_fen = ? WHERE board = ?")) {
                st.setString(1, fen);
                st.setString(2, fen);
                st.setInt(3, board);
                st.executeUpdate();
            }
            return null;
        });
        server.newReplies();
    }

    private static OutboxRow to(List<OutboxRow> replies, String address) {
        return replies.stream().filter(r -> r.recipients().contains(address)).findFirst()
                .orElseThrow(() -> new AssertionError("no mail to " + address + ":\n" + TestServer.render(replies)));
    }

    @Test
    void theBoardMailSaysWhenThePlayerToMoveMayClaimThreefoldRepetition() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        List<OutboxRow> twice = play("chess", "Nf3", "Nf6", "Ng1", "Ng8");
        assertFalse(TestServer.render(twice).contains("claim"), TestServer.render(twice));

        List<OutboxRow> third = play("chess", "Nf3", "Nf6", "Ng1", "Ng8");
        OutboxRow alice = to(third, ALICE);
        String sentence = "You may claim a draw by threefold repetition: mail \"chess move 101 alice PASSWORD claim\""
                + " instead of a move.";
        assertTrue(alice.body().contains("Move #9 is next.\n" + sentence + "\n"), alice.body());
        assertNotNull(alice.html(), "new players get the HTML part");
        assertTrue(alice.html().html().contains(BoardMail.escape(sentence)), alice.html().html());
        OutboxRow bob = to(third, BOB);
        assertTrue(bob.body().contains("alice may claim a draw by threefold repetition instead of moving.\n"),
                bob.body());
        assertFalse(bob.body().contains("You may claim"), bob.body());

        String shown = mail(CAROL, "chess show 101").get(0).body();
        assertTrue(shown.contains("alice may claim a draw by threefold repetition"), shown);
        List<OutboxRow> claimed = mail(ALICE, "chess move 101 alice apw claim");
        assertTrue(to(claimed, BOB).body().contains("Game drawn by threefold repetition."), TestServer.render(claimed));
        assertFalse(TestServer.render(claimed).contains("may claim"), TestServer.render(claimed));
    }

    @Test
    void draughtsClaimsAreSaidTheSameWay() throws Exception {
        // Italian threefold repetition is a claim (see ClaimTest); its reason goes on to say when
        // the position arose, the mail names the rule.
        challengeFrom("italian", "W:WK29:BK4");
        List<OutboxRow> replies = List.of();
        for (int cycle = 0; cycle < 2; cycle++) {
            replies = play("italian", "29-25", "4-8", "25-29", "8-4");
        }
        String alice = to(replies, ALICE).body();
        assertTrue(alice.contains("\nYou may claim a draw by threefold repetition: mail \"italian move 101 alice"
                + " PASSWORD claim\" instead of a move.\n"), alice);
        assertTrue(alice.contains("\nSet-up: W:WK29:BK4\n"), alice);
    }

    @Test
    void theMailListsTheWholeGameUnlessThePlayerSetsFewerMoves() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        List<OutboxRow> replies = play("chess", RUY_LOPEZ);
        String bob = to(replies, BOB).body();
        assertTrue(bob.contains("   1.  e4              e5\n"), bob);
        assertTrue(bob.contains("  12.  cxb5\n"), bob);
        assertFalse(bob.contains("   ...\n"), bob);

        List<OutboxRow> set = mail(ALICE, "chess set alice apw moves 5");
        assertEquals("Your Chess board mails now list the last 5 moves.\n", set.get(0).body());
        replies = mail(BOB, "chess move 101 bob bpw axb5");
        String alice = to(replies, ALICE).body();
        assertTrue(alice.contains("   ...\n   8.  c3              O-O\n"), alice);
        assertFalse(alice.contains("   7.  "), alice);
        assertTrue(alice.contains("  12.  cxb5            axb5\n"), alice);
        assertTrue(to(replies, BOB).body().contains("   1.  e4"), "bob's mails keep the default");
        assertTrue(to(replies, ALICE).html().html().contains("   ...\n   8.  c3"), "the HTML part lists as many");

        String shown = mail(ALICE, "chess show 101").get(0).body();
        assertTrue(shown.contains("   ...\n   8.  c3"), shown);
        mail(ALICE, "chess set alice apw moves all");
        shown = mail(ALICE, "chess show 101").get(0).body();
        assertTrue(shown.contains("   1.  e4"), shown);
        assertTrue(mail(BOB, "chess show 101").get(0).body().contains("   1.  e4"), "not alice's setting");

        assertRefused(ALICE, "chess set alice apw moves 0", "\"moves\" needs \"all\" or a number from 1 to 999");
        assertRefused(ALICE, "chess set alice apw moves", "\"moves\" needs \"all\"");
        assertRefused(ALICE, "chess set alice apw small moves lots", "\"moves\" needs \"all\"");
    }

    @Test
    void aChess960BoardNamesItsStartInTheMailAndInShow() throws Exception {
        List<OutboxRow> made = mail(ALICE, "chess challenge alice bob -960");
        String body = to(made, ALICE).body();
        Matcher start = Pattern.compile("\nChess960 start (\\d+) \\(([A-Z]{8})\\)\n").matcher(body);
        assertTrue(start.find(), body);
        LoadedGame game = server.database().transaction(c -> new GameService(c).load(101)).orElseThrow();
        String[] ranks = game.row().initialFen().split(" ")[0].split("/");
        assertEquals(ranks[7], start.group(2), "the number names the back rank the board has");
        String line = start.group().strip();
        assertTrue(mail(CAROL, "chess show 101").get(0).body().contains(line), line);
        assertTrue(mail(CAROL, "chess show 101#0").get(0).body().contains(line), line);
    }

    @Test
    void aBoardSetUpFromAnotherPositionShowsItsFenAndAnOrdinaryBoardNothing() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        assertFalse(TestServer.render(play("chess", "e4")).contains("Set-up"));
        assertFalse(mail(CAROL, "chess show 101").get(0).body().contains("Set-up"));
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        mail(ALICE, "chess challenge alice bob");
        setUp(102, fen);
        String shown = mail(CAROL, "chess show 102").get(0).body();
        assertTrue(shown.contains("\nSet-up: " + fen + "\n"), shown);
        List<OutboxRow> moved = mail(ALICE, "chess move 102 alice apw e4");
        assertTrue(to(moved, BOB).body().contains("\nSet-up: " + fen + "\n"), to(moved, BOB).body());
        assertTrue(mail(CAROL, "chess show 102#1").get(0).body().contains("\nSet-up: " + fen + "\n"));
    }

    @Test
    void makruksCountIsInTheBoardMailWhileItRuns() throws Exception {
        // A bare king against king and rook: the pieces' honour, 16 moves, counted from the 3
        // pieces on the board (help makruk).
        challengeFrom("makruk", "7k/8/8/8/8/8/8/K1R5 w - - 0 1");
        List<OutboxRow> first = play("makruk", "Rc2");
        assertTrue(to(first, BOB).body().contains("Move #2 is next.\nCounting (pieces' honour): Black (bob) counts 3"
                + " of 16; White (alice) has 13 moves left to mate.\n"), to(first, BOB).body());
        assertTrue(to(first, ALICE).html().html().contains("Black (bob) counts 3 of 16"), "and in the HTML part");
        List<OutboxRow> second = mail(BOB, "makruk move 101 bob bpw Kh7");
        assertTrue(to(second, ALICE).body().contains("Black (bob) counts 4 of 16; White (alice) has 13 moves left"),
                to(second, ALICE).body());
        List<OutboxRow> third = mail(ALICE, "makruk move 101 alice apw Rc3");
        assertTrue(to(third, ALICE).body().contains("Black (bob) counts 4 of 16; White (alice) has 12 moves left"),
                to(third, ALICE).body());
    }

    @Test
    void makrukWithPawnsOnTheBoardHasNoCount() throws Exception {
        mail(ALICE, "makruk challenge alice bob");
        List<OutboxRow> replies = play("makruk", "c4");
        assertFalse(TestServer.render(replies).contains("Counting"), TestServer.render(replies));
    }
}
