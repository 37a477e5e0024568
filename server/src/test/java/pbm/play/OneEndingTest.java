package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.store.Games;
import pbm.store.OutboxRow;
import pbm.store.Ratings;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Every way a game ends goes through one place, {@link GameService#end} (issue 31): each stores
 * the result, rates the game and mails the players and whoever asked for the result alike; and
 * no other class writes a result.
 */
class OneEndingTest extends ThreePlayerTest {
    /** The ways a chess game between alice and bob, both having moved, ends. */
    enum Way {
        RESIGNED("won by alice"), MATED("won by bob"), DRAW_AGREED("drawn"), LOST_ON_TIME("won by bob"),
        ADJUDICATED("won by alice"), ACCOUNT_CLOSED("won by alice");

        final String subjectEnd;

        Way(String subjectEnd) {
            this.subjectEnd = subjectEnd;
        }
    }

    @ParameterizedTest
    @EnumSource(Way.class)
    void everyEndingIsStoredRatedAndMailedAlike(Way way) throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(CAROL, "chess notify carol cpw 101");
        play("chess", "f3", "e5");
        server.newReplies();
        List<OutboxRow> mails = end(way);
        String render = TestServer.render(mails);

        assertFalse(server.database().transaction(c -> new Games(c).find(101)).orElseThrow().active(), render);
        assertEquals(2, server.database().transaction(c -> new Ratings(c).changes(101)).size(), "rated: " + render);
        List<OutboxRow> boards = mails.stream().filter(r -> r.subject().startsWith("Chess Board 101 ")).toList();
        assertEquals(List.of(List.of(ALICE), List.of(BOB), List.of(CAROL)),
                boards.stream().map(OutboxRow::recipients).toList(), render);
        for (OutboxRow board : boards) {
            assertTrue(board.subject().endsWith(way.subjectEnd), board.subject());
            assertTrue(board.body().contains("alice's rating") && board.body().contains("bob's rating"),
                    board.body());
        }
    }

    private List<OutboxRow> end(Way way) throws Exception {
        switch (way) {
            case RESIGNED:
                return mail(BOB, "chess resign 101 bob bpw");
            case MATED:
                mail(ALICE, "chess move 101 alice apw g4");
                return mail(BOB, "chess move 101 bob bpw Qh4");
            case DRAW_AGREED:
                mail(ALICE, "chess move 101 alice apw propose");
                return mail(BOB, "chess move 101 bob bpw accept");
            case LOST_ON_TIME:
                for (int day = 0; day < 60 && active(); day++) {
                    server.clock().advance(Duration.ofDays(1));
                    server.server().sweep(server.clock().instant());
                }
                return server.newReplies();
            case ADJUDICATED:
                assertTrue(new GameAdmin(server.database(), server.clock()).adjudicate(101, "alice",
                        "bob stopped answering", false) instanceof AdminResult.Done);
                return server.newReplies();
            default:
                return mail(BOB, "signoff bob bpw");
        }
    }

    private boolean active() throws Exception {
        return server.database().transaction(c -> new Games(c).find(101)).orElseThrow().active();
    }

    /** Only the game service writes a game's result ({@code Games.finish}): every ending passes there. */
    @Test
    void onlyTheGameServiceWritesAResult() throws IOException {
        List<String> writers = new ArrayList<>();
        try (Stream<Path> paths = Files.walk(Path.of("src", "main", "java"))) {
            for (Path path : paths.filter(p -> p.toString().endsWith(".java")).toList()) {
                String code = Files.readString(path).replaceAll("(?s)/\\*.*?\\*/|//[^\\n]*", " ");
                boolean usesGames = code.contains("import pbm.store.Games;") || code.startsWith("package pbm.store;");
                // Games.finish takes the board and the result; a compressor's finish() takes nothing
                if (usesGames && code.matches("(?s).*\\.finish\\([^)].*") && !path.endsWith("Games.java")) {
                    writers.add(path.getFileName().toString());
                }
            }
        }
        assertEquals(List.of("GameService.java"), writers);
    }
}
