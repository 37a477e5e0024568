package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.OutboxRow;
import pbm.store.Users;
import pbm.testing.TestServer;

/**
 * Issue 30, strangers and floods: one hostile mail costs little and reaches nobody who did not
 * ask. Each test is an attack found on the code before it (or the legitimate use the defence
 * must leave working).
 */
class StrangersAndFloodsTest {
    /** The most a stranger's one reply an hour may weigh, as a mail body in UTF-8. */
    static final int STRANGER_BYTES = 4096;

    @TempDir
    Path dir;

    TestServer server;

    @BeforeEach
    void start() throws Exception {
        server = new TestServer(dir);
    }

    @AfterEach
    void stop() throws Exception {
        server.close();
    }

    private static String helpLines(int count, String subject) {
        return ("help " + subject + "\n").repeat(count);
    }

    private static List<OutboxRow> to(List<OutboxRow> rows, String address) {
        return rows.stream().filter(r -> r.recipients().contains(address)).toList();
    }

    private static int bytes(OutboxRow row) {
        return row.body().getBytes(StandardCharsets.UTF_8).length;
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }

    private List<String> addresses(String userid) throws Exception {
        return server.database().transaction(c -> new Users(c).find(userid)).orElseThrow().addresses();
    }

    // ---- one mail in, few mails out ----

    @Test
    void sixtyHelpLinesFromAStrangerGiveOneSmallReply() throws Exception {
        List<OutboxRow> replies = server.mail("victim@elsewhere.example", "", helpLines(60, "chess"));
        assertEquals(1, replies.size(), TestServer.render(replies));
        assertEquals(List.of("victim@elsewhere.example"), replies.get(0).recipients());
        assertTrue(bytes(replies.get(0)) <= STRANGER_BYTES, bytes(replies.get(0)) + " bytes");
        assertTrue(replies.get(0).body().contains("CHESS"), replies.get(0).body());
        assertTrue(replies.get(0).body().contains("signup"), "the cut page says how to get the whole page");
    }

    @Test
    void aPlayersMixedMailGetsOneReplyForItsAnswers() throws Exception {
        server.mail("alice@example.org", "", "signup alice apw");
        server.newReplies();
        List<OutboxRow> replies = server.mail("alice@example.org", "",
                "help chess\nlist\nhelp chess\nchess frobnicate 101\nhelp signup\n");
        assertEquals(1, replies.size(), TestServer.render(replies));
        OutboxRow reply = replies.get(0);
        assertEquals(List.of("alice@example.org"), reply.recipients());
        assertEquals("Draughts help: chess, and 3 more answers", reply.subject());
        String body = reply.body();
        assertEquals(1, count(body, "CHESS - THE FIDE LAWS"), "a page asked for twice is given once:\n" + body);
        assertTrue(body.contains("List of games"), body);
        assertTrue(body.contains("\"frobnicate\" is not a Chess command."), body);
        assertTrue(body.contains("ACCOUNTS: SIGNUP"), body);
        assertTrue(bytes(reply) > STRANGER_BYTES, "a player gets whole pages");
    }

    @Test
    void repeatedIdenticalCommandsFromAPlayerGiveEachPageOnce() throws Exception {
        server.mail("alice@example.org", "", "signup alice apw");
        server.newReplies();
        List<OutboxRow> one = server.mail("alice@example.org", "", helpLines(1, "chess"));
        List<OutboxRow> sixty = server.mail("alice@example.org", "", helpLines(60, "chess"));
        assertEquals(1, sixty.size());
        assertEquals(one.get(0).subject(), sixty.get(0).subject());
        assertEquals(one.get(0).body(), sixty.get(0).body());
    }

    @Test
    void boardMailsStayOneForEachPlayerBesideTheOneAnswer() throws Exception {
        for (String p : List.of("alice", "bob")) {
            server.mail(p + "@example.org", "", "signup " + p + " pw" + p);
        }
        server.newReplies();
        List<OutboxRow> replies = server.mail("alice@example.org", "",
                "draughts challenge alice bob\nlist\nhelp signup\n");
        List<String> subjects = replies.stream().map(OutboxRow::subject).toList();
        assertEquals(List.of("New Draughts Board 101 alice", "New Draughts Board 101 alice",
                "List of games, and 1 more answer"), subjects, TestServer.render(replies));
        assertEquals(List.of(List.of("alice@example.org"), List.of("bob@example.org"), List.of("alice@example.org")),
                replies.stream().map(OutboxRow::recipients).toList());
    }

