package pbm.play;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import pbm.store.OutboxRow;
import pbm.store.WebPrivacy;
import pbm.testing.ThreePlayerTest;

/** Issue 35: with web.base-url set, every board mail ends with its board's page address (text and HTML). */
class WebLinksTest extends ThreePlayerTest {
    private static final Pattern LINK = Pattern.compile("This board on the web: (https://pbm\\.example\\.org/b/([A-Za-z0-9_-]{16}))\n$");

    @AfterEach
    void noLinks() {
        WebLinks.baseUrl(null);
    }

    @Test
    void boardMailsEndWithTheirBoardsPageAndItsKeyIsUnguessable() throws Exception {
        WebLinks.baseUrl("https://pbm.example.org/");
        List<OutboxRow> first = mail(ALICE, "chess challenge alice bob");
        List<OutboxRow> second = mail(ALICE, "chess challenge alice carol");
        String key = null;
        for (OutboxRow row : first) {
            Matcher link = LINK.matcher(row.body());
            assertTrue(link.find(), row.body());
            assertTrue(row.html().html().contains("<a href=\"" + link.group(1) + "\">"), row.html().html());
            key = link.group(2);
        }
        String board101 = key;
        assertTrue(server.database().transaction(c -> new WebPrivacy(c).boardOf(board101)).orElseThrow() == 101);
        Matcher other = LINK.matcher(second.get(0).body());
        assertTrue(other.find());
        assertNotEquals(key, other.group(2), "each board its own key");
    }

    @Test
    void withoutABaseAddressBoardMailsCarryNoLink() throws Exception {
        for (OutboxRow row : mail(ALICE, "chess challenge alice bob")) {
            assertFalse(row.body().contains("This board on the web"), row.body());
        }
    }

    @Test
    void setPrivateKeepsAPlayersGamesOutOfTheListsAndSetPublicBringsThemBack() throws Exception {
        String reply = mail(ALICE, "chess set alice apw private").get(0).body();
        assertTrue(reply.contains("Your games are now private"), reply);
        assertTrue(isPrivate("alice"));
        assertFalse(isPrivate("bob"));
        mail(ALICE, "chess set alice apw public");
        assertFalse(isPrivate("alice"));
    }

    private boolean isPrivate(String userid) throws Exception {
        return server.database().transaction(c -> new WebPrivacy(c).isPrivate(userid));
    }
}
