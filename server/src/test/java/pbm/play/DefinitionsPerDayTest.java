package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.command.CommandProcessor;
import pbm.server.Config;
import pbm.store.OutboxRow;
import pbm.testing.Snapshot;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Issue 30: a player stores at most {@code define.per-day} definition versions (default 10)
 * in any 24 hours; the refusal says the limit and when the next may be stored, each define
 * reply how many remain; the administrator has no limit.
 */
class DefinitionsPerDayTest extends ThreePlayerTest {
    private static String game(int i) {
        return DefinedGamesByMailTest.GARDNER.replace("[gardner]", "[gardner" + i + "]");
    }

    private String body(List<OutboxRow> replies) {
        assertEquals(1, replies.size(), TestServer.render(replies));
        return replies.get(0).body().replaceAll("\\s+", " ");
    }

    @Test
    void theEleventhVersionOfADayIsRefusedUntilTheFirstIsADayOld() throws Exception {
        for (int i = 1; i <= GameDefinitions.VERSIONS_PER_DAY; i++) {
            String body = body(server.mail(ALICE, "define alice apw", game(i)));
            int left = GameDefinitions.VERSIONS_PER_DAY - i;
            assertTrue(body.contains(" You may store " + (left == 0 ? "no more definitions" : left == 1
                    ? "1 more definition" : left + " more definitions") + " today (at most 10 in any 24 hours)."),
                    body);
            server.clock().advance(Duration.ofMinutes(10));
        }
        String before = Snapshot.of(server.database());
        String refused = body(server.mail(ALICE, "define alice apw", game(11)));
        assertTrue(refused.startsWith("Your definition was not stored: You have stored 10 definitions in the last"
                + " 24 hours, the most one player may store in a day (10); the next may be stored from 2026-11-23"
                + " 10:00 UTC. Mail it again then; nothing else needs changing."), refused);
        // a new version of a game of hers counts the same
        assertTrue(body(server.mail(ALICE, "define alice apw", game(3).replace("Gardner minichess", "G3")))
                .contains("the most one player may store in a day (10)"));
        assertEquals(before, Snapshot.of(server.database()));
        // the same text again stores nothing, so it is answered as before
        assertEquals("Definition of gardner10 unchanged",
                server.mail(ALICE, "define alice apw", game(10)).get(0).subject());
        // other players have their own count
        assertEquals("Definition of gardner11 stored", server.mail(BOB, "define bob bpw", game(11)).get(0).subject());

        // a day after the first, one more
        server.clock().set(TestServer.START.plus(Duration.ofDays(1)));
        String body = body(server.mail(ALICE, "define alice apw", game(12)));
        assertTrue(body.contains("You may store no more definitions today"), body);
    }

    @Test
    void theAdministratorHasNoLimit() throws Exception {
        GameAdmin admin = new GameAdmin(server.database(), server.clock());
        for (int i = 1; i <= GameDefinitions.VERSIONS_PER_DAY + 2; i++) {
            AdminResult<GameDefinitions.Defined> defined = admin.define("g.ini", game(i), "admin",
                    CommandProcessor::reservedName);
            assertTrue(defined instanceof AdminResult.Done<?>, defined.toString());
            assertEquals(-1, ((AdminResult.Done<GameDefinitions.Defined>) defined).value().remaining());
        }
    }

    @Test
    void theLimitIsSetInPbmProperties(@TempDir Path other) throws Exception {
        Files.writeString(other.resolve("pbm.properties"), "define.per-day = 2\n");
        try (TestServer limited = TestServer.withThreePlayers(other)) {
            assertTrue(body(limited.mail(ALICE, "define alice apw", game(1)))
                    .contains("You may store 1 more definition today (at most 2 in any 24 hours)."));
            limited.mail(ALICE, "define alice apw", game(2));
            assertTrue(body(limited.mail(ALICE, "define alice apw", game(3))).contains("You have stored 2"
                    + " definitions in the last 24 hours, the most one player may store in a day (2)"));
        }
        Properties negative = new Properties();
        negative.setProperty("define.per-day", "-1");
        assertThrows(IllegalArgumentException.class, () -> Config.of(negative).definesPerDay());
        assertEquals(GameDefinitions.VERSIONS_PER_DAY, Config.of(new Properties()).definesPerDay());
    }
}
