package pbm.render;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.util.Random;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Play;

/** The PNG writer keeps every pixel and writes chunks a strict reader accepts. */
class PngWriterTest {

    @Test
    void noiseOfEveryColourComesBackPixelForPixel() throws Exception {
        Random random = new Random(16);
        for (int[] size : new int[][] {{1, 1}, {7, 3}, {64, 65}, {301, 17}}) {
            BufferedImage image = new BufferedImage(size[0], size[1], BufferedImage.TYPE_INT_RGB);
            for (int y = 0; y < size[1]; y++) {
                for (int x = 0; x < size[0]; x++) {
                    image.setRGB(x, y, random.nextInt(0x1000000));
                }
            }
            assertSamePixels(image, PngWriter.write(image, 3));
            assertSamePixels(image, PngWriter.write(image, 9));
        }
    }

    @Test
    void anImageOfAnotherTypeIsWrittenByItsColours() throws Exception {
        BufferedImage image = new BufferedImage(40, 30, BufferedImage.TYPE_3BYTE_BGR);
        for (int y = 0; y < 30; y++) {
            for (int x = 0; x < 40; x++) {
                image.setRGB(x, y, (x * 6) << 16 | (y * 8) << 8 | (x + y));
            }
        }
        assertSamePixels(image, PngWriter.write(image, 3));
    }

    @Test
    void boardPicturesAreThePixelsDrawnAndStaySmall() throws Exception {
        for (String name : new String[] {"draughts", "chess", "grand", "shogi"}) {
            Game game = Catalog.byName(name).orElseThrow();
            Play play = game.start(game.startFen(1));
            Play before = play;
            for (int i = 0; i < 9; i++) {
                before = play;
                play = play.play(play.legalMoves().get(i % play.legalMoves().size()));
            }
            byte[] png = BoardPicture.png(play.grid(), false, true, before.grid(), 1);
            BufferedImage drawn = ImageIO.read(new ByteArrayInputStream(png));
            int[] size = BoardPicture.size(play.grid(), true, 1);
            assertEquals(size[0], drawn.getWidth(), name);
            assertEquals(size[1], drawn.getHeight(), name);
            assertChunksAreWellFormed(png);
            // written again from the decoded pixels: the same bytes, so nothing was lost on the way
            BufferedImage copy = new BufferedImage(drawn.getWidth(), drawn.getHeight(), BufferedImage.TYPE_INT_RGB);
            copy.getGraphics().drawImage(drawn, 0, 0, null);
            assertArrayEquals(png, PngWriter.write(copy, 6), name);
            assertTrue(png.length < 60 * 1024, name + ": " + png.length + " bytes");
        }
    }

    private static void assertSamePixels(BufferedImage image, byte[] png) throws Exception {
        assertChunksAreWellFormed(png);
        BufferedImage back = ImageIO.read(new ByteArrayInputStream(png));
        assertEquals(image.getWidth(), back.getWidth());
        assertEquals(image.getHeight(), back.getHeight());
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                assertEquals(image.getRGB(x, y) & 0xffffff, back.getRGB(x, y) & 0xffffff, x + "," + y);
            }
        }
    }

    /** Signature, then length, type, data and a CRC-32 over type and data for each chunk, IEND last. */
    private static void assertChunksAreWellFormed(byte[] png) {
        ByteBuffer in = ByteBuffer.wrap(png);
        assertEquals(0x89504e470d0a1a0aL, in.getLong());
        String type = "";
        while (in.hasRemaining()) {
            int length = in.getInt();
            byte[] typeAndData = new byte[4 + length];
            in.get(typeAndData);
            type = new String(typeAndData, 0, 4, java.nio.charset.StandardCharsets.US_ASCII);
            CRC32 crc = new CRC32();
            crc.update(typeAndData);
            assertEquals((int) crc.getValue(), in.getInt(), type + " CRC");
        }
        assertEquals("IEND", type);
    }
}
