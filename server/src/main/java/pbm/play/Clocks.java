package pbm.play;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pbm.store.Vacation;

/** A player's clock: it runs for the player to move, except while they are on vacation. */
final class Clocks {
    private Clocks() {
    }

    /** The time the clock ran from {@code from} to {@code to}: the whole span minus the vacations in it. */
    static Duration used(Instant from, Instant to, List<Vacation> vacations) {
        if (!to.isAfter(from)) {
            return Duration.ZERO;
        }
        Duration used = Duration.between(from, to);
        for (Vacation vacation : vacations) {
            used = used.minus(vacation.overlap(from, to));
        }
        return used.isNegative() ? Duration.ZERO : used;
    }

    /** The instant at which the clock, started at {@code from}, will have run {@code budget}. */
    static Instant when(Instant from, Duration budget, List<Vacation> vacations) {
        List<Vacation> sorted = new ArrayList<>(vacations);
        sorted.sort(Comparator.comparing(Vacation::starts));
        Instant t = from;
        Duration remaining = budget;
        for (Vacation vacation : sorted) {
            if (!vacation.ends().isAfter(t)) {
                continue;
            }
            if (vacation.starts().isAfter(t)) {
                Duration gap = Duration.between(t, vacation.starts());
                if (gap.compareTo(remaining) >= 0) {
                    return t.plus(remaining);
                }
                remaining = remaining.minus(gap);
            }
            t = vacation.ends();
        }
        return t.plus(remaining);
    }

    /** The vacation of these running at {@code now}, or null. */
    static Vacation current(List<Vacation> vacations, Instant now) {
        for (Vacation vacation : vacations) {
            if (vacation.covers(now)) {
                return vacation;
            }
        }
        return null;
    }
}
