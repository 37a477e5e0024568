package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeliveryReportsTest {
    @Test
    void aDsnNamesItsFinalRecipient() throws Exception {
        byte[] dsn;
        try (InputStream in = getClass().getResourceAsStream("/mail/dsn.eml")) {
            dsn = in.readAllBytes();
        }
        List<DeliveryReports.Failure> failures = DeliveryReports.failures(dsn);
        assertEquals(1, failures.size());
        assertEquals("nobody@example.org", failures.get(0).address());
    }

    @Test
    void severalRecipientsWithTheirStatusOriginalOnlyWhenNoFinal() {
        String report = "Content-Type: message/delivery-status\r\n\r\n"
                + "Reporting-MTA: dns; mx.example.net\r\n\r\n"
                + "Original-Recipient: rfc822;Alice@Example.ORG\r\n"
                + "Final-Recipient: rfc822; alice@example.org\r\nAction: failed\r\nStatus: 5.1.1\r\n\r\n"
                + "Final-Recipient: RFC822; <bob@example.net>\r\nAction: delayed\r\nStatus: 4.4.7\r\n";
        assertEquals(List.of(new DeliveryReports.Failure("alice@example.org", "5.1.1"),
                new DeliveryReports.Failure("bob@example.net", "4.4.7")),
                DeliveryReports.failures(report.getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void theEximHeaderWhenThereIsNoReport() {
        String bounce = "From: Mail Delivery System <Mailer-Daemon@mx.example.net>\r\n"
                + "X-Failed-Recipients: carol@example.org, not an address\r\n\r\nIt failed.\r\n";
        assertEquals(List.of(new DeliveryReports.Failure("carol@example.org", "")),
                DeliveryReports.failures(bounce.getBytes(StandardCharsets.US_ASCII)));
        assertEquals(List.of(), DeliveryReports.failures(new byte[0]));
    }
}
