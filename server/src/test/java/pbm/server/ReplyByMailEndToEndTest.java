package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import jakarta.mail.Message;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import pbm.store.Games;
import pbm.testing.RealMail;
import pbm.testing.TestServer;

/**
 * Issue 17 through a real mail system (GreenMail SMTP and IMAP on loopback): a whole game
 * played by replies alone, each player answering the board mail's Reply-To address with the
 * move on the first line, a signature, and the board quoted as mail programs quote (plain
 * bottom-quote, top-post, HTML-only with a blockquote, Outlook's Original Message block).
 */
class ReplyByMailEndToEndTest {
    private static final long WAIT_MILLIS = 60_000;

    @RegisterExtension
    static final GreenMailExtension MAIL = RealMail.greenMail("alice@example.org", "alice", "a-pw",
            "bob@example.org", "bob", "b-pw",
            "mallory@example.org", "mallory", "m-pw");

    @TempDir
    Path dir;

    private Server server;
    private Thread serving;
    private final AtomicBoolean stop = new AtomicBoolean();

    @BeforeEach
    void start() throws Exception {
        Files.writeString(dir.resolve("pbm.properties"), RealMail.properties(MAIL));
        server = Server.open(dir, Clock.systemUTC(), TestServer.FAST_PASSWORDS);
        serving = new Thread(() -> server.serve(stop::get), "test-serve");
        serving.start();
    }

    @AfterEach
    void stopServer() throws Exception {
        stop.set(true);
        serving.join(10_000);
        server.close();
    }

    @Test
    void aWholeGameIsPlayedByRepliesAloneAndASpoofedReplyChangesNothing() throws Exception {
        send("alice@example.org", "pbm@localhost", "signup alice pw1", "", "text/plain");
        send("bob@example.org", "pbm@localhost", "signup bob pw2", "", "text/plain");
        awaitInbox("alice", "a-pw", 1);
        awaitInbox("bob", "b-pw", 1);
        send("alice@example.org", "pbm@localhost", "chess challenge alice bob", "", "text/plain");
        MimeMessage aliceBoard = last(awaitInbox("alice", "a-pw", 2));
        MimeMessage bobBoard = last(awaitInbox("bob", "b-pw", 2));
        assertEquals("New Chess Board 101 alice", aliceBoard.getSubject());
        String aliceReplyTo = replyTo(aliceBoard);
        assertTrue(aliceReplyTo.matches("pbm\\+b101\\.m0\\.[a-z2-7]{12}@localhost"), aliceReplyTo);

        // 1. f3: a plain reply, the move above the signature and the quoted board
        send("alice@example.org", aliceReplyTo, "Re: " + aliceBoard.getSubject(),
                "f3\n\n-- \nAlice, from her phone\n\nOn Mon, 23 Nov 2026 at 20:00, pbm@localhost wrote:\n"
                        + quote(text(aliceBoard)), "text/plain");
        bobBoard = last(awaitInbox("bob", "b-pw", 3));
        assertTrue(text(bobBoard).contains("1.  f3"), text(bobBoard));

        // a spoofed reply: mallory uses bob's reply address; refused, nothing played
        send("mallory@example.org", replyTo(bobBoard), "Re: " + bobBoard.getSubject(), "e5\n", "text/plain");
        assertTrue(text(last(awaitInbox("mallory", "m-pw", 1))).contains("registered addresses"));
        assertEquals(1, plies());

        // 2. e5 #2: top-posted with the move number check, "Sent from my iPhone", the quote
        send("bob@example.org", replyTo(bobBoard), "Re: " + bobBoard.getSubject(),
                "e5 #2\n\nSent from my iPhone\n\n> On 23 Nov 2026, at 20:01, pbm@localhost wrote:\n>\n"
                        + quote(text(bobBoard)), "text/plain");
        aliceBoard = last(awaitInbox("alice", "a-pw", 4));
        assertTrue(text(aliceBoard).contains("f3"), text(aliceBoard));
        assertEquals(2, plies());

        // 3. g4: an HTML-only reply, the board quoted in a blockquote
        String html = "<html><body><div dir=\"ltr\">g4</div><br><div>-- <br>Alice</div>"
                + "<div class=\"gmail_quote\"><div>On Mon, 23 Nov 2026, pbm@localhost wrote:<br></div>"
                + "<blockquote class=\"gmail_quote\"><pre>" + escape(text(aliceBoard)) + "</pre></blockquote></div>"
                + "</body></html>";
        send("alice@example.org", replyTo(aliceBoard), "Re: " + aliceBoard.getSubject(), html, "text/html");
        bobBoard = last(awaitInbox("bob", "b-pw", 5));
        assertEquals(3, plies());

        // 4. Qh4#: Outlook's way, the original below a rule, with a signature; mate ends the game
        send("bob@example.org", replyTo(bobBoard), "RE: " + bobBoard.getSubject(),
                "Qh4#\n\nBob\n\n-----Original Message-----\nFrom: pbm@localhost\nSent: Monday\nSubject: "
                        + bobBoard.getSubject() + "\n\n" + quote(text(bobBoard)), "text/plain");
        MimeMessage aliceEnd = last(awaitInbox("alice", "a-pw", 6));
        MimeMessage bobEnd = last(awaitInbox("bob", "b-pw", 6));
        assertTrue(aliceEnd.getSubject().startsWith("Chess Board 101 won by bob"), aliceEnd.getSubject());
        assertTrue(bobEnd.getSubject().startsWith("Chess Board 101 won by bob"), bobEnd.getSubject());
        assertEquals(4, plies());
        assertEquals(null, aliceEnd.getHeader("Reply-To"), "a finished board has no reply address");

        // the old address of a finished board plays nothing
        send("alice@example.org", aliceReplyTo, "Re: Chess Board 101 alice", "e4\n", "text/plain");
        assertTrue(text(last(awaitInbox("alice", "a-pw", 7))).contains("has ended"));
        assertEquals(4, plies());
    }

