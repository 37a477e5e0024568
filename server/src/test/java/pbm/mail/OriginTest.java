package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Issue 30: what a mail's headers say of who sent it, and when that is one sender. */
class OriginTest {

    private static InboundMessage parse(String headers) {
        return InboundParser.parse((headers + "Subject: x\r\nMessage-ID: <o@example.org>\r\n\r\n19-23\r\n")
                .replace("\r\n", "\n").replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8));
    }

    private static Optional<String> single(String headers) {
        return parse(headers).origin().single(AddressMatch.DEFAULT);
    }

    @Test
    void oneFromAddressIsOneSender() {
        assertEquals(Optional.of("bob@example.org"), single("From: Bob <bob@Example.ORG>\n"));
        assertEquals(Optional.of("bob@example.org"), single("From: bob@example.org\nSender: Bob <BOB@example.org>\n"));
        assertEquals(List.of("bob@example.org"), parse("From: bob@example.org\n").origin().from());
    }

    @Test
    void severalFromAddressesOrAnotherSenderAreNobody() {
        for (String headers : List.of(
                "From: bob@example.org, mallory@evil.example\n",
                "From: bob@example.org,\n mallory@evil.example\n",
                "From: bob@example.org mallory@evil.example\n",
                "From: bob@example.org\nFrom: mallory@evil.example\n",
                "From: friends: bob@example.org, mallory@evil.example;\n",
                "From: friends: bob@example.org;\n",
                "From: bob@example.org, not an address\n",
                "From: bob@example.org\nSender: mallory@evil.example\n",
                "From: bob@example.org\nSender: bob@example.org\nSender: mallory@evil.example\n",
                "From: bob@example.org\nSender: bob@example.org, mallory@evil.example\n",
                "From: bob@example.org\nSender: <>\n")) {
            assertEquals(Optional.empty(), single(headers), headers);
        }
    }

    @Test
    void theFirstFromAddressStaysWhomAnOrdinaryReplyGoesTo() {
        InboundMessage m = parse("From: bob@example.org, mallory@evil.example\n");
        assertEquals("bob@example.org", m.fromAddress());
        assertEquals(List.of("bob@example.org", "mallory@evil.example"), m.origin().from());
    }

    @Test
    void authenticationResultsAreKeptTopFirst() {
        InboundMessage m = parse("Authentication-Results: mx.example.org;\n dmarc=pass header.from=example.org\n"
                + "Authentication-Results: evil.example; dmarc=pass\nFrom: bob@example.org\n");
        assertEquals(List.of("mx.example.org; dmarc=pass header.from=example.org", "evil.example; dmarc=pass"),
                m.origin().authenticationResults());
    }
}
