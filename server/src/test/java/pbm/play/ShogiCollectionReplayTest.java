package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.pdn.Csa;
import pbm.pdn.PdnGame;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * The games of the 28th World Computer Shogi Championship (2018) in {@code shogi/wcsc28} (see
 * its README): every one imported through the admin's CSA import (each move played through the
 * rules, an ending by the rules agreeing with the recorded result, sennichite reached by them)
 * and exported as CSA with the championship's own move lines; and a share of them mailed move
 * by move as USI from the two players' addresses, every move accepted, the recorded result
 * reached (a repetition by the rules, else the loser resigns by mail), the CSA record the
 * server mails back giving the same move lines and importing again as the same game.
 */
class ShogiCollectionReplayTest {
    static final String[] MAIL = {"alice@example.org", "bob@example.org"};
    static final String[] LOGIN = {"alice apw", "bob bpw"};

    @TempDir
    static Path dir;

    static TestServer server;

    static final List<String> MAILED_REPETITIONS = List.of("WCSC28_U1_SSE_YMT.csa", "WCSC28_U7_QHA_MCB.csa");

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.withThreePlayers(dir);
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    static Stream<Path> records() throws IOException, URISyntaxException {
        return files("/shogi/wcsc28", ".csa");
    }

    /** The files of a test resource folder whose names end in {@code suffix}, by name. */
    static Stream<Path> files(String resource, String suffix) throws IOException, URISyntaxException {
        Path folder = Path.of(ShogiCollectionReplayTest.class.getResource(resource).toURI());
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(suffix)).sorted().toList().stream();
        }
    }

    /**
     * The games mailed move by move: the first and the forty-first, and two that ended in a
     * repetition, one of them repeating across captures and drops (mailing all 80 takes four
     * minutes; the import plays every move of all of them through the same rules and store).
     */
    static Stream<Path> mailed() throws IOException, URISyntaxException {
        List<Path> all = records().toList();
        return all.stream().filter(f -> all.indexOf(f) % 40 == 0 || MAILED_REPETITIONS.contains(f.getFileName()
                .toString()));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void aChampionshipGameImportsWithItsResultAndExportsTheSameMoves(Path file) throws Exception {
        String text = read(file);
        PdnGame record = Csa.read(text).get(0);
        GameAdmin admin = new GameAdmin(server.database(), server.clock());
        // the programs' names (often Japanese) are no userids: each is mapped to one
        Map<String, String> names = Map.of(record.tag("White").orElseThrow(), "sente",
                record.tag("Black").orElseThrow(), "gote");
        AdminResult<GameAdmin.Imported> imported = admin.importPdn(text,
                new GameAdmin.ImportOptions("draughts", names, false, false), ProgressListener.NONE);
        GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) imported).value();
        assertEquals(List.of(), done.refusals(), "every move legal, and an ending by the rules agreeing with "
                + record.result());
        GameRow row = row(done.boards().get(0));
        assertEquals(record.result(), row.result());
        if (record.result().equals("1/2-1/2")) {
            assertEquals("fourfold repetition", row.reason(), "sennichite ends the game by the rules");
        }
        String csa = ((AdminResult.Done<String>) admin.csa(row.board())).value();
        assertEquals(moveLines(text), moveLines(csa), "the CSA exported has the championship's moves");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mailed")
    void aChampionshipGameMailedMoveByMoveReachesItsResult(Path file) throws Exception {
        String text = read(file);
        PdnGame record = Csa.read(text).get(0);
        int board = challenge();
        for (int ply = 0; ply < record.moves().size(); ply++) {
            String usi = record.moves().get(ply);
            List<OutboxRow> replies = server.mail(MAIL[ply % 2], "shogi move " + board + " " + LOGIN[ply % 2] + " "
                    + usi, "");
            assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error")), file.getFileName() + " move "
                    + (ply + 1) + " " + usi + ":\n" + TestServer.render(replies));
        }
        GameRow row = row(board);
        if (record.result().equals("1/2-1/2")) {
            assertFalse(row.active(), "a repetition ends the game by the rules");
            assertEquals("fourfold repetition", row.reason());
        } else if (row.active()) {
            int loser = record.result().equals("1-0") ? 1 : 0;
            server.mail(MAIL[loser], "shogi resign " + board + " " + LOGIN[loser], "");
            row = row(board);
        }
        assertEquals(record.result(), row.result(), file.getFileName() + " ended " + row.reason());
        String csa = server.mail(MAIL[0], "shogi pdn " + board + " csa", "").get(0).body();
        assertEquals(moveLines(text), moveLines(csa), "the CSA mailed back has the championship's moves");
        assertEquals(record.result(), Csa.read(csa).get(0).result());
        assertImportsAsTheSameGame(csa);
    }

    /** The mailed CSA imports through the admin's import, and its CSA has the same moves. */
    private static void assertImportsAsTheSameGame(String csa) throws Exception {
        GameAdmin admin = new GameAdmin(server.database(), server.clock());
        AdminResult<GameAdmin.Imported> imported = admin.importPdn(csa,
                new GameAdmin.ImportOptions("draughts", Map.of(), false, false), ProgressListener.NONE);
        GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) imported).value();
        assertEquals(List.of(), done.refusals());
        String again = ((AdminResult.Done<String>) admin.csa(done.boards().get(0))).value();
        assertEquals(moveLines(csa), moveLines(again));
    }

    /** A record's moves and ending, without times and comments: {@code +7776FU}, ..., {@code %TORYO}. */
    static List<String> moveLines(String csa) {
        return csa.lines().map(String::strip).filter(l -> l.matches("[+-]\\d{4}[A-Z]{2}(,.*)?"))
                .map(l -> l.substring(0, 7)).toList();
    }

    private static int challenge() throws Exception {
        String subject = server.mail(MAIL[0], "shogi challenge alice bob", "").get(0).subject();
        return Integer.parseInt(subject.split(" ")[3]);
    }

    private static GameRow row(int board) throws Exception {
        return server.database().transaction(c -> new Games(c).find(board)).orElseThrow();
    }
}
