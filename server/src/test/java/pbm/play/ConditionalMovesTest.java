package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pbm.store.ConditionalLines;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Conditional moves by mail (issue 34): replies given ahead are played when the opponent's move
 * matches, dropped when it does not, checked when given, cancelled by votes and endings, and seen
 * by their owner alone.
 */
class ConditionalMovesTest extends ThreePlayerTest {

    /** The replies to {@code to}, in order. */
    private static List<OutboxRow> to(String to, List<OutboxRow> replies) {
        return replies.stream().filter(r -> r.recipients().contains(to)).toList();
    }

    private List<List<String>> lines(String userid) throws Exception {
        return server.database().transaction(c -> new ConditionalLines(c).of(101, userid)).lines();
    }

    private List<String> record() throws Exception {
        return server.database().transaction(c -> new Games(c).moves(101)).stream().map(MoveRow::notation).toList();
    }

    private void noError(List<OutboxRow> replies) {
        assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error") || r.subject().endsWith("error")),
                TestServer.render(replies));
    }

    @Test
    void aMatchingMovePlaysTheReplyAtOnceAndBothPlayersGetEachBoardMail() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        List<OutboxRow> e4 = mail(ALICE, "chess move 101 alice apw e4 if e5 Nf3");
        noError(e4);
        assertTrue(to(ALICE, e4).get(0).body().contains("You have 1 conditional line on this board."),
                to(ALICE, e4).get(0).body());
        List<OutboxRow> replies = mail(BOB, "chess move 101 bob bpw e5");
        noError(replies);
        assertEquals(List.of("e4", "e5", "Nf3"), record());
        // e5 mailed to both, then Nf3 mailed to both, as if alice had mailed it
        assertEquals(2, to(ALICE, replies).size(), TestServer.render(replies));
        assertEquals(2, to(BOB, replies).size(), TestServer.render(replies));
        assertTrue(to(BOB, replies).get(0).body().contains("It is alice's turn."), TestServer.render(replies));
        OutboxRow bobsNf3 = to(BOB, replies).get(1);
        assertTrue(bobsNf3.body().contains("It is bob's turn.") && bobsNf3.body().contains("Nf3"), bobsNf3.body());
        assertTrue(to(ALICE, replies).get(1).body().contains("Your conditional move Nf3 was played."),
                to(ALICE, replies).get(1).body());
        assertFalse(bobsNf3.body().toLowerCase().contains("conditional"), bobsNf3.body());
        assertEquals(List.of(), lines("alice"), "a line played to its end is gone");
    }

    @Test
    void aMoveOffTheLineMidWayDropsTheRestAndTellsTheOwner() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        noError(mail(ALICE, "chess move 101 alice apw e4 if e5 Nf3 if Nc6 Bb5"));
        noError(mail(BOB, "chess move 101 bob bpw e5"));
        assertEquals(List.of(List.of("Nc6", "Bb5")), lines("alice"));
        List<OutboxRow> replies = mail(BOB, "chess move 101 bob bpw Nf6");
        noError(replies);
        assertEquals(List.of("e4", "e5", "Nf3", "Nf6"), record());
        assertEquals(1, to(ALICE, replies).size(), TestServer.render(replies));
        String alices = to(ALICE, replies).get(0).body();
        assertTrue(alices.contains("Your conditional moves were dropped: bob played Nf6, not Nc6."), alices);
        assertFalse(to(BOB, replies).get(0).body().contains("dropped"), TestServer.render(replies));
        assertEquals(List.of(), lines("alice"));
    }

    @Test
    void anIllegalLineIsRefusedWithItsReasonAndTheLegalOnesAreKept() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw e4");
        List<OutboxRow> set = server.mail(ALICE, "chess conditional 101 alice apw", "e5 Nf3 Nc6 Bb5\nc5 Ke3\n"
                + "1... d5 2. exd5\nc5 Nf3 d6\ne5 Bc4\n");
        assertEquals(1, set.size(), TestServer.render(set));
        String body = set.get(0).body().replaceAll("\\s+", " ");
        assertEquals(List.of(ALICE), set.get(0).recipients());
        assertTrue(body.contains("Line 2 (c5 Ke3): your reply Ke3 (move 2 of the line) is not legal there:"), body);
        assertTrue(body.contains("Line 4 (c5 Nf3 d6): it ends with bob's move d6"), body);
        assertTrue(body.contains("Line 5 (e5 Bc4): it answers bob's e5 with Bc4, but line 1"), body);
        assertEquals(List.of(List.of("e5", "Nf3", "Nc6", "Bb5"), List.of("d5", "exd5")), lines("alice"));
        // a command of lines none of which can be played changes nothing, not even the lines kept
        assertRefused(ALICE, "chess conditional 101 alice apw e5 Ke3 ; c5 Qxf7", "None of your conditional lines");
        // nor does a move whose line is illegal: it is not played
        noError(mail(BOB, "chess move 101 bob bpw d5"));
        noError(mail(BOB, "chess move 101 bob bpw Qxd5"));
        assertEquals(List.of("e4", "d5", "exd5", "Qxd5"), record());
        assertRefused(ALICE, "chess move 101 alice apw Nc3 if Qa5 Ke3", "Line 1 (Qa5 Ke3): your reply Ke3");
        assertRefused(ALICE, "chess conditional 101 alice apw e5 Nf3", "It is your move on board 101");
    }

    @Test
    void anAgreedUndoCancelsTheLinesThatNoLongerFitTheBoard() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw e4");
        mail(BOB, "chess move 101 bob bpw e5");
        noError(mail(ALICE, "chess move 101 alice apw Nf3 if Nc6 Bb5"));
        List<OutboxRow> asked = mail(BOB, "chess move 101 bob bpw undo");
        noError(asked);
        assertTrue(to(ALICE, asked).get(0).body().contains(
                "Your conditional moves on this board were cancelled by the undo request."), TestServer.render(asked));
        assertFalse(to(BOB, asked).get(0).body().contains("conditional"), TestServer.render(asked));
        noError(mail(ALICE, "chess move 101 alice apw accept"));
        assertEquals(List.of("e4"), record());
        // bob's Nc6 now, from another position: nothing of alice's is played
        noError(mail(BOB, "chess move 101 bob bpw Nc6"));
        assertEquals(List.of("e4", "Nc6"), record());
        assertEquals(List.of(), lines("alice"));
    }

    @Test
    void aDrawOfferCancelsTheLinesOfBothPlayers() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw e4 if e5 Nf3");
        List<OutboxRow> offer = mail(BOB, "chess move 101 bob bpw propose");
        assertTrue(to(ALICE, offer).get(0).body().contains(
                "Your conditional moves on this board were cancelled by the draw offer."), TestServer.render(offer));
        assertEquals(List.of(), lines("alice"));
        mail(ALICE, "chess move 101 alice apw reject");
        noError(mail(BOB, "chess move 101 bob bpw e5"));
        assertEquals(List.of("e4", "e5"), record());
    }

    @Test
    void theOwnerListsAndCancelsTheirLines() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw e4");
        noError(server.mail(ALICE, "chess conditional 101 alice apw", "e5 Nf3 Nc6 Bb5\ne5 Nf3 Nf6 d3\n"));
        List<OutboxRow> listed = mail(ALICE, "chess conditional 101 alice apw");
        assertEquals(1, listed.size(), TestServer.render(listed));
        assertEquals(List.of(ALICE), listed.get(0).recipients());
        assertTrue(listed.get(0).body().contains(" 1. e5 Nf3 Nc6 Bb5\n") && listed.get(0).body().contains(
                " 2. e5 Nf3 Nf6 d3\n"), listed.get(0).body());
        // the tree: e5 gets Nf3, then Nf6 gets d3
        mail(BOB, "chess move 101 bob bpw e5");
        mail(BOB, "chess move 101 bob bpw Nf6");
        assertEquals(List.of("e4", "e5", "Nf3", "Nf6", "d3"), record());
        noError(server.mail(ALICE, "chess conditional 101 alice apw", "Nc6 Nc3"));
        assertTrue(mail(ALICE, "chess conditional 101 alice apw cancel").get(0).body().contains(
                "Your conditional moves on board 101 were cancelled."));
        assertTrue(mail(ALICE, "chess conditional 101 alice apw").get(0).body().contains(
                "You have no conditional moves on board 101."));
        assertRefused(BOB, "chess conditional 101 alice bpw", "Invalid password");
    }

    @Test
    void noMailExportOrShowOfTheOpponentRevealsALine() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        List<OutboxRow> seen = new java.util.ArrayList<>(mail(ALICE, "chess move 101 alice apw e4 if e5 Qh5"));
        seen.addAll(server.mail(ALICE, "chess conditional 101 alice apw", "e5 Qh5 Nc6 Bc4\nc5 Nc3\n"));
        seen.addAll(mail(BOB, "chess show 101"));
        seen.addAll(mail(CAROL, "chess show 101"));
        seen.addAll(mail(BOB, "chess pdn 101"));
        seen.addAll(mail(CAROL, "chess games"));
        seen.addAll(mail(BOB, "chess show alice"));
        List<OutboxRow> others = seen.stream().filter(r -> !r.recipients().contains(ALICE)).toList();
        assertFalse(others.isEmpty());
        for (OutboxRow row : others) {
            for (String secret : List.of("Qh5", "Bc4", "Nc3", "Nc6", "conditional")) {
                assertFalse(row.body().contains(secret) || row.subject().contains(secret),
                        secret + " shown to " + row.recipients() + ":\n" + TestServer.render(List.of(row)));
            }
        }
    }

    @Test
    void aLineThatMatesEndsTheGameAndAnEndingClearsTheLines() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw f3");
        noError(mail(BOB, "chess move 101 bob bpw e5 if g4 Qh4#"));
        List<OutboxRow> mate = mail(ALICE, "chess move 101 alice apw g4");
        assertTrue(mate.stream().anyMatch(r -> r.subject().equals("Chess Board 101 won by bob")),
                TestServer.render(mate));
        assertEquals(List.of("f3", "e5", "g4", "Qh4#"), record());
        mail(CAROL, "chess challenge alice bob");
        mail(ALICE, "chess move 102 alice apw e4 if e5 Nf3");
        mail(BOB, "chess move 102 bob bpw Nf6");
        mail(ALICE, "chess move 102 alice apw e5 if Nd5 c4");
        mail(BOB, "chess move 102 bob bpw resign");
        assertEquals(0, server.database().transaction(c -> new ConditionalLines(c).owners(102)).size());
    }

    @Test
    void repliesOfBothPlayersAnswerEachOtherInOneMail() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        noError(mail(ALICE, "chess move 101 alice apw e4 if e5 Nf3 if Nc6 Bb5"));
        List<OutboxRow> replies = mail(BOB, "chess move 101 bob bpw e5 if Nf3 Nc6 if Bb5 a6");
        noError(replies);
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6"), record());
        // e5, Nf3, Nc6, Bb5 and a6, each mailed to both players in turn
        assertEquals(10, replies.size(), TestServer.render(replies));
        assertTrue(replies.get(9).body().contains("It is alice's turn."), TestServer.render(replies));
        assertEquals(List.of(), lines("alice"));
        assertEquals(List.of(), lines("bob"));
    }

    @Test
    void aReplyToABoardMailMayCarryALineAsTheTypedMoveDoes() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        OutboxRow bobsBoard = to(BOB, mail(ALICE, "chess move 101 alice apw e4")).get(0);
        noError(server.deliver(ReplyToPlayTest.reply(BOB, bobsBoard.replyTo(), bobsBoard.subject(),
                "e5 if Nf3 Nc6", bobsBoard.body())));
        assertEquals(List.of(List.of("Nf3", "Nc6")), lines("bob"));
        noError(mail(ALICE, "chess move 101 alice apw Nf3"));
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), record());
    }

    /** Every hosted game of two goes through the rules seam alike: a line in its own notation answers. */
    @ParameterizedTest
    @CsvSource({"draughts, 32-28, 19-23, 28x19", "shogi, P-7f, P-3d, Bx2b+", "xiangqi, C2=5, P1+1, C5+4",
        "checkers, 11-15, 22-18, 15x22"})
    void aLineAnswersInEveryGame(String game, String first, String expected, String reply) throws Exception {
        mail(ALICE, game + " challenge alice bob");
        noError(mail(ALICE, game + " move 101 alice apw " + first + " if " + expected + " " + reply));
        List<OutboxRow> replies = mail(BOB, game + " move 101 bob bpw " + expected);
        noError(replies);
        assertEquals(3, ply(101), TestServer.render(replies));
        assertEquals(4, replies.size(), TestServer.render(replies));
        assertTrue(to(ALICE, replies).get(1).body().contains("Your conditional move "), TestServer.render(replies));
        assertEquals("alice", server.database().transaction(c -> new Games(c).moves(101)).get(2).userid());
    }

    /**
     * Black plays ten moves of the Breyer variation of the Ruy Lopez by conditional moves, given
     * as one line after the first, while White mails the expected moves one by one.
     */
    @Test
    void aPreparedLineOfTenMovesIsPlayedWhileTheOpponentMailsTheExpectedMoves() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw e4");
        mail(BOB, "chess move 101 bob bpw e5");
        List<OutboxRow> set = server.mail(BOB, "chess conditional 101 bob bpw",
                "2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8"
                + " 10. d4 Nbd7 11. c4 c6\n");
        noError(set);
        assertEquals(1, lines("bob").size(), TestServer.render(set));
        List<String> white = List.of("Nf3", "Bb5", "Ba4", "O-O", "Re1", "Bb3", "c3", "h3", "d4", "c4");
        for (String move : white) {
            List<OutboxRow> replies = mail(ALICE, "chess move 101 alice apw " + move);
            noError(replies);
            assertEquals(4, replies.size(), move + ":\n" + TestServer.render(replies));
        }
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3",
                "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "c4", "c6"), record());
        String pgn = mail(CAROL, "chess pdn 101").get(0).body().replaceAll("\\s+", " ");
        assertTrue(pgn.contains("9. h3 Nb8 10. d4 Nbd7 11. c4 c6 *"), pgn);
        assertEquals(List.of(), lines("bob"));
    }
}
