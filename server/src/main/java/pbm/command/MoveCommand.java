package pbm.command;

import java.sql.SQLException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import pbm.mail.HtmlPart;
import pbm.mail.OutboundMail;
import pbm.play.BoardMail;
import pbm.play.BoardMails;
import pbm.play.ConditionalMoves;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.rules.Ending;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;
import pbm.store.MoveRow;
import pbm.store.Preferences;

/**
 * {@code game move board userid password move[#N]}: plays a move; {@code move} may also
 * be {@code resign}, {@code propose} (a draw), {@code accept}, {@code reject}, {@code undo},
 * {@code claim} (a draw the rules leave to the player to move, see {@link pbm.rules.Play#claimable()}),
 * or a display option ({@code flip}, {@code noflip}, {@code large}, {@code small}).
 * {@code game resign board userid password} is the same as moving {@code resign}.
 */
final class MoveCommand extends BoardHandler {
    private static final Set<String> DISPLAY = Set.of("flip", "noflip", "large", "small");

    private final boolean resignVerb;

    /** {@code resignVerb}: the words are {@code game resign board userid password}. */
    MoveCommand(boolean resignVerb) {
        this.resignVerb = resignVerb;
    }

    @Override
    public String usage() {
        return resignVerb ? "GAME resign board userid password" : "GAME move board userid password move[#N]";
    }

    @Override
    Result run(BoardCommand command, Context context) throws SQLException {
        Board board = playersBoard(command, context);
        if (!board.ok()) {
            return board.refusal();
        }
        LoadedGame game = board.game();
        String userid = command.userid();
        List<String> rest = command.rest();
        int ifAt = conditionAt(rest);
        String word = resignVerb ? "resign" : String.join("", rest.subList(0, ifAt));
        String lower = word.toLowerCase(Locale.ROOT);
        // "#N" may follow every word, not moves alone: propose#81, flip#82
        String bare = lower.contains("#") ? lower.substring(0, lower.indexOf('#')) : lower;
        List<String> line = ConditionalMoves.words(rest.subList(ifAt, rest.size()));
        Result.Refused misplaced = ifAt < rest.size() ? misplacedCondition(game, userid, word, bare, line, context)
                : null;
        if (misplaced != null) {
            return misplaced;
        }
        if (DISPLAY.contains(bare)) {
            return display(game, userid, bare, context);
        }
        if (!game.row().active()) {
            return refusal(game, userid, "The game has ended: " + BoardMail.status(game), context);
        }
        GameService service = new GameService(context.connection());
        if (KEYWORDS.contains(bare) && !bare.equals(lower)) {
            Result.Refused wrongNumber = wrongNumber(game, userid, bare, lower.substring(bare.length()), context);
            if (wrongNumber != null) {
                return wrongNumber;
            }
        }
        return act(game, userid, bare, word, line, command.comment(), context, service);
    }

    /**
     * Carries out the word in place of a move ({@code bare}, lower case), or else the move
     * {@code word} with its conditional {@code line}.
     */
    private Result act(LoadedGame game, String userid, String bare, String word, List<String> line, String comment,
            Context context, GameService service) throws SQLException {
        switch (bare) {
            case "resign":
                return resign(game, userid, comment, context, service);
            case "propose":
            case "draw":
                return propose(game, userid, GameService.DRAW, comment, context, service);
            case "undo":
                return propose(game, userid, GameService.UNDO, comment, context, service);
            case "accept":
                return accept(game, userid, comment, context, service);
            case "reject":
                return reject(game, userid, comment, context, service);
            case "claim":
                return claim(game, userid, comment, context);
            default:
                return move(game, userid, word, line, comment, context, service);
        }
    }

