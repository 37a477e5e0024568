package pbm.server;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import pbm.mail.MailTransport;
import pbm.mail.MailTransportException;
import pbm.mail.MailWriter;
import pbm.mail.OutboundMail;
import pbm.store.Bounces;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;

/**
 * Sends the replies waiting in the outbox table. A row is first claimed (in its own
 * transaction, leased for 5 minutes), so several processes draining one database never send
 * the same row; it is marked sent only after the transport took it; a temporary failure is retried after 1 minute, doubling up to
 * 1 hour, and given up (state {@code failed}, logged) two days after the reply was made.
 * Each row's Message-ID is derived from its id, so a re-send after a crash is the
 * same message (and the {@code .eml} transport replaces its file).
 *
 * <p>Exactly once: a row the SMTP server accepted is marked sent in the next transaction and
 * never sent again. The one window left is a crash between the server's acceptance and that
 * commit; the row is then sent again (at-least-once wins over losing a board), with the same
 * Message-ID, so mail clients can tell it is the same mail.
 */
public final class OutboxDrainer {
    private static final Logger LOG = Logger.getLogger(OutboxDrainer.class.getName());
    private static final Duration FIRST_RETRY = Duration.ofMinutes(1);
    private static final Duration LONGEST_RETRY = Duration.ofHours(1);
    private static final Duration GIVE_UP_AFTER = Duration.ofDays(2);
    /** Rows claimed at once: few, so a crash keeps few of them waiting for the lease. */
    private static final int BATCH = 20;
    /**
     * Rows claimed at once by a transport whose re-send replaces ({@code .eml}): written in
     * parallel, one fsync of the folder and one commit marking them sent for the batch.
     */
    private static final int REPLACING_BATCH = 200;
    /** How long a claimed row is not due for other senders: longer than any SMTP exchange. */
    private static final Duration LEASE = Duration.ofMinutes(5);

    private final Database database;
    private final MailTransport transport;
    private final MailWriter writer;
    private final Clock clock;
    private final String claimant = Claimant.next();
    private volatile List<String> lastFailures = List.of();

    private final int bounceLimit;

    public OutboxDrainer(Database database, MailTransport transport, MailWriter writer, Clock clock) {
        this(database, transport, writer, clock, Config.DEFAULT_BOUNCE_LIMIT);
    }

    /**
     * @param bounceLimit hard bounces after which an address gets no more mail until its
     *                    player changes address ({@code bounce.limit}; 0: never held)
     */
    public OutboxDrainer(Database database, MailTransport transport, MailWriter writer, Clock clock,
            int bounceLimit) {
        this.database = database;
        this.transport = transport;
        this.writer = writer;
        this.clock = clock;
        this.bounceLimit = bounceLimit;
    }

    /** A claimed batch and the summaries of its recipients that are held. */
    record Claimed(List<OutboxRow> rows, Map<String, Bounces.Summary> held) {
    }

    /** Sends every row that is due now; returns how many left. One drain at a time per drainer. */
    public synchronized int drain() throws SQLException {
        releaseClaimsOfGoneSenders();
        List<String> failures = new ArrayList<>();
        lastFailures = failures;
        int sent = 0;
        while (true) {
            Claimed batch = database.transaction(c -> claimed(c, new Outbox(c).claimDue(claimant, clock.instant(),
                    clock.instant().plus(LEASE), batchSize())));
            int sentThisBatch = send(batch, failures);
            sent += sentThisBatch;
            if (batch.rows().size() < batchSize() || sentThisBatch == 0) {
                return sent;
            }
        }
    }

    /**
     * The claim a reply is queued with when this drainer sends it as soon as its transaction
     * commits ({@link #sendClaimedUnmarked}): other senders leave it alone until the lease ends.
     */
    public Outbox.Claim claimForQueuing() {
        return new Outbox.Claim(claimant, clock.instant().plus(LEASE));
    }

