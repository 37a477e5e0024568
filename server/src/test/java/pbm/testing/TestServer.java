package pbm.testing;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import pbm.server.MessageProcessor;
import pbm.server.Server;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.store.Passwords;

/**
 * A server on a fresh data directory (a new SQLite file migrated by Flyway) with a
 * fixed clock, for transcript tests: a mail in, the exact replies out.
 */
public final class TestServer implements AutoCloseable {
    public static final Instant START = Instant.parse("2026-11-22T10:00:00Z");
    /** Few PBKDF2 rounds: tests sign up many players. Production always uses the full count. */
    public static final Passwords FAST_PASSWORDS = new Passwords(1_000);

    private final MutableClock clock = new MutableClock(START);
    private final Server server;
    private long lastSeenOutboxId;

    public TestServer(Path dir) throws IOException, SQLException {
        this.server = Server.open(dir, clock, FAST_PASSWORDS);
    }

    /**
     * A server where alice (password apw), bob (bpw) and carol (cpw) have signed up from
     * alice@, bob@ and carol@example.org; their welcome mails are already read.
     */
    public static TestServer withThreePlayers(Path dir) throws IOException, SQLException {
        TestServer server = new TestServer(dir);
        server.mail("alice@example.org", "signup alice apw", "");
        server.mail("bob@example.org", "signup bob bpw", "");
        server.mail("carol@example.org", "signup carol cpw", "");
        server.newReplies();
        return server;
    }

    public MutableClock clock() {
        return clock;
    }

    public Server server() {
        return server;
    }

    public Database database() {
        return server.database();
    }

    /** Delivers one raw message; returns the replies it queued. */
    public List<OutboxRow> deliver(String raw) throws SQLException {
        return deliver(raw.replace("\r\n", "\n").replace("\n", "\r\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    public List<OutboxRow> deliver(byte[] raw) throws SQLException {
        lastOutcome = server.processMessage(raw);
        return newReplies();
    }

    private MessageProcessor.Outcome lastOutcome;

    public MessageProcessor.Outcome lastOutcome() {
        return lastOutcome;
    }

    /** A plain mail from {@code from}: subject and body as given. */
    public List<OutboxRow> mail(String from, String subject, String body) throws SQLException {
        return deliver(Mails.plain(from, subject, body));
    }

    /** The outbox rows queued since the last call. */
    public List<OutboxRow> newReplies() throws SQLException {
        List<OutboxRow> fresh = database().transaction(c -> new Outbox(c).listAfter(lastSeenOutboxId));
        if (!fresh.isEmpty()) {
            lastSeenOutboxId = fresh.get(fresh.size() - 1).id();
        }
        return fresh;
    }

    /** Replies as people read them: To, Subject, a blank line, the body; separated by a rule. */
    public static String render(List<OutboxRow> rows) {
        StringBuilder out = new StringBuilder();
        for (OutboxRow row : rows) {
            if (out.length() > 0) {
                out.append("----------------------------------------------------------------------\n");
            }
            out.append("To: ").append(String.join(", ", row.recipients())).append('\n')
                    .append("Subject: ").append(row.subject()).append("\n\n")
                    .append(row.body());
            if (!row.body().endsWith("\n")) {
                out.append('\n');
            }
        }
        return out.toString();
    }

    @Override
    public void close() throws SQLException {
        server.close();
    }

    /** A clock tests move by hand. */
    public static final class MutableClock extends Clock {
        private Instant now;

        MutableClock(Instant start) {
            this.now = start;
        }

        public void set(Instant instant) {
            now = instant;
        }

        public void advance(java.time.Duration duration) {
            now = now.plus(duration);
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
