package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import pbm.mail.OutboundMail;
import pbm.play.LoadedGame;
import pbm.store.Preferences;
import pbm.store.WebPrivacy;
import pbm.store.User;

/** The commands that change what a player chose: {@code set}, {@code notify}, {@code accept}/{@code reject}, and {@code chat}. */
final class Settings {
    private Settings() {
    }

    /** {@code choice} with one display option applied. */
    static Preferences.Choice apply(Preferences.Choice choice, String option) {
        switch (option) {
            case "flip":
                return choice.withFlip(true);
            case "noflip":
                return choice.withFlip(false);
            case "large":
                return choice.withLarge(true);
            case "small":
                return choice.withLarge(false);
            default:
                throw new IllegalArgumentException(option);
        }
    }

    /** The most move rows {@code set moves N} takes; "all" is the whole game. */
    static final int MOST_MOVE_ROWS = 999;

    /**
     * The rows of {@code set moves VALUE}: {@link Preferences.Choice#ALL_MOVES} for "all", the
     * number for 1 to {@value #MOST_MOVE_ROWS}, or null when the value is neither.
     */
    static Integer moveRows(String value) {
        if (value.equals("all")) {
            return Preferences.Choice.ALL_MOVES;
        }
        if (!value.matches("[0-9]{1,4}")) {
            return null;
        }
        int rows = Integer.parseInt(value);
        return rows >= 1 && rows <= MOST_MOVE_ROWS ? rows : null;
    }

    /** "the whole game", "the last 20 moves": what a board mail's move list shows. */
    static String describeMoves(int rows) {
        if (rows == Preferences.Choice.ALL_MOVES) {
            return "the whole game";
        }
        return rows == 1 ? "the last move" : "the last " + rows + " moves";
    }

    /** "large, with your side at the bottom" and the like. */
    static String describe(Preferences.Choice choice) {
        return (choice.large() ? "large" : "small") + ", "
                + (choice.flip() ? "with your own side at the bottom" : "with White at the bottom");
    }

    /** A command of the form {@code game VERB userid password ...}, run for the checked account. */
    abstract static class AccountCommand extends GameCommand {
        @Override
        public final Set<Integer> secretWords(List<String> words) {
            return Set.of(3);
        }

        @Override
        public final int checkedPassword() {
            return 3;
        }

        @Override
        public final Result run(CommandText command, Context context) throws SQLException {
            Accounts.Checked checked = Accounts.check(context, command.word(2), command.word(3));
            if (!checked.ok()) {
                return checked.refusal();
            }
            return runFor(checked.user(), new Preferences(context.connection()), command, context);
        }

        abstract Result runFor(User user, Preferences preferences, CommandText command, Context context)
                throws SQLException;
    }

    /** {@code game set userid password option ...}. */
    static final class SetDisplay extends AccountCommand {
        private static final Set<String> OPTIONS = Set.of("flip", "noflip", "large", "small");

        @Override
        public String usage() {
            return "GAME set userid password option ...";
        }

        @Override
        Result runFor(User user, Preferences preferences, CommandText command, Context context)
                throws SQLException {
            String userid = user.userid();
            Preferences.Choice choice = preferences.get(userid, gameWord(command));
            List<String> words = command.words().subList(4, command.size());
            Boolean token = null;
            Boolean html = null;
            Boolean hidden = null;
            boolean display = false;
            boolean moves = false;
            for (int i = 0; i < words.size(); i++) {
                String option = words.get(i).toLowerCase(Locale.ROOT);
                if (option.equals("moves")) {
                    Integer rows = moveRows(i + 1 < words.size() ? words.get(i + 1).toLowerCase(Locale.ROOT) : "");
                    if (rows == null) {
                        return Result.refused("\"moves\" needs \"all\" or a number from 1 to " + MOST_MOVE_ROWS
                                + " after it: \"moves all\" lists the whole game in your board mails, \"moves 10\""
                                + " its last 10 moves.");
                    }
                    choice = choice.withMoveRows(rows);
                    moves = true;
                    i++;
                    continue;
                }
                if (option.equals("token")) {
                    String value = i + 1 < words.size() ? words.get(i + 1).toLowerCase(Locale.ROOT) : "";
                    if (!value.equals("on") && !value.equals("off")) {
                        return Result.refused("\"token\" needs \"on\" or \"off\" after it: \"token off\" stops"
                                + " the reply addresses of your board mails, \"token on\" brings them back.");
                    }
                    token = value.equals("on");
                    i++;
                    continue;
                }
                if (option.equals("html") || option.equals("text")) {
                    html = option.equals("html");
                    continue;
                }
                if (option.equals("private") || option.equals("public")) {
                    hidden = option.equals("private");
                    continue;
                }
                if (!OPTIONS.contains(option)) {
                    return Result.refused("\"" + words.get(i) + "\" is not a display option. The options are flip,"
                            + " noflip, large and small; moves all|N; html and text; private and public; and token on|off.");
                }
                choice = apply(choice, option);
                display = true;
            }
            preferences.put(userid, gameWord(command), choice);
            StringBuilder body = new StringBuilder();
            if (html != null) {
                context.users().setBoardHtml(userid, html);
                body.append(Text.wrap(html
                        ? "Your board mails now come as HTML with the board as a picture (flip, small and large"
                                + " apply to it), the text board beside it for mail programs that show text only."
                                + " \"set text\" brings back text-only mails."
                        : "Your board mails now come as plain text only, the board drawn in letters. \"set html\""
                                + " adds the board as a picture (the default for players who signed up since"
                                + " pictures came; those who had signed up before keep text until they ask)."))
                        .append('\n');
            }
            if (hidden != null) {
                new WebPrivacy(context.connection()).setPrivate(userid, hidden);
                body.append(Text.wrap(privacyReply(hidden))).append('\n');
            }
            if (display || token == null && html == null && hidden == null && !moves) {
                body.append("Your ").append(title(command)).append(" boards are now drawn ").append(describe(choice))
                        .append(".\n");
            }
            if (moves) {
                body.append("Your ").append(title(command)).append(" board mails now list ")
                        .append(describeMoves(choice.moveRows())).append(".\n");
            }
            if (token != null) {
                context.users().setReplyTokens(userid, token);
                body.append(Text.wrap(token
                        ? "Reply addresses are on: each board mail to you carries a Reply-To address for that"
                                + " board, and a reply to it from one of your addresses whose first line is a move"
                                + " (34-29, Nf3, resign, propose, accept, chat ...) plays it, no password needed."
                        : "Reply addresses are off: your board mails carry none, and replies to older ones play"
                                + " nothing. Moves need the whole command with your password."))
                        .append('\n');
            }
            return Result.done(new OutboundMail(user.addresses(), title(command) + " set " + userid, body.toString()));
        }
    }

