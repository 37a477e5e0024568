package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnReader;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.server.DataDir;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;

/** {@code pbm game ...} through {@link Main#run} on a fresh database, the games made by mail. */
class GameCommandTest {
    static final String ALICE = "alice@example.org";
    static final String BOB = "bob@example.org";
    static final String CAROL = "carol@example.org";

    @TempDir
    Path dir;

    Cli cli;

    @BeforeEach
    void setUp() {
        cli = new Cli(dir);
    }

    private void players() {
        cli.mail(ALICE, "signup alice apw");
        cli.mail(BOB, "signup bob bpw");
        cli.mail(CAROL, "signup carol cpw");
    }

    /**
     * 101: draughts, alice against bob, two moves played, bob proposed a draw; 102: checkers,
     * bob against carol, ended by carol's resign; 103: draughts -small, carol against alice, not started.
     */
    private void threeGames() {
        players();
        cli.mail(ALICE, "draughts challenge alice bob");
        cli.mail(ALICE, "draughts move 101 alice apw 32-28");
        cli.at(Instant.parse("2026-11-22T11:30:00Z"));
        cli.mail(BOB, "draughts move 101 bob bpw 19-23");
        cli.mail(BOB, "draughts move 101 bob bpw propose");
        cli.at(Instant.parse("2026-11-23T09:00:00Z"));
        cli.mail(BOB, "checkers challenge bob carol");
        cli.mail(BOB, "checkers move 102 bob bpw 11-15");
        cli.mail(CAROL, "checkers move 102 carol cpw 23-19");
        cli.at(Instant.parse("2026-11-23T09:15:00Z"));
        cli.mail(CAROL, "checkers move 102 carol cpw resign");
        cli.at(Instant.parse("2026-11-24T08:00:00Z"));
        cli.mail(CAROL, "draughts challenge carol alice -small");
    }

    private List<OutboxRow> outbox() throws Exception {
        try (Database database = Database.open(DataDir.open(dir).database())) {
            return database.transaction(c -> new Outbox(c).list(null));
        }
    }

    private LoadedGame load(int board) throws Exception {
        try (Database database = Database.open(DataDir.open(dir).database())) {
            return database.transaction(c -> new GameService(c).load(board)).orElseThrow();
        }
    }

    private boolean exists(int board) throws Exception {
        try (Database database = Database.open(DataDir.open(dir).database())) {
            return database.transaction(c -> new GameService(c).load(board)).isPresent();
        }
    }

    @Test
    void listShowsEveryGame() {
        threeGames();

        Cli.Run run = cli.run("game", "list");

        assertEquals(0, run.code(), run.err());
        assertEquals("", run.err());
        Golden.assertMatches("game-list.txt", run.out());
    }

    @Test
    void listFiltersByStateGameAndPlayer() {
        threeGames();

        assertEquals(new Cli.Run(0, """
                BOARD  GAME      PLAYERS     MOVE  STATUS                       SINCE
                102    checkers  bob, carol  2     won by bob (carol resigned)  2026-11-23T09:15:00Z
                """, ""), cli.run("game", "list", "--finished"));
        assertEquals(List.of("101", "103"), boards(cli.run("game", "list", "--active")));
        assertEquals(List.of("101", "103"), boards(cli.run("game", "list", "--game", "draughts")));
        assertEquals(List.of("103"), boards(cli.run("game", "list", "--game", "draughts -small")));
        assertEquals(List.of("102"), boards(cli.run("game", "list", "--game", "Checkers")));
        assertEquals(List.of("102", "103"), boards(cli.run("game", "list", "--player", "carol")));
        assertEquals(List.of("103"), boards(cli.run("game", "list", "--player", "carol", "--active")));
        assertEquals(new Cli.Run(0, "BOARD  GAME  PLAYERS  MOVE  STATUS  SINCE\n", ""),
                cli.run("game", "list", "--player", "zed"));
    }

