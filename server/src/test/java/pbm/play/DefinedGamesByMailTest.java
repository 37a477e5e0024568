package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.testing.DefinitionTexts;
import pbm.testing.Snapshot;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Issue 14 by mail: a player defines a game, two players play it to its end, the admin
 * exports it as PGN; redefinitions make versions that running boards do not see; every kind
 * of mistake in a definition is refused with one error naming its line and key.
 */
class DefinedGamesByMailTest extends ThreePlayerTest {
    /**
     * Gardner's minichess (1969), as Fairy-Stockfish's built-in "gardner" states it
     * (src/variant.cpp): chess on 5x5, no castling, no double step, promotion on the last rank.
     */
    static final String GARDNER = String.join("\n",
            "# Gardner's minichess: chess on 5x5",
            "[gardner]",
            "maxFile = 5",
            "maxRank = 5",
            "pawn = p",
            "knight = n",
            "bishop = b",
            "rook = r",
            "queen = q",
            "king = k",
            "startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1",
            "promotionRegionWhite = *5",
            "promotionRegionBlack = *1",
            "doubleStep = false",
            "castling = false",
            "pbm.title = Gardner minichess",
            "pbm.help = Martin Gardner's 5x5 chess (1969).",
            "");

    private List<OutboxRow> define(String from, String userid, String password, String text) throws Exception {
        return server.mail(from, "define " + userid + " " + password, text);
    }

