package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.OutboxRow;
import pbm.store.Rating;
import pbm.store.Ratings;
import pbm.testing.Golden;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/** Elo ratings: the arithmetic against values worked out by hand, and the tables games make. */
class RatingsTest extends ThreePlayerTest {

    @Test
    void equalRatingsWinSixteenPoints() {
        assertEquals(0.5, Elo.expected(1600, 1600), 1e-12);
        assertEquals(1616, Elo.next(1600, 1600, 1), 1e-9);
        assertEquals(1584, Elo.next(1600, 1600, 0), 1e-9);
        assertEquals(1600, Elo.next(1600, 1600, 0.5), 1e-9);
    }

    @Test
    void twoHundredPointsApart() {
        // E = 1 / (1 + 10^(-200/400)) = 1 / 1.316227766 = 0.759746927
        assertEquals(0.759746927, Elo.expected(1700, 1500), 1e-9);
        assertEquals(0.240253073, Elo.expected(1500, 1700), 1e-9);
        // 32 * (1 - 0.759746927) = 7.688098
        assertEquals(1707.688098, Elo.next(1700, 1500, 1), 1e-6);
        assertEquals(1492.311902, Elo.next(1500, 1700, 0), 1e-6);
        // 32 * (0.5 - 0.759746927) = -8.311902
        assertEquals(1691.688098, Elo.next(1700, 1500, 0.5), 1e-6);
        // the upset: 32 * (1 - 0.240253073) = 24.311902
        assertEquals(1524.311902, Elo.next(1500, 1700, 1), 1e-6);
    }

    @Test
    void provisionalForTheFirstTwentyGames() {
        assertTrue(Elo.provisional(0));
        assertTrue(Elo.provisional(19));
        assertEquals(false, Elo.provisional(20));
    }

    @Test
    void daysAreShownToATenth() {
        assertEquals("0 days", VacationService.days(java.time.Duration.ZERO));
        assertEquals("1 day", VacationService.days(java.time.Duration.ofDays(1)));
        assertEquals("9.5 days", VacationService.days(java.time.Duration.ofHours(9 * 24 + 14)));
    }

    /** A game in which both players move, then {@code loser} resigns. */
    private List<OutboxRow> play(int board, String game, String white, String black, String loser) throws Exception {
        String[] w = white.split(" ");
        String[] b = black.split(" ");
        mail(w[1], game + " challenge " + w[0] + " " + b[0]);
        mail(w[1], "draughts move " + board + " " + w[0] + " " + w[2] + " 32-28");
        mail(b[1], "draughts move " + board + " " + b[0] + " " + b[2] + " 19-23");
        String[] l = loser.equals(w[0]) ? w : b;
        server.newReplies();
        return mail(l[1], "draughts resign " + board + " " + l[0] + " " + l[2]);
    }

    private Rating rating(String pool, String userid) throws Exception {
        return server.database().transaction(c -> new Ratings(c).find(pool, userid)).orElseThrow();
    }

