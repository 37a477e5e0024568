package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProcessCommandTest {
    @TempDir
    Path dir;

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
    void processHandlesTheInboxQuietlyWhenNotOnATerminal() throws Exception {
        Cli cli = new Cli(dir);
        assertEquals(0, cli.run("send", "--from", "alice@example.org", "signup alice secret").code());
        assertEquals(0, cli.run("send", "--from", "bob@example.org", "list").code());

        Cli.Run run = cli.run("process");

        assertEquals(new Cli.Run(0, "processed 2 messages, sent 2 replies\n", ""), run);
        assertEquals(List.of("Subject: pbm signup alice", "Subject: List of games"), subjectsInOutbox());
    }

    @Test
    void processDrawsAProgressBarOnATerminal() {
        Cli cli = new Cli(dir).onTerminal();
        assertEquals(0, cli.run("send", "--from", "alice@example.org", "list").code());
        assertEquals(0, cli.run("send", "--from", "bob@example.org", "list").code());

        Cli.Run run = cli.run("process");

        assertEquals(0, run.code());
        assertEquals("processed 2 messages, sent 2 replies\n", run.out());
        assertTrue(run.err().startsWith("\r[          ] 0% 0/2"), run.err());
        assertTrue(run.err().endsWith("\r[##########] 100% 2/2\n"), run.err());
    }

    @Test
    void deliverHandlesTheMessageOnStandardInput() throws Exception {
        String mail = "From: carol@example.org\r\nTo: pbm@localhost\r\nSubject: list\r\n"
                + "Message-ID: <deliver-1@example.org>\r\n\r\n";

        Cli.Run run = new Cli(dir).runWithInput(mail, "deliver");

        assertEquals(new Cli.Run(0, "", ""), run);
        assertEquals(List.of("Subject: List of games"), subjectsInOutbox());
    }
}
