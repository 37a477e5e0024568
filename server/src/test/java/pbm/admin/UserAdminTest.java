package pbm.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Database;
import pbm.store.Passwords;
import pbm.store.User;

class UserAdminTest {
    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");
    private static final Passwords PASSWORDS = new Passwords(1_000);

    @TempDir
    Path dir;

    Database database;
    UserAdmin admin;

    @BeforeEach
    void open() throws Exception {
        database = Database.open(dir.resolve("pbm.db"));
        admin = new UserAdmin(database, PASSWORDS, Clock.fixed(NOW, ZoneOffset.UTC));
    }

    @AfterEach
    void close() throws Exception {
        database.close();
    }

    private static <T> T done(AdminResult<T> result) {
        assertTrue(result instanceof AdminResult.Done<T>, result::toString);
        return ((AdminResult.Done<T>) result).value();
    }

    @Test
    void addNormalizesAndDeduplicatesTheAddressesAndHashesThePassword() throws Exception {
        User alice = done(admin.add("alice", "pw", List.of("<alice@Example.ORG>", "alice@example.org", "a@b.example")));

        assertEquals(List.of("alice@example.org", "a@b.example"), alice.addresses());
        assertEquals(NOW, alice.created());
        assertTrue(PASSWORDS.verify("pw", alice.passwordHash()));
        assertEquals(Optional.of(alice), admin.find("alice"));
        assertEquals(Optional.empty(), admin.find("Alice"));
    }

    @Test
    void addRefusesWithSentences() throws Exception {
        assertEquals(new AdminResult.Refused<User>("An account needs at least one mail address: replies to alice"
                + " must go somewhere."), admin.add("alice", "pw", List.of()));
        assertEquals(new AdminResult.Refused<User>("\"_x\" cannot be a userid: use 1 to 20 letters, digits, '.', '_'"
                + " or '-', starting with a letter."), admin.add("_x", "pw", List.of("x@example.org")));
        assertEquals(new AdminResult.Refused<User>("A password is 1 to 64 characters without blanks."),
                admin.add("alice", "", List.of("x@example.org")));
        assertEquals(new AdminResult.Refused<User>("\"x@\" is not a mail address. Give addresses as"
                + " name@example.org."), admin.add("alice", "pw", List.of("x@")));
        assertEquals(List.of(), admin.list());

        done(admin.add("alice", "pw", List.of("alice@example.org")));
        assertEquals(new AdminResult.Refused<User>("The userid Alice is already taken (userids that differ only in"
                + " letter case count as the same)."), admin.add("Alice", "pw", List.of("x@example.org")));
    }

    @Test
    void removeGivesTheAccountAsItWasAndRetiresTheUserid() throws Exception {
        User alice = done(admin.add("alice", "pw", List.of("alice@example.org")));

        assertEquals(new UserAdmin.Removed(alice, 0, 0), done(admin.remove("alice")));
        assertEquals(List.of(), admin.list());
        assertEquals(new AdminResult.Refused<UserAdmin.Removed>("There is no user alice (userids are"
                + " case-sensitive)."), admin.remove("alice"));
        assertEquals(Optional.of(new pbm.store.RetiredUserid("alice", NOW, NOW, "removed by the administrator")),
                admin.retired("ALICE"));
        assertEquals(new AdminResult.Refused<User>("The userid alice is retired (removed by the administrator"
                + " 2026-11-22T10:00:00Z): a userid is never given to anyone else."),
                admin.add("Alice", "pw", List.of("x@example.org")));
    }

    @Test
    void setDisabledGivesTheAccountAsItWasBefore() throws Exception {
        done(admin.add("alice", "pw", List.of("alice@example.org")));

        assertFalse(done(admin.setDisabled("alice", true)).disabled());
        assertTrue(done(admin.setDisabled("alice", true)).disabled(), "already disabled");
        assertTrue(admin.find("alice").orElseThrow().disabled());
        assertTrue(done(admin.setDisabled("alice", false)).disabled());
        assertFalse(admin.find("alice").orElseThrow().disabled());
    }

    @Test
    void changePasswordReplacesTheHash() throws Exception {
        done(admin.add("alice", "old", List.of("alice@example.org")));

        String hash = done(admin.changePassword("alice", "new")).passwordHash();

        assertTrue(PASSWORDS.verify("new", hash));
        assertFalse(PASSWORDS.verify("old", hash));
        assertEquals(new AdminResult.Refused<User>("A password is 1 to 64 characters without blanks."),
                admin.changePassword("alice", "a b"));
        assertEquals(new AdminResult.Refused<User>("There is no user bob (userids are case-sensitive)."),
                admin.changePassword("bob", "new"));
    }
}
