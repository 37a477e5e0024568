package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.logging.Logger;
import pbm.mail.OutboundMail;
import pbm.mail.ReplyTokens;
import pbm.rules.BudgetExceeded;
import pbm.store.Database;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.Outbox;
import pbm.store.Preferences;
import pbm.store.Vacation;
import pbm.store.Vacations;

/**
 * The deadline sweep. The clock of the player to move runs from the moment they got the
 * move, except while they are on vacation. After each whole {@code nagtime} on that
 * clock they get one reminder ({@code Nag: Draughts Board 101 bob}); at {@code forfeittime}
 * the game ends: an offer of the opponent's that the player to move left unanswered is
 * taken as accepted (a draw offer draws the game; an undo request takes the last move
 * back and the clocks start again), and otherwise the player to move loses on time.
 *
 * <p>Nobody loses on time without warning, even after the server was down: a game whose
 * forfeit time has passed while its last reminder was never sent gets that reminder first,
 * with the deadline moved to one nag period later; and a reminder sent late (more than
 * {@link #LATE} after it was due) moves the deadline to one nag period after it was sent.
 *
 * <p>Each board is swept in its own transaction, and its mails are queued in the outbox
 * in that same transaction, so a crash never half-applies a board and never loses its
 * mail. A second sweep at the same instant finds nothing more to do.
 */
public final class Deadlines {
    private static final Logger LOG = Logger.getLogger(Deadlines.class.getName());

    /** What one sweep did. */
    public record Report(int boards, int nags, int forfeits, int draws, int undos) {
        Report plus(Action action) {
            return new Report(boards + 1, nags + (action == Action.NAG ? 1 : 0),
                    forfeits + (action == Action.FORFEIT ? 1 : 0), draws + (action == Action.DRAW ? 1 : 0),
                    undos + (action == Action.UNDO ? 1 : 0));
        }

        /** {@code 3 boards: 1 reminder, 1 forfeit, 0 draws, 0 undos}. */
        public String summary() {
            return boards + " active board" + (boards == 1 ? "" : "s") + ": " + nags + " reminder"
                    + (nags == 1 ? "" : "s") + ", " + forfeits + " forfeit" + (forfeits == 1 ? "" : "s") + ", "
                    + draws + " drawn by an unanswered offer, " + undos + " move" + (undos == 1 ? "" : "s")
                    + " taken back";
        }
    }

    /**
     * What the sweep did to one board; {@code VOID}: its position's moves cannot be generated, so
     * it was ended drawn and unrated ({@link Unplayable}) rather than anyone losing on time.
     */
    public enum Action { NONE, NAG, FORFEIT, DRAW, UNDO, VOID }

    /** A reminder sent later than this after it was due was late: the player gets a full nag period. */
    static final Duration LATE = Duration.ofHours(1);

    /** What a sweep would do to one board: its number, the action, and a sentence for the admin. */
    public record Planned(int board, Action action, String description) {
    }

    /**
     * What {@link #sweep(Database, Instant)} would do as of {@code now}, doing nothing:
     * each board is swept in a transaction that is rolled back. Boards with nothing to do
     * are left out.
     */
    public static List<Planned> preview(Database database, Instant now) throws SQLException {
        List<Integer> boards = database.transaction(c -> new Games(c).idleBoards(now)).idle();
        List<Planned> plans = new java.util.ArrayList<>();
        for (int board : boards) {
            Planned plan = database.rolledBack(c -> {
                LoadedGame before = new GameService(c).load(board).orElse(null);
                Action action = sweep(c, board, now);
                return action == Action.NONE ? null : new Planned(board, action, describe(before, action, c));
            });
            if (plan != null) {
                plans.add(plan);
            }
        }
        return plans;
    }

    private static String describe(LoadedGame game, Action action, Connection connection) throws SQLException {
        String toMove = game.playerToMove();
        String board = game.title() + " board " + game.board() + " (" + String.join(" against ",
                game.row().players()) + ")";
        return switch (action) {
            case NAG -> board + ": a reminder to " + toMove;
            case FORFEIT -> board + ": " + toMove + " loses on time";
            case DRAW -> board + ": drawn, " + toMove + " left the draw offer unanswered";
            case UNDO -> board + ": the last move is taken back, " + toMove + " left the undo request unanswered";
            case VOID -> board + ": ended drawn and unrated, the server cannot generate its moves";
            case NONE -> board + ": nothing";
        };
    }

