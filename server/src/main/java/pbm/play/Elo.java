package pbm.play;

/**
 * The Elo arithmetic (A. Elo, <i>The Rating of Chessplayers, Past and Present</i>, 1978;
 * FIDE Handbook B.02 §8): a player rated {@code r} against {@code o} is expected to score
 * {@code 1 / (1 + 10^((o - r) / 400))} and gains {@code K * (score - expected)}.
 * Everyone starts at 1600, K is 32 for everyone, and a rating is provisional (marked,
 * not treated differently) until its owner has played 20 rated games.
 */
public final class Elo {
    public static final double START = 1600;
    public static final double K = 32;
    public static final int PROVISIONAL_GAMES = 20;

    private Elo() {
    }

    /** The score a player rated {@code rating} is expected to make against {@code opponent}: 0 to 1. */
    public static double expected(double rating, double opponent) {
        return 1 / (1 + Math.pow(10, (opponent - rating) / 400));
    }

    /** The new rating after scoring {@code score} (1 win, 0.5 draw, 0 loss) against {@code opponent}. */
    public static double next(double rating, double opponent, double score) {
        return rating + K * (score - expected(rating, opponent));
    }

    /** Whether a rating made of {@code games} games is still provisional. */
    public static boolean provisional(int games) {
        return games < PROVISIONAL_GAMES;
    }

    /** A rating as players read it: rounded to a whole number. */
    public static long shown(double rating) {
        return Math.round(rating);
    }
}
