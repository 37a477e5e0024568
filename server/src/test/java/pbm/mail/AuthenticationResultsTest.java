package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Issue 30: the receiving host's verdict (RFC 8601), read only from that host's own headers. */
class AuthenticationResultsTest {
    private static final String HOST = "mx.example.org";
    private static final String BOB = "bob@example.org";

    private static boolean vouch(String... headers) {
        return AuthenticationResults.vouchFor(List.of(headers), HOST, BOB);
    }

    @Test
    void aHeaderIsReadWithCommentsQuotesAndSeveralResults() {
        AuthenticationResults.Header header = AuthenticationResults.parse("mx.example.org 1 (the MX (ours));"
                + " spf=pass (sender IP is 192.0.2.1) smtp.mailfrom=example.org;"
                + " dkim=pass (2048-bit key; unprotected) header.d=example.org header.i=@example.org"
                + " header.b=\"Ab/cd+e=\"; dmarc=pass (p=none dis=none) header.from=example.org").orElseThrow();
        assertEquals("mx.example.org", header.authservId());
        assertEquals(3, header.results().size());
        assertEquals(new AuthenticationResults.Result("spf", "pass", Map.of("smtp.mailfrom", "example.org")),
                header.results().get(0));
        assertEquals(Map.of("header.d", "example.org", "header.i", "@example.org", "header.b", "Ab/cd+e="),
                header.results().get(1).properties());
        assertEquals("dmarc", header.results().get(2).method());
        assertEquals("pass", header.results().get(2).result());
    }

    @Test
    void oddButValidFormsAreRead() {
        AuthenticationResults.Header header = AuthenticationResults.parse(
                "\"mx.example.org\"; DKIM/1 = Pass header.d = Example.ORG; dkim / 1 = fail; none").orElseThrow();
        assertEquals("mx.example.org", header.authservId());
        assertEquals(2, header.results().size());
        assertEquals(new AuthenticationResults.Result("dkim", "pass", Map.of("header.d", "Example.ORG")),
                header.results().get(0));
        assertEquals("fail", header.results().get(1).result());
        assertEquals(List.of(), AuthenticationResults.parse("mx.example.org; none").orElseThrow().results());
        assertEquals(Optional.empty(), AuthenticationResults.parse(""));
        assertEquals(Optional.empty(), AuthenticationResults.parse("; dmarc=pass"));
        assertEquals(Optional.empty(), AuthenticationResults.parse("mx.example.org; dmarc=\"pass"));
    }

    @Test
    void aDmarcOrAMatchingDkimPassOfTheHostVouches() {
        assertTrue(vouch("mx.example.org; dmarc=pass header.from=example.org"));
        assertTrue(vouch("MX.Example.ORG; dmarc=pass"));
        assertTrue(vouch("mx.example.org; dkim=pass header.d=example.org"));
        assertTrue(vouch("mx.example.org; dkim=pass header.i=bob@Example.org"));
        assertTrue(vouch("mx.example.org; spf=pass smtp.mailfrom=example.org",
                "mx.example.org; dkim=pass (good) header.d=example.org; dmarc=none"));
        assertTrue(vouch("mx.example.org; dkim=pass header.d=example.org; dkim=fail header.d=lists.example.net"));
    }

    @Test
    void anythingElseDoesNot() {
        assertFalse(vouch());
        assertFalse(vouch("evil.example; dmarc=pass header.from=example.org"), "another host's header");
        assertFalse(vouch("mx.example.org.evil.example; dmarc=pass"), "a host named like it");
        assertFalse(vouch("mx.example.org; spf=pass smtp.mailfrom=example.org"), "SPF alone");
        assertFalse(vouch("mx.example.org; dkim=pass header.d=evil.example"), "another domain's signature");
        assertFalse(vouch("mx.example.org; dkim=pass header.d=sub.example.org"), "a subdomain's signature");
        assertFalse(vouch("mx.example.org; dkim=pass"), "a signature of no domain");
        assertFalse(vouch("mx.example.org; dmarc=fail header.from=example.org"));
        assertFalse(vouch("mx.example.org; dmarc=pass header.from=evil.example"));
        assertFalse(vouch("mx.example.org (dmarc=pass); none"), "a comment");
        assertFalse(vouch("mx.example.org; x-dmarc=pass"));
        assertFalse(AuthenticationResults.vouchFor(List.of("mx.example.org; dmarc=pass"), null, BOB));
    }

    @Test
    void resultsOfTheHostThatContradictEachOtherVouchForNothing() {
        // a header written by the sender under the host's name, beside the host's own
        assertFalse(vouch("mx.example.org; dmarc=fail header.from=example.org",
                "mx.example.org; dmarc=pass header.from=example.org"));
        assertFalse(vouch("mx.example.org; dmarc=none header.from=example.org",
                "mx.example.org; dmarc=pass header.from=example.org"));
        assertFalse(vouch("mx.example.org; dkim=none; dmarc=none",
                "mx.example.org; dkim=pass header.d=example.org"));
        assertFalse(vouch("mx.example.org; dkim=pass header.d=example.org; dmarc=fail"));
    }
}
