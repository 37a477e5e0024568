package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.internet.MimeMessage;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.OutboundMail;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/** The outbox when the SMTP server is away, and when another sender died holding rows. */
class OutboxFaultTest {
    @TempDir
    Path dir;

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private void smtpAt(int port) throws Exception {
        Files.writeString(dir.resolve("pbm.properties"),
                "outbound=smtp\nsmtp.host=127.0.0.1\nsmtp.port=" + port + "\n");
    }

    private static List<OutboxRow> rows(TestServer server) throws Exception {
        return server.database().transaction(c -> new Outbox(c).list(null));
    }

    @Test
    void repliesWaitWhileTheSmtpServerIsDownAndLeaveOnceEachWhenItIsBack() throws Exception {
        int port = freePort();
        smtpAt(port);
        GreenMail smtp = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        try (TestServer server = new TestServer(dir)) {
            for (int i = 1; i <= 3; i++) {
                server.mail("user" + i + "@example.org", "", "signup user" + i + " pw" + i);
            }
            assertEquals(0, server.server().drainOutbox());
            for (OutboxRow row : rows(server)) {
                assertEquals("pending", row.state());
                assertEquals(1, row.attempts());
                assertEquals(TestServer.START.plus(Duration.ofMinutes(1)), row.nextTry());
            }
            server.clock().advance(Duration.ofSeconds(30));
            assertEquals(0, server.server().drainOutbox());
            assertEquals(1, rows(server).get(0).attempts(), "not due yet: not tried");
            server.clock().advance(Duration.ofSeconds(30));
            assertEquals(0, server.server().drainOutbox());
            assertEquals(2, rows(server).get(0).attempts());
            assertEquals(server.clock().instant().plus(Duration.ofMinutes(2)), rows(server).get(0).nextTry());

            smtp.start();
            server.clock().advance(Duration.ofMinutes(2));
            assertEquals(3, server.server().drainOutbox());
            assertEquals(0, server.server().drainOutbox());
            server.clock().advance(Duration.ofHours(3));
            assertEquals(0, server.server().drainOutbox());

            assertTrue(smtp.waitForIncomingEmail(5_000, 3));
            Thread.sleep(300);
            MimeMessage[] received = smtp.getReceivedMessages();
            assertEquals(3, received.length);
            Set<String> ids = new HashSet<>();
            List<String> to = new ArrayList<>();
            for (MimeMessage message : received) {
                ids.add(message.getMessageID());
                to.add(message.getAllRecipients()[0].toString());
            }
            assertEquals(3, ids.size());
            assertEquals(Set.of("user1@example.org", "user2@example.org", "user3@example.org"), new HashSet<>(to));
            for (OutboxRow row : rows(server)) {
                assertEquals("sent", row.state());
            }
        } finally {
            smtp.stop();
        }
    }

    @Test
    void aReplyIsGivenUpTwoDaysAfterItWasMade() throws Exception {
        smtpAt(freePort());
        try (TestServer server = new TestServer(dir)) {
            server.mail("alice@example.org", "", "signup alice pw");
            int tries = 0;
            while (rows(server).get(0).state().equals("pending")) {
                server.server().drainOutbox();
                tries++;
                server.clock().set(rows(server).get(0).nextTry());
            }
            OutboxRow row = rows(server).get(0);
            assertEquals("failed", row.state());
            // tries at 0, 1, 3, 7, 15, 31 and 63 minutes, then hourly; the 47th hourly try
            // (at 48 h 3 min, past the two days) gives up: 7 + 47
            assertEquals(54, tries);
            assertTrue(!server.clock().instant().isBefore(TestServer.START.plus(Duration.ofDays(2))));
        }
    }

    @Test
    void backoffDoublesFromOneMinuteToOneHour() {
        Instant now = TestServer.START;
        List<Long> minutes = new ArrayList<>();
        for (int attempts = 0; attempts < 9; attempts++) {
            OutboxRow row = new OutboxRow(1, new OutboundMail(List.of("a@example.org"), "s", "b"), "pending",
                    attempts, now, now, null);
            minutes.add(Duration.between(now, OutboxDrainer.nextTry(row, now)).toMinutes());
        }
        assertEquals(List.of(1L, 2L, 4L, 8L, 16L, 32L, 60L, 60L, 60L), minutes);
        OutboxRow old = new OutboxRow(1, new OutboundMail(List.of("a@example.org"), "s", "b"), "pending", 50,
                now, now.minus(Duration.ofDays(2)), null);
        assertNull(OutboxDrainer.nextTry(old, now));
    }

    @Test
    void rowsClaimedByAProcessThatDiedAreSentAtOnceOthersWhenTheirLeaseEnds() throws Exception {
        try (TestServer server = new TestServer(dir)) {
            server.mail("alice@example.org", "", "signup alice pw");
            server.mail("bob@example.org", "", "signup bob pw");
            Instant now = server.clock().instant();
            Instant lease = now.plus(Duration.ofMinutes(5));
            String host = java.net.InetAddress.getLocalHost().getHostName();
            String dead = Long.MAX_VALUE / 2 + ":1@" + host + "#1";
            String alive = Claimant.next();
            assertTrue(Claimant.isGone(dead));
            assertTrue(!Claimant.isGone(alive));
            server.database().transaction(c -> new Outbox(c).claimDue(dead, now, lease, 1));
            server.database().transaction(c -> new Outbox(c).claimDue(alive, now, lease, 1));

            assertEquals(1, server.server().drainOutbox(), "the dead sender's row is taken over");
            assertTrue(Files.exists(server.server().dataDir().outbox().resolve("1.eml")));
            assertEquals(0, server.server().drainOutbox(), "the live sender's row waits for its lease");
            server.clock().advance(Duration.ofMinutes(5));
            assertEquals(1, server.server().drainOutbox());
            assertTrue(Files.exists(server.server().dataDir().outbox().resolve("2.eml")));
        }
    }
}
