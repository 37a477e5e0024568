package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A text-only reply written directly ({@code MailWriter.plainBytes}) is byte for byte the MIME
 * message Jakarta Mail writes for it, over many mails of every shape; and where the direct way
 * declines, {@code toBytes} still gives Jakarta Mail's bytes.
 */
class MailWriterPlainBytesTest {
    private final MailWriter writer = new MailWriter("pbm@localhost",
            Clock.fixed(Instant.parse("2026-11-24T10:00:00Z"), ZoneOffset.UTC));

    @Test
    void aBoardMailIsWrittenDirectlyAsJakartaMailWritesIt() throws Exception {
        OutboundMail mail = new OutboundMail(List.of("alice@example.org"), "Draughts Board 101 bob",
                "It is bob's turn.\n\n   A B C\n 1 |:::|\n", "<m1@example.org>", List.of("<m1@example.org>"),
                "pbm+b101.abcdefgh@localhost");

        byte[] direct = writer.plainBytes(mail, "<outbox-7.1@localhost>");

        assertNotNull(direct, "a plain reply is written directly");
        assertArrayEquals(jakarta(mail, "<outbox-7.1@localhost>"), direct,
                () -> new String(direct, StandardCharsets.US_ASCII));
    }

    @Test
    void everyShapeOfMailGivesJakartaMailsBytes() throws Exception {
        Random random = new Random(20261124);
        int direct = 0;
        int declined = 0;
        for (int i = 0; i < 3000; i++) {
            OutboundMail mail = randomMail(random);
            String id = "<outbox-" + i + "." + random.nextInt(1000) + "@localhost>";
            byte[] expected = jakarta(mail, id);
            byte[] plain = writer.plainBytes(mail, id);
            if (plain == null) {
                declined++;
            } else {
                direct++;
                assertArrayEquals(expected, plain, mail + "\n" + new String(plain, StandardCharsets.UTF_8));
            }
            assertArrayEquals(expected, writer.toBytes(mail, id), mail.toString());
        }
        assertTrue(direct > 1000, "most of them written directly: " + direct);
        assertTrue(declined > 300, "and enough declined ones that the fallback is tested: " + declined);
    }

    @Test
    void whatNeedsJakartaMailsEncodersIsLeftToIt() {
        String id = "<outbox-1.1@localhost>";
        List<OutboundMail> mails = List.of(
                new OutboundMail(List.of("alice@example.org"), "Partie 101 à toi", "b\n", null, List.of()),
                new OutboundMail(List.of("alice@example.org"), "s", "é\n", null, List.of()),
                new OutboundMail(List.of("alice@example.org"), "s", "x".repeat(999) + "\n", null, List.of()),
                new OutboundMail(List.of("alice@example.org"), "   ", "b\n", null, List.of()),
                new OutboundMail(List.of("a".repeat(40) + "@example.org", "b".repeat(30) + "@example.org"), "s", "b",
                        null, List.of()),
                new OutboundMail(List.of("alice@example.org"), "s", "b", null, List.of(), null,
                        new HtmlPart("<p>x</p>", List.of(new HtmlPart.Picture("p0@pbm", "x", new byte[] {1, 2, 3})))));
        for (OutboundMail mail : mails) {
            assertNull(writer.plainBytes(mail, id), mail.toString());
        }
    }

    @Test
    void aMailWithoutRecipientsIsStillRefused() {
        OutboundMail mail = new OutboundMail(List.of(), "s", "b", null, List.of());
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> writer.toBytes(mail, "<outbox-1.1@localhost>"));
        assertEquals("a mail needs at least one recipient", e.getMessage());
    }

    private byte[] jakarta(OutboundMail mail, String id) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.toMime(mail, id).writeTo(out);
        return out.toByteArray();
    }

    private static OutboundMail randomMail(Random random) {
        List<String> to = new ArrayList<>();
        int recipients = 1 + (random.nextInt(10) == 0 ? random.nextInt(3) : 0);
        for (int r = 0; r < recipients; r++) {
            to.add(pick(random, "alice@example.org", "Bob@Example.ORG", "p" + random.nextInt(200) + "@bench.example",
                    "a.b+c@sub.example.net", "o'neil@example.org", "x".repeat(30 + random.nextInt(40)) + "@example.org"));
        }
        List<String> references = new ArrayList<>();
        int count = random.nextInt(5) == 0 ? random.nextInt(25) : random.nextInt(3);
        for (int r = 0; r < count; r++) {
            references.add(pick(random, "<" + random.nextInt(100) + "@example.org>",
                    "<" + Long.toHexString(random.nextLong()) + "." + random.nextInt() + "@mail.example.com>",
                    "not an id", "<a b@c>", "<outbox-3.1@localhost>"));
        }
        String inReplyTo = random.nextInt(4) == 0 ? null : pick(random, "<x@y>", "<" + random.nextInt() + "@z.example>",
                "<bad id>");
        String replyTo = random.nextInt(3) == 0 ? null : pick(random, "pbm+b101.abcdefghij@localhost", "not an address",
                "pbm+b" + random.nextInt(1000) + "." + Long.toString(random.nextLong() & Long.MAX_VALUE, 32) + "@localhost");
        return new OutboundMail(to, subject(random), body(random), inReplyTo, references, replyTo);
    }

    private static String subject(Random random) {
        StringBuilder s = new StringBuilder();
        int words = random.nextInt(16);
        for (int w = 0; w < words; w++) {
            s.append(random.nextInt(20) == 0
                    ? pick(random, "é", "résumé", "a\r\nb", "\t", "")
                    : pick(random, "Draughts", "Board", "101", "alice", "Error", "=?utf-8?q?x?=", "List", "of", "games",
                            "x".repeat(random.nextInt(90))));
            s.append(pick(random, " ", "  ", " ", " ", "\t", ""));
        }
        return s.toString();
    }

    private static String body(Random random) {
        StringBuilder s = new StringBuilder();
        int lines = random.nextInt(30);
        for (int l = 0; l < lines; l++) {
            s.append(random.nextInt(60) == 0
                    ? pick(random, "x".repeat(990 + random.nextInt(20)), "été")
                    : pick(random, "    +---+---+", " 10 |   |*C*|   |:::|", "", "It is alice's turn.",
                            "x".repeat(random.nextInt(200)), "tab\there", "trailing   "));
            s.append(pick(random, "\n", "\n", "\r\n", "\r"));
        }
        return s.toString();
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... choices) {
        return choices[random.nextInt(choices.length)];
    }
}
