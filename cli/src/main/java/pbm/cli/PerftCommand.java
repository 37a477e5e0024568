package pbm.cli;

import java.io.PrintWriter;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.IntFunction;
import java.util.function.IntToLongFunction;
import java.util.function.Supplier;
import pbm.rules.Catalog;
import pbm.rules.Family;
import pbm.rules.Game;
import pbm.rules.fairy.FairyFamily;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.engine.Fen;
import pbm.engine.Perft;
import pbm.engine.Position;
import pbm.engine.Variant;
import pbm.engine.Variants;

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
    java.nio.file.Path definition;

    @Option(names = "--fen", paramLabel = "FEN", description = "Start from this PDN FEN instead of the initial position.")
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
        if (definition != null) {
            return defined(out);
        }
        Optional<Variant> variant = Variants.byName(game);
        if (variant.isEmpty() && pbm.rules.fairy.Perft.knows(game)) {
            return fairy(out);
        }
        if (variant.isEmpty()) {
            spec.commandLine().getErr().println("pbm perft: no game \"" + game + "\"; games: "
                    + String.join(", ", Variants.gameWords()) + ", "
                    + String.join(", ", FairyFamily.INSTANCE.words().stream()
                            .map(Family.GameWord::word).toList())
                    + " (\"chess -960\" for Chess960)");
            return ExitCodes.USAGE;
        }
        Variant chosen = variant.get();
        return report(out, () -> {
            Position start = fen == null ? chosen.initialPosition() : Fen.read(chosen, fen);
            return new Tree(d -> Perft.divide(start, d), d -> Perft.count(start, d));
        });
    }

    /** The game of a definition file, checked as {@code pbm game define} checks it, then counted. */
    private int defined(PrintWriter out) {
        String text;
        try {
            text = java.nio.file.Files.readString(definition, java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            spec.commandLine().getErr().println("pbm perft: cannot read " + definition + ": " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Catalog.Checked checked = Catalog.check(definition.getFileName().toString(), text);
        if (!checked.ok()) {
            spec.commandLine().getErr().println("pbm perft: " + checked.error());
            return ExitCodes.USAGE;
        }
        Game stated = checked.game();
        return report(out, () -> new Tree(d -> pbm.rules.fairy.Perft.divide(stated, fen, d),
                d -> pbm.rules.fairy.Perft.count(stated, fen, d)));
    }

    /** The games by data (chess and its relatives): the same output from their engine. */
    private int fairy(PrintWriter out) {
        return report(out, () -> new Tree(d -> pbm.rules.fairy.Perft.divide(game, fen, d),
                d -> pbm.rules.fairy.Perft.count(game, fen, d)));
    }

    /** A move tree to count: per first move at a depth, or all leaves at a depth. */
    private record Tree(IntFunction<Map<String, Long>> divider, IntToLongFunction counter) {
    }

    /**
     * Checks the depth, makes the tree (a bad --fen throws IllegalArgumentException, there or
     * while counting) and prints one line per depth, or with --divide one per first move and
     * the total.
     */
    private int report(PrintWriter out, Supplier<Tree> trees) {
        if (depth < 1) {
            spec.commandLine().getErr().println("pbm perft: --depth must be 1 or more");
            return ExitCodes.USAGE;
        }
        try {
            Tree tree = trees.get();
            if (divide) {
                long begin = System.nanoTime();
                long total = 0;
                for (Map.Entry<String, Long> entry : tree.divider().apply(depth).entrySet()) {
                    out.println(entry.getKey() + "\t" + entry.getValue());
                    total += entry.getValue();
                }
                out.printf("total\t%d\t%.3f%n", total, seconds(begin));
                return ExitCodes.OK;
            }
            for (int d = 1; d <= depth; d++) {
                long begin = System.nanoTime();
                long count = tree.counter().applyAsLong(d);
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
