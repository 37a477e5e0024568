package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Bounces;
import pbm.store.OutboxRow;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/** Loop and abuse guards: the hourly error-reply limit, bounces, header injection. */
class MailGuardsTest {
    /** Every header a reply may carry (MailWriter); anything else would be injected. */
    static final Set<String> REPLY_HEADERS = Set.of("date", "from", "to", "message-id", "in-reply-to",
            "references", "subject", "auto-submitted", "mime-version", "content-type", "content-transfer-encoding");

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

    @Test
    void atMostThirtyErrorRepliesAnHourGoToOneAddressButAnswersToValidCommandsAlways() throws Exception {
        server.mail("mallory@example.org", "", "signup mallory pw"); // a player: a stranger gets one reply an hour
        server.newReplies();
        int errors = 0;
        List<OutboxRow> last = List.of();
        for (int i = 0; i < 35; i++) {
            List<OutboxRow> replies = server.mail("mallory@example.org", "", "gibberish " + i);
            errors += replies.size();
            last = replies.isEmpty() ? last : replies;
            if (i < 29) {
                assertTrue(!replies.get(0).body().contains("not answered"), "error " + (i + 1));
            }
        }
        assertEquals(30, errors);
        assertTrue(last.get(0).body().endsWith("This is the 30th error reply to this address within an hour:"
                + " further errors within the hour are not answered.\n"), last.get(0).body());
        List<OutboxRow> welcome = server.mail("mallory@example.org", "", "signup mallory2 pw");
        assertEquals(List.of("pbm signup mallory2"), welcome.stream().map(OutboxRow::subject).toList());
        assertEquals(0, server.mail("mallory@example.org", "", "signup mallory pw").size(), "a 31st error");
        assertEquals(1, server.mail("alice@example.org", "", "gibberish").size(), "other addresses are not limited");

        server.clock().advance(Duration.ofMinutes(61));
        assertEquals(1, server.mail("mallory@example.org", "", "gibberish").size(), "an hour later: answered");
    }

    @Test
    void aBounceIsRecordedAgainstTheFailedAddressAndNotAnswered() throws Exception {
        byte[] dsn;
        try (InputStream in = getClass().getResourceAsStream("/mail/dsn.eml")) {
            dsn = in.readAllBytes();
        }
        assertEquals(List.of(), server.deliver(dsn));
        assertEquals(MessageProcessor.Outcome.IGNORED, server.lastOutcome());
        int bounces = server.database().transaction(c -> new Bounces(c).count("nobody@example.org",
                TestServer.START.minusSeconds(1)));
        assertEquals(1, bounces);
    }

    @Test
    void noUserSuppliedValueCanAddAHeaderToAReply() throws Exception {
        List<String> hostile = List.of(
                Mails.plain("alice@example.org", "=?UTF-8?Q?signup_eve_pw=0D=0ABcc:_victim@example.org?=", ""),
                Mails.plain("alice@example.org", "=?UTF-8?B?" + java.util.Base64.getEncoder().encodeToString(
                        "help\r\nX-Injected: yes".getBytes(StandardCharsets.UTF_8)) + "?=", ""),
                Mails.plain("alice@example.org", "", "signup eve2 pw a@example.org\rBcc: victim@example.org"),
                Mails.plain("alice@example.org", "", "signup eve3 pw \"a\r\nBcc: v\"@example.org"),
                Mails.plain("alice@example.org", "", "signup eve4 pw a@example.org%0d%0aBcc:v@example.org"),
                Mails.plain("alice@example.org", "", "signup Bcc:\u2028x pw"));
        for (String mail : hostile) {
            server.deliver(mail);
        }
        server.server().drainOutbox();
        List<Path> files;
        try (Stream<Path> list = Files.list(server.server().dataDir().outbox())) {
            files = list.filter(p -> p.toString().endsWith(".eml")).sorted().toList();
        }
        assertFalse(files.isEmpty());
        for (Path file : files) {
            for (String name : headerNames(Files.readString(file, StandardCharsets.ISO_8859_1))) {
                assertTrue(REPLY_HEADERS.contains(name), file.getFileName() + " has a header " + name);
            }
        }
    }

    /** The names of the header fields of a raw mail (continuation lines are not fields). */
    static List<String> headerNames(String raw) {
        List<String> names = new ArrayList<>();
        for (String line : raw.split("\r\n", -1)) {
            if (line.isEmpty()) {
                break;
            }
            if (line.startsWith(" ") || line.startsWith("\t")) {
                continue;
            }
            int colon = line.indexOf(':');
            names.add(colon < 0 ? line : line.substring(0, colon).toLowerCase(java.util.Locale.ROOT));
        }
        return names;
    }
}
