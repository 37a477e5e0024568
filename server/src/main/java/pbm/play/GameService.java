package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;
import java.time.Duration;
import pbm.games.Catalog;
import pbm.mail.OutboundMail;
import pbm.rules.DefinedGames;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.store.Rating;
import pbm.store.RatingChange;
import pbm.store.Ratings;
import pbm.store.Vacation;
import pbm.store.Vacations;

/**
 * The games: starting them, playing moves, votes, ending them. Every change runs on
 * the caller's transaction, so a mail's moves and its replies commit together. Every way
 * a game ends, by mail, by the deadline sweep or by the admin's CLI, goes through {@link #end}.
 */
public final class GameService {
    /** The kinds of vote: a draw, or taking back the last move. */
    public static final String DRAW = "draw";
    public static final String UNDO = "undo";
    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(GameService.class.getName());

    private static final int REPLAYED_BOARDS = 1024;
    /**
     * The last replayed state of recently used boards (least recently used dropped first), each
     * under the revision of its moves ({@link GameRow#revision()}): the revision the database held
     * for those very moves when they were read or written. A load that finds the same revision in
     * the games row takes the moves and the play from here and reads no move. Revisions are
     * random, so an entry put by a change that was then rolled back never matches a later change.
     */
    private static final Map<Integer, LoadedGame> REPLAYED = Collections.synchronizedMap(
            new LinkedHashMap<>(64, 0.75f, true) {
                private static final long serialVersionUID = 1L;

                @Override
                protected boolean removeEldestEntry(Map.Entry<Integer, LoadedGame> eldest) {
                    return size() > REPLAYED_BOARDS;
                }
            });

    private final Connection connection;
    private final Games games;

    /**
     * Forgets every replayed board, so that the next load of each replays its moves: for the
     * bench, which times that load (the server itself never needs to).
     */
    public static void forgetReplayed() {
        REPLAYED.clear();
    }

    public GameService(Connection connection) {
        this.connection = connection;
        this.games = new Games(connection);
    }

    /**
     * Starts a game from {@code startFen} (the game's {@link Game#startFen}); seat 0
     * ({@code players.get(0)}) takes the side that moves first.
     */
    public LoadedGame challenge(String gameWord, Game game, String startFen, List<String> players, int nagDays,
            int forfeitDays, Instant now) throws SQLException {
        return challenge(gameWord, game, startFen, players, nagDays, forfeitDays, null, now);
    }

    /** As {@link #challenge(String, Game, String, List, int, int, Instant)}, played under {@code control} (null: none). */
    public LoadedGame challenge(String gameWord, Game game, String startFen, List<String> players, int nagDays,
            int forfeitDays, TimeControl control, Instant now) throws SQLException {
        int board = games.create(gameWord, game.name(), players, startFen, nagDays, forfeitDays,
                control == null ? null : control.spec(), now);
        if (game.definitionVersion() > 0) {
            games.setDefinitionVersion(board, game.definitionVersion());
        }
        return load(board).orElseThrow();
    }

    /** Leaves {@code board} out of the ratings, whatever its end (a set-up or handicap start, {@code ratings.setup-starts}). */
    public void leaveUnrated(int board) throws SQLException {
        games.leaveUnrated(board);
    }

    /**
     * The stored game, replayed from its moves. A move list that no longer replays (an
     * engine change that broke a stored game) is an infrastructure failure, not a player's.
     * When this process already holds the game at the revision the row now has, its moves and
     * play are taken from {@link #REPLAYED} and no move is read; the row is always read afresh.
     */
    public Optional<LoadedGame> load(int board) throws SQLException {
        Optional<GameRow> row = games.find(board);
        if (row.isEmpty()) {
            return Optional.empty();
        }
        Optional<Game> shipped = Catalog.byName(row.get().variant());
        String author = null;
        if (shipped.isEmpty()) {
            // a defined game: the version the board plays, read once for its rules and its author
            int version = games.definitionVersion(board);
            Optional<DefinedGames.Definition> definition = version <= 0 ? Optional.empty()
                    : new StoredDefinitions(connection).version(row.get().variant(), version);
            author = definition.map(DefinedGames.Definition::author).orElse(null);
            shipped = Catalog.byName(row.get().variant(), version, new DefinedGames() {
                @Override
                public List<Definition> newest() {
                    return List.of();
                }

                @Override
                public Optional<Definition> version(String name, int wanted) {
                    return definition;
                }
            });
        }
        Game game = shipped.orElseThrow(() -> new IllegalStateException("board " + board + " has unknown variant "
                + row.get().variant()));
        LoadedGame cached = REPLAYED.get(board);
        if (cached != null && cached.row().revision() == row.get().revision() && sameStart(cached, row.get(), game)) {
            return Optional.of(new LoadedGame(row.get(), game, cached.moves(), cached.play(), author));
        }
        // the row is read before the moves: were they read outside a transaction and changed in
        // between, the entry pairs the row's revision with later moves, and that revision is gone
        List<MoveRow> moves = games.moves(board);
        LoadedGame loaded = new LoadedGame(row.get(), game, moves, replay(row.get(), game, moves), author);
        REPLAYED.put(board, loaded);
        return Optional.of(loaded);
    }

