package pbm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Golden files under {@code src/test/resources/}: the exact text people will read.
 * Run with {@code -Dgolden.update=true} to write missing or changed files, then read
 * every changed file by hand before committing it.
 */
public final class Golden {
    private static final Path ROOT = Paths.get("src", "test", "resources");

    private Golden() {
    }

    public static void assertMatches(String resource, String actual) {
        Path file = ROOT.resolve(resource);
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
            throw new AssertionError("missing golden file " + file + " (run with -Dgolden.update=true, then"
                    + " check it by hand); actual:\n" + actual, e);
        }
        assertEquals(expected, actual, "differs from " + file);
    }
}
