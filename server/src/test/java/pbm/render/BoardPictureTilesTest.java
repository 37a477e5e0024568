package pbm.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;

/** Pieces copied from drawn-once tiles give the very pixels of drawing each piece in place. */
class BoardPictureTilesTest {

    @Test
    void aPictureMadeOfTilesIsThePictureDrawnPieceByPiece() {
        Random random = new Random(16);
        int compared = 0;
        for (String name : List.of("draughts", "checkers", "chess", "grand", "shogi", "xiangqi", "makruk", "othello")) {
            Game game = Catalog.byName(name).orElse(null);
            if (game == null) {
                continue; // a game this build does not ship
            }
            Play play = game.start(game.startFen(1));
            Play before = null;
            for (int ply = 0; ply < 24 && play.ending().isEmpty(); ply++) {
                if (ply % 6 == 0) {
                    for (boolean large : new boolean[] {true, false}) {
                        for (boolean upright : new boolean[] {true, false}) {
                            assertArrayEquals(BoardPicture.png(play.grid(), upright, large, before == null ? null : before.grid(), false),
                                    BoardPicture.png(play.grid(), upright, large, before == null ? null : before.grid(), true),
                                    name + " ply " + ply + (large ? " large" : " small") + (upright ? "" : " turned"));
                            compared++;
                        }
                    }
                }
                List<Ply> legal = play.legalMoves();
                before = play;
                play = play.play(legal.get(random.nextInt(legal.size())));
            }
        }
        assertTrue(compared >= 60, compared + " pictures compared");
    }
}
