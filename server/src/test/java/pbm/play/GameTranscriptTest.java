package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.Golden;
import pbm.testing.Snapshot;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;
import pbm.rules.draughts.DraughtsMoves;

/** The game commands by mail: a mail in, the exact replies out, and the stored game before and after. */
class GameTranscriptTest extends ThreePlayerTest {
    private void assertTranscript(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/games/" + name + ".txt", TestServer.render(replies));
    }

    @Test
    void aChallengeMailsTheNewBoardToBothPlayers() throws Exception {
        List<OutboxRow> replies = server.mail(ALICE, "draughts challenge alice bob", "Shall we?");
        assertTranscript("challenge", replies);
    }

    @Test
    void movesInNumericAndAlgebraicFormWithComments() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        server.newReplies();
        List<OutboxRow> first = server.mail(ALICE, "draughts move 101 alice apw 32-28#1", "Your move.");
        assertTranscript("first-move", first);
        List<OutboxRow> second = mail(BOB, "draughts move 101 bob bpw C7-D6");
        assertEquals("Draughts Board 101 alice", second.get(0).subject());
        assertTrue(second.get(0).body().contains("   1.  32-28           17-22"), second.get(0).body());
        assertEquals(2, ply(101));
    }

    @Test
    void checkersStartsWithBlackAndShowsBlackAtTheTopForSpectators() throws Exception {
        mail(ALICE, "checkers challenge alice bob");
        server.newReplies();
        List<OutboxRow> replies = mail(ALICE, "checkers move 101 alice apw 11-15");
        assertTranscript("checkers-first-move", replies);
        List<OutboxRow> shown = mail(CAROL, "checkers show 101");
        assertTranscript("checkers-show-spectator", shown);
    }

    @Test
    void turkishBoardsShowEverySquareAsAPlayingSquare() throws Exception {
        mail(ALICE, "turkish challenge alice bob");
        server.newReplies();
        assertTranscript("turkish-first-move", mail(ALICE, "turkish move 101 alice apw a3-a4"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"draughts", "canadian", "checkers", "italian", "pool", "jamaican", "zimbabwean", "spanish",
        "russian", "brazilian", "portuguese", "czech", "turkish", "thai", "frisian"})
    void everyGameTakesItsFirstMovesInBothNotations(String game) throws Exception {
        mail(ALICE, game + " challenge alice bob");
        LoadedGame loaded = loaded(101);
        DraughtsMoves.Written first = DraughtsMoves.first(loaded.game().name(), loaded.play().fen());
        String numeric = first.record();
        String algebraic = (first.from() + "-" + first.to()).toUpperCase();
        server.newReplies();
        List<OutboxRow> replies = mail(ALICE, game + " move 101 alice apw " + numeric);
        assertEquals(2, replies.size(), TestServer.render(replies));
        assertEquals(1, ply(101));
        LoadedGame after = loaded(101);
        DraughtsMoves.Written reply = DraughtsMoves.first(after.game().name(), after.play().fen());
        String replyAlgebraic = reply.from() + ":" + reply.to();
        replies = mail(BOB, game + " move 101 bob bpw " + replyAlgebraic);
        assertEquals(2, replies.size(), TestServer.render(replies));
        assertEquals(2, ply(101));
        assertEquals(algebraic.isEmpty(), false);
    }

    @ParameterizedTest
    @ValueSource(strings = {"pool -unified:23,W,8,8,A0,0:c3-d4", "jamaican:23,W,8,8,A1,1:h3-g4",
        "zimbabwean:23,W,8,8,A0,0:b3-a4"})
    void thePoolFormsArePlayedAndExportedWithTheirGameType(String spec) throws Exception {
        String[] parts = spec.split(":");
        String[] words = parts[0].split(" ");
        String option = words.length > 1 ? " " + words[1] : "";
        mail(ALICE, words[0] + " challenge alice bob" + option);
        assertEquals(parts[0], loaded(101).game().name());
        mail(ALICE, words[0] + " move 101 alice apw " + parts[2]);
        assertEquals(1, ply(101));
        server.newReplies();
        String pdn = TestServer.render(mail(CAROL, words[0] + " pdn 101"));
        assertTrue(pdn.contains("[GameType \"" + parts[1] + "\"]"), pdn);
        assertTrue(pdn.contains("1. " + parts[2]), pdn);
    }

    private LoadedGame loaded(int board) throws Exception {
        return server.database().transaction(c -> new GameService(c).load(board)).orElseThrow();
    }

    @Test
    void errorsAreOneReplyToTheSenderAndChangeNothing() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        assertRefused(BOB, "draughts move 999 bob bpw 19-23", "Draughts board 999 not found");
        assertRefused(BOB, "draughts move 101 bob wrong 19-23", "Invalid password entered");
        assertRefused(BOB, "draughts move 101 bobby bpw 19-23", "Invalid userid entered");
        assertRefused(CAROL, "draughts move 101 carol cpw 19-23", "You are NOT playing this game");
        assertRefused(ALICE, "draughts move 101 alice apw 31-27", "It is not your move");
        assertRefused(BOB, "draughts move 101 bob bpw 19-23#7", "Move 19-23 received as move #7");
        assertRefused(BOB, "draughts move 101 bob bpw 19-30", "");
        assertRefused(BOB, "draughts move 101 bob bpw xyzzy", "");
        assertRefused(BOB, "draughts move 101 bob", "Some words are missing");
        assertRefused(BOB, "checkers move 101 bob bpw 19-23", "Board 101 is a Draughts game");
        assertRefused(BOB, "draughts move abc bob bpw 19-23", "\"abc\" is not a board number");
        OutboxRow wrongTurn = assertRefused(ALICE, "draughts move 101 alice apw 31-27", "It is not your move");
        assertTranscript("error-not-your-move", List.of(wrongTurn));
    }

    @Test
    void aFinishedGameRefusesMoves() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(BOB, "draughts move 101 bob bpw 19-23");
        mail(ALICE, "draughts resign 101 alice apw");
        server.newReplies();
        assertRefused(BOB, "draughts move 101 bob bpw 23x32", "The game has ended: Game won by bob (alice resigned).");
    }

    @Test
    void resigningBeforeOnesFirstMoveDeclinesAndDeletesTheBoard() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        List<OutboxRow> replies = server.mail(BOB, "draughts resign 101 bob bpw", "Not now, sorry.");
        assertTranscript("decline", replies);
        assertTrue(server.database().transaction(c -> new Games(c).find(101)).isEmpty());
    }

    @Test
    void resigningLaterLosesTheGame() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(BOB, "draughts move 101 bob bpw 19-23");
        server.newReplies();
        List<OutboxRow> replies = mail(ALICE, "draughts move 101 alice apw resign");
        assertTranscript("resign", replies);
        assertEquals("1/2-1/2".equals(loaded(101).row().result()), false);
        assertEquals("0-1", loaded(101).row().result());
    }

    @Test
    void aDrawIsAVoteAgreedWhenTheOtherPlayerAccepts() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        List<OutboxRow> proposed = mail(ALICE, "draughts move 101 alice apw propose");
        assertTrue(proposed.get(0).body().contains("alice proposed a draw; reply \"accept\" or \"reject\""),
                proposed.get(0).body());
        assertRefused(ALICE, "draughts move 101 alice apw propose", "You have already proposed a draw");
        List<OutboxRow> accepted = mail(BOB, "draughts move 101 bob bpw accept");
        assertTranscript("draw-agreed", accepted);
        assertEquals("1/2-1/2", loaded(101).row().result());
    }

    @Test
    void aRejectedProposalIsGoneAndTheGameGoesOn() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw propose");
        server.newReplies();
        List<OutboxRow> rejected = mail(BOB, "draughts move 101 bob bpw reject");
        assertTrue(rejected.get(0).body().contains("bob rejects the proposal."));
        assertRefused(BOB, "draughts move 101 bob bpw accept", "There is no proposal to accept");
        assertTrue(loaded(101).row().active());
    }

    @Test
    void aBoardsOptionsAreShownInItsMailsAndInTheGamesTable() throws Exception {
        List<OutboxRow> reverse = mail(ALICE, "draughts challenge alice bob -reverse");
        assertTrue(reverse.get(0).body().startsWith("Summary of Draughts Board 101 (-reverse)\n"),
                reverse.get(0).body());
        assertEquals("New Draughts Board 101 alice", reverse.get(0).subject(), "the subject keeps pbmserv's form");
        List<OutboxRow> games = mail(CAROL, "draughts games");
        assertTrue(games.get(0).body().contains("  101     1  alice  bob  alice to start  (-reverse)\n"),
                games.get(0).body());
    }

    @Test
    void everyWordInPlaceOfAMoveTakesAMoveNumber() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        // off-turn display change with a number: the display words ignore it
        List<OutboxRow> flipped = mail(ALICE, "draughts move 101 alice apw flip#2");
        assertEquals(1, flipped.size(), TestServer.render(flipped));
        assertTrue(!flipped.get(0).subject().endsWith("Error"), flipped.get(0).subject());
        assertRefused(BOB, "draughts move 101 bob bpw propose#5", "propose received as move #5, but board 101 is at"
                + " move #2.");
        List<OutboxRow> proposed = mail(BOB, "draughts move 101 bob bpw propose#2");
        assertTrue(proposed.get(0).body().contains("bob proposed a draw"), proposed.get(0).body());
        List<OutboxRow> accepted = mail(ALICE, "draughts move 101 alice apw accept#2");
        assertTrue(accepted.get(0).subject().endsWith("drawn"), accepted.get(0).subject());
    }

    @Test
    void aBareMoveInAReplyToABoardMailIsAnsweredWithTheWholeCommand() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        List<OutboxRow> replies = server.mail(BOB, "Re: Draughts Board 101 bob", "19-23\n\n> Summary of Draughts"
                + " Board 101\n");
        assertEquals(1, replies.size());
        String body = replies.get(0).body().replaceAll("\\s+", " ");
        assertTrue(body.startsWith("\"19-23\" looks like a move, but a move needs the whole command. To play it on"
                + " board 101, send: draughts move 101 bob PASSWORD 19-23 (with your password in place of"
                + " PASSWORD)."), body);
        assertEquals(1, ply(101), "nothing was played");
    }

    @Test
    void aMailOfIndentedLinesAloneIsToldThatIndentedLinesAreComments() throws Exception {
        List<OutboxRow> replies = server.mail(ALICE, "", "   draughts challenge alice bob\n");
        String body = replies.get(0).body().replaceAll("\\s+", " ");
        assertTrue(body.contains("Indented lines are read as comments to the command above them: start each"
                + " command at the beginning of a line."), body);
    }

    @Test
    void aReplySubjectIsReadAsItsCommand() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        server.newReplies();
        List<OutboxRow> shown = mail(CAROL, "Re: draughts show 101");
        assertEquals(List.of("Draughts Board 101 alice"), shown.stream().map(OutboxRow::subject).toList());
        List<OutboxRow> forwarded = mail(CAROL, "Fwd: RE: draughts games");
        assertEquals("List of Draughts games", forwarded.get(0).subject());
    }

    @Test
    void aBottomPostedReplyIsRead() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        List<OutboxRow> replies = server.mail(BOB, "Re: Draughts Board 101 bob", """
                On Sun, 22 Nov 2026 at 10:00, pbm@localhost wrote:
                > Summary of Draughts Board 101
                >
                > It is bob's turn.

                draughts move 101 bob bpw 19-23

                Bob
                """);
        assertEquals(List.of("Draughts Board 101 alice", "Draughts Board 101 alice"),
                replies.stream().map(OutboxRow::subject).toList(), TestServer.render(replies));
        assertEquals(2, ply(101));
    }

    @Test
    void draughtsLargeIsCanadianEverywhere() throws Exception {
        List<OutboxRow> large = mail(ALICE, "draughts challenge alice bob -large");
        assertEquals("New Canadian Board 101 alice", large.get(0).subject());
        assertTrue(large.get(0).body().startsWith("Summary of Canadian Board 101\n"), large.get(0).body());
        assertTrue(mail(CAROL, "canadian games").get(0).body().contains("  101     1  alice  bob  alice to start\n"));
        assertTrue(!mail(CAROL, "draughts games").get(0).body().contains("  101 "), "not an international board");
        String list = mail(CAROL, "list").get(0).body();
        assertTrue(list.matches("(?s).*\n  canadian .*\n {16}1 active, 0 finished\n.*"), list);
        assertRefused(ALICE, "draughts move 101 alice apw 32-28", "Board 101 is a Canadian game.");
    }

    @Test
    void anAgreedUndoTakesBackTheProposersLastMove() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        mail(ALICE, "draughts move 101 alice apw undo");
        List<OutboxRow> accepted = mail(BOB, "draughts move 101 bob bpw accept");
        assertTrue(accepted.get(0).body().contains("alice's move 32-28 was taken back: every player agreed."),
                accepted.get(0).body());
        assertEquals(0, ply(101));
        assertEquals("alice", loaded(101).playerToMove());
    }

    @Test
    void anUndoOnOnesOwnTurnTakesBackOnesOwnMoveAndTheReplyToIt() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(BOB, "draughts move 101 bob bpw 19-23");
        server.newReplies();
        // alice's turn: she regrets 32-28, not bob's reply
        mail(ALICE, "draughts move 101 alice apw undo");
        List<OutboxRow> accepted = mail(BOB, "draughts move 101 bob bpw accept");
        assertTrue(accepted.get(0).body().contains("alice's move 32-28 and bob's reply 19-23 were taken back: every"
                + " player agreed."), accepted.get(0).body());
        assertEquals(0, ply(101));
        assertEquals("alice", loaded(101).playerToMove());
        assertRefused(BOB, "draughts move 101 bob bpw undo", "You have not moved yet on board 101");
    }

    @Test
    void displayWordsInPlaceOfAMoveChangeOnlyTheSendersView() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        server.newReplies();
        List<OutboxRow> small = mail(BOB, "draughts move 101 bob bpw small");
        assertTranscript("display-small", small);
        mail(BOB, "draughts set bob bpw noflip large");
        List<OutboxRow> shown = mail(BOB, "draughts show 101");
        assertTrue(shown.get(0).body().contains("      A   B   C"), shown.get(0).body());
        assertEquals(0, ply(101));
    }

    @Test
    void gamesHistoryAndShowUserListTheBoards() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(BOB, "draughts challenge bob carol");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(ALICE, "checkers challenge alice carol");
        mail(BOB, "draughts move 102 bob bpw 32-28");
        mail(CAROL, "draughts resign 102 carol cpw");
        mail(ALICE, "draughts challenge carol alice");
        mail(CAROL, "draughts move 104 carol cpw 31-26");
        mail(ALICE, "draughts move 104 alice apw 20-25");
        mail(CAROL, "draughts move 104 carol cpw resign");
        server.newReplies();
        assertTranscript("games", mail(CAROL, "draughts games"));
        assertTranscript("games-all-alice", mail(CAROL, "draughts games alice all"));
        assertTranscript("history", mail(CAROL, "draughts history"));
        assertTranscript("show-user-next", mail(CAROL, "draughts show bob next"));
        assertTranscript("list-draughts", mail(CAROL, "list draughts"));
        assertTranscript("list", mail(CAROL, "list"));
    }

    @Test
    void showBoardAfterMoveN() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(BOB, "draughts move 101 bob bpw 19-23");
        server.newReplies();
        assertTranscript("show-after-1", mail(CAROL, "draughts show 101#1"));
        OutboxRow refused = assertRefused(CAROL, "draughts show 101#5", "Board 101 has 2 moves");
        assertFalse(refused.body().isEmpty());
    }

    @Test
    void previewShowsAMoveWithoutPlayingIt() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        server.newReplies();
        String before = Snapshot.of(server.database());
        List<OutboxRow> preview = mail(ALICE, "draughts preview 101 32-28");
        assertTranscript("preview", preview);
        assertEquals(before, Snapshot.of(server.database()));
    }

    @Test
    void chatGoesToEveryPlayer() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        server.newReplies();
        List<OutboxRow> chat = server.mail(ALICE, "draughts chat 101 alice apw", "Take your time.");
        assertTranscript("chat", chat);
        assertRefused(ALICE, "draughts chat 101 alice apw", "There is nothing to send");
    }

    @Test
    void aPlayerWhoRejectsChallengesCannotBeChallenged() throws Exception {
        mail(BOB, "draughts reject bob bpw");
        server.newReplies();
        assertRefused(ALICE, "draughts challenge alice bob", "bob does not accept Draughts challenges.");
        mail(BOB, "draughts accept bob bpw");
        List<OutboxRow> replies = mail(ALICE, "draughts challenge alice bob");
        assertEquals("New Draughts Board 101 alice", replies.get(0).subject());
        assertRefused(ALICE, "draughts challenge alice alice", "A game needs two different players");
        assertRefused(ALICE, "draughts challenge alice bob -huge", "The options -huge do not make a Draughts game");
        assertRefused(ALICE, "draughts challenge alice bob --nagtime=30", "The reminder time (--nagtime=30)");
    }

    @Test
    void challengeOptionsChooseTheVariantAndDeadlines() throws Exception {
        mail(ALICE, "draughts challenge alice bob -small -misere --nagtime=3 --forfeittime=10");
        LoadedGame game = loaded(101);
        assertEquals("draughts -small -reverse", game.game().name());
        assertEquals(3, game.row().nagDays());
        assertEquals(10, game.row().forfeitDays());
        mail(ALICE, "canadian challenge alice bob");
        assertEquals(12, loaded(102).play().grid().width());
    }

    @Test
    void notifySendsTheResultToAWatcher() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(BOB, "draughts move 101 bob bpw 19-23");
        mail(CAROL, "draughts notify carol cpw 101");
        server.newReplies();
        List<OutboxRow> replies = mail(BOB, "draughts move 101 bob bpw resign");
        assertEquals(List.of(List.of(ALICE), List.of(BOB), List.of(CAROL)),
                replies.stream().map(OutboxRow::recipients).toList());
        assertEquals("Draughts Board 101 won by alice", replies.get(2).subject());
    }

    @Test
    void pdnExportsTheGame() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(BOB, "draughts move 101 bob bpw 19-23");
        mail(ALICE, "draughts move 101 alice apw 28x19");
        server.newReplies();
        assertTranscript("pdn", mail(CAROL, "draughts pdn 101"));
    }

    @Test
    void severalCommandsInOneMail() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        server.newReplies();
        List<OutboxRow> replies = server.mail(ALICE, "multiple", """
                draughts move 101 alice apw 32-28
                   First move.
                draughts chat 101 alice apw
                   Hello Bob.
                """);
        assertEquals(List.of("Draughts Board 101 bob", "Draughts Board 101 bob", "Draughts Board 101 chat from alice",
                "Draughts Board 101 chat from alice"), replies.stream().map(OutboxRow::subject).toList());
        assertEquals(1, ply(101));
    }

    @Test
    void signoffForfeitsActiveGames() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        server.newReplies();
        List<OutboxRow> replies = mail(BOB, "signoff bob bpw");
        assertTrue(replies.stream().anyMatch(r -> r.subject().equals("Draughts Board 101 won by alice")),
                TestServer.render(replies));
        assertEquals("bob signed off", loaded(101).row().reason());
    }
}
