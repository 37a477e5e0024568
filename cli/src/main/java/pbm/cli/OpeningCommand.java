package pbm.cli;

import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.admin.AdminResult;
import pbm.admin.OpeningAdmin;
import pbm.store.Database;
import pbm.store.Openings.Opening;

/** {@code pbm opening ...}: the thematic openings a challenge may start from ({@code -opening NAME}). */
@Command(name = "opening", description = "Thematic openings for challenges (-opening NAME): list, add, remove.",
        subcommands = {OpeningCommand.ListOpenings.class, OpeningCommand.Add.class, OpeningCommand.Remove.class})
final class OpeningCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw Subcommands.missing(spec);
    }

    @Command(name = "list", description = "One line per opening: its name, its game, its moves.")
    static final class ListOpenings implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            Table table = new Table("NAME", "GAME", "MOVES");
            try (Database database = dataOption.openDatabase()) {
                for (Opening opening : new OpeningAdmin(database).list()) {
                    table.add(opening.name(), opening.game(), opening.moves());
                }
            }
            table.print(spec.commandLine().getOut());
            return ExitCodes.OK;
        }
    }

    @Command(name = "add", description = "Adds or replaces an opening; its moves must be legal from the game's start.")
    static final class Add implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Parameters(index = "0", paramLabel = "NAME", description = "One word, e.g. kings-gambit.")
        String name;

        @Parameters(index = "1", paramLabel = "GAME", description = "The game, e.g. chess.")
        String game;

        @Parameters(index = "2..*", arity = "1..*", paramLabel = "MOVE", description = "The moves, e.g. e4 e5 f4.")
        List<String> moves;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            try (Database database = dataOption.openDatabase()) {
                return report(spec, new OpeningAdmin(database).add(name, game, moves), "added ");
            }
        }
    }

    @Command(name = "remove", description = "Removes an opening.")
    static final class Remove implements Callable<Integer> {
        @Mixin
        DataOption dataOption;

        @Parameters(index = "0", paramLabel = "NAME")
        String name;

        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws Exception {
            try (Database database = dataOption.openDatabase()) {
                return report(spec, new OpeningAdmin(database).remove(name), "removed ");
            }
        }
    }

    /** Prints what was done, or the refusal on standard error with exit code 1. */
    private static <T> int report(CommandSpec spec, AdminResult<T> result, String what) {
        if (result instanceof AdminResult.Done<T> done) {
            spec.commandLine().getOut().println(what + done.value());
            return ExitCodes.OK;
        }
        spec.commandLine().getErr().println(spec.qualifiedName(" ") + ": " + ((AdminResult.Refused<T>) result).reason());
        return ExitCodes.FAILURE;
    }
}
