package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.games.Catalog;
import pbm.pdn.Kif;
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
 * The games of Ōhashi Sōgin and Itō Indatsu (1709-1711) in {@code shogi/historical} (see its
 * README), read as KIF: each record's result agrees with the summary line it ends with ("まで143手で
 * 先手の勝ち"); every even game imported through the admin's import with its recorded result,
 * and a few mailed move by move in Western notation (the imported moves as the game's record
 * writes them) from the two players' addresses until the loser resigns by mail; every handicap
 * game played through the rules from its handicap start (Gote, the giver, moving first) and
 * imported so, its CSA export importing again with the same moves.
 */
class ShogiHistoricalReplayTest {
    static final String[] MAIL = {"alice@example.org", "bob@example.org"};
    static final String[] LOGIN = {"alice apw", "bob bpw"};
    /** The two players as the files name them, and the userids they are imported as. */
    static final Map<String, String> PLAYERS = Map.of("伊藤印達", "indatsu", "六代大橋宗銀", "sogin", "三代大橋宗与", "soyo",
            "宮本印佐", "insa");
    /** The two games whose last move mates, the loser's resignation (投了) then recorded after it. */
    static final List<String> MATED = List.of("16217.kif", "27584.kif");
    static final Pattern SUMMARY = Pattern.compile("まで(\\d+)手で(先手|下手|後手|上手)の勝ち");

    @TempDir
    static Path dir;

    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = TestServer.withThreePlayers(dir);
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    static Stream<Path> records() throws IOException, URISyntaxException {
        return ShogiCollectionReplayTest.files("/shogi/historical", ".kif");
    }

    static Stream<Path> evenGames() throws IOException, URISyntaxException {
        return records().filter(f -> Kif.read(read(f)).tag("FEN").isEmpty());
    }

    static Stream<Path> handicapGames() throws IOException, URISyntaxException {
        return records().filter(f -> Kif.read(read(f)).tag("FEN").isPresent());
    }

    /** The games mailed move by move: the first, the longest (192 moves) and the last even game. */
    static Stream<String> mailed() {
        return Stream.of("08731.kif", "16216.kif", "39801.kif");
    }

