package pbm.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.play.GamePdn;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.games.Catalog;
import pbm.rules.Family;
import pbm.rules.Game;
import pbm.rules.Ply;
import pbm.store.Database;
import pbm.store.MoveRow;

/**
 * The review found that a -reverse game exported as plain GameType 20 and that -small and
 * -large came back as other games: every draughts board, with every option, now comes back
 * from its PDN export as the same game with the same moves.
 */
class ExportRoundTripTest {
    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

    @TempDir
    Path dir;

    /** Every draughts game word with every option it takes. */
    static Stream<String> draughtsGames() {
        List<String> names = new ArrayList<>();
        Family draughts = Catalog.families().get(0);
        for (Family.GameWord word : draughts.words()) {
            List<List<String>> optionSets = List.of(List.of(), List.of("-reverse"), List.of("-small"),
                    List.of("-large"), List.of("-small", "-reverse"), List.of("-large", "-reverse"));
            for (List<String> options : optionSets) {
                draughts.find(word.word(), options).map(Game::name).filter(n -> !names.contains(n))
                        .ifPresent(names::add);
            }
        }
        return names.stream();
    }

    @ParameterizedTest
    @MethodSource("draughtsGames")
    void anExportedBoardImportsAsTheSameGameWithTheSameMoves(String name) throws Exception {
        Game game = Catalog.byName(name).orElseThrow();
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            RoundTrip trip = exportAndImport(database, game, game.startFen(0), 6, legal -> legal.get(0), "draughts");
            assertEquals(name, trip.back().row().variant(), trip.pdn());
            assertEquals(notations(trip.first()), notations(trip.back()));
        }
    }

    /** Every game word of the games by data. */
    static Stream<String> gamesByData() {
        return Catalog.families().get(1).words().stream().map(Family.GameWord::word);
    }

    /**
     * Every game by data comes back from its PGN export as the same game, with the same moves,
     * result and position: a seeded random game of up to 80 plies, resigned if still going.
     * threecheck and aiwok once exported a Variant tag ("3check", "ai-wok") that no import read.
     */
    @ParameterizedTest
    @MethodSource("gamesByData")
    void aGameByDataComesBackFromItsExport(String word) throws Exception {
        Game game = Catalog.find(word, List.of()).orElseThrow();
        Random random = new Random(word.hashCode());
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            RoundTrip trip = exportAndImport(database, game, game.startFen(3), 80,
                    legal -> legal.get(random.nextInt(legal.size())), "chess");
            LoadedGame first = trip.first();
            LoadedGame back = trip.back();
            assertEquals(first.row().variant(), back.row().variant(), trip.pdn());
            // Janggi's choices of set-up come back as the record's start (its FEN), not as moves.
            List<String> played = notations(first);
            assertEquals(played.subList(setUpPlies(first), played.size()), notations(back), trip.pdn());
            assertEquals(first.row().result(), back.row().result(), trip.pdn());
            assertEquals(first.play().fen(), back.play().fen(), trip.pdn());
        }
    }

    /** Board 101 as played and exported, its record, and board 102 imported from that record. */
    private record RoundTrip(LoadedGame first, String pdn, LoadedGame back) {
    }

    /**
     * Plays up to {@code plies} moves, each chosen among the legal ones, on a new board (101), resigns
     * it for ben if it is still going, exports it, and imports the record with {@code family}'s
     * default as board 102; the import must take the record whole, refusing nothing.
     */
    private static RoundTrip exportAndImport(Database database, Game game, String startFen, int plies,
            Function<List<Ply>, Ply> choose, String family) throws Exception {
        String pdn = database.transaction(c -> {
            GameService service = new GameService(c);
            LoadedGame loaded = service.challenge(game.word(), game, startFen, List.of("ann", "ben"), 7, 21, NOW);
            for (int i = 0; i < plies && loaded.row().active() && loaded.play().ending().isEmpty(); i++) {
                loaded = service.play(loaded, choose.apply(loaded.play().legalMoves()), null, NOW).after();
            }
            if (loaded.row().active()) {
                loaded = service.end(loaded, GameService.Finish.won("ann", "ben resigned"), null, null, NOW).game();
            }
            return GamePdn.of(loaded);
        });
        LoadedGame first = database.transaction(c -> new GameService(c).load(101)).orElseThrow();

        AdminResult<GameAdmin.Imported> imported = new GameAdmin(database, java.time.Clock.fixed(NOW,
                java.time.ZoneOffset.UTC)).importPdn(pdn, new GameAdmin.ImportOptions(family, Map.of(), false,
                false), pbm.admin.ProgressListener.NONE);

        assertTrue(imported instanceof AdminResult.Done, imported + "\n" + pdn);
        assertEquals(List.of(), ((AdminResult.Done<GameAdmin.Imported>) imported).value().refusals(), pdn);
        LoadedGame back = database.transaction(c -> new GameService(c).load(102)).orElseThrow();
        return new RoundTrip(first, pdn, back);
    }

    /** How many of the first plies chose the set-up: those made while the play was setting up. */
    private static int setUpPlies(LoadedGame game) {
        String fen = game.row().initialFen();
        int plies = 0;
        while (plies < game.moves().size() && game.game().start(fen).settingUp()) {
            fen = game.moves().get(plies++).fenAfter();
        }
        return plies;
    }

    private static List<String> notations(LoadedGame game) {
        return game.moves().stream().map(MoveRow::notation).toList();
    }

    /**
     * An Othello game (GameType 50) whose record holds two passes the server made for a
     * player with no move comes back from its PGN export as the same game with the same moves;
     * so does the record with the passes left out, as Othello transcripts write it.
     */
    @org.junit.jupiter.api.Test
    void anOthelloGameWithForcedPassesComesBackTheSame() throws Exception {
        Game game = Catalog.byName("othello").orElseThrow();
        List<String> record = pbm.play.OthelloByMailTest.GAME;
        try (Database database = Database.open(dir.resolve("pbm.db"))) {
            String pdn = database.transaction(c -> {
                GameService service = new GameService(c);
                LoadedGame loaded = service.challenge(game.word(), game, game.startFen(0), List.of("ann", "ben"), 7,
                        21, NOW);
                for (String move : record) {
                    if (!move.equals("pass")) {
                        loaded = service.play(loaded, ((pbm.rules.MoveRead.Legal) loaded.play().read(move)).ply(),
                                null, NOW).after();
                    }
                }
                return GamePdn.of(loaded);
            });
            assertTrue(pdn.contains("[GameType \"50\"]") && pdn.contains("30. pass d8 31. pass b6 0-1"), pdn);
            GameAdmin admin = new GameAdmin(database, java.time.Clock.fixed(NOW, java.time.ZoneOffset.UTC));
            GameAdmin.ImportOptions options = new GameAdmin.ImportOptions("chess", Map.of(), false, false);
            String withoutPasses = pdn.replace("30. pass d8 31. pass b6", "30. d8 31. b6");
            for (String text : List.of(pdn, withoutPasses)) {
                AdminResult<GameAdmin.Imported> imported = admin.importPdn(text, options,
                        pbm.admin.ProgressListener.NONE);
                assertTrue(imported instanceof AdminResult.Done, imported + "\n" + text);
                assertEquals(List.of(), ((AdminResult.Done<GameAdmin.Imported>) imported).value().refusals(), text);
            }
            for (int board = 102; board <= 103; board++) {
                int b = board;
                LoadedGame back = database.transaction(c -> new GameService(c).load(b)).orElseThrow();
                assertEquals("othello", back.row().variant());
                assertEquals(record, back.moves().stream().map(MoveRow::notation).toList());
                assertEquals("0-1", back.row().result());
                assertEquals("disc count 49-15", back.row().reason());
            }
        }
    }
}
