package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.testing.Golden;
import pbm.testing.Snapshot;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/** The deadline sweep with a clock moved by hand: reminders, forfeits, unanswered offers, vacations. */
class DeadlinesTest extends ThreePlayerTest {
    static final Instant START = TestServer.START;




    private List<String> subjects(List<OutboxRow> rows) {
        return rows.stream().map(OutboxRow::subject).toList();
    }

    private LoadedGame loaded(int board) throws Exception {
        return server.database().transaction(c -> new GameService(c).load(board)).orElseThrow();
    }

    private void assertTranscript(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/deadlines/" + name + ".txt", TestServer.render(replies));
    }

    /** Board 101, alice against bob; both have moved; alice to move since {@code START}. */
    private void playedGame() throws Exception {
        mailAt(START.minus(Duration.ofHours(2)), ALICE, "draughts challenge alice bob");
        mailAt(START.minus(Duration.ofHours(1)), ALICE, "draughts move 101 alice apw 32-28");
        mailAt(START, BOB, "draughts move 101 bob bpw 19-23");
        server.newReplies();
    }

    @Test
    void aBoardTheRulesCannotFollowIsSkippedAndTheOtherBoardsAreSwept() throws Exception {
        playedGame();
        mailAt(START, CAROL, "draughts challenge carol bob");
        server.newReplies();
        // board 101's record no longer replays (a damaged row, or a defined game over its budget):
        // neither its text nor the position stored after it names a legal move
        server.database().transaction(c -> c.createStatement()
                .executeUpdate("UPDATE moves SET notation = '99-98', fen_after = 'W:W1:B2' WHERE board = 101 AND ply = 1"));
        List<OutboxRow> nags = sweep(days(7));
        assertEquals(List.of("Nag: Draughts Board 102 carol"), subjects(nags));
        assertTrue(server.database().transaction(c -> new pbm.store.Games(c).activeBoards()).contains(101),
                "the skipped board is left as it was");
    }

