package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
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
        return new ForMail(connection, tokens).of(player, board);
    }

    /**
     * The reply addresses of the board mails of one mail, made for the board as it is once the
     * mail's commands ran: whether a board runs, its moves and revision, and each player's token
     * key are read once for all of them ({@link #players} reads the keys of
     * several players in one query), where a move's two board mails read each twice.
     */
    public static final class ForMail {
        private final Connection connection;
        private final ReplyTokens tokens;
        private final java.util.Map<Integer, Optional<Games.Progress>> progress = new java.util.HashMap<>();
        private final java.util.Map<String, Optional<String>> hashes = new java.util.HashMap<>();

        public ForMail(Connection connection, ReplyTokens tokens) {
            this.connection = connection;
            this.tokens = tokens;
        }

        /** Reads the token keys of these players (those not read yet) in one query. */
        public ForMail players(java.util.Collection<String> players) throws SQLException {
            List<String> unread = players.stream().filter(p -> p != null && !hashes.containsKey(p)).distinct().toList();
            java.util.Map<String, String> found = new Users(connection).replyTokenHashes(unread);
            for (String player : unread) {
                hashes.put(player, Optional.ofNullable(found.get(player)));
            }
            return this;
        }

        /** {@code player}'s reply address for {@code board}, or null (see {@link ReplyAddresses#of}). */
        public String of(String player, int board) throws SQLException {
            if (tokens == null || player == null || board <= 0) {
                return null;
            }
            players(List.of(player));
            Optional<String> hash = hashes.get(player);
            if (hash.isEmpty()) {
                return null;
            }
            Optional<Games.Progress> now = progress.get(board);
            if (now == null) {
                now = new Games(connection).progress(board);
                progress.put(board, now);
            }
            return now.isPresent() && now.get().active()
                    ? tokens.address(board, now.get().ply(), now.get().revision(), player, hash.get()) : null;
        }
    }
}
