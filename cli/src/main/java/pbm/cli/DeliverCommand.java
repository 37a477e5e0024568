package pbm.cli;

import java.io.IOException;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.server.Server;

/**
 * {@code pbm deliver}: one message on standard input, as an MTA pipe runs it. Exit 0 when
 * the message was handled (an error reply counts), 75 when it could not be stored, so
 * the MTA tries again.
 */
@Command(name = "deliver", description = {"Handle one RFC 822 message read from standard input (an MTA pipe).",
    "Exit 0 when handled, 75 (EX_TEMPFAIL) when it could not be stored: the MTA retries."})
final class DeliverCommand implements Callable<Integer> {
    static final int MAX_BYTES = 64 * 1024 * 1024;

    @Mixin
    DataOption dataOption;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Environment environment = Environment.of(spec);
        byte[] raw;
        try {
            raw = environment.stdin().readNBytes(MAX_BYTES);
        } catch (IOException e) {
            spec.commandLine().getErr().println("pbm deliver: cannot read standard input: " + e.getMessage());
            return ExitCodes.TEMPFAIL;
        }
        try (Server server = Server.open(dataOption.data, environment.clock(), environment.passwords())) {
            server.deliver(raw);
            return ExitCodes.OK;
        } catch (IOException | SQLException | RuntimeException e) {
            spec.commandLine().getErr().println("pbm deliver: message not stored, try again later: " + e);
            return ExitCodes.TEMPFAIL;
        }
    }
}
