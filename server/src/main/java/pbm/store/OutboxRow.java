package pbm.store;

import java.time.Instant;
import java.util.List;
import pbm.mail.HtmlPart;

/**
 * One reply in the outbox table; {@code lastError} why the last attempt failed, or null;
 * {@code replyTo} the Reply-To address it is written with, or null.
 */
public record OutboxRow(long id, List<String> recipients, String subject, String body, String inReplyTo,
        List<String> references, String state, int attempts, Instant nextTry, Instant created, String lastError,
        String replyTo, HtmlPart html) {
    public OutboxRow {
        recipients = List.copyOf(recipients);
        references = List.copyOf(references);
    }

    /** A text-only row. */
    public OutboxRow(long id, List<String> recipients, String subject, String body, String inReplyTo,
            List<String> references, String state, int attempts, Instant nextTry, Instant created, String lastError,
            String replyTo) {
        this(id, recipients, subject, body, inReplyTo, references, state, attempts, nextTry, created, lastError,
                replyTo, null);
    }

    /** A row without a Reply-To. */
    public OutboxRow(long id, List<String> recipients, String subject, String body, String inReplyTo,
            List<String> references, String state, int attempts, Instant nextTry, Instant created, String lastError) {
        this(id, recipients, subject, body, inReplyTo, references, state, attempts, nextTry, created, lastError, null);
    }

    /** A row without an error, as the tests make them. */
    public OutboxRow(long id, List<String> recipients, String subject, String body, String inReplyTo,
            List<String> references, String state, int attempts, Instant nextTry, Instant created) {
        this(id, recipients, subject, body, inReplyTo, references, state, attempts, nextTry, created, null, null);
    }
}
