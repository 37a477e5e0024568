package pbm.mail;

/**
 * How to reach the SMTP server that relays pbm's mail.
 *
 * @param host     the server's host name
 * @param port     e.g. 25, 587 (submission with STARTTLS) or 465 (implicit TLS)
 * @param user     the login, or null to send without authentication
 * @param password the password for {@code user}, or null
 * @param starttls require STARTTLS (RFC 3207) before sending
 * @param ssl      connect with TLS from the start (RFC 8314 implicit TLS)
 */
public record SmtpConfig(String host, int port, String user, String password, boolean starttls, boolean ssl) {

    public SmtpConfig {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("SMTP host is missing");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("SMTP port out of range: " + port);
        }
    }

    /** Whether to log in. */
    boolean authenticates() {
        return user != null && !user.isEmpty();
    }

    @Override
    public String toString() { // never show the password
        return "SmtpConfig[host=" + host + ", port=" + port + ", user=" + user
                + ", starttls=" + starttls + ", ssl=" + ssl + "]";
    }
}
