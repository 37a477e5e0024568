package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Grid;

/** What the tests of hexagonal and circular boards share: start positions, golden files, the rules every line keeps. */
final class ShapedBoards {

    private ShapedBoards() {
    }

    /** The start position of a game by data, as the renderer gets it. */
    static Grid start(String word) {
        Game game = Catalog.find(word, List.of()).orElseThrow();
        return game.start(game.startFen(0)).grid();
    }

    static String golden(String name) throws IOException {
        try (InputStream in = ShapedBoards.class.getResourceAsStream("/render/" + name + ".txt")) {
            if (in == null) {
                throw new IOException("missing golden file render/" + name + ".txt");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Every line ends with a newline, has no trailing blanks, is at most 72 characters of plain printable ASCII. */
    static void assertPlainLines(String text) {
        assertTrue(text.endsWith("\n"), "the last line ends with a newline");
        for (String line : text.substring(0, text.length() - 1).split("\n", -1)) {
            assertEquals(line.stripTrailing(), line, "trailing blanks in [" + line + "]");
            assertTrue(line.length() <= 72, "wider than 72: [" + line + "]");
            assertTrue(line.chars().allMatch(c -> c >= ' ' && c <= '~'), "not plain ASCII: [" + line + "]");
        }
    }

    /** How often each piece letter stands on the board's cells. */
    static Map<Character, Integer> pieces(Grid board) {
        Map<Character, Integer> counts = new TreeMap<>();
        for (int file = 0; file < board.width(); file++) {
            for (int rank = 0; rank < board.height(); rank++) {
                char cell = board.smallCell(file, rank);
                if (board.exists(file, rank) && Character.isLetter(cell)) {
                    counts.merge(cell, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /** How often each letter stands in the lines, the first and last (the file letters) left out. */
    static Map<Character, Integer> letters(String text) {
        String[] lines = text.split("\n");
        Map<Character, Integer> counts = new TreeMap<>();
        for (int i = 1; i < lines.length - 1; i++) {
            for (char c : lines[i].toCharArray()) {
                if (Character.isLetter(c)) {
                    counts.merge(c, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /**
     * A board that draws as {@code base} does but with only the cells named in {@code marks}
     * holding a piece: the mark's letter; every other cell empty.
     */
    record Marked(Grid base, Map<String, Character> marks) implements Grid {
        public int width() {
            return base.width();
        }

        public int height() {
            return base.height();
        }

        public String fileLabel(int file) {
            return base.fileLabel(file);
        }

        public String rankLabel(int rank) {
            return base.rankLabel(rank);
        }

        public String largeCell(int file, int rank) {
            char mark = smallCell(file, rank);
            return mark == '.' ? "   " : " " + mark + " ";
        }

        public char smallCell(int file, int rank) {
            return marks.getOrDefault(base.cellName(file, rank), '.');
        }

        public List<String> legend() {
            return List.of();
        }

        public Layout layout() {
            return base.layout();
        }

        public boolean exists(int file, int rank) {
            return base.exists(file, rank);
        }

        public String cellName(int file, int rank) {
            return base.cellName(file, rank);
        }

        public int cellColour(int file, int rank) {
            return base.cellColour(file, rank);
        }
    }

    /** Where a character stands in a picture: line and column. */
    record At(int line, int column) {
        /** The only place of {@code mark} in the text. */
        static At of(String text, char mark) {
            String[] lines = text.split("\n");
            At found = null;
            for (int line = 0; line < lines.length; line++) {
                String row = lines[line];
                for (int column = row.indexOf(mark); column >= 0; column = row.indexOf(mark, column + 1)) {
                    assertEquals(null, found, "'" + mark + "' drawn twice");
                    found = new At(line, column);
                }
            }
            assertTrue(found != null, "'" + mark + "' not drawn");
            return found;
        }
    }

    /** The 3-character middles of the cells {@code interior} finds (its group 1), line by line. */
    static List<String> interiors(String text, Pattern interior) {
        List<String> cells = new ArrayList<>();
        for (String line : text.split("\n")) {
            Matcher found = interior.matcher(line);
            while (found.find()) {
                cells.add(found.group(1));
            }
        }
        return cells;
    }

    /** The cells' characters in reading order, the file letter lines and rank numbers left out. */
    static String cellCharacters(String text) {
        String[] lines = text.split("\n");
        StringBuilder cells = new StringBuilder();
        for (int i = 1; i < lines.length - 1; i++) {
            cells.append(lines[i].replaceAll("[^A-Za-z.]", ""));
        }
        return cells.toString();
    }
}
