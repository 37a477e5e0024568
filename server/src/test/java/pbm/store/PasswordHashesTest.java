package pbm.store;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Hashes stored before the JDK's PBKDF2 took over (made by the project's own PBKDF2, which
 * gave the JDK's bytes) still verify, and their passwords' near misses do not: no player has
 * to set a new password.
 */
class PasswordHashesTest {
    /** Password -> a hash the earlier code stored for it (1,000 iterations, random salts). */
    private static final Map<String, String> STORED = Map.of(
            "", "pbkdf2-sha256$1000$iA+ztMo536Ksnfq2Z9qjsg$v/h7a7cnvwqVmxIkIWE+Gl09vAqk1GEkOjovehnC+ok",
            "pw é 🐉", "pbkdf2-sha256$1000$KfGi9NanamehuwB9XjpOcw$EVjnLTdk1FtIF9xfbZUUGj93tO1oY4XsIhX4+tIk3YA",
            "lone surrogate \uD800 here",
            "pbkdf2-sha256$1000$2Zpi3iKiftvKkOdwaUa/2w$kLATrgb0t88T+26vbNzQxGH0m8GejyZgmh4rxpHhDnw",
            "é".repeat(40), "pbkdf2-sha256$1000$S4PaiXvo+SUnCDePaMVHsg$hLHYXJVhnP0bKLEFyjJdsFFnznCOprQWKrlXrAo/rXY",
            "a much longer passphrase, well past the sixty-four bytes of a SHA-256 block 🎲🎲🎲",
            "pbkdf2-sha256$1000$A3ncdMAMysbgY47Ks6YDnA$/Y+JD8+/OOYsIIIIaKhFiHR3jVL1mGOz6iKQrhF9+U0");

    /** A hash made with the full iteration count by the earlier code. */
    private static final String FULL = "pbkdf2-sha256$210000$l7RhiNBLj7iH4RpUUfQeXQ$aUiUcWyOF4TUnXVFd33DyXBoYbB07Y87DNOTdZWia24";

    @Test
    void earlierHashesStillVerify() {
        Passwords passwords = new Passwords(1_000);
        STORED.forEach((password, hash) -> {
            assertTrue(passwords.verify(password, hash), password);
            assertFalse(passwords.verify(password + "x", hash), password + "x");
        });
        assertTrue(passwords.verify("secret", FULL));
        assertFalse(passwords.verify("Secret", FULL));
    }

    @Test
    void newHashesVerifyAndCarryTheirCount() {
        Passwords passwords = new Passwords(1_234);
        String hash = passwords.hash("café 日本");
        assertTrue(hash.startsWith("pbkdf2-sha256$1234$"), hash);
        assertTrue(new Passwords().verify("café 日本", hash));
        assertFalse(new Passwords().verify("cafe 日本", hash));
    }

    @Test
    void malformedHashesAreRefused() {
        Passwords passwords = new Passwords(1_000);
        assertFalse(passwords.verify("secret", "pbkdf2-sha256$1000$notbase64!$xx"));
        assertFalse(passwords.verify("secret", "md5$1$2$3"));
        assertFalse(passwords.verify("secret", ""));
    }
}
