package pbm.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import pbm.play.GameService;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;
import pbm.server.Composer;
import pbm.server.Maildir;
import pbm.server.Server;
import pbm.store.Games;
import pbm.store.IdleCheckpointer;
import pbm.store.Passwords;
import pbm.store.Users;

/**
 * The end-to-end benchmark behind {@code pbm bench}: a fresh data directory with
 * {@code players} players and {@code games} International games, then
 * <ol>
 * <li>{@code moveMails} move mails written into the Maildir and handled by
 *     {@code process} (parse, check, commit, render, outbox, {@code .eml} files);</li>
 * <li>the latency from a mail's arrival in the Maildir to its reply file in
 *     {@code outbox/}, with {@code serve} running and mails arriving one at a time.</li>
 * </ol>
 * Every player's account shares one password hash made with the full PBKDF2 count,
 * so the first check pays for it once and the figures show the steady state.
 */
public final class Bench {
    private static final String PASSWORD = "benchpw";

    /** What to measure. */
    public record Settings(int players, int games, int moveMails, int latencyMails, long seed, List<String> gameNames,
            boolean html, int warmupMails, int webViews) {
        public Settings {
            gameNames = List.copyOf(gameNames);
        }

        /** Without the web figure. */
        public Settings(int players, int games, int moveMails, int latencyMails, long seed, List<String> gameNames,
                boolean html, int warmupMails) {
            this(players, games, moveMails, latencyMails, seed, gameNames, html, warmupMails, 0);
        }

        /** International draughts only, text board mails, no warm-up, as the bench always measured. */
        public Settings(int players, int games, int moveMails, int latencyMails, long seed) {
            this(players, games, moveMails, latencyMails, seed, List.of("draughts"), false, 0);
        }
    }

    /** What was measured. */
    public record Figures(int games, int moveMails, double processSeconds, double mailsPerSecond,
            double p50Millis, double p99Millis, double maxMillis, double webViewsPerSecond, double webP50Millis) {
    }

    private final Path dir;
    private final Settings settings;
    private final PrintWriter log;
    private final Random random;
    /** The games of the mix, board g playing {@code mix.get(g % mix.size())}. */
    private final List<Game> mix = new ArrayList<>();
    private final List<Game> gameOf = new ArrayList<>();
    /** Each bench game as the generated mails leave it, by board. */
    private final List<Play> plays = new ArrayList<>();
    private final List<Integer> boards = new ArrayList<>();
    /** Backlog mails made so far ({@link #nextBacklogMail}). */
    private int backlogMails;
    private final List<Integer> plies = new ArrayList<>();
    private final List<List<String>> seats = new ArrayList<>();
    /** Move mails asked for after the run ({@link #nextMoveMail()}). */
    private int extraMails;

    public Bench(Path dir, Settings settings, PrintWriter log) {
        this.dir = dir;
        this.settings = settings;
        this.log = log;
        this.random = new Random(settings.seed());
        for (String name : settings.gameNames()) {
            mix.add(Catalog.byName(name).orElseThrow(() -> new IllegalArgumentException("no game " + name)));
        }
    }

