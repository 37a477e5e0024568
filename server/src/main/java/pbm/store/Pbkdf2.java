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
        private final int[] w = new int[16]; // the block: the message, then its padding

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
            // then the padding (FIPS 180-4 section 5.1.1), which compress() leaves as it is:
            // a 1 bit, zeros, and the length in bits, (64 + 32) * 8.
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

        /**
         * FIPS 180-4 section 6.2.2: {@code result} = {@code state} after compressing the block in
         * {@code w[0..15]}. Written for C1, where this class serves (see the class comment): the
         * schedule's sixteen live words are locals w0-w15, each updated in place to W(t) from
         * W(t-16) when its turn comes again; sixteen rounds a pass, the roles of a-h turning
         * instead of the words moving (each round adds T1 to the d of its roles and sets its h
         * to T1 + T2, and the next round calls that h a). With the words in an array and a
         * round a pass, PBKDF2 with 210,000 iterations took 192 ms under C1; this way 160 ms.
         */
        private void compress(int[] state, int[] result) {
            int w0 = w[0], w1 = w[1], w2 = w[2], w3 = w[3], w4 = w[4], w5 = w[5], w6 = w[6], w7 = w[7];
            int w8 = w[8], w9 = w[9], w10 = w[10], w11 = w[11], w12 = w[12], w13 = w[13], w14 = w[14], w15 = w[15];
            int a = state[0];
            int b = state[1];
            int c = state[2];
            int d = state[3];
            int e = state[4];
            int f = state[5];
            int g = state[6];
            int h = state[7];
            for (int i = 0; i < 64; i += 16) {
                if (i > 0) {
                    // W(t) = sigma1(W(t-2)) + W(t-7) + sigma0(W(t-15)) + W(t-16), for the next sixteen t
                    w0 += ((w1 >>> 7 | w1 << 25) ^ (w1 >>> 18 | w1 << 14) ^ (w1 >>> 3)) + w9
                            + ((w14 >>> 17 | w14 << 15) ^ (w14 >>> 19 | w14 << 13) ^ (w14 >>> 10));
                    w1 += ((w2 >>> 7 | w2 << 25) ^ (w2 >>> 18 | w2 << 14) ^ (w2 >>> 3)) + w10
                            + ((w15 >>> 17 | w15 << 15) ^ (w15 >>> 19 | w15 << 13) ^ (w15 >>> 10));
                    w2 += ((w3 >>> 7 | w3 << 25) ^ (w3 >>> 18 | w3 << 14) ^ (w3 >>> 3)) + w11
                            + ((w0 >>> 17 | w0 << 15) ^ (w0 >>> 19 | w0 << 13) ^ (w0 >>> 10));
                    w3 += ((w4 >>> 7 | w4 << 25) ^ (w4 >>> 18 | w4 << 14) ^ (w4 >>> 3)) + w12
                            + ((w1 >>> 17 | w1 << 15) ^ (w1 >>> 19 | w1 << 13) ^ (w1 >>> 10));
                    w4 += ((w5 >>> 7 | w5 << 25) ^ (w5 >>> 18 | w5 << 14) ^ (w5 >>> 3)) + w13
                            + ((w2 >>> 17 | w2 << 15) ^ (w2 >>> 19 | w2 << 13) ^ (w2 >>> 10));
                    w5 += ((w6 >>> 7 | w6 << 25) ^ (w6 >>> 18 | w6 << 14) ^ (w6 >>> 3)) + w14
                            + ((w3 >>> 17 | w3 << 15) ^ (w3 >>> 19 | w3 << 13) ^ (w3 >>> 10));
                    w6 += ((w7 >>> 7 | w7 << 25) ^ (w7 >>> 18 | w7 << 14) ^ (w7 >>> 3)) + w15
                            + ((w4 >>> 17 | w4 << 15) ^ (w4 >>> 19 | w4 << 13) ^ (w4 >>> 10));
                    w7 += ((w8 >>> 7 | w8 << 25) ^ (w8 >>> 18 | w8 << 14) ^ (w8 >>> 3)) + w0
                            + ((w5 >>> 17 | w5 << 15) ^ (w5 >>> 19 | w5 << 13) ^ (w5 >>> 10));
                    w8 += ((w9 >>> 7 | w9 << 25) ^ (w9 >>> 18 | w9 << 14) ^ (w9 >>> 3)) + w1
                            + ((w6 >>> 17 | w6 << 15) ^ (w6 >>> 19 | w6 << 13) ^ (w6 >>> 10));
                    w9 += ((w10 >>> 7 | w10 << 25) ^ (w10 >>> 18 | w10 << 14) ^ (w10 >>> 3)) + w2
                            + ((w7 >>> 17 | w7 << 15) ^ (w7 >>> 19 | w7 << 13) ^ (w7 >>> 10));
                    w10 += ((w11 >>> 7 | w11 << 25) ^ (w11 >>> 18 | w11 << 14) ^ (w11 >>> 3)) + w3
                            + ((w8 >>> 17 | w8 << 15) ^ (w8 >>> 19 | w8 << 13) ^ (w8 >>> 10));
                    w11 += ((w12 >>> 7 | w12 << 25) ^ (w12 >>> 18 | w12 << 14) ^ (w12 >>> 3)) + w4
                            + ((w9 >>> 17 | w9 << 15) ^ (w9 >>> 19 | w9 << 13) ^ (w9 >>> 10));
                    w12 += ((w13 >>> 7 | w13 << 25) ^ (w13 >>> 18 | w13 << 14) ^ (w13 >>> 3)) + w5
                            + ((w10 >>> 17 | w10 << 15) ^ (w10 >>> 19 | w10 << 13) ^ (w10 >>> 10));
                    w13 += ((w14 >>> 7 | w14 << 25) ^ (w14 >>> 18 | w14 << 14) ^ (w14 >>> 3)) + w6
                            + ((w11 >>> 17 | w11 << 15) ^ (w11 >>> 19 | w11 << 13) ^ (w11 >>> 10));
                    w14 += ((w15 >>> 7 | w15 << 25) ^ (w15 >>> 18 | w15 << 14) ^ (w15 >>> 3)) + w7
                            + ((w12 >>> 17 | w12 << 15) ^ (w12 >>> 19 | w12 << 13) ^ (w12 >>> 10));
                    w15 += ((w0 >>> 7 | w0 << 25) ^ (w0 >>> 18 | w0 << 14) ^ (w0 >>> 3)) + w8
                            + ((w13 >>> 17 | w13 << 15) ^ (w13 >>> 19 | w13 << 13) ^ (w13 >>> 10));
                }
                h += ((e >>> 6 | e << 26) ^ (e >>> 11 | e << 21) ^ (e >>> 25 | e << 7))
                        + (g ^ (e & (f ^ g))) + K[i + 0] + w0;
                d += h;
                h += ((a >>> 2 | a << 30) ^ (a >>> 13 | a << 19) ^ (a >>> 22 | a << 10))
                        + ((a & b) | (c & (a | b)));
                g += ((d >>> 6 | d << 26) ^ (d >>> 11 | d << 21) ^ (d >>> 25 | d << 7))
                        + (f ^ (d & (e ^ f))) + K[i + 1] + w1;
                c += g;
                g += ((h >>> 2 | h << 30) ^ (h >>> 13 | h << 19) ^ (h >>> 22 | h << 10))
                        + ((h & a) | (b & (h | a)));
                f += ((c >>> 6 | c << 26) ^ (c >>> 11 | c << 21) ^ (c >>> 25 | c << 7))
                        + (e ^ (c & (d ^ e))) + K[i + 2] + w2;
                b += f;
                f += ((g >>> 2 | g << 30) ^ (g >>> 13 | g << 19) ^ (g >>> 22 | g << 10))
                        + ((g & h) | (a & (g | h)));
                e += ((b >>> 6 | b << 26) ^ (b >>> 11 | b << 21) ^ (b >>> 25 | b << 7))
                        + (d ^ (b & (c ^ d))) + K[i + 3] + w3;
                a += e;
                e += ((f >>> 2 | f << 30) ^ (f >>> 13 | f << 19) ^ (f >>> 22 | f << 10))
                        + ((f & g) | (h & (f | g)));
                d += ((a >>> 6 | a << 26) ^ (a >>> 11 | a << 21) ^ (a >>> 25 | a << 7))
                        + (c ^ (a & (b ^ c))) + K[i + 4] + w4;
                h += d;
                d += ((e >>> 2 | e << 30) ^ (e >>> 13 | e << 19) ^ (e >>> 22 | e << 10))
                        + ((e & f) | (g & (e | f)));
                c += ((h >>> 6 | h << 26) ^ (h >>> 11 | h << 21) ^ (h >>> 25 | h << 7))
                        + (b ^ (h & (a ^ b))) + K[i + 5] + w5;
                g += c;
                c += ((d >>> 2 | d << 30) ^ (d >>> 13 | d << 19) ^ (d >>> 22 | d << 10))
                        + ((d & e) | (f & (d | e)));
                b += ((g >>> 6 | g << 26) ^ (g >>> 11 | g << 21) ^ (g >>> 25 | g << 7))
                        + (a ^ (g & (h ^ a))) + K[i + 6] + w6;
                f += b;
                b += ((c >>> 2 | c << 30) ^ (c >>> 13 | c << 19) ^ (c >>> 22 | c << 10))
                        + ((c & d) | (e & (c | d)));
                a += ((f >>> 6 | f << 26) ^ (f >>> 11 | f << 21) ^ (f >>> 25 | f << 7))
                        + (h ^ (f & (g ^ h))) + K[i + 7] + w7;
                e += a;
                a += ((b >>> 2 | b << 30) ^ (b >>> 13 | b << 19) ^ (b >>> 22 | b << 10))
                        + ((b & c) | (d & (b | c)));
                h += ((e >>> 6 | e << 26) ^ (e >>> 11 | e << 21) ^ (e >>> 25 | e << 7))
                        + (g ^ (e & (f ^ g))) + K[i + 8] + w8;
                d += h;
                h += ((a >>> 2 | a << 30) ^ (a >>> 13 | a << 19) ^ (a >>> 22 | a << 10))
                        + ((a & b) | (c & (a | b)));
                g += ((d >>> 6 | d << 26) ^ (d >>> 11 | d << 21) ^ (d >>> 25 | d << 7))
                        + (f ^ (d & (e ^ f))) + K[i + 9] + w9;
                c += g;
                g += ((h >>> 2 | h << 30) ^ (h >>> 13 | h << 19) ^ (h >>> 22 | h << 10))
                        + ((h & a) | (b & (h | a)));
                f += ((c >>> 6 | c << 26) ^ (c >>> 11 | c << 21) ^ (c >>> 25 | c << 7))
                        + (e ^ (c & (d ^ e))) + K[i + 10] + w10;
                b += f;
                f += ((g >>> 2 | g << 30) ^ (g >>> 13 | g << 19) ^ (g >>> 22 | g << 10))
                        + ((g & h) | (a & (g | h)));
                e += ((b >>> 6 | b << 26) ^ (b >>> 11 | b << 21) ^ (b >>> 25 | b << 7))
                        + (d ^ (b & (c ^ d))) + K[i + 11] + w11;
                a += e;
                e += ((f >>> 2 | f << 30) ^ (f >>> 13 | f << 19) ^ (f >>> 22 | f << 10))
                        + ((f & g) | (h & (f | g)));
                d += ((a >>> 6 | a << 26) ^ (a >>> 11 | a << 21) ^ (a >>> 25 | a << 7))
                        + (c ^ (a & (b ^ c))) + K[i + 12] + w12;
                h += d;
                d += ((e >>> 2 | e << 30) ^ (e >>> 13 | e << 19) ^ (e >>> 22 | e << 10))
                        + ((e & f) | (g & (e | f)));
                c += ((h >>> 6 | h << 26) ^ (h >>> 11 | h << 21) ^ (h >>> 25 | h << 7))
                        + (b ^ (h & (a ^ b))) + K[i + 13] + w13;
                g += c;
                c += ((d >>> 2 | d << 30) ^ (d >>> 13 | d << 19) ^ (d >>> 22 | d << 10))
                        + ((d & e) | (f & (d | e)));
                b += ((g >>> 6 | g << 26) ^ (g >>> 11 | g << 21) ^ (g >>> 25 | g << 7))
                        + (a ^ (g & (h ^ a))) + K[i + 14] + w14;
                f += b;
                b += ((c >>> 2 | c << 30) ^ (c >>> 13 | c << 19) ^ (c >>> 22 | c << 10))
                        + ((c & d) | (e & (c | d)));
                a += ((f >>> 6 | f << 26) ^ (f >>> 11 | f << 21) ^ (f >>> 25 | f << 7))
                        + (h ^ (f & (g ^ h))) + K[i + 15] + w15;
                e += a;
                a += ((b >>> 2 | b << 30) ^ (b >>> 13 | b << 19) ^ (b >>> 22 | b << 10))
                        + ((b & c) | (d & (b | c)));
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
