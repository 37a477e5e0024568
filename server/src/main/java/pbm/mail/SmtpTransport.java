package pbm.mail;

import jakarta.mail.Address;
import jakarta.mail.MessagingException;
import jakarta.mail.SendFailedException;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.util.Properties;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends mail through an SMTP server (RFC 5321) with Jakarta Mail: one connection per batch of
 * mails ({@link #openSession}), 10 seconds for connecting, reading and writing. The bytes go out as given: the message is not
 * re-saved, so its Message-ID and headers stay those the outbox holds.
 *
 * <p>Failures: an SMTP reply 5xx (RFC 5321 section 4.2.1, permanent negative completion) for the
 * mail or all its recipients is permanent; everything else (4xx, no connection, timeouts, login
 * refused) is temporary. When only some recipients are refused the mail counts as sent, since
 * sending it again would duplicate it for the others.
 */
public final class SmtpTransport implements MailTransport {

    static final int TIMEOUT_MILLIS = 10_000;
    private static final Logger LOG = LoggerFactory.getLogger(SmtpTransport.class);

    private final SmtpConfig config;
    private final jakarta.mail.Session session;

    public SmtpTransport(SmtpConfig config) {
        this(config, null);
    }

    /** @param heloName the name to greet the server with (EHLO), or null for this host's name */
    public SmtpTransport(SmtpConfig config, String heloName) {
        this.config = config;
        this.session = jakarta.mail.Session.getInstance(properties(config, heloName));
    }

    private static Properties properties(SmtpConfig config, String heloName) {
        Properties props = new Properties();
        props.setProperty("mail.smtp.host", config.host());
        props.setProperty("mail.smtp.port", Integer.toString(config.port()));
        props.setProperty("mail.smtp.connectiontimeout", Integer.toString(TIMEOUT_MILLIS));
        props.setProperty("mail.smtp.timeout", Integer.toString(TIMEOUT_MILLIS));
        props.setProperty("mail.smtp.writetimeout", Integer.toString(TIMEOUT_MILLIS));
        props.setProperty("mail.smtp.auth", Boolean.toString(config.authenticates()));
        props.setProperty("mail.smtp.starttls.enable", Boolean.toString(config.starttls()));
        props.setProperty("mail.smtp.starttls.required", Boolean.toString(config.starttls()));
        props.setProperty("mail.smtp.ssl.enable", Boolean.toString(config.ssl()));
        props.setProperty("mail.smtp.ssl.checkserveridentity", "true");
        props.setProperty("mail.smtp.sendpartial", "true");
        if (heloName != null && !heloName.isBlank()) {
            props.setProperty("mail.smtp.localhost", heloName.trim());
        }
        return props;
    }

    @Override
    public void send(String outboxId, OutboundMail mail, byte[] raw) throws MailTransportException {
        try (MailTransport.Session batch = openSession()) {
            batch.send(outboxId, mail, raw);
        }
    }

    /**
     * One SMTP connection for a batch of mails: opened for the first mail, reused for the
     * next ones (one EHLO, TLS handshake and login for the batch), closed with the session.
     * A failure other than refused recipients closes it, and the next mail opens a new one.
     */
    @Override
    public MailTransport.Session openSession() {
        return new MailTransport.Session() {
            private Transport transport;

            @Override
            public void send(String outboxId, OutboundMail mail, byte[] raw) throws MailTransportException {
                MimeMessage message;
                Address[] recipients;
                try {
                    message = new MimeMessage(session, new ByteArrayInputStream(raw));
                    recipients = recipients(mail, message);
                } catch (MessagingException | IllegalArgumentException e) {
                    throw new MailTransportException("outbox " + outboxId + ": unreadable mail: " + e.getMessage(),
                            false, e);
                }
                try {
                    if (transport == null || !transport.isConnected()) {
                        close();
                        transport = session.getTransport("smtp");
                        transport.connect(config.host(), config.port(),
                                config.authenticates() ? config.user() : null,
                                config.authenticates() ? config.password() : null);
                    }
                    transport.sendMessage(message, recipients);
                } catch (SendFailedException e) {
                    if (e.getValidSentAddresses() == null || e.getValidSentAddresses().length == 0) {
                        close(); // the server's state after a refused mail is not worth guessing
                        throw failure(outboxId, e);
                    }
                    LOG.warn("outbox {}: sent, but refused for {}", outboxId, describe(e.getInvalidAddresses()));
                } catch (MessagingException e) {
                    close();
                    throw failure(outboxId, e);
                }
            }

            @Override
            public void close() {
                SmtpTransport.close(transport);
                transport = null;
            }
        };
    }

    private static Address[] recipients(OutboundMail mail, MimeMessage message) throws MessagingException {
        if (mail == null) {
            Address[] all = message.getAllRecipients();
            if (all == null || all.length == 0) {
                throw new IllegalArgumentException("no recipients");
            }
            return all;
        }
        if (mail.to().isEmpty()) {
            throw new IllegalArgumentException("no recipients");
        }
        Address[] addresses = new Address[mail.to().size()];
        for (int i = 0; i < addresses.length; i++) {
            String address = mail.to().get(i);
            addresses[i] = new InternetAddress(Addresses.normalize(address)
                    .orElseThrow(() -> new IllegalArgumentException("not a usable address: " + address)), true);
        }
        return addresses;
    }

    private MailTransportException failure(String outboxId, MessagingException e) {
        return failure(outboxId, config.host() + ":" + config.port(), e);
    }

    /**
     * The failure in one line an administrator can act on: the outbox row, the SMTP server
     * ({@code host:port}), its reply code, and the cause underneath (connection refused,
     * timeout, unknown host, ...).
     */
    static MailTransportException failure(String outboxId, String server, MessagingException e) {
        int code = smtpReplyCode(e);
        boolean permanent = code >= 500 && code < 600;
        String reason = (code > 0 ? "SMTP " + code + " " : "") + oneLine(e.getMessage());
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        if (root != e && root.getMessage() != null && !reason.contains(oneLine(root.getMessage()))) {
            reason += " (" + root.getClass().getSimpleName() + ": " + oneLine(root.getMessage()) + ")";
        }
        return new MailTransportException("outbox " + outboxId + ": SMTP server " + server + ": " + reason.strip(),
                !permanent, e);
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.replaceAll("\\s+", " ").strip();
    }

    /** The SMTP reply code carried by the exception or one it chains, or -1. */
    static int smtpReplyCode(MessagingException e) {
        Exception current = e;
        for (int depth = 0; current != null && depth < 10; depth++) {
            if (current instanceof SMTPSendFailedException send) {
                return send.getReturnCode();
            }
            if (current instanceof SMTPAddressFailedException address) {
                return address.getReturnCode();
            }
            current = current instanceof MessagingException m ? m.getNextException() : null;
        }
        return -1;
    }

    private static String describe(Address[] addresses) {
        if (addresses == null) {
            return "(none)";
        }
        StringBuilder s = new StringBuilder();
        for (Address address : addresses) {
            s.append(s.length() == 0 ? "" : ", ").append(address);
        }
        return s.toString();
    }

    private static void close(Transport transport) {
        if (transport == null) {
            return;
        }
        try {
            transport.close();
        } catch (MessagingException e) {
            LOG.debug("closing the SMTP connection failed", e);
        }
    }
}