    public Figures run() throws IOException, SQLException, InterruptedException {
        try (Server server = Server.open(dir, Clock.systemUTC())) {
            setUp(server);
            Maildir inbox = new Maildir(server.dataDir().inbox());
            int warm = settings.warmupMails();
            if (warm > 0) {
                // the same work first, not counted: what a server that has run a while does per mail,
                // without the JIT compiling the handling code meanwhile
                for (int i = 0; i < warm; i++) {
                    inbox.deliver(nextMoveMail(i));
                }
                long jit = compilingMillis();
                server.processInbox(() -> false);
                server.drainOutbox();
                log.printf("warmed up: %d move mails handled and answered, not counted (JIT compiling %.2f s)%n", warm,
                        (compilingMillis() - jit) / 1e3);
            }
            for (int i = 0; i < settings.moveMails(); i++) {
                inbox.deliver(nextMoveMail(warm + i));
            }
            log.printf("wrote %d move mails into %s%n", settings.moveMails(), inbox.root());
            log.flush();
            long start = System.nanoTime();
            long cpuStart = processCpuNanos();
            java.util.Map<String, Long> threadsStart = threadCpuNanos();
            long jitStart = compilingMillis();
            long sqlStart = server.database().statementsExecuted();
            int handled = server.processInbox(() -> false);
            double processed = (System.nanoTime() - start) / 1e9;
            long cpuHandled = processCpuNanos();
            java.util.Map<String, Long> threadsHandled = threadCpuNanos();
            long jitHandled = compilingMillis();
            long sqlHandled = server.database().statementsExecuted();
            int sent = server.drainOutbox();
            double seconds = (System.nanoTime() - start) / 1e9;
            long cpuSent = processCpuNanos();
            long jitSent = compilingMillis();
            long sqlSent = server.database().statementsExecuted();
            log.printf("handled %d mails in %.2f s, then sent %d replies in %.2f s%n", handled, processed, sent,
                    seconds - processed);
            // CPU time of the whole process (all threads, the JIT and the collector too): on a
            // machine shared with other work it moves far less than the wall-clock seconds
            log.printf("CPU: handling %.2f s (%.0f µs a mail), sending %.2f s (%.0f µs a mail)%n",
                    (cpuHandled - cpuStart) / 1e9, (cpuHandled - cpuStart) / 1e3 / Math.max(1, handled),
                    (cpuSent - cpuHandled) / 1e9, (cpuSent - cpuHandled) / 1e3 / Math.max(1, handled));
            // the same by thread: the handling thread (this one) is what limits the mails a second;
            // the reply sender writes the replies of the batch before on the other core meanwhile
            log.println("CPU by thread while handling: " + byThread(threadsStart, threadsHandled,
                    cpuHandled - cpuStart, handled));
            // the JIT compiler's share: in a run of a few thousand mails it is a large part of the CPU
            log.printf("JIT: compiling %.2f s while handling, %.2f s while sending%n", (jitHandled - jitStart) / 1e3,
                    (jitSent - jitHandled) / 1e3);
            log.printf("SQL: %.1f statements a mail handling, %.1f sending%n",
                    (sqlHandled - sqlStart) / (double) Math.max(1, handled),
                    (sqlSent - sqlHandled) / (double) Math.max(1, handled));
            log.flush();
            if (handled != settings.moveMails()) {
                throw new IllegalStateException("processed " + handled + " of " + settings.moveMails());
            }
            logReplays(server);
            double[] latencies = latencies(server, inbox);
            Arrays.sort(latencies);
            WebBench.Figures web = settings.webViews() <= 0 ? null
                    : WebBench.measure(server.database(), boards, settings.webViews(), log);
            return new Figures(settings.games(), handled, seconds, handled / seconds, percentile(latencies, 50),
                    percentile(latencies, 99), latencies.length == 0 ? 0 : latencies[latencies.length - 1],
                    web == null ? 0 : web.viewsPerSecond(), web == null ? 0 : web.p50Millis());
        }
    }

    private void setUp(Server server) throws SQLException {
        String hash = new Passwords().hash(PASSWORD);
        server.database().transaction(c -> {
            Users users = new Users(c);
            java.time.Instant now = java.time.Instant.now();
            for (int p = 0; p < settings.players(); p++) {
                users.insert(player(p), hash, List.of(player(p) + "@bench.example"), now);
                users.setBoardHtml(player(p), settings.html());
            }
            Games games = new Games(c);
            for (int g = 0; g < settings.games(); g++) {
                int white = g % settings.players();
                int black = (g + 1 + g / settings.players()) % settings.players();
                if (black == white) {
                    black = (white + 1) % settings.players();
                }
                List<String> players = List.of(player(white), player(black));
                Game game = mix.get(g % mix.size());
                String fen = game.startFen(settings.seed() + g);
                boards.add(games.create(game.word(), game.name(), players, fen, 7, 21, now));
                seats.add(players);
                gameOf.add(game);
                plays.add(game.start(fen));
                plies.add(0);
            }
            return null;
        });
        log.printf("created %d players and %d games%n", settings.players(), settings.games());
        log.flush();
    }

    /**
     * After {@link #run}: the next move of a bench game after every mail the run sent, as its
     * player would mail it (to time a cold {@code deliver} of a move on the same data directory).
     */
    public byte[] nextMoveMail() throws SQLException {
        return nextMoveMail(settings.warmupMails() + settings.moveMails() + settings.latencyMails() + extraMails++);
    }

    /**
     * The next move of a backlog that a new {@code process} handles after the measured run: its
     * mails go round every bench board in turn (the measured run plays 40 moves on each of the
     * boards it uses, and a game has room for about 80), as their players would mail them.
     */
    public byte[] nextBacklogMail() throws SQLException {
        // a board whose game ran out of moves is passed over: the backlog goes on with the next
        for (int tried = 0; tried < boards.size(); tried++) {
            byte[] mail = moveMailOn(backlogMails++ % boards.size());
            if (mail != null) {
                return mail;
            }
        }
        throw new IllegalStateException(RAN_OUT);
    }

    private static final String RAN_OUT = "bench game ran out of moves; use more games";

    /** How many boards, from the first, the warm-up and the measured run play on: 40 moves each. */
    private int boardsInUse() {
        return Math.min(boards.size(), Math.max(1, (settings.warmupMails() + settings.moveMails()) / 40));
    }

