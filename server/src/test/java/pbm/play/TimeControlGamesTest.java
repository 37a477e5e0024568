package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/** Games played under a time control chosen at the challenge, with a clock moved by hand. */
class TimeControlGamesTest extends ThreePlayerTest {
    private static final Instant START = TestServer.START;




    /** The mails' bodies, each with its line breaks and runs of blanks made single blanks. */
    private static String text(List<OutboxRow> rows) {
        StringBuilder out = new StringBuilder();
        rows.forEach(row -> out.append(row.subject()).append(' ').append(row.body()).append(' '));
        return out.toString().replaceAll("\\s+", " ");
    }

    /**
     * Chess board 101 under {@code -time 2/10}: alice takes 1 day for each of her two moves,
     * bob 4 and then 3 days; bob's second move comes at day 9.
     */
    private List<OutboxRow> twoMovesEachUnderTwoInTen() throws Exception {
        mailAt(START, ALICE, "chess challenge alice bob -time 2/10");
        mailAt(days(1), ALICE, "chess move 101 alice apw e4");
        mailAt(days(5), BOB, "chess move 101 bob bpw e5");
        mailAt(days(6), ALICE, "chess move 101 alice apw Nf3");
        return mailAt(days(9), BOB, "chess move 101 bob bpw Nc6");
    }

    @Test
    void timeSavedIsCarriedIntoTheNextPeriodAndShownInEveryBoardMail() throws Exception {
        List<OutboxRow> mails = twoMovesEachUnderTwoInTen();
        assertEquals(2, mails.size());
        // alice used 2 of her first 10 days, so she has 18 for her next two moves; bob used 7
        String line = "Time control 2 moves in 10 days: alice has 18d 00h 00m for 2 more moves; bob has"
                + " 13d 00h 00m for 2 more moves.";
        mails.forEach(mail -> assertTrue(text(List.of(mail)).contains(line), mail.body()));
        assertTrue(text(mails).contains("alice must move by 2026-12-19 10:00 UTC"), text(mails));
        // a day later, show counts alice's turn so far
        String shown = text(mailAt(days(10), CAROL, "chess show 101"));
        assertTrue(shown.contains("alice has 17d 00h 00m for 2 more moves; bob has 13d 00h 00m"), shown);
    }

    @Test
    void theGameIsLostWhenTheControlRunsOutAndTheResultNamesIt() throws Exception {
        twoMovesEachUnderTwoInTen();
        server.newReplies();
        // the per-move reminders still come, every 7 days of alice's turn
        assertEquals(List.of("Nag: Chess Board 101 alice"), sweep(days(16)).stream().map(OutboxRow::subject).toList());
        assertEquals(1, sweep(days(23)).size());
        assertEquals(0, sweep(days(26.9)).size(), "the 18 days carried are not yet used up");
        List<OutboxRow> ended = sweep(days(27));
        assertEquals(List.of("Chess Board 101 won by bob", "Chess Board 101 won by bob"),
                ended.stream().map(OutboxRow::subject).toList());
        assertTrue(text(ended).contains("Game won by bob (alice lost on time: 2 moves in 10 days ran out at move 3)."),
                text(ended));
    }

    @Test
    void theFischerFormAddsADayAMoveUpToItsCap() throws Exception {
        mailAt(START, ALICE, "chess challenge alice bob -time 3+1");
        mailAt(days(0.5), ALICE, "chess move 101 alice apw e4");
        String mail = text(mailAt(days(2.5), BOB, "chess move 101 bob bpw e5"));
        // alice's half day came back with her increment, capped at the start's 3 days; bob: 3 - 2 + 1
        assertTrue(mail.contains("Time control 3 days + 1 day a move (at most 3 days in hand): alice has 3d 00h 00m;"
                + " bob has 2d 00h 00m."), mail);
        mailAt(START, CAROL, "chess challenge carol bob -time 3+1/5");
        mailAt(days(0.5), CAROL, "chess move 102 carol cpw e4");
        String roomy = text(mailAt(days(0.5), CAROL, "chess show 102"));
        assertTrue(roomy.contains("carol has 3d 12h 00m; bob has 3d 00h 00m."), roomy);
        String table = text(mailAt(days(0.5), CAROL, "chess games"));
        assertTrue(table.contains("alice bob alice's turn (-time 3+1/3)") && table.contains("(-time 3+1/5)"), table);
    }

    @Test
    void aVacationStopsTheClockOfTheControl() throws Exception {
        mailAt(START, ALICE, "chess challenge alice bob -time 2/10");
        // one day on the clock, then away until 2026-12-03 00:00: 9 days left from then
        mailAt(days(1), ALICE, "vacation alice apw until 2026-12-03");
        server.newReplies();
        assertEquals(0, sweep(days(12)).size(), "the 10 days would have run out at day 10 without the vacation");
        String shown = text(mailAt(Instant.parse("2026-12-03T00:00:00Z"), CAROL, "chess show 101"));
        assertTrue(shown.contains("alice has 9d 00h 00m for 2 more moves") && shown.contains(
                "alice must move by 2026-12-12 00:00 UTC"), shown);
        assertEquals(1, sweep(Instant.parse("2026-12-09T00:30:00Z")).size(), "the reminder after 7 days of clock");
        assertEquals(0, sweep(Instant.parse("2026-12-11T23:59:00Z")).size());
        assertTrue(text(sweep(Instant.parse("2026-12-12T00:00:00Z"))).contains(
                "alice lost on time: 2 moves in 10 days ran out at move 1"));
    }

    @Test
    void theExportCarriesTheTimeControlTag() throws Exception {
        twoMovesEachUnderTwoInTen();
        String pdn = text(mailAt(days(9), CAROL, "chess pdn 101"));
        assertTrue(pdn.contains("[TimeControl \"2/10d\"]"), pdn);
        mailAt(days(9), CAROL, "chess challenge carol bob");
        String plain = text(mailAt(days(9), CAROL, "chess pdn 102"));
        assertFalse(plain.contains("TimeControl"), plain);
        assertFalse(text(mailAt(days(9), CAROL, "chess show 102")).contains("Time control"));
    }

    @Test
    void aBadControlIsRefusedWithWhatToWriteAndNoBoardIsMade() throws Exception {
        for (String bad : List.of("-time 0/50", "-time x", "-time 10/99999", "-time 30+1/20", "-time")) {
            String reply = text(mail(ALICE, "chess challenge alice bob " + bad));
            assertTrue(reply.contains("Write -time N/D for N moves in D days (e.g. -time 10/50)"), bad + ": " + reply);
        }
        String both = text(mail(ALICE, "chess challenge alice bob -time 10/50 --forfeittime=30"));
        assertTrue(both.contains("leave out --forfeittime=30"), both);
        assertTrue(server.database().transaction(c -> new Games(c).list(null)).isEmpty(), "no board was made");
    }
}