    /**
     * When the player to move loses on time, on their clock (time used since they got the
     * move, vacations not counted): the forfeit time, or one nag period after their last
     * reminder when that reminder was sent late (the server was down when it was due).
     * {@code forfeit} is the turn's forfeit time on that clock ({@link #forfeitAfter}).
     */
    static Duration deadline(GameRow row, Duration forfeit, List<Vacation> away) {
        Duration nag = Duration.ofDays(row.nagDays());
        if (row.naggedAt() == null || row.naggedAt().isBefore(row.lastMoveAt())) {
            return forfeit;
        }
        Duration sent = Clocks.used(row.lastMoveAt(), row.naggedAt(), away);
        Duration due = nag.multipliedBy(sent.dividedBy(nag));
        if (sent.minus(due).compareTo(LATE) <= 0) {
            return forfeit;
        }
        Duration graced = sent.plus(nag);
        return graced.compareTo(forfeit) > 0 ? graced : forfeit;
    }

    /** The instant the player to move loses on time, as of the vacations known now (see {@link #deadline}). */
    public static Instant deadlineAt(LoadedGame game, List<Vacation> away) {
        GameRow row = game.row();
        return Clocks.when(row.lastMoveAt(), deadline(row, forfeitAfter(game, away), away), away);
    }

    /**
     * The forfeit time of the turn under way, on the clock of the player to move ({@code away}
     * their vacations): the board's forfeit days, or under a time control the time they had in
     * hand when the turn began, which replaces the forfeit days.
     */
    static Duration forfeitAfter(LoadedGame game, List<Vacation> away) {
        TimeControl control = ControlClocks.of(game);
        return control == null ? Duration.ofDays(game.row().forfeitDays())
                : ControlClocks.turnLimit(game, control, away);
    }

    /** How many reminders fall due before the forfeit time: one per whole nag period before it. */
    private static long dueReminders(GameRow row, Duration forfeit) {
        Duration nag = Duration.ofDays(row.nagDays());
        return forfeit.minusNanos(1).dividedBy(nag);
    }

    private Deadlines() {
    }

    /** Sweeps every active board as of {@code now}, one transaction per board. */
    public static Report sweep(Database database, Instant now) throws SQLException {
        return sweep(database, now, null);
    }

    /** As {@link #sweep(Database, Instant)}; reminders carry the player's reply address made by {@code tokens}. */
    public static Report sweep(Database database, Instant now, ReplyTokens tokens) throws SQLException {
        // only boards idle for a nag period can need anything; the others count as looked at
        // (loading every game of a large server would hold up its start, mail waiting meanwhile)
        Games.IdleBoards found = database.transaction(c -> new Games(c).idleBoards(now));
        List<Integer> boards = found.idle();
        Report report = new Report(found.active() - boards.size(), 0, 0, 0, 0);
        for (int board : boards) {
            try {
                report = report.plus(database.transaction(c -> sweep(c, board, now, tokens)));
            } catch (BudgetExceeded e) {
                // the board would not even load: ended as unplayable in a transaction of its own
                try {
                    database.transaction(c -> {
                        queue(c, Unplayable.end(c, board, e.getMessage(), now), now);
                        return null;
                    });
                    report = report.plus(Action.VOID);
                } catch (RuntimeException again) {
                    LOG.warning("deadline sweep could not end unplayable board " + board + ": " + again.getMessage());
                }
            } catch (RuntimeException e) {
                // A board the rules can no longer follow (a defined game over its budget, a damaged
                // move list) is skipped, its transaction rolled back, so the other boards and the
                // server go on; the admin sees it in the log and with 'pbm game show'.
                LOG.warning("deadline sweep skipped board " + board + ": " + e.getMessage());
            }
        }
        return report;
    }

    /** Sweeps one board on the caller's transaction, queuing its mails in the outbox. */
    public static Action sweep(Connection connection, int board, Instant now) throws SQLException {
        return sweep(connection, board, now, null);
    }

    /** As {@link #sweep(Connection, int, Instant)}, the reminder with its reply address made by {@code tokens}. */
    public static Action sweep(Connection connection, int board, Instant now, ReplyTokens tokens)
            throws SQLException {
        GameService service = new GameService(connection);
        LoadedGame game = service.load(board).orElse(null);
        if (game == null || !game.row().active()) {
            return Action.NONE;
        }
        String toMove = game.playerToMove();
        List<Vacation> away = new Vacations(connection).of(toMove);
        if (Clocks.current(away, now) != null) {
            return Action.NONE;
        }
        Duration used = Clocks.used(game.row().lastMoveAt(), now, away);
        Duration nag = Duration.ofDays(game.row().nagDays());
        boolean remindedThisTurn = game.row().naggedAt() != null
                && !game.row().naggedAt().isBefore(game.row().lastMoveAt());
        long reminded = !remindedThisTurn ? 0
                : Clocks.used(game.row().lastMoveAt(), game.row().naggedAt(), away).dividedBy(nag);
        Duration forfeit = forfeitAfter(game, away);
        boolean timeIsUp = used.compareTo(forfeit) >= 0;
        if (timeIsUp && reminded >= dueReminders(game.row(), forfeit)) {
            if (used.compareTo(deadline(game.row(), forfeit, away)) < 0) {
                return Action.NONE;
            }
            if (unplayable(connection, game, now)) {
                return Action.VOID;
            }
            return timeUp(connection, service, game, toMove, away, now);
        }
        long periods = used.dividedBy(nag);
        if (!timeIsUp && (periods < 1 || periods <= reminded)) {
            return Action.NONE;
        }
        if (unplayable(connection, game, now)) {
            return Action.VOID;
        }
        new Games(connection).markNagged(board, now);
        LoadedGame nagged = service.load(board).orElseThrow();
        OutboundMail reminder = reminder(connection, service, nagged, toMove, away, now);
        if (!reminder.to().isEmpty()) {
            new Outbox(connection).add(reminder.withReplyTo(ReplyAddresses.of(connection, tokens, toMove, board)),
                    now);
        }
        return Action.NAG;
    }

