package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.render.ShapedBoards.At;
import pbm.render.ShapedBoards.Marked;
import pbm.rules.Grid;
import pbm.testing.AcrossGame;

/**
 * Game Courier's horizontal hexagonal board as text. The golden files under {@code render/} were
 * read by eye against the test game's start (White's king, bishop, knight and rook on d1-g1, a
 * pawn on g2; Black's rook, knight, bishop and king on a7-d7, a pawn on a6); the other tests check
 * the geometry and the labels from the grid itself: the cell (f, r) touches (f + 1, r) to the
 * right, (f, r + 1) upper right and (f - 1, r + 1) upper left.
 */
class HexRowTextTest {

    private static final Grid ACROSS = AcrossGame.startGrid();
    /** A hexagon's middle: 3 characters between two {@code |}, found overlapping (neighbours share a side). */
    private static final Pattern INTERIOR = Pattern.compile("(?=\\|([^|]{3})\\|)");

    @ParameterizedTest
    @CsvSource({
        "across-start-large, true, true",
        "across-start-large-turned, true, false",
        "across-start-small, false, true",
        "across-start-small-turned, false, false"})
    void matchesGoldenFile(String name, boolean large, boolean upright) throws IOException {
        String text = large ? BoardRenderer.large(ACROSS, upright) : BoardRenderer.small(ACROSS, upright);
        assertEquals(ShapedBoards.golden(name), text, name);
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void linesArePlainAndEachPieceIsDrawnOnce(boolean upright) {
        assertEquals(Grid.Layout.HORIZONTAL_HEXAGONAL, ACROSS.layout());
        for (String text : List.of(BoardRenderer.large(ACROSS, upright), BoardRenderer.small(ACROSS, upright))) {
            ShapedBoards.assertPlainLines(text);
            assertEquals(ShapedBoards.pieces(ACROSS), ShapedBoards.letters(text));
        }
        assertEquals(Map.of('B', 1, 'K', 1, 'N', 1, 'P', 1, 'R', 1, 'b', 1, 'k', 1, 'n', 1, 'p', 1, 'r', 1),
                ShapedBoards.pieces(ACROSS), "five pieces a side");
    }

    /** 37 hexagons; turned, the same cells in the opposite order. */
    @Test
    void largeBoardDrawsEveryHexagonOnce() {
        List<String> upright = interiors(BoardRenderer.large(ACROSS, true));
        List<String> turned = interiors(BoardRenderer.large(ACROSS, false));
        assertEquals(37, cells().size());
        assertEquals(37, upright.size());
        Collections.reverse(turned);
        assertEquals(upright, turned);
    }

    @Test
    void smallTurnedIsTheUprightReadBackwards() {
        String upright = cellCharacters(BoardRenderer.small(ACROSS, true));
        String turned = cellCharacters(BoardRenderer.small(ACROSS, false));
        assertEquals(37, upright.length());
        assertEquals(new StringBuilder(upright).reverse().toString(), turned);
    }

    /** Each cell's hexagon is filled with its colour round its piece: blank, '.' or ':' by {@link Grid#cellColour}. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void eachHexagonIsFilledWithItsCellsColour(boolean upright) {
        int[] colours = new int[3];
        for (String name : cells()) {
            String text = BoardRenderer.large(new Marked(ACROSS, Map.of(name, 'X')), upright);
            At at = At.of(text, 'X');
            String[] lines = text.split("\n");
            int[] cell = cell(name);
            char fill = " .:".charAt(ACROSS.cellColour(cell[0], cell[1]));
            assertEquals("|" + fill + "X" + fill + "|", lines[at.line()].substring(at.column() - 2, at.column() + 3),
                    name);
            assertEquals("/ \\", lines[at.line() - 1].substring(at.column() - 1, at.column() + 2), name + " top");
            assertEquals("\\ /", lines[at.line() + 1].substring(at.column() - 1, at.column() + 2), name + " bottom");
            colours[ACROSS.cellColour(cell[0], cell[1])]++;
        }
        assertEquals(List.of(12, 13, 12), List.of(colours[0], colours[1], colours[2]), "three colours");
    }

    /**
     * d1 with e1 to its right, c2 upper left and d2 upper right, a4 three rows up and one and a
     * half cells left: large 4 columns a cell and 2 lines a row, small 2 columns and 1 line;
     * turned, every step the other way.
     */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void neighboursStandAsTheGeometrySays(boolean upright) {
        Grid marked = new Marked(ACROSS, Map.of("d1", 'D', "e1", 'E', "c2", 'L', "d2", 'U', "a4", 'A'));
        int side = upright ? 1 : -1;
        for (boolean large : new boolean[] {true, false}) {
            String text = large ? BoardRenderer.large(marked, upright) : BoardRenderer.small(marked, upright);
            int column = large ? 4 : 2;
            int row = large ? 2 : 1;
            At d1 = At.of(text, 'D');
            assertEquals(new At(d1.line(), d1.column() + column * side), At.of(text, 'E'), "e1 right");
            assertEquals(new At(d1.line() - row * side, d1.column() - column / 2 * side), At.of(text, 'L'),
                    "c2 upper left");
            assertEquals(new At(d1.line() - row * side, d1.column() + column / 2 * side), At.of(text, 'U'),
                    "d2 upper right");
            assertEquals(new At(d1.line() - 3 * row * side, d1.column() - 3 * column / 2 * side), At.of(text, 'A'),
                    "a4");
            int lastCellLine = text.split("\n").length - (large ? 3 : 2);
            assertEquals(upright ? lastCellLine : row, d1.line(), "d1 in the lowest row, turned the highest");
        }
    }

    /**
     * Every cell's name reads off the picture: its rank number at both ends of its row, and its
     * file letter on the line under the board or over it, where the file's slant (one column a
     * line, up to the right) from the cell meets that line; the other line has a blank there or
     * the same letter.
     */
    @ParameterizedTest
    @CsvSource({"true, true", "true, false", "false, true", "false, false"})
    void everyCellsNameReads(boolean large, boolean upright) {
        for (String name : cells()) {
            Grid marked = new Marked(ACROSS, Map.of(name, 'X'));
            String text = large ? BoardRenderer.large(marked, upright) : BoardRenderer.small(marked, upright);
            String[] lines = text.split("\n");
            At at = At.of(text, 'X');
            String rank = name.substring(1);
            String row = lines[at.line()];
            assertTrue(row.matches(" *" + rank + " [^0-9]*[^0-9 ] " + rank), name + " in [" + row + "]");
            String file = name.substring(0, 1);
            String below = letterAt(lines[lines.length - 1], at.column() - (lines.length - 1 - at.line()));
            String above = letterAt(lines[0], at.column() + at.line());
            assertTrue(below.equals(file) || above.equals(file), name + ": below " + below + ", above " + above);
            assertTrue(List.of(" ", file).containsAll(List.of(below, above)), name + ": " + below + above);
        }
    }

    /** Upright, the file letters stand by the files' ends: a-d over rank 7, d-g under rank 1. */
    @Test
    void fileLettersLineTheTopAndBottomEdges() {
        String[] large = BoardRenderer.large(ACROSS, true).split("\n");
        assertEquals("a b c d", large[0].strip().replaceAll(" +", " "));
        assertEquals("d e f g", large[large.length - 1].strip().replaceAll(" +", " "));
        String[] small = BoardRenderer.small(ACROSS, false).split("\n");
        assertEquals("g f e d", small[0].strip());
        assertEquals("d c b a", small[small.length - 1].strip());
        assertNotEquals(BoardRenderer.large(ACROSS, true), BoardRenderer.large(ACROSS, false));
    }

    /** The character at {@code column} of the line, a blank beyond its end. */
    private static String letterAt(String line, int column) {
        return column >= 0 && column < line.length() ? line.substring(column, column + 1) : " ";
    }

    private static List<String> interiors(String text) {
        return ShapedBoards.interiors(text, INTERIOR);
    }

    private static String cellCharacters(String text) {
        return ShapedBoards.cellCharacters(text);
    }

    /** The names of the board's cells. */
    private static List<String> cells() {
        List<String> names = new ArrayList<>();
        for (int rank = 0; rank < ACROSS.height(); rank++) {
            for (int file = 0; file < ACROSS.width(); file++) {
                if (ACROSS.exists(file, rank)) {
                    names.add(ACROSS.cellName(file, rank));
                }
            }
        }
        return names;
    }

    /** The file and rank of the cell named {@code name}. */
    private static int[] cell(String name) {
        for (int rank = 0; rank < ACROSS.height(); rank++) {
            for (int file = 0; file < ACROSS.width(); file++) {
                if (ACROSS.exists(file, rank) && ACROSS.cellName(file, rank).equals(name)) {
                    return new int[] {file, rank};
                }
            }
        }
        throw new AssertionError(name);
    }
}
