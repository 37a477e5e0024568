package pbm.render;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes an RGB picture as a PNG (W3C PNG specification, second edition): 8-bit truecolour,
 * no interlace, every scanline with the Up filter (type 2: each byte less the byte above it),
 * compressed at zlib's fastest level.
 *
 * <p>ImageIO's writer tries all five filters on every row and compresses harder, which was
 * most of the time of making a board mail with the picture; board pictures are
 * flat squares repeated row after row, so the Up filter turns most rows into zeros and the
 * fastest level loses little. The pixels are exactly those ImageIO writes. A picture already in
 * at most 256 colours is written with its palette ({@link #writeIndexed}).
 */
final class PngWriter {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    private static final int UP = 2;

    private PngWriter() {
    }

    /** The PNG of {@code image}'s pixels (their alpha, if any, is not written). */
    static byte[] write(BufferedImage image, int level) {
        int width = image.getWidth();
        int height = image.getHeight();
        int stride = 1 + 3 * width;
        int[] pixels = image.getType() == BufferedImage.TYPE_INT_RGB
                && image.getRaster().getDataBuffer() instanceof java.awt.image.DataBufferInt ints
                && ints.getNumBanks() == 1 && image.getRaster().getParent() == null
                        ? ints.getData() : image.getRGB(0, 0, width, height, null, 0, width);
        byte[] raw = new byte[stride * height];
        byte[] above = new byte[3 * width];
        byte[] line = new byte[3 * width];
        for (int y = 0; y < height; y++) {
            int offset = y * width;
            for (int x = 0; x < width; x++) {
                int rgb = pixels[offset + x];
                line[3 * x] = (byte) (rgb >>> 16);
                line[3 * x + 1] = (byte) (rgb >>> 8);
                line[3 * x + 2] = (byte) rgb;
            }
            int at = y * stride;
            raw[at] = UP;
            for (int i = 0; i < line.length; i++) {
                raw[at + 1 + i] = (byte) (line[i] - above[i]);
            }
            byte[] swap = above;
            above = line;
            line = swap;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length / 8 + 1024);
        start(out, width, height, TRUECOLOUR);
        idat(out, raw, level);
        chunk(out, "IEND", new byte[0], 0);
        return out.toByteArray();
    }

    /** PNG's colour types: three bytes a pixel, or one byte naming a colour of the palette. */
    private static final int TRUECOLOUR = 2;
    private static final int INDEXED = 3;

    /** The signature and the IHDR chunk of an 8-bit picture of {@code colourType}. */
    private static void start(ByteArrayOutputStream out, int width, int height, int colourType) {
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, width);
        putInt(header, 4, height);
        header[8] = 8; // bit depth
        header[9] = (byte) colourType;
        chunk(out, "IHDR", header, header.length);
    }

    /** The IDAT chunk: {@code raw}, the filtered scanlines, compressed at zlib's {@code level}. */
    private static void idat(ByteArrayOutputStream out, byte[] raw, int level) {
        Deflater deflater = new Deflater(level);
        try {
            deflater.setInput(raw);
            deflater.finish();
            byte[] compressed = new byte[raw.length / 4 + 1024];
            int size = 0;
            while (!deflater.finished()) {
                if (size == compressed.length) {
                    compressed = java.util.Arrays.copyOf(compressed, 2 * compressed.length);
                }
                size += deflater.deflate(compressed, size, compressed.length - size);
            }
            chunk(out, "IDAT", compressed, size);
        } finally {
            deflater.end();
        }
    }

    /**
     * The PNG of {@code indices} (one byte a pixel, row by row, {@code width} a row) in the
     * colours of {@code palette} (0xRRGGBB, at most 256): 8-bit indexed colour, every scanline
     * unfiltered (a palette's indices are names, not amounts; differences of them compress worse).
     */
    static byte[] writeIndexed(byte[] indices, int width, int[] palette, int level) {
        int height = indices.length / width;
        byte[] raw = new byte[(width + 1) * height];
        for (int y = 0; y < height; y++) {
            System.arraycopy(indices, y * width, raw, y * (width + 1) + 1, width); // filter type 0, none
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length / 16 + 1024);
        start(out, width, height, INDEXED);
        byte[] colours = new byte[3 * palette.length];
        for (int i = 0; i < palette.length; i++) {
            colours[3 * i] = (byte) (palette[i] >>> 16);
            colours[3 * i + 1] = (byte) (palette[i] >>> 8);
            colours[3 * i + 2] = (byte) palette[i];
        }
        chunk(out, "PLTE", colours, colours.length);
        idat(out, raw, level);
        chunk(out, "IEND", new byte[0], 0);
        return out.toByteArray();
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data, int length) {
        byte[] word = new byte[4];
        putInt(word, 0, length);
        out.writeBytes(word);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(name);
        out.write(data, 0, length);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data, 0, length);
        putInt(word, 0, (int) crc.getValue());
        out.writeBytes(word);
    }

    private static void putInt(byte[] bytes, int at, int value) {
        bytes[at] = (byte) (value >>> 24);
        bytes[at + 1] = (byte) (value >>> 16);
        bytes[at + 2] = (byte) (value >>> 8);
        bytes[at + 3] = (byte) value;
    }
}
