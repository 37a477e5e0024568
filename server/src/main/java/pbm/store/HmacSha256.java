package pbm.store;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;

/**
 * HMAC-SHA256 (RFC 2104) on the JDK's SHA-256 digest: H((K' xor opad) || H((K' xor ipad) || m)),
 * K' the key padded with zeros to the 64-byte block (hashed first when longer). The same bytes
 * as the JCA's {@code Mac("HmacSHA256")}, without it: finding that Mac makes a new JVM load and
 * set up the security providers ahead of the one that has it, 10 ms of a one-shot
 * {@code deliver}; the digest comes from the first provider. One instance per thread, as a Mac.
 */
public final class HmacSha256 {
    static final int BLOCK = 64; // SHA-256's block in bytes
    static final byte IPAD = 0x36;
    static final byte OPAD = 0x5c;

    private final MessageDigest sha = sha256();
    private final byte[] ipad;
    private final byte[] opad;

    public HmacSha256(byte[] key) {
        this.ipad = padded(sha, key, IPAD);
        this.opad = padded(sha, key, OPAD);
    }

    /**
     * An HMAC under {@code key} for each thread that asks (making one per use cost more than the
     * use); an anonymous class rather than a lambda, whose linking a new JVM pays on first use.
     */
    public static ThreadLocal<HmacSha256> perThread(byte[] key) {
        return new ThreadLocal<>() {
            @Override
            protected HmacSha256 initialValue() {
                return new HmacSha256(key);
            }
        };
    }

    /** The 32-byte HMAC of {@code message}. */
    public byte[] mac(byte[] message) {
        sha.update(ipad);
        byte[] inner = sha.digest(message);
        sha.update(opad);
        return sha.digest(inner);
    }

    /** The block K' xor {@code pad}, K' being {@code key} padded with zeros to 64 bytes (hashed first if longer). */
    static byte[] padded(MessageDigest sha, byte[] key, byte pad) {
        byte[] k = key.length > BLOCK ? sha.digest(key) : key;
        byte[] block = new byte[BLOCK];
        System.arraycopy(k, 0, block, 0, k.length);
        for (int i = 0; i < BLOCK; i++) {
            block[i] ^= pad;
        }
        if (k != key) {
            Arrays.fill(k, (byte) 0);
        }
        return block;
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }
}
