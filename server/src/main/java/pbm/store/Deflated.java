package pbm.store;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * Text kept deflated (zlib, the JDK's): a board mail's HTML page is one table cell repeated,
 * and a tenth of its size compressed. Each thread keeps its compressor, whose set-up costs more
 * than compressing a page.
 */
final class Deflated {
    private static final ThreadLocal<Deflater> DEFLATER = ThreadLocal.withInitial(() -> new Deflater(1));

    private Deflated() {
    }

    /** {@code text} in UTF-8, deflated. */
    static byte[] of(String text) {
        Deflater deflater = DEFLATER.get();
        deflater.reset();
        deflater.setInput(text.getBytes(StandardCharsets.UTF_8));
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() / 8 + 64);
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        return out.toByteArray();
    }

    /** The text {@link #of} deflated. */
    static String text(byte[] deflated) {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(deflated);
            ByteArrayOutputStream out = new ByteArrayOutputStream(deflated.length * 8);
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int length = inflater.inflate(buffer);
                if (length == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new IllegalStateException("a queued page is cut short");
                }
                out.write(buffer, 0, length);
            }
            return out.toString(StandardCharsets.UTF_8);
        } catch (DataFormatException e) {
            throw new IllegalStateException("a queued page is not deflated text", e);
        } finally {
            inflater.end();
        }
    }
}
