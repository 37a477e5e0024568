package pbm.admin;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.mail.OutboundMail;
import pbm.store.GameRow;
import pbm.store.Users;

/**
 * The end of an account, by the player's {@code signoff} or the administrator's
 * {@code pbm user remove}: both go through here, so both end the player's games the same
 * way. Every active game of the player is lost by them (rated as any other end of a game
 * is, see {@link GameService#end}), its players and whoever asked for its result get
 * the board mail, and the userid is retired: nobody can ever sign up as it again, so
 * nobody can take over the player's boards, history or ratings.
 */
public final class AccountClosing {
    /** The reason kept with a userid the player gave up. */
    public static final String SIGNED_OFF = "signed off";
    /** The reason kept with a userid the administrator removed. */
    public static final String REMOVED = "removed by the administrator";

    private AccountClosing() {
    }

    /**
     * Closes {@code userid}'s account in the caller's transaction and returns the board
     * mails to send. {@code gameReason} is what the boards say, e.g. "bob signed off";
     * {@code tellLeaver} whether the leaving player gets the board mails too.
     */
    public static List<OutboundMail> close(Connection connection, String userid, String gameReason, String retireReason,
            boolean tellLeaver, Instant now) throws SQLException {
        Users users = new Users(connection);
        if (!tellLeaver) {
            users.retire(userid, retireReason, now);
        }
        List<OutboundMail> mails = new ArrayList<>();
        GameService games = new GameService(connection);
        for (GameRow row : games.ofPlayer(userid)) {
            if (!row.active()) {
                continue;
            }
            String winner = row.players().stream().filter(p -> !p.equals(userid)).findFirst().orElseThrow();
            LoadedGame game = games.load(row.board()).orElseThrow();
            mails.addAll(games.end(game, GameService.Finish.won(winner, gameReason), null, null, now).mails());
        }
        if (tellLeaver) {
            users.retire(userid, retireReason, now);
        }
        return mails;
    }
}
