package pbm.cli;

import java.time.Clock;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.server.Server;

/** {@code pbm process}: every waiting message once, then exit. */
@Command(name = "process", description = {"Handle every message waiting (DIR/inbox/new, or the IMAP folder with",
    "inbound=imap), send the replies, and exit."})
final class ProcessCommand implements Callable<Integer> {
    @Mixin
    DataOption dataOption;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        try (Server server = Server.open(dataOption.data, Clock.systemUTC())) {
            int handled = server.processInbox(() -> false);
            int sent = server.drainOutbox();
            spec.commandLine().getOut().println("processed " + handled + " message" + (handled == 1 ? "" : "s")
                    + ", sent " + sent + " repl" + (sent == 1 ? "y" : "ies"));
        }
        return ExitCodes.OK;
    }
}
