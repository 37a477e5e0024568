package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import pbm.games.Catalog;
import pbm.mail.OutboundMail;
import pbm.play.BoardMail;
import pbm.play.GameCsa;
import pbm.play.GamePdn;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.store.GameRow;
import pbm.store.Preferences;

/** The commands that only read: {@code show}, {@code games}, {@code history}, {@code preview}, {@code pdn}. */
final class Queries {
    private static final Set<String> FILTERS = Set.of("all", "active", "inactive", "next");

    private Queries() {
    }

    /**
     * One line of the games table: board, move number, players in seat order, status, and in
     * brackets the board's options and time control ({@code (-reverse, -time 10/50)}).
     */
    static String tableLine(GameRow row) {
        int move = row.active() ? row.ply() + 1 : row.ply();
        String options = LoadedGame.options(row);
        if (row.timeControl() != null) {
            options = (options.isEmpty() ? "" : options + ", ") + "-time " + row.timeControl();
        }
        return String.format("%5d %5d  %s  %s", row.board(), move, String.join("  ", row.players()), status(row))
                + (options.isEmpty() ? "" : "  (" + options + ")");
    }

    static String tableHeader() {
        return "Board  Move  Players and status";
    }

    /** {@code alice's turn}, {@code alice to start}, {@code won by bob}, {@code drawn}. */
    static String status(GameRow row) {
        if (!row.active()) {
            return row.winner() == null ? "drawn" : "won by " + row.winner();
        }
        String toMove = row.players().get(row.ply() % row.players().size());
        return row.ply() == 0 ? toMove + " to start" : toMove + "'s turn";
    }

    static boolean keep(GameRow row, String filter, String userid) {
        switch (filter) {
            case "all":
                return true;
            case "inactive":
                return !row.active();
            case "next":
                return row.active() && userid != null
                        && row.players().get(row.ply() % row.players().size()).equals(userid);
            default:
                return row.active();
        }
    }

    static String table(List<GameRow> rows) {
        StringBuilder out = new StringBuilder(tableHeader()).append('\n');
        for (GameRow row : rows) {
            out.append(tableLine(row)).append('\n');
        }
        if (rows.isEmpty()) {
            out.append("(no boards)\n");
        }
        return out.toString();
    }

    /** {@code game games [userid] [all|active|inactive|next]} and {@code list game ...}. */
    static final class Games extends GameCommand {
        @Override
        public String usage() {
            return "GAME games [userid] [all|active|inactive|next]";
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            String userid = null;
            String filter = "active";
            for (String word : command.words().subList(2, command.size())) {
                if (FILTERS.contains(word.toLowerCase(Locale.ROOT))) {
                    filter = word.toLowerCase(Locale.ROOT);
                } else {
                    userid = word;
                }
            }
            return Result.done(gamesReply(context, gameWord(command), userid, filter));
        }
    }

    static OutboundMail gamesReply(Context context, String gameWord, String userid, String filter) throws SQLException {
        GameService service = new GameService(context.connection());
        List<GameRow> rows = new ArrayList<>();
        for (GameRow row : userid == null ? service.list(gameWord) : service.ofPlayer(userid)) {
            if (row.gameWord().equals(gameWord) && keep(row, filter, userid)) {
                rows.add(row);
            }
        }
        String title = Catalog.title(gameWord);
        return new OutboundMail(List.of(context.sender()), "List of " + title + " games", table(rows));
    }

    /** {@code game history}: finished games with their results. */
    static final class History extends GameCommand {
        @Override
        public String usage() {
            return "GAME history";
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            StringBuilder body = new StringBuilder(tableHeader()).append('\n');
            int count = 0;
            for (GameRow row : new GameService(context.connection()).list(gameWord(command))) {
                if (!row.active()) {
                    body.append(tableLine(row)).append(" (").append(row.reason()).append(")\n");
                    count++;
                }
            }
            if (count == 0) {
                body.append("(no finished games yet)\n");
            }
            return Result.done(new OutboundMail(List.of(context.sender()), "History of " + title(command) + " games",
                    body.toString()));
        }
    }

    /** {@code game show board[#N] ...} or {@code game show userid [all|active|inactive|next]}. */
    static final class Show extends GameCommand {
        @Override
        public String usage() {
            return "GAME show board[#N] ...";
        }

        /**
         * A player's own choice; someone else sees the board as the game's diagrams draw it,
         * with the move list as long as their own account chose for this game (one of the
         * sender's accounts, when there is one).
         */
        private static Preferences.Choice showChoice(Context context, String viewer, String gameWord)
                throws SQLException {
            if (viewer != null) {
                return choice(context, viewer, gameWord);
            }
            List<String> own = context.useridsAtSender();
            int rows = own.isEmpty() ? Preferences.Choice.DEFAULT_MOVE_ROWS
                    : choice(context, own.get(0), gameWord).moveRows();
            return Preferences.Choice.DEFAULT.withMoveRows(rows);
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            String first = command.word(2);
            if (!Character.isDigit(first.charAt(0))) {
                return playersGames(command, context, first);
            }
            List<OutboundMail> replies = new ArrayList<>();
            for (String word : command.words().subList(2, command.size())) {
                String[] parts = word.split("#", 2);
                Board board = board(command, parts[0], context);
                if (!board.ok()) {
                    return board.refusal();
                }
                LoadedGame game = board.game();
                String viewer = playerAtSender(context, game);
                if (parts.length == 1) {
                    replies.add(new OutboundMail(List.of(context.sender()), BoardMail.subject(game), BoardMail.body(game,
                            viewer, showChoice(context, viewer, game.row().gameWord()), List.of(), null, null,
                            facts(context, game))));
                    continue;
                }
                int after = moveNumber(parts[1]);
                if (after < 0 || after > game.moves().size()) {
                    return refusal(game, viewer, "Board " + game.board() + " has " + game.moves().size()
                            + " moves; ask for " + game.board() + "#0 to #" + game.moves().size() + ".", context);
                }
                replies.add(afterMove(game, viewer, after, context));
            }
            return new Result.Done(replies);
        }