    /** The next move of a bench game, as its player would mail it. */
    private byte[] nextMoveMail(int i) throws SQLException {
        byte[] mail = moveMailOn(i % boardsInUse());
        if (mail == null) {
            throw new IllegalStateException(RAN_OUT);
        }
        return mail;
    }

    /**
     * The next move on the bench board at {@code index}, as its player would mail it; null when
     * that game has no move left that does not end it (or has had its 80).
     */
    private byte[] moveMailOn(int index) throws SQLException {
        Play play = plays.get(index);
        List<Ply> legal = play.legalMoves();
        if (play.ending().isPresent() || legal.isEmpty() || plies.get(index) >= 80) {
            return null;
        }
        // a random move that does not end the game, so every bench board takes its 40 moves
        Ply move = null;
        for (int tries = 0; tries < 20 && move == null; tries++) {
            Ply candidate = legal.get(random.nextInt(legal.size()));
            if (play.play(candidate).ending().isEmpty()) {
                move = candidate;
            }
        }
        if (move == null) {
            return null;
        }
        String text = play.notation(move);
        int board = boards.get(index);
        String mover = seats.get(index).get(plies.get(index) % 2);
        plays.set(index, play.play(move));
        plies.set(index, plies.get(index) + 1);
        return playerMail(mover + "@bench.example",
                gameOf.get(index).word() + " move " + board + " " + mover + " " + PASSWORD + " " + text + "#" + plies.get(index));
    }

