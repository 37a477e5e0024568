package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The time controls as written at a challenge, and the time in hand they leave a player. */
class TimeControlTest {
    private static List<Duration> days(int count, double each) {
        return Collections.nCopies(count, Duration.ofMinutes(Math.round(each * 24 * 60)));
    }

    @Test
    void theIccfFormIsWrittenAsMovesSlashDays() {
        TimeControl control = TimeControl.parse("10/50");
        assertEquals("10/50", control.spec());
        assertEquals("10/50d", control.tag());
        assertEquals("10 moves in 50 days", control.describe());
        assertEquals(control, TimeControl.parse(control.spec()), "the stored text reads back as the same control");
    }

    @Test
    void timeSavedInAPeriodIsCarriedIntoTheNext() {
        TimeControl control = TimeControl.parse("10/50");
        assertEquals(new TimeControl.InHand(Duration.ofDays(50), 10), control.inHand(List.of()));
        // seven moves of three days each: 29 days left for the three moves still owed
        assertEquals(new TimeControl.InHand(Duration.ofDays(29), 3), control.inHand(days(7, 3)));
        // ten moves of two days each: the second period adds 50 days to the 30 saved
        assertEquals(new TimeControl.InHand(Duration.ofDays(80), 10), control.inHand(days(10, 2)));
        // a slow first period leaves less for the second
        assertEquals(new TimeControl.InHand(Duration.ofDays(51), 10), control.inHand(days(10, 4.9)));
    }

    @Test
    void theFischerFormAddsItsIncrementUpToTheCap() {
        TimeControl capped = TimeControl.parse("30+1");
        assertEquals("30+1/30", capped.spec());
        assertEquals("30d+1d", capped.tag());
        assertEquals("30 days + 1 day a move (at most 30 days in hand)", capped.describe());
        // quick moves never lift the time in hand above the cap, which is the start's 30 days
        assertEquals(Duration.ofDays(30), capped.inHand(days(5, 0.25)).time());
        // five moves of three days: 30 - 5 x 3 + 5 x 1
        assertEquals(Duration.ofDays(20), capped.inHand(days(5, 3)).time());
        TimeControl roomy = TimeControl.parse("30+1/60");
        assertEquals("30d+1d/60d", roomy.tag());
        assertEquals(Duration.ofDays(33), roomy.inHand(days(4, 0.25)).time());
        assertEquals(Duration.ofDays(60), roomy.inHand(days(100, 0)).time());
    }

    @Test
    void badSpecsAreRefusedSayingWhatToWrite() {
        for (String bad : List.of("0/50", "10/0", "x", "", "10/99999", "201/50", "0+1", "30+1/20", "10-50", "30+",
                "-5/50", "1234567/5")) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> TimeControl.parse(bad), bad);
            assertTrue(refused.getMessage().contains("Write -time N/D for N moves in D days"), refused.getMessage());
        }
    }
}