    private int plies() throws Exception {
        return server.database().transaction(c -> new Games(c).moves(101)).size();
    }

    private static String replyTo(MimeMessage message) throws Exception {
        assertNotNull(message.getReplyTo());
        String address = ((InternetAddress) message.getReplyTo()[0]).getAddress();
        assertTrue(address.startsWith("pbm+b"), "a board mail's Reply-To: " + address);
        return address;
    }

    private static String quote(String text) {
        StringBuilder out = new StringBuilder();
        for (String line : text.replace("\r\n", "\n").split("\n")) {
            out.append("> ").append(line).append('\n');
        }
        return out.toString();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The text/plain part of a mail (the whole mail when it is plain text). */
    static String text(Part part) throws Exception {
        if (part.isMimeType("text/plain")) {
            return ((String) part.getContent()).replace("\r\n", "\n");
        }
        if (part.isMimeType("multipart/*")) {
            Multipart multipart = (Multipart) part.getContent();
            for (int i = 0; i < multipart.getCount(); i++) {
                String text = text(multipart.getBodyPart(i));
                if (text != null) {
                    return text;
                }
            }
        }
        return null;
    }

    private static MimeMessage last(List<Message> messages) {
        return (MimeMessage) messages.get(messages.size() - 1);
    }

    /** A mail to {@code to} (a reply address: the envelope goes to the server's mailbox, as an MTA's alias would). */
    private void send(String from, String to, String subject, String body, String type) throws Exception {
        Properties props = new Properties();
        props.setProperty("mail.smtp.host", "127.0.0.1");
        props.setProperty("mail.smtp.port", Integer.toString(MAIL.getSmtp().getPort()));
        MimeMessage message = new MimeMessage(Session.getInstance(props));
        message.setFrom(new InternetAddress(from));
        message.setRecipient(Message.RecipientType.TO, new InternetAddress(to));
        message.setSubject(subject, "UTF-8");
        message.setText(body, "UTF-8", type.substring("text/".length()));
        message.saveChanges();
        Transport.send(message, new InternetAddress[] {new InternetAddress("pbm@localhost")});
    }

    private List<Message> inbox(String user, String password) throws Exception {
        return RealMail.inbox(MAIL, user, password);
    }

    private List<Message> awaitInbox(String user, String password, int count) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        List<Message> messages = inbox(user, password);
        while (messages.size() < count && System.currentTimeMillis() < deadline) {
            Thread.sleep(100);
            messages = inbox(user, password);
        }
        assertEquals(count, messages.size(), user + "'s inbox");
        return messages;
    }

    @SuppressWarnings("unused")
    private static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.US_ASCII);
    }
}
