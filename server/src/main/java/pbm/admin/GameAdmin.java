package pbm.admin;

import java.io.IOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import pbm.files.PrivateFiles;
import pbm.pdn.Csa;
import pbm.pdn.Kif;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnReader;
import pbm.pdn.PdnWriter;
import pbm.play.BoardMail;
import pbm.play.BoardMails;
import pbm.play.GameDefinitions;
import pbm.play.GameCsa;
import pbm.play.GamePdn;
import pbm.play.GameService;
import pbm.mail.OutboundMail;
import pbm.play.LoadedGame;
import pbm.play.StoredDefinitions;
import pbm.games.Catalog;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.store.Database;
import pbm.store.GameRow;
import pbm.store.Outbox;
import pbm.store.Preferences;

/**
 * The games as the server's administrator manages them: list, show, PDN export and
 * import, adjudicate a stuck game, delete a board. Every change goes through
 * {@link GameService} and {@link BoardMails}, the code the players' mailed commands use,
 * and queues its mails in the outbox in the same transaction as the change.
 */
public final class GameAdmin {
    /** Which games a listing shows. */
    public enum Which {
        ALL, ACTIVE, FINISHED
    }

    /** A change made: the game as it is after it (as it was, for a deleted one), and the mails queued. */
    public record Change(LoadedGame game, int mailsQueued) {
    }

    /** An export: how many games, and the size of the file. */
    public record Exported(int games, long bytes) {
    }

    /**
     * How {@link #importPdn} reads a file: the game of games without a GameType tag (a
     * name such as {@code checkers}); PDN player names to userids; whether names that are
     * not userids become userids ({@link #derivedUserid}) rather than refuse the game;
     * whether to check only, importing nothing.
     */
    public record ImportOptions(String defaultGame, Map<String, String> names, boolean deriveUserids,
            boolean dryRun) {
        public ImportOptions {
            names = Map.copyOf(names);
        }
    }

    /**
     * What an import did: the games read, the boards made (none on a dry run), one sentence
     * per refused game, and the games accepted per variant name.
     */
    public record Imported(int read, List<Integer> boards, List<String> refusals, Map<String, Integer> accepted) {
        public Imported {
            boards = List.copyOf(boards);
            refusals = List.copyOf(refusals);
            accepted = Collections.unmodifiableMap(new LinkedHashMap<>(accepted));
        }

