package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.games.Catalog;
import pbm.mail.OutboundMail;
import pbm.store.GameRow;
import pbm.store.Games;

/**
 * A board whose position the server cannot generate the moves of (a defined game over the
 * move or time budget, {@link pbm.rules.BudgetExceeded}): nobody can move there, so nobody may
 * lose on time either. It ends drawn and void (unrated), as an administrator's {@code --void}
 * adjudication does, and both players and the definition's author are told why, one mail each.
 */
public final class Unplayable {
    private Unplayable() {
    }

    /** The reason a board mail gives: "Game drawn by the server: it cannot ... (why), so ...". */
    static String reason(String why) {
        String detail = why.strip().replaceAll("[.\\s]+$", "");
        if (!detail.isEmpty()) {
            detail = Character.toLowerCase(detail.charAt(0)) + detail.substring(1);
        }
        return "the server: it cannot generate the moves of this position (" + detail + "), so the game is void"
                + " and unrated";
    }

    /**
     * Ends active {@code board} drawn and unrated, {@code why} being what the budget said; the
     * board mails to its players (and to those who asked for its result) and, when the author of
     * its definition is not a player, one mail to the author. Empty when the board is not active.
     */
    public static List<OutboundMail> end(Connection connection, int board, String why, Instant now) throws SQLException {
        Optional<GameRow> row = new Games(connection).find(board);
        if (row.isEmpty() || !row.get().active()) {
            return List.of();
        }
        LoadedGame game;
        try {
            game = new GameService(connection).load(board).orElseThrow();
        } catch (RuntimeException e) {
            return endUnloaded(connection, row.get(), why, now);
        }
        GameService.Ended ended = new GameService(connection).end(game, GameService.Finish.drawn(reason(why)).unrated(),
                null, null, now);
        List<OutboundMail> mails = new ArrayList<>(ended.mails());
        String author = game.definedBy();
        if (author != null && row.get().seatOf(author) < 0) {
            List<String> to = BoardMails.addresses(connection, List.of(author));
            if (!to.isEmpty()) {
                mails.add(new OutboundMail(to, ended.game().title() + " Board " + board + ": your definition",
                        authorNote(ended.game().version(), board, why)));
            }
        }
        return mails;
    }

    private static String authorNote(String version, int board, String why) {
        return Deadlines.wrap("Board " + board + " of your game (" + version + ") reached a position whose moves the"
                + " server cannot generate: " + why.strip() + " Nobody could move there, so the board was ended"
                + " drawn, void and unrated, and its players were told. A new version with fewer moves in a"
                + " position (a smaller board, fewer kinds of piece in hand) keeps new boards clear of it.") + "\n";
    }

    /** A board that does not even load: the row ended, a plain notice to each player and the author. */
    private static List<OutboundMail> endUnloaded(Connection connection, GameRow row, String why, Instant now)
            throws SQLException {
        new GameService(connection).endUnloadable(row, reason(why), now);
        String title = Catalog.title(row.gameWord()) + " Board " + row.board();
        String body = Deadlines.wrap(title + ": game drawn by " + reason(why) + ".") + "\n";
        List<OutboundMail> mails = new ArrayList<>();
        for (List<String> to : BoardMails.addressesEach(connection, row.players())) {
            mails.add(new OutboundMail(to, title + " drawn", body));
        }
        return mails;
    }
}