    /** Whether {@code cached} plays the same game from the same position as {@code row} (so its play may serve). */
    private static boolean sameStart(LoadedGame cached, GameRow row, Game game) {
        return cached.game() == game && cached.row().variant().equals(row.variant())
                && cached.row().initialFen().equals(row.initialFen());
    }

    /**
     * The play the moves give. A play is a pure function of the game, the initial
     * position and the moves, so the last play computed for a board is reused when its
     * moves are a prefix of the stored ones (as they are after every move), and only the
     * new moves are replayed.
     */
    private static Play replay(GameRow row, Game game, List<MoveRow> moves) {
        LoadedGame cached = REPLAYED.get(row.board());
        Play start;
        int replayed;
        if (cached != null && sameStart(cached, row, game) && isPrefix(cached.moves(), moves)) {
            start = cached.play();
            replayed = cached.moves().size();
        } else {
            start = game.start(row.initialFen());
            replayed = 0;
        }
        List<MoveRow> rest = moves.subList(replayed, moves.size());
        Play play = replay(row, start, rest, false);
        if (!rest.isEmpty() && !play.fen().equals(rest.get(rest.size() - 1).fenAfter())) {
            play = replay(row, start, rest, true);
        }
        return play;
    }

    /**
     * {@code start} with {@code moves} played, each as its text reads; with {@code byPositions},
     * a move whose text reads as a move that does not lead to the position stored with it is
     * the legal move that does, if there is one. A stored text once read as another legal move
     * than the one played: releases before 2026-11-26 wrote a drop in a game defined on xiangqi
     * as the move of some piece on the board ({@code H@e5} as {@code A6+5}). The stored positions
     * are compared only when the last one differs from the replay's, so a board replays as fast
     * as before unless something went wrong.
     */
    private static Play replay(GameRow row, Play start, List<MoveRow> moves, boolean byPositions) {
        Play play = start;
        for (MoveRow move : moves) {
            MoveRead read = play.read(move.notation());
            Ply ply = read instanceof MoveRead.Legal legal ? legal.ply() : byPositionAfter(play, move);
            if (ply == null) {
                throw new IllegalStateException("board " + row.board() + " move " + move.ply() + " "
                        + move.notation() + " no longer replays: " + read);
            }
            Play next = play.play(ply);
            if (byPositions && !next.fen().equals(move.fenAfter())) {
                Ply stored = byPositionAfter(play, move);
                if (stored != null) {
                    LOG.warning(() -> "board " + row.board() + " move " + move.ply() + " " + move.notation()
                            + " reads as another move than the one stored; replayed as the move to its stored"
                            + " position");
                    next = play.play(stored);
                }
            }
            play = next;
        }
        return play;
    }

    /**
     * The legal move that leads to the position stored with {@code move}, or null. Releases before
     * 2026-11-26 could write a chess-like move ambiguously when a piece promoted from a pawn could
     * go where another of its kind could ("Be5" for either bishop); such a stored text no longer
     * reads as one move, but the position it led to names it.
     */
    private static Ply byPositionAfter(Play play, MoveRow move) {
        for (Ply ply : play.legalMoves()) {
            if (play.play(ply).fen().equals(move.fenAfter())) {
                return ply;
            }
        }
        return null;
    }

    private static boolean isPrefix(List<MoveRow> prefix, List<MoveRow> moves) {
        if (prefix.size() > moves.size()) {
            return false;
        }
        for (int i = 0; i < prefix.size(); i++) {
            if (!prefix.get(i).notation().equals(moves.get(i).notation())) {
                return false;
            }
        }
        return true;
    }

    /** What a move did: the game after it, and the ending when it ended the game ({@link #end}; else null). */
    public record Played(LoadedGame after, Ended ended) {
    }

