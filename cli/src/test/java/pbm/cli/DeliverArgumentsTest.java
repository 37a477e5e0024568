package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pbm deliver}'s arguments read without picocli (what an MTA pipe passes), and everything
 * else left to picocli, with the same outcome either way.
 */
class DeliverArgumentsTest {
    @TempDir
    Path dir;

    @Test
    void theDataDirectoryAndMessageFilesAreReadInAnyOrder() {
        assertEquals(new DeliverCommand.Plain(Path.of("pbm-data"), List.of()), DeliverCommand.plain(args("deliver")));
        assertEquals(new DeliverCommand.Plain(Path.of("d"), List.of()),
                DeliverCommand.plain(args("deliver --data d")));
        assertEquals(new DeliverCommand.Plain(Path.of("d"), List.of(Path.of("a.eml"), Path.of("b.eml"))),
                DeliverCommand.plain(args("deliver --data=d a.eml b.eml")));
        assertEquals(new DeliverCommand.Plain(Path.of("d"), List.of(Path.of("a.eml"))),
                DeliverCommand.plain(args("deliver a.eml --data d")));
    }

    @Test
    void anythingElseIsLeftToPicocli() {
        for (String line : List.of("deliver --help", "deliver -h", "deliver --version", "deliver --data",
                "deliver --data d --data e", "deliver --data=d --data=e", "deliver @args.txt", "deliver -- a.eml",
                "deliver --data -d", "deliver --date d", "deliver -x", "serve", "process --data d")) {
            assertNull(DeliverCommand.plain(args(line)), line);
        }
        assertNull(DeliverCommand.plain(new String[0]));
        assertNull(DeliverCommand.plain(new String[] {"deliver", ""}), "an empty word");
        assertNull(DeliverCommand.plain(new String[] {"deliver", "a\u0000b"}), "not a path");
    }

    @Test
    void picocliStillAnswersWhatThePlainReadingLeavesToIt() {
        Cli.Run help = Cli.withoutDatabase(dir.resolve("data")).runExactly("", "deliver", "--help");
        assertEquals(0, help.code(), help.err());
        assertTrue(help.out().startsWith("Usage: pbm deliver "), help.out());

        Cli.Run twice = Cli.withoutDatabase(dir.resolve("data")).runExactly("", "deliver", "--data", "a", "--data",
                "b");
        assertEquals(ExitCodes.USAGE, twice.code(), twice.err());
        assertTrue(twice.err().contains("--data"), twice.err());
        assertTrue(Files.notExists(dir.resolve("data")) && Files.notExists(Path.of("a")), "nothing was made");
    }

    @Test
    void bothReadingsDeliverTheSameWay() throws Exception {
        Path mail = dir.resolve("help.eml");
        Files.writeString(mail, "From: alice@example.org\r\nTo: pbm@localhost\r\nSubject: help\r\n"
                + "Message-ID: <one@example.org>\r\n\r\n\r\n", StandardCharsets.US_ASCII);
        Path plainData = dir.resolve("plain");
        Path picocliData = dir.resolve("picocli");

        Cli.Run plain = Cli.withoutDatabase(plainData).runExactly("", "deliver", mail.toString(), "--data",
                plainData.toString());
        // "--" ends the options: picocli's reading, the same command
        Cli.Run viaPicocli = Cli.withoutDatabase(picocliData).runExactly("", "deliver", "--data",
                picocliData.toString(), "--", mail.toString());

        assertEquals(new Cli.Run(0, "", ""), plain);
        assertEquals(plain, viaPicocli);
        assertEquals(1, replies(plainData).size());
        assertEquals(replies(plainData).size(), replies(picocliData).size());
    }

    @Test
    void aMissingFileIsRefusedBeforeAnythingIsMade() {
        Path data = dir.resolve("data");
        Cli.Run run = Cli.withoutDatabase(data).runExactly("", "deliver", "--data=" + data,
                dir.resolve("nothing.eml").toString());

        assertEquals(new Cli.Run(ExitCodes.FAILURE, "", "pbm deliver: " + dir.resolve("nothing.eml")
                + " is not a readable file; nothing was stored\n"), run);
        assertTrue(Files.notExists(data));
    }

    private static List<Path> replies(Path data) throws Exception {
        try (Stream<Path> files = Files.list(data.resolve("outbox"))) {
            return files.filter(f -> f.toString().endsWith(".eml")).toList();
        }
    }

    private static String[] args(String line) {
        return line.split(" ");
    }
}
