package pbm.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import pbm.command.CommandProcessor;
import pbm.mail.OutboundMail;
import pbm.mail.AddressMatch;
import pbm.mail.Addresses;
import pbm.mail.DeliveryReports;
import pbm.mail.InboundMessage;
import pbm.mail.InboundParser;
import pbm.mail.ReplyTokens;
import pbm.store.Bounces;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.OutboxRow;
import pbm.store.Passwords;
import pbm.store.SeenMessages;
import pbm.store.Strangers;

/**
 * Handles inbound messages, each exactly once: in one savepoint it checks the message key
 * (Message-ID, or the digest of the bytes) against the messages seen before, runs the commands,
 * queues the replies in the outbox and remembers the key. Either all of that is committed or none
 * of it. Several messages share one transaction (group commit, {@link #processBatch}), each in
 * its own savepoint, so a batch costs one commit; a message whose handling throws is rolled back
 * alone, answered with an error and remembered, never handled again.
 *
 * <p>Guards against loops and abuse (PROTOCOL.md "Never"): automatic mail, bounces, mail
 * without a sender or from the server's own address is never answered; a bounce is recorded
 * against the addresses it reports as failed ({@code bounces}); at most
 * {@value #MAX_ERROR_REPLIES_PER_HOUR} error replies an hour go to one address, further ones are
 * dropped and logged (replies after valid commands, boards above all, are never limited); a
 * mail over 256 KiB gets one short error reply. An address that is no player's, a stranger's,
 * gets at most {@code stranger.replies-per-hour} replies an hour (one by default), each cut to
 * a few KB ({@link StrangerReplies}); its further mail within the hour is recorded as seen and
 * dropped unread, without its password checks started. A player's address is never limited so.
 */
public final class MessageProcessor {
    private static final Logger LOG = Logger.getLogger(MessageProcessor.class.getName());
    /** At most this many error replies go to one address in {@link #ERROR_WINDOW}; boards are never limited. */
    static final int MAX_ERROR_REPLIES_PER_HOUR = 30;
    static final Duration ERROR_WINDOW = Duration.ofHours(1);
    /** A stranger (an address that is no player's) gets at most so many replies in this window. */
    static final Duration STRANGER_WINDOW = Duration.ofHours(1);

    /** What became of a message. */
    public enum Outcome {
        /** Its commands ran (or were refused with an error reply). */
        ANSWERED,
        /** Seen before: skipped without a reply. */
        DUPLICATE,
        /** Not answered on purpose: an auto-reply, a bounce, our own mail, no sender. */
        IGNORED,
        /**
         * Its handling threw: its changes were rolled back alone, it was answered with an error
         * (unless it is mail we never answer) and remembered, so it is never handled again.
         */
        FAILED,
        /**
         * Not handled in this batch: its sender's mails were expensive of late and the batch had
         * run its {@link #SLICE}. Left waiting, not acknowledged, for a later pass.
         */
        DEFERRED
    }

    /**
     * How long a batch may run before the mails of {@linkplain SenderCosts#expensive expensive}
     * senders are deferred to a later pass, so mail that came meanwhile is not held up behind them.
     */
    static final Duration SLICE = Duration.ofMillis(250);

    private final Database database;
    private final String serverAddress;
    private final Clock clock;
    private final CommandProcessor commands;
    private final Passwords passwords;
    private final String adminAddress;
    private volatile boolean logEachMail;
    private final SenderCosts senderCosts = new SenderCosts();

    /** What each sender's mails cost of late, for tests. */
    SenderCosts senderCosts() {
        return senderCosts;
    }

    /** The clock a batch's {@link #SLICE} is measured by, in nanoseconds; tests set their own. */
    private volatile java.util.function.LongSupplier sliceClock = System::nanoTime;

    void sliceClock(java.util.function.LongSupplier clock) {
        this.sliceClock = clock;
    }

