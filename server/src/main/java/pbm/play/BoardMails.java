package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pbm.store.Preferences;
import pbm.store.User;
import pbm.store.Users;

/**
 * The board mails a change of a game sends: to every player in their own display
 * preference, and, once the game has ended, to those who asked for its result. A
 * player's mailed command and the admin's command line both send them from here, so
 * a resign by mail and an adjudication from the CLI mail the same notices.
 */
public final class BoardMails {
    /** One mail to send: to whom, the subject, the plain-text body. */
    public record Mail(List<String> to, String subject, String body) {
        public Mail {
            to = List.copyOf(to);
        }
    }

    /** A game just ended, and the mails that say so. */
    public record Ended(LoadedGame game, List<Mail> mails) {
        public Ended {
            mails = List.copyOf(mails);
        }
    }

    private BoardMails() {
    }

    /**
     * Ends {@code game} through {@link GameService#finish} ({@code winner} null for a draw)
     * and makes the board mails with the result, {@code commenter}'s comment included.
     */
    public static Ended finish(Connection connection, LoadedGame game, String winner, String reason,
            String commenter, String comment, Instant now) throws SQLException {
        LoadedGame after = new GameService(connection).finish(game.board(), winner, reason, now);
        return new Ended(after, toPlayers(connection, after, BoardMail.subject(after), List.of(), commenter,
                comment));
    }

    /** The board mail to every player, each in their own preference; then to those who asked for results. */
    public static List<Mail> toPlayers(Connection connection, LoadedGame game, String subject, List<String> voteLines,
            String commenter, String comment) throws SQLException {
        Preferences preferences = new Preferences(connection);
        List<Mail> mails = new ArrayList<>();
        for (String player : game.row().players()) {
            List<String> to = addresses(connection, List.of(player));
            if (to.isEmpty()) {
                continue;
            }
            String body = BoardMail.body(game, player, preferences.get(player, game.row().gameWord()), voteLines,
                    commenter, comment);
            mails.add(new Mail(to, subject, body));
        }
        if (!game.row().active()) {
            List<String> watchers = new ArrayList<>(preferences.noticeTakers(game.row().gameWord(), game.board()));
            watchers.removeAll(game.row().players());
            List<String> to = addresses(connection, watchers);
            if (!to.isEmpty()) {
                mails.add(new Mail(to, subject, BoardMail.body(game, null, Preferences.Choice.DEFAULT, voteLines,
                        commenter, comment)));
            }
        }
        return mails;
    }

    /** The addresses of {@code userids} who still have accounts, in order, without repeats. */
    public static List<String> addresses(Connection connection, List<String> userids) throws SQLException {
        Users users = new Users(connection);
        Set<String> out = new LinkedHashSet<>();
        for (String userid : userids) {
            users.find(userid).map(User::addresses).ifPresent(out::addAll);
        }
        return new ArrayList<>(out);
    }
}
