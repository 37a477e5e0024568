package pbm.cli;

import java.io.InputStream;
import java.time.Clock;
import picocli.CommandLine.Model.CommandSpec;
import pbm.store.Passwords;

/**
 * What a command takes from the world besides its arguments and writers: the clock, the
 * password hasher, standard input, and whether a person watches a terminal. Tests give
 * a fixed clock, fast hashing and their own input.
 */
record Environment(Clock clock, Passwords passwords, InputStream stdin, boolean terminal) {
    /** The real world: UTC, full-strength hashing, {@code System.in}, a console or not. */
    static Environment system() {
        return new Environment(Clock.systemUTC(), Passwords.configured(), System.in, System.console() != null);
    }

    /** The environment of the {@code pbm} run that {@code spec} belongs to. */
    static Environment of(CommandSpec spec) {
        Object root = spec.root().userObject();
        return root instanceof Main main ? main.environment : ((Main.DeliverOnly) root).environment;
    }
}
