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
import pbm.rules.Ply;
import pbm.store.Openings;
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
        List<String> words = new ArrayList<>(command.words().subList(4, command.size()));
        TimeControl control;
        Days days;
        try {
            control = timeControl(words);
            days = days(words);
        } catch (IllegalArgumentException e) {
            return Result.refused(e.getMessage());
        }
        Optional<String> clocks = clockRefusal(control, days);
        if (clocks.isPresent()) {
            return Result.refused(clocks.get());
        }
        List<String> optionWords = days.others();
        StartOption start;
        try {
            start = StartOption.read(optionWords);
        } catch (StartOption.Wrong wrong) {
            return Result.refused(wrong.getMessage());
        }
        optionWords = start.others();
        Optional<Game> game = Catalog.find(gameWord, optionWords, context.definedGames());
        if (game.isEmpty()) {
            return Result.refused("The options " + String.join(" ", optionWords) + " do not make a " + title(command)
                    + " game. Mail \"help " + gameWord + "\" for the options.");
        }
        Optional<Result> refusedPlayers = refusedPlayers(command, context, players, gameWord);
        if (refusedPlayers.isPresent()) {
            return refusedPlayers.get();
        }
        // the game's own word: "draughts -large" is Canadian draughts everywhere (subjects, lists, counts)
        LoadedGame board;
        try {
            board = start(context, start, game.get(), players, days.nag(), days.forfeit(), control);
        } catch (StartOption.Wrong wrong) {
            return Result.refused(wrong.getMessage());
        }
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

    /** Why the two players cannot play this challenge: the same player twice, no such player, challenges refused. */
    private Optional<Result> refusedPlayers(CommandText command, Context context, List<String> players, String gameWord)
            throws SQLException {
        if (players.get(0).equals(players.get(1))) {
            return Optional.of(Result.refused("A game needs two different players; " + players.get(0) + " was named twice."));
        }
        for (String player : players) {
            if (context.users().find(player).isEmpty()) {
                return Optional.of(Result.refused("Invalid userid entered: there is no player " + player
                        + ". Check the spelling (userids are case-sensitive); new players sign up first."));
            }
            if (!new Preferences(context.connection()).get(player, gameWord).acceptChallenges()) {
                return Optional.of(Result.refused(player + " does not accept " + title(command) + " challenges."));
            }
        }
        return Optional.empty();
    }

    /**
     * The new board from {@code start}, the opening's moves played and the board left out of
     * the ratings where a set-up start says so; {@link StartOption.Wrong} before anything is
     * stored when the start cannot be played.
     */
    private static LoadedGame start(Context context, StartOption start, Game game, List<String> players, int nagDays,
            int forfeitDays, TimeControl control) throws StartOption.Wrong, SQLException {
        String startFen = start.startFen(game, context.seed());
        List<Ply> opening = start.openingMoves(new Openings(context.connection()), game, startFen);
        GameService service = new GameService(context.connection());
        LoadedGame board = service.challenge(game.word(), game, startFen, players, nagDays, forfeitDays, control,
                context.now());
        if (start.setUp() && !context.ratesSetUps()) {
            service.leaveUnrated(board.board());
        }
        for (Ply ply : opening) {
            board = service.play(board, ply, null, context.now()).after();
        }
        return board;
    }

    /** Why the reminder and forfeit days do not go together, or with the time control. */
    private static Optional<String> clockRefusal(TimeControl control, Days days) {
        if (control != null && days.forfeit() != DEFAULT_FORFEIT_DAYS) {
            return Optional.of("A game under -time " + control.spec() + " is lost when its time control runs out, not"
                    + " after forfeit days: leave out --forfeittime=" + days.forfeit() + ".");
        }
        if (control == null && days.nag() >= days.forfeit()) {
            return Optional.of("The reminder time (--nagtime=" + days.nag() + ") must be shorter than the forfeit"
                    + " time (--forfeittime=" + days.forfeit() + ").");
        }
        return Optional.empty();
    }

    /** The reminder and forfeit days of a challenge's words, and the words left. */
    private record Days(int nag, int forfeit, List<String> others) {
    }

    /** Takes {@code --nagtime=N} and {@code --forfeittime=N} out of {@code words}; {@link IllegalArgumentException} when malformed. */
    private static Days days(List<String> words) {
        int nagDays = DEFAULT_NAG_DAYS;
        int forfeitDays = DEFAULT_FORFEIT_DAYS;
        List<String> others = new ArrayList<>();
        for (String word : words) {
            String lower = word.toLowerCase(java.util.Locale.ROOT);
            if (lower.startsWith("--nagtime=") || lower.startsWith("--forfeittime=")) {
                Integer days = days(lower.substring(lower.indexOf('=') + 1));
                if (days == null) {
                    throw new IllegalArgumentException("\"" + word + "\" needs a whole number of days from 1 to "
                            + MOST_DAYS + ", e.g. --nagtime=7.");
                }
                if (lower.startsWith("--nagtime=")) {
                    nagDays = days;
                } else {
                    forfeitDays = days;
                }
            } else {
                others.add(word);
            }
        }
        return new Days(nagDays, forfeitDays, others);
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
