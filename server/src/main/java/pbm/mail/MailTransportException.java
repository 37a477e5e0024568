package pbm.mail;

/**
 * A mail could not be sent. {@link #isTemporary() Temporary} failures (server unreachable,
 * timeouts, SMTP 4xx, authentication) are worth retrying later; permanent ones (SMTP 5xx for the
 * mail or its recipients, a mail that cannot be read) will fail the same way every time.
 */
public final class MailTransportException extends Exception {

    private final boolean temporary;

    public MailTransportException(String message, boolean temporary, Throwable cause) {
        super(message, cause);
        this.temporary = temporary;
    }

    public boolean isTemporary() {
        return temporary;
    }
}
