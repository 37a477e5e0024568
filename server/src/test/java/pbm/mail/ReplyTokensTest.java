package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reply addresses: made for a board, a move and a player; the HMAC is the JDK's. */
class ReplyTokensTest {
    private static final byte[] SECRET = new byte[32];

    @Test
    void theHmacIsRfc4231s() {
        // RFC 4231 test case 1 (key 20 bytes of 0x0b) and test case 6 (a key longer than the block)
        byte[] key = new byte[20];
        Arrays.fill(key, (byte) 0x0b);
        assertEquals("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7", HexFormat.of()
                .formatHex(new ReplyTokens(key, "pbm@localhost").mac("Hi There".getBytes(StandardCharsets.US_ASCII))));
        byte[] longKey = new byte[131];
        Arrays.fill(longKey, (byte) 0xaa);
        assertEquals("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54", HexFormat.of()
                .formatHex(new ReplyTokens(longKey, "pbm@localhost").mac(
                        "Test Using Larger Than Block-Size Key - Hash Key First".getBytes(StandardCharsets.US_ASCII))));
    }

    @Test
    void theAddressCarriesTheBoardAndTheMovesAndChangesWithEither() {
        ReplyTokens tokens = new ReplyTokens(SECRET, "Draughts+x@Example.ORG");
        String address = tokens.address(101, 12, 7L, "alice", "hash");
        assertTrue(address.matches("draughts\\+b101\\.m12\\.[a-z2-7]{12}@example\\.org"), address);
        String token = address.substring(address.lastIndexOf('.', address.indexOf('@')) + 1, address.indexOf('@'));
        assertTrue(tokens.matches(token, 101, 12, 7L, "alice", "hash"));
        assertTrue(tokens.matches(token.toUpperCase(), 101, 12, 7L, "alice", "hash"));
        assertFalse(tokens.matches(token, 101, 13, 7L, "alice", "hash"), "another move");
        assertFalse(tokens.matches(token, 101, 12, 8L, "alice", "hash"), "another revision");
        assertFalse(tokens.matches(token, 102, 12, 7L, "alice", "hash"), "another board");
        assertFalse(tokens.matches(token, 101, 12, 7L, "bob", "hash"), "another player");
        assertFalse(tokens.matches(token, 101, 12, 7L, "alice", "hash2"), "another password");
        assertNotEquals(address, tokens.address(101, 13, 7L, "alice", "hash"));
        assertEquals(Optional.of(new ReplyTokens.Tagged(101, 12, token)),
                tokens.find(List.of("someone@example.org", address.toUpperCase())));
    }

    @Test
    void anAddressOfTheEarlierKindIsReadAsOld() {
        ReplyTokens tokens = new ReplyTokens(SECRET, "pbm@localhost");
        Optional<ReplyTokens.Tagged> tagged = tokens.find(List.of("pbm+b101.k3f7x2mq7a4z@localhost"));
        assertTrue(tagged.orElseThrow().old());
        assertEquals(101, tagged.get().board());
        assertFalse(tokens.find(List.of("pbm+b101.m3.k3f7x2mq7a4z@localhost")).orElseThrow().old());
        assertEquals(Optional.empty(), tokens.find(List.of("pbm+b101.m.k3f7x2mq7a4z@localhost")));
        assertEquals(Optional.empty(), tokens.find(List.of("pbm+b101.m3.k3f7x2mq7a4z@elsewhere.example")));
    }
}
