package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.rules.Game;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnReader;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;
import pbm.store.OutboxRow;
import pbm.testing.SharedGames;
import pbm.testing.TestServer;

/**
 * Whole games played by mail: the real games of {@code shared/games}, move by move from
 * the two players' addresses, ended as recorded (resignation or an agreed draw); and a
 * seeded random game of every variant, played until a rule ends it.
 */
class MailReplayTest {
    static final String ALICE = "alice@example.org";
    static final String BOB = "bob@example.org";

    @TempDir
    static Path dir;

    static TestServer server;

    @BeforeAll
    static void start() throws Exception {
        server = new TestServer(dir);
        server.mail(ALICE, "signup alice apw", "");
        server.mail(BOB, "signup bob bpw", "");
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    static Stream<Path> pdnFiles() throws Exception {
        return SharedGames.pdnFiles();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pdnFiles")
    void everyRecordedGamePlaysByMailToItsResult(Path file) throws Exception {
        List<PdnGame> games = PdnReader.read(Files.readString(file));
        assertFalse(games.isEmpty());
        for (PdnGame pdn : games) {
            Game recorded = SharedGames.gameOf(file, pdn);
            String word = recorded.name().split(" ")[0];
            int board = challenge(word);
            List<String> players = List.of("alice", "bob");
            for (int i = 0; i < pdn.moves().size(); i++) {
                String player = players.get(i % 2);
                String move = pdn.moves().get(i);
                List<OutboxRow> replies = move(word, board, player, move + "#" + (i + 1));
                assertTrue(replies.get(0).subject().startsWith(title(word) + " Board " + board),
                        file.getFileName() + " game " + pdn.tags() + " move " + (i + 1) + " " + move + ":\n"
                                + TestServer.render(replies));
            }
            LoadedGame played = load(board);
            finishAsRecorded(word, board, played, pdn.result());
            LoadedGame finished = load(board);
            assertFalse(finished.row().active(), pdn.tags().toString());
            String subject = BoardMail.subject(finished);
            if (finished.row().winner() == null) {
                assertEquals(title(word) + " Board " + board + " drawn", subject);
            } else {
                assertEquals(title(word) + " Board " + board + " won by " + finished.row().winner(), subject);
            }
            assertPdnRoundTrips(finished, pdn.moves().size());
        }
    }

    /** The recorded result: the loser resigns, or one player proposes a draw and the other accepts. */
    private static void finishAsRecorded(String word, int board, LoadedGame game, String result) throws Exception {
        if (!game.row().active()) {
            return;
        }
        String normal = result.replace("2-0", "1-0").replace("0-2", "0-1");
        if (normal.equals("1/2-1/2") || normal.equals("1-1")) {
            move(word, board, "alice", "propose");
            move(word, board, "bob", "accept");
            assertEquals("1/2-1/2", load(board).row().result());
            return;
        }
        int loser = game.game().result(0).equals(normal) ? 1 : 0;
        move(word, board, game.playerOf(loser), "resign");
        assertEquals(normal, load(board).row().result());
    }

    /** The PDN the server mails reads back, and its moves replay to the stored position. */
    private static void assertPdnRoundTrips(LoadedGame game, int moves) throws Exception {
        List<OutboxRow> replies = server.mail(ALICE, game.row().gameWord() + " pdn " + game.board(), "");
        List<PdnGame> read = PdnReader.read(replies.get(0).body());
        assertEquals(1, read.size());
        PdnGame pdn = read.get(0);
        assertEquals(moves, pdn.moves().size());
        assertEquals(game.row().result(), pdn.result());
        Play play = game.game().start(game.game().startFen(0));
        for (String text : pdn.moves()) {
            MoveRead move = play.read(text);
            assertTrue(move instanceof MoveRead.Legal, text + ": " + move);
            play = play.play(((MoveRead.Legal) move).ply());
        }
        assertEquals(game.row().currentFen(), play.fen());
    }

    @ParameterizedTest
    @ValueSource(strings = {"draughts", "draughts -small", "canadian", "checkers", "italian", "pool", "spanish",
        "russian", "brazilian", "portuguese", "czech", "turkish", "thai", "frisian", "russian -reverse",
        "checkers -reverse", "frisian -reverse"})
    void aRandomGamePlaysByMailUntilItEnds(String name) throws Exception {
        String[] words = name.split(" ");
        String word = words[0];
        int board = challenge(word + (words.length > 1 ? " " + words[1] : ""));
        Random random = new Random(name.hashCode());
        int ply = 0;
        while (load(board).row().active() && ply < 300) {
            LoadedGame game = load(board);
            List<Ply> legal = game.play().legalMoves();
            Ply move = legal.get(random.nextInt(legal.size()));
            String text = game.play().notation(move);
            List<OutboxRow> replies = move(word, board, game.playerToMove(), text);
            assertFalse(replies.get(0).subject().endsWith("Error"), TestServer.render(replies));
            ply++;
        }
        LoadedGame end = load(board);
        if (end.row().active()) {
            move(word, board, "alice", "propose");
            move(word, board, "bob", "accept");
            end = load(board);
        }
        assertFalse(end.row().active());
        assertEquals(end.row().currentFen(), end.play().fen(), "the moves replay to the stored position");
        assertPdnRoundTrips(end, end.moves().size());
    }

    private static int challenge(String wordAndOptions) throws Exception {
        List<OutboxRow> replies = server.mail(ALICE, wordAndOptions.split(" ")[0] + " challenge alice bob"
                + wordAndOptions.substring(wordAndOptions.split(" ")[0].length()), "");
        String subject = replies.get(0).subject();
        assertTrue(subject.startsWith("New "), TestServer.render(replies));
        String[] parts = subject.split(" ");
        return Integer.parseInt(parts[3]);
    }

    private static List<OutboxRow> move(String word, int board, String player, String move) throws Exception {
        String from = player.equals("alice") ? ALICE : BOB;
        String password = player.equals("alice") ? "apw" : "bpw";
        return new ArrayList<>(server.mail(from, word + " move " + board + " " + player + " " + password + " " + move, ""));
    }

    private static LoadedGame load(int board) throws Exception {
        return server.database().transaction(c -> new GameService(c).load(board)).orElseThrow();
    }

    private static String title(String word) {
        return word.substring(0, 1).toUpperCase() + word.substring(1);
    }
}