    /**
     * Plays {@code ply} (read from {@code game}'s play) for the player to move; ends the
     * game through {@link #end} when a rule ends it, the mover's comment in its board mails.
     * A move the rules then make for the next player ({@link Play#automatic()}, Othello's
     * forced pass) is played and recorded at once.
     * {@code game} must have been loaded in the caller's transaction (every caller loads and
     * plays in one): the game after the move is cached under the revision the move stored, as
     * {@code game}'s moves and this one, so they must be the stored moves.
     */
    public Played play(LoadedGame game, Ply ply, String comment, Instant now) throws SQLException {
        return play(game, ply, comment, now, game.playerToMove(), comment);
    }

    /** As {@link #play(LoadedGame, Ply, String, Instant)}; an ending's mails show {@code commenter}'s {@code said}. */
    private Played play(LoadedGame game, Ply ply, String comment, Instant now, String commenter, String said)
            throws SQLException {
        String mover = game.playerToMove();
        String notation = game.play().notation(ply);
        Play next = game.play().play(ply);
        MoveRow move = new MoveRow(game.board(), game.row().ply() + 1, mover, notation,
                next.fen(), comment == null || comment.isEmpty() ? null : comment, now);
        long revision = games.addMove(move);
        games.clearVotes(game.board());
        Optional<Ending> ending = next.ending();
        LoadedGame after = afterMove(game, move, next, revision);
        // the revision addMove wrote, in this transaction, for exactly these moves (a second,
        // automatic move below puts its own): end's loads take the moves from here
        REPLAYED.put(game.board(), after);
        if (ending.isPresent()) {
            Ending end = ending.get();
            String winner = end.winnerSeat() == null ? null : after.playerOf(end.winnerSeat());
            Ended ended = end(after, new Finish(winner, describe(after, end), true, end.score()), commenter, said, now);
            return new Played(ended.game(), ended);
        }
        if (next.automatic().isPresent()) {
            return play(after, next.automatic().get(), null, now, commenter, said);
        }
        return new Played(after, null);
    }

    /**
     * The game as {@link #load} reads it back after {@link Games#addMove} stored {@code move}
     * (the same transaction, so nothing else changed it): the row with the new position, ply,
     * times and {@code revision} (what addMove returned), the move appended, the play already
     * made. Reading it back was two queries, the whole move list and its replay check for every
     * move mail.
     */
    static LoadedGame afterMove(LoadedGame game, MoveRow move, Play next, long revision) {
        GameRow row = game.row();
        Instant played = move.played();
        GameRow moved = new GameRow(row.board(), row.gameWord(), row.variant(), row.players(), row.state(),
                row.result(), row.winner(), row.reason(), row.initialFen(), move.fenAfter(), move.ply(),
                row.nagDays(), row.forfeitDays(), row.created(), played, played, null, revision, row.timeControl());
        List<MoveRow> moves = new ArrayList<>(game.moves().size() + 1);
        moves.addAll(game.moves());
        moves.add(move);
        return new LoadedGame(moved, game.game(), moves, next, game.definedBy());
    }

    /** The rule's reason with a side's name at its start replaced by its player's. */
    private static String describe(LoadedGame game, Ending ending) {
        String reason = ending.reason();
        List<String> sides = game.game().sides();
        for (int seat = 0; seat < sides.size(); seat++) {
            if (reason.startsWith(sides.get(seat) + " ")) {
                return game.playerOf(seat) + reason.substring(sides.get(seat).length());
            }
        }
        return reason;
    }

    /**
     * How a game ends: won by {@code winner} (one of its players), or drawn when it is null, for
     * {@code reason} in words that follow "won by bob (" or "drawn by" ("alice resigned",
     * "agreement"); unless {@code rated}, the ratings stay as they were (a void adjudication, a
     * board the server cannot play).
     */
    public record Finish(String winner, String reason, boolean rated, double score) {
        /** A whole win, or a draw. */
        public Finish(String winner, String reason, boolean rated) {
            this(winner, reason, rated, 1);
        }

        public static Finish won(String winner, String reason) {
            return new Finish(winner, reason, true);
        }

        public static Finish drawn(String reason) {
            return new Finish(null, reason, true);
        }

        /** This finish, leaving the ratings alone. */
        public Finish unrated() {
            return new Finish(winner, reason, false, score);
        }
    }

    /** A game just ended ({@link #end}): the game as it now is, and the board mails that say so. */
    public record Ended(LoadedGame game, List<OutboundMail> mails) {
        public Ended {
            mails = List.copyOf(mails);
        }
    }

