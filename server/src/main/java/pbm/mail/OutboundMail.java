package pbm.mail;

import java.util.List;

/**
 * One reply to send: plain text, from the server's address.
 *
 * @param to         the recipients' addresses (at least one)
 * @param subject    the subject; line breaks and control characters become blanks when written
 * @param body       the text; any line ends, written as CRLF
 * @param inReplyTo  the Message-ID answered, with angle brackets, or null
 * @param references the References of the thread (oldest first), possibly empty
 * @param replyTo    the Reply-To address (a board mail's reply address), or null
 * @param html       the HTML part with the board picture, or null for text only
 */
public record OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references,
        String replyTo, HtmlPart html) {

    /** A mail without Reply-To. */
    public OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references) {
        this(to, subject, body, inReplyTo, references, null, null);
    }

    /** A text-only mail. */
    public OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references,
            String replyTo) {
        this(to, subject, body, inReplyTo, references, replyTo, null);
    }

    public OutboundMail {
        to = List.copyOf(to);
        subject = subject == null ? "" : subject;
        body = body == null ? "" : body;
        references = references == null ? List.of() : List.copyOf(references);
    }
}
