package pbm.server;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchService;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import pbm.mail.EmlTransport;
import pbm.mail.MailTransport;
import pbm.mail.MailWriter;
import pbm.play.Deadlines;
import pbm.store.Database;
import pbm.store.Passwords;

/**
 * One data directory at work: the database, the Maildir inbox, the outbox and the
 * transport replies leave by. {@code deliver}, {@code process} and {@code serve} are
 * thin loops over {@link #deliver}, {@link #processInbox} and {@link #drainOutbox}.
 */
public final class Server implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(Server.class.getName());
    private static final long POLL_MILLIS = 1_000;
    /** How often {@link #serve} runs the deadline sweep. */
    private static final java.time.Duration SWEEP_EVERY = java.time.Duration.ofMinutes(5);

    private final DataDir dataDir;
    private final Database database;
    private final Maildir inbox;
    private final MessageProcessor processor;
    private final OutboxDrainer drainer;
    private final Clock clock;
    private java.time.Instant lastSweep;

    private Server(DataDir dataDir, Database database, Config config, Clock clock, Passwords passwords) {
        this.dataDir = dataDir;
        this.database = database;
        this.inbox = new Maildir(dataDir.inbox());
        this.processor = new MessageProcessor(database, config.serverAddress(), clock, passwords);
        MailTransport transport = new EmlTransport(dataDir.outbox());
        this.drainer = new OutboxDrainer(database, transport, new MailWriter(config.serverAddress(), clock), clock);
        this.clock = clock;
    }

    /** Opens the data directory (creating it) and migrates its database. */
    public static Server open(Path dataDirectory, Clock clock) throws IOException, SQLException {
        return open(dataDirectory, clock, new Passwords());
    }

    /** As {@link #open(Path, Clock)}, hashing new passwords with {@code passwords}. */
    public static Server open(Path dataDirectory, Clock clock, Passwords passwords) throws IOException, SQLException {
        DataDir dir = DataDir.open(dataDirectory);
        Config config = Config.load(dir.properties());
        return new Server(dir, Database.open(dir.database()), config, clock, passwords);
    }

    public DataDir dataDir() {
        return dataDir;
    }

    public Database database() {
        return database;
    }

    /** Handles one message given as bytes without sending the replies (they wait in the outbox). */
    public MessageProcessor.Outcome processMessage(byte[] raw) throws SQLException {
        return processor.process(raw);
    }

    /** Handles one message given as bytes (the MTA pipe), then sends what it produced. */
    public MessageProcessor.Outcome deliver(byte[] raw) throws SQLException {
        MessageProcessor.Outcome outcome = processor.process(raw);
        drainQuietly();
        return outcome;
    }

    /**
     * Handles every message waiting in the Maildir, in name order, moving each to
     * {@code cur/} after its transaction committed. Stops at the first database failure,
     * leaving that message in {@code new/} for the next run.
     */
    public int processInbox(BooleanSupplier stop) throws IOException, SQLException {
        return processInbox(stop, ProgressListener.NONE);
    }

    /**
     * As {@link #processInbox(BooleanSupplier)}, telling {@code progress} how many of the
     * messages that were waiting at the start have been dealt with (first 0, then after each).
     */
    public int processInbox(BooleanSupplier stop, ProgressListener progress) throws IOException, SQLException {
        List<Path> waiting = inbox.waiting();
        progress.progress(0, waiting.size());
        int handled = 0;
        int seen = 0;
        for (Path message : waiting) {
            if (stop.getAsBoolean()) {
                break;
            }
            seen++;
            byte[] raw;
            try {
                raw = Files.readAllBytes(message);
            } catch (java.nio.file.NoSuchFileException gone) {
                progress.progress(seen, waiting.size());
                continue;
            }
            processor.process(raw);
            inbox.markDone(message);
            handled++;
            progress.progress(seen, waiting.size());
        }
        return handled;
    }

    /** Sends the due replies; returns how many left. */
    public int drainOutbox() throws SQLException {
        return drainer.drain();
    }

    /**
     * Runs the deadline sweep once as of {@code now}: reminders, forfeits, unanswered
     * offers (see {@link Deadlines}); the mails wait in the outbox.
     */
    public Deadlines.Report sweep(java.time.Instant now) throws SQLException {
        return Deadlines.sweep(database, now);
    }

    /** The sweep of {@link #serve}: at the first pass, then every {@link #SWEEP_EVERY}. */
    private void sweepWhenDue() throws SQLException {
        java.time.Instant now = clock.instant();
        if (lastSweep == null || !now.isBefore(lastSweep.plus(SWEEP_EVERY))) {
            Deadlines.Report report = sweep(now);
            lastSweep = now;
            if (report.nags() + report.forfeits() + report.draws() + report.undos() > 0) {
                LOG.info(() -> "deadline sweep: " + report.summary());
            }
        }
    }

    private void drainQuietly() {
        try {
            drainer.drain();
        } catch (SQLException e) {
            LOG.log(Level.WARNING, "replies stay in the outbox for the next run", e);
        }
    }

    /** Processes the inbox and drains the outbox until {@code stop} says so; wakes on new mail. */
    public void serve(BooleanSupplier stop) throws IOException {
        try (WatchService watcher = FileSystems.getDefault().newWatchService()) {
            inbox.root().resolve("new").register(watcher, StandardWatchEventKinds.ENTRY_CREATE);
            while (!stop.getAsBoolean()) {
                try {
                    processInbox(stop);
                    sweepWhenDue();
                    drainer.drain();
                } catch (SQLException e) {
                    LOG.log(Level.WARNING, "database failure; trying again shortly", e);
                }
                var key = watcher.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
                if (key != null) {
                    key.pollEvents();
                    key.reset();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ClosedWatchServiceException e) {
            LOG.fine("watch service closed");
        }
    }

    @Override
    public void close() throws SQLException {
        database.close();
    }
}
