package pbm.play;

import java.util.List;

/**
 * One mail the game service wants sent: to whom, the subject, the plain-text body; for the
 * board mail of one of the board's players, that player and the board ({@code player} null and
 * {@code board} 0 for any other mail), so the mail can carry the player's reply address.
 */
public record Letter(List<String> to, String subject, String body, String player, int board) {
    public Letter {
        to = List.copyOf(to);
    }

    /** A letter that is not a player's board mail. */
    public Letter(List<String> to, String subject, String body) {
        this(to, subject, body, null, 0);
    }
}
