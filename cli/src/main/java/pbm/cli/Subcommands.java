package pbm.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** Shared behaviour of the command groups ({@code user}, {@code outbox}, {@code db}). */
final class Subcommands {
    private Subcommands() {
    }

    /** A group run without a subcommand is bad usage: exit 2, the group's usage on standard error. */
    static ParameterException missing(CommandSpec spec) {
        return new ParameterException(spec.commandLine(), "Missing a subcommand of 'pbm " + spec.name() + "'");
    }
}