        public int acceptedCount() {
            return accepted.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    /** As a challenge without options: remind after a week, forfeit after three (unused once finished). */
    private static final int NAG_DAYS = 7;
    private static final int FORFEIT_DAYS = 21;
    /** The reason an imported game ended, when its moves do not end it by a rule. */
    static final String IMPORTED = "imported result";
    private static final DateTimeFormatter PDN_DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd");
    private static final DateTimeFormatter DAY_FIRST = DateTimeFormatter.ofPattern("dd-MM-uuuu");

    private final Database database;
    private final Clock clock;

    public GameAdmin(Database database, Clock clock) {
        this.database = database;
        this.clock = clock;
    }

    /**
     * The games in {@code which} state, of {@code game} (a game word such as
     * {@code draughts} or a variant name such as {@code draughts -small}; any when null),
     * played by {@code player} (anyone when null); by board number.
     */
    public List<GameRow> list(Which which, String game, String player) throws SQLException {
        List<GameRow> rows = database.transaction(c -> player == null
                ? new GameService(c).list(null) : new GameService(c).ofPlayer(player));
        List<GameRow> out = new ArrayList<>();
        for (GameRow row : rows) {
            boolean state = which == Which.ALL || (which == Which.ACTIVE) == row.active();
            if (state && (game == null || matches(row, game))) {
                out.add(row);
            }
        }
        return out;
    }

    private static boolean matches(GameRow row, String game) {
        String wanted = game.strip().toLowerCase(Locale.ROOT);
        return row.gameWord().equals(wanted) || row.variant().equals(wanted)
                || Catalog.byName(wanted).map(g -> g.name().equals(row.variant())).orElse(false);
    }

    /**
     * {@code pbm game define FILE}: checks and stores a definition as {@code author}'s (the
     * admin may redefine any game); {@code reserved} tells why no game may be called by a word.
     */
    public AdminResult<GameDefinitions.Defined> define(String file, String text, String author,
            java.util.function.Function<String, Optional<String>> reserved) throws SQLException {
        GameDefinitions.Outcome outcome = database.transaction(c -> new GameDefinitions(c)
                .define(file, text, author, true, reserved, clock.instant()));
        return outcome.ok() ? AdminResult.done(outcome.defined()) : AdminResult.refused(outcome.refusal());
    }

    /** {@code pbm game undefine NAME}: removes a defined game no board uses. */
    public AdminResult<String> undefine(String name) throws SQLException {
        Optional<String> refusal = database.transaction(c -> new GameDefinitions(c)
                .undefine(name, GameDefinitions.ADMIN, true));
        return refusal.isPresent() ? AdminResult.refused(refusal.get()) : AdminResult.done(name);
    }

    /** The game on {@code board}, replayed. */
    public AdminResult<LoadedGame> game(int board) throws SQLException {
        Optional<LoadedGame> game = database.transaction(c -> new GameService(c).load(board));
        return game.isPresent() ? AdminResult.done(game.get()) : noSuchBoard(board);
    }

    /**
     * The board mail of {@code board} as a player gets it, without a comment: White (the
     * game's bottom seat) at the bottom, or, when {@code asBlack}, as the other player sees
     * it; the large board, or the small one when {@code small}.
     * Open draw and undo proposals are listed under the status.
     */
    public AdminResult<String> show(int board, boolean asBlack, boolean small) throws SQLException {
        return database.transaction(c -> {
            GameService service = new GameService(c);
            Optional<LoadedGame> found = service.load(board);
            if (found.isEmpty()) {
                return noSuchBoard(board);
            }
            LoadedGame game = found.get();
            List<String> votes = new ArrayList<>();
            proposals(service.votes(board, GameService.DRAW), "a draw", votes);
            proposals(service.votes(board, GameService.UNDO), "to take back the last move (undo)", votes);
            String viewer = asBlack ? game.playerOf(GamePdn.seatsBottomFirst(game.game()).get(1)) : null;
            Preferences.Choice choice = new Preferences.Choice(asBlack, !small, true);
            return AdminResult.done(BoardMail.body(game, viewer, choice, votes, null, null));
        });
    }

    private static void proposals(List<String> players, String what, List<String> lines) {
        if (!players.isEmpty()) {
            lines.add(String.join(" and ", players) + " proposed " + what + ".");
        }
    }

    /** The game on {@code board} as PDN, as the {@code pdn} mail command gives it. */
    public AdminResult<String> pdn(int board) throws SQLException {
        AdminResult<LoadedGame> game = game(board);
        if (game instanceof AdminResult.Refused<LoadedGame> refused) {
            return AdminResult.refused(refused.reason());
        }
        return AdminResult.done(GamePdn.of(((AdminResult.Done<LoadedGame>) game).value()));
    }

    /** The game on {@code board} as a CSA record, as the {@code pdn BOARD csa} mail command gives it; shogi only. */
    public AdminResult<String> csa(int board) throws SQLException {
        AdminResult<LoadedGame> game = game(board);
        if (game instanceof AdminResult.Refused<LoadedGame> refused) {
            return AdminResult.refused(refused.reason());
        }
        LoadedGame loaded = ((AdminResult.Done<LoadedGame>) game).value();
        return GameCsa.of(loaded).map(AdminResult::done).orElseGet(() -> AdminResult.refused(GameCsa.refusal(loaded)));
    }

    /** Whether a file named so is written as CSA (shogi's record) rather than PDN: its name ends in {@code .csa}. */
    public static boolean csaFile(Path target) {
        return target.getFileName() != null && target.getFileName().toString().toLowerCase(Locale.ROOT)
                .endsWith(".csa");
    }

    /**
     * Writes every game, by board number, as PDN into {@code target}, each game in its own
     * short transaction so the server goes on meanwhile. The file is written beside the
     * target and renamed when complete; refused when {@code target} exists and
     * {@code overwrite} is false.
     */
    public AdminResult<Exported> exportAll(Path target, boolean overwrite, ProgressListener progress)
            throws SQLException, IOException {
        return export(target, overwrite, Which.ALL, null, null, progress);
    }

    /**
     * As {@link #exportAll}, the games {@link #list(Which, String, String)} would list with
     * the same filters ({@code game} and {@code player} may be null: no filter).
     */
    public AdminResult<Exported> export(Path target, boolean overwrite, Which which, String game, String player,
            ProgressListener progress) throws SQLException, IOException {
        Path absolute = target.toAbsolutePath().normalize();
        if (Files.isDirectory(absolute)) {
            return AdminResult.refused(target + " is a folder; give the name of the PDN file.");
        }
        if (Files.exists(absolute) && !overwrite) {
            return AdminResult.refused(target + " exists; choose another name, or overwrite it with --force.");
        }
        List<GameRow> rows = list(which, game, player);
        boolean csa = csaFile(absolute);
        PrivateFiles.createDirectories(absolute.getParent());
        Path temporary = absolute.resolveSibling("." + absolute.getFileName() + ".partial-"
                + ProcessHandle.current().pid());
        Files.deleteIfExists(temporary);
        int written = 0;
        try {
            try (Writer out = new java.io.BufferedWriter(java.nio.channels.Channels.newWriter(
                    PrivateFiles.createNew(temporary), StandardCharsets.UTF_8))) {
                progress.progress(0, rows.size());
                for (GameRow row : rows) {
                    Optional<LoadedGame> loaded = database.transaction(c -> new GameService(c).load(row.board()));
                    if (loaded.isPresent()) {
                        Optional<String> text = csa ? GameCsa.of(loaded.get()) : Optional.of(GamePdn.of(loaded.get()));
                        if (text.isEmpty()) {
                            return AdminResult.refused(GameCsa.refusal(loaded.get()) + " Export shogi alone to a .csa"
                                    + " file (--game shogi), or write a .pdn file.");
                        }
                        // CSA parts the games of one file by a line "/"
                        out.write((written == 0 ? "" : csa ? "/\n" : "\n") + text.get());
                        written++;
                    }
                    progress.progress(written, rows.size());
                }
            }
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                channel.force(true);
            }
            Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        return AdminResult.done(new Exported(written, Files.size(absolute)));
    }

    /**
     * Ends the active game on {@code board}: won by {@code winner} (one of its players) or
     * drawn when {@code winner} is null, for {@code reason} (words that follow "won by alice ("
     * or "drawn by"). The players, and whoever asked for the result, get the board mail a
     * resign sends, queued in the same transaction. A {@code voided} game is not rated: the
     * ratings stay as they were (see {@link GameService.Finish#unrated}).
     */
    public AdminResult<Change> adjudicate(int board, String winner, String reason, boolean voided) throws SQLException {
        if (reason == null || reason.isBlank()) {
            return AdminResult.refused("Give the reason the players will read, e.g. --reason \"bob stopped"
                    + " answering\".");
        }
        Instant now = clock.instant();
        return database.transaction(c -> {
            Optional<LoadedGame> found = new GameService(c).load(board);
            if (found.isEmpty()) {
                return noSuchBoard(board);
            }
            LoadedGame game = found.get();
            if (!game.row().active()) {
                return AdminResult.refused("Board " + board + " has already ended: " + BoardMail.status(game));
            }
            if (winner != null && game.row().seatOf(winner) < 0) {
                return AdminResult.refused(winner + " does not play on board " + board + ": it is "
                        + String.join(" against ", game.row().players()) + ".");
            }
            GameService.Finish finish = new GameService.Finish(winner, reason.strip(), !voided);
            GameService.Ended ended = new GameService(c).end(game, finish, null, null, now);
            return AdminResult.done(new Change(ended.game(), queue(c, ended.mails(), now)));
        });
    }

    /**
     * Deletes {@code board}, its moves and votes, whatever its state, as a declined
     * challenge is deleted; its players are told by mail (subject {@code <Game> Board <n> deleted}).
     */
    public AdminResult<Change> delete(int board) throws SQLException {
        Instant now = clock.instant();
        return database.transaction(c -> {
            GameService service = new GameService(c);
            Optional<LoadedGame> found = service.load(board);
            if (found.isEmpty()) {
                return noSuchBoard(board);
            }
            LoadedGame game = found.get();
            List<OutboundMail> mails = new ArrayList<>();
            for (List<String> to : BoardMails.addressesEach(c, game.row().players())) {
                mails.add(new OutboundMail(to, game.title() + " Board " + board + " deleted", "The administrator"
                        + " deleted " + game.title() + " board " + board + " (" + String.join(" against ",
                        game.row().players()) + ", " + game.moves().size() + " moves).\n"));
            }
            service.delete(board);
            return AdminResult.done(new Change(game, queue(c, mails, now)));
        });
    }

    private static int queue(Connection connection, List<OutboundMail> mails, Instant now) throws SQLException {
        Outbox outbox = new Outbox(connection);
        for (OutboundMail mail : mails) {
            outbox.add(mail, now);
        }
        return mails.size();
    }

    private static <T> AdminResult<T> noSuchBoard(int board) {
        return AdminResult.refused("There is no board " + board + ".");
    }

    /**
     * Imports the finished games of a PDN text, or of a CSA text of shogi games ({@link Csa}: its
     * moves are read as USI), or of a KIF record of one ({@link Kif}; refused whole, naming the
     * line, when a line is not KIF), each all or nothing in its own transaction:
     * a game with an illegal move, no result, an unknown GameType or a player name that
     * is no userid is refused, with a sentence naming the game (its index in the file and
     * its tags) and the move (number and text), and the other games are imported. Each
     * game is played move by move through {@link GameService#play} and ended with its
     * recorded result through {@link GameService#end} (unless its moves end it by a
     * rule), dated by its Date tag when it has one. Refused as a whole when
     * {@code defaultGame} names no game.
     */
    public AdminResult<Imported> importPdn(String text, ImportOptions options, ProgressListener progress)
            throws SQLException {
        Optional<Game> fallback = Catalog.byName(options.defaultGame());
        if (fallback.isEmpty()) {
            return AdminResult.refused("\"" + options.defaultGame() + "\" is not a game this server hosts, e.g."
                    + " draughts, checkers, \"draughts -small\".");
        }
        for (Map.Entry<String, String> name : options.names().entrySet()) {
            Optional<String> problem = AccountRules.useridProblem(name.getValue());
            if (problem.isPresent()) {
                return AdminResult.refused("The name " + name.getKey() + " is mapped to " + problem.get());
            }
        }
        List<PdnGame> games;
        try {
            games = Kif.looksLikeKif(text) ? List.of(Kif.read(text))
                    : Csa.looksLikeCsa(text) ? Csa.read(text) : PdnReader.read(text);
        } catch (Kif.Malformed e) {
            return AdminResult.refused("The KIF record is not read: " + e.getMessage());
        }
        List<Integer> boards = new ArrayList<>();
        List<String> refusals = new ArrayList<>();
        Map<String, Integer> accepted = new LinkedHashMap<>();
        progress.progress(0, games.size());
        for (int i = 0; i < games.size(); i++) {
            AdminResult<Prepared> prepared = prepare(games.get(i), fallback.get(), options);
            if (prepared instanceof AdminResult.Refused<Prepared> refused) {
                refusals.add("game " + (i + 1) + " " + describe(games.get(i)) + ": " + refused.reason());
            } else {
                Prepared game = ((AdminResult.Done<Prepared>) prepared).value();
                if (!options.dryRun()) {
                    boards.add(database.transaction(c -> store(c, game)));
                }
                accepted.merge(game.game().name(), 1, Integer::sum);
            }
            progress.progress(i + 1, games.size());
        }
        return AdminResult.done(new Imported(games.size(), boards, refusals, accepted));
    }

    /**
     * A game checked and ready to store: players in seat order, its moves in the game's
     * record notation, how it ended.
     */
    private record Prepared(Game game, String startFen, List<String> moves, List<String> players,
            String winner, boolean endedByRule, Instant date) {
    }

    /** The game a record's tags name, a defined game's newest version among them. */
    private Optional<Game> definedOrShipped(Map<String, String> tags) {
        try {
            return database.transaction(c -> Catalog.byRecordTags(tags, new StoredDefinitions(c)));
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the defined games", e);
        }
    }

    /**
     * A record checked whole before anything is stored: its game, start, result, players and
     * every move, and an ending by the rules that agrees with its result.
     */
    private AdminResult<Prepared> prepare(PdnGame pdn, Game fallback, ImportOptions options) {
        AdminResult<Game> found = gameOf(pdn, fallback);
        if (!(found instanceof AdminResult.Done<Game> done)) {
            return AdminResult.refused(((AdminResult.Refused<Game>) found).reason());
        }
        Game game = done.value();
        Optional<String> fen = pdn.tag("FEN");
        Optional<String> start = fen.isPresent() ? startOf(game, fen.get()) : Optional.of(game.recordStart());
        if (start.isEmpty()) {
            return AdminResult.refused("its FEN tag is no position a " + game.title() + " game can start from: "
                    + game.refusedStart(fen.get()).orElse("") + "");
        }
        String result = normalResult(pdn.result());
        if (result == null) {
            return AdminResult.refused("its result is " + pdn.result() + "; only finished games (1-0, 0-1,"
                    + " 1/2-1/2, and a partial win 3/4-1/4 or 1/4-3/4) are imported.");
        }
        AdminResult<List<String>> players = players(pdn, game, options);
        if (!(players instanceof AdminResult.Done<List<String>> seated)) {
            return AdminResult.refused(((AdminResult.Refused<List<String>>) players).reason());
        }
        AdminResult<Replayed> replayed = replay(pdn, game, start.get(), namesItsGame(pdn));
        if (!(replayed instanceof AdminResult.Done<Replayed> played)) {
            return AdminResult.refused(((AdminResult.Refused<Replayed>) replayed).reason());
        }
        Optional<Ending> ending = played.value().end().ending();
        String ruled = ending.map(e -> game.result(e.winnerSeat(), e.score())).orElse(null);
        if (ending.isPresent() && !ruled.equals(result)) {
            return AdminResult.refused("the moves end the game " + ruled + " (" + ending.get().reason()
                    + ") but its result is " + pdn.result() + ".");
        }
        if (ending.isEmpty() && result.contains("/4")) {
            return AdminResult.refused("its result is " + pdn.result() + ", a partial win, but its moves do not end"
                    + " the game so.");
        }
        return AdminResult.done(new Prepared(game, start.get(), played.value().moves(), seated.value(),
                winner(game, seated.value(), result), ending.isPresent(), date(pdn.tag("Date").orElse(""))));
    }

    /** Whether a record's tags name its game (GameType or Variant). */
    private static boolean namesItsGame(PdnGame pdn) {
        return pdn.tag("GameType").isPresent() || pdn.tag("Variant").isPresent();
    }

    /** The game a record's tags name, or {@code fallback} when they name none. */
    private AdminResult<Game> gameOf(PdnGame pdn, Game fallback) {
        if (!namesItsGame(pdn)) {
            return AdminResult.done(fallback);
        }
        Optional<String> gameType = pdn.tag("GameType");
        Optional<Game> found = definedOrShipped(pdn.tags());
        if (found.isEmpty()) {
            return AdminResult.refused(gameType.map(t -> "GameType " + t).orElse("Variant " + pdn.tag("Variant")
                    .orElse("")) + " is not a game this server hosts.");
        }
        return AdminResult.done(found.get());
    }

    /** The record's players by seat, each a userid, sides written in the record agreeing with the game's. */
    private AdminResult<List<String>> players(PdnGame pdn, Game game, ImportOptions options) {
        List<Integer> seats = GamePdn.seatsBottomFirst(game);
        for (int i = 0; !GamePdn.whiteAndBlack(game) && i < seats.size(); i++) {
            String side = game.sides().get(seats.get(i));
            Optional<String> written = pdn.tag(GamePdn.SIDE_TAGS.get(i));
            if (written.isPresent() && !written.get().equals(side)) {
                return AdminResult.refused("its " + GamePdn.SIDE_TAGS.get(i) + " is \"" + written.get() + "\", but "
                        + GamePdn.PLAYER_TAGS.get(i) + " plays " + side + " in " + game.name() + ".");
            }
        }
        String[] players = new String[seats.size()];
        for (int seat : seats) {
            String tag = GamePdn.playerTag(game, seat);
            // records exported before the players' tags were White and Black named them by side ([Sente "..."])
            Optional<String> name = pdn.tag(tag).or(() -> pdn.tag(game.sides().get(seat)));
            AdminResult<String> userid = userid(name.orElse(""), tag, options);
            if (userid instanceof AdminResult.Refused<String> refused) {
                return AdminResult.refused(refused.reason());
            }
            players[seat] = ((AdminResult.Done<String>) userid).value();
        }
        if (players[0].equalsIgnoreCase(players[1])) {
            return AdminResult.refused(game.sides().get(seats.get(0)) + " and " + game.sides().get(seats.get(1))
                    + " are both " + players[seats.get(0)] + "; a game needs two players.");
        }
        return AdminResult.done(List.of(players));
    }

    /** A record's moves played from its start: each in the game's notation, and the position after the last. */
    private record Replayed(List<String> moves, Play end) {
    }

    private static AdminResult<Replayed> replay(PdnGame pdn, Game game, String start, boolean named) {
        Play play = game.start(start);
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < pdn.moves().size(); ply++) {
            String text = pdn.moves().get(ply);
            String where = "move " + moveNumber(ply) + " " + text;
            if (play.ending().isPresent()) {
                return AdminResult.refused(where + " comes after the end of the game ("
                        + play.ending().get().reason() + ").");
            }
            MoveRead read = play.read(text);
            if (read instanceof MoveRead.Rejected && play.automatic().isPresent()) {
                // A record that leaves out a forced pass (Othello transcripts do): the server makes it.
                moves.add(play.notation(play.automatic().get()));
                play = play.play(play.automatic().get());
                read = play.read(text);
            }
            if (read instanceof MoveRead.Rejected rejected) {
                String hint = named ? "" : " (No GameType tag, so read as " + game.name()
                        + "; --game NAME names the game of such files.)";
                return AdminResult.refused(where + " is not legal: " + rejected.reason() + hint);
            }
            moves.add(play.notation(((MoveRead.Legal) read).ply()));
            play = play.play(((MoveRead.Legal) read).ply());
        }
        return AdminResult.done(new Replayed(moves, play));
    }

