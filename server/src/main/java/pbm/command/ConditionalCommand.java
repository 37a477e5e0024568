package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import pbm.mail.OutboundMail;
import pbm.play.ConditionalMoves;
import pbm.play.LoadedGame;

/**
 * {@code game conditional board userid password [cancel | line]}: a player's conditional moves
 * on a board. With lines (after the password, between semicolons, and one a line in the body)
 * they replace the player's lines there; with none, the lines are listed; with {@code cancel},
 * dropped. Every answer goes to the player's own addresses alone: the lines are private.
 */
final class ConditionalCommand extends BoardHandler {
    @Override
    public String usage() {
        return "GAME conditional board userid password [cancel|line]";
    }

    @Override
    Result run(BoardCommand command, Context context) throws SQLException {
        Board board = playersBoard(command, context);
        if (!board.ok()) {
            return board.refusal();
        }
        LoadedGame game = board.game();
        String userid = command.userid();
        ConditionalMoves conditional = new ConditionalMoves(context.connection());
        List<String> rest = command.rest();
        if (!rest.isEmpty() && rest.get(0).equalsIgnoreCase("cancel")) {
            if (rest.size() > 1) {
                return refusal(game, userid, "\"cancel\" drops all your conditional moves on board " + game.board()
                        + " and takes no other words; send it alone, then your new lines.", context);
            }
            boolean had = conditional.cancel(game.board(), userid);
            return reply(context, game, userid, had ? "Your conditional moves on board " + game.board()
                    + " were cancelled.\n" : "You had no conditional moves on board " + game.board() + ".\n");
        }
        List<List<String>> lines = new ArrayList<>(ConditionalMoves.read(String.join(" ", rest)));
        lines.addAll(ConditionalMoves.read(command.comment()));
        if (lines.isEmpty()) {
            return reply(context, game, userid, listing(game, conditional.of(game.board(), userid), List.of()));
        }
        return set(game, userid, lines, conditional, context);
    }

    /** Replaces the player's lines by those of {@code lines} that can be played; refused when none can. */
    private static Result set(LoadedGame game, String userid, List<List<String>> lines, ConditionalMoves conditional,
            Context context) throws SQLException {
        String whyNot = ConditionalMoves.whyNot(game, userid);
        if (whyNot != null) {
            return refusal(game, userid, whyNot, context);
        }
        if (lines.size() > ConditionalMoves.MOST_LINES) {
            return refusal(game, userid, "You gave " + lines.size() + " lines; at most "
                    + ConditionalMoves.MOST_LINES + " may wait on a board. Send the likeliest ones.", context);
        }
        String opponent = opponent(game, userid);
        ConditionalMoves.Checked checked = ConditionalMoves.check(game.play(), game.row().seatOf(userid), opponent,
                lines);
        if (checked.kept().isEmpty()) {
            return refusal(game, userid, "None of your conditional lines can be played, so nothing changed. "
                    + String.join(" ", checked.refused()), context);
        }
        conditional.set(game, userid, checked.kept());
        return reply(context, game, userid, listing(game, checked.kept(), checked.refused()));
    }

    private static String opponent(LoadedGame game, String userid) {
        return game.row().players().stream().filter(p -> !p.equals(userid)).findFirst().orElse(userid);
    }

    /** The player's lines, numbered, and the lines refused with why. */
    private static String listing(LoadedGame game, List<List<String>> lines, List<String> refused) {
        StringBuilder out = new StringBuilder();
        if (lines.isEmpty()) {
            out.append("You have no conditional moves on board ").append(game.board()).append(".\n");
        } else {
            out.append(Text.wrap("Your conditional moves on board " + game.board() + ", each line "
                    + game.playerToMove() + "'s move, your reply, and so on:")).append("\n\n");
            for (int i = 0; i < lines.size(); i++) {
                out.append(String.format("  %2d. %s%n", i + 1, String.join(" ", lines.get(i))));
            }
            out.append('\n').append(Text.wrap("When the next move on the board is the first of a line, your"
                    + " reply is played at once; when it is of none, all your lines on this board are dropped."
                    + " Only you see them.")).append('\n');
        }
        if (!refused.isEmpty()) {
            out.append("\nRefused, not kept:\n");
            for (String why : refused) {
                out.append(Text.wrap("- " + why).replace("\n", "\n  ")).append('\n');
            }
        }
        return out.toString();
    }

    /** The answer, to the player's own addresses alone. */
    private static Result reply(Context context, LoadedGame game, String userid, String body) throws SQLException {
        return Result.done(new OutboundMail(addresses(context, List.of(userid)), game.title() + " Board "
                + game.board() + " conditional moves of " + userid, body));
    }
}
