package pbm.testing;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;

/**
 * Debian's headless Chromium for the tests that look at a page as a browser shows it (board
 * mails, web pages): where it is, a screenshot of a page, and where given colours lie in it.
 */
public final class Chromium {

    private Chromium() {
    }

    /**
     * Chromium from the system's packages; the test fails, never skips, when there is none.
     * On a Debian machine where the build runs as root (a fresh CI machine, a container) the
     * project installs Debian's package itself (setup/system-packages does so before the tests).
     */
    public static Path path() throws Exception {
        Path found = onPath();
        if (found == null && Files.isExecutable(Path.of("/usr/bin/apt-get")) && "root".equals(
                System.getProperty("user.name"))) {
            System.err.println("Chromium is missing; installing Debian's chromium package");
            Process install = new ProcessBuilder("sh", "-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive"
                    + " apt-get install -y -qq chromium").inheritIO().start();
            install.waitFor(15, TimeUnit.MINUTES);
            found = onPath();
        }
        if (found != null) {
            return found;
        }
        fail("Chromium was not found (looked for chromium, chromium-browser, google-chrome on the PATH). Install it"
                + " with \"apt-get install -y chromium\"; setup/system-packages installs it when missing.");
        return null;
    }

    private static Path onPath() {
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String directory : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
                Path candidate = Path.of(directory, name);
                if (Files.isExecutable(candidate)) {
                    return candidate;
                }
            }
        }
        return null;
    }

    /**
     * A screenshot of {@code url} in a window {@code width} by {@code height} pixels, one device
     * pixel a CSS pixel, with a fresh profile under {@code dir} and no background networking.
     */
    public static BufferedImage screenshot(Path chromium, String url, int width, int height, Path dir)
            throws Exception {
        String name = width + "-" + Integer.toHexString(url.hashCode());
        Path shot = dir.resolve("shot" + name + ".png");
        Path log = dir.resolve("chromium" + name + ".log");
        Process process = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=" + width + "," + height,
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + dir.resolve("profile" + name), "--screenshot=" + shot, url)
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "Chromium did not finish in 2 minutes");
        assertTrue(Files.exists(shot), "Chromium made no screenshot: " + Files.readString(log));
        return ImageIO.read(shot.toFile());
    }

    /** The box (left, top, right, bottom) of every pixel of the given colours. */
    public static int[] box(BufferedImage image, Color... colours) {
        int left = Integer.MAX_VALUE;
        int top = Integer.MAX_VALUE;
        int right = -1;
        int bottom = -1;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                Color c = new Color(image.getRGB(x, y));
                for (Color colour : colours) {
                    if (near(c, colour)) {
                        left = Math.min(left, x);
                        top = Math.min(top, y);
                        right = Math.max(right, x);
                        bottom = Math.max(bottom, y);
                    }
                }
            }
        }
        return new int[] {left, top, right, bottom};
    }

    /** Within 6 in each channel: a browser's rounding of a flat colour. */
    public static boolean near(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) <= 6 && Math.abs(a.getGreen() - b.getGreen()) <= 6
                && Math.abs(a.getBlue() - b.getBlue()) <= 6;
    }
}
