package pbm.command;

import java.sql.Connection;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import pbm.mail.AddressMatch;
import pbm.mail.Origin;
import pbm.play.StoredDefinitions;
import pbm.rules.DefinedGames;
import pbm.store.Passwords;
import pbm.store.Users;

/**
 * What a command may use while it runs: the open transaction, the time, who sent it, and
 * where the seeds of random starts (chess960) come from.
 */
public final class Context {
    private final Connection connection;
    private final Instant now;
    private final String sender;
    private final Passwords passwords;
    private final String adminAddress;
    private final LongSupplier seeds;
    /** The board and player a valid reply address stood for, or 0/null: their password is not asked. */
    private int replyBoard;
    private String replyPlayer;
    /** Where password checks under way that this mail assumed right are listed; null: none is assumed. */
    private List<Passwords.Pending> assumed;
    /** What the mail's headers say of who sent it (issue 30), and how its addresses are compared with players'. */
    private Origin origin;
    private AddressMatch match = AddressMatch.DEFAULT;
    /** The server's name as players see it ({@code server.name}). */
    private String serverName = CommandProcessor.DEFAULT_SERVER_NAME;
    /** Whether games from a set-up position or a handicap count for the ratings ({@code ratings.setup-starts}). */
    private boolean ratesSetUps;

    /**
     * With seeds drawn from the time and the sender ({@link #seedsOf}); {@code adminAddress}
     * is whom players are told to write to.
     */
    public Context(Connection connection, Instant now, String sender, Passwords passwords, String adminAddress) {
        this(connection, now, sender, passwords, adminAddress, seedsOf(now, sender));
    }

    public Context(Connection connection, Instant now, String sender, Passwords passwords, String adminAddress,
            LongSupplier seeds) {
        this.adminAddress = adminAddress;
        this.connection = connection;
        this.now = now;
        this.sender = sender;
        this.passwords = passwords;
        this.seeds = seeds;
        this.origin = Origin.of(sender);
    }

    /**
     * What the mail's headers say of who sent it ({@code origin}; without it, the sender alone),
     * and how a sender's address is matched with a player's ({@code match}).
     */
    void identify(Origin origin, AddressMatch match) {
        this.origin = origin == null ? Origin.of(sender) : origin;
        this.match = match == null ? AddressMatch.DEFAULT : match;
    }

    /** What the mail's headers say of who sent it. */
    Origin origin() {
        return origin;
    }

    /** How a sender's address is matched with a player's address. */
    AddressMatch addressMatch() {
        return match;
    }

    /**
     * The userids that have the mail's sender among their addresses ({@link AddressMatch}); none
     * when the headers do not name one sender (several From addresses, a different Sender):
     * such a mail is from no player, whatever its first From address says.
     */
    List<String> useridsAtSender() throws java.sql.SQLException {
        if (origin.single(match).isEmpty()) {
            return List.of();
        }
        return users().useridsAt(AddressMatch.folded(sender), stored -> match.same(sender, stored));
    }

    /** The seed of a new game's start ({@link pbm.rules.Game#startFen}). */
    public long seed() {
        return seeds.getAsLong();
    }

    /**
     * Seeds from the mail's time, to the nanosecond the clock gives, and its sender:
     * unforeseeable on the server's clock, and the same every run on a test's fixed clock,
     * so a transcript with a random start (chess960) repeats.
     */
    static LongSupplier seedsOf(Instant now, String sender) {
        long seed = now.getEpochSecond() * 1_000_000_007L + now.getNano() * 31L
                + (sender == null ? 0 : sender.hashCode());
        return new SplittableRandom(seed)::nextLong;
    }

    /** Sets the server's name as players see it ({@code server.name}); null keeps the default. */
    void serverName(String name) {
        this.serverName = name == null ? CommandProcessor.DEFAULT_SERVER_NAME : name;
    }

    void ratesSetUps(boolean rates) {
        this.ratesSetUps = rates;
    }

    /** Whether games from a set-up position or a handicap count for the ratings. */
    boolean ratesSetUps() {
        return ratesSetUps;
    }

    /**
     * The server's name as players see it ({@code server.name}, default {@code pbm}): the subjects
     * of the mails tied to no game start with it ({@code pbm signup alice}).
     */
    public String serverName() {
        return serverName;
    }

    /** "the server's administrator (admin@example.org)": whom a player writes to about what no command does. */
    public String administrator() {
        return "the server's administrator (" + adminAddress + ")";
    }

    public Connection connection() {
        return connection;
    }

    public Instant now() {
        return now;
    }

    /** The bare address the mail came from. */
    public String sender() {
        return sender;
    }

    public Passwords passwords() {
        return passwords;
    }

    /**
     * Lets {@link #passwordMatches} assume right a password whose check is under way on another
     * thread, listing that check in {@code sink}: whoever runs this mail must ask each listed
     * check before the mail's changes are kept, and run the mail again without assuming when one
     * says no (the cold start of a lone mail goes on meanwhile instead of waiting for PBKDF2).
     */
    void assumeChecksUnderway(List<Passwords.Pending> sink) {
        this.assumed = sink;
    }

    /** Whether {@code password} matches the stored hash, or is assumed to (see {@link #assumeChecksUnderway}). */
    boolean passwordMatches(String password, String storedHash) {
        return passwords.verifyOrAssume(password, storedHash, assumed);
    }

    /**
     * Marks {@code userid} as proven for {@code board} by a reply address with a valid token
     * from one of their registered addresses: commands on that board need no password.
     */
    /** The board the command under way loaded (0: none yet), for ending it when its moves cannot be generated. */
    private int boardInUse;

    void boardInUse(int board) {
        this.boardInUse = board;
    }

    int boardInUse() {
        return boardInUse;
    }

    void authorizeReply(int board, String userid) {
        this.replyBoard = board;
        this.replyPlayer = userid;
    }

    /** Whether a reply address proved {@code userid} for {@code board}. */
    boolean replyAuthorized(int board, String userid) {
        return replyPlayer != null && replyBoard == board && replyPlayer.equals(userid);
    }

    public Users users() {
        return new Users(connection);
    }

    /** The games players and administrators defined, read on this mail's transaction. */
    public DefinedGames definedGames() {
        return new StoredDefinitions(connection);
    }
}
