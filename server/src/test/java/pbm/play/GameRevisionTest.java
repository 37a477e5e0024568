package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;
import pbm.store.Database;
import pbm.store.Games;
import pbm.store.MoveRow;

/**
 * A game's revision (issue 16, fourth round): {@link GameService#load} takes a game's moves from
 * this process's cache only while the games row still has the revision they were cached under,
 * whoever changed the moves since (another connection, as another process would; raw SQL; a
 * rolled-back savepoint), and then reads no move at all.
 */
class GameRevisionTest {
    private static final Instant NOW = Instant.parse("2026-11-24T10:00:00Z");
    private static final Game DRAUGHTS = Catalog.byName("draughts").orElseThrow();

    @TempDir
    Path dir;

    @Test
    void movesAnotherConnectionAddsOrRemovesBehindTheCacheAreRead() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database mine = Database.open(file); Database other = Database.open(file)) {
            int board = newGame(mine);
            playFirst(mine, board, 0);
            playFirst(mine, board, 0);
            List<String> two = notations(mine, board);
            assertEquals(2, two.size());

            // the other "process" deletes the last move with plain SQL (an administrator's edit)
            other.transaction(c -> update(c, "DELETE FROM moves WHERE board = ? AND ply = 2", board));
            assertEquals(two.subList(0, 1), notations(mine, board));
            assertEquals(two.subList(0, 1), stored(other, board));

            // and inserts a different reply, again with plain SQL
            Play afterOne = afterFirstMove();
            Ply last = afterOne.legalMoves().get(afterOne.legalMoves().size() - 1);
            String reply = insertSecondMove(other, board, afterOne, last);
            assertNotEquals(two.get(1), reply, "the test needs a move other than the cached one");
            assertEquals(List.of(two.get(0), reply), notations(mine, board));
            LoadedGame loaded = mine.transaction(c -> new GameService(c).load(board)).orElseThrow();
            assertEquals(afterOne.play(last).fen(), loaded.play().fen(), "the play is replayed from the new moves");

            // an edit of a move in place: its text and the position it led to (a text alone that
            // reads as another move than its position's is replayed as the move to the position)
            Play edited = afterOne.play(afterOne.legalMoves().get(0));
            assertEquals(two.get(1), afterOne.notation(afterOne.legalMoves().get(0)), "the move playFirst played");
            other.transaction(c -> update(c, "UPDATE moves SET notation = ?, fen_after = ? WHERE board = ? AND ply = 2",
                    two.get(1), edited.fen(), board));
            assertEquals(two, notations(mine, board));

            // the store's own undo, run by the other connection without this process's GameService
            other.transaction(c -> {
                new Games(c).removeLastMove(board, 2, afterOne.fen(), NOW);
                return null;
            });
            assertEquals(two.subList(0, 1), notations(mine, board));
        }
    }

    @Test
    void aMoveWhoseSavepointIsRolledBackLeavesNothingALaterLoadTakes() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database mine = Database.open(file); Database other = Database.open(file)) {
            int board = newGame(mine);
            playFirst(mine, board, 0);
            String poisoned = mine.transaction(c -> {
                String[] played = new String[1];
                // a batch's transaction; the mail's savepoint plays its move and then fails
                assertThrows(IllegalStateException.class, () -> Database.savepoint(c, "mail", s -> {
                    GameService service = new GameService(s);
                    LoadedGame game = service.load(board).orElseThrow();
                    LoadedGame after = service.play(game, game.play().legalMoves().get(0), null, NOW).after();
                    played[0] = after.moves().get(1).notation();
                    throw new IllegalStateException("the mail's reply could not be written");
                }));
                return played[0];
            });
            List<String> one = stored(mine, board);
            assertEquals(1, one.size(), "the savepoint's move is gone from the database");

            // another process then makes a different move at the same ply
            Play afterOne = afterFirstMove();
            Ply other1 = afterOne.legalMoves().get(afterOne.legalMoves().size() - 1);
            String reply = insertSecondMove(other, board, afterOne, other1);
            assertNotEquals(poisoned, reply, "the test needs a move other than the rolled-back one");
            assertEquals(List.of(one.get(0), reply), notations(mine, board));

            // and once more through the store's addMove, which draws the revision in Java
            Play afterTwo = afterOne.play(other1);
            Ply third = afterTwo.legalMoves().get(0);
            other.transaction(c -> new Games(c).addMove(new MoveRow(board, 3, "alice", afterTwo.notation(third),
                    afterTwo.play(third).fen(), null, NOW)));
            assertEquals(List.of(one.get(0), reply, afterTwo.notation(third)), notations(mine, board));
        }
    }

    @Test
    void aGameThisProcessHoldsIsLoadedWithoutReadingItsMoves() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            int board = newGame(database);
            for (int i = 0; i < 3; i++) {
                playFirst(database, board, i);
            }
            List<String> sql = new ArrayList<>();
            database.traceStatements(sql::add);
            List<String> cached = notations(database, board);
            database.traceStatements(null);
            assertEquals(stored(database, board), cached);
            assertTrue(sql.stream().noneMatch(GameRevisionTest::readsMoves), String.join("\n", sql));
            assertTrue(sql.stream().anyMatch(s -> s.contains("FROM games")), "the row is still read: " + sql);

            // the trace does see a read of the moves once the cache cannot serve
            database.transaction(c -> update(c, "DELETE FROM moves WHERE board = ? AND ply = 3", board));
            sql.clear();
            database.traceStatements(sql::add);
            assertEquals(cached.subList(0, 2), notations(database, board));
            database.traceStatements(null);
            assertTrue(sql.stream().anyMatch(GameRevisionTest::readsMoves), String.join("\n", sql));
        }
    }

    @Test
    void theRevisionChangesWithEveryWriteOfAMoveAndNeverRepeats() throws Exception {
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            int board = newGame(database);
            Set<Long> seen = new HashSet<>();
            seen.add(revision(database, board));
            for (int i = 0; i < 6; i++) {
                long written = database.transaction(c -> {
                    GameService service = new GameService(c);
                    LoadedGame game = service.load(board).orElseThrow();
                    return service.play(game, game.play().legalMoves().get(0), null, NOW).after().row().revision();
                });
                assertEquals(revision(database, board), written, "play returns the revision it stored");
                assertTrue(seen.add(written), "a revision drawn twice: " + seen);
            }
            // finishing changes the row, not the moves: the revision stays
            long before = revision(database, board);
            database.transaction(c -> {
                GameService service = new GameService(c);
                return service.end(service.load(board).orElseThrow(), GameService.Finish.won("alice", "bob resigned"),
                        null, null, NOW);
            });
            assertEquals(before, revision(database, board));
            database.transaction(c -> update(c, "DELETE FROM moves WHERE board = ? AND ply = 6", board));
            assertTrue(seen.add(revision(database, board)), "a deleted move changes the revision");
        }
    }

    @Test
    void gamesStoredBeforeTheMigrationGetARevisionEach() throws Exception {
        Path file = dir.resolve("pbm.db");
        try (Database database = Database.openUnmigrated(file)) {
            Flyway.configure(Database.class.getClassLoader()).configuration(database.flyway().getConfiguration())
                    .target("10").load().migrate();
            database.transaction(c -> {
                for (int i = 0; i < 3; i++) {
                    update(c, "INSERT INTO games (game_word, variant, state, initial_fen, current_fen, created, updated,"
                            + " last_move_at) VALUES ('draughts', 'draughts', 'active', ?, ?, ?, ?, ?)",
                            DRAUGHTS.startFen(1), DRAUGHTS.startFen(1), NOW.toString(), NOW.toString(), NOW.toString());
                }
                return null;
            });
        }
        try (Database database = Database.open(file)) {
            Set<Long> revisions = new HashSet<>();
            for (int board = 101; board <= 103; board++) {
                revisions.add(revision(database, board));
            }
            assertEquals(3, revisions.size(), "each old game its own revision: " + revisions);
            assertFalse(revisions.contains(0L), revisions.toString());
        }
    }

    /** The position after the first legal move, the move {@link #playFirst} makes first. */
    private static Play afterFirstMove() {
        Play start = DRAUGHTS.start(DRAUGHTS.startFen(1));
        return start.play(start.legalMoves().get(0));
    }

    /** Stores {@code ply} as bob's move 2 with plain SQL, the triggers' path; returns its notation. */
    private static String insertSecondMove(Database database, int board, Play afterOne, Ply ply) throws SQLException {
        String notation = afterOne.notation(ply);
        database.transaction(c -> update(c, "INSERT INTO moves (board, ply, userid, notation, fen_after, played)"
                + " VALUES (?, 2, 'bob', ?, ?, ?)", board, notation, afterOne.play(ply).fen(), NOW.toString()));
        return notation;
    }

    private static boolean readsMoves(String sql) {
        return sql.replaceAll("\\s+", " ").toUpperCase(java.util.Locale.ROOT).contains("FROM MOVES");
    }

    private static int newGame(Database database) throws SQLException {
        return database.transaction(c -> new GameService(c).challenge(DRAUGHTS.word(), DRAUGHTS,
                DRAUGHTS.startFen(1), List.of("alice", "bob"), 7, 21, NOW)).board();
    }

    /** Plays the {@code index}th legal move (of those there are) through this process's GameService. */
    private static void playFirst(Database database, int board, int index) throws SQLException {
        database.transaction(c -> {
            GameService service = new GameService(c);
            LoadedGame game = service.load(board).orElseThrow();
            List<Ply> legal = game.play().legalMoves();
            return service.play(game, legal.get(index % legal.size()), null, NOW).after();
        });
    }

    /** The moves as {@link GameService#load} gives them, checked against the play it gives. */
    private static List<String> notations(Database database, int board) throws SQLException {
        LoadedGame game = database.transaction(c -> new GameService(c).load(board)).orElseThrow();
        Play play = game.game().start(game.row().initialFen());
        for (MoveRow move : game.moves()) {
            play = play.play(((pbm.rules.MoveRead.Legal) play.read(move.notation())).ply());
        }
        assertEquals(play.fen(), game.play().fen(), "the loaded play is its moves' play");
        return game.moves().stream().map(MoveRow::notation).toList();
    }

    /** The moves as the database holds them, read directly. */
    private static List<String> stored(Database database, int board) throws SQLException {
        return database.transaction(c -> new Games(c).moves(board)).stream().map(MoveRow::notation).toList();
    }

    private static long revision(Database database, int board) throws SQLException {
        return database.transaction(c -> {
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT revision FROM games WHERE board = " + board)) {
                assertTrue(rs.next());
                return rs.getLong(1);
            }
        });
    }

    private static int update(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st.executeUpdate();
        }
    }
}
