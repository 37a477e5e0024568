package pbm.cli;

import java.io.PrintWriter;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import pbm.admin.ProgressListener;

/**
 * A one-line progress bar on standard error, {@code [#####     ] 50% 500/1000}, redrawn
 * in place at most every 100 ms; silent when no one watches a terminal, so logs and
 * pipes stay clean. {@link #close()} draws the last state and ends the line.
 */
final class Progress implements ProgressListener, AutoCloseable {
    static final long INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);
    private static final int WIDTH = 10;

    private final PrintWriter err;
    private final boolean enabled;
    private final LongSupplier nanoTime;
    private long lastDrawn;
    private boolean drawnAny;
    private boolean current = true;
    private long done;
    private long total;

    Progress(PrintWriter err, boolean enabled, LongSupplier nanoTime) {
        this.err = err;
        this.enabled = enabled;
        this.nanoTime = nanoTime;
    }

    /** A bar on {@code err} when {@code terminal}, else one that draws nothing. */
    static Progress on(PrintWriter err, boolean terminal) {
        return new Progress(err, terminal, System::nanoTime);
    }

    @Override
    public void progress(long done, long total) {
        this.done = done;
        this.total = total;
        current = false;
        long now = nanoTime.getAsLong();
        if (!drawnAny || now - lastDrawn >= INTERVAL_NANOS) {
            draw(now);
        }
    }

    @Override
    public void close() {
        if (!current && total > 0) {
            draw(nanoTime.getAsLong());
        }
        if (drawnAny) {
            err.println();
            err.flush();
        }
    }

    private void draw(long now) {
        if (!enabled || total <= 0) {
            return;
        }
        int filled = (int) (WIDTH * done / total);
        err.print("\r[" + "#".repeat(filled) + " ".repeat(WIDTH - filled) + "] " + (100 * done / total) + "% "
                + done + "/" + total);
        err.flush();
        lastDrawn = now;
        drawnAny = true;
        current = true;
    }
}
