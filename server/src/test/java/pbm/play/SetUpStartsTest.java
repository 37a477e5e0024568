package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.games.Catalog;
import pbm.pdn.Kif;
import pbm.rules.Game;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.store.Ratings;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Issue 34: challenges from a given start: a set-up position ({@code -fen}, checked by the
 * game's rules), Chess960 by its number ({@code -960 N}), shogi's handicaps by name
 * ({@code -handicap rook}; the giver, Gote, moves first), draughts from a PDN FEN.
 */
class SetUpStartsTest extends ThreePlayerTest {

    private String reply(List<OutboxRow> rows, String address) {
        return rows.stream().filter(r -> r.recipients().contains(address)).findFirst()
                .orElseThrow(() -> new AssertionError(TestServer.render(rows))).body();
    }

    private Optional<GameRow> board(int number) throws Exception {
        return server.database().transaction(c -> new Games(c).find(number));
    }

    @Test
    void aChessGameStartsFromALegalPositionAndItsRecordSaysSo() throws Exception {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        List<OutboxRow> rows = mail(ALICE, "chess challenge alice bob -fen \"" + fen + "\"");
        assertTrue(reply(rows, ALICE).contains("\nSet-up: " + fen + "\n"), reply(rows, ALICE));
        assertEquals(fen, board(101).orElseThrow().initialFen());
        mail(ALICE, "chess move 101 alice apw e4");
        String pdn = server.database().transaction(c -> new GameService(c).load(101)).map(GamePdn::of)
                .orElseThrow();
        assertTrue(pdn.contains("[SetUp \"1\"]") && pdn.contains("[FEN \"" + fen + "\"]"), pdn);
        // help commands' example, without the move counters
        List<OutboxRow> example = mail(ALICE, "chess challenge alice bob -fen 4k3/8/8/8/8/8/4P3/4K3 w - -");
        assertTrue(reply(example, ALICE).contains("Set-up: "), TestServer.render(example));
    }

    @Test
    void illegalPositionsAreRefusedWithTheReasonAndNoBoardIsMade() throws Exception {
        Map<String, String> refused = Map.of(
                "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "each side needs exactly one king",
                "rnbqkbnr/pppppppp/n7/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "Black has 17 pieces; Chess starts with",
                "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1", "Black is in check with White to move",
                "4k3/8/8/8/8/8/PPPPPPPP/PPPPK3 w - - 0 1", "White has 12 pawns; Chess starts with",
                "4k3/8/8/8 w - - 0 1", "is not a position of Chess");
        for (Map.Entry<String, String> fen : refused.entrySet()) {
            List<OutboxRow> rows = mail(ALICE, "chess challenge alice bob -fen " + fen.getKey());
            String body = reply(rows, ALICE).replaceAll("\\s+", " ");
            assertTrue(body.contains(fen.getValue()), fen.getKey() + ":\n" + body);
            assertTrue(rows.get(0).subject().endsWith("error"), rows.get(0).subject());
        }
        assertTrue(board(101).isEmpty(), "no board was made");
        String missing = reply(mail(ALICE, "chess challenge alice bob -fen"), ALICE);
        assertTrue(missing.contains("-fen needs the position after it"), missing);
    }

    /** Every shipped game takes its own start written as FEN and refuses a text that is no position of it. */
    @Test
    void everyShippedGameAcceptsALegalFenAndRefusesAnIllegalOne() {
        int games = 0;
        for (String name : Catalog.words()) {
            Game game = Catalog.named(name).orElseThrow();
            String start = game.startFen(7);
            assertEquals(Optional.empty(), game.refusedStart(start), name + " " + start);
            Optional<String> refused = game.refusedStart("9/9/x " + start);
            assertTrue(refused.isPresent() && refused.get().contains(game.title()), name + ": " + refused);
            games++;
        }
        assertTrue(games >= 60, games + " games");
    }

    @Test
    void chess960StartsByItsNumber() throws Exception {
        String alice = reply(mail(ALICE, "chess challenge alice bob -960 518"), ALICE);
        assertTrue(alice.contains("Chess960 start 518 (RNBQKBNR)"), alice);
        String other = reply(mail(ALICE, "chess challenge alice bob -960 0"), ALICE);
        assertTrue(other.contains("Chess960 start 0 (BBQNNRKR)"), other);
        String wrong = reply(mail(ALICE, "chess challenge alice bob -960 960"), ALICE);
        assertTrue(wrong.contains("numbered 0 to 959"), wrong);
    }

    /** All thirteen standard handicaps start, the giver (Gote, the second player) moving first, and play. */
    @Test
    void everyShogiHandicapStartsAndPlays() throws Exception {
        int board = 101;
        for (String handicap : Kif.handicapNames()) {
            List<OutboxRow> rows = mail(ALICE, "shogi challenge alice bob -handicap " + handicap);
            assertTrue(reply(rows, BOB).contains("It is bob's turn."), handicap + ":\n" + reply(rows, BOB));
            List<OutboxRow> gote = mail(BOB, "shogi move " + board + " bob bpw 5a4b");
            assertFalse(gote.get(0).subject().endsWith("error"), handicap + ":\n" + TestServer.render(gote));
            List<OutboxRow> sente = mail(ALICE, "shogi move " + board + " alice apw 7g7f");
            assertFalse(sente.get(0).subject().endsWith("error"), handicap + ":\n" + TestServer.render(sente));
            board++;
        }
        String wrong = reply(mail(ALICE, "shogi challenge alice bob -handicap queen"), ALICE);
        assertTrue(wrong.contains("\"queen\" is not a handicap") && wrong.contains("two-piece"), wrong);
    }

    @Test
    void draughtsStartsFromAPdnFen() throws Exception {
        List<OutboxRow> rows = mail(ALICE, "draughts challenge alice bob -fen W:W31,32,33:B18,19,20");
        assertTrue(reply(rows, ALICE).contains("Set-up: W:W31,32,33:B18,19,20"), reply(rows, ALICE));
        List<OutboxRow> moved = mail(ALICE, "draughts move 101 alice apw 33-28");
        assertFalse(moved.get(0).subject().endsWith("error"), TestServer.render(moved));
        String wrong = reply(mail(ALICE, "draughts challenge alice bob -fen W:W1-40:B41-50"), ALICE);
        assertTrue(wrong.contains("cannot start a game"), wrong);
    }

    /** A handicap game leaves the ratings alone unless the server counts set-up starts. */
    @Test
    void aHandicapGameIsNotRated() throws Exception {
        mail(ALICE, "shogi challenge alice bob -handicap rook");
        mail(BOB, "shogi move 101 bob bpw 5a4b");
        mail(ALICE, "shogi move 101 alice apw 7g7f");
        mail(BOB, "shogi resign 101 bob bpw");
        assertEquals("alice", board(101).orElseThrow().winner());
        assertTrue(server.database().transaction(c -> new Ratings(c).find("shogi", "alice")).isEmpty(),
                "no rating for a handicap game");
        mail(ALICE, "shogi challenge alice bob");
        mail(ALICE, "shogi move 102 alice apw 7g7f");
        mail(BOB, "shogi move 102 bob bpw 3c3d");
        mail(BOB, "shogi resign 102 bob bpw");
        assertTrue(server.database().transaction(c -> new Ratings(c).find("shogi", "alice")).isPresent(),
                "an even game is rated");
    }

    /** A set-up game's record, exported, imports back to the same start. */
    @Test
    void anExportedSetUpGameImportsBackToTheSameStart() throws Exception {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        mail(ALICE, "chess challenge alice bob -fen " + fen);
        mail(ALICE, "chess move 101 alice apw e4");
        mail(BOB, "chess move 101 bob bpw Kd7");
        mail(ALICE, "chess resign 101 alice apw");
        GameAdmin admin = new GameAdmin(server.database(), Clock.systemUTC());
        String pdn = ((AdminResult.Done<String>) admin.pdn(101)).value();
        AdminResult<GameAdmin.Imported> imported = admin.importPdn(pdn,
                new GameAdmin.ImportOptions("chess", Map.of(), false, false), ProgressListener.NONE);
        assertTrue(imported instanceof AdminResult.Done<GameAdmin.Imported> done && done.value().boards().size() == 1,
                imported.toString());
        int back = ((AdminResult.Done<GameAdmin.Imported>) imported).value().boards().get(0);
        assertEquals(fen, board(back).orElseThrow().initialFen());
        assertEquals(board(101).orElseThrow().currentFen(), board(back).orElseThrow().currentFen());
    }

    /** A thematic opening of the admin's list is played before the first board mail, and its moves are the record's. */
    @Test
    void aThematicOpeningIsPlayedBeforeTheFirstMail() throws Exception {
        List<OutboxRow> rows = mail(ALICE, "chess challenge alice bob -opening evans-gambit");
        String bob = reply(rows, BOB);
        assertTrue(bob.contains("It is bob's turn.") && bob.contains("Move #8 is next."), bob);
        assertTrue(bob.contains("b4"), "the opening's moves are listed:\n" + bob);
        assertTrue(board(101).orElseThrow().ply() == 7, "seven moves played");
        String pdn = server.database().transaction(c -> new GameService(c).load(101)).map(GamePdn::of).orElseThrow();
        assertTrue(pdn.contains("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4") && !pdn.contains("[FEN"), pdn);
        String unknown = reply(mail(ALICE, "chess challenge alice bob -opening bongcloud"), ALICE);
        assertTrue(unknown.contains("There is no opening \"bongcloud\"") && unknown.contains("kings-gambit"), unknown);
        String otherGame = reply(mail(ALICE, "shogi challenge alice bob -opening kings-gambit"), ALICE);
        assertTrue(otherGame.contains("is one of chess, not of Shogi"), otherGame);
        assertTrue(board(102).isEmpty(), "no board for a refused opening");
    }

    /** With ratings.setup-starts=true in pbm.properties, a game from a set-up position is rated. */
    @Test
    void theServerMayCountSetUpGamesForTheRatings(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Files.writeString(dir.resolve("pbm.properties"), "ratings.setup-starts=true\n");
        try (TestServer counting = TestServer.withThreePlayers(dir)) {
            counting.mail(ALICE, "chess challenge alice bob -fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "");
            counting.mail(ALICE, "chess move 101 alice apw e4", "");
            counting.mail(BOB, "chess move 101 bob bpw Kd7", "");
            counting.mail(BOB, "chess resign 101 bob bpw", "");
            assertTrue(counting.database().transaction(c -> new Ratings(c).find("chess", "alice")).isPresent(),
                    "the set-up game is rated");
        }
    }
}
