package pbm.store;

import java.time.Instant;
import java.util.List;

/** One reply in the outbox table. */
public record OutboxRow(long id, List<String> recipients, String subject, String body, String inReplyTo,
        List<String> references, String state, int attempts, Instant nextTry, Instant created) {
    public OutboxRow {
        recipients = List.copyOf(recipients);
        references = List.copyOf(references);
    }
}
