package pbm.mail;

import jakarta.mail.internet.MimeUtility;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * Bytes to text in whatever charset a mail names, never failing: an unknown or missing charset
 * falls back to UTF-8 when the bytes are valid UTF-8, else to ISO-8859-1 (every byte is a
 * character there). A known charset decodes with replacement characters for broken sequences.
 */
final class TextDecoding {

    private TextDecoding() {
    }

    /** Decodes {@code bytes} as the charset named (MIME or Java name; null when none given). */
    static String decode(byte[] bytes, String charsetName) {
        Optional<Charset> charset = lookup(charsetName);
        if (charset.isEmpty() || charset.get().equals(StandardCharsets.US_ASCII)) {
            // No charset, an unknown one, or "us-ascii" (often wrongly declared for 8-bit text).
            return utf8OrLatin1(bytes);
        }
        return new String(bytes, charset.get());
    }

    static Optional<Charset> lookup(String charsetName) {
        if (charsetName == null) {
            return Optional.empty();
        }
        String name = charsetName.trim();
        if (name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"")) {
            name = name.substring(1, name.length() - 1).trim();
        }
        int language = name.indexOf('*'); // RFC 2231 section 5: charset*language
        if (language >= 0) {
            name = name.substring(0, language);
        }
        if (name.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Charset.forName(MimeUtility.javaCharset(name.toLowerCase(Locale.ROOT))));
        } catch (IllegalArgumentException e) { // illegal or unsupported charset name
            return Optional.empty();
        }
    }

    /** Whether the first {@code length} bytes are well-formed UTF-8 (plain ASCII is). */
    static boolean isUtf8(byte[] bytes, int length) {
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, 0, length));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static String utf8OrLatin1(byte[] bytes) {
        return new String(bytes, isUtf8(bytes, bytes.length) ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    }
}