    /**
     * A player's mail as {@link Composer#compose} writes it (the same headers, a new Message-ID),
     * put together here: composing ten thousand mails with Jakarta Mail in this JVM before the
     * measured run had the JIT compiler compile code the server then ran too, which a new
     * {@code process} does not find compiled, and the run's own compiling grew.
     */
    static byte[] playerMail(String from, String subject) {
        return ("Date: " + MAIL_DATE.format(java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC)) + "\r\n"
                + "From: " + from + "\r\nTo: pbm@localhost\r\n"
                + "Message-ID: <" + java.util.UUID.randomUUID() + "@localhost>\r\n"
                + "Subject: " + subject + "\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=UTF-8\r\n"
                + "Content-Transfer-Encoding: 7bit\r\n\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    private static final java.time.format.DateTimeFormatter MAIL_DATE =
            java.time.format.DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss Z", java.util.Locale.ROOT);

    /**
     * What loading a board costs when this process does not hold it (a board unused for a while on
     * a server with more active boards than {@link GameService} keeps, or the first mail of each
     * board in a new {@code process} or {@code deliver}): its row and moves read and every move
     * replayed. For each game of the mix, the boards of the measured run, loaded five times over
     * with the cache emptied before each load (the JIT has compiled replaying by then, as in a
     * server that has run a while); the median of the five means.
     */
    private void logReplays(Server server) throws SQLException {
        int used = boardsInUse();
        for (int g = 0; g < mix.size(); g++) {
            List<Integer> ofGame = new ArrayList<>();
            long plyCount = 0;
            for (int i = g; i < used; i += mix.size()) {
                ofGame.add(boards.get(i));
                plyCount += plies.get(i);
            }
            if (ofGame.isEmpty()) {
                continue;
            }
            double[] means = new double[5];
            for (int round = 0; round < means.length; round++) {
                long nanos = 0;
                for (int board : ofGame) {
                    GameService.forgetReplayed();
                    long start = System.nanoTime();
                    server.database().transaction(c -> new GameService(c).load(board));
                    nanos += System.nanoTime() - start;
                }
                means[round] = nanos / 1e3 / ofGame.size();
            }
            Arrays.sort(means);
            double meanPlies = plyCount / (double) ofGame.size();
            log.printf("a %s board loaded anew (its %.0f moves replayed): %.0f µs (%.1f µs a move), mean of %d %s%n",
                    mix.get(g).word(), meanPlies, means[2], means[2] / Math.max(1, meanPlies), ofGame.size(),
                    ofGame.size() == 1 ? "board" : "boards");
        }
        // the boards held again, as before these loads, so that serve's latency is measured as it was
        for (int i = 0; i < used; i++) {
            int board = boards.get(i);
            server.database().transaction(c -> new GameService(c).load(board));
        }
        log.flush();
    }

    /** One mail at a time into the Maildir of a running server; milliseconds until its reply file exists. */
    private double[] latencies(Server server, Maildir inbox) throws IOException, InterruptedException {
        if (settings.latencyMails() == 0) {
            return new double[0];
        }
        AtomicBoolean stop = new AtomicBoolean();
        Thread serving = new Thread(() -> server.serve(stop::get), "bench-serve");
        serving.start();
        long lastFile = countFiles(server.dataDir().outbox());
        double[] out = new double[settings.latencyMails()];
        long[] gcBefore = collections();
        try {
            for (int i = 0; i < settings.latencyMails(); i++) {
                byte[] mail = nextMoveMail(settings.warmupMails() + settings.moveMails() + i);
                long start = System.nanoTime();
                inbox.deliver(mail);
                Path reply = server.dataDir().outbox().resolve((lastFile + 2) + ".eml");
                while (!Files.exists(reply)) {
                    Thread.onSpinWait();
                    Thread.sleep(0, 200_000);
                }
                out[i] = (System.nanoTime() - start) / 1e6;
                lastFile += 2;
                Thread.sleep(5);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        } finally {
            stop.set(true);
            serving.join();
        }
        long[] gcAfter = collections();
        Integer[] order = new Integer[out.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(out[b], out[a]));
        StringBuilder slowest = new StringBuilder();
        for (int i = 0; i < Math.min(3, order.length); i++) {
            slowest.append(i == 0 ? "" : ", ").append(String.format(java.util.Locale.ROOT, "%.1f (#%d)", out[order[i]],
                    order[i] + 1));
        }
        // a tail far above the median is most often a collection the mail waited out (this JVM
        // holds every bench board it loaded): the collections made meanwhile say whether one could be
        IdleCheckpointer checkpointer = server.idleCheckpointer();
        log.printf("serve: the slowest latency mails %s ms; %d collections, %d ms of them, and %d idle WAL"
                + " checkpoints while they were sent%n", slowest, gcAfter[0] - gcBefore[0], gcAfter[1] - gcBefore[1],
                checkpointer == null ? 0 : checkpointer.checkpoints());
        return out;
    }

    /** How many collections this JVM has made so far, and their milliseconds (every collector summed). */
    private static long[] collections() {
        long count = 0;
        long millis = 0;
        for (java.lang.management.GarbageCollectorMXBean gc
                : java.lang.management.ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            millis += Math.max(0, gc.getCollectionTime());
        }
        return new long[] {count, millis};
    }

    /** CPU time used by this process so far (every thread), or 0 where the JVM cannot tell. */
    private static long processCpuNanos() {
        if (java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os) {
            return Math.max(0, os.getProcessCpuTime());
        }
        return 0;
    }

    /** CPU time of each live thread of this JVM so far, by name (threads of one name summed). */
    private static java.util.Map<String, Long> threadCpuNanos() {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        java.util.Map<String, Long> out = new java.util.HashMap<>();
        if (!threads.isThreadCpuTimeSupported()) {
            return out;
        }
        for (java.lang.management.ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            long nanos = info == null ? -1 : threads.getThreadCpuTime(info.getThreadId());
            if (nanos > 0) {
                out.merge(info.getThreadName(), nanos, Long::sum);
            }
        }
        return out;
    }

    /** "main 612 µs, pbm-reply-sender 301 µs, JIT, GC and the rest 40 µs" a mail, busiest first. */
    private static String byThread(java.util.Map<String, Long> before, java.util.Map<String, Long> after,
            long processNanos, int mails) {
        List<java.util.Map.Entry<String, Long>> used = new ArrayList<>();
        long named = 0;
        for (java.util.Map.Entry<String, Long> thread : after.entrySet()) {
            long nanos = thread.getValue() - before.getOrDefault(thread.getKey(), 0L);
            if (nanos > 0) {
                used.add(java.util.Map.entry(thread.getKey(), nanos));
                named += nanos;
            }
        }
        used.sort(java.util.Map.Entry.<String, Long>comparingByValue().reversed());
        StringBuilder out = new StringBuilder();
        for (java.util.Map.Entry<String, Long> thread : used) {
            if (thread.getValue() * 100 >= processNanos) { // threads under 1% go with the rest
                out.append(thread.getKey()).append(' ').append(Math.round(thread.getValue() / 1e3 / Math.max(1, mails)))
                        .append(" µs, ");
            } else {
                named -= thread.getValue();
            }
        }
        return out.append("JIT, GC and the rest ").append(Math.round(Math.max(0, processNanos - named) / 1e3
                / Math.max(1, mails))).append(" µs a mail").toString();
    }

    /** Milliseconds the JIT compilers have spent so far (all their threads), or 0 where the JVM cannot tell. */
    private static long compilingMillis() {
        java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
        return jit != null && jit.isCompilationTimeMonitoringSupported() ? jit.getTotalCompilationTime() : 0;
    }

    private static long countFiles(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".eml")).count();
        }
    }

    private static double percentile(double[] sorted, int percent) {
        if (sorted.length == 0) {
            return 0;
        }
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    private static String player(int p) {
        return "p" + p;
    }
}
