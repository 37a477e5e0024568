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
import java.util.concurrent.FutureTask;
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
        // the first message is read, and parsed on a thread of its own while the database opens:
        // a cold deliver loads and runs the mail parser's classes and the database's side by side
        String firstSource = files.isEmpty() ? "standard input" : files.get(0).toString();
        byte[] first = files.isEmpty() ? readStandardInput(environment) : readFile(files.get(0));
        FutureTask<Parsed> parsing = new FutureTask<>(() -> Parsed.of(first));
        if (first != null) {
            Thread parser = new Thread(parsing, "pbm-parse");
            parser.setDaemon(true);
            parser.start();
        }
        try (Server server = Server.open(data, environment.clock(), environment.passwords())) {
            int code = deliver(server, firstSource, first, first == null ? null : parsing, err);
            for (int i = 1; i < files.size() && code == ExitCodes.OK; i++) {
                code = deliver(server, files.get(i).toString(), readFile(files.get(i)), null, err);
            }
            return code;
        } catch (IOException | SQLException | RuntimeException e) {
            err.println("pbm deliver: message not stored, try again later: " + e);
            return ExitCodes.TEMPFAIL;
        }
    }

    /** A message parsed on another thread, and how long that took. */
    private record Parsed(pbm.mail.InboundMessage message, long nanos) {
        static Parsed of(byte[] raw) {
            long start = System.nanoTime();
            pbm.mail.InboundMessage message = pbm.mail.InboundParser.parse(raw);
            return new Parsed(message, System.nanoTime() - start);
        }
    }

    /** Delivers {@code raw}, parsed by {@code parsing} when it is not null (if that failed, parsed here). */
    private static int deliver(Server server, String source, byte[] raw, FutureTask<Parsed> parsing,
            PrintWriter err) {
        if (raw == null) {
            err.println("pbm deliver: cannot read " + source);
            return ExitCodes.TEMPFAIL;
        }
        try {
            Parsed parsed = parsed(parsing);
            if (parsed == null) {
                server.deliver(raw);
            } else {
                server.deliver(raw, parsed.message(), parsed.nanos());
            }
            return ExitCodes.OK;
        } catch (SQLException | RuntimeException e) {
            err.println("pbm deliver: " + source + " not stored, try again later: " + e);
            return ExitCodes.TEMPFAIL;
        }
    }

    /** What {@code parsing} parsed, or null when there is none or it failed (the message is then parsed again). */
    private static Parsed parsed(FutureTask<Parsed> parsing) {
        if (parsing == null) {
            return null;
        }
        try {
            return parsing.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (java.util.concurrent.ExecutionException e) {
            return null;
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
