package pbm.mail;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * Writes replies as RFC 5322 messages: plain text in UTF-8, marked as automatic replies
 * (RFC 3834 {@code Auto-Submitted: auto-replied}), threaded with In-Reply-To and References.
 *
 * <p>The body is never folded or re-wrapped, so ASCII boards arrive as drawn: it goes out as 7bit
 * when it is all ASCII with lines of at most 998 octets (RFC 5322 section 2.1.1), else as
 * quoted-printable (RFC 2045 section 6.7), whose soft line breaks the reader undoes exactly.
 *
 * <p>No header can be injected: the subject's line breaks and control characters become blanks,
 * addresses are accepted only in {@link Addresses#normalize normal form}, and message ids that
 * are not a plain {@code <...>} token are left out.
 */
public final class MailWriter {

    /** RFC 5322 section 2.1.1: at most 998 characters a line, without the CRLF. */
    private static final int MAX_LINE = 998;
    private static final int MAX_REFERENCES = 20;
    private static final Pattern MESSAGE_ID = Pattern.compile("<[\\x21-\\x3b\\x3d\\x3f-\\x7e]+>");
    /** An address Jakarta Mail writes as it is: a dot-atom local part at an ASCII host name. */
    private static final Pattern PLAIN_ADDRESS = Pattern.compile("[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9.-]+");
    private static final Pattern UNIQUE_PART_FORBIDDEN = Pattern.compile("[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+");
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss Z", Locale.ROOT).withZone(ZoneOffset.UTC);

    static {
        MailStreams.named();
    }

    private final InternetAddress from;
    /** The From line {@link #plainBytes} writes, made once; null when Jakarta Mail must write it. */
    private final String plainFrom;
    private final String domain;
    private final Clock clock;
    /** Made when a message is first built ({@link #toMime}): a plain reply is written without one. */
    private volatile Session session;

    /**
     * @param serverAddress the address replies come from, e.g. {@code pbm@localhost}
     * @param clock         gives the Date header
     * @throws IllegalArgumentException when the address is not usable
     */
    public MailWriter(String serverAddress, Clock clock) {
        String address = Addresses.normalize(serverAddress)
                .orElseThrow(() -> new IllegalArgumentException("not a usable server address: " + serverAddress));
        this.from = internetAddress(address);
        this.plainFrom = plainAddresses(List.of(address), "From: ");
        this.domain = Addresses.domainOf(address);
        this.clock = clock;
    }

    /** A message id {@code <uniquePart@server-domain>}; each run of characters an id cannot hold becomes "-". */
    public String newMessageId(String uniquePart) {
        String local = UNIQUE_PART_FORBIDDEN.matcher(uniquePart == null ? "" : uniquePart).replaceAll("-");
        if (local.isEmpty()) {
            throw new IllegalArgumentException("the unique part of a message id must not be empty");
        }
        return "<" + local + "@" + domain + ">";
    }

    /**
     * The reply as a MIME message with exactly these headers: Date, From, To, Message-ID,
     * In-Reply-To and References (when given), Subject, Auto-Submitted, MIME-Version,
     * Content-Type ({@code text/plain; charset=UTF-8}), Content-Transfer-Encoding.
     *
     * @throws IllegalArgumentException when there is no recipient, a recipient address is not
     *                                  usable, or {@code messageId} is not a plain {@code <...>} id
     */
    public MimeMessage toMime(OutboundMail mail, String messageId) {
        if (messageId == null || !MESSAGE_ID.matcher(messageId).matches()) {
            throw new IllegalArgumentException("not a message id: " + messageId);
        }
        try {
            if (session == null) {
                session = Session.getInstance(new Properties());
            }
            MimeMessage message = new FixedIdMessage(session, messageId);
            message.setHeader("Date", DATE.format(clock.instant()));
            message.setFrom(from);
            message.setRecipients(Message.RecipientType.TO, recipients(mail.to()));
            setThreading(message, mail);
            if (mail.replyTo() != null) {
                Addresses.normalize(mail.replyTo()).ifPresent(address -> {
                    try {
                        message.setReplyTo(new InternetAddress[] {internetAddress(address)});
                    } catch (MessagingException e) {
                        throw new IllegalStateException(e);
                    }
                });
            }
            message.setSubject(oneLine(mail.subject()), "UTF-8");
            message.setHeader("Auto-Submitted", "auto-replied");
            String body = crlf(mail.body());
            if (mail.html() == null) {
                message.setText(body, "UTF-8");
                message.setHeader("Content-Type", "text/plain; charset=UTF-8");
                message.setHeader("Content-Transfer-Encoding", transferEncoding(body));
            } else {
                message.setContent(alternative(body, mail.html()));
            }
            message.saveChanges();
            return message;
        } catch (MessagingException e) {
            throw new IllegalStateException("cannot build a mail in memory", e);
        }
    }

    /**
     * multipart/alternative: the text part exactly as a text-only mail has it, then a
     * multipart/related of the HTML page and the PNGs it shows by {@code cid:}.
     */
    private static jakarta.mail.internet.MimeMultipart alternative(String crlfText, HtmlPart html)
            throws MessagingException {
        jakarta.mail.internet.MimeBodyPart text = new jakarta.mail.internet.MimeBodyPart();
        text.setText(crlfText, "UTF-8");
        text.setHeader("Content-Type", "text/plain; charset=UTF-8");
        text.setHeader("Content-Transfer-Encoding", transferEncoding(crlfText));
        jakarta.mail.internet.MimeBodyPart page = new jakarta.mail.internet.MimeBodyPart();
        String crlfHtml = crlf(html.html());
        page.setText(crlfHtml, "UTF-8", "html");
        page.setHeader("Content-Type", "text/html; charset=UTF-8");
        page.setHeader("Content-Transfer-Encoding", transferEncoding(crlfHtml));
        jakarta.mail.internet.MimeMultipart related = new jakarta.mail.internet.MimeMultipart("related");
        related.addBodyPart(page);
        for (HtmlPart.Picture picture : html.pictures()) {
            related.addBodyPart(picture(picture));
        }
        jakarta.mail.internet.MimeBodyPart relatedPart = new jakarta.mail.internet.MimeBodyPart();
        relatedPart.setContent(related);
        jakarta.mail.internet.MimeMultipart alternative = new jakarta.mail.internet.MimeMultipart("alternative");
        alternative.addBodyPart(text);
        alternative.addBodyPart(relatedPart);
        return alternative;
    }

    /** An inline PNG the page names by its Content-ID. */
    private static jakarta.mail.internet.MimeBodyPart picture(HtmlPart.Picture picture) throws MessagingException {
        jakarta.mail.internet.MimeBodyPart part = new jakarta.mail.internet.MimeBodyPart();
        part.setDataHandler(new jakarta.activation.DataHandler(
                new jakarta.mail.util.ByteArrayDataSource(picture.png(), "image/png")));
        part.setHeader("Content-Type", "image/png");
        part.setHeader("Content-Transfer-Encoding", "base64");
        part.setContentID("<" + picture.contentId() + ">");
        part.setDisposition(jakarta.mail.Part.INLINE);
        return part;
    }

    /** The reply as the bytes to send or store: headers and body with CRLF line ends. */
    public byte[] toBytes(OutboundMail mail, String messageId) {
        byte[] direct = plainBytes(mail, messageId);
        if (direct != null) {
            return direct;
        }
        MimeMessage message = toMime(mail, messageId);
        Buffer bytes = new Buffer(2048 + 2 * mail.body().length()
                + (mail.html() == null ? 0 : 2 * mail.html().html().length() + 64 * 1024));
        try {
            message.writeTo(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (MessagingException e) {
            throw new IllegalStateException("cannot write a mail in memory", e);
        }
        return bytes.toByteArray();
    }

    private static InternetAddress[] recipients(List<String> to) {
        if (to.isEmpty()) {
            throw new IllegalArgumentException("a mail needs at least one recipient");
        }
        List<InternetAddress> addresses = new ArrayList<>();
        for (String address : to) {
            String normal = Addresses.normalize(address)
                    .orElseThrow(() -> new IllegalArgumentException("not a usable address: " + address));
            addresses.add(internetAddress(normal));
        }
        return addresses.toArray(InternetAddress[]::new);
    }

    private static InternetAddress internetAddress(String normalAddress) {
        try {
            return new InternetAddress(normalAddress, true);
        } catch (AddressException e) {
            throw new IllegalArgumentException("not a usable address: " + normalAddress, e);
        }
    }

    /** RFC 5322 section 3.6.4; ids that are not a plain {@code <...>} token are dropped. */
    private static void setThreading(MimeMessage message, OutboundMail mail) throws MessagingException {
        if (inReplyTo(mail) != null) {
            message.setHeader("In-Reply-To", mail.inReplyTo());
        }
        String references = references(mail);
        if (references != null) {
            message.setHeader("References", references);
        }
    }

    private static String inReplyTo(OutboundMail mail) {
        return mail.inReplyTo() != null && MESSAGE_ID.matcher(mail.inReplyTo()).matches() ? mail.inReplyTo() : null;
    }

    /**
     * The References header's value, folded: the plain ids without repeats, at most {@value #MAX_REFERENCES}
     * (the first and the newest); null when none is left.
     */
    private static String references(OutboundMail mail) {
        List<String> ids = mail.references().stream()
                .filter(id -> id != null && MESSAGE_ID.matcher(id).matches())
                .distinct()
                .toList();
        if (ids.size() > MAX_REFERENCES) {
            List<String> kept = new ArrayList<>(ids.subList(ids.size() - (MAX_REFERENCES - 1), ids.size()));
            kept.add(0, ids.get(0));
            ids = kept;
        }
        return ids.isEmpty() ? null : MimeUtility.fold("References: ".length(), String.join(" ", ids));
    }

    /**
     * A text-only reply written out here, byte for byte what {@link #toMime} and Jakarta Mail's
     * {@code writeTo} make of it ({@code MailWriterPlainBytesTest} compares the two over many
     * mails), without building the MIME message: in a new JVM that building is most of writing a
     * reply. Only
     * where nothing needs Jakarta Mail's encoders or address folding: plain ASCII addresses, a
     * printable ASCII subject, a 7bit body, every address header within one line. Null otherwise,
     * and {@link #toBytes} builds the message.
     */
    byte[] plainBytes(OutboundMail mail, String messageId) {
        if (mail.html() != null || messageId == null || !MESSAGE_ID.matcher(messageId).matches()) {
            return null;
        }
        String body = crlf(mail.body());
        String subject = oneLine(mail.subject()).stripTrailing();
        String to = plainAddresses(mail.to(), "To: ");
        String replyTo = mail.replyTo() == null ? "" : plainAddresses(List.of(mail.replyTo()), "Reply-To: ");
        if (to == null || replyTo == null || plainFrom == null || subject.isEmpty() || !printableAscii(subject)
                || !transferEncoding(body).equals("7bit")) {
            return null;
        }
        StringBuilder out = new StringBuilder(512 + body.length());
        out.append("Date: ").append(DATE.format(clock.instant())).append("\r\n");
        out.append(plainFrom).append(replyTo).append(to);
        out.append("Message-ID: ").append(messageId).append("\r\n");
        String inReplyTo = inReplyTo(mail);
        if (inReplyTo != null) {
            out.append("In-Reply-To: ").append(inReplyTo).append("\r\n");
        }
        String references = references(mail);
        if (references != null) {
            out.append("References: ").append(references).append("\r\n");
        }
        out.append("Subject: ").append(MimeUtility.fold("Subject: ".length(), subject)).append("\r\n");
        out.append("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=UTF-8\r\n"
                + "Content-Transfer-Encoding: 7bit\r\nAuto-Submitted: auto-replied\r\n\r\n");
        out.append(body);
        return out.toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    /**
     * The header line {@code name} with plain ASCII addresses that need no quoting, CRLF-ended;
     * null for none, or where Jakarta Mail must write them (quoting, folding).
     */
    private static String plainAddresses(List<String> addresses, String name) {
        if (addresses.isEmpty()) {
            return null;
        }
        StringBuilder line = new StringBuilder(name);
        for (String address : addresses) {
            String normal = Addresses.normalize(address).orElse(null);
            if (normal == null || !PLAIN_ADDRESS.matcher(normal).matches()) {
                return null;
            }
            line.append(line.length() == name.length() ? "" : ", ").append(normal);
        }
        // Jakarta Mail folds an address list that would pass column 76
        return line.length() > 76 ? null : line.append("\r\n").toString();
    }

    private static boolean printableAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c >= 0x7f) {
                return false;
            }
        }
        return true;
    }

    /** Line breaks, tabs and other control characters become blanks. */
    static String oneLine(String text) {
        StringBuilder s = new StringBuilder(text.length());
        text.codePoints().forEach(c -> s.appendCodePoint(
                Character.isISOControl(c) || c == '\u2028' || c == '\u2029' ? ' ' : c));
        return s.toString();
    }

    private static String crlf(String body) {
        return body.replace("\r\n", "\n").replace('\r', '\n').replace("\n", "\r\n");
    }

    /** 7bit for short-lined printable ASCII (tab allowed), else quoted-printable. */
    static String transferEncoding(String crlfBody) {
        int lineLength = 0;
        for (int i = 0; i < crlfBody.length(); i++) {
            char c = crlfBody.charAt(i);
            if (c == '\r' && i + 1 < crlfBody.length() && crlfBody.charAt(i + 1) == '\n') {
                lineLength = 0;
                i++;
                continue;
            }
            boolean printable = (c >= 0x20 && c < 0x7f) || c == '\t';
            if (!printable || ++lineLength > MAX_LINE) {
                return "quoted-printable";
            }
        }
        return "7bit";
    }

    /**
     * The bytes of a mail being written: Jakarta Mail's line stream hands the body over one
     * byte at a time, which a {@link ByteArrayOutputStream} takes under a lock and a capacity
     * check each (a fifth of writing a reply); this buffer is sized for the mail at once.
     */
    private static final class Buffer extends java.io.OutputStream {
        private byte[] bytes;
        private int size;

        Buffer(int capacity) {
            bytes = new byte[Math.max(capacity, 256)];
        }

        @Override
        public void write(int b) {
            if (size == bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, 2 * bytes.length);
            }
            bytes[size++] = (byte) b;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            java.util.Objects.checkFromIndexSize(off, len, b.length);
            if (size + len > bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, Math.max(2 * bytes.length, size + len));
            }
            System.arraycopy(b, off, bytes, size, len);
            size += len;
        }

        byte[] toByteArray() {
            return java.util.Arrays.copyOf(bytes, size);
        }
    }

    /** A MimeMessage that keeps the Message-ID it was given instead of inventing one. */
    private static final class FixedIdMessage extends MimeMessage {
        private final String messageId;

        FixedIdMessage(Session session, String messageId) {
            super(session);
            this.messageId = messageId;
        }

        @Override
        protected void updateMessageID() throws MessagingException {
            setHeader("Message-ID", messageId);
        }
    }

}
