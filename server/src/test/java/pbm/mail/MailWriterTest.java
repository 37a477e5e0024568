package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.Header;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class MailWriterTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-22T02:30:00Z"), ZoneId.of("Europe/Paris"));
    private static final MailWriter WRITER = new MailWriter("pbm@LocalHost", CLOCK);
    private static final String ID = "<out-42@localhost>";

    /** A 10x10 board as BOARD.md draws it, with leading blanks; rows end in "|" (no right labels). */
    static String board() {
        StringBuilder s = new StringBuilder("      A   B   C   D   E   F   G   H   I   J\n");
        String rule = "    +---+---+---+---+---+---+---+---+---+---+\n";
        s.append(rule);
        for (int rank = 10; rank >= 1; rank--) {
            s.append(String.format("%3d |", rank));
            for (int file = 0; file < 10; file++) {
                boolean dark = (rank + file) % 2 == 1;
                String cell = !dark ? "   " : rank >= 7 ? "*C*" : rank <= 4 ? ":C:" : ":::";
                s.append(cell).append('|');
            }
            s.append('\n').append(rule);
        }
        return s.append("      A   B   C   D   E   F   G   H   I   J\n").toString();
    }

    private static OutboundMail mail(String subject, String body) {
        return new OutboundMail(List.of("alice@example.org"), subject, body, "<in-1@example.org>",
                List.of("<root@example.org>", "<in-1@example.org>"));
    }

    /** The header block of raw bytes, as its lines (no folding is expected in these tests). */
    private static List<String> headerLines(byte[] raw) {
        String text = new String(raw, StandardCharsets.US_ASCII);
        int end = text.indexOf("\r\n\r\n");
        return Arrays.asList(text.substring(0, end).split("\r\n"));
    }

    private static String bodyOf(byte[] raw) {
        String text = new String(raw, StandardCharsets.US_ASCII);
        return text.substring(text.indexOf("\r\n\r\n") + 4);
    }

    @Test
    void exactHeaders() {
        byte[] raw = WRITER.toBytes(mail("Draughts Board 101 alice", "It is alice's turn.\n"), ID);
        List<String> expected = new ArrayList<>(List.of(
                "Date: Sun, 22 Nov 2026 02:30:00 +0000",
                "From: pbm@localhost",
                "To: alice@example.org",
                "Message-ID: <out-42@localhost>",
                "In-Reply-To: <in-1@example.org>",
                "References: <root@example.org> <in-1@example.org>",
                "Subject: Draughts Board 101 alice",
                "MIME-Version: 1.0",
                "Content-Type: text/plain; charset=UTF-8",
                "Content-Transfer-Encoding: 7bit",
                "Auto-Submitted: auto-replied"));
        List<String> actual = new ArrayList<>(headerLines(raw));
        Collections.sort(expected);
        Collections.sort(actual);
        assertEquals(expected, actual);
        assertEquals("It is alice's turn.\r\n", bodyOf(raw));
    }

    @Test
    void noThreadingHeadersWhenNotAReply() {
        byte[] raw = WRITER.toBytes(new OutboundMail(List.of("a@example.org", "b@example.org"), "Nag", "x", null,
                List.of()), ID);
        List<String> lines = headerLines(raw);
        assertTrue(lines.contains("To: a@example.org, b@example.org"), lines.toString());
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("In-Reply-To") || l.startsWith("References")));
        assertTrue(lines.contains("Auto-Submitted: auto-replied"));
    }

    @Test
    void mimeObjectCarriesTheSameHeaders() throws Exception {
        MimeMessage m = WRITER.toMime(mail("s", "b"), ID);
        assertEquals(ID, m.getMessageID());
        assertEquals("auto-replied", m.getHeader("Auto-Submitted", null));
        assertEquals("text/plain; charset=UTF-8", m.getContentType());
        assertEquals("7bit", m.getEncoding());
        List<String> names = new ArrayList<>();
        for (Header h : Collections.list(m.getAllHeaders())) {
            names.add(h.getName());
        }
        assertEquals(11, names.size(), names.toString());
    }

    @Test
    void asciiBoardRoundTripsByteExact() {
        String board = board();
        assertEquals(23, board.lines().count());
        assertTrue(board.lines().allMatch(l -> l.startsWith(" ")));
        assertEquals(10, board.lines().filter(l -> l.endsWith("|")).count());
        byte[] raw = WRITER.toBytes(mail("Draughts Board 101 alice", board), ID);
        assertTrue(headerLines(raw).contains("Content-Transfer-Encoding: 7bit"));
        assertArrayEquals(board.replace("\n", "\r\n").getBytes(StandardCharsets.US_ASCII),
                bodyOf(raw).getBytes(StandardCharsets.US_ASCII));
        InboundMessage back = InboundParser.parse(raw);
        assertEquals(board, back.text());
        assertEquals("Draughts Board 101 alice", back.subject());
        assertEquals(ID, back.messageId());
        assertEquals("pbm@localhost", back.fromAddress());
        assertTrue(back.autoGenerated());
    }

    @Test
    void nonAsciiBodyGoesQuotedPrintableAndRoundTrips() {
        String body = board() + "alice writes:\n   Caf\u00e9? \u263a  \n\tend with blanks   \n";
        byte[] raw = WRITER.toBytes(mail("s", body), ID);
        assertTrue(headerLines(raw).contains("Content-Transfer-Encoding: quoted-printable"));
        assertTrue(bodyOf(raw).contains("Caf=C3=A9"), bodyOf(raw));
        assertEquals(body, InboundParser.parse(raw).text());
    }

    @Test
    void overlongLineGoesQuotedPrintableAndRoundTrips() {
        String body = "x".repeat(999) + "\n" + board();
        byte[] raw = WRITER.toBytes(mail("s", body), ID);
        assertTrue(headerLines(raw).contains("Content-Transfer-Encoding: quoted-printable"));
        assertTrue(bodyOf(raw).lines().allMatch(l -> l.length() <= 76));
        assertEquals(body, InboundParser.parse(raw).text());
    }

    @Test
    void lineOf998IsStill7bit() {
        assertEquals("7bit", MailWriter.transferEncoding("y".repeat(998) + "\r\nz"));
        assertEquals("quoted-printable", MailWriter.transferEncoding("y".repeat(999)));
        assertEquals("quoted-printable", MailWriter.transferEncoding("a\u0000b"));
        assertEquals("quoted-printable", MailWriter.transferEncoding("a\rb"));
        assertEquals("7bit", MailWriter.transferEncoding("a\tb\r\n"));
    }

    @Test
    void anyLineEndBecomesCrlf() {
        byte[] raw = WRITER.toBytes(mail("s", "a\nb\r\nc\rd"), ID);
        assertEquals("a\r\nb\r\nc\r\nd", bodyOf(raw));
    }

    @Test
    void nonAsciiSubjectIsEncodedAndDecodes() {
        byte[] raw = WRITER.toBytes(mail("Partie \u00e0 Caf\u00e9", "x"), ID);
        assertTrue(headerLines(raw).stream().anyMatch(l -> l.startsWith("Subject: =?UTF-8?")), headerLines(raw).toString());
        assertEquals("Partie \u00e0 Caf\u00e9", InboundParser.parse(raw).subject());
    }

    @Test
    void lineBreaksInTheSubjectCannotInjectHeaders() {
        byte[] raw = WRITER.toBytes(mail("Board 101\r\nBcc: evil@example.org\nX-Evil: 1\r", "x"), ID);
        List<String> lines = headerLines(raw);
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("Bcc") || l.startsWith("X-Evil")), lines.toString());
        assertTrue(lines.contains("Subject: Board 101  Bcc: evil@example.org X-Evil: 1"), lines.toString());
        assertEquals(11, lines.size());
    }

    @Test
    void controlCharactersInTheSubjectBecomeBlanks() {
        assertEquals("a b c d", MailWriter.oneLine("a\u0000b\tc\u0085d"));
    }

    @Test
    void recipientWithLineBreakIsRefused() {
        OutboundMail evil = new OutboundMail(List.of("alice@example.org\r\nBcc: evil@example.org"), "s", "x",
                null, List.of());
        assertThrows(IllegalArgumentException.class, () -> WRITER.toBytes(evil, ID));
    }

    @Test
    void recipientsAreRequiredAndMustBeAddresses() {
        assertThrows(IllegalArgumentException.class,
                () -> WRITER.toBytes(new OutboundMail(List.of(), "s", "x", null, List.of()), ID));
        assertThrows(IllegalArgumentException.class,
                () -> WRITER.toBytes(new OutboundMail(List.of("alice"), "s", "x", null, List.of()), ID));
        assertThrows(IllegalArgumentException.class,
                () -> WRITER.toBytes(new OutboundMail(List.of("a@b.org, evil@x.org"), "s", "x", null, List.of()), ID));
    }

    @Test
    void threadingIdsWithLineBreaksAreLeftOut() {
        OutboundMail evil = new OutboundMail(List.of("alice@example.org"), "s", "x",
                "<a@b>\r\nBcc: evil@example.org", List.of("<ok@b>", "<x@y>\nBcc: evil@example.org", "no-brackets"));
        List<String> lines = headerLines(WRITER.toBytes(evil, ID));
        assertFalse(lines.stream().anyMatch(l -> l.startsWith("Bcc") || l.startsWith("In-Reply-To")), lines.toString());
        assertTrue(lines.contains("References: <ok@b>"), lines.toString());
    }

    @Test
    void badMessageIdIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> WRITER.toBytes(mail("s", "x"), "<a@b>\r\nBcc: e@x"));
        assertThrows(IllegalArgumentException.class, () -> WRITER.toBytes(mail("s", "x"), "no-brackets@x"));
        assertThrows(IllegalArgumentException.class, () -> WRITER.toBytes(mail("s", "x"), null));
    }

    @Test
    void longReferencesAreFoldedAndCapped() {
        List<String> refs = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            refs.add("<reference-number-" + i + "@players.example.org>");
        }
        byte[] raw = WRITER.toBytes(new OutboundMail(List.of("a@example.org"), "s", "x", refs.get(39), refs), ID);
        String text = new String(raw, StandardCharsets.US_ASCII);
        assertTrue(text.lines().allMatch(l -> l.length() <= 998));
        List<String> back = InboundParser.parse(raw).references();
        assertEquals(20, back.size(), back.toString()); // 19 kept + own Message-ID, capped to 20 again
        assertEquals(refs.get(0), back.get(0));
        assertEquals(ID, back.get(back.size() - 1));
        assertEquals(refs.get(39), back.get(back.size() - 2));
    }

    @Test
    void newMessageIdUsesTheServerDomain() {
        assertEquals("<out.42@localhost>", WRITER.newMessageId("out.42"));
        assertEquals("<a-b-c@example.org>", new MailWriter("pbm@Example.ORG", CLOCK).newMessageId("a b\r\nc"));
        assertThrows(IllegalArgumentException.class, () -> WRITER.newMessageId(""));
    }

    @Test
    void unusableServerAddressIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new MailWriter("pbm", CLOCK));
        assertThrows(IllegalArgumentException.class, () -> new MailWriter("pbm@localhost\r\nX: y", CLOCK));
    }

    @Test
    void emptyBody() {
        byte[] raw = WRITER.toBytes(new OutboundMail(List.of("a@example.org"), null, null, null, null), ID);
        InboundMessage back = InboundParser.parse(raw);
        assertEquals("", back.text());
        assertEquals("", back.subject());
        assertNull(back.problem());
    }

    @Test
    void aBoardMailCarriesItsReplyAddress() throws Exception {
        byte[] raw = WRITER.toBytes(new OutboundMail(List.of("alice@example.org"), "Draughts Board 101 alice", "x\n",
                null, List.of(), "pbm+b101.abcdefghijkl@localhost"), ID);
        String text = new String(raw, java.nio.charset.StandardCharsets.US_ASCII);
        assertTrue(text.contains("\r\nReply-To: pbm+b101.abcdefghijkl@localhost\r\n"), text);
        assertFalse(new String(WRITER.toBytes(mail("s", "x\n"), ID), java.nio.charset.StandardCharsets.US_ASCII)
                .contains("\r\nReply-To"));
    }
}