    /** How many replies a stranger's mailbox gets in {@link #STRANGER_WINDOW} ({@code stranger.replies-per-hour}). */
    private volatile int strangerReplies = Config.DEFAULT_STRANGER_REPLIES_PER_HOUR;
    /**
     * Strangers' mailboxes whose window is full, and when it ends: their mail is dropped unread, so
     * no password check is started ahead for it ({@link #checkAhead}). Only a hint for that: the
     * database decides ({@link #handle}).
     */
    private final Map<String, Instant> strangersSilenced = new java.util.concurrent.ConcurrentHashMap<>();
    /**
     * Messages parsed by another thread before their batch ({@link #parseAhead}), by the identity
     * of their raw bytes: {@link #processBatch} takes a message from here instead of parsing it.
     */
    private final Map<byte[], Parsed> parsedAhead = java.util.Collections.synchronizedMap(new IdentityHashMap<>());
    /** Password checks mails went on without waiting for ({@link #handleInSavepoint}), and mails handled again. */
    private final java.util.concurrent.atomic.AtomicLong assumedChecks = new java.util.concurrent.atomic.AtomicLong();
    private final java.util.concurrent.atomic.AtomicLong handledAgain = new java.util.concurrent.atomic.AtomicLong();

    /** A message as parsed, and how long parsing took. */
    private record Parsed(InboundMessage message, long nanos) {
        static Parsed of(byte[] raw) {
            long start = System.nanoTime();
            InboundMessage message = InboundParser.parse(raw);
            return new Parsed(message, System.nanoTime() - start);
        }
    }

    public MessageProcessor(Database database, String serverAddress, Clock clock, Passwords passwords,
            String adminAddress) {
        this.database = database;
        this.serverAddress = serverAddress;
        this.clock = clock;
        this.commands = new CommandProcessor(passwords, adminAddress);
        this.passwords = passwords;
        this.adminAddress = adminAddress;
    }

    /**
     * Turns on reply addresses ({@link CommandProcessor#replyTokens}): board mails carry a
     * Reply-To for their player, and mail sent to one is read as a reply to play.
     */
    public void replyTokens(ReplyTokens tokens) {
        commands.replyTokens(tokens);
    }

    /** How a mail's sender is matched with a player's address ({@code mail.local-part-case}). */
    public void addressMatch(AddressMatch match) {
        commands.addressMatch(match);
    }

    /** The receiving mail server whose verdict a reply to play needs ({@code mail.authserv-id}); null: none. */
    public void authservId(String id) {
        commands.authservId(id);
    }

    /**
     * How many replies an address that is no player's (a stranger's) gets an hour, at least 1
     * ({@code stranger.replies-per-hour}); its further mail within the hour is dropped unread.
     */
    public void strangerRepliesPerHour(int perHour) {
        if (perHour < 1) {
            throw new IllegalArgumentException("a stranger gets at least one reply an hour, not " + perHour);
        }
        strangerReplies = perHour;
    }

    /** The most definition versions a player may store in 24 hours ({@link CommandProcessor#definesPerDay}). */
    public void definesPerDay(int perDay) {
        commands.definesPerDay(perDay);
    }

    /**
     * The server's name as players see it ({@code server.name}, default {@value Config#DEFAULT_SERVER_NAME}):
     * the subjects of the mails tied to no game start with it ({@link CommandProcessor#serverName}).
     */
    public void serverName(String name) {
        commands.serverName(name);
    }

    /** Whether set-up and handicap games count for the ratings ({@code ratings.setup-starts}). */
    public void ratesSetUpStarts(boolean rates) {
        commands.ratesSetUpStarts(rates);
    }

    /**
     * Whether every handled mail is logged at INFO (as {@code serve} does): its key, sender,
     * outcome, each command (passwords masked) and how it went, and the milliseconds it took.
     * Otherwise the line is logged at FINE.
     */
    public void logEachMail(boolean on) {
        logEachMail = on;
    }

    /**
     * Parses messages that a later {@link #processBatch} will be given, these very arrays (a
     * source reading the next batch while this one is handled calls it on its own thread).
     * Parsing needs nothing of the database, so the batch's transaction no longer waits for it.
     */
    public void parseAhead(List<byte[]> raws) {
        for (byte[] raw : raws) {
            parsedAhead.put(raw, Parsed.of(raw));
        }
    }

    /** Forgets messages parsed ahead that were not handled (their source stopped first). */
    public void forgetParsedAhead() {
        parsedAhead.clear();
    }

