package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * Issue 30: handled mails (a signup holds its password in clear) are not kept forever. Those
 * in {@code inbox/cur} that arrived {@code inbox.keep-days} (default 7) days ago or more are
 * deleted by {@code serve}'s sweep, by {@code process} and by {@code sweep}; with 0 each is
 * deleted as soon as its batch committed.
 */
class InboxRetentionTest {
    private static final Instant NOW = Instant.parse("2026-11-22T10:00:00Z");

    @TempDir
    Path dir;

    private static Path handled(Path data, String name, Duration age) throws Exception {
        Path file = Files.writeString(data.resolve("inbox/cur").resolve(name + ":2,S"), "Subject: signup a secret\n");
        Files.setLastModifiedTime(file, FileTime.from(NOW.minus(age)));
        return file;
    }

    private static List<String> names(Path folder) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    private static void waiting(DataDir data, String from, String subject, String messageId) throws Exception {
        Files.write(data.inbox().resolve("new/" + messageId + ".host"), Mails.plain(from, subject, "",
                "<" + messageId + "@example.org>").replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void onlyTheHandledMailsThatArrivedBeforeTheCutoffAreDeleted() throws Exception {
        DataDir data = DataDir.open(dir);
        Path old = handled(dir, "1", Duration.ofDays(8));
        Path young = handled(dir, "2", Duration.ofDays(6));
        Path waiting = Files.writeString(data.inbox().resolve("new/3"), "Subject: list\n");
        Files.setLastModifiedTime(waiting, FileTime.from(NOW.minus(Duration.ofDays(30))));

        int deleted = new Maildir(data.inbox()).deleteHandledBefore(NOW.minus(Duration.ofDays(7)));

        assertEquals(1, deleted);
        assertEquals(List.of(young.getFileName().toString()), names(data.inbox().resolve("cur")));
        assertEquals(List.of("3"), names(data.inbox().resolve("new")), "a mail not yet handled is never deleted");
        assertTrue(Files.notExists(old));
    }

    @Test
    void serveDeletesHandledMailPastTheKeepTimeInItsSweep() throws Exception {
        DataDir data = DataDir.open(dir);
        handled(dir, "1", Duration.ofDays(7).plusMinutes(1));
        Path young = handled(dir, "2", Duration.ofDays(7).minusMinutes(1));

        try (Server server = Server.open(dir, Clock.fixed(NOW, ZoneOffset.UTC), TestServer.FAST_PASSWORDS)) {
            AtomicInteger asked = new AtomicInteger();
            server.serve(() -> asked.incrementAndGet() > 2);
        }

        assertEquals(List.of(young.getFileName().toString()), names(data.inbox().resolve("cur")));
    }

    @Test
    void withKeepDaysZeroAHandledMailIsDeletedOnceItsBatchCommitted() throws Exception {
        DataDir data = DataDir.open(dir);
        Files.writeString(data.properties(), "inbox.keep-days=0\n");
        handled(dir, "old", Duration.ofDays(1));
        waiting(data, "alice@example.org", "signup alice secret", "m1");

        try (Server server = Server.open(dir, Clock.fixed(NOW, ZoneOffset.UTC), TestServer.FAST_PASSWORDS)) {
            assertEquals(1, server.processInbox(() -> false));
            assertEquals(List.of("old:2,S"), names(data.inbox().resolve("cur")), "the handled mail is not moved");
            assertEquals(List.of(), names(data.inbox().resolve("new")));
            assertEquals(1, server.deleteOldHandledMail(), "what an earlier setting kept goes too");
            assertEquals(1, server.drainOutbox(), "the mail was handled: its reply left");
        }
        assertEquals(List.of(), names(data.inbox().resolve("cur")));
    }

    @Test
    void aKeepTimeOfAWeekKeepsTheMailJustHandled() throws Exception {
        DataDir data = DataDir.open(dir);
        waiting(data, "alice@example.org", "signup alice secret", "m1");

        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            assertEquals(1, server.processInbox(() -> false));
            assertEquals(0, server.deleteOldHandledMail());
        }
        assertEquals(List.of("m1.host:2,S"), names(data.inbox().resolve("cur")));
    }
}
