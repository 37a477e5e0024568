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
}
