package pbm.server;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;
import pbm.files.PrivateFiles;
import pbm.mail.ReplyTokens;

/**
 * The data directory ({@code --data DIR}, default {@code ./pbm-data}), created on first use:
 * {@code pbm.db}, the Maildir {@code inbox/} ({@code tmp/ new/ cur/}), the {@code outbox/}
 * folder of {@code .eml} replies and {@code pbm.properties}.
 *
 * <p>Everything in it is its owner's only: the database holds the password hashes and every
 * address, the inbox the players' mails (with their passwords in clear), the outbox the reply
 * tokens, {@code pbm.properties} the mail passwords. Every folder pbm makes is 0700 and every
 * file 0600 from the start ({@link PrivateFiles}); a directory that is already there open to
 * others (made with {@code mkdir} under a umask of 022, or by an older pbm) is tightened when
 * it is opened ({@link #tighten}), or refused with the {@code chmod} to run.
 * {@link #exposure()} names what others can read.
 */
public final class DataDir {
    private static final Logger LOG = Logger.getLogger(DataDir.class.getName());
    private static final boolean POSIX = PrivateFiles.POSIX;
    private static final Set<PosixFilePermission> OTHERS = Set.of(PosixFilePermission.GROUP_READ,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_EXECUTE);
    /** The files at the top of the directory that pbm makes (besides its folders). */
    private static final List<String> TOP_FILES = List.of("pbm.db", "pbm.db-wal", "pbm.db-shm", "pbm.db-journal",
            "pbm.properties", ReplyTokens.SECRET_FILE);
    /** How many of the entries tightened one log line names; the rest are counted. */
    private static final int NAMED_IN_LOG = 10;

    private final Path root;

    private DataDir(Path root) {
        this.root = root;
    }

    /**
     * Opens {@code root}, creating the folders (0700) and a commented {@code pbm.properties}
     * (0600) when missing, and makes a directory open to other users private
     * ({@link #tighten tighten(false)}).
     *
     * @throws NotPrivateException when something in it is open to others and cannot be tightened
     */
    public static DataDir open(Path root) throws IOException {
        DataDir dir = new DataDir(root.toAbsolutePath().normalize());
        PrivateFiles.createDirectories(dir.root);
        for (String sub : new String[] {"tmp", "new", "cur"}) {
            PrivateFiles.createDirectories(dir.inbox().resolve(sub));
        }
        PrivateFiles.createDirectories(dir.outbox());
        Config.writeDefaultsIfMissing(dir.properties());
        dir.tighten(false);
        return dir;
    }

    /** Changes the permissions of one entry (a seam for tests: a change that is not permitted). */
    @FunctionalInterface
    interface Chmod {
        void set(Path entry, Set<PosixFilePermission> permissions) throws IOException;
    }

    /**
     * Takes every permission of other users (group and others) off the entries of the data
     * directory that have any: folders become 0700 and files 0600 (the owner's own bits are
     * left as they are). Symbolic links in it are neither followed nor changed (a data directory
     * given as one is the folder it names). What was changed is logged (one WARNING line) and
     * returned, one {@code "inbox/cur/1.host:2,S rw-r--r-- -> rw-------"} each.
     *
     * <p>With {@code everything} false only the directory, its folders and its files at the
     * top ({@code pbm.db} and its WAL, {@code pbm.properties}, {@code reply-secret}) are looked
     * at, a dozen entries, for the commands started again and again ({@code process} from
     * cron, {@code deliver} for each mail): pbm makes everything else private itself, and when
     * one of those is open (a directory an older pbm or {@code mkdir} made), every entry is
     * gone through. With {@code everything} true ({@code serve} at start, {@code db migrate})
     * every entry always is. Nothing is done where the file system has no POSIX permissions.
     *
     * @throws NotPrivateException when an entry open to others cannot be changed (pbm does not
     *                             own it, a read-only file system); it names the {@code chmod} to run
     */
    public List<String> tighten(boolean everything) throws IOException {
        return tighten(everything, Files::setPosixFilePermissions);
    }

    List<String> tighten(boolean everything, Chmod chmod) throws IOException {
        if (!POSIX) {
            return List.of();
        }
        // a data directory given as a symbolic link (/var/lib/pbm -> /srv/pbm) is the folder it names
        return new DataDir(root.toRealPath()).tightenTree(everything, chmod);
    }

