package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnReader;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * Whole master games, every move mailed as a player would (SAN as printed in the
 * record), each accepted and the recorded result reached: mate where the game ended in
 * mate, else the loser resigns by mail. The same file then imports through {@code pbm game
 * import} and exports as PGN with the same moves.
 */
class ChessMasterGamesTest {
    @TempDir
    Path dir;

    static List<PdnGame> masters() throws Exception {
        try (InputStream in = ChessMasterGamesTest.class.getResourceAsStream("/pgn/masters.pgn")) {
            return PdnReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    static Stream<Integer> indexes() throws Exception {
        return IntStream.range(0, masters().size()).boxed();
    }

    @ParameterizedTest
    @MethodSource("indexes")
    void aMasterGamePlayedByMailReachesItsResult(int index) throws Exception {
        PdnGame record = masters().get(index);
        String[] mail = {"alice@example.org", "bob@example.org"};
        String[] login = {"alice apw", "bob bpw"};
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.mail(mail[0], "chess challenge alice bob", "");
            for (int ply = 0; ply < record.moves().size(); ply++) {
                String san = record.moves().get(ply);
                List<OutboxRow> replies = server.mail(mail[ply % 2], "chess move 101 " + login[ply % 2] + " " + san,
                        "");
                assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error")), "move " + (ply + 1)
                        + " " + san + ":\n" + TestServer.render(replies));
            }
            GameRow row = server.database().transaction(c -> new Games(c).find(101)).orElseThrow();
            if (row.active()) {
                int loser = record.result().equals("1-0") ? 1 : 0;
                server.mail(mail[loser], "chess resign 101 " + login[loser], "");
                row = server.database().transaction(c -> new Games(c).find(101)).orElseThrow();
            } else {
                assertEquals("checkmate", row.reason(), record.tags().toString());
            }
            assertEquals(record.result(), row.result(), record.tags().toString());
            List<String> played = server.database().transaction(c -> new Games(c).moves(101)).stream()
                    .map(MoveRow::notation).toList();
            assertEquals(record.moves(), played, "the record's SAN, mate and check signs included");
        }
    }

    @ParameterizedTest
    @MethodSource("indexes")
    void aPgnFileImportsAndExportsWithTheSameMoves(int index) throws Exception {
        PdnGame record = masters().get(index);
        try (TestServer server = new TestServer(dir)) {
            GameAdmin admin = new GameAdmin(server.database(), server.clock());
            AdminResult<GameAdmin.Imported> imported = admin.importPdn(pbm.pdn.PdnWriter.write(record),
                    new GameAdmin.ImportOptions("chess", Map.of(), true, false), ProgressListener.NONE);
            GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) imported).value();
            assertEquals(List.of(), done.refusals());
            AdminResult<String> pgn = admin.pdn(done.boards().get(0));
            String text = ((AdminResult.Done<String>) pgn).value();
            PdnGame back = PdnReader.read(text).get(0);
            assertEquals(record.moves(), back.moves(), text);
            assertEquals(record.result(), back.result());
            assertEquals("0", back.tag("GameType").orElseThrow(), "chess is PDN GameType 0");
        }
    }
}
