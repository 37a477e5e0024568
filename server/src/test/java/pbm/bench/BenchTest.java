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

    @Test
    void aRunHandlesEveryMailAndTheMovesAfterItAreLegal() throws Exception {
        StringWriter log = new StringWriter();
        Bench bench = new Bench(dir, new Bench.Settings(4, 4, 40, 0, 7), new PrintWriter(log, true));

        Bench.Figures figures = bench.run();

        assertEquals(40, figures.moveMails(), log.toString());
        assertEquals(80, replies().size(), "two board mails a move");
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
}
