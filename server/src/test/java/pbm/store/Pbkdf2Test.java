package pbm.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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

    /** Both ways of running the iterations: SHA-256 compressions written here, copies of the JDK's digest. */
    private static final boolean[] WAYS = {true, false};

    // RFC 7914 (scrypt), section 11, "Test Vectors for PBKDF2 with HMAC-SHA-256".
    @Test
    void rfc7914Vectors() {
        assertVector("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783", "passwd", "salt", 1);
        assertVector("4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
                + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d", "Password", "NaCl", 80_000);
    }

    /** The 64-byte key ({@code dkLen = 64}, two PBKDF2 blocks) of an RFC 7914 vector, both ways. */
    private static void assertVector(String expected, String password, String salt, int iterations) {
        for (boolean words : WAYS) {
            assertEquals(expected, hex(Pbkdf2.hmacSha256(ascii(password), ascii(salt), iterations, 64, words)),
                    password + ", " + way(words));
        }
    }

    @Test
    void sameBytesAsTheJdkForManyPasswordsSaltsAndIterationCounts() throws Exception {
        Random random = new Random(16);
        int[] counts = {1, 2, 3, 1000, 1 + random.nextInt(300), 1 + random.nextInt(300), 1 + random.nextInt(300)};
        for (String password : PASSWORDS) {
            for (int iterations : counts) {
                byte[] salt = new byte[1 + random.nextInt(80)];
                random.nextBytes(salt);
                byte[] expected = jdk(password, salt, iterations, 32);
                for (boolean words : WAYS) {
                    String what = password + " / " + iterations + " iterations / " + salt.length + "-byte salt / "
                            + way(words);
                    assertArrayEquals(expected, Pbkdf2.hmacSha256(utf8(password), salt, iterations, 32, words), what);
                }
            }
        }
    }

    @Test
    void sameBytesAsTheJdkForKeysOfOtherLengths() throws Exception {
        byte[] salt = ascii("pbm salt");
        for (int keyBytes : new int[] {1, 16, 31, 33, 64, 65, 100}) {
            for (boolean words : WAYS) {
                assertArrayEquals(jdk("pw é 🐉", salt, 7, keyBytes),
                        Pbkdf2.hmacSha256(utf8("pw é 🐉"), salt, 7, keyBytes, words), keyBytes + " bytes, " + way(words));
            }
        }
    }

    @Test
    void ownCompressionsOnlyWithoutTheOptimisingCompiler() {
        // java.vm.info of JDK 17 and 25 with -XX:TieredStopAtLevel=1, -Xint, and by default
        assertTrue(Pbkdf2.withoutOptimisingCompiler("mixed mode, emulated-client, sharing"));
        assertTrue(Pbkdf2.withoutOptimisingCompiler("interpreted mode, sharing"));
        assertFalse(Pbkdf2.withoutOptimisingCompiler("mixed mode, sharing"));
        assertThrows(IllegalArgumentException.class, () -> Pbkdf2.hmacSha256(utf8("pw"), utf8("salt"), 0, 32));
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

    private static String way(boolean words) {
        return words ? "own compressions" : "digest copies";
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