    /**
     * Ends {@code game}. Every way a game ends comes here (a resignation, a claim, a mate or a
     * draw by the rules, a draw agreed or left unanswered, a loss on time, an unplayable board,
     * an adjudication, a closed account, an import), so every one stores its result, rates it
     * ({@link #rates}) and mails it the same way, in the caller's transaction: the board mail to
     * each player and to those who asked for the result, {@code commenter}'s {@code comment}
     * included (null: none).
     */
    public Ended end(LoadedGame game, Finish finish, String commenter, String comment, Instant now)
            throws SQLException {
        LoadedGame current = load(game.board()).orElseThrow();
        // a finished game answers no move: its players' conditional moves go with it
        new ConditionalMoves(connection).clearBoard(current.board());
        String winner = finish.winner();
        games.finish(current.board(), current.game().result(winner == null ? null : current.row().seatOf(winner),
                finish.score()), winner, finish.reason(), now);
        if (finish.rated() && rates(current) && !games.unrated(current.board())) {
            rate(current, winner, finish.score());
        }
        LoadedGame after = load(current.board()).orElseThrow();
        return new Ended(after, BoardMails.of(connection, after, BoardMail.subject(after), List.of(), commenter,
                comment, now));
    }

    /**
     * Ends, drawn and unrated for {@code reason}, a board whose game does not even load
     * ({@link Unplayable}): {@link #end} replays the game, this cannot, so its mails are the
     * caller's to make.
     */
    void endUnloadable(GameRow row, String reason, Instant now) throws SQLException {
        games.finish(row.board(), "1/2-1/2", null, reason, now);
    }

    /**
     * Whether a game counts for the ratings: two players who both made at least one move
     * (a challenge needs no password, so nobody loses rating over a game they never
     * played). Its rating pool is its full variant name (see {@link #pool(LoadedGame)}).
     */
    public static boolean rates(LoadedGame game) {
        List<String> players = game.row().players();
        return players.size() == 2 && players.stream()
                .allMatch(p -> game.moves().stream().anyMatch(m -> m.userid().equals(p)));
    }

    /**
     * The rating pool of a game: the full variant name, e.g. {@code draughts},
     * {@code draughts -small}, {@code checkers -reverse}. A -reverse game is a different
     * game, so it has its own table.
     */
    public static String pool(LoadedGame game) {
        return game.game().name();
    }

    /** Rates both players: the winner scores {@code score} (1, or less for a partial win), the other the rest. */
    private void rate(LoadedGame game, String winner, double score) throws SQLException {
        Ratings ratings = new Ratings(connection);
        String pool = pool(game);
        List<String> players = game.row().players();
        Rating[] before = new Rating[2];
        for (int seat = 0; seat < 2; seat++) {
            before[seat] = ratings.find(pool, players.get(seat))
                    .orElse(new Rating(pool, players.get(seat), Elo.START, 0));
        }
        for (int seat = 0; seat < 2; seat++) {
            String player = players.get(seat);
            double scored = winner == null ? 0.5 : winner.equals(player) ? score : 1 - score;
            double after = Elo.next(before[seat].rating(), before[1 - seat].rating(), scored);
            ratings.put(new Rating(pool, player, after, before[seat].games() + 1));
            ratings.addChange(new RatingChange(game.board(), player, pool, before[seat].rating(), after, seat));
        }
    }