    private static List<String> boards(Cli.Run run) {
        assertEquals(0, run.code(), run.err());
        return run.out().lines().skip(1).map(line -> line.split(" ")[0]).toList();
    }

    @Test
    void showPrintsTheBoardMailAsThePlayersGetIt() {
        threeGames();

        Cli.Run run = cli.run("game", "show", "101");
        assertEquals(0, run.code(), run.err());
        assertEquals("", run.err());
        Golden.assertMatches("game-show.txt", run.out());

        Cli.Run flipped = cli.run("game", "show", "101", "--flip", "--small");
        assertEquals(0, flipped.code(), flipped.err());
        Golden.assertMatches("game-show-flip-small.txt", flipped.out());
    }

    @Test
    void showAndPdnOfAnUnknownBoardFail() {
        assertEquals(new Cli.Run(1, "", "pbm game show: There is no board 999.\n"), cli.run("game", "show", "999"));
        assertEquals(new Cli.Run(1, "", "pbm game pdn: There is no board 999.\n"), cli.run("game", "pdn", "999"));
    }

    @Test
    void whatIsPrintedIsFlushedBeforeMainReturns() {
        threeGames();
        java.io.StringWriter out = new java.io.StringWriter();
        java.io.PrintWriter buffered = new java.io.PrintWriter(new java.io.BufferedWriter(out), true);
        Environment environment = new Environment(java.time.Clock.systemUTC(), Cli.FAST_PASSWORDS,
                java.io.InputStream.nullInputStream(), false);

        int code = Main.run(new String[] {"game", "pdn", "102", "--data", dir.toString()}, buffered,
                new java.io.PrintWriter(new java.io.StringWriter()), environment);

        assertEquals(0, code);
        assertEquals(cli.run("game", "pdn", "102").out(), out.toString().replace(System.lineSeparator(), "\n"),
                "System.exit follows Main.run: nothing may stay in a buffer");
    }

    @Test
    void theUsageListsTheGameCommand() {
        assertTrue(cli.runExactly("", "--help").out().contains("\n  game "));
    }

    @Test
    void pdnPrintsTheGameAsTheMailCommandDoes() {
        threeGames();

        Cli.Run run = cli.run("game", "pdn", "102");

        assertEquals(0, run.code(), run.err());
        Golden.assertMatches("game-pdn.txt", run.out());
        PdnGame read = PdnReader.read(run.out()).get(0);
        assertEquals(List.of("11-15", "23-19"), read.moves());
        assertEquals("0-1", read.result(), "bob had Black (checkers: Black moves first) and won");
    }

    @Test
    void exportWritesEveryGameAndDrawsAProgressBarOnATerminal() throws Exception {
        threeGames();
        Path file = dir.resolve("all.pdn");

        Cli.Run run = new Cli(dir).onTerminal().run("game", "export", "--all", file.toString());

        assertEquals(0, run.code(), run.err());
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertEquals("exported 3 games to " + file + " (" + Files.size(file) + " bytes)\n", run.out());
        assertTrue(run.err().startsWith("\r[          ] 0% 0/3"), run.err());
        assertTrue(run.err().endsWith("\r[##########] 100% 3/3\n"), run.err());
        assertEquals(cli.run("game", "pdn", "101").out() + "\n" + cli.run("game", "pdn", "102").out() + "\n"
                + cli.run("game", "pdn", "103").out(), text);
        assertEquals(3, PdnReader.read(text).size());
    }

