package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.testing.TestServer;

/**
 * The review found IMAP failures printed as a 40-line stack trace on every poll: a failing
 * mail server is now one log line with the host, port and cause.
 */
class FailureLogTest {
    @TempDir
    Path dir;

    @Test
    void serveLogsOneLinePerMailWithKeySenderCommandsOutcomeAndTime() throws Exception {
        DataDir data = DataDir.open(dir);
        Files.write(data.inbox().resolve("new/1.eml"), pbm.testing.Mails.plain("alice@example.org",
                "signup alice secret", "", "<m1@example.org>").replace("\n", "\r\n")
                .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        List<LogRecord> records = capture(MessageProcessor.class, () -> {
            try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
                AtomicInteger asked = new AtomicInteger();
                server.serve(() -> asked.incrementAndGet() > 2);
            }
        });

        List<String> lines = records.stream().map(LogRecord::getMessage).filter(m -> m.startsWith("mail ")).toList();
        assertEquals(1, lines.size(), records.toString());
        assertTrue(lines.get(0).matches("mail <m1@example.org> from alice@example.org: answered; signup alice"
                + " \\*{8}: done; \\d+\\.\\d ms"), lines.get(0));
    }

    /** The INFO and higher records {@code logged} logs while {@code action} runs. */
    private static List<LogRecord> capture(Class<?> logged, ThrowingRunnable action) throws Exception {
        List<LogRecord> records = new ArrayList<>();
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.INFO.intValue()) {
                    records.add(record);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger logger = Logger.getLogger(logged.getName());
        logger.addHandler(handler);
        try {
            action.run();
        } finally {
            logger.removeHandler(handler);
        }
        return records;
    }

    private interface ThrowingRunnable {
        void run() throws Exception;
    }

    @Test
    void anImapServerThatIsNotThereIsOneLineWithHostPortAndCause() throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        DataDir data = DataDir.open(dir);
        Files.writeString(data.properties(), "inbound=imap\nimap.host=127.0.0.1\nimap.port=" + closed
                + "\nimap.user=pbm\nimap.password=secret\nimap.idle=false\n");
        List<LogRecord> records = capture(Server.class, () -> {
            try (Server server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS)) {
                AtomicInteger asked = new AtomicInteger();
                server.serve(() -> asked.incrementAndGet() > 2);
            }
        }).stream().filter(r -> r.getLevel() == Level.WARNING).toList();

        assertEquals(1, records.size(), records.toString());
        LogRecord record = records.get(0);
        assertNull(record.getThrown(), "no stack trace at WARNING");
        assertTrue(record.getMessage().startsWith("cannot read IMAP pbm@127.0.0.1:" + closed + "/INBOX: "),
                record.getMessage());
        assertTrue(record.getMessage().contains("Connection refused"), record.getMessage());
        assertTrue(record.getMessage().endsWith("; trying again in 5 s"), record.getMessage());
    }
}