    /**
     * Whether the player to move of a defined game has no move the server can generate
     * ({@link pbm.rules.BudgetExceeded}): the board is then ended as unplayable, its mails
     * queued, and nobody is reminded or loses on time for a position nobody can move in.
     */
    private static boolean unplayable(Connection connection, LoadedGame game, Instant now) throws SQLException {
        if (game.game().definitionVersion() <= 0) {
            return false;
        }
        try {
            game.play().legalMoves();
            return false;
        } catch (BudgetExceeded e) {
            queue(connection, Unplayable.end(connection, game.board(), e.getMessage(), now), now);
            return true;
        }
    }

    private static Action timeUp(Connection connection, GameService service, LoadedGame game, String toMove,
            List<Vacation> away, Instant now) throws SQLException {
        for (String kind : List.of(GameService.DRAW, GameService.UNDO)) {
            List<String> agreed = service.votes(game.board(), kind);
            if (agreed.isEmpty() || agreed.contains(toMove)) {
                continue;
            }
            if (kind.equals(GameService.DRAW)) {
                queue(connection, service.end(game, GameService.Finish.drawn("agreement (" + toMove
                        + " left the draw offer unanswered)"), null, null, now).mails(), now);
                return Action.DRAW;
            }
            service.vote(game, kind, toMove, null, now);
            LoadedGame after = service.load(game.board()).orElseThrow();
            queue(connection, BoardMails.of(connection, after, BoardMail.subject(after), List.of("The last move"
                    + " was taken back: " + toMove + " left the undo request unanswered until the forfeit time."),
                    null, null, now), now);
            return Action.UNDO;
        }
        String winner = game.row().players().stream().filter(p -> !p.equals(toMove)).findFirst().orElseThrow();
        TimeControl control = ControlClocks.of(game);
        String reason = control == null ? toMove + " ran out of time"
                : toMove + " lost on time: " + ControlClocks.ranOut(game, control, away);
        queue(connection, service.end(game, GameService.Finish.won(winner, reason), null, null, now).mails(), now);
        return Action.FORFEIT;
    }

    private static OutboundMail reminder(Connection connection, GameService service, LoadedGame game, String toMove,
            List<Vacation> away, Instant now) throws SQLException {
        Instant forfeitAt = deadlineAt(game, away);
        long days = Clocks.used(game.row().lastMoveAt(), now, away).toDays();
        String intro = wrap("Reminder: it is your move on " + game.title() + " Board " + game.board()
                + ", and your clock has run for " + days + " days. Please move by " + Timing.time(forfeitAt)
                + ", or you lose the game on time. Going away? Mail \"vacation " + toMove
                + " PASSWORD on\" to stop the clocks of all your games.");
        String body = intro + "\n\n" + BoardMail.body(game, toMove, new Preferences(connection).get(toMove,
                game.row().gameWord()), List.of(), null, null, service.facts(game, now));
        return new OutboundMail(BoardMails.addresses(connection, List.of(toMove)), "Nag: " + BoardMail.subject(game), body);
    }

    private static void queue(Connection connection, List<OutboundMail> mails, Instant now) throws SQLException {
        Outbox outbox = new Outbox(connection);
        for (OutboundMail mail : mails) {
            if (!mail.to().isEmpty()) {
                outbox.add(mail, now);
            }
        }
    }

    /** {@code text} broken at blanks into lines of at most 72 columns. */
    static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        int length = 0;
        for (String word : text.strip().split("\\s+")) {
            if (length > 0 && length + 1 + word.length() > 72) {
                out.append('\n');
                length = 0;
            } else if (length > 0) {
                out.append(' ');
                length++;
            }
            out.append(word);
            length += word.length();
        }
        return out.toString();
    }
}
