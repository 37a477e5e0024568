package pbm.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import pbm.server.DataDir;
import pbm.server.Maildir;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import pbm.bench.Bench;
import pbm.server.Composer;

/**
 * {@code pbm bench}: end-to-end figures on a fresh data directory — move mails per second
 * through {@code process}, arrival-to-reply latency under {@code serve}, and the wall time
 * of cold {@code deliver}s of a move mail and of a list mail on that directory (each a new
 * JVM, as an MTA pipe starts it).
 */
@Command(name = "bench", description = {"Measure the server end to end on a fresh data directory (a benchmark).",
    "Move mails per second through process, latency under serve, and cold delivers of a move and a list mail."})
final class BenchCommand implements Callable<Integer> {
    @Option(names = "--players", defaultValue = "200", description = "Players to create (default ${DEFAULT-VALUE}).")
    int players;

    @Option(names = "--games", defaultValue = "1000", description = "Games stored before measuring (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--mails", defaultValue = "10000", description = "Move mails through process (default ${DEFAULT-VALUE}).")
    int mails;

    @Option(names = "--latency-mails", defaultValue = "200",
            description = "Mails sent one at a time to a running serve (default ${DEFAULT-VALUE}).")
    int latencyMails;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "0",
            description = "Move mails handled and answered first, not counted: the figures of a server that has"
                    + " run a while (default ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--game", paramLabel = "NAME", split = ",", defaultValue = "draughts",
            description = "The games of the mix, taken in turn by the boards, e.g. --game draughts,chess"
                    + " (default ${DEFAULT-VALUE}).")
    java.util.List<String> gameNames;

    @Option(names = "--html", description = "Players get board mails with the picture (HTML and PNG), not text only.")
    boolean html;

    @Option(names = "--web", paramLabel = "N", defaultValue = "0",
            description = "Board pages viewed through the web server after the mail figures (default ${DEFAULT-VALUE}:"
                    + " none).")
    int webViews;

    @Option(names = "--keep", paramLabel = "DIR", description = "Use and keep this data directory (must not exist).")
    Path keep;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // every game has room for about 80 moves: the warm-up and the mails (40 on each board they
        // use), then as many again for process in a new JVM, spread over every board
        if (games * 2 < (warmup + 2 * mails) / 40 || players < 2 || warmup < 0) {
            err.println("pbm bench: needs at least 2 players and --games >= (--warmup + 2 x --mails) / 80");
            return ExitCodes.USAGE;
        }
        Path dir = keep != null ? keep : Files.createTempDirectory("pbm-bench");
        if (keep != null && Files.exists(keep)) {
            err.println("pbm bench: " + keep + " exists; give a new directory");
            return ExitCodes.USAGE;
        }
        try {
            Bench bench = new Bench(dir.resolve("data"), new Bench.Settings(players, games, mails, latencyMails, 42,
                    gameNames, html, warmup, webViews), err);
            Bench.Figures figures = bench.run();
            // each a new JVM started as the launcher starts it, on the data directory just measured
            List<Double> moves = new java.util.ArrayList<>();
            List<Double> lists = new java.util.ArrayList<>();
            for (int i = 0; i < COLD_RUNS; i++) {
                moves.add(coldDeliverMillis(dir.resolve("data"), bench.nextMoveMail()));
                lists.add(coldDeliverMillis(dir.resolve("data"), Composer.compose("p0@bench.example", "pbm@localhost",
                        "list", "")));
            }
            out.printf("%-36s %12s%n", "figure", "value");
            out.printf("%-36s %12d%n", "games stored", figures.games());
            out.printf("%-36s %12d%n", "move mails through process", figures.moveMails());
            out.printf("%-36s %12.2f%n", "process: wall seconds", figures.processSeconds());
            out.printf("%-36s %12.0f%n", "process: move mails per second", figures.mailsPerSecond());
            out.printf("%-36s %12.1f%n", "serve: arrival to reply p50 (ms)", figures.p50Millis());
            out.printf("%-36s %12.1f%n", "serve: arrival to reply p99 (ms)", figures.p99Millis());
            if (webViews > 0) {
                out.printf("%-36s %12.0f%n", "web: board pages a second", figures.webViewsPerSecond());
                out.printf("%-36s %12.1f%n", "web: board page p50 (ms)", figures.webP50Millis());
            }
            out.printf("%-36s %12.1f%n", "serve: arrival to reply max (ms)", figures.maxMillis());
            out.printf("%-36s %12s%n", "process in a new JVM: mails/s", newJvmProcess(dir.resolve("data"), bench, mails));
            out.printf("%-36s %12s%n", "cold deliver, a move mail (ms)", median(moves));
            out.printf("%-36s %12s%n", "cold deliver, a list mail (ms)", median(lists));
            return ExitCodes.OK;
        } finally {
            if (keep == null) {
                deleteTree(dir);
            }
        }
    }

    /**
     * Move mails a second of {@code pbm process} in a new JVM, started as the launcher starts it
     * (the optimising compiler on with the launcher's smaller inlining limits, the serial collector,
     * its class archive and SQLite library when they are current),
     * over a backlog of {@code mails} more move mails written into the inbox first: the whole
     * process timed, from its start to its exit after the last reply was sent; "n/a" outside the
     * jar, or when it failed or left a mail waiting.
     */
    private static String newJvmProcess(Path data, Bench bench, int mails) throws IOException, InterruptedException,
            URISyntaxException, java.sql.SQLException {
        Path jar = Path.of(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (!jar.toString().endsWith(".jar") || mails == 0) {
            return "n/a";
        }
        Maildir inbox = new Maildir(DataDir.open(data).inbox());
        for (int i = 0; i < mails; i++) {
            inbox.deliver(bench.nextBacklogMail());
        }
        List<String> command = new java.util.ArrayList<>(List.of(javaBinary(), "-XX:+UseSerialGC",
                "-XX:FreqInlineSize=100", "-XX:InlineSmallCode=1000"));
        command.addAll(launcherExtras(jar));
        command.addAll(List.of("-jar", jar.toString(), "process", "--data", data.toString()));
        long start = System.nanoTime();
        int code = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        try (Stream<Path> waiting = Files.list(inbox.root().resolve("new"))) {
            if (code != 0 || waiting.findAny().isPresent()) {
                return "n/a";
            }
        }
        return String.format(java.util.Locale.ROOT, "%.0f", mails / seconds);
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** What the launcher adds for every command: its class archive and SQLite's library, when current. */
    private static List<String> launcherExtras(Path jar) throws IOException {
        List<String> extras = new java.util.ArrayList<>();
        Path archive = jar.resolveSibling("pbm.jsa");
        if (newer(archive, jar)) {
            extras.addAll(List.of("-XX:SharedArchiveFile=" + archive, "-Xshare:auto", "-Xlog:cds=off",
                    "-Xlog:cds+dynamic=off"));
        }
        Path library = jar.resolveSibling("native").resolve(System.getProperty("os.arch").equals("amd64") ? "x86_64"
                : System.getProperty("os.arch")).resolve("libsqlitejdbc.so");
        if (newer(library, jar)) {
            extras.addAll(List.of("-Dorg.sqlite.lib.path=" + library.getParent(),
                    "-Dorg.sqlite.lib.name=libsqlitejdbc.so"));
        }
        return extras;
    }

    /** Cold delivers of each kind: {@value} each, their median printed. */
    private static final int COLD_RUNS = 5;

    /**
     * Wall milliseconds of one {@code deliver} of {@code mail} into {@code data} in a new JVM
     * started as the launcher starts it (C1 only, the serial collector, its class archive and
     * extracted SQLite library when they are current); null outside the jar or when it failed.
     */
    private static Double coldDeliverMillis(Path data, byte[] raw) throws IOException, InterruptedException,
            URISyntaxException {
        Path jar = Path.of(BenchCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (!jar.toString().endsWith(".jar")) {
            return null;
        }
        Path mail = Files.createTempFile("pbm-bench", ".eml");
        Files.write(mail, raw);
        List<String> command = new java.util.ArrayList<>(List.of(javaBinary(), "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC"));
        command.addAll(launcherExtras(jar));
        command.addAll(List.of("-jar", jar.toString(), "deliver", "--data", data.toString()));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectInput(mail.toFile()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        long start = System.nanoTime();
        int code = builder.start().waitFor();
        double millis = (System.nanoTime() - start) / 1e6;
        Files.delete(mail);
        return code == 0 ? millis : null;
    }

    private static boolean newer(Path file, Path than) throws IOException {
        return Files.isRegularFile(file) && Files.getLastModifiedTime(file).compareTo(Files.getLastModifiedTime(than)) > 0;
    }

    /** The median of the runs as a whole number, with the range; "n/a" when one was not measured. */
    private static String median(List<Double> runs) {
        if (runs.contains(null)) {
            return "n/a";
        }
        List<Double> sorted = runs.stream().sorted().toList();
        return String.format("%.0f (%.0f-%.0f)", sorted.get(sorted.size() / 2), sorted.get(0),
                sorted.get(sorted.size() - 1));
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
