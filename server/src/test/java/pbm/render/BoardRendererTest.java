package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pbm.rules.Grid;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden files under {@code render/} were written by hand: the unflipped
 * 10x10 ones are copied from BOARD.md, the others derived from its rules.
 */
class BoardRendererTest {

    /** International start: A1 is a playing square, 4 rows of men each. */
    static final GridBoard DRAUGHTS = start(10, 10, 4, true);
    /** English checkers (GameType invert flag 0): A1 is a playing square. */
    static final GridBoard CHECKERS = start(8, 8, 3, true);
    /** Italian (GameType invert flag 1): A1 is not a playing square. */
    static final GridBoard ITALIAN = start(8, 8, 3, false);
    static final GridBoard CANADIAN = start(12, 12, 5, true);
    static final GridBoard RECTANGULAR = start(10, 8, 3, true);
    static final GridBoard TURKISH = GridBoard.fromRows(
            "........",
            "bbbbbbbb",
            "bbbbbbbb",
            "........",
            "........",
            "wwwwwwww",
            "wwwwwwww",
            "........");
    /** Black king B10, black men E7 G7 H2, white kings A5 I1, white man F4. */
    static final GridBoard KINGS = GridBoard.fromRows(
            " B . . . .",
            ". . . . . ",
            " . . . . .",
            ". . b b . ",
            " . . . . .",
            "W . . . . ",
            " . . w . .",
            ". . . . . ",
            " . . . b .",
            ". . . . W ");

