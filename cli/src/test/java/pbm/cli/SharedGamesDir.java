package pbm.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The real games of {@code shared/games/*.pdn}, found by walking up from the working
 * directory (as the server's tests find them); a test that uses them is skipped, not
 * failed, when the folder is absent.
 */
final class SharedGamesDir {
    private SharedGamesDir() {
    }

    static List<Path> pdnFiles() throws IOException {
        Path dir = null;
        for (Path up = Path.of(System.getProperty("user.dir")).toAbsolutePath(); up != null && dir == null;
                up = up.getParent()) {
            Path games = up.resolve("shared").resolve("games");
            dir = Files.isDirectory(games) ? games : null;
        }
        Assumptions.assumeTrue(dir != null, "shared/games not found above " + System.getProperty("user.dir"));
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> pdn = files.filter(f -> f.toString().endsWith(".pdn")).sorted().toList();
            Assumptions.assumeFalse(pdn.isEmpty(), "no PDN files in " + dir);
            return pdn;
        }
    }
}