    /**
     * Rows queued with {@link #claimForQueuing} in the transaction of {@code connection}, with
     * what sending them needs from the database (held recipients), read before it commits.
     */
    Claimed claimed(java.sql.Connection connection, List<OutboxRow> rows) throws SQLException {
        Map<String, Bounces.Summary> held = new HashMap<>();
        if (bounceLimit > 0 && !rows.isEmpty()) {
            Set<String> recipients = new LinkedHashSet<>();
            rows.forEach(row -> recipients.addAll(row.recipients()));
            for (Bounces.Summary summary : new Bounces(connection).summaries(new ArrayList<>(recipients))) {
                if (summary.held(bounceLimit)) {
                    held.put(summary.address(), summary);
                }
            }
        }
        return new Claimed(rows, held);
    }

    /**
     * Sends rows this drainer claimed as they were queued, once their transaction committed,
     * without reading them back, through a transport whose re-send replaces, and without marking
     * them sent: returns the ids of those that left, for {@link #markSent(List)} or
     * {@link #markSentIn} later. What could not leave is due again as any failed row is, and told
     * in {@code failures}, a line each. Until then they stay pending and claimed by this drainer; if the
     * process dies first, they are sent again once their claim is released, which replaces them.
     */
    synchronized List<Long> sendClaimedUnmarked(Claimed batch, List<String> failures) throws SQLException {
        if (!transport.resendReplaces()) {
            throw new IllegalStateException("only a transport whose re-send replaces may leave rows unmarked");
        }
        List<OutboxRow> kept = new ArrayList<>();
        for (OutboxRow row : batch.rows()) {
            OutboxRow toSend = withoutHeld(row, batch.held(), failures);
            if (toSend != null) {
                kept.add(toSend);
            }
        }
        return sendAll(kept, failures);
    }

    /** Marks rows sent in the transaction of {@code connection} (the handling thread's next batch). */
    void markSentIn(java.sql.Connection connection, List<Long> ids) throws SQLException {
        if (!ids.isEmpty()) {
            new Outbox(connection).markSent(ids, clock.instant());
        }
    }

    /**
     * Sends a claimed batch: in one go when a re-send replaces, else row by row; returns how many
     * left and adds a line to {@code failures} for each that did not.
     */
    private int send(Claimed batch, List<String> failures) throws SQLException {
        List<Long> sentRows = new ArrayList<>();
        if (transport.resendReplaces()) {
            sentRows.addAll(sendClaimedUnmarked(batch, failures));
            markSent(sentRows);
        } else if (!batch.rows().isEmpty()) {
            try (MailTransport.Session session = transport.openSession()) {
                for (OutboxRow row : batch.rows()) {
                    if (send(session, withoutHeld(row, batch.held(), failures), failures)) {
                        sentRows.add(row.id());
                    }
                }
            }
        }
        return sentRows.size();
    }

    /**
     * Makes rows this drainer claimed due again at once, for any sender: what was handed to a
     * sender that then failed as a whole (a database error while marking them sent).
     */
    void releaseClaimed(List<OutboxRow> rows) throws SQLException {
        database.transaction(c -> {
            new Outbox(c).release(rows.stream().map(OutboxRow::id).toList(), claimant, clock.instant());
            return null;
        });
    }

    /**
     * One line per reply the last {@link #drain} could not send: the row, the mail server
     * and the cause, and when it is tried again (or that it was given up).
     */
    public List<String> lastFailures() {
        return List.copyOf(lastFailures);
    }

    /** Rows claimed by a process of this host that died are due again at once. */
    private void releaseClaimsOfGoneSenders() throws SQLException {
        List<String> claimants = database.transaction(c -> new Outbox(c).claimants(clock.instant()));
        for (String other : claimants) {
            if (!other.equals(claimant) && Claimant.isGone(other)) {
                int released = database.transaction(c -> new Outbox(c).releaseClaims(other, clock.instant()));
                LOG.info(() -> "took over " + released + " repl" + (released == 1 ? "y" : "ies")
                        + " claimed by " + other + ", which is gone");
            }
        }
    }

