package pbm.mail;

import java.io.IOException;
import java.nio.file.Path;

/** Delivers each mail as {@code <outboxId>.eml} into a folder ({@link EmlDirectory}). */
public final class EmlTransport implements MailTransport {

    private final EmlDirectory directory;

    public EmlTransport(Path dir) {
        this.directory = new EmlDirectory(dir);
    }

    @Override
    public boolean resendReplaces() {
        return true;
    }

    @Override
    public void send(String outboxId, OutboundMail mail, byte[] raw) throws MailTransportException {
        if (!EmlDirectory.isValidStem(outboxId)) {
            throw new MailTransportException("outbox id cannot name a file: " + outboxId, false, null);
        }
        try {
            directory.write(outboxId, raw);
        } catch (IOException e) {
            throw new MailTransportException("cannot write " + outboxId + ".eml: " + e.getMessage(), true, e);
        }
    }

    /** The batch in parallel, with one fsync of the folder ({@link EmlDirectory#writeAll}). */
    @Override
    public java.util.List<MailTransportException> sendAll(java.util.List<Outgoing> batch) {
        java.util.Map<String, byte[]> files = new java.util.LinkedHashMap<>();
        for (Outgoing mail : batch) {
            if (EmlDirectory.isValidStem(mail.outboxId())) {
                files.put(mail.outboxId(), mail.raw());
            }
        }
        java.util.Map<String, IOException> failed;
        IOException all = null;
        try {
            failed = directory.writeAll(files);
        } catch (IOException e) {
            failed = java.util.Map.of();
            all = e;
        }
        java.util.List<MailTransportException> failures = new java.util.ArrayList<>();
        for (Outgoing mail : batch) {
            IOException e = all != null ? all : failed.get(mail.outboxId());
            if (!EmlDirectory.isValidStem(mail.outboxId())) {
                failures.add(new MailTransportException("outbox id cannot name a file: " + mail.outboxId(), false, null));
            } else if (e != null) {
                failures.add(new MailTransportException("cannot write " + mail.outboxId() + ".eml: " + e.getMessage(),
                        true, e));
            } else {
                failures.add(null);
            }
        }
        return failures;
    }
}