    /** What {@code set private} and {@code set public} do, said to the player. */
    static String privacyReply(boolean hidden) {
        return hidden
                ? "Your games are now private: the server's web pages list none of them, and a board's page opens"
                        + " only by the link in its board mails. \"set public\" lists them again."
                : "Your games are public again: the server's web pages list them. \"set private\" hides them.";
    }

    /** {@code game accept|reject userid password}: take or refuse every challenge in this game. */
    static final class Challenges extends AccountCommand {
        private final boolean accept;

        Challenges(boolean accept) {
            this.accept = accept;
        }

        @Override
        public String usage() {
            return "GAME " + (accept ? "accept" : "reject") + " userid password";
        }

        @Override
        Result runFor(User user, Preferences preferences, CommandText command, Context context)
                throws SQLException {
            String userid = user.userid();
            Preferences.Choice choice = preferences.get(userid, gameWord(command));
            preferences.put(userid, gameWord(command), choice.withAcceptChallenges(accept));
            return Result.done(new OutboundMail(user.addresses(), title(command) + " challenges " + userid,
                    accept ? "You now accept " + title(command) + " challenges.\n"
                            : "You now refuse every " + title(command) + " challenge; send \"" + gameWord(command)
                                    + " accept " + userid + " PASSWORD\" to take them again.\n"));
        }
    }

    /** {@code game notify userid password [board ...]}: toggles result notices. */
    static final class Notify extends AccountCommand {
        @Override
        public String usage() {
            return "GAME notify userid password [board ...]";
        }

        @Override
        Result runFor(User user, Preferences preferences, CommandText command, Context context)
                throws SQLException {
            String userid = user.userid();
            List<String> lines = new ArrayList<>();
            if (command.size() == 4) {
                boolean on = preferences.toggleNotice(userid, gameWord(command), 0);
                lines.add(on ? "You will be told the result of every " + title(command) + " game."
                        : "You will no longer be told the results of every " + title(command) + " game.");
            }
            for (String word : command.words().subList(4, command.size())) {
                Board board = board(command, word, context);
                if (!board.ok()) {
                    return board.refusal();
                }
                boolean on = preferences.toggleNotice(userid, gameWord(command), board.game().board());
                lines.add(on ? "You will be told the result of board " + board.game().board() + "."
                        : "You will no longer be told the result of board " + board.game().board() + ".");
            }
            return Result.done(new OutboundMail(user.addresses(), title(command) + " notify " + userid,
                    String.join("\n", lines) + "\n"));
        }
    }

    /** {@code game chat board userid password}: the comment goes to every player of the board. */
    static final class Chat extends BoardHandler {
        @Override
        public String usage() {
            return "GAME chat board userid password";
        }

        @Override
        Result run(BoardCommand command, Context context) throws SQLException {
            Board board = playersBoard(command, context);
            if (!board.ok()) {
                return board.refusal();
            }
            LoadedGame game = board.game();
            String userid = command.userid();
            if (command.comment().isBlank()) {
                return refusal(game, userid, "There is nothing to send: write your message on the lines after"
                        + " the chat command (indented, when the command is in the body).", context);
            }
            return new Result.Done(toEach(context, game.row().players(), game.board(), game.title() + " Board " + game.board()
                    + " chat from " + userid, userid + " writes:\n\n" + command.comment().strip() + "\n"));
        }
    }

}
