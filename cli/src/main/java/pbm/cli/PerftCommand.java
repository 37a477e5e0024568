package pbm.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import pbm.games.Catalog;
import pbm.rules.Game;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code pbm perft}: leaf counts of the legal-move tree, one line per depth
 * ({@code d<TAB>count<TAB>seconds}), or with {@code --divide} one line per first move
 * at the last depth and then the total; plain tab-separated text for scripts.
 */
@Command(name = "perft", description = {"Count the leaves of the legal-move tree (a move generator check and benchmark).",
    "Prints d<TAB>count<TAB>seconds for each depth; with --divide, move<TAB>count at the last depth, then the total."})
final class PerftCommand implements Callable<Integer> {
    @Option(names = "--game", paramLabel = "NAME",
            description = "A game name with its options: draughts, \"draughts -small\" (or draughts-small), canadian, checkers, chess, \"chess -960\", capablanca, ...")
    String game;

    @Option(names = "--definition", paramLabel = "FILE",
            description = "Instead of --game: the game a definition file states (as 'pbm game define' reads it, defined or not), to check it against published counts before defining it.")
    Path definition;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this FEN (PDN FEN for draughts) instead of the initial position.")
    String fen;

    @Option(names = "--depth", required = true, paramLabel = "N", description = "The deepest depth to count.")
    int depth;

    @Option(names = "--divide", description = "Count below each first move at the last depth.")
    boolean divide;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if ((game == null) == (definition == null)) {
            spec.commandLine().getErr().println("pbm perft: give --game NAME or --definition FILE");
            return ExitCodes.USAGE;
        }
        Optional<Game> counted = definition != null ? defined() : named();
        return counted.map(chosen -> report(out, chosen)).orElse(ExitCodes.USAGE);
    }

    /** The game --game names, or empty after saying which games there are. */
    private Optional<Game> named() {
        Optional<Game> named = Catalog.named(game);
        if (named.isEmpty()) {
            spec.commandLine().getErr().println("pbm perft: no game \"" + game + "\"; games: "
                    + String.join(", ", Catalog.words()) + " (\"chess -960\" for Chess960)");
        }
        return named;
    }

    /** The game of a definition file, checked as {@code pbm game define} checks it, or empty after saying why not. */
    private Optional<Game> defined() {
        String text;
        try {
            text = Files.readString(definition, StandardCharsets.UTF_8);
        } catch (IOException e) {
            spec.commandLine().getErr().println("pbm perft: cannot read " + definition + ": " + e.getMessage());
            return Optional.empty();
        }
        Catalog.Checked checked = Catalog.check(definition.getFileName().toString(), text);
        if (!checked.ok()) {
            spec.commandLine().getErr().println("pbm perft: " + checked.error());
            return Optional.empty();
        }
        return Optional.of(checked.game());
    }

    /**
     * Checks the depth and prints one line per depth, or with --divide one per first move and
     * the total; a bad --fen throws IllegalArgumentException while counting.
     */
    private int report(PrintWriter out, Game counted) {
        if (depth < 1) {
            spec.commandLine().getErr().println("pbm perft: --depth must be 1 or more");
            return ExitCodes.USAGE;
        }
        try {
            if (divide) {
                long begin = System.nanoTime();
                long total = 0;
                for (Map.Entry<String, Long> entry : counted.divide(fen, depth).entrySet()) {
                    out.println(entry.getKey() + "\t" + entry.getValue());
                    total += entry.getValue();
                }
                out.printf("total\t%d\t%.3f%n", total, seconds(begin));
                return ExitCodes.OK;
            }
            for (int d = 1; d <= depth; d++) {
                long begin = System.nanoTime();
                long count = counted.perft(fen, d);
                out.printf("%d\t%d\t%.3f%n", d, count, seconds(begin));
                out.flush();
            }
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("pbm perft: bad --fen: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        return ExitCodes.OK;
    }

    private static double seconds(long begin) {
        return (System.nanoTime() - begin) / 1e9;
    }
}