    // ---- strangers ----

    @Test
    void aStrangersSecondMailWithinTheHourIsDroppedAndRecorded() throws Exception {
        assertEquals(1, server.mail("victim@elsewhere.example", "", "help").size());
        assertEquals(List.of(), server.mail("victim@elsewhere.example", "", helpLines(60, "chess")));
        assertEquals(MessageProcessor.Outcome.IGNORED, server.lastOutcome());
        assertEquals(List.of(), server.mail("victim@elsewhere.example", "", "signup victim pw"));
        int dropped = server.database().transaction(c -> new pbm.store.SeenMessages(c).count(
                "victim@elsewhere.example", "dropped: a stranger's mail within the hour", TestServer.START));
        assertEquals(2, dropped);
        assertFalse(server.database().transaction(c -> new Users(c).find("victim")).isPresent(),
                "a dropped mail is not read");
        assertEquals(1, server.mail("other@elsewhere.example", "", "help").size(), "other strangers are answered");

        server.clock().advance(Duration.ofMinutes(61));
        assertEquals(1, server.mail("victim@elsewhere.example", "", "signup victim pw").size(), "an hour later");
        assertEquals(1, server.mail("victim@elsewhere.example", "", "help").size(), "now a player's address");
        assertEquals(1, server.mail("victim@elsewhere.example", "", "help").size());
    }

    @Test
    void theStrangersOneReplySaysWhenTheNextMailIsRead() throws Exception {
        List<OutboxRow> replies = server.mail("newcomer@elsewhere.example", "", "list");
        assertEquals(1, replies.size());
        assertTrue(replies.get(0).body().contains("before 11:00 UTC"), replies.get(0).body());
    }

    @Test
    void aSignupFromAStrangerIsAnsweredInFullAndMakesTheAddressAPlayers() throws Exception {
        List<OutboxRow> replies = server.mail("newcomer@elsewhere.example", "", "signup newbie pw\nhelp commands");
        assertEquals(1, replies.size(), TestServer.render(replies));
        assertTrue(bytes(replies.get(0)) > STRANGER_BYTES, "a player's answers are whole");
        assertEquals(1, server.mail("newcomer@elsewhere.example", "", "help").size());
    }

    @Test
    void aPlayersAddressIsNeverLimitedForBoardMails() throws Exception {
        for (String p : List.of("alice", "bob")) {
            server.mail(p + "@example.org", "", "signup " + p + " pw" + p);
        }
        server.mail("alice@example.org", "", "draughts challenge alice bob");
        server.newReplies();
        String[] moves = {"32-28", "19-23", "28x19", "14x23", "37-32", "10-14", "41-37", "5-10"};
        for (int i = 0; i < moves.length; i++) {
            String player = i % 2 == 0 ? "alice" : "bob";
            List<OutboxRow> replies = server.mail(player + "@example.org", "",
                    "draughts move 101 " + player + " pw" + player + " " + moves[i]);
            assertEquals(2, replies.size(), TestServer.render(replies));
        }
    }

    @Test
    void aPlayerWritingFromAnUnregisteredAddressStillMovesAgainAndAgain() throws Exception {
        for (String p : List.of("alice", "bob")) {
            server.mail(p + "@example.org", "", "signup " + p + " pw" + p);
        }
        server.mail("alice@example.org", "", "draughts challenge alice bob");
        server.newReplies();
        List<OutboxRow> moved = server.mail("alice@phone.example", "", "draughts move 101 alice pwalice 32-28");
        assertEquals(List.of(List.of("alice@example.org"), List.of("bob@example.org")),
                moved.stream().map(OutboxRow::recipients).toList(), "the board mails go to the players' addresses");
        assertEquals(2, server.mail("bob@example.org", "", "draughts move 101 bob pwbob 19-23").size());
        // nothing was sent to the phone's address, so its next mail within the hour is read
        assertEquals(2, server.mail("alice@phone.example", "", "draughts move 101 alice pwalice 28x19").size());
    }

    // ---- third-party addresses ----

    private static final Pattern CONFIRM = Pattern.compile("confirm (\\S+) ([A-Za-z0-9]+)");

    private static String code(OutboxRow confirmation) {
        Matcher m = CONFIRM.matcher(confirmation.body());
        assertTrue(m.find(), confirmation.body());
        return m.group(2);
    }

}