    /** The player whose seat the result gives the win, or null for a draw. */
    private static String winner(Game game, List<String> players, String result) {
        String winner = null;
        for (int seat = 0; seat < players.size(); seat++) {
            if (game.result(seat).equals(result) || game.result(seat, 0.75).equals(result)) {
                winner = players.get(seat);
            }
        }
        return winner;
    }

    private int store(Connection connection, Prepared game) throws SQLException {
        GameService service = new GameService(connection);
        LoadedGame loaded = service.challenge(game.game().word(), game.game(), game.startFen(),
                game.players(), NAG_DAYS, FORFEIT_DAYS, game.date());
        List<String> moves = game.moves();
        // A move the server makes by itself (a forced pass) is in the list already once played.
        for (int i = loaded.moves().size(); i < moves.size(); i = loaded.moves().size()) {
            loaded = service.play(loaded, ((MoveRead.Legal) loaded.play().read(moves.get(i))).ply(), null,
                    game.date()).after();
        }
        if (!game.endedByRule()) {
            // an imported game ends as every game does; its mails are not sent, it ended long ago
            service.end(loaded, new GameService.Finish(game.winner(), IMPORTED, true), null, null, game.date());
        }
        return loaded.board();
    }

    /** Seeds tried to find a random start (Chess960 has 960). */
    private static final int RANDOM_STARTS = 960;

