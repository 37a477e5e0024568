package pbm.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Database;
import pbm.games.Catalog;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;

/** The refusals of {@link GameAdmin#importPdn} that the CLI tests do not reach, and {@link GameAdmin#derivedUserid}. */
class GameAdminTest {
    @TempDir
    Path dir;

    Database database;
    GameAdmin games;

    @BeforeEach
    void open() throws Exception {
        database = Database.open(dir.resolve("pbm.db"));
        games = new GameAdmin(database, Clock.fixed(Instant.parse("2026-11-22T10:00:00Z"), ZoneOffset.UTC));
    }

    @AfterEach
    void close() throws Exception {
        database.close();
    }

    private List<String> refusals(String pdn, Map<String, String> names) throws Exception {
        return refusals(pdn, names, "draughts");
    }

    private List<String> refusals(String pdn, Map<String, String> names, String defaultGame) throws Exception {
        AdminResult<GameAdmin.Imported> result = games.importPdn(pdn,
                new GameAdmin.ImportOptions(defaultGame, names, false, false), ProgressListener.NONE);
        GameAdmin.Imported imported = ((AdminResult.Done<GameAdmin.Imported>) result).value();
        assertEquals(List.of(), imported.boards(), "nothing imported");
        return imported.refusals();
    }

    @Test
    void unfinishedGamesUnknownGameTypesAndImpossibleStartsAreRefused() throws Exception {
        assertEquals(List.of("game 1 [White \"ann\"] [Black \"ben\"]: its result is *; only finished games (1-0, 0-1,"
                + " 1/2-1/2, and a partial win 3/4-1/4 or 1/4-3/4) are imported."), refusals("[White \"ann\"]\n[Black \"ben\"]\n1. 32-28 *\n", Map.of()));
        assertEquals(List.of("game 1 [GameType \"99\"] [White \"ann\"] [Black \"ben\"]: GameType 99 is not a game this"
                + " server hosts."), refusals("[GameType \"99\"]\n[White \"ann\"]\n[Black \"ben\"]\n1. 32-28 1-0\n",
                Map.of()));
        // a set-up start is imported (issue 34) when the game could start there; fifty men could not
        assertEquals(List.of("game 1 [FEN \"W:W1-40:B41-50\"] [White \"ann\"] [Black \"ben\"]: its FEN tag is no"
                + " position a Draughts game can start from: the position has 50 pieces on the board; Draughts"
                + " starts with 40."),
                refusals("[FEN \"W:W1-40:B41-50\"]\n[White \"ann\"]\n[Black \"ben\"]\n1. 31-26 1-0\n", Map.of()));
    }

    @Test
    void playersMustBeTwoUserids() throws Exception {
        assertEquals(List.of("game 1 [White \"ann\"] [Black \"Ann\"]: White and Black are both ann; a game needs two"
                + " players."), refusals("[White \"ann\"]\n[Black \"Ann\"]\n1. 32-28 1-0\n", Map.of()));
        assertEquals(List.of("game 1 [White \"ann\"]: the Black player \"\" is not a userid; map the name with --map"
                + " \"=USERID\", or let --derive-userids make one."), refusals("[White \"ann\"]\n1. 32-28 1-0\n",
                Map.of()));
        AdminResult<GameAdmin.Imported> badMap = games.importPdn("", new GameAdmin.ImportOptions("draughts",
                Map.of("Ann Smith", "9ann"), false, false), ProgressListener.NONE);
        assertEquals(AdminResult.refused("The name Ann Smith is mapped to \"9ann\" cannot be a userid: use 1 to 20"
                + " letters, digits, '.', '_' or '-', starting with a letter."), badMap);
    }

    /** A seeded random checkers game played until a rule ends it: its moves, and how it ended. */
    private static Ending randomGameToItsEnd(List<String> moves) {
        Game checkers = Catalog.byName("checkers").orElseThrow();
        for (long seed = 1; ; seed++) {
            java.util.Random random = new java.util.Random(seed);
            Play state = checkers.start(checkers.startFen(0));
            moves.clear();
            while (state.ending().isEmpty() && moves.size() < 400) {
                List<Ply> legal = state.legalMoves();
                Ply move = legal.get(random.nextInt(legal.size()));
                moves.add(state.notation(move));
                state = state.play(move);
            }
            if (state.ending().isPresent() && !state.ending().get().isDraw()) {
                return state.ending().get();
            }
        }
    }

