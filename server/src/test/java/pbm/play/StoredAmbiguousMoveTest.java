package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.testing.Plays.play;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.store.Database;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.testing.TestServer;

/**
 * A board whose move list holds a text that an earlier release wrote wrongly still loads as it
 * was played: a text written ambiguously (a bishop from a pawn and the other bishop of its colour
 * both reaching h2, written "Bh2"), or one that reads as another legal move (a drop in a game
 * defined on xiangqi, written as an advisor's move), is the move that led to the position stored
 * with it.
 */
class StoredAmbiguousMoveTest {
    private static final Instant NOW = Instant.parse("2026-11-26T10:00:00Z");
    private static final String START = "4k3/1P6/8/8/8/8/8/4K1B1 w - - 0 1";

    @TempDir
    Path dir;

    @Test
    void anAmbiguousStoredMoveIsFoundByThePositionItLedTo() throws Exception {
        Game chess = Catalog.find("chess", List.of()).orElseThrow();
        Play start = chess.start(START);
        Play promoted = play(start, "b8=B", "Kd7");
        assertTrue(promoted.read("Bh2") instanceof MoveRead.Rejected, "the test needs a text that is ambiguous now");
        Play fromB8 = play(promoted, "Bbh2");
        Play fromG1 = play(promoted, "Bgh2");
        try (Database db = Database.open(dir.resolve("pbm.db"))) {
            for (Play after : List.of(fromB8, fromG1)) {
                int board = db.transaction(c -> {
                    int b = new GameService(c).challenge("chess", chess, START, List.of("alice", "bob"), 7, 21, NOW)
                            .board();
                    Games games = new Games(c);
                    games.addMove(new MoveRow(b, 1, "alice", "b8=B", play(start, "b8=B").fen(), null, NOW));
                    games.addMove(new MoveRow(b, 2, "bob", "Kd7", promoted.fen(), null, NOW));
                    // as the old release stored it: the text names both bishops, the position one
                    games.addMove(new MoveRow(b, 3, "alice", "Bh2", after.fen(), null, NOW));
                    return b;
                });
                LoadedGame loaded = db.transaction(c -> new GameService(c).load(board)).orElseThrow();
                assertEquals(after.fen(), loaded.play().fen());
                assertEquals(3, loaded.moves().size());
            }
        }
    }

    @Test
    void aStoredTextThatReadsAsAnotherMoveIsTheMoveToItsStoredPosition() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail("alice@example.org", "define alice apw", "[xqdrop:xiangqi]\ncapturesToHand = true\n"
                    + "pieceDrops = true\n");
            server.mail("alice@example.org", "xqdrop challenge alice bob", "");
            server.mail("alice@example.org", "xqdrop move 101 alice apw C8+7", "");
            server.mail("bob@example.org", "xqdrop move 101 bob bpw C8+7", "");
            server.mail("alice@example.org", "xqdrop move 101 alice apw H@e5", "");
            LoadedGame played = server.database().transaction(c -> new GameService(c).load(101)).orElseThrow();
            assertEquals(3, played.moves().size(), "the drop is played");
            assertEquals("H@e5", played.moves().get(2).notation());
            // as the release before this one wrote the drop: the advisor's move from d1, which is legal
            server.database().transaction(c -> {
                try (var st = c.prepareStatement("UPDATE moves SET notation = 'A6+5' WHERE board = 101 AND ply = 3")) {
                    return st.executeUpdate();
                }
            });
            GameService.forgetReplayed();

            LoadedGame loaded = server.database().transaction(c -> new GameService(c).load(101)).orElseThrow();
            assertEquals(played.play().fen(), loaded.play().fen(), "the horse on e5, not an advisor moved");
            server.mail("bob@example.org", "xqdrop move 101 bob bpw H@e6", "");
            assertEquals(4, server.database().transaction(c -> new GameService(c).load(101)).orElseThrow().moves().size());
        }
    }
}
