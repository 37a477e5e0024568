package pbm.testing;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * The real-mail tests' GreenMail: SMTP and IMAP on 127.0.0.1 at free ports, the server's
 * mailbox {@code pbm@localhost} (pbm/secret) and the players' mailboxes, and the
 * {@code pbm.properties} that points a server at them (IMAP in, polling every 2 s; SMTP out).
 */
public final class RealMail {
    private RealMail() {
    }

    /** GreenMail with the server's mailbox and one for each player, {@code address, login, password} in turn. */
    public static GreenMailExtension greenMail(String... players) {
        GreenMailConfiguration config = GreenMailConfiguration.aConfig().withUser("pbm@localhost", "pbm", "secret");
        for (int i = 0; i + 2 < players.length; i += 3) {
            config = config.withUser(players[i], players[i + 1], players[i + 2]);
        }
        return new GreenMailExtension(new ServerSetup[] {
            new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort(),
            new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_IMAP).dynamicPort()}).withConfiguration(config);
    }

    /** The settings of a server that reads {@code pbm@localhost} over IMAP and sends by SMTP through {@code mail}. */
    public static String properties(GreenMailExtension mail) {
        return String.join("\n",
                "server.address=pbm@localhost",
                "inbound=imap",
                "imap.host=127.0.0.1",
                "imap.port=" + mail.getImap().getPort(),
                "imap.user=pbm",
                "imap.password=secret",
                "imap.poll-seconds=2",
                "outbound=smtp",
                "smtp.host=127.0.0.1",
                "smtp.port=" + mail.getSmtp().getPort(),
                "smtp.user=pbm",
                "smtp.password=secret", "");
    }

    /** An IMAP connection to {@code mail} as {@code user}. */
    public static Store imap(GreenMailExtension mail, String user, String password) throws Exception {
        Store store = Session.getInstance(new Properties()).getStore("imap");
        store.connect("127.0.0.1", mail.getImap().getPort(), user, password);
        return store;
    }

    /** The messages of a mailbox's INBOX, read in full so they outlive the connection. */
    public static List<Message> inbox(GreenMailExtension mail, String user, String password) throws Exception {
        try (Store store = imap(mail, user, password)) {
            Folder folder = store.getFolder("INBOX");
            folder.open(Folder.READ_ONLY);
            List<Message> out = new ArrayList<>();
            for (Message message : folder.getMessages()) {
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                message.writeTo(bytes);
                out.add(new MimeMessage(Session.getInstance(new Properties()),
                        new ByteArrayInputStream(bytes.toByteArray())));
            }
            folder.close(false);
            return out;
        }
    }
}
