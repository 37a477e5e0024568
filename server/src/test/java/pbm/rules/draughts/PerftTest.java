package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
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
 * Perft counts from the initial position of every variant, read from {@code perft/<variant>.perft}: the
 * FEN of the initial position must match, and every count up to the file's test-depth.
 */
class PerftTest {

    record PerftFile(String file, String variant, String fen, int testDepth, Map<Integer, Long> counts) {
        @Override
        public String toString() {
            return file;
        }
    }

    static Stream<PerftFile> perftFiles() throws IOException, URISyntaxException {
        URL dir = PerftTest.class.getResource("/perft");
        List<PerftFile> files = new ArrayList<>();
        try (Stream<Path> paths = Files.list(Path.of(dir.toURI()))) {
            for (Path path : paths.sorted().toList()) {
                try (InputStream in = Files.newInputStream(path)) {
                    files.add(parse(path.getFileName().toString(),
                            new String(in.readAllBytes(), StandardCharsets.UTF_8)));
                }
            }
        }
        assertTrue(files.size() >= 10, "expected a perft file per variant");
        return files.stream();
    }

    private static PerftFile parse(String file, String text) {
        String variant = null;
        String fen = null;
        int testDepth = 0;
        Map<Integer, Long> counts = new TreeMap<>();
        for (String raw : text.split("\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int space = line.indexOf(' ');
            String key = line.substring(0, space);
            String value = line.substring(space + 1).strip();
            switch (key) {
                case "variant" -> variant = value;
                case "fen" -> fen = value;
                case "test-depth" -> testDepth = Integer.parseInt(value);
                default -> counts.put(Integer.parseInt(key), Long.parseLong(value));
            }
        }
        return new PerftFile(file, variant, fen, testDepth, counts);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("perftFiles")
    void countsFromTheInitialPosition(PerftFile data) {
        Variant v = DraughtsFamily.variant(data.variant()).orElseThrow();
        Position start = v.initialPosition();
        assertEquals(data.fen(), Fen.write(start), "initial FEN of " + v.name());
        assertEquals(start, Fen.read(v, data.fen()));
        assertTrue(data.testDepth() >= 1 && data.counts().containsKey(data.testDepth()));
        for (int depth = 1; depth <= data.testDepth(); depth++) {
            long started = System.nanoTime();
            long count = Perft.countWithObjects(start, depth);
            assertEquals(data.counts().get(depth), count, v.name() + " perft " + depth);
            if (depth == data.testDepth()) {
                System.out.printf("perft %s depth %d = %d in %.2f s%n", v.name(), depth, count,
                        (System.nanoTime() - started) / 1e9);
            }
        }
    }
}