        /** {@code show userid [filter]}: the boards table of a player. */
        private static Result playersGames(CommandText command, Context context, String userid) throws SQLException {
            String filter = command.size() > 3 ? command.word(3).toLowerCase(Locale.ROOT) : "active";
            if (!FILTERS.contains(filter)) {
                return Result.refused("\"" + command.word(3) + "\" is not one of all, active, inactive, next.");
            }
            if (context.users().find(userid).isEmpty()) {
                return Result.refused("Invalid userid entered: there is no player " + userid + ".");
            }
            OutboundMail reply = gamesReply(context, gameWord(command), userid, filter);
            return Result.done(new OutboundMail(reply.to(), title(command) + " games of " + userid, reply.body()));
        }

        /** The digits after {@code #}, or -1 when they are not a number. */
        private static int moveNumber(String text) {
            try {
                return Integer.parseInt(text);
            } catch (NumberFormatException e) {
                return -1;
            }
        }

        /** {@code show board#N}: the position after move N, with the game's start when it is not the usual one. */
        private static OutboundMail afterMove(LoadedGame game, String viewer, int after, Context context)
                throws SQLException {
            String fen = after == 0 ? game.row().initialFen() : game.moves().get(after - 1).fenAfter();
            Play position = game.game().start(fen);
            String start = game.game().startDescription(game.row().initialFen());
            String body = "Summary of " + game.boardName() + " after move #" + after + "\n\n"
                    + (start.isEmpty() ? "" : start + "\n\n")
                    + BoardMail.board(game.game(), position.grid(), BoardMail.viewerSeat(game, viewer),
                            choice(context, viewer, game.row().gameWord()));
            return new OutboundMail(List.of(context.sender()), game.title() + " Board " + game.board()
                    + " after move #" + after, body);
        }
    }

    /** {@code game preview board move}: the position the move would give; nothing is played. */
    static final class Preview extends GameCommand {
        @Override
        public String usage() {
            return "GAME preview board move";
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            Board board = board(command, command.word(2), context);
            if (!board.ok()) {
                return board.refusal();
            }
            LoadedGame game = board.game();
            String viewer = playerAtSender(context, game);
            if (!game.row().active()) {
                return refusal(game, viewer, "The game has ended: " + BoardMail.status(game), context);
            }
            String moveText = String.join("", command.words().subList(3, command.size()));
            MoveRead read = game.play().read(moveText);
            if (read instanceof MoveRead.Rejected rejected) {
                return refusal(game, viewer, rejected.reason(), context);
            }
            Play next = game.play().play(((MoveRead.Legal) read).ply());
            String notation = game.play().notation(((MoveRead.Legal) read).ply());
            String body = "Preview of " + notation + " by " + game.playerToMove() + " on " + game.title()
                    + " Board " + game.board() + ". Nothing was played.\n\n"
                    + BoardMail.board(game.game(), next.grid(), BoardMail.viewerSeat(game, viewer),
                            choice(context, viewer, game.row().gameWord()));
            return Result.done(new OutboundMail(List.of(context.sender()), game.title() + " Board " + game.board()
                    + " preview " + notation, body));
        }
    }

    /** {@code game pdn board}: the game as PDN 3.0. */
    static final class Pdn extends GameCommand {
        @Override
        public String usage() {
            return "GAME pdn board [csa]";
        }

        @Override
        public Result run(CommandText command, Context context) throws SQLException {
            Board board = board(command, command.word(2), context);
            if (!board.ok()) {
                return board.refusal();
            }
            if (command.size() > 3) {
                return csa(board.game(), command.word(3), context);
            }
            return Result.done(new OutboundMail(List.of(context.sender()), board.game().title() + " Board "
                    + board.game().board() + " PDN", GamePdn.of(board.game())));
        }

        /** {@code GAME pdn board csa}: the game as a CSA record, for shogi (the record shogi programs exchange). */
        private static Result csa(LoadedGame game, String format, Context context) throws SQLException {
            if (!format.equalsIgnoreCase("csa")) {
                return refusal(game, null, "\"" + format + "\" is no record format here: ask for " + game.row().gameWord()
                        + " pdn " + game.board() + ", or " + game.row().gameWord() + " pdn " + game.board()
                        + " csa for a game of shogi.", context);
            }
            Optional<String> csa = GameCsa.of(game);
            if (csa.isEmpty()) {
                return refusal(game, null, GameCsa.refusal(game), context);
            }
            return Result.done(new OutboundMail(List.of(context.sender()), game.title() + " Board " + game.board()
                    + " CSA", csa.get()));
        }
    }
}
