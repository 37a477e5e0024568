package pbm.play;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.OutboxRow;
import pbm.testing.ThreePlayerTest;

/**
 * The goals of the games made from Fairy-Stockfish's variants by mail: a game ended by its
 * own rule reaches both players with the reason, and a move a variant forbids is refused
 * with one.
 */
class VariantGoalsByMailTest extends ThreePlayerTest {

    @Test
    void threeCheckEndsWithTheThirdCheck() throws Exception {
        mail(ALICE, "threecheck challenge alice bob");
        List<OutboxRow> end = play("threecheck", "e3", "f6", "Qh5+", "g6", "Qxg6+", "hxg6", "Bd3", "a6", "Bxg6+");
        assertTrue(end.get(0).subject().endsWith("Board 101 won by alice"), end.get(0).subject());
        assertTrue(end.get(0).body().contains("Game won by alice (alice gave check three times)."), end.get(0).body());
        assertRefused(BOB, "threecheck move 101 bob bpw Kd8", "");
    }

    @Test
    void racingKingsRefusesChecksAndEndsOnTheEighthRank() throws Exception {
        mail(ALICE, "racingkings challenge alice bob");
        assertRefused(ALICE, "racingkings move 101 alice apw Nc3", "Moves that give check are not allowed in this game.");
        List<OutboxRow> end = play("racingkings", "Kh3", "Ka3", "Kh4", "Ka4", "Kh5", "Ka3", "Kh6", "Ka4", "Kg7", "Ka3",
                "Kg8");
        assertTrue(end.get(0).body().contains("Game won by alice (White's king reached rank 8)."), end.get(0).body());
    }

    @Test
    void antichessRefusesAMoveThatDoesNotCapture() throws Exception {
        mail(ALICE, "antichess challenge alice bob");
        play("antichess", "e4", "d5");
        assertRefused(ALICE, "antichess move 101 alice apw Nf3",
                "Captures are compulsory in this game: you must take, for example exd5.");
        play("antichess", "exd5");
    }
}
