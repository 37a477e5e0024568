package pbm.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** HMAC-SHA256 written on the digest gives the JCA's bytes and RFC 4231's. */
class HmacSha256Test {
    @Test
    void theSameBytesAsTheJcasMacForKeysAndMessagesOfEveryLength() throws Exception {
        Random random = new Random(4231);
        for (int keyLength : new int[] {0, 1, 16, 32, 63, 64, 65, 100, 131, 200}) {
            byte[] key = new byte[keyLength];
            random.nextBytes(key);
            HmacSha256 mine = new HmacSha256(key);
            Mac jca = Mac.getInstance("HmacSHA256");
            jca.init(new SecretKeySpec(key.length == 0 ? new byte[1] : key, "HmacSHA256"));
            for (int messageLength : new int[] {0, 1, 55, 56, 63, 64, 65, 119, 120, 1000}) {
                byte[] message = new byte[messageLength];
                random.nextBytes(message);
                if (keyLength == 0) {
                    // the JCA refuses an empty key; a key of one zero byte pads to the same block
                    assertArrayEquals(new HmacSha256(new byte[1]).mac(message), mine.mac(message));
                }
                assertArrayEquals(jca.doFinal(message), mine.mac(message), keyLength + "/" + messageLength);
            }
        }
    }

    @Test
    void rfc4231TestCases1And2() {
        // RFC 4231 section 4.2, test case 1: key 0x0b * 20, data "Hi There"
        byte[] key = new byte[20];
        java.util.Arrays.fill(key, (byte) 0x0b);
        assertEquals("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
                HexFormat.of().formatHex(new HmacSha256(key).mac("Hi There".getBytes(StandardCharsets.US_ASCII))));
        // section 4.3, test case 2: key "Jefe", data "what do ya want for nothing?"
        assertEquals("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
                HexFormat.of().formatHex(new HmacSha256("Jefe".getBytes(StandardCharsets.US_ASCII))
                        .mac("what do ya want for nothing?".getBytes(StandardCharsets.US_ASCII))));
    }
}
