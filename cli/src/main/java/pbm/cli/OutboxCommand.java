package pbm.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.admin.OutboxAdmin;
import pbm.server.Config;
import pbm.server.DataDir;
import pbm.server.Server;
import pbm.store.Bounces;
import pbm.store.Database;
import pbm.store.OutboxRow;
import pbm.store.Users;

/** {@code pbm outbox ...}: the replies waiting to leave, and those that left. */
@Command(name = "outbox", description = "Replies: list them, retry the ones that did not leave.",
        subcommands = {OutboxCommand.ListRows.class, OutboxCommand.Retry.class, OutboxCommand.BounceList.class})
final class OutboxCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw Subcommands.missing(spec);
    }

    @Command(name = "list", description = "One line per reply: id, state, attempts, next try, recipients, subject.")
    static final class ListRows implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Option(names = "--state", paramLabel = "STATE", completionCandidates = StateNames.class, description = "Only the replies in STATE: pending, sent or failed.")
        OutboxAdmin.State state;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            List<OutboxRow> rows;
            try (Database database = dataOption.openDatabase()) {
                rows = new OutboxAdmin(database, Environment.of(spec).clock()).list(state);
            }
            Table table = new Table("ID", "STATE", "ATTEMPTS", "NEXT TRY", "RECIPIENTS", "SUBJECT", "LAST ERROR");
            for (OutboxRow row : rows) {
                boolean sent = row.state().equals(OutboxAdmin.State.SENT.column());
                table.add(String.valueOf(row.id()), row.state(), String.valueOf(row.attempts()),
                        sent ? "-" : UserCommand.time(row.nextTry()), String.join(", ", row.recipients()),
                        row.subject(), sent || row.lastError() == null ? "-" : row.lastError());
            }
            table.print(spec.commandLine().getOut());
            return ExitCodes.OK;
        }
    }

    /**
     * Prints each reply a drain could not send on standard error, one line each (the row,
     * the mail server, the cause, the next try); the exit code: 75 (try again later) when
     * some failed, else 0.
     */
    static int reportFailures(CommandSpec spec, List<String> failures) {
        for (String failure : failures) {
            spec.commandLine().getErr().println(spec.qualifiedName(" ") + ": not sent: " + failure);
        }
        return failures.isEmpty() ? ExitCodes.OK : ExitCodes.TEMPFAIL;
    }

    @Command(name = "bounces", description = {"One line per address that bounced: its player, bounces, hard ones,",
        "the last status and whether its mail is held (bounce.limit hard bounces; held until the player changes address)."})
    static final class BounceList implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            DataDir dir = dataOption.existing();
            int limit = Config.load(dir.properties()).bounceLimit();
            Table table = new Table("ADDRESS", "USERID", "BOUNCES", "HARD", "LAST", "STATUS", "MAIL");
            try (Database database = Database.open(dir.database())) {
                database.transaction(c -> {
                    Users users = new Users(c);
                    for (Bounces.Summary bounce : new Bounces(c).summaries()) {
                        List<String> owners = users.useridsAt(bounce.address());
                        table.add(bounce.address(), owners.isEmpty() ? "-" : String.join(", ", owners),
                                String.valueOf(bounce.bounces()), String.valueOf(bounce.hardBounces()),
                                UserCommand.time(bounce.last()), bounce.lastStatus() == null ? "-"
                                        : bounce.lastStatus(), bounce.held(limit) ? "held" : "sent");
                    }
                    return null;
                });
            }
            table.print(spec.commandLine().getOut());
            return ExitCodes.OK;
        }
    }

    /** The states as the admin types them, for shell completion. */
    static final class StateNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(OutboxAdmin.State.values()).map(OutboxAdmin.State::column).iterator();
        }
    }

    @Command(name = "retry", description = {"Make every pending or failed reply due now, then send once.",
        "Use it after fixing the mail settings; 'serve' would otherwise wait for each reply's next try."})
    static final class Retry implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            Environment environment = Environment.of(spec);
            dataOption.existing();
            try (Server server = Server.open(dataOption.data, environment.clock(), environment.passwords())) {
                OutboxAdmin outbox = new OutboxAdmin(server.database(), environment.clock());
                int due = outbox.makeAllDue();
                int sent = server.drainOutbox();
                int pending = outbox.list(OutboxAdmin.State.PENDING).size();
                int failed = outbox.list(OutboxAdmin.State.FAILED).size();
                PrintWriter out = spec.commandLine().getOut();
                out.println(due + " repl" + (due == 1 ? "y" : "ies") + " due now; " + sent + " sent, "
                        + pending + " still pending, " + failed + " failed");
                reportFailures(spec, server.lastSendFailures());
                if (failed > 0) {
                    return ExitCodes.FAILURE;
                }
                return pending > 0 ? ExitCodes.TEMPFAIL : ExitCodes.OK;
            }
        }
    }
}
