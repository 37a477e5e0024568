package pbm.store;

/** One row of {@code rating_changes}: what a rated game did to one player's rating. */
public record RatingChange(int board, String userid, String pool, double before, double after, int seat) {
}
