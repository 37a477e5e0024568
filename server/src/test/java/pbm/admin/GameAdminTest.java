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
import pbm.server.ProgressListener;
import pbm.store.Database;

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
        AdminResult<GameAdmin.Imported> result = games.importPdn(pdn,
                new GameAdmin.ImportOptions("draughts", names, false, false), ProgressListener.NONE);
        GameAdmin.Imported imported = ((AdminResult.Done<GameAdmin.Imported>) result).value();
        assertEquals(List.of(), imported.boards(), "nothing imported");
        return imported.refusals();
    }

    @Test
    void unfinishedGamesUnknownGameTypesAndSetUpPositionsAreRefused() throws Exception {
        assertEquals(List.of("game 1 [White \"ann\"] [Black \"ben\"]: its result is *; only finished games (1-0, 0-1,"
                + " 1/2-1/2) are imported."), refusals("[White \"ann\"]\n[Black \"ben\"]\n1. 32-28 *\n", Map.of()));
        assertEquals(List.of("game 1 [GameType \"99\"] [White \"ann\"] [Black \"ben\"]: GameType 99 is not a game this"
                + " server hosts."), refusals("[GameType \"99\"]\n[White \"ann\"]\n[Black \"ben\"]\n1. 32-28 1-0\n",
                Map.of()));
        assertEquals(List.of("game 1 [FEN \"W:W31:B20\"] [White \"ann\"] [Black \"ben\"]: it starts from a set-up"
                + " position (FEN tag); only games from the initial position are imported."),
                refusals("[FEN \"W:W31:B20\"]\n[White \"ann\"]\n[Black \"ben\"]\n1. 31-26 1-0\n", Map.of()));
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
