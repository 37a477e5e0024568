package pbm.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import pbm.command.CommandProcessor;
import pbm.command.Reply;
import pbm.mail.Addresses;
import pbm.mail.DeliveryReports;
import pbm.mail.InboundMessage;
import pbm.mail.InboundParser;
import pbm.store.Bounces;
import pbm.store.Database;
import pbm.store.Outbox;
import pbm.store.Passwords;
import pbm.store.SeenMessages;

/**
 * Handles one inbound message, exactly once: in one transaction it checks the
 * message key (Message-ID, or the digest of the bytes) against the messages seen
 * before, runs the commands, queues the replies in the outbox and remembers the key.
 * Either all of that is committed or none of it.
 *
 * <p>Guards against loops and abuse (PROTOCOL.md "Never"): automatic mail, bounces, mail
 * without a sender or from the server's own address is never answered; a bounce is recorded
 * against the addresses it reports as failed ({@code bounces}); at most
 * {@value #MAX_ERROR_REPLIES_PER_HOUR} error replies an hour go to one address, further ones are
 * dropped and logged (replies after valid commands, boards above all, are never limited); a
 * mail over 256 KiB gets one short error reply.
 */
public final class MessageProcessor {
    private static final Logger LOG = Logger.getLogger(MessageProcessor.class.getName());
    /** At most this many error replies go to one address in {@link #ERROR_WINDOW}; boards are never limited. */
    static final int MAX_ERROR_REPLIES_PER_HOUR = 30;
    static final Duration ERROR_WINDOW = Duration.ofHours(1);

    /** What became of a message. */
    public enum Outcome {
        /** Its commands ran (or were refused with an error reply). */
        ANSWERED,
        /** Seen before: skipped without a reply. */
        DUPLICATE,
        /** Not answered on purpose: an auto-reply, a bounce, our own mail, no sender. */
        IGNORED
    }

    private final Database database;
    private final String serverAddress;
    private final Clock clock;
    private final CommandProcessor commands;
    private volatile boolean logEachMail;

    public MessageProcessor(Database database, String serverAddress, Clock clock, Passwords passwords,
            String adminAddress) {
        this.database = database;
        this.serverAddress = serverAddress;
        this.clock = clock;
        this.commands = new CommandProcessor(passwords, adminAddress);
    }

    /**
     * Turns on reply addresses ({@link CommandProcessor#replyTokens}): board mails carry a
     * Reply-To for their player, and mail sent to one is read as a reply to play.
     */
    public void replyTokens(pbm.mail.ReplyTokens tokens) {
        commands.replyTokens(tokens);
    }

    /**
     * Whether every handled mail is logged at INFO (as {@code serve} does): its key, sender,
     * outcome, each command (passwords masked) and how it went, and the milliseconds it took.
     * Otherwise the line is logged at FINE.
     */
    public void logEachMail(boolean on) {
        logEachMail = on;
    }

    /** Handles the raw RFC 822 bytes of one message. Throws only when the database fails. */
    public Outcome process(byte[] raw) throws SQLException {
        long start = System.nanoTime();
        InboundMessage message = InboundParser.parse(raw);
        String key = message.identity();
        List<String> commandLog = new ArrayList<>();
        Outcome outcome = database.transaction(connection -> {
            commandLog.clear();
            return handle(connection, message, key, raw, commandLog);
        });
        long micros = (System.nanoTime() - start) / 1_000;
        LOG.log(logEachMail ? Level.INFO : Level.FINE, () -> "mail " + key + " from " + message.fromAddress() + ": " + outcome.name().toLowerCase(Locale.ROOT)
                + (commandLog.isEmpty() ? "" : "; " + String.join("; ", commandLog)) + "; "
                + String.format(Locale.ROOT, "%.1f ms", micros / 1000.0));
        return outcome;
    }

    private Outcome handle(Connection connection, InboundMessage message, String key, byte[] raw,
            List<String> commandLog) throws SQLException {
        SeenMessages seen = new SeenMessages(connection);
        if (seen.contains(key)) {
            return Outcome.DUPLICATE;
        }
        Instant now = clock.instant();
        String from = message.fromAddress();
        String ignoreReason = ignoreReason(message);
        if (ignoreReason != null) {
            LOG.info(() -> "not answering " + key + ": " + ignoreReason);
            if (message.bounce()) {
                recordBounce(connection, key, raw, now);
            }
            seen.add(key, now, from, "ignored: " + ignoreReason);
            return Outcome.IGNORED;
        }
        List<Reply> replies;
        if (message.problem() != null) {
            replies = List.of(new Reply(List.of(from), "Draughts error",
                    "Your mail could not be read: " + message.problem() + ".\nSend the commands again as a"
                            + " short plain-text mail.\n"));
        } else {
            CommandProcessor.Handled handled = commands.handle(connection, now, from, message.subject(),
                    message.text(), message.recipients());
            replies = handled.replies();
            commandLog.addAll(handled.commands());
        }
        int dropped = queue(connection, replies, message, now);
        seen.add(key, now, from, dropped == 0 ? "answered" : "answered; error replies dropped: " + dropped);
        return Outcome.ANSWERED;
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
     * the word "error" ({@code Draughts error}, {@code Draughts Board 101 Error}). The same test
     * counts them in {@link Outbox#countErrorReplies}.
     */
    static boolean isErrorReply(Reply reply) {
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

    /** Queues the replies; returns how many error replies were dropped by the hourly limit. */
    private static int queue(Connection connection, List<Reply> replies, InboundMessage message, Instant now)
            throws SQLException {
        Outbox outbox = new Outbox(connection);
        int dropped = 0;
        for (Reply reply : replies) {
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
            outbox.add(reply.to(), reply.subject(), body,
                    answersSender ? message.messageId() : null, references, reply.replyTo(), reply.html(), now);
        }
        return dropped;
    }
}
