package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Bounces;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/**
 * After bounce.limit (3) hard bounces an address gets no more mail until its player
 * changes address; the administrator sees why in the outbox.
 */
class BounceHoldTest {
    @TempDir
    Path dir;

    private static byte[] bounce(String address, String status, int n) throws Exception {
        String dsn;
        try (InputStream in = BounceHoldTest.class.getResourceAsStream("/mail/dsn.eml")) {
            dsn = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
        return dsn.replace("nobody@example.org", address).replace("Status: 5.1.1", "Status: " + status)
                .replace("<dsn-1@mx.example.net>", "<dsn-" + n + "@mx.example.net>")
                .replace("\r\n", "\n").replace("\n", "\r\n").getBytes(StandardCharsets.US_ASCII);
    }

    private static OutboxRow row(TestServer server, long id) throws Exception {
        return server.database().transaction(c -> new Outbox(c).listAfter(id - 1)).get(0);
    }

    @Test
    void threeHardBouncesHoldTheAddressUntilThePlayerChangesIt() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            server.server().drainOutbox();
            server.deliver(bounce("bob@example.org", "4.2.2", 1));
            server.deliver(bounce("bob@example.org", "5.1.1", 2));
            server.deliver(bounce("bob@example.org", "5.1.1", 3));
            List<OutboxRow> twoHard = server.mail("alice@example.org", "draughts challenge alice bob", "");
            assertEquals(0, server.server().lastSendFailures().size() + sendFailures(server));
            assertEquals("sent", row(server, twoHard.get(1).id()).state(), "two hard bounces: still sent");

            server.deliver(bounce("bob@example.org", "5.1.1", 4));
            List<OutboxRow> board = server.mail("alice@example.org", "draughts move 101 alice apw 32-28", "");
            assertEquals(1, sendFailures(server), server.server().lastSendFailures().toString());
            OutboxRow toBob = row(server, board.get(1).id());
            assertEquals(List.of("bob@example.org"), toBob.recipients());
            assertEquals("failed", toBob.state());
            assertTrue(toBob.lastError().startsWith("held: bob@example.org bounced 3 times (last status 5.1.1, "),
                    toBob.lastError());
            assertEquals("sent", row(server, board.get(0).id()).state(), "alice still gets her mail");

            server.mail("bob@example.net", "change address bob bpw bob@example.net", "");
            sendFailures(server);
            List<OutboxRow> next = server.mail("bob@example.net", "draughts move 101 bob bpw 19-23", "");
            assertEquals(0, sendFailures(server));
            assertEquals(List.of("bob@example.net"), row(server, next.get(1).id()).recipients());
            assertEquals("sent", row(server, next.get(1).id()).state());

            // from the address itself: an address the sender only names is confirmed first, by mail
            server.mail("bob@example.org", "change address bob bpw bob@example.org", "");
            Bounces.Summary cleared = server.database().transaction(c -> new Bounces(c)
                    .summaries(List.of("bob@example.org"))).get(0);
            assertEquals(4, cleared.bounces());
            assertEquals(0, cleared.hardBounces(), "bob chose the address again: its bounces no longer count");
            List<OutboxRow> back = server.mail("alice@example.org", "draughts move 101 alice apw 28x19", "");
            assertEquals(0, sendFailures(server));
            assertEquals("sent", row(server, back.get(1).id()).state());
        }
    }

    /** Sends what is due; the number of replies that could not go. */
    private static int sendFailures(TestServer server) throws Exception {
        server.server().drainOutbox();
        return server.server().lastSendFailures().size();
    }
}
