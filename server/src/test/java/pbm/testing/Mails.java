package pbm.testing;

import java.util.concurrent.atomic.AtomicInteger;

/** Raw test mails, written out by hand so every header is visible in the test. */
public final class Mails {
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private Mails() {
    }

    /** A plain ASCII/UTF-8 (8bit) mail with a fresh Message-ID. */
    public static String plain(String from, String subject, String body) {
        return plain(from, subject, body, "<test-" + COUNTER.incrementAndGet() + "@example.org>");
    }

    public static String plain(String from, String subject, String body, String messageId) {
        return "From: " + from + "\n"
                + "To: pbm@localhost\n"
                + "Subject: " + subject + "\n"
                + "Date: Sun, 22 Nov 2026 10:00:00 +0000\n"
                + "Message-ID: " + messageId + "\n"
                + "MIME-Version: 1.0\n"
                + "Content-Type: text/plain; charset=UTF-8\n"
                + "Content-Transfer-Encoding: 8bit\n"
                + "\n"
                + body + (body.endsWith("\n") ? "" : "\n");
    }
}