    @Test
    void everyWayAGameEndsRatesItOnce() throws Exception {
        String alice = "alice " + ALICE + " apw";
        String bob = "bob " + BOB + " bpw";
        String carol = "carol " + CAROL + " cpw";
        List<OutboxRow> first = play(101, "draughts", alice, bob, "bob");
        assertTrue(first.get(0).body().contains("alice's rating went up from 1600 to 1616.\n"
                + "bob's rating went down from 1600 to 1584.\n"), first.get(0).body());
        // second game: alice 1616 against bob 1584; E(alice) = 1 / (1 + 10^(-32/400)) = 0.545922;
        // alice + 32 * 0.454078 = 1630.53, bob - 14.53 = 1569.47
        List<OutboxRow> second = play(102, "draughts", alice, bob, "bob");
        assertTrue(second.get(0).body().contains("alice's rating went up from 1616 to 1631.\n"
                + "bob's rating went down from 1584 to 1569.\n"), second.get(0).body());
        assertEquals(1630.5305, rating("draughts", "alice").rating(), 1e-3);
        assertEquals(1569.4695, rating("draughts", "bob").rating(), 1e-3);
        assertEquals(2, rating("draughts", "alice").games());
        // carol (1600) beats bob (1569.4695): E(carol) = 1 / (1 + 10^(-30.5305/400)) = 0.543824;
        // carol + 32 * 0.456176 = 1614.5976, bob 1554.8719
        play(103, "draughts", carol, bob, "bob");
        assertEquals(1614.5976, rating("draughts", "carol").rating(), 1e-3);
        assertEquals(1554.8719, rating("draughts", "bob").rating(), 1e-3);
        // a draw by agreement between carol and alice (1630.5305): E(carol) = 0.477087, carol + 0.733
        mail(CAROL, "draughts challenge carol alice");
        mail(CAROL, "draughts move 104 carol cpw 32-28");
        mail(ALICE, "draughts move 104 alice apw 19-23");
        mail(CAROL, "draughts move 104 carol cpw propose");
        mail(ALICE, "draughts move 104 alice apw accept");
        double e = 1 / (1 + Math.pow(10, (1630.5305 - 1614.597) / 400));
        assertEquals(1614.5976 + 32 * (0.5 - e), rating("draughts", "carol").rating(), 1e-3);
        assertEquals(1615.3308, rating("draughts", "carol").rating(), 1e-3);
        assertEquals(1629.7973, rating("draughts", "alice").rating(), 1e-3);
        server.newReplies();
        assertTranscript("standings", mail(CAROL, "draughts standings"));
        assertTranscript("history-rated", mail(CAROL, "draughts history"));
    }

    @Test
    void reverseGamesAndSmallBoardsHaveTheirOwnTables() throws Exception {
        String alice = "alice " + ALICE + " apw";
        String bob = "bob " + BOB + " bpw";
        play(101, "draughts", alice, bob, "bob");
        play(102, "draughts", alice, bob, "alice");
        mail(ALICE, "draughts challenge alice bob -reverse");
        mail(ALICE, "draughts move 103 alice apw 32-28");
        mail(BOB, "draughts move 103 bob bpw 19-23");
        mail(ALICE, "draughts resign 103 alice apw");
        assertEquals(1616, Elo.shown(rating("draughts -reverse", "bob").rating()));
        assertEquals(1, rating("draughts -reverse", "bob").games());
        assertEquals(2, rating("draughts", "bob").games());
        server.newReplies();
        List<OutboxRow> reverse = mail(CAROL, "draughts ratings -reverse");
        assertEquals("Standings of Draughts -reverse", reverse.get(0).subject());
        assertTrue(reverse.get(0).body().contains("   1  bob       1616      1  provisional\n"),
                reverse.get(0).body());
        List<OutboxRow> small = mail(CAROL, "draughts standings -small");
        assertTrue(small.get(0).body().contains("(no rated games yet)"), small.get(0).body());
        List<OutboxRow> bad = mail(CAROL, "draughts standings -huge");
        assertEquals("Draughts error", bad.get(0).subject());
    }

    @Test
    void aVoidAdjudicationIsNotRated() throws Exception {
        mail(ALICE, "draughts challenge alice bob");
        mail(ALICE, "draughts move 101 alice apw 32-28");
        mail(BOB, "draughts move 101 bob bpw 19-23");
        server.database().transaction(c -> {
            GameService service = new GameService(c);
            return service.end(service.load(101).orElseThrow(), GameService.Finish.drawn("the administrator's"
                    + " decision (void)").unrated(), null, null, server.clock().instant());
        });
        assertTrue(server.database().transaction(c -> new Ratings(c).find("draughts", "alice")).isEmpty());
        assertTrue(server.database().transaction(c -> new Ratings(c).changes(101)).isEmpty());
    }

    private void assertTranscript(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/deadlines/" + name + ".txt", TestServer.render(replies));
    }
}
