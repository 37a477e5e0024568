package pbm.mail;

import java.util.List;

/**
 * One mail the server sends, the same record from the command or the game service that makes
 * it, through the outbox, to the transport; plain text from the server's address, with the
 * board as a picture in an HTML part when the player asked for it.
 *
 * @param to         the recipients' addresses (at least one)
 * @param subject    the subject; line breaks and control characters become blanks when written
 * @param body       the text; any line ends, written as CRLF
 * @param inReplyTo  the Message-ID answered, with angle brackets, or null
 * @param references the References of the thread (oldest first), possibly empty
 * @param replyTo    the Reply-To address (a board mail's reply address), or null
 * @param html       the HTML part with the board picture, or null for text only
 * @param player     for the board mail of one of a board's players, that player (so it can carry
 *                   their reply address), else null
 * @param board      the board the mail is about (its board mail, a chat, a result to a watcher), or
 *                   0: a mail about no board answers its sender and is merged with the other answers
 *                   to the same mail. The outbox keeps neither {@code player} nor {@code board}:
 *                   they serve until the mail is queued.
 */
public record OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references,
        String replyTo, HtmlPart html, String player, int board) {

    public OutboundMail {
        to = List.copyOf(to);
        subject = subject == null ? "" : subject;
        body = body == null ? "" : body;
        references = references == null ? List.of() : List.copyOf(references);
    }

    /** A mail about no board, outside any thread. */
    public OutboundMail(List<String> to, String subject, String body) {
        this(to, subject, body, null, List.of(), null, null, null, 0);
    }

    /** A mail in a thread, without Reply-To. */
    public OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references) {
        this(to, subject, body, inReplyTo, references, null, null, null, 0);
    }

    /** A text-only mail in a thread. */
    public OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references,
            String replyTo) {
        this(to, subject, body, inReplyTo, references, replyTo, null, null, 0);
    }

    /** A mail in a thread, with its Reply-To and HTML part (each may be null). */
    public OutboundMail(List<String> to, String subject, String body, String inReplyTo, List<String> references,
            String replyTo, HtmlPart html) {
        this(to, subject, body, inReplyTo, references, replyTo, html, null, 0);
    }

    /**
     * A mail about {@code board}: {@code player}'s board mail (with the picture {@code html}, or
     * null), or with {@code player} null any other mail about it.
     */
    public static OutboundMail aboutBoard(List<String> to, String subject, String body, String player, int board,
            HtmlPart html) {
        return new OutboundMail(to, subject, body, null, List.of(), null, html, player, board);
    }

    /** This mail with {@code address} as its Reply-To. */
    public OutboundMail withReplyTo(String address) {
        return new OutboundMail(to, subject, body, inReplyTo, references, address, html, player, board);
    }

    /** This mail with {@code text} as its body. */
    public OutboundMail withBody(String text) {
        return new OutboundMail(to, subject, text, inReplyTo, references, replyTo, html, player, board);
    }

    /** This mail to {@code recipients} alone. */
    public OutboundMail withRecipients(List<String> recipients) {
        return new OutboundMail(recipients, subject, body, inReplyTo, references, replyTo, html, player, board);
    }

    /** This mail as an answer in the thread of {@code messageId} ({@code references} its References). */
    public OutboundMail inThread(String messageId, List<String> threadReferences) {
        return new OutboundMail(to, subject, body, messageId, threadReferences, replyTo, html, player, board);
    }
}
