package pbm.store;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * PBKDF2 with HMAC-SHA256 (RFC 8018 section 5.2, HMAC from RFC 2104), giving the same
 * bytes as the JDK's {@code SecretKeyFactory("PBKDF2WithHmacSHA256")} in half its work.
 *
 * <p>HMAC(K, m) = H((K' xor opad) || H((K' xor ipad) || m)), where K' is the key padded
 * with zeros to SHA-256's 64-byte block (hashed first when longer). The JDK hashes the
 * ipad and opad blocks again in every iteration: four SHA-256 compressions for the 32
 * bytes of a PBKDF2 iteration. Here the digest states after those two blocks are
 * computed once per key and copied ({@link MessageDigest#clone()}) for each iteration,
 * which leaves two compressions: the inner hash of U, then the outer hash of that.
 * {@code Passwords} uses this, and the JDK's key factory when the digest cannot be copied.
 */
final class Pbkdf2 {
    private static final int BLOCK = 64; // SHA-256 block size in bytes
    private static final int HASH = 32; // SHA-256 output size in bytes
    private static final byte IPAD = 0x36;
    private static final byte OPAD = 0x5c;

    private Pbkdf2() {}

    /**
     * The first {@code keyBytes} bytes of PBKDF2-HMAC-SHA256 of {@code password} (the raw key:
     * for a text password the UTF-8 of its characters, as the JDK's PBKDF2 uses them).
     *
     * @throws CloneNotSupportedException when this JDK's SHA-256 digest cannot be copied
     */
    static byte[] hmacSha256(byte[] password, byte[] salt, int iterations, int keyBytes)
            throws CloneNotSupportedException {
        if (iterations < 1 || keyBytes < 1) {
            throw new IllegalArgumentException("iterations and key length must be positive");
        }
        MessageDigest inner = keyed(password, IPAD);
        MessageDigest outer = keyed(password, OPAD);
        byte[] key = new byte[keyBytes];
        byte[] u = new byte[HASH];
        byte[] t = new byte[HASH];
        for (int block = 1, done = 0; done < keyBytes; block++, done += HASH) {
            // U1 = HMAC(P, S || INT32_BE(block))
            MessageDigest first = (MessageDigest) inner.clone();
            first.update(salt);
            first.update(ByteBuffer.allocate(4).putInt(block).array());
            finish(first, outer, u);
            System.arraycopy(u, 0, t, 0, HASH);
            // Uj = HMAC(P, U(j-1)); T = U1 xor U2 xor ... xor Uc
            for (int j = 2; j <= iterations; j++) {
                MessageDigest next = (MessageDigest) inner.clone();
                next.update(u);
                finish(next, outer, u);
                for (int k = 0; k < HASH; k++) {
                    t[k] ^= u[k];
                }
            }
            System.arraycopy(t, 0, key, done, Math.min(HASH, keyBytes - done));
        }
        Arrays.fill(u, (byte) 0);
        Arrays.fill(t, (byte) 0);
        return key;
    }

    /** Completes one HMAC: {@code u} = H(outer state || H(inner state, message so far)). */
    private static void finish(MessageDigest innerWithMessage, MessageDigest outer, byte[] u)
            throws CloneNotSupportedException {
        try {
            innerWithMessage.digest(u, 0, HASH);
            MessageDigest last = (MessageDigest) outer.clone();
            last.update(u);
            last.digest(u, 0, HASH);
        } catch (DigestException e) {
            throw new IllegalStateException("SHA-256 refused a 32-byte output buffer", e);
        }
    }

    /** SHA-256 having hashed the block K' xor {@code pad}, where K' is the key padded to 64 bytes. */
    private static MessageDigest keyed(byte[] password, byte pad) {
        MessageDigest digest = sha256();
        byte[] block = new byte[BLOCK];
        byte[] key = password.length > BLOCK ? digest.digest(password) : password;
        System.arraycopy(key, 0, block, 0, key.length);
        for (int i = 0; i < BLOCK; i++) {
            block[i] ^= pad;
        }
        digest.update(block);
        Arrays.fill(block, (byte) 0);
        if (key != password) {
            Arrays.fill(key, (byte) 0);
        }
        return digest;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}
