package pbm.store;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/** The {@code games}, {@code game_players} and {@code moves} tables. */
public final class Games {
    private static final String COLUMNS = "board, game_word, variant, state, result, winner, reason, initial_fen,"
            + " current_fen, ply, nag_days, forfeit_days, created, updated, last_move_at, nagged_at,"
            // the players with the row, "seat userid" lines put in seat order by NumberedLines: one query, not
            // one more a game
            + " (SELECT group_concat(seat || ' ' || userid, char(10)) FROM game_players p WHERE p.board = games.board),"
            + " revision, time_control";
    /**
     * Where {@link #addMove} and {@link #create} draw a game's revision (see {@link GameRow}):
     * seeded from the system's secure random source, so two processes draw apart, and a
     * SplittableRandom, whose successive values within a process never repeat before 2^64.
     */
    private static final SplittableRandom REVISIONS = new SplittableRandom(new SecureRandom().nextLong());

    private final Statements statements;

    public Games(Connection connection) {
        this.statements = Statements.of(connection);
    }

    /** Creates a game at the next board number (101 first, never reused); returns the number. */
    public int create(String gameWord, String variant, List<String> players, String fen, int nagDays,
            int forfeitDays, Instant now) throws SQLException {
        return create(gameWord, variant, players, fen, nagDays, forfeitDays, null, now);
    }

    /** As {@link #create(String, String, List, String, int, int, Instant)}, under {@code timeControl} (null: none). */
    public int create(String gameWord, String variant, List<String> players, String fen, int nagDays,
            int forfeitDays, String timeControl, Instant now) throws SQLException {
        int board;
        String at = StoredInstants.format(now);
        try (ResultSet keys = statements.query("INSERT INTO games (game_word, variant, state, initial_fen,"
                + " current_fen, nag_days, forfeit_days, created, updated, last_move_at, revision, time_control)"
                + " VALUES (?, ?, 'active', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING board",
                gameWord, variant, fen, fen, nagDays, forfeitDays, at, at, at, newRevision(), timeControl)) {
            keys.next();
            board = keys.getInt(1);
        }
        for (int seat = 0; seat < players.size(); seat++) {
            statements.update("INSERT INTO game_players (board, seat, userid) VALUES (?, ?, ?)",
                    board, seat, players.get(seat));
        }
        return board;
    }