    /** Handles the raw RFC 822 bytes of one message. Throws only when the database fails. */
    public Outcome process(byte[] raw) throws SQLException {
        return processBatch(List.of(raw)).get(0);
    }

    /**
     * A caller that sends a batch's replies itself as soon as the batch committed, instead of
     * leaving them due in the outbox for the next drain: each reply is queued claimed for that
     * sender ({@link Outbox.Claim}), so no other sender takes it, and handed over as queued, so
     * nobody reads it back. A reply of a mail whose savepoint was rolled back is not handed over.
     */
    public interface HandOff {
        /** The claim each reply of the batch is queued with. */
        Outbox.Claim claim();

        /**
         * Called inside the batch's transaction, after its last mail, with the replies it
         * queued (none is possible); returns what to run once the transaction committed.
         */
        Runnable prepare(Connection connection, List<OutboxRow> replies) throws SQLException;
    }

    /**
     * Handles several messages in one transaction, each in a savepoint of its own (group
     * commit): one commit, one fsync, for the whole batch. A message whose handling throws is
     * rolled back alone, then remembered as seen with the outcome {@code failed} and answered
     * with one error reply ({@link Outcome#FAILED}), so it is never handled again; the others
     * commit. Returns once the transaction committed, with the outcomes in the order given:
     * only then may the caller acknowledge the messages.
     *
     * @throws SQLException when the database failed: nothing of the batch was committed
     */
    public List<Outcome> processBatch(List<byte[]> raws) throws SQLException {
        return processBatch(raws, null);
    }

    /**
     * As {@link #processBatch(List)}, handing the replies of the batch to {@code handOff} (or
     * leaving them due in the outbox when it is null).
     */
    public List<Outcome> processBatch(List<byte[]> raws, HandOff handOff) throws SQLException {
        Outbox.Claim claim = handOff == null ? null : handOff.claim();
        List<Mail> mails = new ArrayList<>(raws.size());
        for (byte[] raw : raws) {
            Parsed parsed = parsedAhead.remove(raw);
            if (parsed == null) {
                parsed = Parsed.of(raw);
            }
            mails.add(new Mail(raw, parsed.message(), parsed.message().identity(), parsed.nanos()));
        }
        Runnable afterCommit;
        try {
            List<Mail> order = fairOrder(mails);
            afterCommit = database.transaction(connection -> {
                for (Mail mail : order) {
                    if (!mail.expensiveSender) {
                        checkAhead(connection, mail);
                    }
                }
                List<OutboxRow> replies = new ArrayList<>();
                long started = sliceClock.getAsLong();
                for (Mail mail : order) {
                    // judged again for each mail: a sender may have become expensive in this batch
                    if (mail != order.get(0) && sliceClock.getAsLong() - started > SLICE.toNanos()
                            && senderCosts.expensive(mail.message.fromAddress())) {
                        mail.outcome = Outcome.DEFERRED;
                        continue;
                    }
                    long cpu = SenderCosts.threadTime();
                    handleInSavepoint(connection, mail, claim);
                    senderCosts.add(mail.message.fromAddress(), SenderCosts.threadTime() - cpu);
                    replies.addAll(mail.queued);
                }
                Runnable send = handOff == null ? null : handOff.prepare(connection, replies);
                faults.beforeCommit();
                return send;
            });
        } finally {
            passwords.forgetAhead();
        }
        List<Outcome> outcomes = new ArrayList<>(mails.size());
        for (Mail mail : mails) {
            outcomes.add(mail.outcome);
            if (mail.outcome != Outcome.DEFERRED) {
                log(mail);
            }
        }
        if (afterCommit != null) {
            afterCommit.run();
        }
        return outcomes;
    }

    /**
     * The batch in the order it is handled: the mails of senders who are not
     * {@linkplain SenderCosts#expensive expensive} first, as they came, then the others, as they
     * came; each sender's mails keep their order.
     */
    private List<Mail> fairOrder(List<Mail> mails) {
        List<Mail> cheap = new ArrayList<>(mails.size());
        List<Mail> expensive = new ArrayList<>();
        for (Mail mail : mails) {
            mail.expensiveSender = senderCosts.expensive(mail.message.fromAddress());
            (mail.expensiveSender ? expensive : cheap).add(mail);
        }
        cheap.addAll(expensive);
        return cheap;
    }

