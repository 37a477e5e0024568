package pbm.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.server.Server;

/** The bench end to end on a tiny workload, and the move mails it hands out after its run. */
class BenchTest {
    @TempDir
    Path dir;

    /** With --web, the bench views its boards' pages through the web server and says how fast. */
    @Test
    void theWebFigureViewsTheBoardsPages() throws Exception {
        StringWriter log = new StringWriter();
        Bench bench = new Bench(dir, new Bench.Settings(4, 6, 40, 0, 7, List.of("draughts", "chess"), false, 0, 30),
                new PrintWriter(log, true));
        Bench.Figures figures = bench.run();
        assertTrue(figures.webViewsPerSecond() > 0 && figures.webP50Millis() > 0, log.toString());
        assertTrue(log.toString().matches("(?s).*\\nweb: 30 board pages viewed in [0-9.]+ s: \\d+ a second, p50"
                + " [0-9.]+ ms, p99 [0-9.]+ ms\\n.*"), log.toString());
    }

    @Test
    void aRunHandlesEveryMailAndTheMovesAfterItAreLegal() throws Exception {
        StringWriter log = new StringWriter();
        Bench bench = new Bench(dir, new Bench.Settings(4, 4, 40, 0, 7), new PrintWriter(log, true));

        Bench.Figures figures = bench.run();

        assertEquals(40, figures.moveMails(), log.toString());
        assertEquals(80, replies().size(), "two board mails a move");
        // the 40 mails all went to the first board: its load anew replays the 40 moves
        assertTrue(log.toString().matches("(?s).*\\na draughts board loaded anew \\(its 40 moves replayed\\): \\d+ µs"
                + " \\(\\d+\\.\\d µs a move\\), mean of 1 board\\n.*"), log.toString());
        try (Server server = Server.open(dir, Clock.systemUTC())) {
            for (int i = 0; i < 3; i++) {
                server.deliver(bench.nextMoveMail());
            }
        }
        List<String> subjects = new ArrayList<>();
        for (Path reply : replies().subList(80, 86)) {
            subjects.add(Files.readAllLines(reply, StandardCharsets.UTF_8).stream()
                    .filter(l -> l.startsWith("Subject: ")).findFirst().orElse(""));
        }
        assertTrue(subjects.stream().allMatch(s -> s.matches("Subject: Draughts Board 10[1-4] p[0-3]")), subjects
                .toString());
    }

