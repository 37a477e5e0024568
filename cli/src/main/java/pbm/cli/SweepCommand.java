package pbm.cli;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
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
            + " 2026-12-13T10:00:00Z (default: the current time). The sweep acts: add --dry-run to only look.")
    Instant now;

    @Option(names = "--dry-run", description = "Say what the sweep would do, board by board, and do nothing.")
    boolean dryRun;

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
            if (dryRun) {
                List<Deadlines.Planned> plans = Deadlines.preview(server.database(), at);
                for (Deadlines.Planned plan : plans) {
                    spec.commandLine().getOut().println(plan.description());
                }
                spec.commandLine().getOut().println("dry run as of " + at + ": " + plans.size() + " board"
                        + (plans.size() == 1 ? "" : "s") + " would change; nothing was done");
                return ExitCodes.OK;
            }
            Deadlines.Report report = server.sweep(at);
            int sent = server.drainOutbox();
            server.deleteOldHandledMail();
            spec.commandLine().getOut().println("swept " + report.summary() + "; sent " + sent + " mail"
                    + (sent == 1 ? "" : "s"));
        }
        return ExitCodes.OK;
    }
}
