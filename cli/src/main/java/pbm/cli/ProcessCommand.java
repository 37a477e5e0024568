package pbm.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.server.Server;

/** {@code pbm process}: every waiting message once (a progress bar on a terminal), then exit. */
@Command(name = "process", description = {"Handle every waiting message, send the replies, and exit.",
    "Reads DIR/inbox/new, or the IMAP folder with inbound=imap."})
final class ProcessCommand implements Callable<Integer> {
    @Mixin
    DataOption dataOption;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Environment environment = Environment.of(spec);
        try (Server server = Server.open(dataOption.data, environment.clock(), environment.passwords())) {
            int handled;
            try (Progress progress = Progress.on(spec.commandLine().getErr(), environment.terminal())) {
                handled = server.processInbox(() -> false, progress);
            }
            int sent = server.drainOutbox();
            server.deleteOldHandledMail();
            spec.commandLine().getOut().println("processed " + handled + " message" + (handled == 1 ? "" : "s")
                    + ", sent " + sent + " repl" + (sent == 1 ? "y" : "ies"));
            return OutboxCommand.reportFailures(spec, server.lastSendFailures());
        }
    }
}
