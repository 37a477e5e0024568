package pbm.admin;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import pbm.mail.Addresses;
import pbm.play.GameService;
import pbm.mail.OutboundMail;
import pbm.store.Database;
import pbm.store.GameRow;
import pbm.store.Outbox;
import pbm.store.Passwords;
import pbm.store.RetiredUserid;
import pbm.store.User;
import pbm.store.Users;

/**
 * The accounts as the server's administrator manages them: add, list, show, set a new
 * password, remove, disable and enable. Each call is one transaction over {@link Users};
 * passwords are hashed before the transaction starts, so the write lock is never held
 * for a PBKDF2 computation.
 */
public final class UserAdmin {
    private final Database database;
    private final Passwords passwords;
    private final Clock clock;

    public UserAdmin(Database database, Passwords passwords, Clock clock) {
        this.database = database;
        this.passwords = passwords;
        this.clock = clock;
    }

    /**
     * Creates the account {@code userid} with {@code password}, its mail going to
     * {@code addresses} (normalized, duplicates dropped, at least one). Done with the new account.
     */
    public AdminResult<User> add(String userid, String password, List<String> addresses) throws SQLException {
        Optional<String> problem = AccountRules.useridProblem(userid).or(() -> AccountRules.passwordProblem(password));
        if (problem.isPresent()) {
            return AdminResult.refused(problem.get());
        }
        Set<String> normal = new LinkedHashSet<>();
        for (String address : addresses) {
            Optional<String> one = Addresses.normalize(address);
            if (one.isEmpty()) {
                return AdminResult.refused(AccountRules.addressProblem(address));
            }
            normal.add(one.get());
        }
        if (normal.isEmpty()) {
            return AdminResult.refused("An account needs at least one mail address: replies to " + userid
                    + " must go somewhere.");
        }
        String hash = passwords.hash(password);
        Instant now = clock.instant();
        return database.transaction(c -> {
            Users users = new Users(c);
            if (users.existsIgnoringCase(userid)) {
                return AdminResult.refused("The userid " + userid + " is already taken"
                        + " (userids that differ only in letter case count as the same).");
            }
            Optional<RetiredUserid> retired = users.retired(userid);
            if (retired.isPresent()) {
                return AdminResult.refused("The userid " + retired.get().userid() + " is retired ("
                        + retired.get().reason() + " " + retired.get().retired() + "): a userid is never given"
                        + " to anyone else.");
            }
            users.insert(userid, hash, new ArrayList<>(normal), now);
            return AdminResult.done(users.find(userid).orElseThrow());
        });
    }

    /** Every account, by userid. */
    public List<User> list() throws SQLException {
        return database.transaction(c -> new Users(c).all());
    }

    /** The account {@code userid}, if there is one (userids are case-sensitive). */
    public Optional<User> find(String userid) throws SQLException {
        return database.transaction(c -> new Users(c).find(userid));
    }

    /** Gives {@code userid} a new password. Done with the account. */
    public AdminResult<User> changePassword(String userid, String password) throws SQLException {
        Optional<String> problem = AccountRules.passwordProblem(password);
        if (problem.isPresent()) {
            return AdminResult.refused(problem.get());
        }
        String hash = passwords.hash(password);
        return database.transaction(c -> {
            Users users = new Users(c);
            Optional<User> user = users.find(userid);
            if (user.isEmpty()) {
                return noSuchUser(userid);
            }
            users.setPasswordHash(userid, hash);
            return AdminResult.done(users.find(userid).orElseThrow());
        });
    }

    /** An account removed: as it was, how many of its games ended, how many mails were queued. */
    public record Removed(User user, int gamesEnded, int mailsQueued) {
    }

    /**
     * Closes the account {@code userid} as its own {@code signoff} would (see
     * {@link AccountClosing}): its active games are lost by it, their players get the board
     * mails (queued in the same transaction), and the userid is retired for good. The
     * removed player gets no mail.
     */
    public AdminResult<Removed> remove(String userid) throws SQLException {
        Instant now = clock.instant();
        return database.transaction(c -> {
            Users users = new Users(c);
            Optional<User> user = users.find(userid);
            if (user.isEmpty()) {
                return noSuchUser(userid);
            }
            int active = (int) new GameService(c).ofPlayer(userid).stream().filter(GameRow::active).count();
            List<OutboundMail> mails = AccountClosing.close(c, userid, userid + "'s account was closed",
                    AccountClosing.REMOVED, false, now);
            Outbox outbox = new Outbox(c);
            for (OutboundMail mail : mails) {
                outbox.add(mail, now);
            }
            return AdminResult.done(new Removed(user.get(), active, mails.size()));
        });
    }

    /** The retired userid equal to {@code userid} but for letter case, if there is one. */
    public Optional<RetiredUserid> retired(String userid) throws SQLException {
        return database.transaction(c -> new Users(c).retired(userid));
    }

    /**
     * Disables (or enables) {@code userid}: a disabled account's commands are refused.
     * Done with the account as it was before, so the caller can tell a change from a no-op.
     */
    public AdminResult<User> setDisabled(String userid, boolean disabled) throws SQLException {
        return database.transaction(c -> {
            Users users = new Users(c);
            Optional<User> user = users.find(userid);
            if (user.isEmpty()) {
                return noSuchUser(userid);
            }
            if (user.get().disabled() != disabled) {
                users.setDisabled(userid, disabled);
            }
            return AdminResult.done(user.get());
        });
    }

    private static <T> AdminResult<T> noSuchUser(String userid) {
        return AdminResult.refused("There is no user " + userid + " (userids are case-sensitive).");
    }
}
