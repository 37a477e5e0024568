package pbm.cli;

import java.io.PrintWriter;
import java.sql.SQLException;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;
import org.sqlite.SQLiteErrorCode;

/** {@code pbm}: the admin tool and the server's entry points. */
@Command(name = "pbm", mixinStandardHelpOptions = true, versionProvider = Version.class,
        description = {"A play-by-email turn server for board games: draughts and checkers, chess and its"
            + " variants, shogi, xiangqi, janggi, Othello and the games its players define. Players mail"
            + " \"list\" for every game hosted, \"help\" for the help pages."},
        subcommands = {ServeCommand.class, ProcessCommand.class, DeliverCommand.class, SendCommand.class,
            UserCommand.class, GameCommand.class, OpeningCommand.class, OutboxCommand.class, SweepCommand.class,
            DbCommand.class,
            PerftCommand.class, BenchCommand.class, HelpCommand.class},
        footerHeading = "%nExit codes:%n",
        footer = {"  0   done", "  1   failed (the message says why)", "  2   bad usage (the usage follows the message)",
            "  75  temporary failure (database busy, ...): try again later"})
public final class Main implements Runnable {
    final Environment environment;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private Main(Environment environment) {
        this.environment = environment;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code -h, --help} on every subcommand, as on {@code pbm} itself ({@code pbm game --help}). */
    private static void addHelpOptions(CommandLine commandLine) {
        for (CommandLine sub : commandLine.getSubcommands().values()) {
            if (!sub.getCommandSpec().helpCommand()) {
                sub.getCommandSpec().mixinStandardHelpOptions(true);
            }
            addHelpOptions(sub);
        }
    }

    /** The root of {@code pbm deliver ...}: {@code pbm} with the one subcommand deliver. */
    @Command(name = "pbm", mixinStandardHelpOptions = true, versionProvider = Version.class)
    static final class DeliverOnly implements Runnable {
        final Environment environment;

        DeliverOnly(Environment environment) {
            this.environment = environment;
        }

        @Override
        public void run() {
            // never run: the first argument is always deliver
        }
    }

    /** Log records as one line each: time, level, message (and a stack trace only where one is logged). */
    static final String ONE_LINE_LOG = "%1$tFT%1$tT%1$tz %4$s %5$s%6$s%n";

    public static void main(String[] args) {
        if (System.getProperty("java.util.logging.SimpleFormatter.format") == null) {
            System.setProperty("java.util.logging.SimpleFormatter.format", ONE_LINE_LOG);
        }
        System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }

    /** Runs {@code pbm args} writing to {@code out} and {@code err}; returns the exit code. */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        return run(args, out, err, Environment.system());
    }

    /** As {@link #run(String[], PrintWriter, PrintWriter)} in the given environment (tests). */
    static int run(String[] args, PrintWriter out, PrintWriter err, Environment environment) {
        DeliverCommand.Plain plain = DeliverCommand.plain(args);
        if (plain != null) {
            // an MTA pipe: no picocli at all (see DeliverCommand.plain), and what escapes the
            // command ends as picocli's handler below would end it
            try {
                return DeliverCommand.run(plain.data(), plain.files(), err, environment);
            } catch (RuntimeException e) {
                return failed(e, err);
            }
        }
        CommandLine commandLine;
        if (args.length > 0 && args[0].equals(DeliverCommand.NAME)) {
            // the MTA pipe starts a JVM for every mail: build the model of deliver alone, not of
            // every command (a fifth of a cold deliver); what deliver prints is the same
            commandLine = new CommandLine(new DeliverOnly(environment));
            commandLine.addSubcommand("deliver", new CommandLine(new DeliverCommand()));
        } else {
            commandLine = new CommandLine(new Main(environment));
            CommandLine completion = new CommandLine(new AutoComplete.GenerateCompletion());
            completion.getCommandSpec().usageMessage().hidden(false)
                    .description("Print a bash/zsh completion script for pbm: source <(pbm completion)");
            commandLine.addSubcommand("completion", completion);
        }
        addHelpOptions(commandLine);
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        commandLine.setOut(out);
        commandLine.setErr(err);
        if (!environment.terminal()) {
            commandLine.setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF));
        }
        commandLine.setParameterExceptionHandler(Main::badUsage);
        commandLine.setExecutionExceptionHandler((e, cmd, parsed) -> failed(e, cmd.getErr()));
        return commandLine.execute(args);
    }

    /** A command that threw: its message, and 75 when trying again later may work, else 1. */
    private static int failed(Exception e, PrintWriter err) {
        err.println("pbm: " + e.getMessage());
        return isTemporary(e) ? ExitCodes.TEMPFAIL : ExitCodes.FAILURE;
    }

    /** Bad usage: the message, a suggestion when a word was misspelt, and the usage, all on standard error. */
    private static int badUsage(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        err.println(e.getMessage());
        UnmatchedArgumentException.printSuggestions(e, err);
        command.usage(err, command.getColorScheme());
        return ExitCodes.USAGE;
    }

    /** A busy or locked database: another process holds it; the same command may work later. */
    static boolean isTemporary(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql) {
                int code = sql.getErrorCode() & 0xff;
                if (code == SQLiteErrorCode.SQLITE_BUSY.code || code == SQLiteErrorCode.SQLITE_LOCKED.code) {
                    return true;
                }
            }
        }
        return false;
    }
}
