package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code pbm sweep} and {@code pbm user vacation}. */
class SweepCommandTest {
    @TempDir
    Path dir;

    Cli cli;

    @BeforeEach
    void setUp() {
        cli = new Cli(dir);
        send("alice@example.org", "signup alice apw");
        send("bob@example.org", "signup bob bpw");
        send("alice@example.org", "draughts challenge alice bob");
        assertEquals(0, cli.run("process").code());
    }

    private void send(String from, String subject) {
        assertEquals(0, cli.run("send", "--from", from, subject).code(), subject);
    }

    private List<String> subjectsInOutbox() throws Exception {
        try (Stream<Path> files = Files.list(dir.resolve("outbox"))) {
            return files.sorted().map(file -> {
                try {
                    return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                            .filter(line -> line.startsWith("Subject: ")).findFirst().orElse("no subject");
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
    }

    @Test
    void sweepAsOfAnInstantNagsThenForfeitsAndSendsTheMails() throws Exception {
        assertEquals(new Cli.Run(0, "swept 1 active board: 0 reminders, 0 forfeits, 0 drawn by an unanswered offer,"
                + " 0 moves taken back; sent 0 mails\n", ""), cli.run("sweep"));
        Cli.Run nag = cli.run("sweep", "--now", "2026-11-29T10:00:00Z");
        assertEquals(new Cli.Run(0, "swept 1 active board: 1 reminder, 0 forfeits, 0 drawn by an unanswered offer,"
                + " 0 moves taken back; sent 1 mail\n", ""), nag);
        assertTrue(subjectsInOutbox().contains("Subject: Nag: Draughts Board 101 alice"), subjectsInOutbox().toString());
        assertEquals(0, cli.run("sweep", "--now", "2026-11-29T10:00:00Z").code());
        assertTrue(cli.run("sweep", "--now", "2026-11-29T10:00:00Z").out().contains("0 reminders"));
        assertTrue(cli.run("sweep", "--now", "2026-12-06T10:00:00Z").out().contains("1 reminder,"));
        assertEquals(new Cli.Run(0, "Draughts board 101 (alice against bob): alice loses on time\n"
                + "dry run as of 2026-12-13T10:00:00Z: 1 board would change; nothing was done\n", ""),
                cli.run("sweep", "--now", "2026-12-13T10:00:00Z", "--dry-run"));
        Cli.Run forfeit = cli.run("sweep", "--now", "2026-12-13T10:00:00Z");
        assertEquals(new Cli.Run(0, "swept 1 active board: 0 reminders, 1 forfeit, 0 drawn by an unanswered offer,"
                + " 0 moves taken back; sent 2 mails\n", ""), forfeit);
        assertEquals(new Cli.Run(0, "swept 0 active boards: 0 reminders, 0 forfeits, 0 drawn by an unanswered offer,"
                + " 0 moves taken back; sent 0 mails\n", ""), cli.run("sweep", "--now", "2026-12-14T10:00:00Z"));
    }

    @Test
    void sweepRefusesABadInstant() {
        Cli.Run run = cli.run("sweep", "--now", "tomorrow");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("--now"), run.err());
    }

    @Test
    void userVacationStopsTheClocksLikeTheMailCommand() throws Exception {
        Cli.Run on = cli.run("user", "vacation", "alice", "until", "2026-12-20");
        assertEquals(new Cli.Run(0, "alice: Your clocks are stopped from 2026-11-22 10:00 UTC until 2026-12-20 00:00"
                + " UTC. Vacation taken or booked in 2026: 27.5 days of 60.\n", ""), on);
        assertTrue(cli.run("sweep", "--now", "2026-12-13T10:00:00Z").out().contains("0 reminders, 0 forfeits"));
        // the clock runs from 2026-12-20: the first reminder 7 days later
        assertTrue(cli.run("sweep", "--now", "2026-12-27T00:00:00Z").out().contains("1 reminder,"));
        assertEquals(new Cli.Run(0, "alice: You are not on vacation; your clocks are running. Vacation taken or"
                + " booked in 2026: 27.5 days of 60.\n", ""), cli.run("user", "vacation", "alice", "--now",
                "2026-12-28T00:00:00Z"));
        Cli.Run tooLong = cli.run("user", "vacation", "bob", "until", "2027-06-01");
        assertEquals(1, tooLong.code());
        assertTrue(tooLong.err().startsWith("pbm user vacation: That is more vacation than allowed"), tooLong.err());
        assertEquals(new Cli.Run(1, "", "pbm user vacation: There is no user zed (userids are case-sensitive).\n"),
                cli.run("user", "vacation", "zed", "on"));
        assertEquals(2, cli.run("user", "vacation", "alice", "maybe").code());
        assertEquals(2, cli.run("user", "vacation", "alice", "until", "12/20").code());
    }
}
