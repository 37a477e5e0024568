package pbm.mail;

import java.io.ByteArrayOutputStream;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decodes RFC 2047 encoded words in an unstructured header such as Subject, tolerantly: unknown
 * charsets fall back as in {@link TextDecoding}, broken base64 keeps what decodes, encoded words
 * glued to other text are decoded too, and adjacent words in the same charset are joined before
 * decoding so a multi-byte character split between two words survives.
 */
final class EncodedWords {

    private static final Pattern WORD =
            Pattern.compile("=\\?([^?\\s]+)\\?([bBqQ])\\?([^?\\s]*)\\?=");
    private static final Pattern BLANKS = Pattern.compile("[ \\t\\r\\n]*");

    private EncodedWords() {
    }

    static String decode(String header) {
        StringBuilder out = new StringBuilder(header.length());
        Matcher m = WORD.matcher(header);
        int copied = 0;
        String pendingCharset = null;
        ByteArrayOutputStream pending = new ByteArrayOutputStream();
        while (m.find()) {
            String between = header.substring(copied, m.start());
            boolean adjacent = pendingCharset != null && BLANKS.matcher(between).matches();
            if (!adjacent) {
                flush(out, pending, pendingCharset);
                out.append(between);
            }
            if (adjacent && !m.group(1).equalsIgnoreCase(pendingCharset)) {
                flush(out, pending, pendingCharset); // RFC 2047 section 6.2: blanks between words vanish
            }
            pendingCharset = m.group(1);
            byte[] bytes = m.group(2).equalsIgnoreCase("B") ? base64(m.group(3)) : qEncoding(m.group(3));
            pending.write(bytes, 0, bytes.length);
            copied = m.end();
        }
        flush(out, pending, pendingCharset);
        out.append(header, copied, header.length());
        return out.toString();
    }

    private static void flush(StringBuilder out, ByteArrayOutputStream pending, String charset) {
        if (pending.size() > 0) {
            out.append(TextDecoding.decode(pending.toByteArray(), charset));
            pending.reset();
        }
    }

    private static byte[] base64(String text) {
        String clean = text.replaceAll("[^A-Za-z0-9+/]", "");
        if (clean.length() % 4 == 1) { // a lone trailing sextet carries no whole byte
            clean = clean.substring(0, clean.length() - 1);
        }
        try {
            return Base64.getDecoder().decode(pad(clean));
        } catch (IllegalArgumentException e) {
            return new byte[0];
        }
    }

    private static String pad(String base64) {
        int missing = (4 - base64.length() % 4) % 4;
        return base64 + "=".repeat(missing);
    }

    /** RFC 2047 section 4.2: "_" is a blank, "=XX" a byte, everything else itself. */
    private static byte[] qEncoding(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '_') {
                bytes.write(' ');
            } else if (c == '=' && i + 2 < text.length() && isHex(text.charAt(i + 1)) && isHex(text.charAt(i + 2))) {
                bytes.write(Integer.parseInt(text.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                bytes.write(c & 0xff);
            }
        }
        return bytes.toByteArray();
    }

    private static boolean isHex(char c) {
        return Character.digit(c, 16) >= 0 && c < 0x80;
    }
}
