package pbm.store;

import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.MessageDigest;
import java.util.Arrays;

/**
 * PBKDF2 with HMAC-SHA256 (RFC 8018 section 5.2, HMAC from RFC 2104), giving the same
 * bytes as the JDK's {@code SecretKeyFactory("PBKDF2WithHmacSHA256")} in half its work.
 *
 * <p>HMAC(K, m) = H((K' xor opad) || H((K' xor ipad) || m)), where K' is the key padded
 * with zeros to SHA-256's 64-byte block (hashed first when longer). The JDK hashes the
 * ipad and opad blocks again in every iteration: four SHA-256 compressions for the 32
 * bytes of a PBKDF2 iteration. Here the SHA-256 states after those two blocks are
 * computed once per password, which leaves two compressions an iteration: the inner
 * hash of U, then the outer hash of that. Two ways to resume from those states:
 * <ul>
 * <li>{@link DigestCopies}: copies ({@link MessageDigest#clone()}) of the JDK's digest.
 *     The optimising compiler runs the JDK's SHA-256 as one processor instruction
 *     sequence (an intrinsic), so this is the fast way where that compiler runs.</li>
 * <li>{@link Words}: SHA-256's compression written out here (FIPS 180-4 section 6.2.2)
 *     on the eight state words, with no copying, padding or byte conversion in the
 *     loop. Where only the quick compiler C1 runs (the short-lived commands: the
 *     launcher's {@code -XX:TieredStopAtLevel=1}) or the interpreter, the JDK's
 *     SHA-256 is plain Java too, and this is faster than copying digests.</li>
 * </ul>
 */
final class Pbkdf2 {
    private static final int BLOCK = HmacSha256.BLOCK;
    private static final int HASH = 32; // SHA-256 output size in bytes

    /**
     * Whether this JVM runs without the optimising compiler: C1 only ("emulated-client",
     * as with {@code -XX:TieredStopAtLevel=1}) or interpreted ({@code -Xint}).
     */
    private static final boolean WITHOUT_INTRINSICS = withoutOptimisingCompiler(System.getProperty("java.vm.info", ""));

    private Pbkdf2() {}

    static boolean withoutOptimisingCompiler(String vmInfo) {
        return vmInfo.contains("emulated-client") || vmInfo.contains("interpreted mode");
    }

    /**
     * The first {@code keyBytes} bytes of PBKDF2-HMAC-SHA256 of {@code password} (the raw key:
     * for a text password the UTF-8 of its characters, as the JDK's PBKDF2 uses them), the
     * faster way for this JVM.
     */
    static byte[] hmacSha256(byte[] password, byte[] salt, int iterations, int keyBytes) {
        return hmacSha256(password, salt, iterations, keyBytes, WITHOUT_INTRINSICS);
    }

    /** As {@link #hmacSha256(byte[], byte[], int, int)}, with {@link Words} or else {@link DigestCopies}. */
    static byte[] hmacSha256(byte[] password, byte[] salt, int iterations, int keyBytes, boolean words) {
        if (iterations < 1 || keyBytes < 1) {
            throw new IllegalArgumentException("iterations and key length must be positive");
        }
        MessageDigest sha = HmacSha256.sha256();
        byte[] ipad = HmacSha256.padded(sha, password, HmacSha256.IPAD);
        byte[] opad = HmacSha256.padded(sha, password, HmacSha256.OPAD);
        Loop loop = words ? new Words(ipad, opad) : DigestCopies.of(sha, ipad, opad);
        byte[] key = new byte[keyBytes];
        for (int block = 1, done = 0; done < keyBytes; block++, done += HASH) {
            // U1 = HMAC(P, S || INT32_BE(block)), then T = U1 xor U2 xor ... xor Uc
            sha.update(ipad);
            sha.update(salt);
            sha.update(ByteBuffer.allocate(4).putInt(block).array());
            byte[] inner = sha.digest();
            sha.update(opad);
            byte[] t = loop.xorOfIterations(sha.digest(inner), iterations - 1);
            System.arraycopy(t, 0, key, done, Math.min(HASH, keyBytes - done));
            Arrays.fill(t, (byte) 0);
        }
        Arrays.fill(ipad, (byte) 0);
        Arrays.fill(opad, (byte) 0);
        return key;
    }

    /** The rest of a PBKDF2 block after U1. */
    private interface Loop {
        /**
         * U1 xor U2 xor ... xor U(1 + more), where U(j+1) = HMAC(P, Uj): the block T. Overwrites {@code u1}.
         */
        byte[] xorOfIterations(byte[] u1, int more);
    }

    /** The HMAC of each iteration from copies of the JDK's digest after the ipad and opad blocks. */
    private static final class DigestCopies implements Loop {
        private final MessageDigest inner;
        private final MessageDigest outer;

        private DigestCopies(MessageDigest inner, MessageDigest outer) {
            this.inner = inner;
            this.outer = outer;
        }

