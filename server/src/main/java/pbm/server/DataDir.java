package pbm.server;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The data directory ({@code --data DIR}, default {@code ./pbm-data}), created on first use:
 * {@code pbm.db}, the Maildir {@code inbox/} ({@code tmp/ new/ cur/}), the {@code outbox/}
 * folder of {@code .eml} replies and {@code pbm.properties}.
 */
public final class DataDir {
    private final Path root;

    private DataDir(Path root) {
        this.root = root;
    }

    /** Opens {@code root}, creating the folders and a commented {@code pbm.properties} when missing. */
    public static DataDir open(Path root) throws IOException {
        DataDir dir = new DataDir(root.toAbsolutePath().normalize());
        for (String sub : new String[] {"tmp", "new", "cur"}) {
            Files.createDirectories(dir.inbox().resolve(sub));
        }
        Files.createDirectories(dir.outbox());
        Config.writeDefaultsIfMissing(dir.properties());
        return dir;
    }

    public Path root() {
        return root;
    }

    public Path database() {
        return root.resolve("pbm.db");
    }

    public Path inbox() {
        return root.resolve("inbox");
    }

    public Path outbox() {
        return root.resolve("outbox");
    }

    public Path properties() {
        return root.resolve("pbm.properties");
    }
}
