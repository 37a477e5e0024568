package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pbm.mail.HtmlPart;
import pbm.mail.OutboundMail;
import pbm.store.Preferences;
import pbm.store.Users;

/**
 * The board mail of one game to each of its players, each drawn in the player's own
 * preference, then (for a finished game) to those who asked for its result. The mail
 * commands, the deadline sweep and the admin's command line send boards through here,
 * and every ending ({@link GameService#end}), so a resign by mail and an adjudication from
 * the CLI mail the same notices.
 */
public final class BoardMails {
    private BoardMails() {
    }

    /** The mails, with the clocks as of {@code now} and the rating changes of a finished game. */
    public static List<OutboundMail> of(Connection connection, LoadedGame game, String subject, List<String> voteLines,
            String commenter, String comment, Instant now) throws SQLException {
        return of(connection, game, subject, voteLines, java.util.Map.of(), commenter, comment, now);
    }

    /**
     * As {@link #of(Connection, LoadedGame, String, List, String, String, Instant)}, each player's
     * mail also showing the lines {@code ownLines} holds for that player alone (their conditional
     * moves): no other player, nor anyone asking for the result, sees them.
     */
    public static List<OutboundMail> of(Connection connection, LoadedGame game, String subject, List<String> voteLines,
            java.util.Map<String, List<String>> ownLines, String commenter, String comment, Instant now)
            throws SQLException {
        GameFacts facts = new GameService(connection).facts(game, now);
        Preferences preferences = new Preferences(connection);
        List<OutboundMail> mails = new ArrayList<>();
        List<String> players = game.row().players();
        java.util.Map<String, Users.BoardReader> readers = new Users(connection).boardReaders(players);
        java.util.Map<String, Preferences.Choice> choices = readers.isEmpty() ? java.util.Map.of()
                : preferences.getAll(new ArrayList<>(readers.keySet()), game.row().gameWord());
        for (String player : players) {
            Users.BoardReader reader = readers.get(player);
            if (reader == null) {
                continue;
            }
            Preferences.Choice choice = choices.get(player);
            List<String> lines = voteLines;
            if (ownLines.containsKey(player)) {
                lines = new ArrayList<>(voteLines);
                lines.addAll(ownLines.get(player));
            }
            String body = BoardMail.body(game, player, choice, lines, commenter, comment, facts);
            HtmlPart html = reader.html()
                    ? BoardMail.html(game, player, choice, lines, commenter, comment, facts) : null;
            mails.add(OutboundMail.aboutBoard(reader.addresses(), subject, body, player, game.board(), html));
        }
        if (!game.row().active()) {
            List<String> watchers = new ArrayList<>(preferences.noticeTakers(game.row().gameWord(), game.board()));
            watchers.removeAll(game.row().players());
            String body = BoardMail.body(game, null, Preferences.Choice.DEFAULT, voteLines, commenter, comment, facts);
            for (List<String> to : addressesEach(connection, watchers)) {
                mails.add(OutboundMail.aboutBoard(to, subject, body, null, game.board(), null));
            }
        }
        return mails;
    }

    /**
     * The addresses of each of {@code userids} who still has an account, one list per
     * player: a mail to several players is one mail each, so no player ever sees another's
     * address.
     */
    public static List<List<String>> addressesEach(Connection connection, List<String> userids)
            throws SQLException {
        List<List<String>> out = new ArrayList<>();
        for (String userid : new LinkedHashSet<>(userids)) {
            List<String> to = addresses(connection, List.of(userid));
            if (!to.isEmpty()) {
                out.add(to);
            }
        }
        return out;
    }

    /** The addresses of {@code userids} who still have accounts, in order, without repeats. */
    public static List<String> addresses(Connection connection, List<String> userids) throws SQLException {
        Users users = new Users(connection);
        Set<String> out = new LinkedHashSet<>();
        for (String userid : userids) {
            out.addAll(users.accountAddresses(userid));
        }
        return new ArrayList<>(out);
    }
}
