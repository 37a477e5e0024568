package pbm.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code pbm}: the admin tool and the server's entry points. */
@Command(name = "pbm", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = "A play-by-email turn server for draughts.",
        subcommands = {ServeCommand.class, ProcessCommand.class, DeliverCommand.class, SendCommand.class,
            DbCommand.class, HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs {@code pbm args} writing to {@code out} and {@code err}; returns the exit code. */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new Main());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setExitCodeExceptionMapper(e -> ExitCodes.FAILURE);
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("pbm: " + e.getMessage());
            return ExitCodes.FAILURE;
        });
        return commandLine.execute(args);
    }
}
