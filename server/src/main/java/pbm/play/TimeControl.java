package pbm.play;

import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A correspondence time control, chosen at the challenge ({@code -time SPEC}), in whole days.
 *
 * <ul>
 * <li>{@code N/D}, the ICCF form: N moves in D days, repeating. After making k·N moves a
 * player's clock may have run at most k·D days in all, so time saved in one period is carried
 * into the next.</li>
 * <li>{@code B+I} or {@code B+I/C}, the Fischer form: B days at the start, I days added after
 * each of the player's moves, never more than C days in hand (C is B when not given).</li>
 * </ul>
 *
 * A player's clock runs only on their turn and stands still on vacation ({@link Clocks}); the
 * game is lost on time when the time in hand runs out. {@link #spec()} is what the games table
 * stores and shows; {@link #tag()} is the PGN/PDN {@code TimeControl} tag.
 *
 * @param movesPerPeriod N of the ICCF form; 0 for the Fischer form
 * @param days D of the ICCF form, B of the Fischer form
 * @param increment I of the Fischer form (0 for the ICCF form)
 * @param cap C of the Fischer form (0 for the ICCF form)
 */
public record TimeControl(int movesPerPeriod, int days, int increment, int cap) {
    /** The most days any number of a control may give: ten years, far beyond any real game. */
    public static final int MOST_DAYS = 3650;
    /** The most moves one period of the ICCF form may count. */
    public static final int MOST_MOVES = 200;

    private static final Pattern ICCF = Pattern.compile("(\\d{1,6})/(\\d{1,6})");
    private static final Pattern FISCHER = Pattern.compile("(\\d{1,6})\\+(\\d{1,6})(?:/(\\d{1,6}))?");
    private static final String WHAT_TO_WRITE = "Write -time N/D for N moves in D days (e.g. -time 10/50), or"
            + " -time B+I for B days plus I days a move (e.g. -time 30+1), or -time B+I/C to keep at most C days"
            + " in hand (e.g. -time 30+1/60); all numbers whole, days at most " + MOST_DAYS + ", moves at most "
            + MOST_MOVES + ".";

    /**
     * The control {@code spec} writes, as a challenge gives it or the games table stores it.
     *
     * @throws IllegalArgumentException saying what to write instead, when {@code spec} is no control
     */
    public static TimeControl parse(String spec) {
        Matcher iccf = ICCF.matcher(spec == null ? "" : spec.strip());
        if (iccf.matches()) {
            int moves = Integer.parseInt(iccf.group(1));
            int days = Integer.parseInt(iccf.group(2));
            check(moves >= 1 && moves <= MOST_MOVES && days >= 1 && days <= MOST_DAYS, spec);
            return new TimeControl(moves, days, 0, 0);
        }
        Matcher fischer = FISCHER.matcher(spec == null ? "" : spec.strip());
        if (fischer.matches()) {
            int base = Integer.parseInt(fischer.group(1));
            int increment = Integer.parseInt(fischer.group(2));
            int cap = fischer.group(3) == null ? base : Integer.parseInt(fischer.group(3));
            check(base >= 1 && base <= MOST_DAYS && increment <= MOST_DAYS && cap <= MOST_DAYS, spec);
            if (cap < base) {
                throw new IllegalArgumentException("In \"-time " + spec + "\" the most days in hand (" + cap
                        + ") must be at least the days at the start (" + base + "). " + WHAT_TO_WRITE);
            }
            return new TimeControl(0, base, increment, cap);
        }
        throw new IllegalArgumentException("\"-time " + (spec == null ? "" : spec) + "\" is not a time control. "
                + WHAT_TO_WRITE);
    }

    private static void check(boolean fine, String spec) {
        if (!fine) {
            throw new IllegalArgumentException("\"-time " + spec + "\" is out of range. " + WHAT_TO_WRITE);
        }
    }

    /** The control of a stored game, or null when it has none. */
    public static TimeControl stored(String spec) {
        return spec == null ? null : parse(spec);
    }

    public boolean fischer() {
        return movesPerPeriod == 0;
    }

    /** {@code 10/50}, {@code 30+1/60}: how the game is stored and the games table shows it (as a -time option). */
    public String spec() {
        return fischer() ? days + "+" + increment + "/" + cap : movesPerPeriod + "/" + days;
    }

    /** The TimeControl tag: {@code 10/50d}; {@code 30d+1d}, and {@code 30d+1d/60d} when capped above the start. */
    public String tag() {
        if (!fischer()) {
            return movesPerPeriod + "/" + days + "d";
        }
        return days + "d+" + increment + "d" + (cap == days ? "" : "/" + cap + "d");
    }

    /** {@code 10 moves in 50 days}; {@code 30 days + 1 day a move (at most 30 days in hand)}. */
    public String describe() {
        if (!fischer()) {
            return plural(movesPerPeriod, "move") + " in " + plural(days, "day");
        }
        return plural(days, "day") + " + " + plural(increment, "day") + " a move (at most " + plural(cap, "day")
                + " in hand)";
    }

    private static String plural(int count, String word) {
        return count + " " + word + (count == 1 ? "" : "s");
    }

    /**
     * A player's time in hand at the start of their next turn, and (ICCF form) how many moves
     * are to be made in it, after their moves took {@code ownMoves} on their clock each.
     * Negative when a move came in after the time had run out but before the sweep saw it.
     */
    public record InHand(Duration time, int moves) {
    }

    public InHand inHand(List<Duration> ownMoves) {
        if (fischer()) {
            Duration left = Duration.ofDays(days);
            for (Duration move : ownMoves) {
                left = left.minus(move).plusDays(increment);
                if (left.compareTo(Duration.ofDays(cap)) > 0) {
                    left = Duration.ofDays(cap);
                }
            }
            return new InHand(left, 1);
        }
        int made = ownMoves.size();
        int periods = made / movesPerPeriod + 1;
        Duration used = ownMoves.stream().reduce(Duration.ZERO, Duration::plus);
        return new InHand(Duration.ofDays((long) days * periods).minus(used), periods * movesPerPeriod - made);
    }
}
