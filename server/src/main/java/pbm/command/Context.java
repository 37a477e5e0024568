package pbm.command;

import java.sql.Connection;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;
import pbm.store.Passwords;
import pbm.store.Users;

/**
 * What a command may use while it runs: the open transaction, the time, who sent it, and
 * where the seeds of random starts (chess960) come from.
 */
public final class Context {
    /** Random seeds for production; tests pass a seeded source so a random start repeats. */
    static final LongSupplier RANDOM_SEEDS = () -> ThreadLocalRandom.current().nextLong();

    private final Connection connection;
    private final Instant now;
    private final String sender;
    private final Passwords passwords;
    private final LongSupplier seeds;

    public Context(Connection connection, Instant now, String sender, Passwords passwords) {
        this(connection, now, sender, passwords, RANDOM_SEEDS);
    }

    public Context(Connection connection, Instant now, String sender, Passwords passwords, LongSupplier seeds) {
        this.connection = connection;
        this.now = now;
        this.sender = sender;
        this.passwords = passwords;
        this.seeds = seeds;
    }

    /** The seed of a new game's start ({@link pbm.rules.Game#startFen}). */
    public long seed() {
        return seeds.getAsLong();
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

    public Users users() {
        return new Users(connection);
    }
}
