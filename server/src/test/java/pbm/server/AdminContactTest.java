package pbm.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.admin.UserAdmin;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;

/** Every "write to the administrator" names whom: {@code server.admin}, or postmaster of the server's domain. */
class AdminContactTest {
    @TempDir
    Path dir;

    @Test
    void theAdminAddressDefaultsToPostmasterOfTheServersDomain() {
        Properties properties = new Properties();
        properties.setProperty("server.address", "games@club.example.org");
        assertEquals("postmaster@club.example.org", Config.of(properties).adminAddress());
        properties.setProperty("server.admin", "ann@club.example.org");
        assertEquals("ann@club.example.org", Config.of(properties).adminAddress());
    }

    @Test
    void aDisabledPlayerIsToldWhomToWriteTo() throws Exception {
        Files.createDirectories(dir);
        Files.writeString(DataDir.open(dir).properties(), "server.admin=ann@club.example.org\n");
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            new UserAdmin(server.database(), TestServer.FAST_PASSWORDS, server.clock()).setDisabled("bob", true);

            List<OutboxRow> refused = server.mail("bob@example.org", "change password bob bpw new", "");

            String body = refused.get(0).body().replaceAll("\\s+", " ");
            assertTrue(body.startsWith("The account bob is disabled. Write to the server's administrator"
                    + " (ann@club.example.org)."), body);
        }
    }
}
