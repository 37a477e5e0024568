package pbm.cli;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.play.Deadlines;
import pbm.server.Server;

/** {@code pbm sweep [--now INSTANT]}: the deadline sweep once, then the replies are sent. */
@Command(name = "sweep", description = "Send the reminders and forfeit the games whose deadlines have passed,"
        + " once (serve does this every few minutes); running it again at the same instant does nothing more.")
final class SweepCommand implements Callable<Integer> {
    @Mixin
    DataOption dataOption;

    @Option(names = "--now", paramLabel = "INSTANT", description = "Sweep as of this ISO-8601 instant, e.g."
            + " 2026-12-13T10:00:00Z (default: the current time).")
    Instant now;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Environment environment = Environment.of(spec);
        Instant at = now == null ? environment.clock().instant() : now;
        // as of that instant throughout: the mails it queues are due then, and leave dated then
        Clock clock = now == null ? environment.clock() : Clock.fixed(now, ZoneOffset.UTC);
        dataOption.existing();
        try (Server server = Server.open(dataOption.data, clock, environment.passwords())) {
            Deadlines.Report report = server.sweep(at);
            int sent = server.drainOutbox();
            spec.commandLine().getOut().println("swept " + report.summary() + "; sent " + sent + " mail"
                    + (sent == 1 ? "" : "s"));
        }
        return ExitCodes.OK;
    }
}
