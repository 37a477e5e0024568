package pbm.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
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
@Command(name = DeliverCommand.NAME, description = {"Handle one message from standard input (an MTA pipe), or each FILE.",
    "Replies are sent at once (outbound in pbm.properties).",
    "Exit 0 when handled, 75 (EX_TEMPFAIL) when it could not be stored: the MTA retries."})
final class DeliverCommand implements Callable<Integer> {
    static final int MAX_BYTES = 64 * 1024 * 1024;
    static final String NAME = "deliver";
    private static final String DATA = "--data";

    @Mixin
    DataOption dataOption;

    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Message files; none: standard input.")
    List<Path> files = List.of();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return run(dataOption.data, files, spec.commandLine().getErr(), Environment.of(spec));
    }

    /**
     * The arguments of {@code pbm deliver ...} when they are only {@code --data DIR} (or
     * {@code --data=DIR}) at most once and message files: what an MTA pipe passes. Anything
     * else (help, a misspelt option, {@code @argfile}, {@code --}) is null and goes through
     * picocli, whose model and 170 classes (compiled for Java 5, which the class archive cannot
     * hold) are a third of a cold deliver's start.
     */
    static Plain plain(String[] args) {
        if (args.length == 0 || !args[0].equals(NAME)) {
            return null;
        }
        String data = null;
        List<Path> files = new ArrayList<>();
        try {
            for (int i = 1; i < args.length; i++) {
                String arg = args[i];
                String value = null;
                if (arg.equals(DATA)) {
                    value = ++i < args.length ? args[i] : null;
                } else if (arg.startsWith(DATA + "=")) {
                    value = arg.substring(DATA.length() + 1);
                } else if (plainWord(arg)) {
                    files.add(Path.of(arg));
                    continue;
                }
                if (value == null || data != null || !plainWord(value)) {
                    return null;
                }
                data = value;
            }
            return new Plain(Path.of(data == null ? DataOption.DEFAULT : data), List.copyOf(files));
        } catch (InvalidPathException e) {
            return null;
        }
    }

    private static boolean plainWord(String arg) {
        return !arg.isEmpty() && arg.charAt(0) != '-' && arg.charAt(0) != '@';
    }

    /** {@code deliver}'s arguments read without picocli: the data directory and the message files. */
    record Plain(Path data, List<Path> files) {
    }

    /** Delivers each of {@code files}, or standard input when there are none; returns the exit code. */
    static int run(Path data, List<Path> files, PrintWriter err, Environment environment) {
        for (Path file : files) {
            if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
                // no retry will make it appear: the MTA should not queue it again
                err.println("pbm deliver: " + file + " is not a readable file; nothing was stored");
                return ExitCodes.FAILURE;
            }
        }
        try (Server server = Server.open(data, environment.clock(), environment.passwords())) {
            if (files.isEmpty()) {
                return deliver(server, "standard input", readStandardInput(environment), err);
            }
            for (Path file : files) {
                int code = deliver(server, file.toString(), readFile(file), err);
                if (code != ExitCodes.OK) {
                    return code;
                }
            }
            return ExitCodes.OK;
        } catch (IOException | SQLException | RuntimeException e) {
            err.println("pbm deliver: message not stored, try again later: " + e);
            return ExitCodes.TEMPFAIL;
        }
    }

    private static int deliver(Server server, String source, byte[] raw, PrintWriter err) {
        if (raw == null) {
            err.println("pbm deliver: cannot read " + source);
            return ExitCodes.TEMPFAIL;
        }
        try {
            server.deliver(raw);
            return ExitCodes.OK;
        } catch (SQLException | RuntimeException e) {
            err.println("pbm deliver: " + source + " not stored, try again later: " + e);
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
