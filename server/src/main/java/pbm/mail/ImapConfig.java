package pbm.mail;

import java.time.Duration;

/**
 * How to reach the mailbox players write to.
 *
 * @param host            the IMAP server's host name
 * @param port            e.g. 143 (IMAP, with STARTTLS) or 993 (IMAPS, implicit TLS)
 * @param user            the login
 * @param password        the password (an app password for most providers)
 * @param folder          where new mail arrives, e.g. {@code INBOX}
 * @param processedFolder where handled mail is moved (created when missing)
 * @param ssl             connect with TLS from the start (RFC 8314 implicit TLS)
 * @param starttls        require STARTTLS (RFC 2595) before logging in
 * @param poll            how often to look for mail when the server has no IDLE (RFC 2177), and
 *                        the longest one IDLE lasts before it is renewed
 * @param idle            use IDLE when the server offers it; false: always poll
 */
public record ImapConfig(String host, int port, String user, String password, String folder,
        String processedFolder, boolean ssl, boolean starttls, Duration poll, boolean idle) {

    public ImapConfig {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("IMAP host is missing (imap.host)");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("IMAP port out of range: " + port);
        }
        if (user == null || user.isBlank()) {
            throw new IllegalArgumentException("IMAP user is missing (imap.user)");
        }
        if (folder == null || folder.isBlank() || processedFolder == null || processedFolder.isBlank()) {
            throw new IllegalArgumentException("IMAP folders must not be blank");
        }
        if (folder.equals(processedFolder)) {
            throw new IllegalArgumentException("imap.folder and imap.processed-folder must differ");
        }
        if (poll == null || poll.isNegative() || poll.isZero()) {
            throw new IllegalArgumentException("imap.poll-seconds must be positive");
        }
    }

    @Override
    public String toString() { // never show the password
        return "ImapConfig[host=" + host + ", port=" + port + ", user=" + user + ", folder=" + folder
                + ", processedFolder=" + processedFolder + ", ssl=" + ssl + ", starttls=" + starttls
                + ", poll=" + poll + ", idle=" + idle + "]";
    }
}
