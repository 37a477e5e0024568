package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.InboundMessage;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * A sender whose mails were expensive of late waits behind everyone else, and once a batch has
 * run its slice that sender's further mails are left waiting for the next pass, which lists the
 * mail that came meanwhile with them: one hostile sender cannot hold up an honest player.
 */
class FairOrderTest {
    @TempDir
    Path dir;

    private static byte[] mail(String player, String subject, String id) {
        return Mails.plain(player + "@example.org", subject, "", "<" + id + "@example.org>").replace("\n", "\r\n")
                .getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A processor whose handling of each mail is recorded, with mallory's mails expensive, and
     * each of them taking more than a batch's slice on the clock the slice is measured by.
     */
    private static List<String> recordHandling(Server server) {
        List<String> handled = Collections.synchronizedList(new ArrayList<>());
        AtomicLong clock = new AtomicLong();
        server.processor().sliceClock(clock::get);
        server.processor().senderCosts().add("mallory@example.org", SenderCosts.EXPENSIVE.toNanos() * 4);
        server.processor().faults(new MessageProcessor.Faults() {
            @Override
            public void handled(InboundMessage message, MessageProcessor.Outcome outcome) {
                handled.add(message.subject());
                if (message.fromAddress().startsWith("mallory")) {
                    clock.addAndGet(MessageProcessor.SLICE.toNanos() + 1);
                }
            }
        });
        return handled;
    }

    @Test
    void anExpensiveSendersMailsGoLastAndPastTheSliceWaitForTheNextPass() throws Exception {
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            List<String> handled = recordHandling(server);

            List<MessageProcessor.Outcome> outcomes = server.processor().processBatch(List.of(
                    mail("mallory", "help", "m1"), mail("alice", "list", "a1"), mail("mallory", "help chess", "m2"),
                    mail("bob", "help commands", "b1")));

            assertEquals(List.of("list", "help commands", "help"), handled,
                    "alice and bob first, as they came; then mallory until the slice ran out");
            assertEquals(List.of(MessageProcessor.Outcome.ANSWERED, MessageProcessor.Outcome.ANSWERED,
                    MessageProcessor.Outcome.DEFERRED, MessageProcessor.Outcome.ANSWERED), outcomes);
        }
    }

    @Test
    void deferredMailStaysWaitingAndTheNextPassTakesTheNewMailFirst() throws Exception {
        DataDir data = DataDir.open(dir);
        Maildir inbox = new Maildir(data.inbox());
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            List<String> handled = recordHandling(server);
            for (int i = 1; i <= 3; i++) {
                inbox.deliver(mail("mallory", "help " + i, "m" + i));
            }
            inbox.deliver(mail("alice", "list", "a1"));

            assertEquals(4, server.processInbox(() -> false), "every mail handled before processInbox returns");

            assertEquals(List.of("list", "help 1", "help 2", "help 3"), handled);
            try (Stream<Path> waiting = Files.list(data.inbox().resolve("new"))) {
                assertEquals(0, waiting.count(), "each pass acknowledged what it handled, and only that");
            }
            assertEquals(4, GroupCommitTest.column(server, "SELECT outcome FROM seen_messages").size());
        }
    }

    @Test
    void aSenderWhoBecomesExpensiveWithinABatchHasTheRestDeferred() throws Exception {
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            AtomicLong clock = new AtomicLong();
            server.processor().sliceClock(clock::get);
            server.processor().faults(new MessageProcessor.Faults() {
                @Override
                public void handled(InboundMessage message, MessageProcessor.Outcome outcome) {
                    if (message.fromAddress().startsWith("mallory")) {
                        // as a heavy definition would: CPU past the limit, time past the slice
                        server.processor().senderCosts().add("mallory@example.org", SenderCosts.EXPENSIVE.toNanos() * 2);
                        clock.addAndGet(MessageProcessor.SLICE.toNanos() + 1);
                    }
                }
            });

            List<MessageProcessor.Outcome> outcomes = server.processor().processBatch(List.of(
                    mail("mallory", "help", "m1"), mail("mallory", "help chess", "m2"), mail("alice", "list", "a1")));

            assertEquals(List.of(MessageProcessor.Outcome.ANSWERED, MessageProcessor.Outcome.DEFERRED,
                    MessageProcessor.Outcome.ANSWERED), outcomes, "mallory's first mail made the rest wait");
        }
    }

    @Test
    void costsFadeAndAreCountedPerAddressWhateverItsCase() {
        SenderCosts costs = new SenderCosts();
        assertFalse(costs.expensive("Mallory@Example.org"));
        costs.add("mallory@example.org", SenderCosts.EXPENSIVE.toNanos() / 2);
        assertFalse(costs.expensive("Mallory@Example.org"));
        costs.add("MALLORY@example.org", SenderCosts.EXPENSIVE.toNanos());
        assertTrue(costs.expensive("mallory@example.org"));
        assertFalse(costs.expensive("alice@example.org"));
    }
}