    @Test
    void aKifRecordInShiftJisImportsWithItsMovesInWesternNotation() throws Exception {
        String kif = "開始日時：2018/05/03\n手合割：平手\n先手：羽生\n後手：佐藤\n手数----指手---------消費時間--\n"
                + "   1 ７六歩(77)   ( 0:00/00:00:00)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n"
                + "   5 ４五角打\n   6 投了\nまで5手で先手の勝ち\n";
        Path file = dir.resolve("game.kif");
        Files.write(file, kif.getBytes(java.nio.charset.Charset.forName("windows-31j")));

        Cli.Run imported = cli.run("game", "import", "--map", "羽生=habu", "--map", "佐藤=sato", file.toString());
        assertEquals(0, imported.code(), imported.err());
        assertEquals(List.of("P-7f", "P-3d", "Bx2b+", "Sx2b", "B*4e"), load(101).moves().stream()
                .map(m -> m.notation()).toList(), "the record in Western notation");

        Files.writeString(file, kif.replace("   2 ３四歩(33)", "   2 ３四步(33)"), StandardCharsets.UTF_8);
        Cli.Run refused = cli.run("game", "import", "--map", "羽生=habu", "--map", "佐藤=sato", file.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().contains("The KIF record is not read: line 7 \"2 ３四步(33)\": ３四步(33) is not a move"),
                refused.err());
    }

    @Test
    void shogiGamesExportToACsaFileThatImportsAgain() throws Exception {
        players();
        cli.mail(ALICE, "shogi challenge alice bob");
        String[] moves = {"P-7f", "3c3d", "Bx2b+", "S-2b", "B*4e"};
        for (int i = 0; i < moves.length; i++) {
            cli.mail(i % 2 == 0 ? ALICE : BOB, "shogi move 101 " + (i % 2 == 0 ? "alice apw " : "bob bpw ") + moves[i]);
        }
        cli.mail(BOB, "shogi resign 101 bob bpw");
        cli.mail(CAROL, "draughts challenge carol alice");
        Path file = dir.resolve("shogi.csa");

        Cli.Run refused = cli.run("game", "export", "--all", file.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().contains("Board 102 is Draughts; a CSA record holds only shogi"), refused.err());
        assertFalse(Files.exists(file), "nothing is written when a game cannot be");

        assertEquals(0, cli.run("game", "export", "--game", "shogi", file.toString()).code());
        String csa = Files.readString(file, StandardCharsets.UTF_8);
        assertEquals(cli.run("game", "pdn", "--csa", "101").out(), csa);
        assertTrue(csa.endsWith("+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n%TORYO\n"), csa);

        Cli.Run imported = cli.run("game", "import", file.toString());
        assertEquals(0, imported.code(), imported.err());
        String again = cli.run("game", "pdn", "--csa", "103").out();
        assertEquals(csa.substring(csa.indexOf("P1")), again.substring(again.indexOf("P1")),
                "the same start, moves and end");
        assertTrue(again.startsWith("V2.2\nN+alice\nN-bob\n"), again);
        assertEquals(List.of("P-7f", "P-3d", "Bx2b+", "Sx2b", "B*4e"), load(103).moves().stream()
                .map(m -> m.notation()).toList(), "the record in Western notation");

        Path pdn = dir.resolve("shogi.pdn");
        Files.writeString(pdn, cli.run("game", "pdn", "101").out(), StandardCharsets.UTF_8);
        assertEquals(0, cli.run("game", "import", pdn.toString()).code());
        assertEquals(load(101).moves().stream().map(m -> m.notation()).toList(), load(104).moves().stream()
                .map(m -> m.notation()).toList(), "its PGN, in Western notation, imports as the same game");
    }

    @Test
    void exportRefusesToOverwriteWithoutForce() throws Exception {
        threeGames();
        Path file = dir.resolve("all.pdn");
        Files.writeString(file, "old");

        assertEquals(new Cli.Run(1, "", "pbm game export: " + file + " exists; choose another name, or overwrite it"
                + " with --force.\n"), cli.run("game", "export", "--all", file.toString()));
        assertEquals("old", Files.readString(file));
        assertEquals(0, cli.run("game", "export", "--all", file.toString(), "--force").code());
        assertEquals(3, PdnReader.read(Files.readString(file)).size());
    }