    private List<String> tightenTree(boolean everything, Chmod chmod) throws IOException {
        if (!everything && !anyOpen(quickEntries())) {
            return List.of();
        }
        List<String> changed = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) {
                tightenOne(folder, chmod, changed, failed);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                if (attributes.isRegularFile()) {
                    tightenOne(file, chmod, changed, failed);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path entry, IOException e) {
                if (!(e instanceof NoSuchFileException)) { // gone meanwhile: moved or deleted by another process
                    failed.add(root.relativize(entry) + " (" + e.getMessage() + ")");
                }
                return FileVisitResult.CONTINUE;
            }
        });
        if (!changed.isEmpty()) {
            LOG.warning(() -> "made " + changed.size() + " entr" + (changed.size() == 1 ? "y" : "ies") + " of " + root
                    + " its owner's only (they were open to other users; folders are 0700, files 0600 now): "
                    + String.join(", ", changed.subList(0, Math.min(NAMED_IN_LOG, changed.size())))
                    + (changed.size() > NAMED_IN_LOG ? " and " + (changed.size() - NAMED_IN_LOG) + " more" : ""));
        }
        if (!failed.isEmpty()) {
            throw new NotPrivateException(root + " (database and mail) is open to other users and pbm cannot"
                    + " change that: " + String.join(", ", failed.subList(0, Math.min(NAMED_IN_LOG, failed.size())))
                    + (failed.size() > NAMED_IN_LOG ? " and " + (failed.size() - NAMED_IN_LOG) + " more" : "")
                    + ". Run, as its owner or root: chmod -R go= " + shellWord(root.toString()));
        }
        return changed;
    }

    /** One entry made private when others have permissions on it; a change refused goes to {@code failed}. */
    private void tightenOne(Path entry, Chmod chmod, List<String> changed, List<String> failed) {
        PosixFileAttributes attributes;
        try {
            attributes = Files.readAttributes(entry, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException gone) {
            return;
        } catch (IOException e) {
            failed.add(name(entry) + " (" + e.getMessage() + ")");
            return;
        }
        Set<PosixFilePermission> before = attributes.permissions();
        if (attributes.isSymbolicLink() || before.stream().noneMatch(OTHERS::contains)) {
            return;
        }
        Set<PosixFilePermission> after = EnumSet.noneOf(PosixFilePermission.class);
        after.addAll(before);
        after.removeAll(OTHERS);
        try {
            chmod.set(entry, after);
            changed.add(name(entry) + " " + PosixFilePermissions.toString(before) + " -> "
                    + PosixFilePermissions.toString(after));
        } catch (NoSuchFileException gone) {
            // moved or deleted by another process meanwhile
        } catch (IOException e) {
            failed.add(name(entry) + " (" + PosixFilePermissions.toString(before) + ", owner "
                    + attributes.owner().getName() + "; pbm runs as " + System.getProperty("user.name") + ": "
                    + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()) + ")");
        }
    }

    /** An entry as the log names it: the directory itself whole, the others from it. */
    private String name(Path entry) {
        return entry.equals(root) ? root.toString() : root.relativize(entry).toString();
    }

    /** {@code text} as one word of a shell command: quoted when it holds anything but plain characters. */
    static String shellWord(String text) {
        return text.matches("[A-Za-z0-9_./+:@%-]+") ? text : "'" + text.replace("'", "'\\''") + "'";
    }

    /** The directory, its folders and its files at the top: what {@code tighten(false)} looks at. */
    private List<Path> quickEntries() {
        List<Path> entries = new ArrayList<>(List.of(root, inbox(), inbox().resolve("tmp"), inbox().resolve("new"),
                inbox().resolve("cur"), outbox()));
        for (String file : TOP_FILES) {
            entries.add(root.resolve(file));
        }
        return entries;
    }

    private static boolean anyOpen(List<Path> entries) throws IOException {
        for (Path entry : entries) {
            try {
                PosixFileAttributes attributes = Files.readAttributes(entry, PosixFileAttributes.class,
                        LinkOption.NOFOLLOW_LINKS);
                if (!attributes.isSymbolicLink() && attributes.permissions().stream().anyMatch(OTHERS::contains)) {
                    return true;
                }
            } catch (NoSuchFileException missing) {
                // not made yet
            }
        }
        return false;
    }

    /**
     * Something in the data directory is open to other users and pbm cannot change it; the
     * message names the entries and the {@code chmod} that fixes them. Refused rather than
     * served: {@code serve}, {@code process} and {@code db migrate} exit 1, {@code deliver} 75
     * (the mail system tries again once the directory is fixed).
     */
    public static final class NotPrivateException extends IOException {
        private static final long serialVersionUID = 1L;

        NotPrivateException(String message) {
            super(message);
        }
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
