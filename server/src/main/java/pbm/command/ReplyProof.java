package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.mail.AuthenticationResults;
import pbm.mail.ReplyTokens;
import pbm.store.GameRow;
import pbm.store.User;
import pbm.store.Users;

/**
 * Whether a mail sent to a board's reply address proves the player it stands for, who may then
 * play on that board without a password (issues 17 and 30). It must name one sender
 * ({@link pbm.mail.Origin#single}), vouched for by the receiving mail server when one is named
 * ({@code mail.authserv-id}), that sender must be a registered address of a player of the
 * board, the address must have been made at the board's present move, and its token must be that
 * player's for the board, that move and the game's present revision.
 */
final class ReplyProof {
    private ReplyProof() {
    }

    /**
     * What the check found: the player proven, or the refusal to answer the sender with (none:
     * answer nobody), and a line for the log either way.
     */
    record Outcome(String userid, String refusal, String log) {
        boolean proven() {
            return userid != null;
        }

        static Outcome proven(String userid, int board) {
            return new Outcome(userid, null, "reply to board " + board + " by " + userid);
        }

        static Outcome refused(String refusal, String log) {
            return new Outcome(null, refusal, log);
        }
    }

    /**
     * Checks {@code tagged} (read from a recipient) against {@code row}, the board it names (null:
     * none); a refusal names {@code classic}, the whole command with the password, as the way
     * that always works.
     */
    static Outcome check(Context context, ReplyTokens tokens, ReplyTokens.Tagged tagged, GameRow row,
            String classic, String authservId) throws SQLException {
        int board = tagged.board();
        String otherwise = " Nothing was played. You can always send " + classic + ".";
        String prefix = "reply to board " + board + ": ";
        Optional<String> author = context.origin().single(context.addressMatch());
        if (author.isEmpty()) {
            // several From addresses, or a Sender unlike the From: the mail is from nobody we can
            // name, and answering its first From would let anyone make the server write to a
            // player (or to anyone) by naming them there. Dropped, answered to nobody.
            return Outcome.refused(null, prefix + "dropped, not one sender (From " + context.origin().from().size()
                    + ", Sender " + context.origin().sender().size() + ")");
        }
        if (authservId != null && !AuthenticationResults.vouchFor(context.origin().authenticationResults(),
                authservId, author.get())) {
            return Outcome.refused("This reply could not be verified: the mail server that received it ("
                    + authservId + ") did not confirm, by DMARC or by a DKIM signature of your domain, that it comes"
                    + " from " + author.get() + ". Nothing was played. Send " + classic + " instead.",
                    prefix + "refused, not verified by " + authservId);
        }
        List<String> players = playersAtSender(context, row);
        if (players.isEmpty()) {
            return Outcome.refused("This reply address was not made for a player of board " + board + " writing from "
                    + context.sender() + ": a reply to play must come from one of your registered addresses."
                    + otherwise,
                    prefix + "refused, not from a player of the board");
        }
        if (!row.active()) {
            return Outcome.refused("Board " + board + " has ended, so its reply address plays nothing more. Nothing"
                    + " was played.", prefix + "refused, the board has ended");
        }
        if (tagged.old()) {
            return Outcome.refused("This reply address is of an earlier kind, which no longer plays: reply addresses"
                    + " now change with every move. Reply to the newest board mail of board " + board + " instead."
                    + otherwise,
                    prefix + "refused, an address of the earlier kind");
        }
        if (tagged.moves() != row.ply()) {
            return Outcome.refused("Board " + board + " has moved on since that mail: its reply address was made when "
                    + tagged.moves() + " moves had been played, and " + row.ply() + " have been played now. A reply"
                    + " address plays only until the board's next move. Reply to the newest board mail of board "
                    + board + " instead." + otherwise, prefix + "refused, made at move " + tagged.moves() + ", now "
                    + row.ply());
        }
        Users users = context.users();
        for (String candidate : players) {
            Optional<User> user = users.find(candidate);
            if (user.isPresent() && !user.get().disabled() && tokens.matches(tagged.token(), board, row.ply(),
                    row.revision(), candidate, user.get().passwordHash())) {
                return Outcome.proven(candidate, board);
            }
        }
        return Outcome.refused("This reply address is not valid for you on board " + board + ": it was made for"
                + " another board or player, or before your password changed. Reply to your latest board mail"
                + " instead." + otherwise, prefix + "refused, not the token of a player at the sender's address");
    }

    /** The players of {@code row} whose addresses include the mail's one sender. */
    private static List<String> playersAtSender(Context context, GameRow row) throws SQLException {
        List<String> players = new ArrayList<>();
        if (row != null) {
            for (String candidate : context.useridsAtSender()) {
                if (row.seatOf(candidate) >= 0) {
                    players.add(candidate);
                }
            }
        }
        return players;
    }
}
