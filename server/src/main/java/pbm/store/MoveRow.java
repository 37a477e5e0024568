package pbm.store;

import java.time.Instant;

/** One row of {@code moves}. */
public record MoveRow(int board, int ply, String userid, String notation, String fenAfter, String comment,
        Instant played) {
}
