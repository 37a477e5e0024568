package pbm.server;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import pbm.mail.MailTransport;
import pbm.mail.MailTransportException;
import pbm.mail.MailWriter;
import pbm.mail.OutboundMail;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;

/**
 * Sends the replies waiting in the outbox table. A row is marked sent only after the
 * transport took it; a temporary failure is retried after 1 minute, doubling up to
 * 1 hour, and given up (state {@code failed}, logged) two days after the reply was made.
 * Each row's Message-ID is derived from its id, so a re-send after a crash is the
 * same message (and the {@code .eml} transport replaces its file).
 */
public final class OutboxDrainer {
    private static final Logger LOG = Logger.getLogger(OutboxDrainer.class.getName());
    private static final Duration FIRST_RETRY = Duration.ofMinutes(1);
    private static final Duration LONGEST_RETRY = Duration.ofHours(1);
    private static final Duration GIVE_UP_AFTER = Duration.ofDays(2);
    private static final int BATCH = 200;

    private final Database database;
    private final MailTransport transport;
    private final MailWriter writer;
    private final Clock clock;

    public OutboxDrainer(Database database, MailTransport transport, MailWriter writer, Clock clock) {
        this.database = database;
        this.transport = transport;
        this.writer = writer;
        this.clock = clock;
    }

    /** Sends every row that is due now; returns how many left. */
    public int drain() throws SQLException {
        int sent = 0;
        while (true) {
            List<OutboxRow> due = database.transaction(c -> new Outbox(c).due(clock.instant(), BATCH));
            int sentThisBatch = 0;
            for (OutboxRow row : due) {
                if (send(row)) {
                    sentThisBatch++;
                }
            }
            sent += sentThisBatch;
            if (due.size() < BATCH || sentThisBatch == 0) {
                return sent;
            }
        }
    }

    private boolean send(OutboxRow row) throws SQLException {
        OutboundMail mail = new OutboundMail(row.recipients(), row.subject(), row.body(), row.inReplyTo(),
                row.references());
        String messageId = writer.newMessageId("outbox-" + row.id() + "." + row.created().getEpochSecond());
        try {
            transport.send(String.valueOf(row.id()), mail, writer.toBytes(mail, messageId));
        } catch (MailTransportException e) {
            Instant now = clock.instant();
            Instant next = !e.isTemporary() ? null : nextTry(row, now);
            if (next == null) {
                LOG.log(Level.WARNING, "giving up on outbox row " + row.id() + " to " + row.recipients(), e);
            }
            database.transaction(c -> {
                new Outbox(c).markFailedAttempt(row.id(), e.getMessage(), next);
                return null;
            });
            return false;
        }
        database.transaction(c -> {
            new Outbox(c).markSent(row.id(), clock.instant());
            return null;
        });
        return true;
    }

    /** 1 min, 2, 4, ... capped at 1 h; null once the row is two days old. */
    static Instant nextTry(OutboxRow row, Instant now) {
        if (!now.isBefore(row.created().plus(GIVE_UP_AFTER))) {
            return null;
        }
        int doublings = Math.min(row.attempts(), 10);
        Duration wait = FIRST_RETRY.multipliedBy(1L << doublings);
        if (wait.compareTo(LONGEST_RETRY) > 0) {
            wait = LONGEST_RETRY;
        }
        return now.plus(wait);
    }
}
