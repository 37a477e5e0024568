package pbm.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The seeds of random starts: the same on a fixed clock, different from mail to mail. */
class ContextSeedTest {
    private static final Instant NOW = Instant.parse("2026-11-23T10:15:30.123456789Z");

    @Test
    void aFixedClockGivesTheSameSeeds() {
        Context first = new Context(null, NOW, "alice@example.org", null, "admin@x");
        Context again = new Context(null, NOW, "alice@example.org", null, "admin@x");
        assertEquals(first.seed(), again.seed());
        assertEquals(first.seed(), again.seed());
    }

    @Test
    void anotherTimeOrSenderGivesOtherSeeds() {
        long seed = new Context(null, NOW, "alice@example.org", null, "admin@x").seed();
        assertNotEquals(seed, new Context(null, NOW.plusNanos(1), "alice@example.org", null, "admin@x").seed());
        assertNotEquals(seed, new Context(null, NOW, "bob@example.org", null, "admin@x").seed());
    }

    @Test
    void anInjectedSourceIsUsedAsItIs() {
        long[] next = {41};
        Context context = new Context(null, NOW, "alice@example.org", null, "admin@x", () -> ++next[0]);
        assertEquals(42, context.seed());
        assertEquals(43, context.seed());
    }
}
