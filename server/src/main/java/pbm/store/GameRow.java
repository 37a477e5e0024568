package pbm.store;

import java.time.Instant;
import java.util.List;

/** One row of {@code games} with its players in seat order (seat 0 moves first). */
public record GameRow(int board, String gameWord, String variant, List<String> players, String state,
        String result, String winner, String reason, String initialFen, String currentFen, int ply,
        int nagDays, int forfeitDays, Instant created, Instant updated, Instant lastMoveAt, Instant naggedAt) {
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