    /**
     * Starts the password checks of a mail that will be answered ({@link CommandProcessor#checkAhead}),
     * so that a batch from many players has them made side by side while the mails before are
     * handled, and a lone mail
     * (a cold {@code deliver}) is handled while its own check runs ({@link #handleInSavepoint}).
     * Only a head start: anything that goes wrong here is left for the mail's own handling to
     * meet and answer.
     */
    private void checkAhead(Connection connection, Mail mail) {
        InboundMessage message = mail.message;
        if (message.problem() != null || ignoreReason(message) != null) {
            return;
        }
        Instant silencedUntil = strangersSilenced.get(Strangers.mailbox(message.fromAddress()));
        if (silencedUntil != null && silencedUntil.isAfter(clock.instant())) {
            return; // a stranger's mail that will be dropped unread: no password check for it
        }
        try {
            mail.commands = commands.read(connection, message.subject(), message.text());
            commands.checkAhead(connection, mail.commands);
        } catch (SQLException | RuntimeException e) {
            LOG.log(Level.FINE, "no password check ahead for " + mail.key, e);
        }
    }

    /** How many password checks mails went on without waiting for (each asked before its mail was kept). */
    long assumedChecks() {
        return assumedChecks.get();
    }

    /** How many mails were handled a second time because a password assumed right was wrong. */
    long handledAgain() {
        return handledAgain.get();
    }

    /** A password assumed right while its check ran was wrong: the mail is handled again. */
    private static final class AssumedWrongly extends RuntimeException {
        private static final long serialVersionUID = 1L;

        AssumedWrongly() {
            super("a password assumed right was wrong", null, false, false);
        }
    }

    /** Whether every check assumed right says so (waiting for each); true for none. */
    private static boolean allMatch(List<Passwords.Pending> assumed) {
        if (assumed == null) {
            return true;
        }
        boolean all = true;
        for (Passwords.Pending pending : assumed) {
            all &= pending.matches(); // each asked, so none is left running
        }
        return all;
    }

    /**
     * After a mail failed: whether the checks it assumed right were right (then its failure
     * stands); a check that itself throws counts as right, so its failure is the one recorded.
     */
    private static boolean assumedRightAfterAll(List<Passwords.Pending> assumed) {
        try {
            return allMatch(assumed);
        } catch (RuntimeException e) {
            return true;
        }
    }

    /** One message of a batch, and what became of it. */
    private static final class Mail {
        final byte[] raw;
        final InboundMessage message;
        final String key;
        final long parseNanos;
        final List<String> commandLog = new ArrayList<>();
        /** The replies its savepoint queued, as stored (kept only when the savepoint was released). */
        final List<OutboxRow> queued = new ArrayList<>();
        Outcome outcome;
        Exception failure;
        long nanos;
        /** Whether its sender's mails were expensive of late ({@link #fairOrder}). */
        boolean expensiveSender;
        /** Its commands as read for the checks ahead ({@link #checkAhead}), handled from there; null: not read yet. */
        CommandProcessor.ReadMail commands;

        Mail(byte[] raw, InboundMessage message, String key, long parseNanos) {
            this.raw = raw;
            this.message = message;
            this.key = key;
            this.parseNanos = parseNanos;
        }
    }

