package pbm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.store.Games;
import pbm.store.OutboxRow;

/**
 * The base of the transcript tests: a fresh {@link TestServer#withThreePlayers} for each test
 * (alice/apw, bob/bpw, carol/cpw), mail in, replies out.
 */
public abstract class ThreePlayerTest {
    public static final String ALICE = "alice@example.org";
    public static final String BOB = "bob@example.org";
    public static final String CAROL = "carol@example.org";

    @TempDir
    protected Path dir;

    protected TestServer server;

    @BeforeEach
    void startServer() throws Exception {
        server = TestServer.withThreePlayers(dir);
    }

    @AfterEach
    void stopServer() throws Exception {
        server.close();
    }

    /**
     * Plays moves on board 101, alice (White) and bob taking turns from alice, each refused
     * move failing the test; the replies to the last.
     */
    protected List<OutboxRow> play(String game, String... moves) throws Exception {
        List<OutboxRow> last = List.of();
        for (int i = 0; i < moves.length; i++) {
            String who = i % 2 == 0 ? "alice apw " : "bob bpw ";
            last = mail(i % 2 == 0 ? ALICE : BOB, game + " move 101 " + who + moves[i]);
            assertTrue(last.stream().noneMatch(r -> r.subject().endsWith("Error")),
                    moves[i] + ":\n" + TestServer.render(last));
        }
        return last;
    }

    /**
     * Imports {@code record} as the admin's {@code pbm game import --game GAME} does, failing on any
     * refusal; the first board it made, loaded.
     */
    protected LoadedGame importRecord(String game, String record) throws Exception {
        AdminResult<GameAdmin.Imported> imported = new GameAdmin(server.database(), server.clock())
                .importPdn(record, new GameAdmin.ImportOptions(game, Map.of(), false, false), ProgressListener.NONE);
        GameAdmin.Imported done = ((AdminResult.Done<GameAdmin.Imported>) imported).value();
        assertEquals(List.of(), done.refusals());
        return server.database().transaction(c -> new GameService(c).load(done.boards().get(0))).orElseThrow();
    }

    /** A mail with {@code subject} as its command and no body; the replies it queued. */
    protected List<OutboxRow> mail(String from, String subject) throws Exception {
        return server.mail(from, subject, "");
    }

    /** The number of moves played on {@code board}. */
    protected int ply(int board) throws Exception {
        return server.database().transaction(c -> new Games(c).find(board)).orElseThrow().ply();
    }

    /**
     * The command is refused with one error reply to the sender, starting (blanks and line
     * breaks aside) with {@code expectedStart}, and nothing stored changes.
     */
    protected OutboxRow assertRefused(String from, String subject, String expectedStart) throws Exception {
        String before = Snapshot.of(server.database());
        List<OutboxRow> replies = mail(from, subject);
        assertEquals(1, replies.size(), TestServer.render(replies));
        OutboxRow reply = replies.get(0);
        assertEquals(List.of(from), reply.recipients());
        assertTrue(reply.subject().endsWith("Error") || reply.subject().endsWith("error"), reply.subject());
        assertTrue(reply.body().replaceAll("\\s+", " ").startsWith(expectedStart.replaceAll("\\s+", " ")),
                reply.body());
        assertTrue(reply.body().contains("Original message follows:"), reply.body());
        assertEquals(before, Snapshot.of(server.database()), "a refused command changed the stored state");
        return reply;
    }

    /** {@code days} after {@link TestServer#START}, to the minute. */
    protected static Instant days(double days) {
        return TestServer.START.plus(Duration.ofMinutes(Math.round(days * 24 * 60)));
    }

    /** A mail sent at {@code at}. */
    protected List<OutboxRow> mailAt(Instant at, String from, String subject)
            throws Exception {
        server.clock().set(at);
        return server.mail(from, subject, "");
    }

    /** The deadline sweep run at {@code at}, and the mails it queued. */
    protected List<OutboxRow> sweep(Instant at) throws Exception {
        server.server().sweep(at);
        return server.newReplies();
    }
}
