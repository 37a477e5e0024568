package pbm.render;

import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A whole board's picture as a PNG in at most 256 colours, for a mail: the colours that fill
 * areas (cells, margin, the pieces' bodies) exactly, the soft edges between them rounded to 16
 * levels a channel (fewer where 16 leave too many colours), which the eye cannot tell apart at
 * twice the size shown. A third the size of the same pixels in RGB: a hexagon's slanted edges
 * and round pieces leave thousands of blends that no filter predicts.
 */
final class PalettePicture {
    /** A colour filling at least this share of the picture's pixels is an area's, kept exactly. */
    private static final int AREA_SHARE = 1000;
    /** zlib's level: 9 saves a tenth of the bytes for fifteen times the time. */
    private static final int LEVEL = 6;

    private PalettePicture() {
    }

    /** The PNG of {@code image}; RGB when even four levels a channel leave too many colours. */
    static byte[] png(BufferedImage image) {
        int width = image.getWidth();
        int[] pixels = image.getRGB(0, 0, width, image.getHeight(), null, 0, width);
        Map<Integer, Integer> counts = counts(pixels);
        for (int levels : new int[] {16, 8, 4}) {
            byte[] indices = new byte[pixels.length];
            Map<Integer, Integer> palette = palette(pixels, counts, levels, indices);
            if (palette != null) {
                int[] colours = palette.keySet().stream().mapToInt(Integer::intValue).toArray();
                return PngWriter.writeIndexed(indices, width, colours, LEVEL);
            }
        }
        return PngWriter.write(image, LEVEL);
    }

    /** How many pixels each colour fills, counted run by run (a row's runs of one colour are long). */
    private static Map<Integer, Integer> counts(int[] pixels) {
        Map<Integer, Integer> counts = new HashMap<>();
        int start = 0;
        for (int i = 1; i <= pixels.length; i++) {
            if (i == pixels.length || pixels[i] != pixels[start]) {
                counts.merge(pixels[start] & 0xFFFFFF, i - start, Integer::sum);
                start = i;
            }
        }
        return counts;
    }

    /**
     * The palette, each colour's index written into {@code indices}; null when more than 256
     * colours remain at {@code levels}.
     */
    private static Map<Integer, Integer> palette(int[] pixels, Map<Integer, Integer> counts, int levels,
            byte[] indices) {
        int area = Math.max(1, pixels.length / AREA_SHARE);
        Map<Integer, Integer> palette = new LinkedHashMap<>();
        int last = -1;
        int lastIndex = 0;
        for (int i = 0; i < pixels.length; i++) {
            int colour = pixels[i] & 0xFFFFFF;
            if (colour != last) {
                int shown = counts.get(colour) >= area ? colour : Tiles.rounded(colour, levels);
                lastIndex = palette.computeIfAbsent(shown, key -> palette.size());
                if (palette.size() > 256) {
                    return null;
                }
                last = colour;
            }
            indices[i] = (byte) lastIndex;
        }
        return palette;
    }
}
