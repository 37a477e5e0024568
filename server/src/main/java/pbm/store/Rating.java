package pbm.store;

/** One row of {@code ratings}: a player's Elo rating in one pool and how many rated games made it. */
public record Rating(String pool, String userid, double rating, int games) {
}
