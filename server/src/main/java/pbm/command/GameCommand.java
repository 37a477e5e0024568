package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.games.Catalog;
import pbm.play.BoardMail;
import pbm.play.BoardMails;
import pbm.play.GameFacts;
import pbm.mail.OutboundMail;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.store.Preferences;

/** What the game commands share: finding the board, checking the player, mailing boards. */
abstract class GameCommand implements Handler {
    /** Where {@code game VERB board userid password ...} has the password ({@link #playersBoard}). */
    static final int PLAYER_PASSWORD = 4;

    /** The game word the command starts with, lower case. */
    static String gameWord(CommandText command) {
        return command.word(0).toLowerCase(java.util.Locale.ROOT);
    }

    static String title(CommandText command) {
        return Catalog.title(command.word(0));
    }

    /** A loaded board, or the refusal that says why there is none. */
    record Board(LoadedGame game, Result.Refused refusal) {
        boolean ok() {
            return game != null;
        }
    }

    /** The board named by {@code word} ({@code 101}), which must be a game of the command's game word. */
    static Board board(CommandText command, String word, Context context) throws SQLException {
        return board(gameWord(command), word, context);
    }

    /** The board named by {@code word} ({@code 101}), which must be a game of {@code gameWord} (lower case). */
    static Board board(String gameWord, String word, Context context) throws SQLException {
        String title = Catalog.title(gameWord);
        String digits = word.startsWith("#") ? word.substring(1) : word;
        int number;
        try {
            number = Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return new Board(null, new Result.Refused(title + " error", "\"" + word
                    + "\" is not a board number. Give the number from the board's subject line, e.g. 101.", ""));
        }
        context.boardInUse(number);
        Optional<LoadedGame> game = new GameService(context.connection()).load(number);
        if (game.isEmpty()) {
            return new Board(null, new Result.Refused(title + " error", title + " board " + number
                    + " not found. Mail \"" + gameWord + " games\" for the list of boards.", ""));
        }
        if (!game.get().row().gameWord().equals(gameWord)) {
            return new Board(null, new Result.Refused(title + " error", "Board " + number + " is a "
                    + game.get().title() + " game. Write \"" + game.get().row().gameWord() + "\" at the start"
                    + " of the command.", ""));
        }
        return new Board(game.get(), null);
    }

    /**
     * The board and the player of a command on a player's board: the player's board, or the
     * refusal (no such board, wrong password, not playing it). A player proven by a reply
     * address ({@link Context#replyAuthorized}) needs no password.
     */
    static Board playersBoard(BoardCommand command, Context context) throws SQLException {
        Board board = board(command.gameWord(), command.board(), context);
        if (!board.ok()) {
            return board;
        }
        LoadedGame game = board.game();
        if (!context.replyAuthorized(game.board(), command.userid())) {
            Accounts.Checked checked = Accounts.check(context, command.userid(), command.password());
            if (!checked.ok()) {
                return new Board(null, checked.refusal());
            }
        }
        if (game.row().seatOf(command.userid()) < 0) {
            return new Board(null, refusal(game, null, "You are NOT playing this game: board " + game.board()
                    + " is " + String.join(" against ", game.row().players()) + ".", context));
        }
        return board;
    }

    /** An error about a board: {@code Draughts Board 101 Error}, with the board as the sender sees it. */
    static Result.Refused refusal(LoadedGame game, String viewer, String sentence, Context context)
            throws SQLException {
        return new Result.Refused(game.title() + " Board " + game.board() + " Error", sentence,
                BoardMail.board(game.game(), game.play().grid(), BoardMail.viewerSeat(game, viewer),
                        choice(context, viewer, game.row().gameWord())));
    }

    static Preferences.Choice choice(Context context, String userid, String gameWord) throws SQLException {
        return userid == null ? Preferences.Choice.DEFAULT
                : new Preferences(context.connection()).get(userid, gameWord);
    }

    /** The addresses of {@code userids} who still have accounts, in order, without repeats. */
    static List<String> addresses(Context context, List<String> userids) throws SQLException {
        return BoardMails.addresses(context.connection(), userids);
    }

    /**
     * One mail about {@code board} to each of {@code userids} who still has an account: nobody
     * sees another's address. Marked with the board (and no player, so it carries no reply
     * address): a mail about a board, never merged into the sender's one reply.
     */
    static List<OutboundMail> toEach(Context context, List<String> userids, int board, String subject, String body)
            throws SQLException {
        List<OutboundMail> replies = new ArrayList<>();
        for (List<String> to : BoardMails.addressesEach(context.connection(), userids)) {
            replies.add(OutboundMail.aboutBoard(to, subject, body, null, board, null));
        }
        return replies;
    }

    /** The player among {@code game}'s players who mailed from the sender's address, if any. */
    static String playerAtSender(Context context, LoadedGame game) throws SQLException {
        for (String userid : context.useridsAtSender()) {
            if (game.row().seatOf(userid) >= 0) {
                return userid;
            }
        }
        return null;
    }

    /** The board mail to every player, each in their own preference; then to those who asked for results. */
    static List<OutboundMail> boardMails(Context context, LoadedGame game, String subject, List<String> voteLines,
            String commenter, String comment) throws SQLException {
        return BoardMails.of(context.connection(), game, subject, voteLines, commenter, comment, context.now());
    }

    /** The facts (clocks, rating changes) a board mail of {@code game} shows now. */
    static GameFacts facts(Context context, LoadedGame game) throws SQLException {
        return new GameService(context.connection()).facts(game, context.now());
    }
}
