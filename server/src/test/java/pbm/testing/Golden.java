package pbm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.imageio.ImageIO;

/**
 * Golden files under {@code src/test/resources/}: the exact text people will read.
 * Run with {@code -Dgolden.update=true} to write missing or changed files, then read
 * every changed file by hand before committing it.
 */
public final class Golden {
    private static final Path ROOT = Paths.get("src", "test", "resources");

    private Golden() {
    }

    /**
     * A golden picture: {@code actual} has the pixels of the PNG file, but for a few soft edges
     * (at most one pixel in 200 off by more than 24 in a channel: a font renderer of another
     * version), so a changed drawing fails and a machine's rounding does not.
     */
    public static void assertPicture(String resource, BufferedImage actual) {
        Path file = ROOT.resolve(resource);
        try {
            if (Boolean.getBoolean("golden.update")) {
                Files.createDirectories(file.getParent());
                ImageIO.write(actual, "png", file.toFile());
                return;
            }
            if (!Files.exists(file)) {
                throw new AssertionError("missing golden picture " + file + " (run with -Dgolden.update=true, then"
                        + " look at it)");
            }
            BufferedImage expected = ImageIO.read(file.toFile());
            assertEquals(expected.getWidth() + "x" + expected.getHeight(), actual.getWidth() + "x" + actual.getHeight(),
                    "the size of " + file);
            int off = 0;
            for (int y = 0; y < actual.getHeight(); y++) {
                for (int x = 0; x < actual.getWidth(); x++) {
                    off += farApart(expected.getRGB(x, y), actual.getRGB(x, y)) ? 1 : 0;
                }
            }
            int pixels = actual.getWidth() * actual.getHeight();
            if (off > pixels / 200) {
                throw new AssertionError(off + " of " + pixels + " pixels differ from " + file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean farApart(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 24) {
                return true;
            }
        }
        return false;
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
