package pbm.play;

import java.util.List;
import pbm.mail.HtmlPart;

/**
 * One mail the game service wants sent: to whom, the subject, the plain-text body; for the
 * board mail of one of the board's players, that player and the board ({@code player} null and
 * {@code board} 0 for any other mail), so the mail can carry the player's reply address; a
 * mail about a board to someone who is not its player (a watcher's result) has the board and no
 * player; and the HTML part with the board as a picture, or null for a text-only mail.
 */
public record Letter(List<String> to, String subject, String body, String player, int board, HtmlPart html) {
    public Letter {
        to = List.copyOf(to);
    }

    /** A letter that is not a player's board mail. */
    public Letter(List<String> to, String subject, String body) {
        this(to, subject, body, null, 0, null);
    }

    /** A player's text-only board mail; with {@code player} null, a text-only mail about the board. */
    public Letter(List<String> to, String subject, String body, String player, int board) {
        this(to, subject, body, player, board, null);
    }
}
