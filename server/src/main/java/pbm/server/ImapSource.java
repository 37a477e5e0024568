package pbm.server;

import jakarta.mail.FetchProfile;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.UIDFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.eclipse.angus.mail.imap.IMAPStore;
import pbm.admin.ProgressListener;
import pbm.mail.ImapConfig;

/**
 * An IMAP mailbox (RFC 9051/3501) read with Jakarta Mail. Every message in the configured folder
 * is fetched as raw bytes, handed to the handler in batches (one transaction each), and only
 * after its batch committed flagged {@code \Seen} and moved to the processed folder (MOVE, RFC 6851, when the server has
 * it; else COPY, {@code \Deleted} and EXPUNGE). The processed folder is created when missing.
 *
 * <p>Exactly once: a crash (or a lost connection) between the commit and the move leaves the
 * message in the folder; the next pass fetches it again, the handler finds its Message-ID (or
 * the digest of the same bytes) among the messages already seen and skips it without a reply,
 * and this time it is moved.
 *
 * <p>New mail is waited for with IDLE (RFC 2177) when the server offers it (and
 * {@code imap.idle} is not false), renewed every
 * {@link ImapConfig#poll()}; otherwise the folder is polled at that interval. Any failure closes
 * the connection; the next pass opens a new one.
 */
final class ImapSource implements InboundSource {
    private static final Logger LOG = Logger.getLogger(ImapSource.class.getName());
    /** Larger mails are cut here (they are refused as over 256 KiB anyway), as {@code deliver} does. */
    static final int MAX_BYTES = 64 * 1024 * 1024;
    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;
    private static final long TICK_MILLIS = 500;

    private final ImapConfig config;
    private final Session session;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(
            DaemonThreads.named("pbm-imap-idle"));
    private IMAPStore store;
    private IMAPFolder folder;
    private Folder processed;
    /** Messages the last pass left in the folder on purpose (marked deleted); more came meanwhile. */
    private int leftAfterPass;

    ImapSource(ImapConfig config) {
        this.config = config;
        this.session = Session.getInstance(properties(config));
    }

    private static Properties properties(ImapConfig config) {
        // reads must outlast an IDLE, which sends nothing until mail comes or it is renewed every
        // poll; a read that waits longer (an IDLE whose end the server never confirmed, a dead
        // connection) fails, and the source reconnects
        long readTimeout = config.poll().toMillis() * 2 + 10_000;
        Properties props = new Properties();
        props.setProperty("mail.imap.connectiontimeout", Integer.toString(CONNECT_TIMEOUT_MILLIS));
        props.setProperty("mail.imap.timeout", Long.toString(readTimeout));
        props.setProperty("mail.imap.writetimeout", Integer.toString(CONNECT_TIMEOUT_MILLIS));
        props.setProperty("mail.imap.partialfetch", "false"); // one FETCH a message, not one per 16 KiB
        props.setProperty("mail.imap.ssl.enable", Boolean.toString(config.ssl()));
        props.setProperty("mail.imap.ssl.checkserveridentity", "true");
        props.setProperty("mail.imap.starttls.enable", Boolean.toString(config.starttls()));
        props.setProperty("mail.imap.starttls.required", Boolean.toString(config.starttls()));
        return props;
    }

    @Override
    public int processWaiting(Handler handler, int batch, BooleanSupplier stop, ProgressListener progress)
            throws IOException, SQLException {
        int handled = 0;
        try {
            connect();
            Message[] messages = folder.getMessages();
            FetchProfile profile = new FetchProfile();
            profile.add(FetchProfile.Item.FLAGS);
            profile.add(UIDFolder.FetchProfileItem.UID);
            folder.fetch(messages, profile);
            int skipped = 0;
            int i = 0;
            while (i < messages.length && !stop.getAsBoolean()) {
                progress.progress(i, messages.length);
                List<Message> taken = new ArrayList<>();
                List<byte[]> raws = new ArrayList<>();
                for (; i < messages.length && taken.size() < batch; i++) {
                    Message message = messages[i];
                    if (message.isExpunged() || message.isSet(Flags.Flag.DELETED)) {
                        skipped++;
                        continue;
                    }
                    raws.add(rawBytes(message));
                    taken.add(message);
                }
                if (!taken.isEmpty()) {
                    // committed: only now are they acknowledged, all but those deferred
                    boolean[] done = handler.handle(raws);
                    List<Message> acknowledged = new ArrayList<>(taken.size());
                    for (int m = 0; m < taken.size(); m++) {
                        if (done[m]) {
                            acknowledged.add(taken.get(m));
                        }
                    }
                    acknowledge(acknowledged.toArray(Message[]::new));
                    handled += acknowledged.size();
                    if (acknowledged.size() < taken.size()) {
                        break; // the deferred ones stay in the folder; the next pass comes at once
                    }
                }
            }
            progress.progress(i, messages.length);
            // every handled message left the folder; what is there beyond the skipped ones came
            // during the pass, after the message list was read, and needs another pass at once
            leftAfterPass = skipped;
            return handled;
        } catch (MessagingException e) {
            leftAfterPass = Integer.MAX_VALUE; // after a failure, wait the retry time before the next pass
            disconnect();
            throw new IOException("IMAP " + config.host() + ":" + config.port() + ": " + e.getMessage(), e);
        }
    }