    @Test
    void adjudicateQueuesTheSameBoardMailsAResignDoes() throws Exception {
        players();
        cli.mail(CAROL, "draughts notify carol cpw");
        for (int board : new int[] {101, 102}) {
            cli.mail(ALICE, "draughts challenge alice bob");
            cli.mail(ALICE, "draughts move " + board + " alice apw 32-28");
            cli.mail(BOB, "draughts move " + board + " bob bpw 19-23");
        }
        long before = outbox().size();
        cli.mail(BOB, "draughts move 101 bob bpw resign");
        List<OutboxRow> resign = outbox().subList((int) before, outbox().size());
        long between = outbox().size();

        Cli.Run run = cli.run("game", "adjudicate", "102", "--winner", "alice", "--reason", "bob resigned");

        assertEquals(new Cli.Run(0, "board 102: Game won by alice (bob resigned). 3 mails queued.\n", ""), run);
        List<OutboxRow> adjudicated = outbox().subList((int) between, outbox().size());
        assertEquals(3, resign.size(), "alice, bob and carol (who asked for results)");
        assertEquals(resign.size(), adjudicated.size());
        for (int i = 0; i < resign.size(); i++) {
            OutboxRow byMail = resign.get(i);
            OutboxRow byAdmin = adjudicated.get(i);
            assertEquals(byMail.recipients(), byAdmin.recipients());
            assertEquals(byMail.subject().replace("101", "102"), byAdmin.subject());
            // the same mail but for the ratings, which the first game has already moved
            assertEquals(withoutRatings(byMail.body()).replace("Board 101", "Board 102"),
                    withoutRatings(byAdmin.body()));
            assertTrue(byAdmin.body().contains("alice's rating went up from 1616 to 1631."), byAdmin.body());
            assertEquals("pending", byAdmin.state(), "queued for the server to send");
        }
        assertEquals("Draughts Board 102 won by alice", adjudicated.get(0).subject());
        LoadedGame game = load(102);
        assertEquals("1-0", game.row().result());
        assertEquals("alice", game.row().winner());
        assertEquals("bob resigned", game.row().reason());
    }

    @Test
    void aVoidAdjudicationEndsTheGameWithoutRatingIt() throws Exception {
        players();
        cli.mail(ALICE, "draughts challenge alice bob");
        cli.mail(ALICE, "draughts move 101 alice apw 32-28");
        cli.mail(BOB, "draughts move 101 bob bpw 19-23");

        Cli.Run run = cli.run("game", "adjudicate", "101", "--winner", "alice", "--void", "--reason",
                "bob's clock was wrong; not rated");

        assertEquals(new Cli.Run(0, "board 101: Game won by alice (bob's clock was wrong; not rated). 2 mails"
                + " queued.\n", ""), run);
        assertEquals("alice", load(101).row().winner());
        try (Database database = Database.open(DataDir.open(dir).database())) {
            assertEquals(java.util.Optional.empty(), database.transaction(c -> new pbm.store.Ratings(c)
                    .find("draughts", "alice")), "no rating row: the game was not rated");
        }
    }

    private static String withoutRatings(String body) {
        return body.replaceAll("(?m)^\\S+'s rating went .*\n", "");
    }

    @Test
    void adjudicateADraw() throws Exception {
        threeGames();

        assertEquals(new Cli.Run(0, "board 103: Game drawn by adjudication. 2 mails queued.\n", ""),
                cli.run("game", "adjudicate", "103", "--draw", "--reason", "adjudication"));
        LoadedGame game = load(103);
        assertEquals("1/2-1/2", game.row().result());
        assertFalse(game.row().active());
    }

    @Test
    void adjudicateRefusesAnUnknownBoardAnEndedGameOrAStranger() {
        threeGames();

        assertEquals(new Cli.Run(1, "", "pbm game adjudicate: There is no board 999.\n"),
                cli.run("game", "adjudicate", "999", "--draw", "--reason", "x"));
        assertEquals(new Cli.Run(1, "", "pbm game adjudicate: Board 102 has already ended: Game won by bob (carol"
                + " resigned).\n"), cli.run("game", "adjudicate", "102", "--draw", "--reason", "x"));
        assertEquals(new Cli.Run(1, "", "pbm game adjudicate: carol does not play on board 101: it is alice against"
                + " bob.\n"), cli.run("game", "adjudicate", "101", "--winner", "carol", "--reason", "x"));
        assertEquals(new Cli.Run(1, "", "pbm game adjudicate: Give the reason the players will read, e.g. --reason"
                + " \"bob stopped answering\".\n"), cli.run("game", "adjudicate", "101", "--draw", "--reason", " "));
    }