    private static String read(Path file) {
        try {
            return Kif.text(Files.readAllBytes(file)).orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("records")
    void aRecordsResultAgreesWithItsSummaryLine(Path file) {
        String text = read(file);
        PdnGame record = Kif.read(text);
        Matcher summary = SUMMARY.matcher(text);
        assertTrue(summary.find(), "every file ends with its summary");
        assertEquals(Integer.parseInt(summary.group(1)), record.moves().size());
        String winner = summary.group(2);
        assertEquals(winner.equals("先手") || winner.equals("下手") ? "1-0" : "0-1", record.result());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("evenGames")
    void anEvenGameImportsWithItsResult(Path file) throws Exception {
        int board = imported(file);
        GameRow row = row(board);
        assertEquals(Kif.read(read(file)).result(), row.result());
        assertEquals(MATED.contains(file.getFileName().toString()) ? "checkmate" : "imported result", row.reason());
        assertEquals(PLAYERS.get(Kif.read(read(file)).tag("White").orElseThrow()), row.players().get(0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mailed")
    void anEvenGameMailedMoveByMoveInWesternNotationReachesItsResult(String name) throws Exception {
        Path file = records().filter(f -> f.getFileName().toString().equals(name)).findFirst().orElseThrow();
        String result = Kif.read(read(file)).result();
        String pdn = ((AdminResult.Done<String>) new GameAdmin(server.database(), server.clock()).pdn(imported(file)))
                .value();
        List<String> western = PdnReader.read(pdn).get(0).moves();
        assertTrue(western.get(0).matches("P-\\d[a-i]"), "the record is Western: " + western.get(0));
        String subject = server.mail(MAIL[0], "shogi challenge alice bob", "").get(0).subject();
        int board = Integer.parseInt(subject.split(" ")[3]);
        for (int ply = 0; ply < western.size(); ply++) {
            List<OutboxRow> replies = server.mail(MAIL[ply % 2], "shogi move " + board + " " + LOGIN[ply % 2] + " "
                    + western.get(ply), "");
            assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error")), name + " move " + (ply + 1)
                    + " " + western.get(ply) + ":\n" + TestServer.render(replies));
        }
        assertTrue(row(board).active(), "the game ended by resignation, not on the board");
        int loser = result.equals("1-0") ? 1 : 0;
        server.mail(MAIL[loser], "shogi resign " + board + " " + LOGIN[loser], "");
        assertEquals(result, row(board).result());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("handicapGames")
    void aHandicapGameImportsFromItsHandicapStartWithItsResult(Path file) throws Exception {
        PdnGame record = Kif.read(read(file));
        Game shogi = Catalog.byName("shogi").orElseThrow();
        Play play = shogi.start(record.tag("FEN").orElseThrow());
        for (String move : record.moves()) {
            MoveRead read = play.read(move);
            assertInstanceOf(MoveRead.Legal.class, read, file.getFileName() + " " + move + ": " + read);
            play = play.play(((MoveRead.Legal) read).ply());
        }
        assertEquals(MATED.contains(file.getFileName().toString()), play.ending().isPresent());
        if (play.ending().isPresent()) {
            // a mate on the board before the loser's recorded resignation: the winner must agree
            assertEquals("checkmate", play.ending().get().reason());
            assertEquals(record.result(), shogi.result(play.ending().get().winnerSeat()));
        }
        GameRow row = row(imported(file));
        assertEquals(record.result(), row.result());
        assertEquals(MATED.contains(file.getFileName().toString()) ? "checkmate" : "imported result", row.reason());
        GameAdmin admin = new GameAdmin(server.database(), server.clock());
        String csa = ((AdminResult.Done<String>) admin.csa(row.board())).value();
        assertTrue(csa.contains("\nP1" + (record.tag("FEN").orElseThrow().startsWith("1") ? " * " : "-KY")), csa);
        assertTrue(csa.contains("\n-\n"), "Gote moves first: " + csa);
        AdminResult<GameAdmin.Imported> again = admin.importPdn(csa, new GameAdmin.ImportOptions("draughts",
                Map.of(), false, false), ProgressListener.NONE);
        GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) again).value();
        assertEquals(List.of(), done.refusals(), "its CSA export, handicap and all, imports again");
        assertEquals(ShogiCollectionReplayTest.moveLines(csa), ShogiCollectionReplayTest.moveLines(
                ((AdminResult.Done<String>) admin.csa(done.boards().get(0))).value()));
        assertEquals(record.result(), row(done.boards().get(0)).result());
        String pdn = ((AdminResult.Done<String>) admin.pdn(row.board())).value();
        AdminResult<GameAdmin.Imported> fromPdn = admin.importPdn(pdn, new GameAdmin.ImportOptions("draughts",
                Map.of(), false, false), ProgressListener.NONE);
        GameAdmin.Imported pdnDone = ((AdminResult.Done<GameAdmin.Imported>) fromPdn).value();
        assertEquals(List.of(), pdnDone.refusals(), "its PDN export, FEN tag and all, imports again:\n" + pdn);
        assertEquals(record.result(), row(pdnDone.boards().get(0)).result());
    }

    @Test
    void aCsaHandicapGameImportsToo() throws Exception {
        String csa = "N+shitate\nN-uwate\nPI82HI\n-\n-3334FU\n+7776FU\n-2288UM\n%TORYO\n";
        AdminResult<GameAdmin.Imported> imported = new GameAdmin(server.database(), server.clock()).importPdn(csa,
                new GameAdmin.ImportOptions("draughts", Map.of(), false, false), ProgressListener.NONE);
        GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) imported).value();
        assertEquals(List.of(), done.refusals(), "a rook handicap (飛車落ち), Gote first");
        assertEquals("0-1", row(done.boards().get(0)).result(), "Sente, to move, resigned");
    }

    /** The file imported through the admin's import (its text as the CLI reads a file); its board. */
    private static int imported(Path file) throws Exception {
        AdminResult<GameAdmin.Imported> imported = new GameAdmin(server.database(), server.clock()).importPdn(
                read(file), new GameAdmin.ImportOptions("draughts", PLAYERS, false, false), ProgressListener.NONE);
        GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) imported).value();
        assertEquals(List.of(), done.refusals(), "every move legal");
        return done.boards().get(0);
    }

    private static GameRow row(int board) throws Exception {
        return server.database().transaction(c -> new Games(c).find(board)).orElseThrow();
    }
}