    /** The clocks of a game as of {@code now}, and what it did to the ratings, for its board mail. */
    public GameFacts facts(LoadedGame game, Instant now) throws SQLException {
        GameRow row = game.row();
        Vacations vacations = new Vacations(connection);
        List<String> players = row.players();
        List<List<Vacation>> away = vacations.ofEach(players);
        Duration[] used = new Duration[players.size()];
        java.util.Arrays.fill(used, Duration.ZERO);
        Instant turnStart = row.created();
        for (MoveRow move : game.moves()) {
            int seat = row.seatOf(move.userid());
            if (seat >= 0) {
                used[seat] = used[seat].plus(Clocks.used(turnStart, move.played(), away.get(seat)));
            }
            turnStart = move.played();
        }
        String toMove = null;
        Instant vacationUntil = null;
        Instant forfeitAt = null;
        Instant ended = null;
        // the turn under way, or the last one, which ended with the game (a resignation, a forfeit)
        int last = row.seatOf(game.playerToMove());
        used[last] = used[last].plus(Clocks.used(row.lastMoveAt(), row.active() ? now : row.updated(),
                away.get(last)));
        if (row.active()) {
            toMove = game.playerToMove();
            int seat = last;
            Vacation current = Clocks.current(away.get(seat), now);
            vacationUntil = current == null ? null : current.ends();
            forfeitAt = Deadlines.deadlineAt(game, away.get(seat));
        } else {
            ended = row.updated();
        }
        Instant lastMove = game.moves().isEmpty() ? null : game.moves().get(game.moves().size() - 1).played();
        TimeControl control = ControlClocks.of(game);
        Timing timing = new Timing(players, row.created(), lastMove, ended, List.of(used), toMove, vacationUntil,
                forfeitAt, row.nagDays(), control == null ? null : ControlClocks.line(game, control, away, now));
        // a game's state only goes from active to finished, and its rating changes are written as
        // it finishes: a running game has none, and its move mails need not ask
        return new GameFacts(timing, row.active() ? List.of() : new Ratings(connection).changes(game.board()),
                WebLinks.link(connection, game.board()));
    }

    /** Deletes a board (a declined challenge). */
    public void delete(int board) throws SQLException {
        games.delete(board);
    }

    /** The players who agreed to the open draw or undo proposal. */
    public List<String> votes(int board, String kind) throws SQLException {
        return games.votes(board, kind);
    }

    /**
     * What a vote did: {@code agreed} when every player has now agreed and the proposal was
     * carried out; {@code ended} the game an agreed draw ended ({@link #end}), else null.
     */
    public record Vote(boolean agreed, Ended ended) {
    }

    /**
     * {@code userid} agrees to a draw or an undo, saying {@code comment} (null: nothing). When
     * every player has now agreed, the proposal is carried out: the game drawn, or the moves of
     * {@link #undoneBy} taken back (the proposer's last move, and the reply to it if any).
     */
    public Vote vote(LoadedGame game, String kind, String userid, String comment, Instant now) throws SQLException {
        games.addVote(game.board(), kind, userid, now);
        List<String> agreed = games.votes(game.board(), kind);
        if (!agreed.containsAll(game.row().players())) {
            return new Vote(false, null);
        }
        games.clearVotes(game.board());
        if (kind.equals(DRAW)) {
            return new Vote(true, end(game, Finish.drawn("agreement"), userid, comment, now));
        }
        takeBack(game, undoneBy(game, agreed.get(0)), now);
        return new Vote(true, null);
    }

    /**
     * The moves an undo asked for by {@code proposer} takes back: the proposer's own last
     * move and every move after it (the opponent's reply, when there is one). A move the
     * rules made for the proposer ({@link Play#automatic()}) is not theirs to take back: the
     * undo reaches back to their last own move. Empty when the proposer has not moved.
     */
    public static List<MoveRow> undoneBy(LoadedGame game, String proposer) {
        List<MoveRow> moves = game.moves();
        for (int i = moves.size() - 1; i >= 0; i--) {
            if (moves.get(i).userid().equals(proposer) && !madeByTheRules(game, i)) {
                return moves.subList(i, moves.size());
            }
        }
        return List.of();
    }

    /** Whether move {@code i} was one the rules made for its player (Othello's forced pass), not a choice. */
    private static boolean madeByTheRules(LoadedGame game, int i) {
        String before = i > 0 ? game.moves().get(i - 1).fenAfter() : game.row().initialFen();
        return game.game().start(before).automatic().isPresent();
    }

    public void clearVotes(int board) throws SQLException {
        games.clearVotes(board);
    }

    private void takeBack(LoadedGame game, List<MoveRow> undone, Instant now) throws SQLException {
        List<MoveRow> moves = game.moves();
        for (int i = moves.size() - 1; i >= moves.size() - undone.size(); i--) {
            String fenBefore = i > 0 ? moves.get(i - 1).fenAfter() : game.row().initialFen();
            games.removeLastMove(game.board(), i + 1, fenBefore, now);
        }
    }

    /** Every game of {@code gameWord} (all when null), replayed. */
    public List<GameRow> list(String gameWord) throws SQLException {
        return games.list(gameWord);
    }

    /** Per game word, how many games are active and how many are not ({@code [active, other]}). */
    public java.util.Map<String, int[]> countsByWord() throws SQLException {
        return games.countsByWord();
    }

    public List<GameRow> ofPlayer(String userid) throws SQLException {
        return new ArrayList<>(games.ofPlayer(userid));
    }
}
