package pbm.store;

import java.time.Instant;
import java.util.List;
import pbm.mail.HtmlPart;
import pbm.mail.OutboundMail;

/**
 * One mail in the outbox table: the mail as queued, and the row's own state; {@code lastError}
 * why the last attempt failed, or null. The mail's fields are read through for the callers
 * that list rows ({@link #recipients}, {@link #subject}, ...).
 */
public record OutboxRow(long id, OutboundMail mail, String state, int attempts, Instant nextTry, Instant created,
        String lastError) {

    public List<String> recipients() {
        return mail.to();
    }

    public String subject() {
        return mail.subject();
    }

    public String body() {
        return mail.body();
    }

    public String inReplyTo() {
        return mail.inReplyTo();
    }

    public List<String> references() {
        return mail.references();
    }

    public String replyTo() {
        return mail.replyTo();
    }

    public HtmlPart html() {
        return mail.html();
    }

    /** This row holding {@code other} as its mail (the same row, sent to fewer recipients). */
    public OutboxRow with(OutboundMail other) {
        return new OutboxRow(id, other, state, attempts, nextTry, created, lastError);
    }

    /** This row due again at {@code when}. */
    public OutboxRow dueAt(Instant when) {
        return new OutboxRow(id, mail, state, attempts, when, created, lastError);
    }
}
