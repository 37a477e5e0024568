package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.testing.Mails;
import pbm.testing.TestServer;

/**
 * {@code serve} keeps answering an honest player within a second while a hostile one mails
 * heavy definitions and strangers flood it with help requests (issue 30): the definitions
 * are cheap to refuse or within their budget, the hostile sender's further mails wait behind
 * everyone else's ({@link SenderCosts}), and strangers get little.
 */
class ServeUnderAttackTest {
    private static final long HONEST_BOUND_MILLIS = 1_000;

    @TempDir
    Path dir;

    private static byte[] mail(String from, String subject, String body) {
        return Mails.plain(from, subject, body).replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A definition as a hostile player wrote it: a 16x16 board and 23 custom pieces, each a Betza
     * string of some 600 atoms, about 14 KB in all.
     */
    static String heavyDefinition(String name) {
        StringBuilder text = new StringBuilder("[" + name + "]\nmaxFile = 16\nmaxRank = 16\nking = k\n");
        String letters = "abcdefghijlmnopqrstuvwx";
        for (int i = 0; i < letters.length(); i++) {
            text.append("customPiece").append(i + 1).append(" = ").append(letters.charAt(i)).append(':')
                    .append("NNZZCC".repeat(100)).append('\n');
        }
        return text.append("startFen = k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/ABCDEFGHIJLMNKOP w - - 0 1\n")
                .toString();
    }

    @Test
    void anHonestMoveIsAnsweredWithinASecondDuringAnAttack() throws Exception {
        DataDir data = DataDir.open(dir);
        Maildir inbox = new Maildir(data.inbox());
        for (String player : List.of("alice", "bob", "mallory")) {
            inbox.deliver(mail(player + "@example.org", "signup " + player + " pw", ""));
        }
        inbox.deliver(mail("alice@example.org", "chess challenge alice bob", ""));
        try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
            assertEquals(4, server.processInbox(() -> false));
            server.drainOutbox();
            AtomicBoolean stop = new AtomicBoolean();
            Thread serving = new Thread(() -> server.serve(stop::get), "serve");
            serving.start();
            try {
                for (int i = 1; i <= 5; i++) {
                    inbox.deliver(mail("mallory@example.org", "define mallory pw", heavyDefinition("heavy" + i)));
                }
                for (int i = 1; i <= 20; i++) {
                    inbox.deliver(mail("stranger" + i + "@example.net", "help chess", "help chess\n".repeat(60)));
                }
                Thread.sleep(100); // serve has begun on the attack
                java.util.Set<Path> before = emls(data.outbox());
                long sent = System.nanoTime();
                inbox.deliver(mail("alice@example.org", "chess move 101 alice pw e2e4", ""));
                long answered = awaitReply(data.outbox(), before);
                assertTrue(answered - sent < HONEST_BOUND_MILLIS * 1_000_000,
                        "alice's move was answered after " + (answered - sent) / 1_000_000 + " ms");
                awaitEmpty(data.inbox().resolve("new"));
            } finally {
                stop.set(true);
                serving.join(30_000);
            }
        }
    }

    private static java.util.Set<Path> emls(Path outbox) throws Exception {
        try (Stream<Path> files = Files.list(outbox)) {
            return new java.util.HashSet<>(files.filter(f -> f.toString().endsWith(".eml")).toList());
        }
    }

    /** When (System.nanoTime) a new reply file to alice about board 101 appeared; fails after a minute. */
    private static long awaitReply(Path outbox, java.util.Set<Path> before) throws Exception {
        long giveUp = System.nanoTime() + 60_000_000_000L;
        while (System.nanoTime() < giveUp) {
            for (Path file : emls(outbox)) {
                if (!before.contains(file)) {
                    String text = Files.readString(file, StandardCharsets.ISO_8859_1);
                    if (text.contains("To: alice@example.org") && text.contains("Board 101")) {
                        return System.nanoTime();
                    }
                }
            }
            Thread.sleep(5);
        }
        throw new AssertionError("alice's move was not answered within a minute");
    }

    /** Waits until the folder is empty: every hostile mail was handled too (fails after two minutes). */
    private static void awaitEmpty(Path folder) throws Exception {
        long giveUp = System.nanoTime() + 120_000_000_000L;
        while (System.nanoTime() < giveUp) {
            try (Stream<Path> files = Files.list(folder)) {
                if (files.findAny().isEmpty()) {
                    return;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("the attack's mails were not all handled within two minutes");
    }
}
