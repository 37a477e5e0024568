package pbm.play;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import pbm.store.GameRow;
import pbm.store.MoveRow;
import pbm.store.Vacation;

/**
 * The players' time in hand under a board's {@link TimeControl}: each player's clock runs from
 * the move before theirs (the start, for the first mover's first move) to their own, vacations
 * not counted ({@link Clocks#used}), as the board mail's "Time used" counts it.
 */
final class ControlClocks {
    private ControlClocks() {
    }

    /** The board's control, or null when it has none. */
    static TimeControl of(LoadedGame game) {
        return TimeControl.stored(game.row().timeControl());
    }

    /** The clock time each of {@code seat}'s moves took, in order, with {@code away} its player's vacations. */
    static List<Duration> ownMoves(LoadedGame game, int seat, List<Vacation> away) {
        GameRow row = game.row();
        List<Duration> out = new ArrayList<>();
        Instant turnStart = row.created();
        for (MoveRow move : game.moves()) {
            if (row.seatOf(move.userid()) == seat) {
                out.add(Clocks.used(turnStart, move.played(), away));
            }
            turnStart = move.played();
        }
        return out;
    }

    /**
     * How long the player to move may take over this turn on their clock (counted from the turn's
     * start, {@link GameRow#lastMoveAt}): their time in hand when it began, never below zero.
     */
    static Duration turnLimit(LoadedGame game, TimeControl control, List<Vacation> away) {
        Duration left = control.inHand(ownMoves(game, game.row().seatOf(game.playerToMove()), away)).time();
        return left.isNegative() ? Duration.ZERO : left;
    }

    /**
     * {@code 10 moves in 50 days ran out at move 8}: which control the player to move overran,
     * and at which of their own moves (the move number as chess counts it, one for each side).
     */
    static String ranOut(LoadedGame game, TimeControl control, List<Vacation> away) {
        int seat = game.row().seatOf(game.playerToMove());
        return control.describe() + " ran out at move " + (ownMoves(game, seat, away).size() + 1);
    }

    /**
     * The board mail's line: {@code Time control 10 moves in 50 days: alice has 41d 03h 00m for 7
     * more moves; bob has 48d 10h 00m for 8 more moves.} as of {@code now} (a finished game: as it
     * ended), {@code away} the vacations of each seat.
     */
    static String line(LoadedGame game, TimeControl control, List<List<Vacation>> away, Instant now) {
        GameRow row = game.row();
        List<String> parts = new ArrayList<>();
        int toMove = row.seatOf(game.playerToMove());
        for (int seat = 0; seat < row.players().size(); seat++) {
            TimeControl.InHand inHand = control.inHand(ownMoves(game, seat, away.get(seat)));
            Duration left = inHand.time();
            if (seat == toMove) {
                left = left.minus(Clocks.used(row.lastMoveAt(), row.active() ? now : row.updated(), away.get(seat)));
            }
            String time = left.isNegative() ? "no time" : Timing.duration(left);
            parts.add(row.players().get(seat) + " has " + time + (control.fischer() ? ""
                    : " for " + inHand.moves() + " more move" + (inHand.moves() == 1 ? "" : "s")));
        }
        return "Time control " + control.describe() + ": " + String.join("; ", parts) + ".";
    }
}
