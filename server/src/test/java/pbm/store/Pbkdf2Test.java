package pbm.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import org.junit.jupiter.api.Test;

/**
 * {@link Pbkdf2} gives exactly the bytes of the JDK's PBKDF2WithHmacSHA256 and of published
 * vectors, and {@link Passwords} still accepts the hashes the JDK made before it.
 */
class Pbkdf2Test {

    private static final List<String> PASSWORDS = List.of(
            "",
            "a",
            "benchpw",
            "correct horse battery staple",
            "café",
            "pâte à crêpes, ÉTÉ",
            "日本語のパスワード",
            "🐉 dragon 🐲",
            "lone surrogate \uD800 here",
            // 64 ASCII bytes: exactly one SHA-256 block, the longest key used as it is
            "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
            // 65 bytes: the first key hashed down before use
            "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdefX",
            // 40 characters but 80 UTF-8 bytes: longer than a block only as UTF-8
            "é".repeat(40),
            "a much longer passphrase, well past the sixty-four bytes of a SHA-256 block 🎲🎲🎲");

    // RFC 7914 (scrypt), section 11, "Test Vectors for PBKDF2 with HMAC-SHA-256".
    @Test
    void rfc7914VectorOneIteration() throws Exception {
        assertEquals("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                        + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783",
                hex(Pbkdf2.hmacSha256(ascii("passwd"), ascii("salt"), 1, 64)));
    }

    // RFC 7914 (scrypt), section 11, second PBKDF2-HMAC-SHA-256 vector.
    @Test
    void rfc7914Vector80000Iterations() throws Exception {
        assertEquals("4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
                        + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d",
                hex(Pbkdf2.hmacSha256(ascii("Password"), ascii("NaCl"), 80_000, 64)));
    }

    @Test
    void sameBytesAsTheJdkForManyPasswordsSaltsAndIterationCounts() throws Exception {
        Random random = new Random(16);
        int[] counts = {1, 2, 3, 1000, 1 + random.nextInt(300), 1 + random.nextInt(300), 1 + random.nextInt(300)};
        for (String password : PASSWORDS) {
            for (int iterations : counts) {
                byte[] salt = new byte[1 + random.nextInt(80)];
                random.nextBytes(salt);
                String what = password + " / " + iterations + " iterations / " + salt.length + "-byte salt";
                assertArrayEquals(jdk(password, salt, iterations, 32),
                        Pbkdf2.hmacSha256(utf8(password), salt, iterations, 32), what);
            }
        }
    }

    @Test
    void sameBytesAsTheJdkForKeysOfOtherLengths() throws Exception {
        byte[] salt = ascii("pbm salt");
        for (int keyBytes : new int[] {1, 16, 31, 33, 64, 65, 100}) {
            assertArrayEquals(jdk("pw é 🐉", salt, 7, keyBytes),
                    Pbkdf2.hmacSha256(utf8("pw é 🐉"), salt, 7, keyBytes), keyBytes + " bytes");
        }
    }

    @Test
    void passwordsStillAcceptsAHashTheJdkMade() throws Exception {
        Random random = new Random(2104);
        Passwords passwords = new Passwords(1_000);
        for (String password : PASSWORDS) {
            byte[] salt = new byte[16];
            random.nextBytes(salt);
            Base64.Encoder b64 = Base64.getEncoder().withoutPadding();
            String stored = "pbkdf2-sha256$1000$" + b64.encodeToString(salt) + "$"
                    + b64.encodeToString(jdk(password, salt, 1_000, 32));
            assertTrue(passwords.verify(password, stored), password);
            assertFalse(passwords.verify(password + "x", stored), password + "x");
        }
    }

    @Test
    void aHashPasswordsMakesNowIsTheJdksHash() throws Exception {
        Passwords passwords = new Passwords(1_000);
        for (String password : PASSWORDS) {
            String[] parts = passwords.hash(password).split("\\$");
            assertEquals("pbkdf2-sha256", parts[0]);
            assertEquals("1000", parts[1]);
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            assertArrayEquals(jdk(password, salt, 1_000, 32), Base64.getDecoder().decode(parts[3]), password);
        }
    }

    /** The JDK's own PBKDF2WithHmacSHA256, which is what the stored hashes were made with. */
    private static byte[] jdk(String password, byte[] salt, int iterations, int keyBytes)
            throws GeneralSecurityException {
        PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iterations, keyBytes * 8);
        return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }
}
