package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import pbm.mail.ReplyTokens;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.User;
import pbm.store.Users;

/** The Reply-To address of a player's board mail (issue 17), for every path that mails boards. */
public final class ReplyAddresses {
    private ReplyAddresses() {
    }

    /**
     * {@code player}'s reply address for {@code board}, or null: when {@code tokens} is null,
     * the player turned reply addresses off, has no account, or the board is not running.
     */
    public static String of(Connection connection, ReplyTokens tokens, String player, int board)
            throws SQLException {
        if (tokens == null || player == null || board <= 0) {
            return null;
        }
        Users users = new Users(connection);
        if (!users.replyTokens(player) || !new Games(connection).find(board).map(GameRow::active).orElse(false)) {
            return null;
        }
        Optional<User> user = users.find(player);
        return user.map(u -> tokens.address(board, player, u.passwordHash())).orElse(null);
    }
}