    private void play(String game, int board, String... moves) throws Exception {
        for (int i = 0; i < moves.length; i++) {
            String who = i % 2 == 0 ? "alice apw " : "bob bpw ";
            List<OutboxRow> replies = mail(i % 2 == 0 ? ALICE : BOB, game + " move " + board + " " + who + moves[i]);
            assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error")),
                    moves[i] + ":\n" + TestServer.render(replies));
        }
    }

    @Test
    void aPlayerDefinesAGameTwoPlayItToMateAndTheAdminExportsIt() throws Exception {
        List<OutboxRow> stored = define(ALICE, "alice", "apw", GARDNER);
        assertEquals(1, stored.size(), TestServer.render(stored));
        assertEquals("Definition of gardner stored", stored.get(0).subject());
        String body = stored.get(0).body().replaceAll("\\s+", " ");
        // 7 first moves (5 pawn steps, 2 knight moves: counted by hand); 53 after two is the
        // count Fairy-Stockfish gives for its built-in gardner (go perft 2).
        assertTrue(body.contains("Perft from its start: 7 moves, 53 positions after two."), body);
        assertTrue(body.contains("P pawn: moves one square forward, captures one square diagonally forward."), body);

        String list = mail(CAROL, "list").get(0).body();
        assertTrue(list.contains("gardner       Gardner minichess, defined by alice"), list);
        String help = mail(CAROL, "help gardner").get(0).body();
        String helpWords = help.replaceAll("\\s+", " ");
        assertTrue(helpWords.contains("Board: 5 files (a-e) by 5 ranks (1-5)."), help);
        assertTrue(help.contains("   5  r n b q k"), help);
        assertTrue(helpWords.contains("N knight: moves or captures by jumping like a knight (two squares one way,"
                + " one to the side)."), help);
        assertTrue(helpWords.contains("K king: moves or captures one square in any direction; it is the royal"
                + " piece"), help);
        assertTrue(helpWords.contains("The game ends: checkmate loses for the mated side; stalemate"), help);
        assertTrue(helpWords.contains("Martin Gardner's 5x5 chess (1969)."), help);

        List<OutboxRow> start = mail(ALICE, "gardner challenge alice bob");
        assertTrue(start.get(0).subject().startsWith("New Gardner Board 101"), TestServer.render(start));
        assertEquals(Integer.valueOf(1), server.database().transaction(c -> (Integer) new Games(c).definitionVersion(101)));
        // a helpmate found by search: the d-file opens and the queen takes on d5, guarded by Nc3
        play("gardner", 101, "Nc3", "e3", "dxe3", "dxe3");
        List<OutboxRow> mate = mail(ALICE, "gardner move 101 alice apw Qxd5");
        assertEquals("Gardner Board 101 won by alice", mate.get(0).subject(), TestServer.render(mate));
        assertTrue(mate.get(0).body().contains("checkmate"), mate.get(0).body());
        assertTrue(mail(CAROL, "gardner show 101").get(0).body().contains("won by alice"));
        // the defined game's word works in every command, as a shipped one does
        assertTrue(mail(CAROL, "gardner pdn 101").get(0).body().contains("[Variant \"gardner\"]"));
        assertTrue(mail(CAROL, "Gardner history").get(0).body().contains("101"));
        assertFalse(mail(CAROL, "list gardner").get(0).subject().endsWith("error"));
        assertTrue(mail(CAROL, "gardner standings").get(0).body().contains("alice"));
        assertTrue(mail(CAROL, "gardner help").get(0).body().contains("The rules of Gardner minichess"));
        assertFalse(mail(CAROL, "gardner notify carol cpw").get(0).subject().endsWith("error"));

        Path pgn = dir.resolve("export.pgn");
        GameAdmin admin = new GameAdmin(server.database(), server.clock());
        AdminResult<?> exported = admin.export(pgn, false, GameAdmin.Which.ALL, "gardner", null,
                ProgressListener.NONE);
        assertTrue(exported instanceof AdminResult.Done<?>, exported.toString());
        String text = Files.readString(pgn);
        assertTrue(text.contains("[Variant \"gardner\"]"), text);
        assertTrue(text.contains("[FEN \"") == false || text.contains("rnbqk/ppppp/5/PPPPP/RNBQK"), text);
        assertTrue(text.contains("1. Nc3 e3 2. dxe3 dxe3 3. Qxd5# 1-0"), text);
        // and back in: the Variant tag names the defined game, its newest version
        AdminResult<GameAdmin.Imported> imported = admin.importPdn(text, new GameAdmin.ImportOptions("draughts",
                java.util.Map.of(), false, false), ProgressListener.NONE);
        assertEquals(List.of(102), ((AdminResult.Done<GameAdmin.Imported>) imported).value().boards(),
                imported.toString());
        assertEquals("gardner", server.database().transaction(c -> new Games(c).find(102)).orElseThrow().variant());
        assertRefused(ALICE, "undefine alice apw gardner", "gardner cannot be removed: 2 boards are finished, whose"
                + " records replay by its definition.");
        assertEquals(Integer.valueOf(1), server.database().transaction(c -> (Integer) new Games(c)
                .definitionVersion(102)));
    }

    @Test
    void aRedefinitionIsANewVersionAndRunningBoardsKeepTheirs() throws Exception {
        define(ALICE, "alice", "apw", GARDNER);
        mail(ALICE, "gardner challenge alice bob");
        // version 2: the knights and bishops change places
        List<OutboxRow> again = define(ALICE, "alice", "apw", GARDNER.replace("rnbqk/ppppp/5/PPPPP/RNBQK",
                "rbnqk/ppppp/5/PPPPP/RBNQK"));
        String words = again.get(0).body().replaceAll("\\s+", " ");
        assertTrue(words.contains("redefined as version 2"), words);
        assertTrue(words.contains("keep the version they started with"), words);
        mail(BOB, "gardner challenge bob carol");
        assertEquals(Integer.valueOf(1), server.database().transaction(c -> (Integer) new Games(c).definitionVersion(101)));
        assertEquals(Integer.valueOf(2), server.database().transaction(c -> (Integer) new Games(c).definitionVersion(102)));
        // board 101 still has its knight on b1, board 102 its bishop there
        play("gardner", 101, "Nc3");
        assertTrue(mail(BOB, "gardner move 102 bob bpw Nc3").get(0).subject().endsWith("Error"));
        assertTrue(mail(CAROL, "list").get(0).body().contains("defined by alice (version 2)"));

        assertRefusedWithBody(BOB, "define bob bpw", GARDNER, "Your definition was refused, and nothing was stored:"
                + " The game gardner was defined by alice; only alice or the administrator may redefine it.");
        assertRefused(ALICE, "undefine alice apw gardner", "gardner cannot be removed: 2 boards are in progress.");
        assertRefused(BOB, "undefine bob bpw gardner", "The game gardner was defined by alice; only alice or the"
                + " administrator may remove it.");
        assertRefused(ALICE, "undefine alice apw chess", "chess is a game this server ships; only defined games can"
                + " be removed.");
    }

    @Test
    void theSameDefinitionMailedTwiceStoresNoSecondVersion() throws Exception {
        define(ALICE, "alice", "apw", GARDNER);
        List<OutboxRow> again = define(ALICE, "alice", "apw", GARDNER);
        assertEquals("Definition of gardner unchanged", again.get(0).subject(), TestServer.render(again));
        String words = again.get(0).body().replaceAll("\\s+", " ");
        assertTrue(words.contains("already stored as version 1 with this very text; nothing new was stored"), words);
        assertEquals(Integer.valueOf(1), server.database().transaction(c -> {
            try (java.sql.ResultSet rows = c.createStatement().executeQuery("SELECT COUNT(*) FROM definitions")) {
                return rows.next() ? rows.getInt(1) : 0;
            }
        }));
        String list = mail(CAROL, "list").get(0).body();
        assertTrue(list.contains("Gardner minichess, defined by alice") && !list.contains("(version 2)"), list);
    }

    @Test
    void aPlayerKeepsAtMostTwentyDefinedGames() throws Exception {
        for (int i = 1; i <= GameDefinitions.GAMES_PER_PLAYER; i++) {
            // within the versions a player may store a day
            server.clock().advance(java.time.Duration.ofHours(3));
            assertEquals("Definition of gardner" + i + " stored",
                    define(BOB, "bob", "bpw", GARDNER.replace("[gardner]", "[gardner" + i + "]")).get(0).subject());
        }
        assertRefusedWithBody(BOB, "define bob bpw", GARDNER.replace("[gardner]", "[gardner21]"),
                "Your definition was refused, and nothing was stored: You have defined 20 games, the most one"
                        + " player may keep;");
        // a new version of one of them is no new game, and another player has their own twenty
        assertTrue(define(BOB, "bob", "bpw", GARDNER.replace("[gardner]", "[gardner3]").replace("Gardner minichess",
                "Gardner 3")).get(0).body().contains("redefined as version 2"));
        assertEquals("Definition of gardner21 stored",
                define(ALICE, "alice", "apw", GARDNER.replace("[gardner]", "[gardner21]")).get(0).subject());
    }

    @Test
    void aGameNobodyPlaysIsRemovedAndItsNameIsFreeAgain() throws Exception {
        define(ALICE, "alice", "apw", GARDNER);
        List<OutboxRow> removed = mail(ALICE, "undefine alice apw Gardner");
        assertEquals("Definition of gardner removed", removed.get(0).subject(), TestServer.render(removed));
        assertFalse(mail(CAROL, "list").get(0).body().contains("gardner"));
        assertTrue(mail(ALICE, "gardner challenge alice bob").get(0).subject().endsWith("error"));
        assertEquals("Definition of gardner stored", define(BOB, "bob", "bpw", GARDNER).get(0).subject());
    }

    @Test
    void aDefinitionInTheBodyUnderTheCommandTakesTheRestOfTheMail() throws Exception {
        List<OutboxRow> stored = server.mail(ALICE, "", "define alice apw\n" + GARDNER.replace("[gardner]",
                "[mini:losalamos]").replace("pbm.title = Gardner minichess", "pbm.title = Mini")
                + "\n-- \nAlice\n");
        assertEquals("Definition of mini stored", stored.get(0).subject(), TestServer.render(stored));
        // the parent is a shipped game: what the text leaves out, Los Alamos chess gives
        assertTrue(mail(CAROL, "help mini").get(0).body().contains("Board: 5 files"));
    }

    /**
     * A defined game reaches positions its start does not show (here a board stored with 20
     * piece types in hand, over 5,000 drops): its move buffers hold every position the rules
     * allow, so the move there is played.
     */
    @Test
    void aGameInProgressWithMoreMovesThanItsStartPlaysOn() throws Exception {
        assertEquals("Definition of huge stored", define(ALICE, "alice", "apw", DefinitionTexts.huge("A")).get(0).subject());
        server.database().transaction(c -> {
            pbm.rules.Game game = pbm.games.Catalog.find("huge", List.of(), new StoredDefinitions(c)).orElseThrow();
            return new GameService(c).challenge("huge", game, DefinitionTexts.hugeFen(DefinitionTexts.HUGE_HAND),
                    List.of("alice", "bob"), 7, 21, server.clock().instant());
        });
        server.newReplies();
        play("huge", 101, "A@b2");
    }

    @Test
    void theShippedGamesByDataHaveTheirRulesInWordsUnderTheirPages() throws Exception {
        String shogi = mail(CAROL, "help shogi").get(0).body();
        int generated = shogi.indexOf("The rules of Shogi, from its definition");
        assertTrue(generated > 0, shogi);
        assertTrue(shogi.substring(generated).replaceAll("\\s+", " ").contains("L lance: moves or captures any number"
                + " of squares forward."), shogi);
        assertTrue(shogi.substring(generated).contains("Drops: a captured piece goes to the captor's hand"), shogi);
        assertFalse(mail(CAROL, "help draughts").get(0).body().contains("from its definition"));
    }

    /** The error that README.md and the "define" help page show for a typical mistake, as it is mailed. */
    @Test
    void theTypicalMistakeReadsAsTheDocumentationShowsIt() throws Exception {
        assertRefusedWithBody(ALICE, "define alice apw", GARDNER.replace("king = k", "king = k\ncustomPiece1 = a:Yf"),
                "Your definition was refused");
        assertEquals("""
                Your definition was refused, and nothing was stored: line 11, key
                "customPiece1": unsupported Betza atom 'Y'. Correct it and mail "define"
                again; "help define" lists the keys.

                    11: customPiece1 = a:Yf

                Original message follows:

                > define alice ********
                """, last);
    }

    /** The kinds of mistake, each with the words its refusal must hold (the line and key, the atom...). */
    static Stream<Arguments> mistakes() {
        return Stream.of(
                Arguments.of("unknown key", GARDNER.replace("doubleStep", "doubleStepp"),
                        "line 14, key \"doubleStepp\": unknown key"),
                Arguments.of("bad Betza atom", GARDNER.replace("king = k", "king = k\ncustomPiece1 = a:Y"),
                        "line 11, key \"customPiece1\": unsupported Betza atom 'Y'"),
                Arguments.of("bad Betza modifier", GARDNER.replace("king = k", "king = k\ncustomPiece1 = a:xW"),
                        "line 11, key \"customPiece1\": unsupported Betza modifier 'x'"),
                Arguments.of("FEN too wide", GARDNER.replace("rnbqk/ppppp", "rnbqkr/ppppp"),
                        "line 11, key \"startFen\": rank 5 of the FEN has 6"),
                Arguments.of("FEN too few ranks", GARDNER.replace("rnbqk/ppppp/5/", "rnbqk/ppppp/"),
                        "line 11, key \"startFen\": the FEN has 4 ranks, the board 5"),
                Arguments.of("no royal piece", GARDNER.replace("king = k\n", "").replace("rnbqk", "rnbqn")
                        .replace("RNBQK", "RNBQN"), "key \"king\": no royal piece, but checkmate decides the game"),
                Arguments.of("duplicate letter", GARDNER.replace("king = k", "king = k\ncustomPiece1 = n:W"),
                        "line 11, key \"customPiece1\": the letter 'n' is already the knight's"),
                Arguments.of("board too big", GARDNER.replace("maxFile = 5", "maxFile = 17"),
                        "line 3, key \"maxFile\": 17 is out of range: the board may be at most 16x16"),
                Arguments.of("too long", GARDNER + "#" + "x".repeat(16 * 1024) + "\n",
                        "key \"\": a definition may be at most 16 KiB"),
                Arguments.of("unknown parent", GARDNER.replace("[gardner]", "[gardner:nosuchgame]"),
                        "line 2, key \"gardner\": unknown parent section [nosuchgame]"),
                Arguments.of("shadows a shipped game", GARDNER.replace("[gardner]", "[Shogi]"),
                        "the name [shogi] is a game this server ships"),
                Arguments.of("a command word", GARDNER.replace("[gardner]", "[list]"),
                        "the name [list] is a command word of this server"),
                Arguments.of("a name players cannot type", GARDNER.replace("[gardner]", "[g]"),
                        "the game's name [g] must be 2 to 20 letters and digits"),
                Arguments.of("key given twice", GARDNER.replace("castling = false", "castling = false\ncastling = true"),
                        "line 16, key \"castling\": key given twice in [gardner] (first on line 15)"),
                Arguments.of("no start", GARDNER.replace("startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1\n", ""),
                        "line 2, key \"startFen\": missing: give startFen or pbm.forsythe"),
                Arguments.of("not a boolean", GARDNER.replace("castling = false", "castling = yes"),
                        "line 15, key \"castling\": expected true or false, not \"yes\""),
                Arguments.of("no section", GARDNER.replace("[gardner]\n", ""),
                        "line 2, key \"maxFile\": a key before the first [section]"),
                Arguments.of("unknown promotion piece", GARDNER.replace("castling = false",
                        "castling = false\npromotionPieceTypes = qx"),
                        "line 16, key \"promotionPieceTypes\": no piece has the letter 'x'"),
                Arguments.of("blows the move budget", DefinitionTexts.riders(),
                        "too big for this server: its pieces' moves from every square number"),
                Arguments.of("nothing to move", GARDNER.replace("rnbqk/ppppp/5/PPPPP/RNBQK w", "k4/5/5/5/K4 w")
                        .replace("king = k", "king = k:"),
                        "line 11, key \"startFen\": the side to move has no legal move at the start"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    void everyKindOfMistakeIsRefusedWithItsLineAndKey(String kind, String text, String expected) throws Exception {
        assertRefusedWithBody(ALICE, "define alice apw", text, "Your definition was refused, and nothing was stored:");
        String body = last;
        assertTrue(body.replaceAll("\\s+", " ").contains(expected), kind + ":\n" + body);
    }

    private String last = "";

    /** One error reply with {@code expectedStart}, and nothing stored changes. */
    private void assertRefusedWithBody(String from, String subject, String body, String expectedStart)
            throws Exception {
        String before = Snapshot.of(server.database());
        List<OutboxRow> replies = server.mail(from, subject, body);
        assertEquals(1, replies.size(), TestServer.render(replies));
        assertTrue(replies.get(0).subject().endsWith("error"), replies.get(0).subject());
        last = replies.get(0).body();
        assertTrue(last.replaceAll("\\s+", " ").startsWith(expectedStart.replaceAll("\\s+", " ")), last);
        assertEquals(before, Snapshot.of(server.database()), "a refused definition changed the stored state");
    }
}
