package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * On hexagonal and round boards every legal move, written as the record writes it and as
 * from-to coordinates, reads back as that move, through seeded random games: the cells'
 * names, a disambiguation by file or by rank where two pieces reach one cell, castling along a
 * line, triple steps and en passant on either cell passed.
 */
class ShapedNotationTest {

    @ParameterizedTest
    @ValueSource(strings = {"glinski", "mccooey", "shafran", "byzantine"})
    void everyLegalMoveReadsBackAsItselfInBothForms(String word) {
        Game game = Games.game(word);
        Rules rules = ((FairyGame) game).rules;
        for (long seed = 1; seed <= 6; seed++) {
            Random random = new Random(seed);
            Play play = game.start(game.startFen(0));
            for (int ply = 0; ply < 80 && play.ending().isEmpty(); ply++) {
                List<Ply> legal = play.legalMoves();
                for (Ply move : legal) {
                    assertReadsBack(play, play.notation(move), move);
                    int code = ((FairyPly) move).code();
                    if (Board.kind(code) < Board.CASTLE_KING && Board.promotion(code) < 0) {
                        assertReadsBack(play, rules.squareName(Board.from(code)) + "-" + rules.squareName(Board.to(code)),
                                move);
                    }
                }
                play = play.play(legal.get(random.nextInt(legal.size())));
            }
        }
    }

    private static void assertReadsBack(Play play, String written, Ply move) {
        MoveRead read = play.read(written);
        MoveRead.Legal back = assertInstanceOf(MoveRead.Legal.class, read, written + " at " + play.fen() + ": " + read);
        assertEquals(play.notation(move), play.notation(back.ply()), written + " at " + play.fen());
    }
}
