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
        assertEquals("pbm help: chess, and 3 more answers", reply.subject());
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

    /** A player's address is a player's however the sender spells its case, as reply-to-play compares it. */
    @Test
    void aPlayersAddressInAnotherCaseIsNoStrangers() throws Exception {
        server.mail("alice@example.org", "", "signup alice pwalice");
        server.newReplies();
        for (int i = 0; i < 3; i++) {
            List<OutboxRow> replies = server.mail("Alice@Example.ORG", "", "help index");
            assertEquals(1, replies.size(), "answered every time: " + TestServer.render(replies));
            assertFalse(replies.get(0).body().contains("This address is not a player's"), replies.get(0).body());
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

    @Test
    void aThirdPartySignupAddressGetsOnlyAConfirmationMail() throws Exception {
        List<OutboxRow> replies = server.mail("mallory@evil.example", "", "signup mal pwmal victim@else.example");
        List<OutboxRow> toVictim = to(replies, "victim@else.example");
        assertEquals(1, toVictim.size(), TestServer.render(replies));
        assertEquals(List.of("victim@else.example"), toVictim.get(0).recipients());
        String body = toVictim.get(0).body();
        assertTrue(body.contains("mallory@evil.example"), "says who asked: " + body);
        assertTrue(body.contains("mal"), body);
        assertTrue(body.contains("nothing more"), "says that ignoring it is enough: " + body);
        assertEquals(List.of("mallory@evil.example"), addresses("mal"), "until confirmed: the sender's only");
        assertEquals(1, to(replies, "mallory@evil.example").size());

        // repeated signups naming the same address within the day send nothing more to it
        for (int i = 0; i < 5; i++) {
            server.clock().advance(Duration.ofMinutes(61));
            List<OutboxRow> again = server.mail("mallory@evil.example", "",
                    "signup mal" + i + " pwmal victim@else.example\nchange address mal pwmal victim@else.example");
            assertEquals(List.of(), to(again, "victim@else.example"), TestServer.render(again));
        }
        server.clock().advance(Duration.ofHours(20));
        List<OutboxRow> nextDay = server.mail("mallory@evil.example", "", "signup malx pwmal victim@else.example");
        assertEquals(1, to(nextDay, "victim@else.example").size(), "a day later: one more");
    }

    @Test
    void oneMailNamingManyAddressesSendsAtMostThreeConfirmationMailsADay() throws Exception {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 50; i++) {
            body.append("signup mal").append(i).append(" pwmal v").append(i).append("a@else.example v").append(i)
                    .append("b@else.example\n");
        }
        List<OutboxRow> replies = server.mail("mallory@evil.example", "", body.toString());
        List<OutboxRow> toOthers = replies.stream().filter(r -> !r.recipients().contains("mallory@evil.example"))
                .toList();
        assertEquals(3, toOthers.size(), TestServer.render(toOthers));
        assertEquals(1, replies.size() - toOthers.size(), "one answer to the sender");
        assertTrue(replies.stream().filter(r -> r.recipients().contains("mallory@evil.example")).findFirst()
                .orElseThrow().body().replaceAll("\\s+", " ").contains("at most 3 a day"));
    }

    @Test
    void afterConfirmingTheThirdPartyAddressGetsBoardMails() throws Exception {
        server.mail("bob@example.org", "", "signup bob pwbob");
        List<OutboxRow> signup = server.mail("alice@example.org", "",
                "signup alice pwalice alice@example.org alice@home.example");
        OutboxRow confirmation = to(signup, "alice@home.example").get(0);
        assertEquals(List.of("alice@example.org"), addresses("alice"));

        List<OutboxRow> confirmed = server.mail("alice@home.example", "", "confirm alice " + code(confirmation));
        assertEquals(List.of("alice@example.org", "alice@home.example"), addresses("alice"),
                TestServer.render(confirmed));
        assertFalse(confirmed.isEmpty());

        List<OutboxRow> boards = server.mail("bob@example.org", "", "draughts challenge bob alice");
        List<OutboxRow> alices = boards.stream().filter(r -> r.subject().equals("New Draughts Board 101 bob")
                && r.recipients().contains("alice@example.org")).toList();
        assertEquals(1, alices.size(), TestServer.render(boards));
        assertEquals(List.of("alice@example.org", "alice@home.example"), alices.get(0).recipients());
    }

    @Test
    void theCodeAloneConfirmsAndAWrongOrOldCodeDoesNot() throws Exception {
        List<OutboxRow> signup = server.mail("alice@example.org", "", "signup alice pwalice alice@home.example");
        String code = code(to(signup, "alice@home.example").get(0));
        List<OutboxRow> wrong = server.mail("alice@home.example", "", "confirm alice " + code.substring(1) + "x");
        assertEquals(List.of("alice@example.org"), addresses("alice"), TestServer.render(wrong));
        server.clock().advance(Duration.ofDays(8));
        server.mail("alice@home.example", "", "confirm " + code);
        assertEquals(List.of("alice@example.org"), addresses("alice"), "a code 8 days old has expired");
    }

    @Test
    void theBareCodeConfirmsAndTheAddressesAskedForReplaceTheSenders() throws Exception {
        List<OutboxRow> signup = server.mail("alice@example.org", "", "signup alice pwalice alice@home.example");
        String code = code(to(signup, "alice@home.example").get(0));
        server.mail("alice@home.example", "", "confirm " + code);
        assertEquals(List.of("alice@home.example"), addresses("alice"));
    }

    @Test
    void anUnconfirmedAddressNeverGetsABoardMail() throws Exception {
        server.mail("bob@example.org", "", "signup bob pwbob");
        server.mail("alice@example.org", "", "signup alice pwalice alice@example.org victim@else.example");
        server.mail("carol@example.org", "", "signup carol pwcarol");
        server.mail("carol@example.org", "", "change address carol pwcarol victim@else.example");
        assertEquals(List.of("carol@example.org"), addresses("carol"), "a change waits for the confirmation");
        server.newReplies();
        List<OutboxRow> all = new java.util.ArrayList<>();
        all.addAll(server.mail("bob@example.org", "", "draughts challenge bob alice\ndraughts challenge bob carol"));
        all.addAll(server.mail("bob@example.org", "", "draughts move 101 bob pwbob 32-28\n"
                + "draughts move 102 bob pwbob 32-28"));
        assertFalse(all.isEmpty());
        assertEquals(List.of(), to(all, "victim@else.example"), TestServer.render(all));
    }
}