    /**
     * The start a record's FEN tag names, when it is one of the game's own starts: its only
     * one, or for a game with a random start (chess960) any of them, or a handicap of shogi.
     */
    private static Optional<String> startOf(Game game, String fen) {
        String wanted;
        try {
            wanted = game.start(fen).fen();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
        if (game.chosenStart(wanted) || handicap(game, wanted)) {
            return Optional.of(wanted);
        }
        boolean random = !game.startFen(0).equals(game.startFen(1));
        for (int seed = 0; seed < (random ? RANDOM_STARTS : 1); seed++) {
            String start = game.startFen(seed);
            if (game.start(start).fen().equals(wanted)) {
                return Optional.of(start);
            }
        }
        // any other position the game's rules accept as a start: a set-up game (issue 34)
        return game.refusedStart(wanted).isEmpty() ? Optional.of(wanted) : Optional.empty();
    }

    /** Whether a start is one of shogi's standard handicaps, as KIF's 手合割 and CSA's {@code PI82HI} give them. */
    private static boolean handicap(Game game, String start) {
        return "shogi".equals(game.recordTags().get("Variant")) && Kif.handicapStarts().stream()
                .anyMatch(h -> game.start(h).fen().equals(start));
    }

    /** 1-0, 0-1 or 1/2-1/2 (2-0, 0-2 and 1-1 are the same on a two-point scale); null for the rest. */
    private static String normalResult(String result) {
        return switch (result) {
            case "1-0", "2-0" -> "1-0";
            case "0-1", "0-2" -> "0-1";
            case "1/2-1/2", "1-1" -> "1/2-1/2";
            // a partial win (Gliński's stalemate), only where the moves end the game so
            case "3/4-1/4", "1/4-3/4" -> result;
            default -> null;
        };
    }

    private AdminResult<String> userid(String name, String tag, ImportOptions options) {
        String mapped = options.names().get(name);
        if (mapped != null) {
            return AdminResult.done(mapped);
        }
        if (AccountRules.useridProblem(name).isEmpty()) {
            return AdminResult.done(name);
        }
        if (options.deriveUserids()) {
            String derived = derivedUserid(name);
            if (derived != null) {
                return AdminResult.done(derived);
            }
        }
        return AdminResult.refused("the " + tag + " player \"" + name + "\" is not a userid; map the name with"
                + " --map \"" + name + "=USERID\", or let --derive-userids make one.");
    }

    /**
     * A userid made of a PDN name: each run of characters a userid may not hold becomes
     * one {@code _}, leading characters up to the first letter are dropped, and the rest
     * is cut to 20 characters ({@code "H.  van der Zee"} gives {@code H._van_der_Zee}).
     * Null when the name has no letter.
     */
    public static String derivedUserid(String name) {
        String joined = name.strip().replaceAll("[^A-Za-z0-9_.-]+", "_");
        int first = 0;
        while (first < joined.length() && !Character.isLetter(joined.charAt(first))) {
            first++;
        }
        if (first == joined.length()) {
            return null;
        }
        String userid = joined.substring(first, Math.min(joined.length(), first + 20));
        return userid.replaceAll("[_.-]+$", "");
    }

    /** {@code 17.} for the first player's move, {@code 17...} for the reply, as PDN numbers them. */
    private static String moveNumber(int ply) {
        return (ply / 2 + 1) + (ply % 2 == 0 ? "." : "...");
    }

    /** The tags of a game as the file gave them: {@code [Event "..."] [White "..."] ...}. */
    private static String describe(PdnGame game) {
        List<String> tags = new ArrayList<>();
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            tags.add(PdnWriter.tag(tag.getKey(), tag.getValue()));
        }
        return tags.isEmpty() ? "(no tags)" : String.join(" ", tags);
    }

    /** The Date tag ({@code 1996.01.13} or {@code 13-01-1996}) at midnight UTC; now when there is none. */
    private Instant date(String tag) {
        for (DateTimeFormatter format : List.of(PDN_DATE, DAY_FIRST)) {
            try {
                return LocalDate.parse(tag.strip(), format).atStartOfDay(ZoneOffset.UTC).toInstant();
            } catch (DateTimeParseException e) {
                // try the next form
            }
        }
        return clock.instant();
    }
}
