package pbm.server;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The data directory ({@code --data DIR}, default {@code ./pbm-data}), created on first use:
 * {@code pbm.db}, the Maildir {@code inbox/} ({@code tmp/ new/ cur/}), the {@code outbox/}
 * folder of {@code .eml} replies and {@code pbm.properties}.
 *
 * <p>{@code pbm.properties} holds the mail passwords and the database holds the players'
 * mail: a new data directory is made readable by its owner only (0700), and a new
 * {@code pbm.properties} 0600. {@link #exposure()} names what others can read.
 */
public final class DataDir {
    private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
    private static final Set<PosixFilePermission> OTHERS = Set.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);

    private final Path root;

    private DataDir(Path root) {
        this.root = root;
    }

    /** Opens {@code root}, creating the folders and a commented {@code pbm.properties} when missing. */
    public static DataDir open(Path root) throws IOException {
        DataDir dir = new DataDir(root.toAbsolutePath().normalize());
        if (!Files.exists(dir.root)) {
            Files.createDirectories(dir.root, ownerOnly("rwx------"));
        }
        for (String sub : new String[] {"tmp", "new", "cur"}) {
            Files.createDirectories(dir.inbox().resolve(sub));
        }
        Files.createDirectories(dir.outbox());
        Config.writeDefaultsIfMissing(dir.properties());
        return dir;
    }

    /**
     * Opens a data directory that already has a database, for the commands that only work on
     * one (the admin's {@code user}, {@code game}, {@code outbox}, ... commands): a mistyped
     * {@code --data} must not quietly create an empty server. Empty when there is no
     * {@code pbm.db} in {@code root}; nothing is created then.
     */
    public static Optional<DataDir> existing(Path root) throws IOException {
        Path normal = root.toAbsolutePath().normalize();
        if (!Files.isRegularFile(normal.resolve("pbm.db"))) {
            return Optional.empty();
        }
        return Optional.of(open(normal));
    }

    /** The sentence for a {@code --data DIR} that has no database. */
    public static String noDatabase(Path root) {
        Path normal = root.toAbsolutePath().normalize();
        return "there is no pbm database in " + normal + " (no " + normal.resolve("pbm.db") + "). Check --data;"
                + " to start a new server there, run 'pbm db migrate --data " + root + "' or 'pbm serve --data "
                + root + "'.";
    }

    /**
     * What users other than the owner can read or change, one sentence each: the directory
     * and {@code pbm.properties} (its passwords). Empty where the file system has no POSIX
     * permissions.
     */
    public List<String> exposure() throws IOException {
        List<String> problems = new ArrayList<>();
        if (!POSIX) {
            return problems;
        }
        if (exposed(properties())) {
            problems.add(properties() + " (mail passwords) is readable by other users; run: chmod 600 "
                    + properties());
        }
        if (exposed(root)) {
            problems.add(root + " (database and mail) is open to other users; run: chmod 700 " + root);
        }
        return problems;
    }

    private static boolean exposed(Path path) throws IOException {
        if (!Files.exists(path)) {
            return false;
        }
        Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path);
        return permissions.stream().anyMatch(OTHERS::contains);
    }

    /** The attribute that makes a new file or directory its owner's only, e.g. {@code "rw-------"}. */
    static FileAttribute<?>[] ownerOnly(String permissions) {
        return POSIX ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString(permissions))} : new FileAttribute<?>[0];
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
