package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Timing#time} writes what the pattern {@code yyyy-MM-dd HH:mm 'UTC'} writes, for every year. */
class TimingTextTest {
    private static final DateTimeFormatter PATTERN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    @Test
    void timesAreWrittenAsThePatternWritesThem() {
        SplittableRandom random = new SplittableRandom(16);
        long min = Instant.parse("-0100-01-01T00:00:00Z").getEpochSecond();
        long max = Instant.parse("+12000-12-31T23:59:59Z").getEpochSecond();
        for (int i = 0; i < 200_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(min, max), random.nextInt(1_000_000_000));
            assertEquals(PATTERN.format(instant), Timing.time(instant), instant.toString());
        }
        for (String edge : new String[] {"0000-12-31T23:59:59.999Z", "0001-01-01T00:00:00Z", "1970-01-01T00:00:00Z",
                "2024-02-29T23:59:59Z", "9999-12-31T23:59:59.999999999Z", "+10000-01-01T00:00:00Z"}) {
            Instant instant = Instant.parse(edge);
            assertEquals(PATTERN.format(instant), Timing.time(instant), edge);
        }
        assertEquals("2026-11-22 10:00 UTC", Timing.time(Instant.parse("2026-11-22T10:00:59Z")));
    }
}
