package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.render.ShapedBoards.At;
import pbm.render.ShapedBoards.Marked;
import pbm.rules.Grid;

/**
 * Gliński's board as text. The golden files under {@code render/} were read by eye against the
 * game's start (White's bishops on f1, f2, f3, king g1, queen e1; Black's mirrored on f11..f9);
 * the other tests check the geometry and the labels from the grid itself.
 */
class HexTextTest {

    private static final Grid GLINSKI = ShapedBoards.start("glinski");
    /** A hexagon's middle: 3 characters between {@code /} and {@code \}, found overlapping. */
    private static final Pattern INTERIOR = Pattern.compile("(?=/([^/\\\\]{3})\\\\)");

    @ParameterizedTest
    @CsvSource({
        "glinski-start-large, true, true",
        "glinski-start-large-turned, true, false",
        "glinski-start-small, false, true",
        "glinski-start-small-turned, false, false"})
    void matchesGoldenFile(String name, boolean large, boolean upright) throws IOException {
        String text = large ? BoardRenderer.large(GLINSKI, upright) : BoardRenderer.small(GLINSKI, upright);
        assertEquals(ShapedBoards.golden(name), text, name);
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void linesArePlainAndEachPieceIsDrawnOnce(boolean upright) {
        assertEquals(Grid.Layout.HEXAGONAL, GLINSKI.layout());
        for (String text : List.of(BoardRenderer.large(GLINSKI, upright), BoardRenderer.small(GLINSKI, upright))) {
            ShapedBoards.assertPlainLines(text);
            assertEquals(ShapedBoards.pieces(GLINSKI), ShapedBoards.letters(text));
        }
        int pieces = ShapedBoards.pieces(GLINSKI).values().stream().mapToInt(Integer::intValue).sum();
        assertEquals(36, pieces, "18 pieces a side");
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void smallBoardHasOneCharacterPerCell(boolean upright) {
        String[] lines = BoardRenderer.small(GLINSKI, upright).split("\n");
        int cells = 0;
        for (int i = 1; i < lines.length - 1; i++) {
            cells += lines[i].replaceAll("[^A-Za-z.]", "").length();
        }
        assertEquals(91, cells);
        String files = upright ? "   a b c d e f g h i k l" : "   l k i h g f e d c b a";
        assertEquals(files, lines[0]);
        assertEquals(files, lines[lines.length - 1]);
    }

    /** 91 hexagons, each filled with its cell's colour; turned, the same cells in the opposite order. */
    @Test
    void largeBoardDrawsEveryHexagonInItsColour() {
        List<String> upright = interiors(BoardRenderer.large(GLINSKI, true));
        List<String> turned = interiors(BoardRenderer.large(GLINSKI, false));
        assertEquals(91, upright.size());
        Collections.reverse(turned);
        assertEquals(upright, turned);
        int[] colours = new int[3];
        for (String cell : upright) {
            assertEquals(cell.charAt(0), cell.charAt(2), "filled alike on both sides: [" + cell + "]");
            colours[" .:".indexOf(cell.charAt(0))]++;
        }
        assertEquals(List.of(30, 31, 30), List.of(colours[0], colours[1], colours[2]), "light, middle, dark cells");
    }

    @Test
    void smallTurnedIsTheUprightReadBackwards() {
        String upright = cellCharacters(BoardRenderer.small(GLINSKI, true));
        String turned = cellCharacters(BoardRenderer.small(GLINSKI, false));
        assertEquals(91, upright.length());
        assertEquals(new StringBuilder(upright).reverse().toString(), turned);
    }

    /** f1 the lowest cell, e1 and g1 half a cell above it on either side, f2 a cell above, a1 two and a half. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void neighboursStandAsTheGeometrySays(boolean upright) {
        Grid marked = new Marked(GLINSKI, Map.of("f1", 'F', "e1", 'E', "g1", 'G', "f2", 'X', "a1", 'A'));
        int side = upright ? 1 : -1;
        String small = BoardRenderer.small(marked, upright);
        At f1 = At.of(small, 'F');
        assertEquals(new At(f1.line() - side, f1.column() - 2 * side), At.of(small, 'E'));
        assertEquals(new At(f1.line() - side, f1.column() + 2 * side), At.of(small, 'G'));
        assertEquals(new At(f1.line() - 2 * side, f1.column()), At.of(small, 'X'));
        assertEquals(new At(f1.line() - 5 * side, f1.column() - 10 * side), At.of(small, 'A'));
        assertEquals(upright ? lastCellLine(small) : 1, f1.line(), "f1 the lowest cell, turned the highest");

        String large = BoardRenderer.large(marked, upright);
        f1 = At.of(large, 'F');
        assertEquals(new At(f1.line() - side, f1.column() - 4 * side), At.of(large, 'E'));
        assertEquals(new At(f1.line() - side, f1.column() + 4 * side), At.of(large, 'G'));
        assertEquals(new At(f1.line() - 2 * side, f1.column()), At.of(large, 'X'));
        assertEquals(new At(f1.line() - 5 * side, f1.column() - 20 * side), At.of(large, 'A'));
        String[] lines = large.split("\n");
        char fill = " .:".charAt(GLINSKI.cellColour(5, 0));
        assertEquals("/" + fill + "F" + fill + "\\", lines[f1.line()].substring(f1.column() - 2, f1.column() + 3));
        assertEquals("\\___/", lines[f1.line() + 1].substring(f1.column() - 2, f1.column() + 3));
        assertEquals("___", lines[f1.line() - 1].substring(f1.column() - 1, f1.column() + 2));
    }

    /** On the small board every cell of the rim has its rank number beside it, outside the board. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void rimCellsShowTheirRankOnTheSmallBoard(boolean upright) {
        int labelled = 0;
        for (Cell cell : cells()) {
            String text = BoardRenderer.small(new Marked(GLINSKI, Map.of(cell.name, 'X')), upright);
            At at = At.of(text, 'X');
            String line = text.split("\n")[at.line()];
            boolean outerLeft = upright ? cell.missingLeft : cell.missingRight;
            boolean outerRight = upright ? cell.missingRight : cell.missingLeft;
            if (outerLeft) {
                String padded = "   " + line;
                int from = at.column() + 1 - cell.rank.length();
                assertEquals(" " + cell.rank + " X", padded.substring(from, at.column() + 4), cell.name);
            }
            if (outerRight) {
                String right = line.substring(at.column(), at.column() + 2 + cell.rank.length());
                assertEquals("X " + cell.rank, right, cell.name);
            }
            labelled += outerLeft || outerRight ? 1 : 0;
        }
        assertEquals(30, labelled, "the rim of a board 6 cells a side");
    }

    /** On the large board each file's first and last cell have their rank number below and above them. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void fileEndsShowTheirRankOnTheLargeBoard(boolean upright) {
        for (Cell cell : cells()) {
            if (!cell.first && !cell.last) {
                continue;
            }
            String text = BoardRenderer.large(new Marked(GLINSKI, Map.of(cell.name, 'X')), upright);
            At at = At.of(text, 'X');
            String[] lines = text.split("\n");
            if (cell.last) {
                int line = upright ? at.line() - 2 : at.line() + 2;
                assertEquals(cell.rank, digits(lines[line], at.column() - 2, at.column() + 3), cell.name + " above");
            }
            if (cell.first) {
                int line = upright ? at.line() + 2 : at.line() - 2;
                assertEquals(cell.rank, digits(lines[line], at.column() - 2, at.column() + 3), cell.name + " below");
            }
        }
    }

    @Test
    void largeBoardNumbersTheCellsOfItsLeftAndRightSides() {
        String[] lines = BoardRenderer.large(GLINSKI, true).split("\n");
        List<String> left = new ArrayList<>();
        List<String> right = new ArrayList<>();
        for (String line : lines) {
            Matcher side = Pattern.compile("^ *(\\d+) /.*\\\\ (\\d+)$").matcher(line);
            if (side.matches()) {
                left.add(side.group(1));
                right.add(side.group(2));
            }
        }
        assertEquals(List.of("6", "5", "4", "3", "2", "1"), left);
        assertEquals(left, right);
        assertNotEquals(BoardRenderer.large(GLINSKI, true), BoardRenderer.large(GLINSKI, false));
    }

    private static List<String> interiors(String text) {
        return ShapedBoards.interiors(text, INTERIOR);
    }

    private static String cellCharacters(String text) {
        return ShapedBoards.cellCharacters(text);
    }

    private static int lastCellLine(String text) {
        String[] lines = text.split("\n");
        return lines.length - 2;
    }

    /** The digits between two columns of a line. */
    private static String digits(String line, int from, int to) {
        String part = line.length() <= from ? "" : line.substring(from, Math.min(to, line.length()));
        return part.replaceAll("[^0-9]", "");
    }

    /** A cell of the board by name, with its rank number and where the board ends around it. */
    private record Cell(String name, String rank, boolean missingLeft, boolean missingRight,
            boolean first, boolean last) {
    }

    private static List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        for (int file = 0; file < GLINSKI.width(); file++) {
            for (int rank = 0; rank < GLINSKI.height(); rank++) {
                if (GLINSKI.exists(file, rank)) {
                    String name = GLINSKI.cellName(file, rank);
                    cells.add(new Cell(name, name.substring(1),
                            !on(file - 1, rank) || !on(file - 1, rank - 1),
                            !on(file + 1, rank + 1) || !on(file + 1, rank),
                            !on(file, rank - 1), !on(file, rank + 1)));
                }
            }
        }
        assertEquals(91, cells.size());
        return cells;
    }

    private static boolean on(int file, int rank) {
        return file >= 0 && file < GLINSKI.width() && rank >= 0 && rank < GLINSKI.height()
                && GLINSKI.exists(file, rank);
    }
}
