package pbm.mail;

/** Sends the mails of the outbox: by SMTP, or into a folder of .eml files. */
public interface MailTransport {

    /**
     * Sends one mail.
     *
     * @param outboxId the outbox row, so that sending the same row again does not duplicate where
     *                 the transport can tell (the .eml folder replaces its file)
     * @param mail     the recipients and content, as written by {@link MailWriter}
     * @param raw      the mail's bytes from {@link MailWriter#toBytes}, sent as they are
     * @throws MailTransportException when it was not sent; see {@link MailTransportException#isTemporary()}
     */
    void send(String outboxId, OutboundMail mail, byte[] raw) throws MailTransportException;

    /**
     * Whether sending the same outbox row again replaces the first copy instead of sending a
     * second one (the {@code .eml} folder): then a batch may be marked sent in one transaction,
     * as a crash before that commit only rewrites the same files.
     */
    default boolean resendReplaces() {
        return false;
    }

    /**
     * Several mails sent one after the other over what the transport can share between them
     * (one SMTP connection); {@link #close} ends it.
     */
    interface Session extends AutoCloseable {
        /** As {@link MailTransport#send}, over this session. */
        void send(String outboxId, OutboundMail mail, byte[] raw) throws MailTransportException;

        @Override
        void close();
    }

    /** A session for a batch of mails; the default sends each mail on its own. */
    default Session openSession() {
        MailTransport transport = this;
        return new Session() {
            @Override
            public void send(String outboxId, OutboundMail mail, byte[] raw) throws MailTransportException {
                transport.send(outboxId, mail, raw);
            }

            @Override
            public void close() {
            }
        };
    }

    /** One mail of a batch for {@link #sendAll}: the arguments of {@link #send}. */
    record Outgoing(String outboxId, OutboundMail mail, byte[] raw) {
    }

    /**
     * Sends a batch of mails; returns the failure of each mail in the batch's order, null for
     * a mail that was sent. The default sends them one by one; the {@code .eml} folder writes
     * them in parallel and forces the folder once.
     */
    default java.util.List<MailTransportException> sendAll(java.util.List<Outgoing> batch) {
        java.util.List<MailTransportException> failures = new java.util.ArrayList<>();
        for (Outgoing mail : batch) {
            try {
                send(mail.outboxId(), mail.mail(), mail.raw());
                failures.add(null);
            } catch (MailTransportException e) {
                failures.add(e);
            }
        }
        return failures;
    }
}
