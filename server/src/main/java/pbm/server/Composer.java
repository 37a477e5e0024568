package pbm.server;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Properties;
import java.util.UUID;

/** Writes a player's mail to the server, as {@code pbm send} delivers it into the inbox. */
public final class Composer {
    private Composer() {
    }

    /** A well-formed text/plain UTF-8 message from {@code from} to {@code to}. */
    public static byte[] compose(String from, String to, String subject, String body) {
        try {
            MimeMessage message = new MimeMessage(Session.getInstance(new Properties()));
            message.setFrom(new InternetAddress(from, true));
            message.setRecipient(MimeMessage.RecipientType.TO, new InternetAddress(to, true));
            message.setSubject(subject == null ? "" : subject, StandardCharsets.UTF_8.name());
            message.setSentDate(new Date());
            message.setText(body == null ? "" : body, StandardCharsets.UTF_8.name());
            message.saveChanges();
            String domain = to.substring(to.lastIndexOf('@') + 1);
            message.setHeader("Message-ID", "<" + UUID.randomUUID() + "@" + domain + ">");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            message.writeTo(out);
            return out.toByteArray();
        } catch (MessagingException | IOException e) {
            throw new IllegalArgumentException("cannot write that message: " + e.getMessage(), e);
        }
    }
}
