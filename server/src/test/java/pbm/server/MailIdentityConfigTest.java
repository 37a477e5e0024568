package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import pbm.mail.AddressMatch;

/** Issue 30: the keys that say how a mail's sender is recognised as a player. */
class MailIdentityConfigTest {
    private static Config config(String text) throws Exception {
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        return Config.of(properties);
    }

    @Test
    void localPartsAreComparedWithoutCaseUnlessSetTo() throws Exception {
        assertEquals(AddressMatch.LocalPartCase.INSENSITIVE, config("").addressMatch().localPartCase());
        assertEquals(AddressMatch.LocalPartCase.SENSITIVE,
                config("mail.local-part-case=Sensitive").addressMatch().localPartCase());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> config("mail.local-part-case=maybe").addressMatch());
        assertTrue(e.getMessage().contains("mail.local-part-case"), e.getMessage());
    }

    @Test
    void theReceivingServerIsNamedOnlyWhenSet() throws Exception {
        assertEquals(null, config("").authservId());
        assertEquals(null, config("mail.authserv-id=  ").authservId());
        assertEquals("mx.example.org", config("mail.authserv-id= mx.example.org ").authservId());
    }
}