        /** Copies of {@code sha}'s digest, or {@link Words} when this JDK's digest cannot be copied. */
        static Loop of(MessageDigest sha, byte[] ipad, byte[] opad) {
            try {
                MessageDigest inner = (MessageDigest) sha.clone();
                inner.update(ipad);
                MessageDigest outer = (MessageDigest) sha.clone();
                outer.update(opad);
                inner.clone(); // the copies made per iteration: fail here, not half-way
                return new DigestCopies(inner, outer);
            } catch (CloneNotSupportedException e) {
                return new Words(ipad, opad);
            }
        }

        @Override
        public byte[] xorOfIterations(byte[] u, int more) {
            byte[] t = u.clone();
            try {
                for (int j = 0; j < more; j++) {
                    MessageDigest in = (MessageDigest) inner.clone();
                    in.update(u);
                    in.digest(u, 0, HASH);
                    MessageDigest out = (MessageDigest) outer.clone();
                    out.update(u);
                    out.digest(u, 0, HASH);
                    for (int k = 0; k < HASH; k++) {
                        t[k] ^= u[k];
                    }
                }
            } catch (CloneNotSupportedException | DigestException e) {
                throw new IllegalStateException("SHA-256 digest stopped being copyable", e);
            }
            Arrays.fill(u, (byte) 0);
            return t;
        }
    }

    /** The HMAC of each iteration as two SHA-256 compressions on 32-bit words, written here. */
    private static final class Words implements Loop {
        // FIPS 180-4 section 4.2.2: the first 32 bits of the fractional parts of the cube roots
        // of the first 64 primes
        private static final int[] K = {
            0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
            0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
            0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
            0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
            0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
            0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
            0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
            0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
        // FIPS 180-4 section 5.3.3: the first 32 bits of the fractional parts of the square roots
        // of the first 8 primes
        private static final int[] INITIAL = {
            0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};

        private final int[] inner = new int[8]; // the state after the block K' xor ipad
        private final int[] outer = new int[8]; // the state after the block K' xor opad
        private final int[] w = new int[64]; // the message schedule

        Words(byte[] ipad, byte[] opad) {
            ByteBuffer.wrap(ipad).asIntBuffer().get(w, 0, 16);
            compress(INITIAL, inner);
            ByteBuffer.wrap(opad).asIntBuffer().get(w, 0, 16);
            compress(INITIAL, outer);
        }

        @Override
        public byte[] xorOfIterations(byte[] u1, int more) {
            int[] u = new int[8];
            ByteBuffer.wrap(u1).asIntBuffer().get(u);
            int[] t = u.clone();
            // Every message here is 32 bytes after one hashed block: words 0-7 are the message,
            // then the padding (FIPS 180-4 section 5.1.1), which stays while compress() overwrites
            // only words 16-63: a 1 bit, zeros, and the length in bits, (64 + 32) * 8.
            Arrays.fill(w, 8, 16, 0);
            w[8] = 0x80000000;
            w[15] = (BLOCK + HASH) * 8;
            for (int j = 0; j < more; j++) {
                System.arraycopy(u, 0, w, 0, 8);
                compress(inner, u);
                System.arraycopy(u, 0, w, 0, 8);
                compress(outer, u);
                for (int k = 0; k < 8; k++) {
                    t[k] ^= u[k];
                }
            }
            Arrays.fill(u1, (byte) 0);
            Arrays.fill(u, 0);
            Arrays.fill(w, 0);
            ByteBuffer bytes = ByteBuffer.allocate(HASH);
            bytes.asIntBuffer().put(t);
            Arrays.fill(t, 0);
            return bytes.array();
        }

        /** FIPS 180-4 section 6.2.2: {@code result} = {@code state} after compressing the block in {@code w[0..15]}. */
        private void compress(int[] state, int[] result) {
            for (int i = 16; i < 64; i++) {
                int x = w[i - 15];
                int y = w[i - 2];
                int sigma0 = Integer.rotateRight(x, 7) ^ Integer.rotateRight(x, 18) ^ (x >>> 3);
                int sigma1 = Integer.rotateRight(y, 17) ^ Integer.rotateRight(y, 19) ^ (y >>> 10);
                w[i] = w[i - 16] + sigma0 + w[i - 7] + sigma1;
            }
            int a = state[0];
            int b = state[1];
            int c = state[2];
            int d = state[3];
            int e = state[4];
            int f = state[5];
            int g = state[6];
            int h = state[7];
            for (int i = 0; i < 64; i++) {
                int sum1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
                int choose = (e & f) ^ (~e & g);
                int t1 = h + sum1 + choose + K[i] + w[i];
                int sum0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
                int majority = (a & b) ^ (a & c) ^ (b & c);
                int t2 = sum0 + majority;
                h = g;
                g = f;
                f = e;
                e = d + t1;
                d = c;
                c = b;
                b = a;
                a = t1 + t2;
            }
            result[0] = state[0] + a;
            result[1] = state[1] + b;
            result[2] = state[2] + c;
            result[3] = state[3] + d;
            result[4] = state[4] + e;
            result[5] = state[5] + f;
            result[6] = state[6] + g;
            result[7] = state[7] + h;
        }
    }
}
