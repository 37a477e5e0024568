package pbm.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.store.OutboxRow;
import pbm.store.Rating;
import pbm.store.Ratings;
import pbm.testing.Snapshot;
import pbm.testing.TestServer;

/**
 * The review's finding: after {@code pbm user remove bob}, bob's boards stayed active and
 * a new {@code signup bob} from another address took them over. Removing an account now
 * ends its games as {@code signoff} does, and the userid is never given again.
 */
class AccountClosingTest {
    @TempDir
    Path dir;

    private static int board(List<OutboxRow> rows) {
        String subject = rows.get(0).subject();
        return Integer.parseInt(subject.replaceAll(".*Board (\\d+).*", "$1"));
    }

    /** alice and bob on board 101, both having moved; carol watches its result. */
    private static int playedGame(TestServer server) throws Exception {
        int board = board(server.mail("alice@example.org", "draughts challenge alice bob", ""));
        server.mail("alice@example.org", "draughts move " + board + " alice apw 32-28", "");
        server.mail("bob@example.org", "draughts move " + board + " bob bpw 19-23", "");
        server.mail("carol@example.org", "draughts notify carol cpw " + board, "");
        return board;
    }

    private static UserAdmin admin(TestServer server) {
        return new UserAdmin(server.database(), TestServer.FAST_PASSWORDS, server.clock());
    }

    @Test
    void removingAnAccountEndsItsGamesAsSignoffDoesAndNobodyCanTakeItsUseridOver() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            int board = playedGame(server);
            server.newReplies();

            AdminResult<UserAdmin.Removed> removed = admin(server).remove("bob");

            assertTrue(removed instanceof AdminResult.Done<UserAdmin.Removed>, removed::toString);
            assertEquals(1, ((AdminResult.Done<UserAdmin.Removed>) removed).value().gamesEnded());
            List<OutboxRow> mails = server.newReplies();
            assertEquals(List.of(List.of("alice@example.org"), List.of("carol@example.org")),
                    mails.stream().map(OutboxRow::recipients).toList(), "the board mails; none to bob");
            assertTrue(mails.get(0).body().contains("Game won by alice (bob's account was closed)."),
                    mails.get(0).body());
            LoadedGame game = server.database().transaction(c -> new GameService(c).load(board)).orElseThrow();
            assertEquals("alice", game.row().winner());
            double bobRating = server.database().transaction(c -> new Ratings(c).find("draughts", "bob"))
                    .map(Rating::rating).orElseThrow();
            assertTrue(bobRating < 1600, "the lost game is rated as a signoff's is: " + bobRating);

            String before = Snapshot.of(server.database());
            List<OutboxRow> signup = server.mail("mallory@example.net", "signup bob stolen", "");
            assertEquals(1, signup.size());
            assertEquals("The userid bob belonged to another player, and a userid is never given to anyone"
                    + " else. Choose another userid and sign up again.", firstLine(signup.get(0)));
            server.clock().advance(java.time.Duration.ofMinutes(61)); // a stranger gets one reply an hour
            List<OutboxRow> move = server.mail("mallory@example.net", "draughts move " + board + " bob stolen 23-32",
                    "");
            assertTrue(firstLine(move.get(0)).startsWith("Invalid userid entered: there is no player bob."),
                    firstLine(move.get(0)));
            assertEquals(before, Snapshot.of(server.database()),
                    "the refused commands changed nothing but the seen-message log");
        }
    }

    @Test
    void aSignedOffUseridIsRetiredAndItsRatingGoesToNobody() throws Exception {
        try (TestServer server = TestServer.withThreePlayers(dir)) {
            playedGame(server);
            server.mail("bob@example.org", "signoff bob bpw", "");

            assertEquals("signed off", admin(server).retired("Bob").orElseThrow().reason());
            List<OutboxRow> refused = server.mail("bob@example.org", "signup BOB again", "");
            assertEquals("The userid BOB belonged to another player, and a userid is never given to anyone"
                    + " else. Choose another userid and sign up again.", firstLine(refused.get(0)));
            AdminResult<pbm.store.User> add = admin(server).add("bob", "x", List.of("bob@example.org"));
            assertTrue(add instanceof AdminResult.Refused, add::toString);
            assertEquals(Optional.empty(), server.database().transaction(c -> new pbm.store.Users(c).find("bob")));
        }
    }

    /** The error sentence of an error reply: its first paragraph, unwrapped. */
    private static String firstLine(OutboxRow row) {
        return row.body().split("\n\n", 2)[0].replace('\n', ' ');
    }
}
