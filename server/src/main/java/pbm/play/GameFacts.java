package pbm.play;

import java.util.List;
import pbm.store.RatingChange;

/**
 * What a board mail tells beside the position: the clocks, what a rated game did to the
 * ratings, and the address of the board's web page ({@code webLink}, null when the server has
 * no {@code web.base-url}).
 */
public record GameFacts(Timing timing, List<RatingChange> ratingChanges, String webLink) {
    public GameFacts {
        ratingChanges = List.copyOf(ratingChanges);
    }

    public GameFacts(Timing timing, List<RatingChange> ratingChanges) {
        this(timing, ratingChanges, null);
    }

    /** {@code alice's rating went up from 1600 to 1616.}, one line per player of a rated game. */
    public List<String> ratingLines() {
        return ratingChanges.stream().map(GameFacts::ratingLine).toList();
    }

    static String ratingLine(RatingChange change) {
        long before = Elo.shown(change.before());
        long after = Elo.shown(change.after());
        if (after > before) {
            return change.userid() + "'s rating went up from " + before + " to " + after + ".";
        }
        if (after < before) {
            return change.userid() + "'s rating went down from " + before + " to " + after + ".";
        }
        return change.userid() + "'s rating stayed at " + before + ".";
    }
}
