package pbm.server;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Names one outbox sender as {@code pid:start-millis@host#n}, so that a claim left by a
 * process that died (SIGKILL, power loss) can be recognised and taken over at once, without
 * waiting for its lease to run out. Only claims from this host are judged; a process counts as
 * gone when no process has its id, or the one that has it started at another time (pid reuse).
 */
final class Claimant {
    private static final AtomicLong INSTANCES = new AtomicLong();
    private static final Pattern FORM = Pattern.compile("(\\d+):(\\d+)@(.*)#\\d+");

    private Claimant() {
    }

    /** A fresh name for a sender in this process. */
    static String next() {
        ProcessHandle self = ProcessHandle.current();
        return self.pid() + ":" + startMillis(self).orElse(0L) + "@" + host() + "#" + INSTANCES.incrementAndGet();
    }

    /** Whether {@code claimant} names a process of this host that no longer runs. */
    static boolean isGone(String claimant) {
        Matcher m = FORM.matcher(claimant);
        if (!m.matches() || !m.group(3).equals(host())) {
            return false;
        }
        long pid = Long.parseLong(m.group(1));
        long start = Long.parseLong(m.group(2));
        Optional<ProcessHandle> process = ProcessHandle.of(pid);
        if (process.isEmpty() || !process.get().isAlive()) {
            return true;
        }
        Optional<Long> actualStart = startMillis(process.get());
        return start != 0 && actualStart.isPresent() && actualStart.get() != start;
    }

    private static Optional<Long> startMillis(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toEpochMilli);
    }

    private static String host() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
        }
    }
}
