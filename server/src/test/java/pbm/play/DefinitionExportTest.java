package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnReader;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Issue 30: a defined game's side names and title reach PGN tag values only, escaped as PGN
 * says, so its export re-imports as one game with the same tags; the players are always in
 * White and Black (the Seven Tag Roster), and a game whose sides have other names (shogi,
 * xiangqi, janggi, a defined game) says which side each plays in WhiteSide and BlackSide.
 */
class DefinitionExportTest extends ThreePlayerTest {
    private static final String WHITE_SIDE = "Wh\"][Result_\"0-1\"]\\";
    private static final String BLACK_SIDE = "[Bl]a\\\"ck";

    private GameAdmin admin() {
        return new GameAdmin(server.database(), server.clock());
    }

    private String export(String game) throws Exception {
        Path file = dir.resolve(game + ".pgn");
        AdminResult<?> exported = admin().export(file, true, GameAdmin.Which.ALL, game, null, ProgressListener.NONE);
        assertTrue(exported instanceof AdminResult.Done<?>, exported.toString());
        return Files.readString(file);
    }

    private GameAdmin.Imported importPdn(String text) throws Exception {
        AdminResult<GameAdmin.Imported> imported = admin().importPdn(text, new GameAdmin.ImportOptions("draughts",
                Map.of(), false, false), ProgressListener.NONE);
        assertTrue(imported instanceof AdminResult.Done<?>, imported.toString());
        return ((AdminResult.Done<GameAdmin.Imported>) imported).value();
    }

    @Test
    void hostileSideNamesAndTitleStayInsideTheirTagsAndTheExportReimportsAsOneGame() throws Exception {
        String definition = DefinedGamesByMailTest.GARDNER.replace("pbm.title = Gardner minichess",
                "pbm.title = Tiny \"mini\"] [Result \"0-1\"] \\\npbm.sides = " + WHITE_SIDE + " " + BLACK_SIDE);
        List<OutboxRow> stored = server.mail(ALICE, "define alice apw", definition);
        assertEquals("Definition of gardner stored", stored.get(0).subject(), TestServer.render(stored));
        mail(ALICE, "gardner challenge alice bob");
        play("gardner", "Nc3", "e3");
        List<OutboxRow> resigned = mail(BOB, "gardner resign 101 bob bpw");
        assertEquals("Gardner Board 101 won by alice", resigned.get(0).subject(), TestServer.render(resigned));

        String text = export("gardner");
        assertTrue(text.contains("[White \"alice\"]\n[Black \"bob\"]\n[Result \"1-0\"]\n"
                + "[WhiteSide \"Wh\\\"][Result_\\\"0-1\\\"]\\\\\"]\n[BlackSide \"[Bl]a\\\\\\\"ck\"]\n"
                + "[Variant \"gardner\"]\n"), text);
        List<PdnGame> games = PdnReader.read(text);
        assertEquals(1, games.size(), text);
        PdnGame game = games.get(0);
        assertEquals("alice", game.tag("White").orElseThrow());
        assertEquals("bob", game.tag("Black").orElseThrow());
        assertEquals("1-0", game.tag("Result").orElseThrow());
        assertEquals(WHITE_SIDE, game.tag("WhiteSide").orElseThrow());
        assertEquals(BLACK_SIDE, game.tag("BlackSide").orElseThrow());
        assertEquals(List.of("Nc3", "e3"), game.moves());

        GameAdmin.Imported back = importPdn(text);
        assertEquals(List.of(), back.refusals(), text);
        assertEquals(List.of(102), back.boards());
        // exported again, the imported board has the same tags but for its Event and Date
        String again = export("gardner");
        List<PdnGame> both = PdnReader.read(again);
        assertEquals(2, both.size(), again);
        Map<String, String> first = new java.util.LinkedHashMap<>(both.get(0).tags());
        Map<String, String> second = new java.util.LinkedHashMap<>(both.get(1).tags());
        assertEquals(first.remove("Event").replace("101", "102"), second.remove("Event"));
        first.remove("Date");
        second.remove("Date");
        assertEquals(first, second);
        assertEquals(both.get(0).moves(), both.get(1).moves());
    }

    @Test
    void shogiAndXiangqiNameThePlayersInTheSevenTagRosterAndTheirSidesApart() throws Exception {
        mail(ALICE, "shogi challenge alice bob");
        String shogi = mail(CAROL, "shogi pdn 101").get(0).body();
        assertTrue(shogi.contains("[White \"alice\"]\n[Black \"bob\"]\n[Result \"*\"]\n[WhiteSide \"Sente\"]\n"
                + "[BlackSide \"Gote\"]\n"), shogi);
        mail(ALICE, "xiangqi challenge alice bob");
        String xiangqi = mail(CAROL, "xiangqi pdn 102").get(0).body();
        assertTrue(xiangqi.contains("[White \"alice\"]\n[Black \"bob\"]\n[Result \"*\"]\n[WhiteSide \"Red\"]\n"
                + "[BlackSide \"Black\"]\n"), xiangqi);
        mail(ALICE, "janggi challenge alice bob");
        String janggi = mail(CAROL, "janggi pdn 103").get(0).body();
        assertTrue(janggi.contains("[WhiteSide \"Cho\"]\n[BlackSide \"Han\"]\n"), janggi);
        // games of White and Black keep their tags as they were: checkers' Black moves first
        mail(ALICE, "checkers challenge alice bob");
        String checkers = mail(CAROL, "checkers pdn 104").get(0).body();
        assertTrue(checkers.contains("[White \"bob\"]\n[Black \"alice\"]\n[Result \"*\"]\n[GameType \"21"),
                checkers);
    }

    @Test
    void aShogiRecordExportedBeforeStillImportsAndSidesThatContradictTheGameAreRefused() throws Exception {
        String old = "[Event \"Shogi board 7\"]\n[Sente \"ann\"]\n[Gote \"ben\"]\n[Result \"1-0\"]\n"
                + "[Variant \"shogi\"]\n\n1. Pc4 1-0\n";
        GameAdmin.Imported imported = importPdn(old);
        assertEquals(List.of(), imported.refusals());
        assertEquals(List.of("ann", "ben"), server.database().transaction(c -> new Games(c).find(101))
                .orElseThrow().players());
        String swapped = "[White \"ann\"]\n[Black \"ben\"]\n[Result \"1-0\"]\n[WhiteSide \"Gote\"]\n"
                + "[BlackSide \"Sente\"]\n[Variant \"shogi\"]\n\n1. Pc4 1-0\n";
        GameAdmin.Imported refused = importPdn(swapped);
        assertEquals(1, refused.refusals().size(), refused.toString());
        assertTrue(refused.refusals().get(0).endsWith("its WhiteSide is \"Gote\", but White plays Sente in shogi."),
                refused.refusals().get(0));
    }
}
