package pbm.server;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * What each sender's mails recently cost the thread that handles mail, so that a sender whose
 * mails are expensive (heavy definitions, floods) waits behind everyone else instead of
 * holding up their mails. A cost fades by half every {@link #HALF_LIFE}; a sender above
 * {@link #EXPENSIVE} is {@linkplain #expensive expensive}. Held in memory by one process.
 */
final class SenderCosts {
    /** How fast a cost fades: halved every minute. */
    static final Duration HALF_LIFE = Duration.ofMinutes(1);
    /** CPU time above which a sender's next mails wait behind other senders' mails: more than a sign-up's password hash. */
    static final Duration EXPENSIVE = Duration.ofMillis(500);
    /** Senders remembered at most; past that the memory starts afresh (costs only order mails). */
    private static final int MOST_SENDERS = 10_000;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** A sender's cost in nanoseconds as of {@code at} (System.nanoTime). */
    private record Cost(double nanos, long at) {
        double faded(long now) {
            return nanos * Math.pow(0.5, (double) (now - at) / HALF_LIFE.toNanos());
        }
    }

    private final Map<String, Cost> costs = new HashMap<>();

    /** The handling thread's CPU time so far, in nanoseconds (its wall time where CPU time is not measured). */
    static long threadTime() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    /** Adds {@code nanos} to what {@code sender}'s mails cost. */
    synchronized void add(String sender, long nanos) {
        if (sender == null || sender.isEmpty()) {
            return;
        }
        if (costs.size() >= MOST_SENDERS) {
            costs.clear();
        }
        long now = System.nanoTime();
        String key = sender.toLowerCase(Locale.ROOT);
        Cost before = costs.get(key);
        costs.put(key, new Cost((before == null ? 0 : before.faded(now)) + nanos, now));
    }

    /** Forgets every sender's cost. */
    synchronized void clear() {
        costs.clear();
    }

    /** Whether {@code sender}'s recent mails cost more than {@link #EXPENSIVE}. */
    synchronized boolean expensive(String sender) {
        if (sender == null) {
            return false;
        }
        Cost cost = costs.get(sender.toLowerCase(Locale.ROOT));
        return cost != null && cost.faded(System.nanoTime()) > EXPENSIVE.toNanos();
    }
}