    /**
     * Handles one message of a batch in its own savepoint. A failure rolls back that message
     * alone and is recorded ({@link #recordFailure}); a failure that took the whole transaction
     * with it ({@link Database.TransactionLost}), or a busy database, fails the batch.
     */
    private void handleInSavepoint(Connection connection, Mail mail, Outbox.Claim claim) throws SQLException {
        long start = System.nanoTime();
        // First as if each password whose check is still running on a checker thread were right
        // (a lone mail's cold start goes on instead of waiting for PBKDF2); every such check is
        // asked before the savepoint is released, and when one says no, or the mail failed while
        // one was assumed, it is rolled back and handled again with every check waited for.
        for (boolean assume = true; ; assume = false) {
            List<Passwords.Pending> assumed = assume ? new ArrayList<>() : null;
            mail.commandLog.clear();
            mail.queued.clear();
            mail.failure = null;
            try {
                mail.outcome = Database.savepoint(connection, "mail", c -> {
                    Outcome outcome = handle(c, mail, claim, assumed);
                    if (assumed != null) {
                        assumedChecks.addAndGet(assumed.size());
                    }
                    if (!allMatch(assumed)) {
                        throw new AssumedWrongly();
                    }
                    faults.handled(mail.message, outcome);
                    return outcome;
                });
            } catch (AssumedWrongly wrongly) {
                handledAgain.incrementAndGet();
                continue;
            } catch (Database.TransactionLost lost) {
                throw lost;
            } catch (SQLException e) {
                if (Database.isBusy(e)) {
                    throw e;
                }
                mail.failure = e;
            } catch (RuntimeException e) {
                mail.failure = e;
            }
            if (mail.failure == null || assumedRightAfterAll(assumed)) {
                break;
            }
        }
        if (mail.failure != null) {
            mail.outcome = Outcome.FAILED;
            mail.queued.clear(); // rolled back with the savepoint
            recordFailure(connection, mail, claim);
        }
        mail.nanos = mail.parseNanos + System.nanoTime() - start;
    }

    /**
     * A message whose handling threw: remembered as seen ({@code failed: ...}), so it is never
     * handled again, and its sender (when it is one we answer) gets one error reply saying that
     * nothing was done and whom to write to.
     */
    private void recordFailure(Connection connection, Mail mail, Outbox.Claim claim) throws SQLException {
        Instant now = clock.instant();
        InboundMessage message = mail.message;
        String cause = mail.failure.getClass().getSimpleName() + ": " + mail.failure.getMessage();
        String outcome = ("failed: " + cause).replaceAll("\\s+", " ");
        String recorded = outcome.length() > 500 ? outcome.substring(0, 500) : outcome;
        Database.savepoint(connection, "failed", c -> {
            if (new SeenMessages(c).contains(mail.key)) {
                return null; // a failure after the key was stored cannot happen, but never store it twice
            }
            if (ignoreReason(message) == null) {
                queue(c, List.of(new OutboundMail(List.of(message.fromAddress()), commands.serverName() + " error",
                        "Your mail could not be handled: the server failed on it. Nothing it asked for was"
                                + " done, and it will not be tried again.\nPlease send the commands again; if"
                                + " this happens again, write to the server's administrator, " + adminAddress
                                + ".\n")), message, now, claim, mail.queued);
            }
            new SeenMessages(c).add(mail.key, now, message.fromAddress(), recorded);
            return null;
        });
    }

    private void log(Mail mail) {
        double millis = mail.nanos / 1e6;
        if (mail.failure != null) {
            LOG.log(Level.WARNING, "mail " + mail.key + " from " + mail.message.fromAddress() + ": failed; handling"
                    + " threw " + Server.causes(mail.failure) + " (" + mail.failure.getClass().getName() + "); its"
                    + " changes were rolled back, it was answered with an error and will not be handled again; "
                    + String.format(Locale.ROOT, "%.1f ms", millis));
            LOG.log(Level.FINE, "the failure in full", mail.failure);
            return;
        }
        LOG.log(logEachMail ? Level.INFO : Level.FINE, () -> "mail " + mail.key + " from "
                + mail.message.fromAddress() + ": " + mail.outcome.name().toLowerCase(Locale.ROOT)
                + (mail.commandLog.isEmpty() ? "" : "; " + String.join("; ", mail.commandLog)) + "; "
                + String.format(Locale.ROOT, "%.1f ms", millis));
    }

    /** Where tests make the handling of a mail, or a whole batch, fail. */
    interface Faults {
        Faults NONE = new Faults() { };

        /** Called inside a mail's savepoint after it was handled; throwing rolls back that mail. */
        default void handled(InboundMessage message, Outcome outcome) {
        }

        /** Called after the last mail of a batch, before the commit; throwing rolls back the batch. */
        default void beforeCommit() throws SQLException {
        }
    }

    private volatile Faults faults = Faults.NONE;

