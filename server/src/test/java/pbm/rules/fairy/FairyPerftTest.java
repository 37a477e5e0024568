package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft counts of the games by data, read from {@code perft/*.perft} next to this class (the
 * draughts PerftTest reads every file of the {@code perft} resource folder as a draughts
 * variant, so these files live beside this test and are read from the source tree). Each
 * file cites the source of its counts. Depths up to a position's test-depth run always;
 * deeper ones only with {@code -Dpbm.perft.deep=true}.
 */
class FairyPerftTest {

    static final Path DIR = Path.of("src/test/java/pbm/rules/fairy/perft");
    static final boolean DEEP = Boolean.getBoolean("pbm.perft.deep");

    record Case(String file, String game, String fen, int testDepth, Map<Integer, Long> counts) {
        @Override
        public String toString() {
            return file + " " + game + " " + fen;
        }
    }

    static Stream<Case> cases() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(DIR)) {
            for (Path path : files.filter(f -> f.toString().endsWith(".perft")).sorted().toList()) {
                parse(path.getFileName().toString(), Files.readString(path, StandardCharsets.UTF_8), cases);
            }
        }
        assertFalse(cases.isEmpty());
        return cases.stream();
    }

    private static void parse(String file, String text, List<Case> out) {
        String game = null;
        String fen = null;
        int testDepth = 0;
        Map<Integer, Long> counts = new TreeMap<>();
        for (String raw : (text + "\nend x").split("\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int space = line.indexOf(' ');
            String key = line.substring(0, space);
            String value = line.substring(space + 1).strip();
            if ((key.equals("fen") || key.equals("end") || key.equals("game")) && fen != null) {
                out.add(new Case(file, game, fen, testDepth, counts));
                fen = null;
                counts = new TreeMap<>();
            }
            switch (key) {
                case "game" -> game = value;
                case "fen" -> fen = value;
                case "test-depth" -> testDepth = Integer.parseInt(value);
                case "end" -> {
                }
                default -> counts.put(Integer.parseInt(key), Long.parseLong(value));
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void countsMatchThePublishedOnes(Case c) {
        for (Map.Entry<Integer, Long> e : c.counts().entrySet()) {
            int depth = e.getKey();
            if (depth > c.testDepth() && !DEEP) {
                continue;
            }
            assertEquals(e.getValue(), Perft.count(c.game(), c.fen(), depth), c + " depth " + depth);
        }
    }
}
