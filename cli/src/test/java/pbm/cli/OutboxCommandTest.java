package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.OutboundMail;
import pbm.server.DataDir;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;

class OutboxCommandTest {
    private static final Instant MADE = Instant.parse("2026-11-22T09:00:00Z");

    @TempDir
    Path dir;

    Cli cli;

    @BeforeEach
    void setUp() {
        cli = new Cli(dir);
    }

    /** Row 1 sent, row 2 pending with a retry in the future, row 3 given up (failed). */
    private void threeReplies() throws Exception {
        try (Database database = Database.open(DataDir.open(dir).database())) {
            database.transaction(c -> {
                Outbox outbox = new Outbox(c);
                long sent = outbox.add(new OutboundMail(List.of("alice@example.org"), "pbm signup alice",
                        "Welcome.\n"), MADE);
                outbox.markSent(List.of(sent), MADE.plusSeconds(1));
                long pending = outbox.add(new OutboundMail(List.of("alice@example.org", "bob@example.org"),
                        "Draughts Board 101", "Board.\n", "<m1@example.org>", List.of("<m1@example.org>")), MADE);
                outbox.markFailedAttempt(pending, "connection refused", MADE.plus(Duration.ofMinutes(2)));
                long failed = outbox.add(new OutboundMail(List.of("carol@example.org"), "List of games", "Games.\n"),
                        MADE);
                outbox.markFailedAttempt(failed, "550 no such user", null);
                return null;
            });
        }
    }

    private List<OutboxRow> rows() throws Exception {
        try (Database database = Database.open(DataDir.open(dir).database())) {
            return database.transaction(c -> new Outbox(c).list(null));
        }
    }

    @Test
    void listShowsEveryReply() throws Exception {
        threeReplies();

        Cli.Run run = cli.run("outbox", "list");

        assertEquals(0, run.code());
        assertEquals("", run.err());
        Golden.assertMatches("outbox-list.txt", run.out());
    }

    @Test
    void listFiltersByState() throws Exception {
        threeReplies();

        assertEquals(new Cli.Run(0, """
                ID  STATE   ATTEMPTS  NEXT TRY              RECIPIENTS         SUBJECT        LAST ERROR
                3   failed  1         2026-11-22T09:00:00Z  carol@example.org  List of games  550 no such user
                """, ""), cli.run("outbox", "list", "--state", "failed"));
        assertEquals(new Cli.Run(0, """
                ID  STATE  ATTEMPTS  NEXT TRY  RECIPIENTS         SUBJECT           LAST ERROR
                1   sent   1         -         alice@example.org  pbm signup alice  -
                """, ""), cli.run("outbox", "list", "--state=SENT"));
    }

    @Test
    void listOfAnEmptyOutboxIsTheHeaderAlone() {
        assertEquals(new Cli.Run(0, "ID  STATE  ATTEMPTS  NEXT TRY  RECIPIENTS  SUBJECT  LAST ERROR\n", ""),
                cli.run("outbox", "list"));
    }

    @Test
    void retrySendsThePendingAndTheFailedRepliesNow() throws Exception {
        threeReplies();

        Cli.Run run = cli.run("outbox", "retry");

        assertEquals(new Cli.Run(0, "2 replies due now; 2 sent, 0 still pending, 0 failed\n", ""), run);
        for (OutboxRow row : rows()) {
            assertEquals("sent", row.state(), "row " + row.id());
        }
        Path outbox = DataDir.open(dir).outbox();
        assertTrue(Files.readString(outbox.resolve("2.eml"), StandardCharsets.UTF_8)
                .contains("Subject: Draughts Board 101"));
        assertTrue(Files.readString(outbox.resolve("3.eml"), StandardCharsets.UTF_8)
                .contains("Subject: List of games"));
        assertEquals(List.of("2.eml", "3.eml"), Files.list(outbox).map(p -> p.getFileName().toString()).sorted()
                .toList(), "the reply already sent is not sent again");
    }

