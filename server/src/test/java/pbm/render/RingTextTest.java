package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.rules.Grid;

/**
 * Byzantine chess's round board as text. The golden files under {@code render/} were read by
 * eye against the game's start (White's pieces on sectors a-d, Black's on i-l, kings on the
 * inner ring); the other tests read the pictures back by their own labels.
 */
class RingTextTest {

    private static final Grid BYZANTINE = ShapedBoards.start("byzantine");
    private static final Pattern LARGE_ROW = Pattern.compile("^ {0,2}(\\d{1,3}) \\|((?:[^|]{3}\\|)+) (\\d+)$");
    private static final Pattern SMALL_ROW = Pattern.compile("^ ?(\\d{1,2})((?: \\S)+) (\\d+)$");

    @ParameterizedTest
    @CsvSource({
        "byzantine-start-large, true, true",
        "byzantine-start-large-turned, true, false",
        "byzantine-start-small, false, true",
        "byzantine-start-small-turned, false, false"})
    void matchesGoldenFile(String name, boolean large, boolean upright) throws IOException {
        assertEquals(ShapedBoards.golden(name), draw(large, upright), name);
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void linesArePlainAndEachPieceIsDrawnOnce(boolean upright) {
        assertEquals(Grid.Layout.CIRCULAR, BYZANTINE.layout());
        for (String text : List.of(draw(true, upright), draw(false, upright))) {
            ShapedBoards.assertPlainLines(text);
            assertEquals(ShapedBoards.pieces(BYZANTINE), withoutSectorLetters(text));
        }
    }

    /**
     * Every cell stands where the sector letters over its column and the ring number beside its
     * row say, all 64 once: the picture can be read back by its labels alone.
     */
    @ParameterizedTest
    @CsvSource({"true, true", "true, false", "false, true", "false, false"})
    void everyCellStandsUnderItsSectorAndBesideItsRing(boolean large, boolean upright) {
        String[] lines = draw(large, upright).split("\n");
        Pattern row = large ? LARGE_ROW : SMALL_ROW;
        int step = large ? 4 : 2;
        boolean[][] seen = new boolean[BYZANTINE.width()][BYZANTINE.height()];
        String letters = null;
        List<Integer> rings = new ArrayList<>();
        for (String line : lines) {
            Matcher cells = row.matcher(line);
            if (!cells.matches()) {
                letters = line.isBlank() || line.contains("=") || line.contains("+") ? letters : line;
                continue;
            }
            int ring = Integer.parseInt(cells.group(1)) - 1;
            assertEquals(cells.group(1), cells.group(3));
            rings.add(ring + 1);
            for (int column = 0; column * step < cells.group(2).length(); column++) {
                int file = fileAt(letters, (large ? 6 : 3) + step * column);
                int start = step * column + (large ? 0 : 1);
                String drawn = cells.group(2).substring(start, start + (large ? 3 : 1));
                String cell = large ? BYZANTINE.largeCell(file, ring) : String.valueOf(BYZANTINE.smallCell(file, ring));
                assertEquals(cell, drawn, BYZANTINE.cellName(file, ring));
                assertTrue(!seen[file][ring], "drawn twice: " + BYZANTINE.cellName(file, ring));
                seen[file][ring] = true;
            }
        }
        assertEquals(List.of(4, 3, 2, 1, 1, 2, 3, 4), rings, "outer ring at the top and the bottom, inner at the centre");
        for (boolean[] sector : seen) {
            for (boolean cell : sector) {
                assertTrue(cell, "every cell drawn");
            }
        }
    }

    /** The halves read round: upright a above p at the left, h above i at the right; turned i above h, p above a. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void halvesReadRoundTheBoard(boolean upright) {
        List<String> letterLines = new ArrayList<>();
        for (String line : BoardRenderer.small(BYZANTINE, upright).split("\n")) {
            if (line.matches(" +[a-p]( [a-p])+")) {
                letterLines.add(line.strip());
            }
        }
        String upper = upright ? "a b c d e f g h" : "i j k l m n o p";
        String lower = upright ? "p o n m l k j i" : "h g f e d c b a";
        assertEquals(List.of(upper, upper, lower, lower), letterLines);
    }

    /** Turned, the rows come in the opposite order, each read backwards. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void turnedIsTheUprightRotated(boolean large) {
        List<String> upright = rows(large, true);
        List<String> turned = rows(large, false);
        assertEquals(8, upright.size());
        for (int i = 0; i < upright.size(); i++) {
            assertEquals(new StringBuilder(upright.get(i)).reverse().toString(), turned.get(upright.size() - 1 - i));
        }
    }

    private static List<String> rows(boolean large, boolean upright) {
        List<String> rows = new ArrayList<>();
        String text = draw(large, upright);
        for (String line : text.split("\n")) {
            Matcher row = (large ? LARGE_ROW : SMALL_ROW).matcher(line);
            if (row.matches()) {
                rows.add(large ? "|" + row.group(2) : row.group(2).strip());
            }
        }
        return rows;
    }

    private static String draw(boolean large, boolean upright) {
        return large ? BoardRenderer.large(BYZANTINE, upright) : BoardRenderer.small(BYZANTINE, upright);
    }

    /** The file whose letter stands at the column of the letter line. */
    private static int fileAt(String letters, int column) {
        String letter = letters.substring(column, column + 1);
        for (int file = 0; file < BYZANTINE.width(); file++) {
            if (BYZANTINE.fileLabel(file).equals(letter)) {
                return file;
            }
        }
        throw new AssertionError("no sector letter at column " + column + " of [" + letters + "]");
    }

    /** The letters of the rows only: the sector letter lines above and below each half left out. */
    private static Map<Character, Integer> withoutSectorLetters(String text) {
        StringBuilder rows = new StringBuilder("-\n");
        for (String line : text.split("\n")) {
            if (LARGE_ROW.matcher(line).matches() || SMALL_ROW.matcher(line).matches()) {
                rows.append(line).append('\n');
            }
        }
        return ShapedBoards.letters(rows.append("-\n").toString());
    }
}