    @Test
    void deleteRemovesTheBoardAndTellsItsPlayers() throws Exception {
        threeGames();
        int before = outbox().size();

        assertEquals(new Cli.Run(0, "deleted Draughts board 101 (alice against bob, 2 moves); 2 mails queued\n",
                ""), cli.run("game", "delete", "101"));
        assertFalse(exists(101));
        List<OutboxRow> mails = outbox().subList(before, outbox().size());
        assertEquals(List.of(List.of(ALICE), List.of(BOB)), mails.stream().map(OutboxRow::recipients).toList(),
                "one mail each: no player sees the other's address");
        for (OutboxRow mail : mails) {
            assertEquals("Draughts Board 101 deleted", mail.subject());
            assertEquals("The administrator deleted Draughts board 101 (alice against bob, 2 moves).\n",
                    mail.body());
        }
        assertEquals(new Cli.Run(1, "", "pbm game delete: There is no board 101.\n"), cli.run("game", "delete", "101"));
    }

    private static final String TWO_GAMES = """
            [Event "Club"]
            [White "ann"]
            [Black "H.  van der Zee"]
            [Result "0-1"]
            [GameType "20"]

            1. 32-28 19-23 2. 28x19 14x23 0-1

            [Event "Club"]
            [White "ann"]
            [Black "ben"]
            [Result "1-0"]
            [GameType "20"]

            1. 32-28 19-23 2. 28-22 1-0
            """;

    @Test
    void importRefusesAGameWithAnIllegalMoveAndSaysWhichMove() throws Exception {
        Path file = dir.resolve("two.pdn");
        Files.writeString(file, TWO_GAMES);

        Cli.Run run = cli.run("game", "import", file.toString(), "--map", "H.  van der Zee=zee");

        assertEquals(new Cli.Run(1, "imported 1 of 2 games from " + file + " (1 draughts), boards 101; 1 refused\n",
                "pbm game import: game 2 [Event \"Club\"] [White \"ann\"] [Black \"ben\"] [Result \"1-0\"]"
                        + " [GameType \"20\"]: move 2. 28-22 is not legal: " + illegalReason() + "\n"), run);
        LoadedGame game = load(101);
        assertEquals(List.of("ann", "zee"), game.row().players());
        assertEquals("0-1", game.row().result());
        assertEquals("zee", game.row().winner());
        assertEquals("imported result", game.row().reason());
        assertEquals(4, game.moves().size());
        assertFalse(exists(102), "the refused game left nothing behind");
    }

    /** What the engine says about 28-22 there: the capture 23x32 ... is compulsory. */
    private static String illegalReason() {
        Play position = draughtsStart();
        for (String move : List.of("32-28", "19-23")) {
            position = position.play(((MoveRead.Legal) position.read(move)).ply());
        }
        return ((MoveRead.Rejected) position.read("28-22")).reason();
    }

    @Test
    void importRefusesANameThatIsNoUseridUnlessMapped() throws Exception {
        Path file = dir.resolve("two.pdn");
        Files.writeString(file, TWO_GAMES.substring(0, TWO_GAMES.indexOf("\n\n[Event") + 1));

        Cli.Run run = cli.run("game", "import", file.toString());

        assertEquals(new Cli.Run(1, "imported 0 of 1 game from " + file + "; 1 refused\n", "pbm game import:"
                + " game 1 [Event \"Club\"] [White \"ann\"] [Black \"H.  van der Zee\"] [Result \"0-1\"]"
                + " [GameType \"20\"]: the Black player \"H.  van der Zee\" is not a userid; map the name with"
                + " --map \"H.  van der Zee=USERID\", or let --derive-userids make one.\n"), run);
        assertEquals(new Cli.Run(0, "checked 1 game of " + file + ": 1 would be imported (1 draughts), 0 refused;"
                + " nothing imported\n", ""), cli.run("game", "import", file.toString(), "--derive-userids", "--dry-run"));
        assertFalse(exists(101));
        assertEquals(0, cli.run("game", "import", file.toString(), "--derive-userids").code());
        assertEquals(List.of("ann", "H._van_der_Zee"), load(101).row().players());
    }

