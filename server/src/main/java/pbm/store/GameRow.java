package pbm.store;

import java.time.Instant;
import java.util.List;

/**
 * One row of {@code games} with its players in seat order (seat 0 moves first).
 *
 * <p>{@code revision} changes with every change to the game's moves (migration V11): a fresh
 * random 64-bit value each time, drawn by {@link Games#addMove} or by the triggers on
 * {@code moves} for every other writer. Random, not counted up, because a change can be rolled
 * back (its transaction, or the savepoint of one mail in a batch) after a process cached the
 * moves under the new revision; a counter would give that same revision to the next, different
 * change, possibly another process's, and the cache would take it for its own. A random value
 * is in practice never drawn twice, so equal revisions mean equal moves.
 *
 * <p>{@code timeControl} is the board's time control as {@code pbm.play.TimeControl} writes it
 * ({@code 10/50}, {@code 30+1/30}; migration V21), null for none.
 */
public record GameRow(int board, String gameWord, String variant, List<String> players, String state,
        String result, String winner, String reason, String initialFen, String currentFen, int ply,
        int nagDays, int forfeitDays, Instant created, Instant updated, Instant lastMoveAt, Instant naggedAt,
        long revision, String timeControl) {
    public GameRow {
        players = List.copyOf(players);
    }

    public boolean active() {
        return "active".equals(state);
    }

    /** The seat of {@code userid}, or -1 when not playing. */
    public int seatOf(String userid) {
        return players.indexOf(userid);
    }
}
