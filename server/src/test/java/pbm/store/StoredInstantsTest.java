package pbm.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The store's own reading of instants gives exactly what {@link Instant#parse} gives. */
class StoredInstantsTest {

    @Test
    void everyInstantTheStoreWritesIsReadBackAsInstantParseReadsIt() {
        Random random = new Random(16);
        for (int i = 0; i < 200_000; i++) {
            long seconds = random.nextLong(-62_000_000_000L, 253_402_300_799L + 1_000_000_000L);
            int nanos = switch (i % 4) {
                case 0 -> 0;
                case 1 -> random.nextInt(1000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1_000;
                default -> random.nextInt(1_000_000_000);
            };
            String text = Instant.ofEpochSecond(seconds, nanos).toString();
            assertEquals(Instant.parse(text), StoredInstants.parse(text), text);
        }
    }

    @Test
    void otherFormsAreLeftToInstantParseAndFailAsItFails() {
        String[] texts = {"2026-11-23T22:06:49Z", "2026-11-23T22:06:49.1Z", "2024-02-29T00:00:00Z",
                "2026-11-23T22:06:49.123456789Z", "+12026-11-23T22:06:49Z", "2026-11-23T23:59:60Z",
                "2026-11-23T24:00:00Z", "2026-11-23T22:06:49.Z", "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z",
                "2026-11-23T22:06:4xZ", "2026-11-23 22:06:49Z", "2026-11-23T22:06:49.1234567890Z", "", "2026-11-23"};
        int failures = 0;
        for (String text : texts) {
            Instant expected;
            try {
                expected = Instant.parse(text);
            } catch (DateTimeParseException e) {
                assertThrows(DateTimeParseException.class, () -> StoredInstants.parse(text), text);
                failures++;
                continue;
            }
            assertEquals(expected, StoredInstants.parse(text), text);
        }
        assertEquals(7, failures, "the malformed ones among them");
    }

    @Test
    void everyInstantIsWrittenAsInstantToStringWritesIt() {
        Random random = new Random(36);
        java.util.List<Instant> instants = new java.util.ArrayList<>(java.util.List.of(Instant.EPOCH,
                Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("9999-12-31T23:59:59.999999999Z"),
                Instant.parse("-0001-12-31T23:59:59Z"), Instant.parse("+10000-01-01T00:00:00Z"), Instant.MIN, Instant.MAX,
                Instant.parse("2024-02-29T12:00:00.100Z"), Instant.parse("1969-12-31T23:59:59.000001Z")));
        for (int i = 0; i < 200_000; i++) {
            long seconds = random.nextInt(4) == 0 ? random.nextLong() % 400_000_000_000L
                    : 1_700_000_000L + random.nextInt(300_000_000);
            int nanos = switch (random.nextInt(4)) {
                case 0 -> 0;
                case 1 -> random.nextInt(1000) * 1_000_000;
                case 2 -> random.nextInt(1_000_000) * 1_000;
                default -> random.nextInt(1_000_000_000);
            };
            instants.add(Instant.ofEpochSecond(seconds, nanos));
        }
        for (Instant instant : instants) {
            assertEquals(instant.toString(), StoredInstants.format(instant));
        }
    }
}