    @Test
    void importOfAMissingFileOrAnUnknownGameFails() throws Exception {
        assertEquals(new Cli.Run(1, "", "pbm game import: There is no file nothing.pdn.\n"),
                cli.run("game", "import", "nothing.pdn"));
        Path file = dir.resolve("one.pdn");
        Files.writeString(file, "1. 11-15 1-0\n");
        assertEquals(new Cli.Run(1, "", "pbm game import: \"go\" is not a game this server hosts, e.g. draughts,"
                + " checkers, \"draughts -small\".\n"), cli.run("game", "import", file.toString(), "--game", "go"));
    }

    @Test
    void anIllegalMoveInAFileWithoutGameTypeSaysHowItWasRead() throws Exception {
        Path file = dir.resolve("english.pdn");
        Files.writeString(file, "[White \"White\"]\n[Black \"Red\"]\n1. 11-15 23-18 1/2-1/2\n");

        Cli.Run run = cli.run("game", "import", file.toString());

        assertEquals(1, run.code());
        assertEquals("pbm game import: game 1 [White \"White\"] [Black \"Red\"]: move 1. 11-15 is not legal: "
                + draughtsReason("11-15") + " (No GameType tag, so read as draughts; --game NAME names the game of such"
                + " files.)\n", run.err());
        assertEquals(0, cli.run("game", "import", file.toString(), "--game", "checkers").code());
        assertEquals(List.of("Red", "White"), load(101).row().players(), "in checkers Black (Red) moves first");
    }

    private static String draughtsReason(String move) {
        return ((MoveRead.Rejected) draughtsStart().read(move)).reason();
    }

    private static Play draughtsStart() {
        Game draughts = Catalog.byName("draughts").orElseThrow();
        return draughts.start(draughts.startFen(0));
    }

    @Test
    void importOfTheSharedGamesImportsEveryGame() throws Exception {
        List<Path> files = SharedGamesDir.pdnFiles();
        int read = 0;
        List<PdnGame> recorded = new ArrayList<>();
        Cli terminal = new Cli(dir).onTerminal();
        for (Path file : files) {
            boolean checkers = file.getFileName().toString().equals("inferno.pdn");
            Cli.Run run = terminal.run("game", "import", file.toString(), "--game", checkers ? "checkers" : "draughts",
                    "--derive-userids");
            assertEquals(0, run.code(), run.err());
            List<PdnGame> games = PdnReader.read(Files.readString(file));
            recorded.addAll(games);
            int first = 101 + read;
            read += games.size();
            assertEquals("imported " + games.size() + " of " + games.size() + " games from " + file + " ("
                    + games.size() + (checkers ? " checkers" : " draughts") + "), boards " + first + "-" + (100 + read)
                    + "\n", run.out());
            assertTrue(run.err().endsWith("\r[##########] 100% " + games.size() + "/" + games.size() + "\n"),
                    run.err());
        }
        assertEquals(81, read, "13 International and 68 English checkers games");
        assertEquals(81, cli.run("game", "list", "--finished").out().lines().count() - 1);
        assertEquals(13, cli.run("game", "list", "--game", "draughts").out().lines().count() - 1);
        assertEquals(68, cli.run("game", "list", "--game", "checkers").out().lines().count() - 1);
        for (int i = 0; i < recorded.size(); i++) {
            LoadedGame game = load(101 + i);
            PdnGame pdn = recorded.get(i);
            assertEquals(pdn.moves().size(), game.moves().size(), pdn.tags().toString());
            assertEquals(pdn.result().replace("2-0", "1-0").replace("0-2", "0-1"), game.row().result(),
                    pdn.tags().toString());
        }
        Path all = dir.resolve("all.pdn");
        assertEquals(0, cli.run("game", "export", "--all", all.toString()).code());
        assertEquals(new Cli.Run(0, "checked 81 games of " + all + ": 81 would be imported (13 draughts, 68 checkers),"
                + " 0 refused; nothing imported\n", ""), cli.run("game", "import", all.toString(), "--dry-run"),
                "what export writes, import reads back");
    }

