package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Optional;
import pbm.mail.ReplyTokens;
import pbm.store.Games;
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
        Optional<String> hash = new Users(connection).replyTokenHash(player);
        if (hash.isEmpty() || !new Games(connection).isActive(board)) {
            return null;
        }
        return tokens.address(board, player, hash.get());
    }
}