    public Optional<GameRow> find(int board) throws SQLException {
        List<GameRow> rows = query("SELECT " + COLUMNS + " FROM games WHERE board = ?", board);
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    /** Whether {@code board} exists and is being played (one column of one row, for the hot paths). */
    public boolean isActive(int board) throws SQLException {
        try (ResultSet rs = statements.query("SELECT state FROM games WHERE board = ?", board)) {
            return rs.next() && "active".equals(rs.getString(1));
        }
    }

    /** Whether a board is being played, how many moves it has, and its {@link GameRow#revision}. */
    public record Progress(boolean active, int ply, long revision) {
    }

    /** {@code board}'s {@link Progress}, or empty when there is no such board (one row's three columns). */
    public Optional<Progress> progress(int board) throws SQLException {
        try (ResultSet rs = statements.query("SELECT state, ply, revision FROM games WHERE board = ?", board)) {
            return rs.next() ? Optional.of(new Progress("active".equals(rs.getString(1)), rs.getInt(2),
                    rs.getLong(3))) : Optional.empty();
        }
    }

    /** Games of {@code gameWord} (every game word when null), by board number. */
    public List<GameRow> list(String gameWord) throws SQLException {
        return gameWord == null
                ? query("SELECT " + COLUMNS + " FROM games ORDER BY board")
                : query("SELECT " + COLUMNS + " FROM games WHERE game_word = ? ORDER BY board", gameWord);
    }

    /**
     * How many games of each game word are active and how many are not ({@code [active, other]}),
     * counted by SQLite over the state index instead of reading every game, which made a
     * {@code list} mail slow on a server with many games.
     */
    public java.util.Map<String, int[]> countsByWord() throws SQLException {
        java.util.Map<String, int[]> counts = new java.util.HashMap<>();
        try (ResultSet rs = statements.query(
                "SELECT game_word, SUM(state = 'active'), COUNT(*) FROM games GROUP BY game_word")) {
            while (rs.next()) {
                counts.put(rs.getString(1), new int[] {rs.getInt(2), rs.getInt(3) - rs.getInt(2)});
            }
        }
        return counts;
    }

    /** How many boards of each game word are being played (by the index on state and game word, no sort). */
    public java.util.Map<String, Integer> activeByWord() throws SQLException {
        java.util.Map<String, Integer> counts = new java.util.HashMap<>();
        try (ResultSet rs = statements.query(
                "SELECT game_word, COUNT(*) FROM games WHERE state = 'active' GROUP BY game_word")) {
            while (rs.next()) {
                counts.put(rs.getString(1), rs.getInt(2));
            }
        }
        return counts;
    }

    /** Games {@code userid} plays in, by board number. */
    public List<GameRow> ofPlayer(String userid) throws SQLException {
        return query("SELECT " + COLUMNS + " FROM games WHERE board IN"
                + " (SELECT board FROM game_players WHERE userid = ?) ORDER BY board", userid);
    }

    /**
     * Records a move and the game's new position; returns the game's new revision (see
     * {@link GameRow}), which this transaction has now stored, so the caller can keep the game
     * after the move under it without reading it back. The revision is drawn here and written by
     * the same UPDATE as the position, after the insert's trigger gave it a value of its own.
     */
    public long addMove(MoveRow move) throws SQLException {
        String played = StoredInstants.format(move.played());
        statements.update("INSERT INTO moves (board, ply, userid, notation, fen_after, comment, played)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?)", move.board(), move.ply(), move.userid(), move.notation(),
                move.fenAfter(), move.comment(), played);
        long revision = newRevision();
        statements.update("UPDATE games SET current_fen = ?, ply = ?, updated = ?, last_move_at = ?,"
                + " nagged_at = NULL, revision = ? WHERE board = ?", move.fenAfter(), move.ply(), played, played,
                revision, move.board());
        return revision;
    }

    private static long newRevision() {
        synchronized (REVISIONS) {
            return REVISIONS.nextLong();
        }
    }

    /** Takes back the last move (an agreed undo); the position goes back to {@code fenBefore}. */
    public void removeLastMove(int board, int ply, String fenBefore, Instant now) throws SQLException {
        statements.update("DELETE FROM moves WHERE board = ? AND ply = ?", board, ply);
        String at = StoredInstants.format(now);
        statements.update("UPDATE games SET current_fen = ?, ply = ?, updated = ?, last_move_at = ?,"
                + " nagged_at = NULL WHERE board = ?", fenBefore, ply - 1, at, at, board);
    }

    public List<MoveRow> moves(int board) throws SQLException {
        List<MoveRow> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT board, ply, userid, notation, fen_after, comment, played"
                + " FROM moves WHERE board = ? ORDER BY ply", board)) {
            while (rs.next()) {
                out.add(new MoveRow(rs.getInt(1), rs.getInt(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), rs.getString(6), StoredInstants.parse(rs.getString(7))));
            }
        }
        return out;
    }

    /** Leaves {@code board} out of the ratings ({@code unrated_games}). */
    public void leaveUnrated(int board) throws SQLException {
        statements.update("INSERT OR IGNORE INTO unrated_games (board) VALUES (?)", board);
    }

    /** Whether {@code board} is left out of the ratings. */
    public boolean unrated(int board) throws SQLException {
        try (ResultSet rs = statements.query("SELECT 1 FROM unrated_games WHERE board = ?", board)) {
            return rs.next();
        }
    }

    /** Ends a game: {@code result} in PDN form, {@code winner} null for a draw. */
    public void finish(int board, String result, String winner, String reason, Instant now) throws SQLException {
        statements.update("UPDATE games SET state = 'finished', result = ?, winner = ?, reason = ?, updated = ?"
                + " WHERE board = ?", result, winner, reason, StoredInstants.format(now), board);
        clearVotes(board);
    }

    /** Records that the player to move was reminded at {@code now}. */
    public void markNagged(int board, Instant now) throws SQLException {
        statements.update("UPDATE games SET nagged_at = ? WHERE board = ?", StoredInstants.format(now), board);
    }

    /** The numbers of the games still being played, in order. */
    public List<Integer> activeBoards() throws SQLException {
        List<Integer> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT board FROM games WHERE state = 'active' ORDER BY board")) {
            while (rs.next()) {
                out.add(rs.getInt(1));
            }
        }
        return out;
    }

    /** How many boards are active, and those of them idle for a nag period ({@link #idleBoards}). */
    public record IdleBoards(int active, List<Integer> idle) {
    }

    /**
     * The active boards, and those whose player to move has had the move for at least {@code
     * min(nag days, forfeit days)} as of {@code now}, by the clock on the wall: a deadline sweep
     * can act on no other, since a player's clock (vacations not counted) never runs faster than
     * the wall's. Two queries for all boards, instead of loading every game: how many are active
     * and the shortest such period among them, then the boards whose move came before that
     * period's start, each checked here exactly against its own period. Reading every active
     * row into Java made {@code serve}'s first sweep over many boards keep the mail that arrived
     * meanwhile waiting; SQLite compares the texts far sooner (docs/performance.md, issue 16's
     * twelfth round). A board under a time control is always among the idle: its control may
     * run out before either period has passed.
     */
    public IdleBoards idleBoards(Instant now) throws SQLException {
        int active;
        int shortestDays;
        try (ResultSet rs = statements.query("SELECT count(*), min(min(nag_days, forfeit_days))"
                + " FROM games WHERE state = 'active'")) {
            rs.next();
            active = rs.getInt(1);
            shortestDays = rs.getInt(2);
        }
        List<Integer> idle = new ArrayList<>();
        if (active == 0) {
            return new IdleBoards(0, idle);
        }
        String before = movedBefore(now, shortestDays);
        // a board under a time control may run out sooner than either period: each is looked at
        try (ResultSet rs = statements.query("SELECT board, last_move_at, nag_days, forfeit_days, time_control"
                + " FROM games WHERE state = 'active' AND (last_move_at < ? OR time_control IS NOT NULL)"
                + " ORDER BY board", before)) {
            while (rs.next()) {
                java.time.Duration since = java.time.Duration.between(StoredInstants.parse(rs.getString(2)), now);
                if (rs.getString(5) != null
                        || since.compareTo(java.time.Duration.ofDays(Math.min(rs.getInt(3), rs.getInt(4)))) >= 0) {
                    idle.add(rs.getInt(1));
                }
            }
        }
        return new IdleBoards(active, idle);
    }

    /**
     * A text that every stored {@code last_move_at} at or before {@code now - days} sorts below:
     * the second after that instant, to the second ({@code 2026-11-23T22:06:50}). Stored instants
     * of the years 0000-9999 are {@code YYYY-MM-DDTHH:MM:SS}, then a fraction or none, then
     * {@code Z} ({@link StoredInstants}): one whose second comes before this one's sorts below it
     * whatever its fraction, one of the same second or later does not, and such is never idle. Any
     * other year is written with a sign, which sorts below every digit. When the instant itself
     * lies outside those years, a text above every stored one: each active board is then checked.
     */
    static String movedBefore(Instant now, int days) {
        Instant bound = now.minus(java.time.Duration.ofDays(days)).plusSeconds(1);
        String text = StoredInstants.format(Instant.ofEpochSecond(bound.getEpochSecond()));
        if (text.length() != 20 || !Character.isDigit(text.charAt(0)) || text.startsWith("0000")
                || text.startsWith("9999")) {
            return "\uffff";
        }
        return text.substring(0, 19);
    }

    public void delete(int board) throws SQLException {
        statements.update("DELETE FROM games WHERE board = ?", board);
    }

    /** The players who agreed to the open proposal of {@code kind} ('draw' or 'undo'), oldest first. */
    public List<String> votes(int board, String kind) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = statements.query("SELECT userid FROM votes WHERE board = ? AND kind = ?"
                + " ORDER BY since, rowid", board, kind)) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    public void addVote(int board, String kind, String userid, Instant now) throws SQLException {
        statements.update("INSERT OR IGNORE INTO votes (board, kind, userid, since) VALUES (?, ?, ?, ?)",
                board, kind, userid, StoredInstants.format(now));
    }

    public void clearVotes(int board) throws SQLException {
        statements.update("DELETE FROM votes WHERE board = ?", board);
    }

    private List<GameRow> query(String sql, Object... args) throws SQLException {
        List<GameRow> out = new ArrayList<>();
        try (ResultSet rs = statements.query(sql, args)) {
            while (rs.next()) {
                out.add(new GameRow(rs.getInt(1), rs.getString(2), rs.getString(3),
                        NumberedLines.ordered(rs.getString(17)),
                        rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8),
                        rs.getString(9), rs.getInt(10), rs.getInt(11), rs.getInt(12), instant(rs, 13),
                        instant(rs, 14), instant(rs, 15), instant(rs, 16), rs.getLong(18), rs.getString(19)));
            }
        }
        return out;
    }

    /** Records which version of a defined game's definition {@code board} plays (issue 14). */
    public void setDefinitionVersion(int board, int version) throws SQLException {
        statements.update("UPDATE games SET definition_version = ? WHERE board = ?", version, board);
    }

    /** The definition version {@code board} plays, or 0 for a shipped game. */
    public int definitionVersion(int board) throws SQLException {
        try (ResultSet rs = statements.query("SELECT definition_version FROM games WHERE board = ?", board)) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    /**
     * The boards of the defined game {@code gameWord} (any case) in progress on a version
     * older than {@code version}, each {board, version}, by board.
     */
    public List<int[]> activeOnOlderVersions(String gameWord, int version) throws SQLException {
        List<int[]> out = new java.util.ArrayList<>();
        try (ResultSet rs = statements.query("SELECT board, definition_version FROM games WHERE state = 'active'"
                + " AND lower(game_word) = lower(?) AND definition_version < ? ORDER BY board", gameWord, version)) {
            while (rs.next()) {
                out.add(new int[] {rs.getInt(1), rs.getInt(2)});
            }
        }
        return out;
    }

    /** How many boards of {@code gameWord} (any case) there are: {active, finished}. */
    public int[] countOf(String gameWord) throws SQLException {
        int[] out = new int[2];
        try (ResultSet rs = statements.query(
                "SELECT state, COUNT(*) FROM games WHERE lower(game_word) = lower(?) GROUP BY state", gameWord)) {
            while (rs.next()) {
                out["active".equals(rs.getString(1)) ? 0 : 1] = rs.getInt(2);
            }
        }
        return out;
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        String text = rs.getString(column);
        return text == null ? null : StoredInstants.parse(text);
    }
}
