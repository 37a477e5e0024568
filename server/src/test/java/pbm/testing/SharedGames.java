package pbm.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import pbm.pdn.PdnGame;
import pbm.games.Catalog;
import pbm.rules.Game;

/**
 * The real games of {@code shared/games/*.pdn}, found by walking up from the working
 * directory; tests that use them are skipped, not failed, when the folder is absent.
 */
public final class SharedGames {
    /** Files without a GameType tag: the game they hold. */
    private static final Map<String, String> DEFAULT_VARIANT = Map.of("inferno.pdn", "checkers");

    private SharedGames() {
    }

    public static Stream<Path> pdnFiles() throws IOException {
        Path dir = directory();
        Assumptions.assumeTrue(dir != null, "shared/games not found above " + System.getProperty("user.dir"));
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> pdn = files.filter(f -> f.toString().endsWith(".pdn")).sorted().toList();
            Assumptions.assumeFalse(pdn.isEmpty(), "no PDN files in " + dir);
            return pdn.stream();
        }
    }

    private static Path directory() {
        for (Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath(); dir != null;
                dir = dir.getParent()) {
            Path games = dir.resolve("shared").resolve("games");
            if (Files.isDirectory(games)) {
                return games;
            }
        }
        return null;
    }

    /** The game of a record: its GameType tag, else what the file is known to hold, else draughts. */
    public static Game gameOf(Path file, PdnGame game) {
        return game.tag("GameType").flatMap(type -> Catalog.byRecordTags(Map.of("GameType", type)))
                .or(() -> Catalog.byName(DEFAULT_VARIANT.getOrDefault(file.getFileName().toString(), "draughts")))
                .orElseThrow();
    }
}
