package pbm.engine.fast;

import java.util.Locale;

/**
 * Benchmark, not a test: {@code java -cp server/target/classes pbm.engine.fast.FastPerftBench
 * draughts 9} prints {@code depth<TAB>leaves<TAB>seconds} for every depth from 1 to the
 * one given, from the initial position of the named game (see
 * {@link FastRules#byGameName(String)}), then the leaves per second of the last depth by
 * wall time and by the thread's CPU time (the machine may be shared).
 */
public final class FastPerftBench {
    private FastPerftBench() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: FastPerftBench <game> <depth>");
            System.exit(2);
        }
        FastRules rules = FastRules.byGameName(args[0]);
        if (rules == null) {
            System.err.println("unknown game " + args[0]);
            System.exit(2);
        }
        int depth = Integer.parseInt(args[1]);
        FastBoard board = FastBoard.initial(rules);
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long leaves = 0;
        double seconds = 0;
        double cpuSeconds = 0;
        for (int d = 1; d <= depth; d++) {
            long c0 = threads.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            leaves = FastPerft.perft(board, d);
            seconds = (System.nanoTime() - t0) / 1e9;
            cpuSeconds = (threads.getCurrentThreadCpuTime() - c0) / 1e9;
            System.out.println(d + "\t" + leaves + "\t" + String.format(Locale.ROOT, "%.3f", seconds));
        }
        System.out.println(String.format(Locale.ROOT,
                "%s depth %d: %d leaves in %.3f s wall = %.1f million leaves/s (thread CPU %.3f s = %.1f M/s)",
                rules, depth, leaves, seconds, leaves / seconds / 1e6, cpuSeconds, leaves / cpuSeconds / 1e6));
    }
}
