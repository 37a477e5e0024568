package pbm.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Golden files under {@code src/test/resources/golden/}: the exact tables an admin reads.
 * {@code -Dgolden.update=true} writes them; read every changed file by hand before committing.
 */
final class Golden {
    private static final Path ROOT = Paths.get("src", "test", "resources", "golden");

    private Golden() {
    }

    static void assertMatches(String name, String actual) {
        Path file = ROOT.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            try {
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        String expected;
        try {
            expected = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("missing golden file " + file + "; actual:\n" + actual, e);
        }
        assertEquals(expected, actual, "differs from " + file);
    }
}
