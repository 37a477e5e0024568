package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Issue 30: addresses compared as mail systems compare them. */
class AddressMatchTest {
    private static final AddressMatch SENSITIVE = new AddressMatch(AddressMatch.LocalPartCase.SENSITIVE);

    @Test
    void theDomainNeverCountsCase() {
        assertTrue(AddressMatch.DEFAULT.same("alice@Example.ORG", "alice@example.org"));
        assertTrue(SENSITIVE.same("alice@Example.ORG", "alice@example.org"));
        assertTrue(SENSITIVE.same("Alice <alice@EXAMPLE.org>", "alice@example.org"));
    }

    @Test
    void theLocalPartCountsCaseOnlyWhenSetTo() {
        assertTrue(AddressMatch.DEFAULT.same("Alice@example.org", "alice@example.org"));
        assertFalse(SENSITIVE.same("Alice@example.org", "alice@example.org"));
        assertTrue(SENSITIVE.same("Alice@example.org", "Alice@example.org"));
    }

    @Test
    void differentOrUnusableAddressesAreNotTheSame() {
        assertFalse(AddressMatch.DEFAULT.same("alice@example.org", "alice@example.net"));
        assertFalse(AddressMatch.DEFAULT.same("alice@example.org", "alice2@example.org"));
        assertFalse(AddressMatch.DEFAULT.same("alice@example.org", "alice@example.org.evil.example"));
        assertFalse(AddressMatch.DEFAULT.same("alice", "alice"));
        assertFalse(AddressMatch.DEFAULT.same(null, "alice@example.org"));
        assertFalse(AddressMatch.DEFAULT.same("alice@example.org\r\nBcc: x@y.z", "alice@example.org"));
    }

    @Test
    void theFoldedKeyIsTheSameForEveryMatch() {
        assertEquals("alice@example.org", AddressMatch.folded("Alice <ALICE@Example.ORG>"));
        assertEquals(AddressMatch.folded("alice@example.org"), AddressMatch.folded("Alice@example.org"));
    }
}
