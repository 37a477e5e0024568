package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import pbm.mail.OutboundMail;
import pbm.rules.fairy.DefinedGame;
import pbm.games.Catalog;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.DefinitionTexts;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Issue 30: a board whose position the server cannot play (a defined game's move generation
 * over its time budget, or rules the engine cannot follow) used to refuse every move of the
 * player to move, and the sweep then forfeited that player on time. Now the board ends drawn
 * and unrated wherever it is met (a move, the sweep), and both players and the definition's
 * author get one mail each saying why. No position that {@code define} accepts outgrows its
 * move buffers any more, so these tests lower the time budget to nothing
 * ({@link DefinedGame#PLAY_BUDGET_PROPERTY}) once the board is made; the last ends a board
 * through {@link Unplayable} itself.
 */
class UnplayableBoardTest extends ThreePlayerTest {
    private static final String WHY = "the server: it cannot generate the moves of this position (";

    /** carol defines "huge"; alice and bob play board 101, every move generation of which is then over budget. */
    private void hugeBoard() throws Exception {
        assertEquals("Definition of huge stored",
                server.mail(CAROL, "define carol cpw", DefinitionTexts.huge("A")).get(0).subject());
        server.database().transaction(c -> new GameService(c).challenge("huge",
                Catalog.find("huge", List.of(), new StoredDefinitions(c)).orElseThrow(),
                DefinitionTexts.hugeFen(DefinitionTexts.HUGE_HAND), List.of("alice", "bob"), 7, 21,
                server.clock().instant()));
        server.newReplies();
        System.setProperty(DefinedGame.PLAY_BUDGET_PROPERTY, "0");
    }

    @AfterEach
    void budgetAsConfigured() {
        System.clearProperty(DefinedGame.PLAY_BUDGET_PROPERTY);
    }

    private GameRow board101() throws Exception {
        return server.database().transaction(c -> new Games(c).find(101)).orElseThrow();
    }

    /** The mails by recipient: each of alice, bob and carol gets exactly one. */
    private static Map<String, List<OutboxRow>> byRecipient(List<OutboxRow> mails) {
        return mails.stream().collect(Collectors.groupingBy(m -> String.join(",", m.recipients())));
    }

    private void assertEndedUnratedAndEveryoneToldOnce(List<OutboxRow> mails) throws Exception {
        GameRow row = board101();
        assertEquals("finished", row.state());
        assertNull(row.winner());
        assertEquals("1/2-1/2", row.result());
        assertTrue(row.reason().startsWith(WHY), row.reason());
        assertEquals(0, server.database().transaction(c -> new pbm.store.Ratings(c).changes(101)).size());
        Map<String, List<OutboxRow>> each = byRecipient(mails);
        assertEquals(java.util.Set.of(ALICE, BOB, CAROL), each.keySet(), TestServer.render(mails));
        for (String player : List.of(ALICE, BOB)) {
            OutboxRow mail = each.get(player).get(0);
            assertEquals(1, each.get(player).size(), TestServer.render(mails));
            assertEquals("Huge Board 101 drawn", mail.subject());
            assertTrue(mail.body().startsWith("Summary of Huge Board 101 (huge v1, defined by carol)\n\nGame drawn by "
                    + WHY), mail.body());
            assertTrue(mail.body().replaceAll("\\s+", " ").contains("so the game is void and unrated."), mail.body());
        }
        assertEquals(1, each.get(CAROL).size());
        assertEquals("Huge Board 101: your definition", each.get(CAROL).get(0).subject());
        assertTrue(each.get(CAROL).get(0).body().replaceAll("\\s+", " ").startsWith("Board 101 of your game (huge v1)"
                + " reached a position whose moves the server cannot generate:"), each.get(CAROL).get(0).body());
    }

    @Test
    void aMoveThereEndsTheBoardDrawnAndUnrated() throws Exception {
        hugeBoard();
        List<OutboxRow> mails = mail(ALICE, "huge move 101 alice apw A@b2");
        assertEndedUnratedAndEveryoneToldOnce(mails);
        assertEquals(0, board101().ply());
    }

    @Test
    void aShowNeedsNoMoveThereAndLeavesTheBoardAsItIs() throws Exception {
        hugeBoard();
        List<OutboxRow> shown = server.mail("dave@example.org", "huge show 101", "");
        assertEquals(1, shown.size(), TestServer.render(shown));
        assertEquals("Huge Board 101 alice", shown.get(0).subject());
        assertTrue(board101().active());
        // the player to move then finds out, and so does everyone else, once each
        assertEndedUnratedAndEveryoneToldOnce(mail(ALICE, "huge move 101 alice apw pass"));
    }

    @Test
    void theSweepEndsItInsteadOfForfeitingThePlayerToMove() throws Exception {
        hugeBoard();
        // alice's moves there are refused, whatever she sends: three weeks go by
        for (int day = 1; day <= 30; day++) {
            server.clock().advance(Duration.ofDays(1));
            Deadlines.sweep(server.database(), server.clock().instant());
        }
        GameRow row = board101();
        assertNull(row.winner(), row.reason());
        assertTrue(row.reason().startsWith(WHY), row.reason());
        List<OutboxRow> mails = server.newReplies();
        assertTrue(mails.stream().noneMatch(m -> m.subject().startsWith("Nag:")), TestServer.render(mails));
        assertEndedUnratedAndEveryoneToldOnce(mails);
    }

    @Test
    void anUnplayableBoardEndsThroughOnePathWhateverTheEngineCeiling() throws Exception {
        server.mail(CAROL, "define carol cpw", DefinedGamesByMailTest.GARDNER);
        mail(ALICE, "gardner challenge alice bob");
        play("gardner", "Nc3", "e3");
        server.newReplies();
        List<OutboundMail> letters = server.database().transaction(c -> Unplayable.end(c, 101,
                "A position of gardner has more than 4096 moves, more than this server generates.",
                server.clock().instant()));
        assertEquals(3, letters.size(), letters.toString());
        GameRow row = server.database().transaction(c -> new Games(c).find(101)).orElseThrow();
        assertEquals("1/2-1/2", row.result());
        assertEquals(WHY + "a position of gardner has more than 4096 moves, more than this server generates), so the"
                + " game is void and unrated", row.reason());
        assertEquals(0, server.database().transaction(c -> new pbm.store.Ratings(c).changes(101)).size());
        // a board already over ends nothing more
        assertEquals(List.of(), server.database().transaction(c -> Unplayable.end(c, 101, "again",
                server.clock().instant())));
    }
}