    /** For tests: failures injected into the handling of mails ({@link Faults}). */
    void faults(Faults injected) {
        this.faults = injected == null ? Faults.NONE : injected;
    }

    private Outcome handle(Connection connection, Mail mail, Outbox.Claim claim, List<Passwords.Pending> assumed)
            throws SQLException {
        InboundMessage message = mail.message;
        String key = mail.key;
        SeenMessages seen = new SeenMessages(connection);
        Instant now = clock.instant();
        String from = message.fromAddress();
        Strangers.Arrival arrival = new Strangers(connection).arrival(key, from, now.minus(STRANGER_WINDOW));
        if (arrival.seen()) {
            return Outcome.DUPLICATE;
        }
        String ignoreReason = ignoreReason(message);
        if (ignoreReason != null) {
            LOG.info(() -> "not answering " + key + ": " + ignoreReason);
            if (message.bounce()) {
                recordBounce(connection, key, mail.raw, now);
            }
            seen.add(key, now, from, "ignored: " + ignoreReason);
            return Outcome.IGNORED;
        }
        int limit = strangerReplies;
        if (!arrival.player() && arrival.replies() >= limit) {
            Instant until = arrival.windowStart().plus(STRANGER_WINDOW);
            silence(Strangers.mailbox(from), until, now);
            LOG.info(() -> "not answering " + key + " from " + from + ": " + STRANGER_DROPPED + " (" + arrival.replies()
                    + " replies since " + arrival.windowStart() + "; read again from " + until + ")");
            seen.add(key, now, from, "dropped: " + STRANGER_DROPPED);
            return Outcome.IGNORED;
        }
        List<OutboundMail> replies;
        if (message.problem() != null) {
            replies = List.of(new OutboundMail(List.of(from), commands.serverName() + " error",
                    "Your mail could not be read: " + message.problem() + ".\nSend the commands again as a"
                            + " short plain-text mail.\n"));
        } else {
            CommandProcessor.Handled handled = commands.handle(connection, now, message, mail.commands, assumed);
            replies = handled.replies();
            mail.commandLog.addAll(handled.commands());
        }
        if (!arrival.player()) {
            replies = strangerReplies(connection, from, arrival, replies, now);
        }
        int dropped = queue(connection, replies, message, now, claim, mail.queued);
        seen.add(key, now, from, dropped == 0 ? "answered" : "answered; error replies dropped: " + dropped);
        return Outcome.ANSWERED;
    }

    /** Strangers silenced at most: past that, the hint is pruned of ended windows, or started afresh. */
    private static final int MOST_SILENCED = 10_000;

    /** Remembers that {@code mailbox}'s mail is dropped until {@code until}, keeping the hint bounded. */
    private void silence(String mailbox, Instant until, Instant now) {
        if (strangersSilenced.size() >= MOST_SILENCED) {
            strangersSilenced.values().removeIf(end -> !end.isAfter(now));
            if (strangersSilenced.size() >= MOST_SILENCED) {
                strangersSilenced.clear();
            }
        }
        strangersSilenced.put(mailbox, until);
    }

    /** What the seen record and the log say of a stranger's mail dropped unread. */
    static final String STRANGER_DROPPED = "a stranger's mail within the hour";

    /**
     * The replies of a mail from an address that was no player's when it came: unless the mail made
     * it one (a signup), the replies to it are counted in its mailbox's window ({@code
     * stranger_replies}), each cut to {@link StrangerReplies#MAX_BYTES}, the one that fills the
     * window saying so; replies beyond the window are dropped (one mail gives one answer, so only a
     * mail that also asked for others' mail could have more). Replies to others go as they are.
     */
    private List<OutboundMail> strangerReplies(Connection connection, String from, Strangers.Arrival arrival,
            List<OutboundMail> replies, Instant now) throws SQLException {
        if (replies.stream().noneMatch(r -> StrangerReplies.answers(from, r))) {
            return replies;
        }
        Strangers strangers = new Strangers(connection);
        if (strangers.player(from)) {
            return replies;
        }
        int limit = strangerReplies;
        Instant start = arrival.windowStart() == null ? now : arrival.windowStart();
        int used = arrival.replies();
        List<OutboundMail> out = new ArrayList<>(replies.size());
        for (OutboundMail reply : replies) {
            if (!StrangerReplies.answers(from, reply)) {
                out.add(reply);
            } else if (used >= limit) {
                LOG.warning(() -> "reply to " + from + " dropped: a stranger's " + limit + " replies this hour are"
                        + " used (" + reply.subject() + ")");
            } else {
                used++;
                out.add(StrangerReplies.limited(reply, used == limit ? start.plus(STRANGER_WINDOW) : null, limit));
            }
        }
        strangers.record(from, start, used, now.minus(STRANGER_WINDOW));
        if (used >= limit) {
            strangersSilenced.put(Strangers.mailbox(from), start.plus(STRANGER_WINDOW));
            if (strangersSilenced.size() > 100_000) {
                strangersSilenced.clear(); // only a hint; the table decides
            }
        }
        return out;
    }