    @Test
    void aBacklogAfterTheRunGoesRoundEveryBoardAndIsPlayedByProcess() throws Exception {
        StringWriter log = new StringWriter();
        // 40 mails play 40 moves on one of the 8 boards; the backlog goes round all 8
        Bench bench = new Bench(dir, new Bench.Settings(4, 8, 40, 0, 7), new PrintWriter(log, true));
        bench.run();
        pbm.server.Maildir inbox = new pbm.server.Maildir(pbm.server.DataDir.open(dir).inbox());
        List<String> boards = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            String mail = new String(bench.nextBacklogMail(), StandardCharsets.US_ASCII);
            boards.add(mail.substring(mail.indexOf("draughts move ") + 14).split(" ")[0]);
            inbox.deliver(mail.getBytes(StandardCharsets.US_ASCII));
        }
        assertEquals(List.of("101", "102", "103", "104", "105", "106", "107", "108"), boards.subList(0, 8));
        assertEquals(boards.subList(0, 8), boards.subList(8, 16));
        try (Server server = Server.open(dir, Clock.systemUTC())) {
            assertEquals(16, server.processInbox(() -> false));
            server.drainOutbox();
        }
        List<Path> replies = replies();
        assertEquals(80 + 32, replies.size(), "two board mails a move, none an error");
        for (Path reply : replies.subList(80, 112)) {
            assertTrue(Files.readAllLines(reply, StandardCharsets.UTF_8).stream()
                    .anyMatch(l -> l.matches("Subject: Draughts Board 10[1-8] p[0-3]")), reply.toString());
        }
    }

    @Test
    void aBacklogPassesOverABoardWhoseGameRanOutOfMoves() throws Exception {
        // the run plays its 40 moves on board 101 of 2; a bench game stops at 80 moves
        Bench bench = new Bench(dir, new Bench.Settings(4, 2, 40, 0, 7), new PrintWriter(new StringWriter(), true));
        bench.run();
        List<String> boards = new ArrayList<>();
        IllegalStateException out = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, () -> {
            while (boards.size() < 1_000) {
                String mail = new String(bench.nextBacklogMail(), StandardCharsets.US_ASCII);
                boards.add(mail.substring(mail.indexOf("draughts move ") + 14).split(" ")[0]);
            }
        });
        assertTrue(out.getMessage().contains("ran out of moves"), out.getMessage());
        long on101 = boards.stream().filter("101"::equals).count();
        long on102 = boards.stream().filter("102"::equals).count();
        assertTrue(on101 <= 40 && on102 <= 80, boards.toString());
        int last101 = boards.lastIndexOf("101");
        assertTrue(on102 > on101 + 1 && boards.subList(last101 + 1, boards.size()).stream()
                .allMatch("102"::equals), "once 101 has no move left the backlog goes on with 102: " + boards);
        assertEquals(on101 + on102, boards.size());
    }

    @Test
    void aBenchMailReadsAsTheMailPbmSendComposes() {
        pbm.mail.InboundMessage bench = pbm.mail.InboundParser.parse(Bench.playerMail("p1@bench.example",
                "draughts move 101 p1 benchpw 32-28#1"));
        pbm.mail.InboundMessage composed = pbm.mail.InboundParser.parse(pbm.server.Composer.compose("p1@bench.example",
                "pbm@localhost", "draughts move 101 p1 benchpw 32-28#1", ""));

        assertEquals(composed.fromAddress(), bench.fromAddress());
        assertEquals(composed.subject(), bench.subject());
        assertEquals(composed.text(), bench.text());
        assertEquals(composed.autoGenerated(), bench.autoGenerated());
        assertTrue(bench.messageId().endsWith("@localhost>"), bench.messageId());
    }

    private List<Path> replies() throws Exception {
        try (Stream<Path> files = Files.list(dir.resolve("outbox"))) {
            return files.filter(f -> f.getFileName().toString().endsWith(".eml"))
                    .sorted((a, b) -> Integer.compare(number(a), number(b))).toList();
        }
    }

    private static int number(Path reply) {
        String name = reply.getFileName().toString();
        return Integer.parseInt(name.substring(0, name.indexOf('.')));
    }

    /**
     * The latency mails sent to a running serve: their figures, and the line naming the slowest
     * (serve's first idle moment checkpoints the bench's WAL: at least one checkpoint).
     */
    @Test
    void theLatencyMailsNameTheirSlowestAndTheCollectionsMeanwhile() throws Exception {
        StringWriter log = new StringWriter();
        Bench bench = new Bench(dir, new Bench.Settings(4, 4, 8, 4, 7), new PrintWriter(log, true));

        Bench.Figures figures = bench.run();

        assertTrue(figures.p50Millis() > 0 && figures.maxMillis() >= figures.p99Millis(), log.toString());
        java.util.regex.Matcher line = java.util.regex.Pattern.compile("serve: the slowest latency mails"
                + " (\\d+\\.\\d) \\(#([1-4])\\), (\\d+\\.\\d) \\(#([1-4])\\), (\\d+\\.\\d) \\(#([1-4])\\) ms;"
                + " \\d+ collections, \\d+ ms of them, and ([1-9]\\d*) idle WAL checkpoints while they were sent\\n")
                .matcher(log.toString());
        assertTrue(line.find(), log.toString());
        double slowest = Double.parseDouble(line.group(1));
        assertEquals(figures.maxMillis(), slowest, 0.051, "the first named is the slowest");
        assertTrue(slowest >= Double.parseDouble(line.group(3)) && Double.parseDouble(line.group(3))
                >= Double.parseDouble(line.group(5)), line.group());
    }
}
