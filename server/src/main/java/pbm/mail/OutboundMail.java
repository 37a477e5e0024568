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
 */
public record OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references) {

    public OutboundMail {
        to = List.copyOf(to);
        subject = subject == null ? "" : subject;
        body = body == null ? "" : body;
        references = references == null ? List.of() : List.copyOf(references);
    }
}