    @Test
    void aMailServerThatIsNotThereIsReportedWithHostPortAndCauseAndExit75() throws Exception {
        threeReplies();
        int closed;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        Files.writeString(DataDir.open(dir).properties(), "outbound=smtp\nsmtp.host=127.0.0.1\nsmtp.port=" + closed
                + "\n");

        Cli.Run run = cli.run("outbox", "retry");

        assertEquals(75, run.code(), run.toString());
        assertEquals("2 replies due now; 0 sent, 2 still pending, 0 failed\n", run.out());
        List<String> errors = run.err().lines().toList();
        assertEquals(2, errors.size(), run.err());
        String server = "SMTP server 127.0.0.1:" + closed + ": ";
        assertTrue(errors.get(0).startsWith("pbm outbox retry: not sent: outbox 2: " + server), errors.get(0));
        assertTrue(errors.get(0).contains("Connection refused") && errors.get(0).contains("next try 2026-11-22T10:"),
                errors.get(0));
        Cli.Run list = cli.run("outbox", "list", "--state", "pending");
        assertTrue(list.out().contains(server), list.out());
        Cli.Run process = cli.at(Cli.NOW.plus(Duration.ofHours(2))).run("process");
        assertEquals(75, process.code(), "process says the replies did not leave: " + process);
        assertTrue(process.err().startsWith("pbm process: not sent: outbox 2: " + server), process.err());
    }

    @Test
    void bouncesListsEachAddressWithItsPlayerAndWhetherItsMailIsHeld() throws Exception {
        try (Database database = Database.open(DataDir.open(dir).database())) {
            database.transaction(c -> {
                new pbm.store.Users(c).insert("bob", "x", List.of("bob@example.org"), MADE);
                pbm.store.Bounces bounces = new pbm.store.Bounces(c);
                for (int i = 0; i < 3; i++) {
                    bounces.add("bob@example.org", MADE.plusSeconds(i), "k" + i, "5.1.1");
                }
                bounces.add("carol@example.org", MADE, "k9", "4.2.2");
                return null;
            });
        }

        assertEquals(new Cli.Run(0, """
                ADDRESS            USERID  BOUNCES  HARD  LAST                  STATUS  MAIL
                bob@example.org    bob     3        3     2026-11-22T09:00:02Z  5.1.1   held
                carol@example.org  -       1        0     2026-11-22T09:00:00Z  4.2.2   sent
                """, ""), cli.run("outbox", "bounces"));
        Files.writeString(DataDir.open(dir).properties(), "bounce.limit=4\n");
        assertTrue(cli.run("outbox", "bounces").out().contains("5.1.1   sent"), "limit 4: not held yet");
    }

    @Test
    void retryOfAnEmptyOutboxSendsNothing() {
        assertEquals(new Cli.Run(0, "0 replies due now; 0 sent, 0 still pending, 0 failed\n", ""),
                cli.run("outbox", "retry"));
    }

    @Test
    void badUsagePrintsTheErrorAndTheUsageAndExits2() {
        assertBadUsage(cli.runExactly("", "outbox"), "Missing a subcommand of 'pbm outbox'", "pbm outbox [-hV] [COMMAND]");
        assertBadUsage(cli.run("outbox", "list", "--state", "lost"), "Invalid value for option '--state': expected"
                + " one of [PENDING, SENT, FAILED] (case-insensitive) but was 'lost'", "pbm outbox list ");
        assertBadUsage(cli.runExactly("", "outbox", "list", "--data", dir.toString(), "--state"), "Missing required parameter for option '--state'"
                + " (STATE)", "pbm outbox list ");
        assertBadUsage(cli.run("outbox", "list", "--frob"), "Unknown option: '--frob'", "pbm outbox list ");
        assertBadUsage(cli.run("outbox", "retry", "--frob"), "Unknown option: '--frob'", "pbm outbox retry ");
        assertBadUsage(cli.run("outbox", "retry", "now"), "Unmatched argument at index 2: 'now'", "pbm outbox retry ");
    }

    static void assertBadUsage(Cli.Run run, String error, String usage) {
        assertEquals(2, run.code(), run.err());
        assertEquals("", run.out());
        assertEquals(error, run.firstErrorLine());
        assertTrue(run.err().contains("\nUsage: " + usage), run.err());
    }
}
