package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.games.Catalog;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnReader;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * Xiangqi master games (218 of the World Mind Sports Games 2008, {@code xiangqi/README.md}) in
 * the WXF the record gives (a transliteration of the Chinese record): every game through the
 * rules, and a sample mailed move by move, each move accepted and the recorded result reached:
 * checkmate or a threefold repetition where the rules end the game, else the loser resigns or
 * the players agree the draw by mail.
 */
class XiangqiMasterGamesTest {
    static final String[] MAIL = {"alice@example.org", "bob@example.org"};
    static final String[] LOGIN = {"alice apw", "bob bpw"};

    @TempDir
    static Path dir;

    static TestServer server;

    /** A game of the collection: its tags and the moves as the record writes them. */
    record Record(Map<String, String> tags, List<String> moves) {
        String result() {
            return tags.get("Result");
        }
    }

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.withThreePlayers(dir);
        for (int seat = 0; seat < 2; seat++) {
            server.mail(MAIL[seat], "xiangqi set " + LOGIN[seat] + " text", "");
        }
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    static List<Record> records() throws Exception {
        String text;
        try (InputStream in = XiangqiMasterGamesTest.class.getResourceAsStream("/xiangqi/mind-sports-2008.pgn")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        List<Record> records = new ArrayList<>();
        for (String game : text.split("\n\n(?=\\[)")) {
            Map<String, String> tags = new LinkedHashMap<>();
            Matcher tag = Pattern.compile("\\[(\\w+) \"([^\"]*)\"\\]").matcher(game);
            while (tag.find()) {
                tags.put(tag.group(1), tag.group(2));
            }
            List<String> moves = new ArrayList<>();
            for (String token : game.substring(game.lastIndexOf(']') + 1).trim().split("\\s+")) {
                if (!token.matches("\\d+\\.|1-0|0-1|1/2-1/2|\\*")) {
                    moves.add(token);
                }
            }
            records.add(new Record(tags, moves));
        }
        return records;
    }

    /**
     * The games mailed move by move (a mail costs a whole server round): agreed draws (0, 120),
     * Black's mate (4), Red's mate (14), resignations by each side (60, 180, 210) and a draw by
     * threefold repetition on the record's last move (97).
     */
    static Stream<Integer> mailed() {
        return Stream.of(0, 4, 14, 60, 97, 120, 180, 210);
    }

    /** Every game of the collection through the rules: each move read as written, the end as recorded. */
    @org.junit.jupiter.api.Test
    void everyGameOfTheCollectionReplaysToItsRecordedEnd() throws Exception {
        Game xiangqi = Catalog.find("xiangqi", List.of()).orElseThrow();
        List<Record> records = records();
        assertEquals(218, records.size());
        int mates = 0;
        int repetitions = 0;
        for (Record record : records) {
            String where = record.tags().get("Source") + " " + record.tags().get("Event");
            Play play = xiangqi.start(xiangqi.startFen(0));
            for (int ply = 0; ply < record.moves().size(); ply++) {
                assertEquals(Optional.empty(), play.ending(), where + " before move " + (ply + 1));
                MoveRead read = play.read(record.moves().get(ply));
                assertInstanceOf(MoveRead.Legal.class, read, where + " move " + (ply + 1) + " " + record.moves().get(ply));
                play = play.play(((MoveRead.Legal) read).ply());
            }
            if (play.ending().isPresent()) {
                Integer winner = play.ending().get().winnerSeat();
                assertEquals(record.result(), xiangqi.result(winner), where);
                mates += winner != null ? 1 : 0;
                repetitions += winner == null ? 1 : 0;
            }
        }
        assertEquals(5, mates, "the games the record ends in mate");
        assertEquals(2, repetitions, "the draws whose last move repeats the position a third time");
    }

    @ParameterizedTest
    @MethodSource("mailed")
    void aMasterGamePlayedByMailReachesItsResult(int index) throws Exception {
        Record record = records().get(index);
        String where = record.tags().get("Source") + " " + record.tags().get("Event");
        int board = challenge();
        for (int ply = 0; ply < record.moves().size(); ply++) {
            String move = record.moves().get(ply);
            List<OutboxRow> replies = server.mail(MAIL[ply % 2], "xiangqi move " + board + " " + LOGIN[ply % 2] + " "
                    + move, "");
            assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error")), where + " move " + (ply + 1)
                    + " " + move + ":\n" + TestServer.render(replies));
        }
        GameRow row = find(board);
        if (!row.active()) {
            assertEquals(record.result().equals("1/2-1/2") ? "threefold repetition" : "checkmate", row.reason(), where);
        } else if (record.result().equals("1/2-1/2")) {
            server.mail(MAIL[0], "xiangqi move " + board + " " + LOGIN[0] + " propose", "");
            server.mail(MAIL[1], "xiangqi move " + board + " " + LOGIN[1] + " accept", "");
        } else {
            int loser = record.result().equals("1-0") ? 1 : 0;
            server.mail(MAIL[loser], "xiangqi resign " + board + " " + LOGIN[loser], "");
        }
        row = find(board);
        assertEquals(record.result(), row.result(), where);
        assertEquals(record.moves().size(), row.ply(), where);
        assertTheExportReadsBack(board, row);
    }

    /** The game mailed back as PGN ("xiangqi pdn"): its moves read again to the same position. */
    private static void assertTheExportReadsBack(int board, GameRow row) throws Exception {
        List<OutboxRow> replies = server.mail(MAIL[0], "xiangqi pdn " + board, "");
        PdnGame exported = PdnReader.read(replies.get(0).body()).get(0);
        assertEquals(row.ply(), exported.moves().size());
        assertEquals(row.result(), exported.result());
        Game xiangqi = Catalog.find("xiangqi", List.of()).orElseThrow();
        Play play = xiangqi.start(xiangqi.startFen(0));
        for (String move : exported.moves()) {
            MoveRead read = play.read(move);
            assertInstanceOf(MoveRead.Legal.class, read, move);
            play = play.play(((MoveRead.Legal) read).ply());
        }
        assertEquals(row.currentFen(), play.fen());
    }

    private static int challenge() throws Exception {
        List<OutboxRow> replies = server.mail(MAIL[0], "xiangqi challenge alice bob", "");
        String subject = replies.get(0).subject();
        assertTrue(subject.startsWith("New "), TestServer.render(replies));
        return Integer.parseInt(subject.split(" ")[3]);
    }

    private static GameRow find(int board) throws Exception {
        return server.database().transaction(c -> new Games(c).find(board)).orElseThrow();
    }
}