    /** Each address the bounce reports as failed gets a row in {@code bounces}; none gives one row without. */
    private static void recordBounce(Connection connection, String key, byte[] raw, Instant now) throws SQLException {
        Bounces bounces = new Bounces(connection);
        List<DeliveryReports.Failure> failures = DeliveryReports.failures(raw);
        if (failures.isEmpty()) {
            bounces.add(null, now, key, null);
        }
        for (DeliveryReports.Failure failure : failures) {
            LOG.info(() -> "bounce for " + failure.address() + " (" + failure.status() + ")");
            bounces.add(failure.address(), now, key, failure.status().isEmpty() ? null : failure.status());
        }
    }

    /**
     * Whether a reply is an error reply: it goes to one address only and its subject ends in
     * the word "error" ({@code pbm error}, {@code Draughts Board 101 Error}). The same test
     * counts them in {@link Outbox#countErrorReplies}.
     */
    static boolean isErrorReply(OutboundMail reply) {
        String subject = reply.subject().toLowerCase(Locale.ROOT);
        return reply.to().size() == 1 && (subject.endsWith(" error") || subject.equals("error"));
    }

    private String ignoreReason(InboundMessage message) {
        if (message.bounce()) {
            return "a delivery status notification";
        }
        if (message.autoGenerated()) {
            return "an automatic message";
        }
        if (message.fromAddress() == null) {
            return "no sender address";
        }
        if (Addresses.isServerAddress(message.fromAddress(), serverAddress)) {
            return "sent from the server's own address";
        }
        return null;
    }

    /**
     * Queues the replies (claimed by {@code claim} when it is not null) and adds them to
     * {@code queued} as stored; returns how many error replies were dropped by the hourly limit.
     */
    private static int queue(Connection connection, List<OutboundMail> replies, InboundMessage message, Instant now,
            Outbox.Claim claim, List<OutboxRow> queued) throws SQLException {
        Outbox outbox = new Outbox(connection);
        int dropped = 0;
        for (OutboundMail reply : replies) {
            int errorsThisHour = isErrorReply(reply)
                    ? outbox.countErrorReplies(reply.to().get(0), now.minus(ERROR_WINDOW)) : 0;
            if (errorsThisHour >= MAX_ERROR_REPLIES_PER_HOUR) {
                LOG.warning(() -> "error reply to " + reply.to().get(0) + " dropped: " + MAX_ERROR_REPLIES_PER_HOUR
                        + " already sent in the last hour (" + reply.subject() + ")");
                dropped++;
                continue;
            }
            String body = reply.body();
            if (isErrorReply(reply) && errorsThisHour == MAX_ERROR_REPLIES_PER_HOUR - 1) {
                // the last one the limit lets through says so, rather than going silent
                body += "\nThis is the " + MAX_ERROR_REPLIES_PER_HOUR + "th error reply to this address within an"
                        + " hour: further errors within the hour are not answered.\n";
            }
            boolean answersSender = reply.to().contains(message.fromAddress());
            List<String> references = new ArrayList<>();
            if (answersSender) {
                references.addAll(message.references());
            }
            OutboundMail mail = reply.withBody(body);
            queued.add(outbox.add(answersSender ? mail.inThread(message.messageId(), references) : mail, now, claim));
        }
        return dropped;
    }
}
