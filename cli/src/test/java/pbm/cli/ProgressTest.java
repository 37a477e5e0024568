package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private final StringWriter err = new StringWriter();
    private long nanos = 5_000_000_000L;

    private Progress progress(boolean terminal) {
        return new Progress(new PrintWriter(err), terminal, () -> nanos);
    }

    private void advanceMillis(long millis) {
        nanos += TimeUnit.MILLISECONDS.toNanos(millis);
    }

    @Test
    void drawsInPlaceAtMostEvery100MillisAndEndsTheLine() {
        try (Progress bar = progress(true)) {
            bar.progress(0, 1000);
            advanceMillis(50);
            bar.progress(250, 1000);
            advanceMillis(50);
            bar.progress(500, 1000);
            advanceMillis(99);
            bar.progress(999, 1000);
            advanceMillis(1);
            bar.progress(1000, 1000);
        }

        assertEquals("\r[          ] 0% 0/1000"
                + "\r[#####     ] 50% 500/1000"
                + "\r[##########] 100% 1000/1000\n", err.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void closeDrawsTheLastStateWhenItWasSkipped() {
        try (Progress bar = progress(true)) {
            bar.progress(0, 3);
            advanceMillis(10);
            bar.progress(1, 3);
            advanceMillis(10);
            bar.progress(2, 3);
        }

        assertEquals("\r[          ] 0% 0/3\r[######    ] 66% 2/3\n",
                err.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void staysQuietWhenNotOnATerminal() {
        try (Progress bar = progress(false)) {
            bar.progress(0, 10);
            advanceMillis(500);
            bar.progress(10, 10);
        }

        assertEquals("", err.toString());
    }

    @Test
    void drawsNothingWhenThereIsNothingToDo() {
        try (Progress bar = progress(true)) {
            bar.progress(0, 0);
        }

        assertEquals("", err.toString());
    }
}
