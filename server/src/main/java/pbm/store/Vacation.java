package pbm.store;

import java.time.Duration;
import java.time.Instant;

/** One row of {@code vacations}: the clocks of {@code userid} stand still from {@code starts} to {@code ends}. */
public record Vacation(String userid, Instant starts, Instant ends) {
    /** Whether {@code instant} falls inside this vacation (start included, end excluded). */
    public boolean covers(Instant instant) {
        return !instant.isBefore(starts) && instant.isBefore(ends);
    }

    /** How much of this vacation lies between {@code from} and {@code to}. */
    public Duration overlap(Instant from, Instant to) {
        Instant start = starts.isAfter(from) ? starts : from;
        Instant end = ends.isBefore(to) ? ends : to;
        return end.isAfter(start) ? Duration.between(start, end) : Duration.ZERO;
    }
}