    private void connect() throws MessagingException {
        if (store != null && store.isConnected() && folder != null && folder.isOpen()) {
            return;
        }
        disconnect();
        IMAPStore newStore = (IMAPStore) session.getStore("imap");
        newStore.connect(config.host(), config.port(), config.user(), config.password());
        store = newStore;
        IMAPFolder inbox = (IMAPFolder) store.getFolder(config.folder());
        inbox.open(Folder.READ_WRITE);
        folder = inbox;
        Folder target = store.getFolder(config.processedFolder());
        if (!target.exists() && !target.create(Folder.HOLDS_MESSAGES)) {
            throw new MessagingException("cannot create the folder " + config.processedFolder());
        }
        processed = target;
        LOG.info(() -> "connected to " + describe() + (idles() ? " (IDLE)" : " (polling)"));
    }

    /** The message as received: headers and body, byte for byte, cut at {@link #MAX_BYTES}. */
    private static byte[] rawBytes(Message message) throws MessagingException {
        BoundedBuffer out = new BoundedBuffer(MAX_BYTES);
        try {
            message.writeTo(out);
        } catch (IOException e) {
            throw new MessagingException("cannot fetch the message: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /**
     * Flags the messages of a batch seen and moves them to the processed folder, one command
     * for the batch: called after the batch's commit.
     */
    private void acknowledge(Message[] batch) throws MessagingException {
        if (batch.length == 0) {
            return;
        }
        folder.setFlags(batch, new Flags(Flags.Flag.SEEN), true);
        if (store.hasCapability("MOVE")) {
            folder.moveMessages(batch, processed);
            return;
        }
        folder.copyMessages(batch, processed);
        folder.setFlags(batch, new Flags(Flags.Flag.DELETED), true);
        if (store.hasCapability("UIDPLUS")) {
            folder.expunge(batch);
        } else {
            folder.expunge();
        }
    }

    @Override
    public void awaitMail(Duration timeout, BooleanSupplier stop) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        IMAPFolder idleFolder = folder;
        if (arrivedSinceLastPass(idleFolder)) {
            return; // mail that came during the pass would not wake an IDLE begun now
        }
        if (idleFolder != null && idleFolder.isOpen() && idles()) {
            idle(idleFolder, deadline, stop);
            return;
        }
        while (!stop.getAsBoolean() && System.nanoTime() < deadline) {
            Thread.sleep(Math.min(TICK_MILLIS, Math.max(1, (deadline - System.nanoTime()) / 1_000_000)));
        }
    }

    private boolean arrivedSinceLastPass(IMAPFolder current) {
        try {
            return current != null && current.isOpen() && current.getMessageCount() > leftAfterPass;
        } catch (MessagingException e) {
            return false;
        }
    }

    /** IDLE until the server tells of a change, the deadline passes or {@code stop} says so. */
    private void idle(IMAPFolder idleFolder, long deadline, BooleanSupplier stop) {
        ScheduledFuture<?> watchdog = timer.scheduleWithFixedDelay(() -> {
            if (stop.getAsBoolean() || System.nanoTime() >= deadline) {
                abortIdle(idleFolder);
            }
        }, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
        try {
            idleFolder.idle(true);
        } catch (MessagingException | IllegalStateException e) {
            LOG.log(Level.FINE, "IDLE ended by a failure; reconnecting", e);
            disconnect();
        } finally {
            watchdog.cancel(false);
        }
    }

    /** Any command on the folder from another thread ends its IDLE (DONE, RFC 2177 section 3). */
    private static void abortIdle(IMAPFolder idleFolder) {
        try {
            idleFolder.doCommand(protocol -> {
                protocol.simpleCommand("NOOP", null);
                return null;
            });
        } catch (MessagingException | IllegalStateException e) {
            LOG.log(Level.FINE, "ending IDLE failed", e);
        }
    }

    private boolean idles() {
        return config.idle() && offers("IDLE");
    }

    private boolean offers(String capability) {
        try {
            return store != null && store.hasCapability(capability);
        } catch (MessagingException e) {
            return false;
        }
    }

    private void disconnect() {
        try {
            if (folder != null && folder.isOpen()) {
                folder.close(false);
            }
        } catch (MessagingException | IllegalStateException e) {
            LOG.log(Level.FINE, "closing the IMAP folder failed", e);
        }
        try {
            if (store != null) {
                store.close();
            }
        } catch (MessagingException e) {
            LOG.log(Level.FINE, "closing the IMAP connection failed", e);
        }
        folder = null;
        processed = null;
        store = null;
    }

    @Override
    public String describe() {
        return "IMAP " + config.user() + "@" + config.host() + ":" + config.port() + "/" + config.folder();
    }

    @Override
    public synchronized void close() {
        timer.shutdownNow();
        disconnect();
    }

    /** Keeps the first {@code limit} bytes written and drops the rest. */
    private static final class BoundedBuffer extends OutputStream {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final int limit;

        BoundedBuffer(int limit) {
            this.limit = limit;
        }

        @Override
        public void write(int b) {
            if (bytes.size() < limit) {
                bytes.write(b);
            }
        }

        @Override
        public void write(byte[] b, int off, int len) {
            int room = limit - bytes.size();
            if (room > 0) {
                bytes.write(b, off, Math.min(room, len));
            }
        }

        byte[] toByteArray() {
            return bytes.toByteArray();
        }
    }
}
