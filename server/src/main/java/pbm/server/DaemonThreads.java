package pbm.server;

import java.util.concurrent.ThreadFactory;

/** Threads of the server's own helpers: named, and daemons, so they never keep a stopping JVM alive. */
final class DaemonThreads {
    private DaemonThreads() {
    }

    /** Makes daemon threads named {@code name}. */
    static ThreadFactory named(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }
}