    static Stream<Arguments> badUsage() {
        return Stream.of(
                Arguments.of(List.of("game", "list", "--active", "--finished"),
                        "Error: --active, --finished are mutually exclusive (specify only one)", "pbm game list "),
                Arguments.of(List.of("game", "list", "extra"), "Unmatched argument at index 2: 'extra'",
                        "pbm game list "),
                Arguments.of(List.of("game", "list", "--player"), "Expected parameter for option '--player' but found '--data'",
                        "pbm game list "),
                Arguments.of(List.of("game", "show"), "Missing required parameter: 'BOARD'", "pbm game show "),
                Arguments.of(List.of("game", "show", "x101"), "Invalid value for positional parameter at index 0"
                        + " (BOARD): 'x101' is not an int", "pbm game show "),
                Arguments.of(List.of("game", "show", "101", "--frob"), "Unknown option: '--frob'", "pbm game show "),
                Arguments.of(List.of("game", "pdn"), "Missing required parameter: 'BOARD'", "pbm game pdn "),
                Arguments.of(List.of("game", "pdn", "101", "102"), "Unmatched argument at index 3: '102'",
                        "pbm game pdn "),
                Arguments.of(List.of("game", "export", "all.pdn", "--active", "--finished"),
                        "Error: --active, --finished are mutually exclusive (specify only one)", "pbm game export "),
                Arguments.of(List.of("game", "export", "--all"), "Missing required parameter: 'FILE'",
                        "pbm game export "),
                Arguments.of(List.of("game", "import"), "Missing required parameter: 'FILE'", "pbm game import "),
                Arguments.of(List.of("game", "import", "a.pdn", "--map", "ann"), "Value for option option '--map'"
                        + " (NAME=USERID) should be in KEY=VALUE format but was ann", "pbm game import "),
                Arguments.of(List.of("game", "adjudicate", "101", "--draw"),
                        "Missing required option: '--reason=TEXT'", "pbm game adjudicate "),
                Arguments.of(List.of("game", "adjudicate", "101", "--reason", "x"),
                        "Error: Missing required argument (specify one of these): (--winner=U | --draw)",
                        "pbm game adjudicate "),
                Arguments.of(List.of("game", "adjudicate", "101", "--winner", "alice", "--draw", "--reason", "x"),
                        "Error: --winner=U, --draw are mutually exclusive (specify only one)", "pbm game adjudicate "),
                Arguments.of(List.of("game", "delete"), "Missing required parameter: 'BOARD'", "pbm game delete "),
                Arguments.of(List.of("game", "delete", "101", "--frob"), "Unknown option: '--frob'",
                        "pbm game delete "));
    }

    @ParameterizedTest
    @MethodSource("badUsage")
    void badUsagePrintsTheErrorAndTheUsageAndExits2(List<String> args, String error, String usage) {
        OutboxCommandTest.assertBadUsage(cli.run(args.toArray(String[]::new)), error, usage);
    }

    @Test
    void theGroupAloneIsBadUsage() {
        OutboxCommandTest.assertBadUsage(cli.runExactly("", "game"), "Missing a subcommand of 'pbm game'",
                "pbm game [-hV] [COMMAND]");
        OutboxCommandTest.assertBadUsage(cli.runExactly("", "game", "frob"), "Unmatched argument at index 1: 'frob'",
                "pbm game [-hV] [COMMAND]");
    }
}
