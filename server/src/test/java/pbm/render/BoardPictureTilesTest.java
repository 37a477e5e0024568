package pbm.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * The whole-board picture is the mail's tiles side by side: every cell of it has the pixels of
 * the tile a board mail shows there, drawn again from the tile's name; the tile's PNG keeps
 * those pixels but for the rounding of soft edges its palette makes.
 */
class BoardPictureTilesTest {

    @Test
    void theWholePictureIsTheMailsTilesSideBySide() throws Exception {
        Random random = new Random(16);
        int compared = 0;
        for (String name : List.of("draughts", "chess", "shogi", "xiangqi", "janggi", "othello", "crazyhouse")) {
            Game game = Catalog.byName(name).orElseThrow();
            Play play = game.start(game.startFen(1));
            Play before = null;
            for (int ply = 0; ply < 16 && play.ending().isEmpty(); ply++) {
                if (ply % 5 == 4) {
                    for (boolean upright : new boolean[] {true, false}) {
                        compare(play, before, upright);
                        compared++;
                    }
                }
                List<Ply> legal = play.legalMoves();
                before = play;
                play = play.play(legal.get(random.nextInt(legal.size())));
            }
        }
        assertTrue(compared >= 14, compared + " pictures compared");
    }

    private static void compare(Play play, Play before, boolean upright) throws Exception {
        int square = BoardPicture.SMALL * BoardPicture.SCALE;
        int margin = BoardPicture.margin(false) * BoardPicture.SCALE;
        BufferedImage whole = BoardPicture.image(play.grid(), upright, false, before == null ? null : before.grid(),
                BoardPicture.SCALE);
        Tile[][] cells = BoardTiles.of(play.grid(), upright, square, before == null ? null : before.grid()).cells();
        for (int row = 0; row < cells.length; row++) {
            for (int column = 0; column < cells[row].length; column++) {
                Tile tile = Tile.parse(cells[row][column].name());
                BufferedImage drawn = Tiles.image(tile);
                BufferedImage sent = ImageIO.read(new ByteArrayInputStream(Tiles.png(tile)));
                for (int y = 0; y < square; y++) {
                    for (int x = 0; x < square; x++) {
                        int expected = drawn.getRGB(x, y) & 0xFFFFFF;
                        int actual = whole.getRGB(margin + column * square + x, margin + row * square + y) & 0xFFFFFF;
                        if (expected != actual) {
                            assertEquals(Integer.toHexString(expected), Integer.toHexString(actual), play + " row " + row
                                    + " column " + column + " pixel " + x + "," + y);
                        }
                        assertTrue(close(expected, sent.getRGB(x, y)), "the PNG sent keeps the pixel but for a soft"
                                + " edge's rounding: " + Integer.toHexString(expected) + " "
                                + Integer.toHexString(sent.getRGB(x, y)));
                    }
                }
            }
        }
    }

    /** Within the palette's rounding of a soft edge: 8 levels a channel, half a step each way. */
    private static boolean close(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((a >> shift & 0xFF) - (b >> shift & 0xFF)) > 19) {
                return false;
            }
        }
        return true;
    }
}
