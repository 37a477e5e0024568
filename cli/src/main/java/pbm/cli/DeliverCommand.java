package pbm.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.server.Server;

/**
 * {@code pbm deliver}: one message on standard input, as an MTA pipe runs it; or each FILE as
 * one message (re-injecting saved mail, load tests). Exit 0 when every message was handled (an
 * error reply counts), 75 when one could not be stored, so the MTA tries again. Delivering a
 * message again is harmless: it is recognised and skipped.
 */
@Command(name = "deliver", description = {"Handle one message from standard input (an MTA pipe), or each FILE.",
    "Replies are sent at once (outbound in pbm.properties).",
    "Exit 0 when handled, 75 (EX_TEMPFAIL) when it could not be stored: the MTA retries."})
final class DeliverCommand implements Callable<Integer> {
    static final int MAX_BYTES = 64 * 1024 * 1024;

    @Mixin
    DataOption dataOption;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Message files; none: standard input.")
    List<Path> files = List.of();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        Environment environment = Environment.of(spec);
        for (Path file : files) {
            if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
                // no retry will make it appear: the MTA should not queue it again
                spec.commandLine().getErr().println("pbm deliver: " + file + " is not a readable file;"
                        + " nothing was stored");
                return ExitCodes.FAILURE;
            }
        }
        try (Server server = Server.open(dataOption.data, environment.clock(), environment.passwords())) {
            if (files.isEmpty()) {
                return deliver(server, "standard input", readStandardInput(environment));
            }
            for (Path file : files) {
                int code = deliver(server, file.toString(), readFile(file));
                if (code != ExitCodes.OK) {
                    return code;
                }
            }
            return ExitCodes.OK;
        } catch (IOException | SQLException | RuntimeException e) {
            spec.commandLine().getErr().println("pbm deliver: message not stored, try again later: " + e);
            return ExitCodes.TEMPFAIL;
        }
    }

    private int deliver(Server server, String source, byte[] raw) {
        if (raw == null) {
            spec.commandLine().getErr().println("pbm deliver: cannot read " + source);
            return ExitCodes.TEMPFAIL;
        }
        try {
            server.deliver(raw);
            return ExitCodes.OK;
        } catch (SQLException | RuntimeException e) {
            spec.commandLine().getErr().println("pbm deliver: " + source + " not stored, try again later: " + e);
            return ExitCodes.TEMPFAIL;
        }
    }

    private static byte[] readStandardInput(Environment environment) {
        try {
            return environment.stdin().readNBytes(MAX_BYTES);
        } catch (IOException e) {
            return null;
        }
    }

    private static byte[] readFile(Path file) {
        try (InputStream stream = Files.newInputStream(file)) {
            return stream.readNBytes(MAX_BYTES);
        } catch (IOException e) {
            return null;
        }
    }
}