    /**
     * The row without its held recipients; when none is left it is given up at once, with
     * the reason the administrator sees in {@code pbm outbox list} ({@code LAST ERROR}).
     */
    private OutboxRow withoutHeld(OutboxRow row, Map<String, Bounces.Summary> held, List<String> failures)
            throws SQLException {
        List<String> kept = row.recipients().stream().filter(a -> !held.containsKey(a)).toList();
        if (kept.size() == row.recipients().size()) {
            return row;
        }
        for (String address : row.recipients()) {
            Bounces.Summary summary = held.get(address);
            if (summary != null) {
                LOG.info(() -> "outbox row " + row.id() + ": not sending to " + address + ", held after "
                        + summary.hardBounces() + " hard bounces (last " + summary.lastStatus() + ")");
            }
        }
        if (kept.isEmpty()) {
            Bounces.Summary first = held.get(row.recipients().get(0));
            String reason = "held: " + String.join(", ", row.recipients()) + " bounced " + first.hardBounces()
                    + " times (last status " + first.lastStatus() + ", " + first.last() + "); mail resumes when"
                    + " the player changes address";
            failures.add("outbox " + row.id() + ": " + reason);
            database.transaction(c -> {
                new Outbox(c).markFailedAttempt(row.id(), reason, null);
                return null;
            });
            return null;
        }
        return row.with(row.mail().withRecipients(kept));
    }

    private int batchSize() {
        return transport.resendReplaces() ? REPLACING_BATCH : BATCH;
    }

    /** Sends rows as one batch ({@link MailTransport#sendAll}); returns the ids of those that left. */
    private List<Long> sendAll(List<OutboxRow> rows, List<String> failures) throws SQLException {
        List<MailTransport.Outgoing> batch = new ArrayList<>(rows.size());
        for (OutboxRow row : rows) {
            OutboundMail mail = row.mail();
            String messageId = writer.newMessageId("outbox-" + row.id() + "." + row.created().getEpochSecond());
            batch.add(new MailTransport.Outgoing(String.valueOf(row.id()), mail, writer.toBytes(mail, messageId)));
        }
        List<MailTransportException> errors = batch.isEmpty() ? List.of() : transport.sendAll(batch);
        List<Long> sent = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (errors.get(i) == null) {
                sent.add(rows.get(i).id());
            } else {
                failed(rows.get(i), errors.get(i), failures);
            }
        }
        return sent;
    }

    /**
     * Logs a row that did not leave, adds the line to {@code failures} and records when it is
     * tried again (or that it was given up).
     */
    private void failed(OutboxRow row, MailTransportException e, List<String> failures) throws SQLException {
        Instant now = clock.instant();
        Instant next = !e.isTemporary() ? null : nextTry(row, now);
        String line = e.getMessage() + " (to " + String.join(", ", row.recipients()) + "); "
                + (next == null ? "given up" : "next try " + next);
        failures.add(line);
        LOG.warning(line);
        LOG.log(Level.FINE, "the failure in full", e);
        database.transaction(c -> {
            new Outbox(c).markFailedAttempt(row.id(), e.getMessage(), next);
            return null;
        });
    }

    private boolean send(MailTransport.Session session, OutboxRow row, List<String> failures) throws SQLException {
        if (row == null) {
            return false;
        }
        OutboundMail mail = row.mail();
        String messageId = writer.newMessageId("outbox-" + row.id() + "." + row.created().getEpochSecond());
        try {
            session.send(String.valueOf(row.id()), mail, writer.toBytes(mail, messageId));
        } catch (MailTransportException e) {
            failed(row, e, failures);
            return false;
        }
        if (!transport.resendReplaces()) {
            markSent(List.of(row.id()));
        }
        return true;
    }

    /**
     * Marks rows sent, in one transaction. A transport that may not send twice has each row
     * marked right after the server accepted it; one whose re-send replaces has the whole batch
     * marked at once, saving a commit (an fsync) per reply.
     */
    void markSent(List<Long> ids) throws SQLException {
        if (ids.isEmpty()) {
            return;
        }
        database.transaction(c -> {
            new Outbox(c).markSent(ids, clock.instant());
            return null;
        });
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
