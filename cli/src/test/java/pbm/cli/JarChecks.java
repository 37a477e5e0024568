package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import pbm.server.DataDir;
import pbm.store.Database;

/** Running the shaded jar as a separate process, and the exactly-once checks on a data directory. */
final class JarChecks {
    private JarChecks() {
    }

    static Path jar() {
        String jar = System.getProperty("pbm.jar");
        if (jar == null) {
            throw new IllegalStateException("run through failsafe, which sets -Dpbm.jar");
        }
        return Paths.get(jar);
    }

    /** Starts {@code java -jar pbm.jar args}, its output in {@code log}; new passwords hashed quickly. */
    static Process start(Path log, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dpbm.password-iterations=1000", "-XX:TieredStopAtLevel=1", "-jar", jar().toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    }

    /** The {@code .eml} replies in the outbox (not the hidden temporary files of an interrupted write). */
    static List<Path> replies(Path dataDir) throws IOException {
        Path outbox = dataDir.resolve("outbox");
        if (!Files.isDirectory(outbox)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(outbox)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".eml")
                    && !p.getFileName().toString().startsWith(".")).sorted().toList();
        }
    }

    /** Waits until the outbox holds at least {@code count} replies or the process ended. */
    static void awaitReplies(Path dataDir, int count, Process process, long timeoutMillis) throws Exception {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (replies(dataDir).size() < count && process.isAlive() && System.currentTimeMillis() < deadline) {
            Thread.sleep(5);
        }
    }

    /** Every expected reply is in the outbox exactly once, and nothing else is. */
    static void assertRepliesExactlyOnce(Path dataDir, List<Workload.Expected> expected) throws IOException {
        List<Workload.Expected> actual = new ArrayList<>();
        for (Path file : replies(dataDir)) {
            actual.add(expectedOf(Files.readString(file, StandardCharsets.ISO_8859_1)));
        }
        List<String> want = expected.stream().map(Workload.Expected::toString).sorted().toList();
        List<String> got = actual.stream().map(Workload.Expected::toString).sorted().toList();
        assertEquals(want, got);
    }

    private static Workload.Expected expectedOf(String raw) {
        String to = null;
        String subject = null;
        for (String line : raw.split("\r\n")) {
            if (line.isEmpty()) {
                break;
            }
            if (line.startsWith("To: ")) {
                to = line.substring(4);
            } else if (line.startsWith("Subject: ")) {
                subject = line.substring(9);
            }
        }
        return new Workload.Expected(to, subject);
    }

    /** {@code PRAGMA integrity_check} says ok, every message is remembered, no reply waits. */
    static void assertDatabaseSound(Path dataDir, int messages) throws SQLException, IOException {
        try (Database database = Database.open(DataDir.open(dataDir).database())) {
            String check = database.transaction(c -> {
                try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
                    rs.next();
                    return rs.getString(1);
                }
            });
            assertEquals("ok", check);
            assertEquals(messages, count(database, "SELECT count(*) FROM seen_messages"));
            assertEquals(0, count(database, "SELECT count(*) FROM outbox WHERE state <> 'sent'"));
        }
    }

    static int count(Database database, String sql) throws SQLException {
        return database.transaction(c -> {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    /** Writes each mail to {@code dir/NNNN.eml}; returns the paths in order. */
    static List<String> writeMails(Path dir, List<byte[]> mails) throws IOException {
        Files.createDirectories(dir);
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < mails.size(); i++) {
            Path file = dir.resolve(String.format("%04d.eml", i + 1));
            Files.write(file, mails.get(i));
            paths.add(file.toString());
        }
        return paths;
    }
}