    /** Where the conditional moves start in a move's words ({@code e4 if e5 Nf3}): the first "if", else the end. */
    private static int conditionAt(List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            if (words.get(i).equalsIgnoreCase("if")) {
                return i;
            }
        }
        return words.size();
    }

    /** The refusal of conditional moves that follow no move, or nothing, or a game they cannot serve; else null. */
    private static Result.Refused misplacedCondition(LoadedGame game, String userid, String word, String bare,
            List<String> line, Context context) throws SQLException {
        String example = game.row().gameWord() + " move " + game.board() + " " + userid
                + " PASSWORD yourmove if theirmove yourreply";
        if (word.isEmpty() || KEYWORDS.contains(bare) || DISPLAY.contains(bare)) {
            return refusal(game, userid, "\"if\" follows a move you play now, as in \"" + example + "\"; to give"
                    + " conditional moves alone, send \"" + game.row().gameWord() + " conditional " + game.board()
                    + " " + userid + " PASSWORD\" with your lines (see \"help conditional\").", context);
        }
        if (line.isEmpty()) {
            return refusal(game, userid, "\"if\" must be followed by your opponent's move and your reply to it,"
                    + " as in \"" + example + "\".", context);
        }
        if (game.row().players().size() != 2) {
            return refusal(game, userid, "Conditional moves are for games of two players; send your move"
                    + " alone.", context);
        }
        return null;
    }

    /** The move-number check at the end of a move: {@code 34-29#7}, {@code Qxf7##12}. */
    private static final java.util.regex.Pattern MOVE_NUMBER = java.util.regex.Pattern.compile("#(\\d+)$");

    /** The words that stand in place of a move (display words aside). */
    static final Set<String> KEYWORDS = Set.of("resign", "propose", "draw", "undo", "accept", "reject",
            "claim");

    /** The refusal of {@code word#N} when N is not the board's next move number (or no number), else null. */
    private static Result.Refused wrongNumber(LoadedGame game, String userid, String word, String hashed,
            Context context) throws SQLException {
        Integer expected;
        try {
            expected = Integer.parseInt(hashed.substring(1));
        } catch (NumberFormatException e) {
            return refusal(game, userid, "\"" + hashed + "\" is not a move number; write " + word
                    + " or " + word + "#" + game.nextMoveNumber() + ".", context);
        }
        if (expected == game.nextMoveNumber()) {
            return null;
        }
        return refusal(game, userid, word + " received as move #" + expected + ", but board "
                + game.board() + " is at move #" + game.nextMoveNumber() + ". Check the board below and send it"
                + " again if it still stands.", context);
    }

    private Result move(LoadedGame game, String userid, String text, List<String> line, String comment,
            Context context, GameService service) throws SQLException {
        String moveText = text;
        Integer expected = null;
        // "#N" at the end is the move-number check; a "#" with no number is SAN's mate sign (Qxf7#)
        java.util.regex.Matcher number = MOVE_NUMBER.matcher(text);
        if (number.find()) {
            moveText = text.substring(0, number.start());
            try {
                expected = Integer.parseInt(number.group(1));
            } catch (NumberFormatException e) {
                return refusal(game, userid, "\"" + number.group() + "\" is not a move number; write the"
                        + " move with #" + game.nextMoveNumber() + " at its end.", context);
            }
        }
        if (!game.playerToMove().equals(userid)) {
            return refusal(game, userid, "It is not your move: it is " + game.playerToMove() + "'s turn on board "
                    + game.board() + ".", context);
        }
        if (expected != null && expected != game.nextMoveNumber()) {
            return refusal(game, userid, "Move " + moveText + " received as move #" + expected + ", but board "
                    + game.board() + " is at move #" + game.nextMoveNumber() + ". Check the board below and"
                    + " send your move again.", context);
        }
        MoveRead read = game.play().read(moveText);
        if (read instanceof MoveRead.Rejected rejected) {
            return refusal(game, userid, rejected.reason(), context);
        }
        Ply ply = ((MoveRead.Legal) read).ply();
        ConditionalMoves.Checked checked = checkLine(game, userid, ply, line);
        if (checked != null && !checked.refused().isEmpty()) {
            return refusal(game, userid, checked.refused().get(0) + " Nothing was played: correct the line, or"
                    + " send your move alone.", context);
        }
        GameService.Played played = service.play(game, ply, comment, context.now());
        if (played.ended() != null) {
            return new Result.Done(played.ended().mails());
        }
        LoadedGame after = played.after();
        ConditionalMoves conditional = new ConditionalMoves(context.connection());
        Map<String, List<String>> notes = new HashMap<>();
        if (checked != null) {
            conditional.set(after, userid, checked.kept());
            notes.put(userid, ConditionalMoves.countLine(checked.kept().size()));
        }
        return new Result.Done(conditional.answer(after, userid, comment, notes, context.now()));
    }

    /**
     * The conditional line given after {@code ply} ({@code e4 if e5 Nf3}), checked from the
     * position {@code ply} leads to; null when there is none, or the move ends the game.
     */
    private static ConditionalMoves.Checked checkLine(LoadedGame game, String userid, Ply ply, List<String> line) {
        Play next = game.play().play(ply);
        if (line.isEmpty() || next.ending().isPresent()) {
            return null;
        }
        String opponent = game.row().players().stream().filter(p -> !p.equals(userid)).findFirst().orElseThrow();
        return ConditionalMoves.check(next, game.row().seatOf(userid), opponent, List.of(line));
    }

    /** The player to move claims a draw the rules leave to a claim (Italian threefold repetition). */
    private Result claim(LoadedGame game, String userid, String comment, Context context) throws SQLException {
        if (!game.playerToMove().equals(userid)) {
            return refusal(game, userid, "Only the player to move may claim a draw: it is " + game.playerToMove()
                    + "'s turn on board " + game.board() + ".", context);
        }
        java.util.Optional<Ending> claim = game.play().claimable();
        if (claim.isEmpty()) {
            return refusal(game, userid, "There is no draw to claim on board " + game.board() + " now. A claim"
                    + " is for a rule that does not end the game by itself (the \"" + game.row().gameWord()
                    + " help\" page says which); the game goes on.", context);
        }
        GameService.Ended ended = new GameService(context.connection()).end(game,
                GameService.Finish.drawn(claim.get().reason()), userid, comment, context.now());
        return new Result.Done(ended.mails());
    }

    private Result resign(LoadedGame game, String userid, String comment, Context context, GameService service)
            throws SQLException {
        boolean hasMoved = game.moves().stream().anyMatch(m -> m.userid().equals(userid));
        if (!hasMoved) {
            String body = userid + " declined the challenge, so " + game.title() + " board " + game.board()
                    + " is deleted.\n" + commentBlock(userid, comment);
            List<OutboundMail> replies = toEach(context, game.row().players(), game.board(), game.title() + " Board " + game.board()
                    + " deleted", body);
            service.delete(game.board());
            return new Result.Done(replies);
        }
        String winner = game.row().players().stream().filter(p -> !p.equals(userid)).findFirst().orElseThrow();
        GameService.Ended ended = service.end(game, GameService.Finish.won(winner, userid + " resigned"), userid,
                comment, context.now());
        return new Result.Done(ended.mails());
    }

    private Result propose(LoadedGame game, String userid, String kind, String comment, Context context,
            GameService service) throws SQLException {
        if (kind.equals(GameService.UNDO) && GameService.undoneBy(game, userid).isEmpty()) {
            return refusal(game, userid, "You have not moved yet on board " + game.board() + ", so there is no"
                    + " move of yours to take back.", context);
        }
        if (service.votes(game.board(), kind).contains(userid)) {
            return refusal(game, userid, "You have already proposed " + describe(kind) + " on board " + game.board()
                    + "; the other player may accept or reject it.", context);
        }
        return vote(game, userid, kind, kind.equals(GameService.DRAW) ? "the draw offer" : "the undo request",
                comment, context, service);
    }

    private Result accept(LoadedGame game, String userid, String comment, Context context, GameService service)
            throws SQLException {
        for (String kind : List.of(GameService.DRAW, GameService.UNDO)) {
            List<String> votes = service.votes(game.board(), kind);
            if (!votes.isEmpty() && !votes.contains(userid)) {
                return vote(game, userid, kind, "the accepted proposal", comment, context, service);
            }
        }
        return refusal(game, userid, "There is no proposal to accept on board " + game.board() + ". To offer a"
                + " draw, send \"propose\" in place of a move.", context);
    }

    private Result reject(LoadedGame game, String userid, String comment, Context context, GameService service)
            throws SQLException {
        boolean open = !service.votes(game.board(), GameService.DRAW).isEmpty()
                || !service.votes(game.board(), GameService.UNDO).isEmpty();
        if (!open) {
            return refusal(game, userid, "There is no proposal to reject on board " + game.board() + ".", context);
        }
        service.clearVotes(game.board());
        Map<String, List<String>> cancelled = new ConditionalMoves(context.connection()).cancelAll(game.board(),
                "the rejected proposal");
        LoadedGame after = service.load(game.board()).orElseThrow();
        return new Result.Done(BoardMails.of(context.connection(), after, BoardMail.subject(after),
                List.of(userid + " rejects the proposal."), cancelled, userid, comment, context.now()));
    }

    /**
     * {@code userid} votes for {@code kind}; every player's conditional moves on the board are
     * cancelled, their board mails saying by {@code why}.
     */
    private Result vote(LoadedGame game, String userid, String kind, String why, String comment, Context context,
            GameService service) throws SQLException {
        Map<String, List<String>> cancelled = new ConditionalMoves(context.connection()).cancelAll(game.board(), why);
        List<String> voters = service.votes(game.board(), kind);
        String proposer = voters.isEmpty() ? userid : voters.get(0);
        List<MoveRow> undone = GameService.undoneBy(game, proposer);
        GameService.Vote vote = service.vote(game, kind, userid, comment, context.now());
        if (vote.ended() != null) {
            return new Result.Done(vote.ended().mails());
        }
        LoadedGame after = service.load(game.board()).orElseThrow();
        List<String> lines;
        if (vote.agreed()) {
            lines = List.of(takenBack(undone) + ": every player agreed.");
        } else {
            lines = List.of(String.join(" and ", service.votes(game.board(), kind)) + " proposed " + describe(kind)
                    + "; reply \"accept\" or \"reject\" in place of a move.");
        }
        return new Result.Done(BoardMails.of(context.connection(), after, BoardMail.subject(after), lines, cancelled,
                userid, comment, context.now()));
    }

    private static String describe(String kind) {
        return kind.equals(GameService.DRAW) ? "a draw" : "to take back their last move (undo)";
    }

    /** "bob's move 19-23 was taken back", "bob's move 19-23 and alice's reply 28x19 were taken back". */
    static String takenBack(List<MoveRow> undone) {
        MoveRow own = undone.get(0);
        String text = own.userid() + "'s move " + own.notation();
        if (undone.size() == 1) {
            return text + " was taken back";
        }
        MoveRow reply = undone.get(undone.size() - 1);
        return text + " and " + reply.userid() + "'s reply " + reply.notation() + " were taken back";
    }

    private static Result display(LoadedGame game, String userid, String option, Context context)
            throws SQLException {
        Preferences preferences = new Preferences(context.connection());
        Preferences.Choice before = preferences.get(userid, game.row().gameWord());
        Preferences.Choice after = Settings.apply(before, option);
        preferences.put(userid, game.row().gameWord(), after);
        String body = "Your " + game.title() + " boards are now drawn " + Settings.describe(after) + ".\n\n"
                + BoardMail.body(game, userid, after, List.of(), null, null, facts(context, game));
        HtmlPart html = context.users().boardHtml(userid)
                ? BoardMail.html(game, userid, after, List.of(), null, null, facts(context, game)) : null;
        return Result.done(OutboundMail.aboutBoard(addresses(context, List.of(userid)), BoardMail.subject(game), body,
                userid, game.board(), html));
    }

    static String commentBlock(String userid, String comment) {
        if (comment == null || comment.isBlank()) {
            return "";
        }
        return "\n" + "*".repeat(60) + "\n" + userid + " writes:\n" + comment.strip() + "\n";
    }
}
