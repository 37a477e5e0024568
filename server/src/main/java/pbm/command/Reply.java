package pbm.command;

import java.util.List;
import pbm.mail.HtmlPart;

/**
 * One mail the server sends: to whom, the subject, the plain-text body; for a board mail to
 * one of its players, that player and board ({@code player} null, {@code board} 0 otherwise),
 * and the Reply-To address made from them (null when there is none); the HTML part with the
 * board as a picture, or null. A mail about a board to each of its players that is not the
 * board mail (a chat, a deleted board's notice, a result to a watcher) has the board and no
 * player. Every mail with no board is an answer, merged with the mail's other answers to its
 * sender into one ({@link Answers}).
 */
public record Reply(List<String> to, String subject, String body, String player, int board, String replyTo,
        HtmlPart html) {
    public Reply {
        to = List.copyOf(to);
    }

    /** A mail that is not a player's board mail. */
    public Reply(List<String> to, String subject, String body) {
        this(to, subject, body, null, 0, null, null);
    }

    /** A text-only mail. */
    public Reply(List<String> to, String subject, String body, String player, int board, String replyTo) {
        this(to, subject, body, player, board, replyTo, null);
    }

    /** This reply with {@code address} as its Reply-To. */
    public Reply withReplyTo(String address) {
        return new Reply(to, subject, body, player, board, address, html);
    }
}