    @Test
    void aSweepLoadsOnlyTheBoardsIdleForANagPeriod() throws Exception {
        playedGame();
        mailAt(days(6), CAROL, "draughts challenge carol bob");
        mailAt(days(6), ALICE, "draughts challenge alice carol");
        server.newReplies();
        List<String> statements = new java.util.ArrayList<>();
        server.database().traceStatements(statements::add);
        Deadlines.Report report;
        try {
            report = server.server().sweep(days(7));
        } finally {
            server.database().traceStatements(null);
        }
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(server.newReplies()));
        assertEquals(3, report.boards(), "every active board counts as looked at");
        assertEquals(1, report.nags());
        // board 101 is loaded before and after its reminder; boards 102 and 103, a day old, not at all
        assertEquals(2, statements.stream().filter(sql -> sql.startsWith("SELECT board, game_word")).count(),
                "only board 101 was loaded: " + statements);
    }

    @Test
    void theFirstReminderComesAtExactlyTheNagTime() throws Exception {
        playedGame();
        assertEquals(List.of(), sweep(days(7).minusSeconds(1)));
        List<OutboxRow> nag = sweep(days(7));
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(nag));
        assertEquals(List.of(ALICE), nag.get(0).recipients());
        assertTranscript("nag", nag);
    }

    @Test
    void oneReminderPerNagPeriodAndNoneTwice() throws Exception {
        playedGame();
        assertEquals(1, sweep(days(7)).size());
        assertEquals(0, sweep(days(7)).size(), "the same instant twice");
        assertEquals(0, sweep(days(8)).size());
        assertEquals(0, sweep(days(14).minusSeconds(1)).size());
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(sweep(days(14))));
        assertEquals(0, sweep(days(20)).size());
        // a move starts the other player's clock afresh
        mailAt(days(20), ALICE, "draughts move 101 alice apw 28x19");
        server.newReplies();
        assertEquals(0, sweep(days(27).minusSeconds(1)).size());
        assertEquals(List.of("Nag: Draughts Board 101 bob"), subjects(sweep(days(27))));
    }

    @Test
    void aSweepThatMissedPeriodsSendsOneReminder() throws Exception {
        playedGame();
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(sweep(days(15))));
        assertEquals(0, sweep(days(20)).size());
    }

    @Test
    void theGameIsLostOnTimeAtTheForfeitTime() throws Exception {
        playedGame();
        sweep(days(14));
        assertEquals(List.of(), sweep(days(21).minusSeconds(1)));
        String beforeForfeit = Snapshot.of(server.database());
        List<OutboxRow> forfeit = sweep(days(21));
        assertTranscript("forfeit", forfeit);
        LoadedGame game = loaded(101);
        assertFalse(game.row().active());
        assertEquals("bob", game.row().winner());
        assertEquals("alice ran out of time", game.row().reason());
        assertEquals("0-1", game.row().result());
        String afterForfeit = Snapshot.of(server.database());
        assertFalse(beforeForfeit.equals(afterForfeit));
        assertEquals(List.of(), sweep(days(21)), "the same instant twice");
        assertEquals(List.of(), sweep(days(40)));
        assertEquals(afterForfeit, Snapshot.of(server.database()));
        // finished games stay queryable
        assertEquals(List.of("Draughts Board 101 won by bob"), subjects(mailAt(days(400), CAROL, "draughts show 101")));
        assertTrue(mailAt(days(400), CAROL, "draughts pdn 101").get(0).body().contains("[Result \"0-1\"]"));
        assertTranscript("history", mailAt(days(400), CAROL, "draughts history"));
    }

    @Test
    void nagAndForfeitTimesAreThoseOfTheBoard() throws Exception {
        mailAt(START, ALICE, "draughts challenge alice bob --nagtime=2 --forfeittime=5");
        server.newReplies();
        assertEquals(0, sweep(days(2).minusSeconds(1)).size());
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(sweep(days(2))));
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(sweep(days(4))));
        assertEquals(List.of("Draughts Board 101 won by bob", "Draughts Board 101 won by bob"),
                subjects(sweep(days(5))));
        assertTrue(server.database().transaction(c -> new pbm.store.Ratings(c).changes(101)).isEmpty(),
                "alice never moved: the game is not rated");
    }

    @Test
    void anUnansweredDrawOfferIsAcceptedAtTheForfeitTime() throws Exception {
        playedGame();
        mailAt(days(1), BOB, "draughts move 101 bob bpw propose");
        server.newReplies();
        sweep(days(14));
        List<OutboxRow> drawn = sweep(days(21));
        assertEquals(List.of("Draughts Board 101 drawn", "Draughts Board 101 drawn"), subjects(drawn));
        assertTrue(drawn.get(0).body().contains(
                "Game drawn by agreement (alice left the draw offer unanswered).\n"), drawn.get(0).body());
        assertTrue(drawn.get(0).body().contains("alice's rating stayed at 1600.\n"), drawn.get(0).body());
    }

    @Test
    void aDrawOfferOfThePlayerToMoveDoesNotSaveThemFromTheForfeit() throws Exception {
        playedGame();
        mailAt(days(1), ALICE, "draughts move 101 alice apw propose");
        server.newReplies();
        sweep(days(14));
        assertEquals(List.of("Draughts Board 101 won by bob", "Draughts Board 101 won by bob"),
                subjects(sweep(days(21))));
    }

    @Test
    void anUnansweredUndoRequestIsAcceptedAtTheForfeitTime() throws Exception {
        playedGame();
        mailAt(days(1), BOB, "draughts move 101 bob bpw undo");
        server.newReplies();
        sweep(days(14));
        List<OutboxRow> undone = sweep(days(21));
        assertEquals(List.of("Draughts Board 101 bob", "Draughts Board 101 bob"), subjects(undone));
        assertTrue(undone.get(0).body().contains("The last move was taken back: alice left the undo request"
                + " unanswered until the forfeit time."), undone.get(0).body());
        LoadedGame game = loaded(101);
        assertTrue(game.row().active());
        assertEquals(1, game.row().ply());
        assertEquals(days(21), game.row().lastMoveAt());
        assertEquals(0, sweep(days(28).minusSeconds(1)).size());
        assertEquals(List.of("Nag: Draughts Board 101 bob"), subjects(sweep(days(28))));
    }

    @Test
    void aVacationStopsTheClockAndItRunsOnAfterwards() throws Exception {
        playedGame();
        assertTranscript("vacation-on", mailAt(days(1), ALICE, "vacation alice apw on"));
        // the allowance is per calendar year: 38.6 days left of 2026, then 60 days of 2027
        List<OutboxRow> shown = mailAt(days(2), CAROL, "draughts show 101");
        assertTrue(shown.get(0).body().contains("alice is on vacation until 2027-03-02 00:00 UTC; the clock is"
                + " stopped.\n"), shown.get(0).body());
        assertEquals(0, sweep(days(30)).size(), "no reminder and no forfeit while on vacation");
        assertTranscript("vacation-off", mailAt(days(31), ALICE, "vacation alice apw off"));
        // the clock ran 1 day before the vacation; it runs again from day 31
        assertEquals(0, sweep(days(37).minusSeconds(1)).size());
        List<OutboxRow> nag = sweep(days(37));
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(nag));
        assertTrue(nag.get(0).body().contains("Please move by 2027-01-12 10:00 UTC"), nag.get(0).body());
        assertTrue(nag.get(0).body().contains("Time used: alice 7d 01h 00m, bob 0d 01h 00m."), nag.get(0).body());
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(sweep(days(44))));
        assertEquals(0, sweep(days(51).minusSeconds(1)).size());
        assertEquals(List.of("Draughts Board 101 won by bob", "Draughts Board 101 won by bob"),
                subjects(sweep(days(51))));
    }

    @Test
    void aVacationUntilADateEndsByItself() throws Exception {
        playedGame();
        List<OutboxRow> reply = mailAt(days(1), ALICE, "vacation alice apw until 2026-12-03");
        assertTrue(reply.get(0).body().replace('\n', ' ').startsWith("Your clocks are stopped from 2026-11-23 10:00 UTC until"
                + " 2026-12-03 00:00 UTC."), reply.get(0).body());
        // clock: 1 day before, then from 2026-12-03 00:00 (day 10 and 14 hours) on
        assertEquals(0, sweep(days(10.5 + 6).minusSeconds(60)).size());
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(sweep(Instant.parse("2026-12-09T00:00:00Z"))));
    }

    @Test
    void atMostSixtyVacationDaysAYear() throws Exception {
        server.clock().set(Instant.parse("2027-01-10T12:00:00Z"));
        List<OutboxRow> refused = server.mail(ALICE, "vacation alice apw until 2027-03-20", "");
        assertTranscript("vacation-refused", refused);
        assertEquals(List.of("pbm vacation alice"),
                subjects(server.mail(ALICE, "vacation alice apw until 2027-03-11", "")));
        server.clock().set(Instant.parse("2027-02-01T12:00:00Z"));
        server.mail(ALICE, "vacation alice apw off", "");
        // 22 days used; "on" lasts the 38 days left
        List<OutboxRow> on = server.mail(ALICE, "vacation alice apw on", "");
        assertTrue(on.get(0).body().contains("at the latest until 2027-03-11 12:00 UTC"), on.get(0).body());
        server.clock().set(Instant.parse("2027-04-01T00:00:00Z"));
        List<OutboxRow> none = server.mail(ALICE, "vacation alice apw on", "");
        assertTrue(none.get(0).body().startsWith("You have no vacation days left in 2027"), none.get(0).body());
        assertEquals(List.of("pbm error"), subjects(none));
        // a new year brings a new allowance
        server.clock().set(Instant.parse("2028-01-01T00:00:00Z"));
        assertEquals(List.of("pbm vacation alice"), subjects(server.mail(ALICE, "vacation alice apw on", "")));
    }

    @Test
    void vacationWordsAreChecked() throws Exception {
        assertTrue(server.mail(ALICE, "vacation alice apw until 31.8.2027", "").get(0).body()
                .startsWith("\"31.8.2027\" is not a date."));
        assertTrue(server.mail(ALICE, "vacation alice apw maybe", "").get(0).body()
                .startsWith("Write it as: vacation userid password on, off, or until YYYY-MM-DD."));
        assertTrue(server.mail(ALICE, "vacation alice wrong on", "").get(0).body()
                .startsWith("Invalid password entered"));
        assertTrue(server.mail(ALICE, "vacation alice apw until 2026-11-01", "").get(0).body()
                .startsWith("The date 2026-11-01 is not in the future."));
        List<OutboxRow> status = server.mail(ALICE, "vacation alice apw", "");
        assertEquals("You are not on vacation; your clocks are running. Vacation taken or\n"
                + "booked in 2026: 0 days of 60.\n", status.get(0).body());
        assertTrue(status.get(0).subject().equals("pbm vacation alice"));
    }

    @Test
    void afterDowntimeTheOverdueReminderComesFirstWithANagPeriodOfGrace() throws Exception {
        playedGame();
        // the server was down from before the first reminder until day 30
        List<OutboxRow> nag = sweep(days(30));
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(nag), "a reminder, not a forfeit");
        assertTrue(nag.get(0).body().replaceAll("\\s+", " ").contains("Please move by " + Timing.time(days(37))),
                nag.get(0).body());
        assertEquals(List.of(), sweep(days(37).minusSeconds(1)));
        assertEquals(List.of("Draughts Board 101 won by bob", "Draughts Board 101 won by bob"),
                subjects(sweep(days(37))));
    }

    @Test
    void aReminderSentLateMovesTheDeadlineToANagPeriodAfterIt() throws Exception {
        playedGame();
        sweep(days(7));
        // down on day 14; back on day 18
        List<OutboxRow> late = sweep(days(18));
        assertEquals(List.of("Nag: Draughts Board 101 alice"), subjects(late));
        assertTrue(late.get(0).body().replaceAll("\\s+", " ").contains("Please move by " + Timing.time(days(25))),
                late.get(0).body());
        assertEquals(List.of(), sweep(days(21)), "not at the old forfeit time");
        assertEquals(List.of(), sweep(days(25).minusSeconds(1)));
        assertEquals(List.of("Draughts Board 101 won by bob", "Draughts Board 101 won by bob"),
                subjects(sweep(days(25))));
    }

    @Test
    void aDryRunTellsWhatASweepWouldDoAndDoesNothing() throws Exception {
        playedGame();
        sweep(days(14));
        String before = pbm.testing.Snapshot.of(server.database());

        List<Deadlines.Planned> plans = Deadlines.preview(server.database(), days(21));

        assertEquals(List.of(new Deadlines.Planned(101, Deadlines.Action.FORFEIT,
                "Draughts board 101 (alice against bob): alice loses on time")), plans);
        assertEquals(before, pbm.testing.Snapshot.of(server.database()));
        assertEquals(List.of(), server.newReplies(), "no mail queued");
        assertEquals(List.of("Draughts Board 101 won by bob", "Draughts Board 101 won by bob"),
                subjects(sweep(days(21))), "the real sweep does it");
    }

    @Test
    void aCrashAfterTheForfeitCommitStillSendsTheMail() throws Exception {
        playedGame();
        sweep(days(14));
        sweep(days(21));
        server.close();
        // the process died before the outbox was drained; a new one starts on the same data
        server = new TestServer(dir);
        List<OutboxRow> pending = server.database().transaction(c -> new Outbox(c).list("pending"));
        assertTrue(subjects(pending).containsAll(List.of("Draughts Board 101 won by bob")), subjects(pending).toString());
        server.clock().set(days(21));
        assertTrue(server.server().drainOutbox() >= 2);
        try (Stream<Path> files = Files.list(server.server().dataDir().outbox())) {
            long forfeits = files.filter(f -> {
                try {
                    return Files.readString(f).contains("Subject: Draughts Board 101 won by bob");
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).count();
            assertEquals(2, forfeits);
        }
        assertEquals(List.of(), server.database().transaction(c -> new Outbox(c).list("pending")));
    }

    @Test
    void theHelpPageStatesTheRulesTheCodeApplies() {
        String page = pbm.help.HelpPages.fromClasspath().page("deadlines").orElseThrow();
        for (String rule : List.of("Nag: Draughts Board 101 alice", "After 7 days", "After 21 days",
                "--nagtime=3 --forfeittime=10", "taken\nas accepted", "at most " + VacationService.DAYS_A_YEAR
                + " days", "vacation userid password until DATE", "starts at 1600", "by 32 x",
                "played 20 rated games", "alice's rating went up from 1600 to 1616.", "draughts standings -reverse",
                "declares void is not rated", "ran out of time")) {
            assertTrue(page.replace("Everyone starts at", "starts at").contains(rule), "deadlines page lacks " + rule);
        }
    }

    @Test
    void serveSweepsAsItRuns() throws Exception {
        playedGame();
        server.clock().set(days(7));
        java.util.concurrent.atomic.AtomicInteger checks = new java.util.concurrent.atomic.AtomicInteger();
        // one pass of the loop: inbox, sweep, outbox, one poll of the inbox folder
        server.server().serve(() -> checks.incrementAndGet() > 1);
        List<OutboxRow> sent = server.database().transaction(c -> new Outbox(c).list("sent"));
        assertEquals("Nag: Draughts Board 101 alice", sent.get(sent.size() - 1).subject());
    }
}