    static Stream<Arguments> goldenFiles() {
        return Stream.of(
                Arguments.of("draughts-start-large", DRAUGHTS, true, true),
                Arguments.of("draughts-start-large-flipped", DRAUGHTS, true, false),
                Arguments.of("draughts-start-small", DRAUGHTS, false, true),
                Arguments.of("draughts-start-small-flipped", DRAUGHTS, false, false),
                Arguments.of("checkers-start-large", CHECKERS, true, true),
                Arguments.of("checkers-start-small-flipped", CHECKERS, false, false),
                Arguments.of("italian-start-large", ITALIAN, true, true),
                Arguments.of("italian-start-large-flipped", ITALIAN, true, false),
                Arguments.of("canadian-start-large", CANADIAN, true, true),
                Arguments.of("kings-large", KINGS, true, true),
                Arguments.of("kings-large-flipped", KINGS, true, false),
                Arguments.of("kings-small", KINGS, false, true),
                Arguments.of("turkish-start-large", TURKISH, true, true),
                Arguments.of("turkish-start-small-flipped", TURKISH, false, false),
                Arguments.of("rect10x8-large-flipped", RECTANGULAR, true, false),
                Arguments.of("rect10x8-small", RECTANGULAR, false, true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenFiles")
    void matchesGoldenFile(String name, GridBoard board, boolean large, boolean whiteAtBottom) throws IOException {
        String expected = golden(name);
        String actual = large
                ? BoardRenderer.large(board, whiteAtBottom)
                : BoardRenderer.small(board, whiteAtBottom);
        assertEquals(expected, actual, name);
    }

    static Stream<Arguments> everyBoardBothWays() {
        return Stream.of(DRAUGHTS, CHECKERS, ITALIAN, CANADIAN, RECTANGULAR, TURKISH, KINGS)
                .flatMap(board -> Stream.of(Arguments.of(board, true), Arguments.of(board, false)));
    }

    @ParameterizedTest
    @MethodSource("everyBoardBothWays")
    void noLineHasTrailingBlanks(GridBoard board, boolean whiteAtBottom) {
        for (String text : List.of(BoardRenderer.large(board, whiteAtBottom),
                BoardRenderer.small(board, whiteAtBottom))) {
            assertTrue(text.endsWith("\n"));
            for (String line : text.split("\n", -1)) {
                assertEquals(line.stripTrailing(), line, "trailing blanks in [" + line + "]");
                assertFalse(line.contains("\t"));
            }
        }
    }

    private static final Pattern LARGE_ROW = Pattern.compile("^( {0,2}\\d{1,3}) \\|((?:[^|]{3}\\|)+) (\\d+)$");
    private static final Map<String, Character> LARGE_GLYPHS = Map.of(
            "   ", ' ', ":::", '.', ":C:", 'w', "*C*", 'b', ":K:", 'W', "*K*", 'B');

    /**
     * Reads a large board back the way a pbmserv client does: every row of
     * 3-character cells between {@code |}, labelled with its rank on both
     * sides, gives back exactly the board that was drawn.
     */
    @ParameterizedTest
    @MethodSource("everyBoardBothWays")
    void largeRowsAreThreeCharacterCellsBetweenBars(GridBoard board, boolean whiteAtBottom) {
        String[] lines = BoardRenderer.large(board, whiteAtBottom).split("\n");
        assertEquals(2 * board.height() + 3, lines.length);
        String separator = "    +" + "---+".repeat(board.width());
        int rows = 0;
        for (int i = 1; i < lines.length - 1; i++) {
            if (i % 2 == 1) {
                assertEquals(separator, lines[i]);
                continue;
            }
            Matcher row = LARGE_ROW.matcher(lines[i]);
            assertTrue(row.matches(), "not a board row: [" + lines[i] + "]");
            assertEquals(3, row.group(1).length(), "rank label in 3 columns");
            int rank = Integer.parseInt(row.group(1).trim());
            assertEquals(rank, Integer.parseInt(row.group(3)));
            String cells = row.group(2);
            assertEquals(4 * board.width(), cells.length());
            for (int column = 0; column < board.width(); column++) {
                int file = whiteAtBottom ? column : board.width() - 1 - column;
                Character cell = LARGE_GLYPHS.get(cells.substring(4 * column, 4 * column + 3));
                assertEquals(board.cell(file, rank - 1), cell, "file " + file + " rank " + rank);
            }
            rows++;
        }
        assertEquals(board.height(), rows);
    }

    @ParameterizedTest
    @MethodSource("everyBoardBothWays")
    void smallRowsShowOneCharacterPerSquare(GridBoard board, boolean whiteAtBottom) {
        String[] lines = BoardRenderer.small(board, whiteAtBottom).split("\n");
        assertEquals(board.height() + 2, lines.length);
        for (int row = 1; row <= board.height(); row++) {
            String line = lines[row];
            int rank = Integer.parseInt(line.substring(0, 2).trim());
            assertEquals(whiteAtBottom ? board.height() - row + 1 : row, rank);
            assertEquals(String.format(" %2d", rank), line.substring(line.length() - 3));
            for (int column = 0; column < board.width(); column++) {
                int file = whiteAtBottom ? column : board.width() - 1 - column;
                assertEquals(' ', line.charAt(2 + 2 * column));
                assertEquals(board.cell(file, rank - 1), line.charAt(3 + 2 * column));
            }
        }
    }

    @Test
    void fileLettersStandCentredOverTheirSquares() {
        String[] lines = BoardRenderer.large(CANADIAN, false).split("\n");
        String letters = lines[0];
        String firstRow = lines[2];
        for (int column = 0; column < 12; column++) {
            int centre = 6 + 4 * column;
            assertEquals((char) ('L' - column), letters.charAt(centre));
            assertEquals('|', firstRow.charAt(centre - 2));
        }
        assertEquals(letters, lines[lines.length - 1]);
    }

    @Test
    void flippingTheSymmetricStartSwapsOnlyColoursAndLabels() {
        String flipped = BoardRenderer.large(DRAUGHTS, false);
        String colourSwapped = BoardRenderer.large(swapColours(DRAUGHTS), true);
        assertEquals(stripLabels(colourSwapped), stripLabels(flipped));
    }

    @Test
    void refusesWhatItCannotDraw() {
        assertThrows(IllegalArgumentException.class, () -> GridBoard.fromRows(" x"));
        assertThrows(IllegalArgumentException.class,
                () -> BoardRenderer.large(start(27, 8, 3, true), true));
        assertThrows(IllegalArgumentException.class,
                () -> BoardRenderer.small(start(8, 100, 3, true), true));
        Grid broken = new Grid() {
            public int width() { return 2; }
            public int height() { return 2; }
            public String fileLabel(int file) { return "A"; }
            public String rankLabel(int rank) { return "1"; }
            public String largeCell(int file, int rank) { return "?"; }
            public char smallCell(int file, int rank) { return '\n'; }
            public List<String> legend() { return List.of(); }
        };
        assertThrows(IllegalArgumentException.class, () -> BoardRenderer.large(broken, true));
        assertThrows(IllegalArgumentException.class, () -> BoardRenderer.small(broken, true));
    }

    @Test
    void gridBoardKeepsItsOwnCopy() {
        char[][] cells = {{'w', ' '}, {' ', 'b'}};
        GridBoard board = new GridBoard(2, 2, cells);
        cells[0][0] = '.';
        board.cells()[1][1] = '.';
        assertEquals('w', board.cell(0, 0));
        assertEquals('b', board.cell(1, 1));
        assertEquals(board, GridBoard.fromRows(" b", "w "));
    }

    /** The usual start: {@code rowsEach} rows of men per side on the diagonal squares. */
    static GridBoard start(int width, int height, int rowsEach, boolean aOnePlaying) {
        char[][] cells = new char[height][width];
        for (int rank = 0; rank < height; rank++) {
            for (int file = 0; file < width; file++) {
                boolean playing = ((file + rank) % 2 == 0) == aOnePlaying;
                char man = rank < rowsEach ? 'w' : rank >= height - rowsEach ? 'b' : '.';
                cells[rank][file] = playing ? man : ' ';
            }
        }
        return new GridBoard(width, height, cells);
    }

    private static GridBoard swapColours(GridBoard board) {
        char[][] cells = board.cells();
        for (char[] rank : cells) {
            for (int file = 0; file < rank.length; file++) {
                char c = rank[file];
                rank[file] = Character.isLetter(c)
                        ? (Character.toLowerCase(c) == 'w' ? (char) (c + 'b' - 'w') : (char) (c + 'w' - 'b'))
                        : c;
            }
        }
        return new GridBoard(board.width(), board.height(), cells);
    }

    private static String stripLabels(String large) {
        StringBuilder cellsOnly = new StringBuilder();
        for (String line : large.split("\n")) {
            int first = line.indexOf('|');
            if (first >= 0) {
                cellsOnly.append(line, first, line.lastIndexOf('|') + 1);
            }
            cellsOnly.append('\n');
        }
        return cellsOnly.toString();
    }

    private static String golden(String name) throws IOException {
        try (InputStream in = BoardRendererTest.class.getResourceAsStream("/render/" + name + ".txt")) {
            if (in == null) {
                throw new IOException("missing golden file render/" + name + ".txt");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
