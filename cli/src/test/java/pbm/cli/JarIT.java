package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar as an admin and an MTA run it: separate JVMs, real standard input and
 * exit codes. Run by failsafe in {@code verify}, after {@code package} made the jar.
 */
class JarIT {
    private static Path jar;

    @TempDir
    Path data;

    /** What one process printed, and its exit code. */
    record Result(int code, String out, String err, long millis) {
    }

    @BeforeAll
    static void findTheJar() {
        String property = System.getProperty("pbm.jar");
        assertTrue(property != null && Files.isRegularFile(Paths.get(property)),
                "system property pbm.jar must name the shaded jar (mvn verify sets it): " + property);
        jar = Paths.get(property);
    }

    private static Result pbm(String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(List.of(args));
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        byte[] out = process.getInputStream().readAllBytes();
        byte[] err = process.getErrorStream().readAllBytes();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "pbm " + String.join(" ", args) + " finished");
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8),
                new String(err, StandardCharsets.UTF_8), millis);
    }

    private List<String> subjectsInOutbox() throws IOException {
        try (Stream<Path> files = Files.list(data.resolve("outbox"))) {
            List<String> subjects = new ArrayList<>();
            for (Path file : files.filter(f -> f.toString().endsWith(".eml")).sorted().toList()) {
                subjects.add(Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                        .filter(line -> line.startsWith("Subject: ")).findFirst().orElse("no subject"));
            }
            return subjects;
        }
    }

    @Test
    void sendThenProcessAnswersBothMailsAsEmlFiles() throws Exception {
        Result signup = pbm("", "send", "--data", data.toString(), "--from", "alice@example.org", "signup alice secret");
        assertEquals(0, signup.code(), signup.err());
        Result list = pbm("", "send", "--data", data.toString(), "--from", "bob@example.org", "list");
        assertEquals(0, list.code(), list.err());

        Result process = pbm("", "process", "--data", data.toString());

        assertEquals(0, process.code(), process.err());
        assertEquals("processed 2 messages, sent 2 replies\n", process.out());
        assertEquals("", process.err(), "no progress bar when not on a terminal");
        assertEquals(List.of("Subject: pbm signup alice", "Subject: List of games"), subjectsInOutbox());
    }

    @Test
    void deliverReadsOneMailFromStandardInputAndWritesTheReply() throws Exception {
        String mail = "From: carol@example.org\r\nTo: pbm@localhost\r\nSubject: list\r\n"
                + "Message-ID: <jar-it-1@example.org>\r\nDate: Sun, 22 Nov 2026 10:00:00 +0000\r\n\r\n";

        Result deliver = pbm(mail, "deliver", "--data", data.toString());

        System.out.println("cold deliver (new JVM, fresh data directory, Flyway migration): " + deliver.millis()
                + " ms wall time");
        assertEquals(0, deliver.code(), deliver.err());
        assertEquals(List.of("Subject: List of games"), subjectsInOutbox());

        Result again = pbm(mail, "deliver", "--data", data.toString());
        System.out.println("warm-data deliver (new JVM, database already migrated): " + again.millis()
                + " ms wall time");
        assertEquals(0, again.code(), again.err());
        assertEquals(List.of("Subject: List of games"), subjectsInOutbox(), "the same Message-ID is answered once");
    }

    @Test
    void versionComesFromTheManifest() throws Exception {
        Result version = pbm("", "--version");

        assertEquals(0, version.code(), version.err());
        assertTrue(version.out().matches("pbm \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\n"), version.out());
    }

    @Test
    void badUsageExits2() throws Exception {
        Result run = pbm("", "user", "add", "--data", data.toString());

        assertEquals(2, run.code());
        assertTrue(run.err().startsWith("Missing required"), run.err());
    }
}
