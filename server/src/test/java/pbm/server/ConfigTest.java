package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.mail.ImapConfig;
import pbm.mail.SmtpConfig;

class ConfigTest {
    @TempDir
    Path dir;

    private static Config config(String text) throws Exception {
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        return Config.of(properties);
    }

    @Test
    void noFileMeansMaildirInAndEmlOut() throws Exception {
        Config config = Config.load(dir.resolve("missing.properties"));
        assertEquals(Config.Inbound.MAILDIR, config.inbound());
        assertEquals(Config.Outbound.EML, config.outbound());
        assertEquals("pbm@localhost", config.serverAddress());
    }

    @Test
    void theWrittenDefaultsChangeNothing() throws Exception {
        Config.writeDefaultsIfMissing(dir.resolve("pbm.properties"));
        Config config = Config.load(dir.resolve("pbm.properties"));
        assertEquals(Config.Inbound.MAILDIR, config.inbound());
        assertEquals(Config.Outbound.EML, config.outbound());
    }

    @Test
    void imapsAndSmtpSubmissionAsInTheReadme() throws Exception {
        Config config = config("""
                server.address=draughts@example.org
                inbound=IMAP
                imap.host=imap.example.org
                imap.ssl=true
                imap.user=draughts@example.org
                imap.password=app password with blanks\s
                outbound=smtp
                smtp.host=smtp.example.org
                smtp.starttls=true
                smtp.user=draughts@example.org
                smtp.password=another
                """);
        ImapConfig imap = config.imap();
        assertEquals(Config.Inbound.IMAP, config.inbound());
        assertEquals(993, imap.port());
        assertEquals("INBOX", imap.folder());
        assertEquals("processed", imap.processedFolder());
        assertEquals(Duration.ofSeconds(30), imap.poll());
        assertEquals("app password with blanks ", imap.password(), "trailing blanks belong to the password");
        assertTrue(imap.ssl());
        assertFalse(imap.toString().contains("app password"));
        SmtpConfig smtp = config.smtp();
        assertEquals(587, smtp.port());
        assertTrue(smtp.starttls());
        assertFalse(smtp.ssl());
        assertEquals(465, config("smtp.host=h\nsmtp.ssl=true\n").smtp().port());
        assertEquals(25, config("smtp.host=h\n").smtp().port());
        assertEquals(143, config("imap.host=h\nimap.user=u\n").imap().port());
    }

    @Test
    void unusableValuesNameTheirKey() throws Exception {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> config("inbound=pop3").inbound())
                .getMessage().contains("inbound"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> config("smtp.host=h\nsmtp.port=twenty-five").smtp()).getMessage().contains("smtp.port"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> config("imap.host=h\nimap.user=u\nimap.ssl=maybe").imap()).getMessage().contains("imap.ssl"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> config("imap.user=u").imap())
                .getMessage().contains("imap.host"));
        assertThrows(IllegalArgumentException.class,
                () -> config("imap.host=h\nimap.user=u\nimap.processed-folder=INBOX").imap());
        for (String value : new String[] {"0", "-1", "many"}) {
            assertTrue(assertThrows(IllegalArgumentException.class,
                    () -> config("stranger.replies-per-hour=" + value).strangerRepliesPerHour()).getMessage()
                    .contains("stranger.replies-per-hour"), value);
        }
    }

    @Test
    void aStrangerGetsOneReplyAnHourUnlessConfiguredOtherwise() throws Exception {
        assertEquals(1, config("").strangerRepliesPerHour());
        Config.writeDefaultsIfMissing(dir.resolve("pbm.properties"));
        assertEquals(1, Config.load(dir.resolve("pbm.properties")).strangerRepliesPerHour());
        assertEquals(5, config("stranger.replies-per-hour=5").strangerRepliesPerHour());
    }

    @Test
    void handledMailIsKeptAWeekUnlessSaidOtherwise() throws Exception {
        assertEquals(7, config("").inboxKeepDays());
        assertEquals(0, config("inbox.keep-days=0").inboxKeepDays());
        assertEquals(30, config("inbox.keep-days = 30").inboxKeepDays());
        assertEquals("inbox.keep-days must be 0 or more, not '-1'",
                assertThrows(IllegalArgumentException.class, () -> config("inbox.keep-days=-1").inboxKeepDays())
                        .getMessage());
        assertEquals("inbox.keep-days must be a number, not 'a week'",
                assertThrows(IllegalArgumentException.class, () -> config("inbox.keep-days=a week").inboxKeepDays())
                        .getMessage());
    }

    @Test
    void theServerNameIsPbmUnlessConfiguredAndOneShortLine() throws Exception {
        Properties properties = new Properties();
        assertEquals("pbm", Config.of(properties).serverName());
        Config.writeDefaultsIfMissing(dir.resolve("pbm.properties"));
        assertEquals("pbm", Config.load(dir.resolve("pbm.properties")).serverName());
        assertEquals("Example Games", config("server.name = Example Games\n").serverName());
        properties.setProperty("server.name", "  ");
        assertEquals("pbm", Config.of(properties).serverName(), "blank: the default");
        properties.setProperty("server.name", "Jeux de société");
        assertEquals("Jeux de société", Config.of(properties).serverName());
        properties.setProperty("server.name", "x".repeat(40));
        assertEquals("x".repeat(40), Config.of(properties).serverName());
        properties.setProperty("server.name", "x".repeat(41));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Config.of(properties).serverName())
                .getMessage().startsWith("server.name must be at most 40 characters"));
        properties.setProperty("server.name", "pbm\r\nBcc: victim@example.org");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Config.of(properties).serverName())
                .getMessage().startsWith("server.name must be one line"));
    }
}
