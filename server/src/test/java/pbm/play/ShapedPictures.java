package pbm.play;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.function.IntPredicate;
import javax.imageio.ImageIO;
import pbm.render.BoardPicture;
import pbm.render.ShapedPicture;
import pbm.render.Tiles;
import pbm.rules.Play;

/** What the picture tests of hexagonal boards share: the picture, a cell colour's paint, a pixel near a centre. */
final class ShapedPictures {

    private ShapedPictures() {
    }

    /** The picture at scale 1, as the golden pictures of square boards are kept; {@code before} may be null. */
    static BufferedImage picture(Play play, Play before, boolean upright) throws Exception {
        byte[] png = BoardPicture.png(play.grid(), upright, true, before == null ? null : before.grid(), 1);
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    /** The paint of a hexagonal cell's colour (0 light, 1 middle, 2 dark). */
    static Color colour(int hexColour) {
        return switch (hexColour) {
            case 0 -> Tiles.LIGHT;
            case 1 -> ShapedPicture.MIDDLE;
            default -> Tiles.DARK;
        };
    }

    /**
     * The pixel ({@code dx}, {@code dy}) from a cell's centre, {@code offset} from the picture's
     * centre on the upright picture; a turned picture is mirrored through its centre.
     */
    static int at(BufferedImage picture, boolean upright, double[] offset, double dx, double dy) {
        double sign = upright ? 1 : -1;
        double x = picture.getWidth() / 2.0 + sign * (offset[0] + dx);
        double y = picture.getHeight() / 2.0 + sign * (offset[1] + dy);
        return picture.getRGB((int) Math.round(x), (int) Math.round(y));
    }

    /** How many pixels of the colour lie within {@code radius} of a cell's centre (placed as for {@link #at}). */
    static int count(BufferedImage picture, boolean upright, double[] offset, int radius, IntPredicate colour) {
        int count = 0;
        for (int dy = -radius; dy <= radius; dy++) {
            for (int dx = -radius; dx <= radius; dx++) {
                if (dx * dx + dy * dy <= radius * radius && colour.test(at(picture, upright, offset, dx, dy))) {
                    count++;
                }
            }
        }
        return count;
    }
}
