package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pbm.render.BoardRenderer;
import pbm.games.Catalog;
import pbm.rules.Ending;
import pbm.rules.Family;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/** The draughts family through the rules seam, as play, command, render and admin use it. */
class DraughtsFamilyTest {
    private static final DraughtsFamily FAMILY = DraughtsFamily.INSTANCE;

    @Test
    void theCatalogListsDraughtsFirst() {
        assertSame(FAMILY, Catalog.families().get(0));
        assertEquals("draughts", FAMILY.name());
        assertEquals(List.of("draughts", "canadian", "checkers", "italian", "pool", "jamaican", "zimbabwean",
                "spanish", "russian", "brazilian", "portuguese", "czech", "turkish", "thai", "frisian"),
                FAMILY.words().stream().map(Family.GameWord::word).toList());
        assertEquals(DraughtsFamily.gameWords(), FAMILY.words().stream().map(Family.GameWord::word).toList());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "draughts|                  |draughts",
        "Draughts|-small            |draughts -small",
        "draughts|-small -misere    |draughts -small -reverse",
        "draughts|-large            |canadian",
        "draughts|-large -large     |canadian",
        "checkers|-losing           |checkers -reverse",
        "frisian |-reverse          |frisian -reverse"})
    void findsAGameByItsChallengeWords(String word, String options, String name) {
        Optional<Game> game = Catalog.find(word.strip(), options(options));
        assertEquals(name, game.orElseThrow().name());
        assertEquals(game, FAMILY.find(word.strip(), options(options)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "checkers|-small",
        "draughts|-small -large",
        "draughts|-960",
        "chess   |"})
    void refusesWordsThatMakeNoDraughtsGame(String word, String options) {
        assertTrue(FAMILY.find(word.strip(), options(options)).isEmpty());
    }

    @Test
    void findsEveryStoredNameAsItWasStored() {
        for (Variant variant : DraughtsFamily.variants()) {
            Game game = FAMILY.byName(variant.name()).orElseThrow();
            assertEquals(variant.name(), game.name());
            assertSame(game, Catalog.byName(variant.name()).orElseThrow(), "one adapter per game");
        }
        assertEquals("draughts -small", FAMILY.byName("draughts-small").orElseThrow().name());
        assertTrue(FAMILY.byName("chess").isEmpty());
        assertTrue(FAMILY.byName("").isEmpty());
    }

    @Test
    void findsTheGameARecordNames() {
        assertEquals("draughts", byGameType("20"));
        assertEquals("checkers", byGameType("21"));
        assertEquals("brazilian", byGameType("26"), "pbmserv's draughts -small is read back as Brazilian, as before");
        assertEquals("checkers", byGameType("21,B,8,8,N1,0"));
        assertTrue(FAMILY.byRecordTags(Map.of("GameType", "0")).isEmpty(), "GameType 0 is chess");
        assertTrue(FAMILY.byRecordTags(Map.of("Variant", "Standard")).isEmpty());
        assertTrue(FAMILY.byRecordTags(Map.of()).isEmpty(), "without GameType the importer's --game decides");
        for (Variant variant : DraughtsFamily.variants()) {
            Game game = FAMILY.byName(variant.name()).orElseThrow();
            Game read = FAMILY.byRecordTags(game.recordTags()).orElseThrow();
            assertEquals(game.recordTags(), read.recordTags(), game.name() + " is read back as a game of its GameType");
        }
    }

    @Test
    void namesTheSidesInSeatOrderWithWhiteAtTheBottom() {
        Game draughts = game("draughts");
        assertEquals(List.of("White", "Black"), draughts.sides());
        assertEquals(0, draughts.bottomSeat());
        assertEquals("1-0", draughts.result(0));
        assertEquals("0-1", draughts.result(1));
        assertEquals("1/2-1/2", draughts.result(null));
        Game checkers = game("checkers");
        assertEquals(List.of("Black", "White"), checkers.sides());
        assertEquals(1, checkers.bottomSeat());
        assertEquals("0-1", checkers.result(0));
        assertEquals("1-0", checkers.result(1));
        assertEquals(Map.of("GameType", "20,W,10,10,N2,0"), Map.copyOf(draughts.recordTags()));
        assertEquals("draughts", game("draughts -small -reverse").word());
        assertEquals("Reverse Checkers", game("checkers -reverse").title());
    }

    @Test
    void startsReadsAndPlays() {
        Game draughts = game("draughts");
        assertEquals(draughts.startFen(1), draughts.startFen(2), "no random start in draughts");
        Play start = draughts.start(draughts.startFen(0));
        assertSame(draughts, start.game());
        assertEquals(draughts.startFen(0), start.fen());
        assertEquals(0, start.seatToMove());
        assertEquals(9, start.legalMoves().size());
        assertTrue(start.ending().isEmpty());
        assertTrue(start.claimable().isEmpty());
        Ply numeric = legal(start.read("31-26"));
        Ply algebraic = legal(start.read("B4-A5"));
        assertEquals("31-26", start.notation(numeric));
        assertEquals("31-26", start.notation(algebraic));
        Play after = start.play(numeric);
        assertEquals(1, after.seatToMove());
        assertEquals(after.fen(), start.play(algebraic).fen());
        assertEquals(after.fen(), draughts.start(after.fen()).fen());
        assertInstanceOf(MoveRead.Rejected.class, after.read("31-26"));
        assertInstanceOf(MoveRead.Rejected.class, start.read("nonsense"));
        assertThrows(IllegalArgumentException.class, () -> after.play(numeric), "a ply of another position");
        assertThrows(IllegalArgumentException.class, () -> draughts.start("X:W1:B2"));
        assertEquals(List.of("Square 1 is B10; moves may be given as 31-26 or B4-A5."), draughts.notationHint());
    }

    @Test
    void tellsTheEndingWithTheSideThatLost() {
        Game draughts = game("draughts");
        Ending white = draughts.start("W:W:B1").ending().orElseThrow();
        assertEquals(1, white.winnerSeat());
        assertEquals("White has no pieces left", white.reason());
        Ending reverse = game("draughts -reverse").start("W:W:B1").ending().orElseThrow();
        assertEquals(0, reverse.winnerSeat(), "in a reverse game the side left without a move wins");
        Game checkers = game("checkers");
        Ending black = checkers.start("B:W1:B").ending().orElseThrow();
        assertEquals(1, black.winnerSeat(), "checkers: Black is seat 0, White seat 1");
        assertEquals("Black has no pieces left", black.reason());
    }

    @Test
    void drawsTodaysCells() {
        Game draughts = game("draughts");
        Grid grid = draughts.start("W:WK46,31:B20,K5").grid();
        assertEquals(10, grid.width());
        assertEquals(10, grid.height());
        assertEquals("A", grid.fileLabel(0));
        assertEquals("10", grid.rankLabel(9));
        assertEquals(":K:", grid.largeCell(0, 0));
        assertEquals('W', grid.smallCell(0, 0));
        assertEquals("   ", grid.largeCell(1, 0));
        assertEquals(' ', grid.smallCell(1, 0));
        assertEquals(":C:", grid.largeCell(1, 3));
        assertEquals('w', grid.smallCell(1, 3));
        assertEquals("*K*", grid.largeCell(9, 9));
        assertEquals('B', grid.smallCell(9, 9));
        assertEquals("*C*", grid.largeCell(8, 6));
        assertEquals('b', grid.smallCell(8, 6));
        assertEquals(":::", grid.largeCell(2, 0));
        assertEquals('.', grid.smallCell(2, 0));
        assertEquals(List.of(), grid.legend());
    }

    @ParameterizedTest
    @CsvSource({
        "draughts, draughts-start-large, true, true",
        "draughts, draughts-start-large-flipped, true, false",
        "draughts, draughts-start-small, false, true",
        "checkers, checkers-start-large, true, true",
        "checkers, checkers-start-small-flipped, false, false",
        "italian, italian-start-large, true, true",
        "canadian, canadian-start-large, true, true",
        "turkish, turkish-start-large, true, true"})
    void theStartGridDrawsTheGoldenBoard(String name, String golden, boolean large, boolean upright)
            throws IOException {
        Grid grid = game(name).start(game(name).startFen(0)).grid();
        String drawn = large ? BoardRenderer.large(grid, upright) : BoardRenderer.small(grid, upright);
        assertEquals(golden(golden), drawn);
    }

    private static Game game(String name) {
        return FAMILY.byName(name).orElseThrow();
    }

    private static String byGameType(String gameType) {
        return FAMILY.byRecordTags(Map.of("GameType", gameType)).orElseThrow().name();
    }

    private static List<String> options(String text) {
        return text == null || text.isBlank() ? List.of() : List.of(text.strip().split("\\s+"));
    }

    private static Ply legal(MoveRead read) {
        return assertInstanceOf(MoveRead.Legal.class, read, read.toString()).ply();
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = DraughtsFamilyTest.class.getResourceAsStream("/render/" + name + ".txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theGridSaysWhatACellHoldsSoPicturesNeedNoGlyphs() {
        Game draughts = FAMILY.byName("draughts").orElseThrow();
        Grid grid = draughts.start("W:WK46,50:B1,K5").grid();
        // square 46 is A1 (file 0, rank 0); 50 is I1; 1 is B10; 5 is J10
        assertEquals(new Grid.Content(Grid.Shape.CROWNED_DISC, true, null), grid.content(0, 0));
        assertEquals(new Grid.Content(Grid.Shape.DISC, true, null), grid.content(8, 0));
        assertEquals(new Grid.Content(Grid.Shape.DISC, false, null), grid.content(1, 9));
        assertEquals(new Grid.Content(Grid.Shape.CROWNED_DISC, false, null), grid.content(9, 9));
        assertEquals(Grid.Content.EMPTY, grid.content(2, 0));
        assertEquals(Grid.Content.EMPTY, grid.content(1, 0), "a light square");
    }
}