    @Test
    void aGameEndedByARuleKeepsItsReasonAndMustAgreeWithItsResult() throws Exception {
        List<String> moves = new java.util.ArrayList<>();
        Ending outcome = randomGameToItsEnd(moves);
        Game checkers = Catalog.byName("checkers").orElseThrow();
        boolean whiteWins = checkers.sides().get(outcome.winnerSeat()).equals("White");
        String result = whiteWins ? "1-0" : "0-1";
        String wrong = result.equals("1-0") ? "0-1" : "1-0";
        String tags = "[White \"ann\"]\n[Black \"ben\"]\n";
        String movetext = String.join(" ", moves);
        String last = (moves.size() - 1) / 2 + 1 + ((moves.size() - 1) % 2 == 0 ? "." : "...");
        String after = moves.size() / 2 + 1 + (moves.size() % 2 == 0 ? "." : "...");

        assertEquals(List.of("game 1 [White \"ann\"] [Black \"ben\"]: the moves end the game " + result + " ("
                + outcome.reason() + ") but its result is " + wrong + "."),
                refusals(tags + movetext + " " + wrong + "\n", Map.of(), "checkers"));
        assertEquals(List.of("game 1 [White \"ann\"] [Black \"ben\"]: move " + after + " " + moves.get(0)
                + " comes after the end of the game (" + outcome.reason() + ")."),
                refusals(tags + movetext + " " + moves.get(0) + " " + result + "\n", Map.of(), "checkers"));

        AdminResult<GameAdmin.Imported> imported = games.importPdn(tags + movetext + " " + result + "\n",
                new GameAdmin.ImportOptions("checkers", Map.of(), false, false), ProgressListener.NONE);
        int board = ((AdminResult.Done<GameAdmin.Imported>) imported).value().boards().get(0);
        pbm.play.LoadedGame game = ((AdminResult.Done<pbm.play.LoadedGame>) games.game(board)).value();
        assertEquals(result, game.row().result());
        assertEquals(whiteWins ? "ann" : "ben", game.row().winner());
        assertEquals(moves.size(), game.moves().size(), "last move " + last);
        assertEquals(outcome.reason().replaceFirst("^White ", "ann ").replaceFirst("^Black ", "ben "),
                game.row().reason(), "the rule's reason, in the players' names");
    }

    @Test
    void theFormsOfGameType23AreImportedAsTheirOwnGames() throws Exception {
        // 1-0 by resignation after one move each; the GameType picks the pool form.
        String[][] cases = {
            {"23,W,8,8,A1,1", "jamaican", "h3-g4 a6-b5"},
            {"23,W,8,8,A0,0", "pool -unified", "c3-d4 f6-e5"},
            {"23", "pool", "11-15 23-19"},
        };
        for (String[] c : cases) {
            String pdn = "[GameType \"" + c[0] + "\"]\n[White \"ann\"]\n[Black \"ben\"]\n"
                    + "1. " + c[2] + " 1-0\n";
            AdminResult<GameAdmin.Imported> imported = games.importPdn(pdn,
                    new GameAdmin.ImportOptions("draughts", Map.of(), false, false), ProgressListener.NONE);
            GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) imported).value();
            assertEquals(List.of(), done.refusals(), c[0]);
            pbm.play.LoadedGame game = ((AdminResult.Done<pbm.play.LoadedGame>) games.game(done.boards().get(0)))
                    .value();
            assertEquals(c[1], game.game().name(), c[0]);
            assertEquals(c[0].length() > 2 ? c[0] : "23,B,8,8,N1,0", game.game().recordTags().get("GameType"));
        }
    }

    @Test
    void derivedUseridsKeepWhatAUseridMayHold() {
        assertEquals("H._van_der_Zee", GameAdmin.derivedUserid("H.  van der Zee"));
        assertEquals("Red", GameAdmin.derivedUserid("1. Red"));
        assertEquals("Jean-Marc_Ndjofang", GameAdmin.derivedUserid(" Jean-Marc  Ndjofang "));
        assertEquals("Alexander_Schwarzman", GameAdmin.derivedUserid("Alexander Schwarzmann"));
        assertEquals("Ton_Sijbrands_NED", GameAdmin.derivedUserid("Ton Sijbrands (NED)"));
        assertNull(GameAdmin.derivedUserid("? ?"));
    }
}
