package pbm.server;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import pbm.admin.ProgressListener;
import pbm.mail.EmlTransport;
import pbm.mail.MailTransport;
import pbm.mail.MailWriter;
import pbm.mail.ReplyTokens;
import pbm.mail.SmtpTransport;
import pbm.play.Deadlines;
import pbm.store.Database;
import pbm.store.IdleCheckpointer;
import pbm.store.Passwords;

/**
 * One data directory at work: the database, the inbound source (the Maildir inbox or an IMAP
 * mailbox, {@code inbound} in {@code pbm.properties}), the outbox and the transport replies
 * leave by ({@code .eml} files or SMTP, {@code outbound}). {@code deliver}, {@code process} and
 * {@code serve} are thin loops over {@link #deliver}, {@link #processInbox} and {@link #serve}.
 */
public final class Server implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(Server.class.getName());
    private static final Duration MAILDIR_WAKE = Duration.ofSeconds(1);
    private static final Duration RETRY_AFTER_FAILURE = Duration.ofSeconds(5);
    /** How often {@link #serve} runs the deadline sweep. */
    private static final Duration SWEEP_EVERY = Duration.ofMinutes(5);
    /** The least time between two of {@link #serve}'s idle WAL checkpoints (see {@link IdleCheckpointer}). */
    private static final Duration CHECKPOINT_SPACING = Duration.ofSeconds(1);

    private final DataDir dataDir;
    private final Database database;
    private final Config config;
    /** {@code inbox.keep-days}: how long handled mails stay in {@code inbox/cur}. */
    private final int inboxKeepDays;
    private final InboundSource inbound;
    private final MessageProcessor processor;
    private final OutboxDrainer drainer;
    /**
     * Sends each batch's replies while the next is handled ({@link #processInbox}), when the
     * transport's re-send replaces ({@code .eml}); null for SMTP, whose replies wait in the outbox
     * for the drain as before: a batch claimed at once could outlast its lease behind a slow SMTP
     * server, and another sender would then send its rows a second time.
     */
    private final ReplySender sender;
    /** What {@link #sender} could not send since the last {@link #drainOutbox}. */
    private List<String> senderFailures = List.of();
    private final Clock clock;
    private java.time.Instant lastSweep;
    private final ReplyTokens replyTokens;
    /** The WAL checkpointer of the last {@link #serve} (closed when it returned); null before. */
    private volatile IdleCheckpointer idleCheckpointer;

    private Server(DataDir dataDir, Database database, Config config, Clock clock, Passwords passwords) {
        this.dataDir = dataDir;
        this.database = database;
        this.config = config;
        this.inboxKeepDays = config.inboxKeepDays();
        this.inbound = switch (config.inbound()) {
            case MAILDIR -> new MaildirSource(new Maildir(dataDir.inbox()), inboxKeepDays > 0);
            case IMAP -> new ImapSource(config.imap());
        };
        this.processor = new MessageProcessor(database, config.serverAddress(), clock, passwords,
                config.adminAddress());
        processor.addressMatch(config.addressMatch());
        processor.authservId(config.authservId());
        processor.strangerRepliesPerHour(config.strangerRepliesPerHour());
        processor.definesPerDay(config.definesPerDay());
        processor.serverName(config.serverName());
        processor.ratesSetUpStarts(config.ratesSetUpStarts());
        try {
            this.replyTokens = new ReplyTokens(ReplyTokens.secretOf(dataDir.root()),
                    config.serverAddress());
            processor.replyTokens(replyTokens);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot read or make the reply secret in " + dataDir.root(), e);
        }
        MailTransport transport = switch (config.outbound()) {
            case EML -> new EmlTransport(dataDir.outbox());
            case SMTP -> new SmtpTransport(config.smtp(), heloName(config.serverAddress()));
        };
        this.drainer = new OutboxDrainer(database, transport, new MailWriter(config.serverAddress(), clock), clock,
                config.bounceLimit());
        this.sender = transport.resendReplaces() ? new ReplySender(drainer) : null;
        this.clock = clock;
    }

    /**
     * Opens the data directory (creating it) and migrates its database. New passwords get the
     * full PBKDF2 count, unless the system property {@value Passwords#ITERATIONS_PROPERTY} asks
     * for fewer (at least 1,000; for tests and benchmarks only).
     */
    public static Server open(Path dataDirectory, Clock clock) throws IOException, SQLException {
        return open(dataDirectory, clock, Passwords.configured());
    }

    /** As {@link #open(Path, Clock)}, hashing new passwords with {@code passwords}. */
    public static Server open(Path dataDirectory, Clock clock, Passwords passwords) throws IOException, SQLException {
        DataDir dir = DataDir.open(dataDirectory);
        Config config = Config.load(dir.properties());
        Database database = Database.open(dir.database());
        try {
            return new Server(dir, database, config, clock, passwords);
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
    }

    private static String heloName(String serverAddress) {
        return serverAddress.substring(serverAddress.lastIndexOf('@') + 1).replaceAll("[<>\\s]", "");
    }

    public DataDir dataDir() {
        return dataDir;
    }

    public Database database() {
        return database;
    }

    public Config config() {
        return config;
    }

    /** What the server reads mail from, for the log. */
    public String inboundDescription() {
        return inbound.describe();
    }

    /** Handles one message given as bytes without sending the replies (they wait in the outbox). */
    public MessageProcessor.Outcome processMessage(byte[] raw) throws SQLException {
        return processor.process(raw);
    }

    /** The message processor, for tests that inject failures. */
    MessageProcessor processor() {
        return processor;
    }

    /** Handles one message given as bytes (the MTA pipe), then sends what it produced. */
    public MessageProcessor.Outcome deliver(byte[] raw) throws SQLException {
        MessageProcessor.Outcome outcome = processor.process(raw);
        drainQuietly();
        return outcome;
    }

    /**
     * Handles every message waiting in the inbound source, oldest first, in batches of up to
     * {@value InboundSource#BATCH} committed as one transaction each (a savepoint per message),
     * acknowledging the messages of a batch only after it committed (see {@link InboundSource}).
     * The replies of a committed batch are sent on a thread of their own while the next batch is
     * handled ({@link ReplySender}); {@link #drainOutbox} waits for them.
     * Stops at the first database failure, leaving that batch waiting for the next run.
     *
     * @throws IOException when the source cannot be read (an IMAP server out of reach)
     */
    public int processInbox(BooleanSupplier stop) throws IOException, SQLException {
        return processInbox(stop, ProgressListener.NONE);
    }

    /**
     * As {@link #processInbox(BooleanSupplier)}, telling {@code progress} how many of the
     * messages that were waiting at the start have been dealt with (first 0, then after each).
     */
    public int processInbox(BooleanSupplier stop, ProgressListener progress) throws IOException, SQLException {
        boolean[] deferred = new boolean[1];
        InboundSource.Handler handler = new InboundSource.Handler() {
            @Override
            public boolean[] handle(List<byte[]> raws) throws SQLException {
                List<MessageProcessor.Outcome> outcomes = processor.processBatch(raws, sender);
                boolean[] handled = new boolean[outcomes.size()];
                for (int i = 0; i < handled.length; i++) {
                    handled[i] = outcomes.get(i) != MessageProcessor.Outcome.DEFERRED;
                    deferred[0] |= !handled[i];
                }
                return handled;
            }

            @Override
            public void prepare(List<byte[]> raws) {
                processor.parseAhead(raws);
            }
        };
        int handled = 0;
        try {
            // a pass that deferred an expensive sender's mail is followed by another at once
            do {
                deferred[0] = false;
                handled += inbound.processWaiting(handler, InboundSource.BATCH, stop, progress);
            } while (deferred[0] && !stop.getAsBoolean());
            return handled;
        } finally {
            processor.forgetParsedAhead();
        }
    }

    /**
     * Waits for the replies {@link #processInbox} handed over, then sends the due replies;
     * returns how many left since the last call.
     */
    public int drainOutbox() throws SQLException {
        List<String> failures = new ArrayList<>();
        int sent;
        try {
            sent = sender == null ? 0 : sender.awaitSent(failures);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for the replies being sent", e);
        }
        senderFailures = failures;
        return sent + drainer.drain();
    }

    /** What the last {@link #drainOutbox} could not send, one line each (see {@link OutboxDrainer#lastFailures}). */
    public List<String> lastSendFailures() {
        List<String> all = new ArrayList<>(senderFailures);
        all.addAll(drainer.lastFailures());
        return all;
    }

    /**
     * Runs the deadline sweep once as of {@code now}: reminders, forfeits, unanswered
     * offers (see {@link Deadlines}); the mails wait in the outbox.
     */
    public Deadlines.Report sweep(java.time.Instant now) throws SQLException {
        return Deadlines.sweep(database, now, replyTokens);
    }

    /**
     * The sweep of {@link #serve}: at the first pass, then every {@link #SWEEP_EVERY}; each
     * also deletes the handled mails past {@code inbox.keep-days}.
     */
    private void sweepWhenDue() throws SQLException {
        java.time.Instant now = clock.instant();
        if (lastSweep == null || !now.isBefore(lastSweep.plus(SWEEP_EVERY))) {
            Deadlines.Report report = sweep(now);
            lastSweep = now;
            if (report.nags() + report.forfeits() + report.draws() + report.undos() > 0) {
                LOG.info(() -> "deadline sweep: " + report.summary());
            }
            try {
                int deleted = deleteOldHandledMail();
                if (deleted > 0) {
                    LOG.info(() -> "deleted " + deleted + " handled mail" + (deleted == 1 ? "" : "s") + " from "
                            + dataDir.inbox().resolve("cur") + " (inbox.keep-days=" + inboxKeepDays + ")");
                }
            } catch (IOException e) {
                LOG.warning("cannot delete old handled mail from " + dataDir.inbox().resolve("cur") + ": "
                        + causes(e) + "; trying again at the next sweep");
            }
        }
    }

    /**
     * Deletes the handled mails in {@code inbox/cur} that arrived {@code inbox.keep-days} or more
     * days ago (as of this server's clock), every one with {@code inbox.keep-days=0}; returns
     * how many. {@code serve} does it with each sweep, {@code process} and {@code sweep} once.
     */
    public int deleteOldHandledMail() throws IOException {
        Maildir inbox = new Maildir(dataDir.inbox());
        return inboxKeepDays == 0 ? inbox.deleteAllHandled()
                : inbox.deleteHandledBefore(clock.instant().minus(Duration.ofDays(inboxKeepDays)));
    }

    private void drainQuietly() {
        try {
            drainer.drain();
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "replies stay in the outbox for the next run", e);
        }
    }

    /**
     * Processes the inbound source and drains the outbox until {@code stop} says so; wakes on
     * new mail (a new Maildir file, IMAP IDLE) or after the poll interval. A failing database or
     * mail server is logged and tried again a few seconds later.
     */
    public void serve(BooleanSupplier stop) {
        processor.logEachMail(true);
        Duration wake = config.inbound() == Config.Inbound.IMAP ? config.imap().poll() : MAILDIR_WAKE;
        try (IdleCheckpointer checkpointer = openCheckpointer()) {
            if (checkpointer != null) {
                checkpointer.checkpointNow();
            }
            serve(stop, wake, checkpointer);
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "the WAL's idle checkpointer could not be closed", e);
        }
    }

    /**
     * The checkpointer of {@link #serve}, or null when its connection cannot be opened (the
     * handling connection's own automatic checkpoint then does the copying, as in {@code process}).
     */
    private IdleCheckpointer openCheckpointer() {
        try {
            IdleCheckpointer opened = database.idleCheckpointer(CHECKPOINT_SPACING.toMillis());
            idleCheckpointer = opened;
            return opened;
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "no idle checkpointer; the WAL is copied by the commits that fill it", e);
            return null;
        }
    }

    /** The checkpointer of the last {@link #serve}, for tests and the bench; null before the first. */
    public IdleCheckpointer idleCheckpointer() {
        return idleCheckpointer;
    }

    private void serve(BooleanSupplier stop, Duration wake, IdleCheckpointer checkpointer) {
        try {
            while (!stop.getAsBoolean()) {
                Duration next = wake;
                try {
                    processInbox(stop);
                } catch (IOException | SQLException e) {
                    LOG.warning("cannot read " + inbound.describe() + ": " + causes(e) + "; trying again in "
                            + RETRY_AFTER_FAILURE.toSeconds() + " s");
                    LOG.log(Level.FINE, "the failure in full", e);
                    next = RETRY_AFTER_FAILURE;
                }
                try {
                    sweepWhenDue();
                    drainer.drain();
                } catch (SQLException e) {
                    LOG.log(Level.WARNING, "database failure while sending; trying again shortly", e);
                    next = RETRY_AFTER_FAILURE;
                }
                if (!stop.getAsBoolean()) {
                    if (checkpointer != null) {
                        checkpointer.idle();
                    }
                    inbound.awaitMail(next, stop);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** An exception and its causes in one line, without repeats: "connection refused (ConnectException: ...)". */
    static String causes(Throwable e) {
        StringBuilder line = new StringBuilder();
        for (Throwable t = e; t != null && line.length() < 400; t = t.getCause() == t ? null : t.getCause()) {
            String message = t.getMessage() == null ? t.getClass().getSimpleName()
                    : t.getMessage().replaceAll("\\s+", " ").strip();
            if (line.indexOf(message) < 0) {
                line.append(line.length() == 0 ? "" : " <- ").append(message);
            }
        }
        return line.toString();
    }

    @Override
    public void close() throws SQLException {
        try {
            if (sender != null) {
                sender.close();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        inbound.close();
        database.close();
    }
}
