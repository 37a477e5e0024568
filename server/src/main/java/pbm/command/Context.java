package pbm.command;

import java.sql.Connection;
import java.time.Instant;
import pbm.store.Passwords;
import pbm.store.Users;

/** What a command may use while it runs: the open transaction, the time, who sent it. */
public final class Context {
    private final Connection connection;
    private final Instant now;
    private final String sender;
    private final Passwords passwords;
    private final String adminAddress;

    public Context(Connection connection, Instant now, String sender, Passwords passwords, String adminAddress) {
        this.adminAddress = adminAddress;
        this.connection = connection;
        this.now = now;
        this.sender = sender;
        this.passwords = passwords;
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

    public Users users() {
        return new Users(connection);
    }
}
