package pbm.command;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.play.TimeControl;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.store.Preferences;

/**
 * {@code game challenge userid1 userid2 [-options]}: starts a board between the two;
 * userid1 takes the side that moves first. No password, as in pbmserv; a player who
 * does not want challenges says so with {@code game reject}.
 */
final class Challenge extends GameCommand {
    static final int DEFAULT_NAG_DAYS = 7;
    static final int DEFAULT_FORFEIT_DAYS = 21;
    private static final int MOST_DAYS = 365;

    @Override
    public String usage() {
        return "GAME challenge userid1 userid2 [options]";
    }

    @Override
    public Result run(CommandText command, Context context) throws SQLException {
        String gameWord = gameWord(command);
        List<String> players = List.of(command.word(2), command.word(3));
        List<String> optionWords = new ArrayList<>();
        int nagDays = DEFAULT_NAG_DAYS;
        int forfeitDays = DEFAULT_FORFEIT_DAYS;
        List<String> words = new ArrayList<>(command.words().subList(4, command.size()));
        TimeControl control;
        try {
            control = timeControl(words);
        } catch (IllegalArgumentException e) {
            return Result.refused(e.getMessage());
        }
        for (String word : words) {
            String lower = word.toLowerCase(java.util.Locale.ROOT);
            if (lower.startsWith("--nagtime=") || lower.startsWith("--forfeittime=")) {
                Integer days = days(lower.substring(lower.indexOf('=') + 1));
                if (days == null) {
                    return Result.refused("\"" + word + "\" needs a whole number of days from 1 to " + MOST_DAYS
                            + ", e.g. --nagtime=7.");
                }
                if (lower.startsWith("--nagtime=")) {
                    nagDays = days;
                } else {
                    forfeitDays = days;
                }
            } else {
                optionWords.add(word);
            }
        }
        if (control != null && forfeitDays != DEFAULT_FORFEIT_DAYS) {
            return Result.refused("A game under -time " + control.spec() + " is lost when its time control runs"
                    + " out, not after forfeit days: leave out --forfeittime=" + forfeitDays + ".");
        }
        if (control == null && nagDays >= forfeitDays) {
            return Result.refused("The reminder time (--nagtime=" + nagDays + ") must be shorter than the forfeit"
                    + " time (--forfeittime=" + forfeitDays + ").");
        }
        Optional<Game> game = Catalog.find(gameWord, optionWords, context.definedGames());
        if (game.isEmpty()) {
            return Result.refused("The options " + String.join(" ", optionWords) + " do not make a " + title(command)
                    + " game. Mail \"help " + gameWord + "\" for the options.");
        }
        if (players.get(0).equals(players.get(1))) {
            return Result.refused("A game needs two different players; " + players.get(0) + " was named twice.");
        }
        for (String player : players) {
            if (context.users().find(player).isEmpty()) {
                return Result.refused("Invalid userid entered: there is no player " + player
                        + ". Check the spelling (userids are case-sensitive); new players sign up first.");
            }
            if (!new Preferences(context.connection()).get(player, gameWord).acceptChallenges()) {
                return Result.refused(player + " does not accept " + title(command) + " challenges.");
            }
        }
        // the game's own word: "draughts -large" is Canadian draughts everywhere (subjects, lists, counts)
        LoadedGame board = new GameService(context.connection()).challenge(game.get().word(), game.get(),
                game.get().startFen(context.seed()), players, nagDays, forfeitDays, control, context.now());
        String subject = "New " + board.title() + " Board " + board.board() + " " + board.playerToMove();
        String commenter = context.useridsAtSender().stream()
                .filter(players::contains).findFirst().orElse(context.sender());
        return new Result.Done(boardMails(context, board, subject, List.of(), commenter, command.comment()));
    }

    /**
     * Takes {@code -time SPEC} out of {@code words} and returns its control ({@link TimeControl}),
     * null when the challenge has none.
     *
     * @throws IllegalArgumentException saying what to write, for a spec that is no control
     */
    static TimeControl timeControl(List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).equalsIgnoreCase("-time")) {
                String spec = i + 1 < words.size() ? words.remove(i + 1) : "";
                words.remove(i);
                return TimeControl.parse(spec);
            }
        }
        return null;
    }

    private static Integer days(String text) {
        try {
            int days = Integer.parseInt(text);
            return days >= 1 && days <= MOST_DAYS ? days : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
