package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.game;
import static pbm.rules.fairy.Games.play;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.rules.Game;
import pbm.rules.Play;

/** What the seam tells the board mail beyond the board: the start ({@link Game#startDescription}) and {@link Play#notes}. */
class StartAndNotesTest {

    @Test
    void chess960StartsAreNamedByScharnaglsNumbers() {
        // chessprogramming.org, "Chess960 Starting Position": 0 is BBQNNRKR, 518 the standard array, 959 RKRNNQBB.
        Game chess960 = game("chess", "-960");
        assertEquals("Chess960 start 518 (RNBQKBNR)", chess960.startDescription(chess960.startFen(518)));
        assertEquals("Chess960 start 0 (BBQNNRKR)", chess960.startDescription(chess960.startFen(0)));
        assertEquals("Chess960 start 959 (RKRNNQBB)", chess960.startDescription(chess960.startFen(959)));
        String setUp = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assertEquals("Set-up: " + setUp, chess960.startDescription(setUp));
    }

    @Test
    void aGamesOwnStartSaysNothingAndAnyOtherItsFen() {
        Game chess = game("chess");
        assertEquals("", chess.startDescription(chess.startFen(0)));
        assertEquals("", chess.startDescription("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        String setUp = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        assertEquals("Set-up: " + setUp, chess.startDescription(setUp));
        Game shogi = game("shogi");
        assertEquals("", shogi.startDescription(shogi.startFen(0)));
    }

    @Test
    void makruksCountRunsInTheNotesUntilItEndsTheGame() {
        Play p = at("makruk", "7k/8/8/8/8/8/8/K1R5 w - - 0 1");
        assertEquals(List.of(), p.notes(), "the count starts with the first move from a set-up");
        p = play(p, "Rc2");
        assertEquals(List.of("Counting (pieces' honour): Black counts 3 of 16; White has 13 moves left to mate."),
                p.notes());
        String[] white = {"Rc3", "Rd3", "Rd2", "Rd1", "Re1", "Re2", "Re3", "Rf3", "Rf2", "Rf1", "Rb1", "Rb2"};
        for (int i = 0; i < white.length; i++) {
            p = play(p, i % 2 == 0 ? "Kh7" : "Kh8", white[i]);
        }
        p = play(p, "Kh7");
        assertEquals(List.of("Counting (pieces' honour): Black counts 16 of 16; White has 1 move left to mate."),
                p.notes());
        p = play(p, "Rb3");
        assertEquals(List.of("Counting (pieces' honour): Black counts 16 of 16; the count runs out with Black's"
                + " next move, a draw."), p.notes());
        p = play(p, "Kh8");
        assertEquals(List.of(), p.notes(), "the count has ended the game");
    }

    @Test
    void theBoardsHonourCountsFromNothing() {
        // No pawns, and Black has more than its king: the board's honour, 64 moves.
        Play p = play(at("makruk", "7k/7r/8/8/8/8/8/K1R5 w - - 0 1"), "Rc2");
        assertEquals(List.of("Counting (board's honour): Black counts 0 of 64; White has 64 moves left to mate."),
                p.notes());
    }

    @Test
    void gamesWithoutACountHaveNoNotes() {
        assertEquals(List.of(), play(Games.start("chess"), "e4").notes());
        assertEquals(List.of(), play(Games.start("makruk"), "c4").notes());
    }
}
