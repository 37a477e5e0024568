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
        return of(connection, tokens, player, board, new java.util.HashMap<>());
    }

    /**
     * As {@link #of(Connection, ReplyTokens, String, int)} for one of several board mails of one
     * mail: whether a board is running is read once for all of them and kept in {@code running}.
     */
    public static String of(Connection connection, ReplyTokens tokens, String player, int board,
            java.util.Map<Integer, Boolean> running) throws SQLException {
        if (tokens == null || player == null || board <= 0) {
            return null;
        }
        Optional<String> hash = new Users(connection).replyTokenHash(player);
        if (hash.isEmpty()) {
            return null;
        }
        Boolean active = running.get(board);
        if (active == null) {
            active = new Games(connection).isActive(board);
            running.put(board, active);
        }
        return active ? tokens.address(board, player, hash.get()) : null;
    }
}
