package pbm.pdn;

import java.util.List;
import java.util.Map;

/**
 * Writes games as PDN 3.0 text: the tag pairs, then the movetext with a move number
 * before each pair of moves (the first player's move, the second player's reply),
 * wrapped at 79 columns, and the result token.
 *
 * <p>A tag pair is written as PGN (section 8.1.1 and 7, string tokens) and PDN 3.0 say:
 * the name a symbol of letters, digits and underscores, the value a string in which a
 * quote and a backslash are preceded by a backslash, and which holds no line break nor
 * any other control character (each becomes a space). So no value, whatever a player or
 * a definition put in it, can close its tag or start another.
 */
public final class PdnWriter {
    private static final int WIDTH = 79;

    private PdnWriter() {
    }

    public static String write(PdnGame game) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            out.append(tag(tag.getKey(), tag.getValue())).append('\n');
        }
        out.append('\n');
        StringBuilder line = new StringBuilder();
        List<String> moves = game.moves();
        for (int i = 0; i < moves.size(); i++) {
            String token = (i % 2 == 0 ? (i / 2 + 1) + ". " : "") + moves.get(i);
            append(out, line, token);
        }
        append(out, line, game.result());
        out.append(line).append('\n');
        return out.toString();
    }

    private static void append(StringBuilder out, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > WIDTH) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    /** One tag pair as written: {@code [Event "Club \"A\" board 101"]}. */
    public static String tag(String name, String value) {
        return "[" + symbol(name) + " \"" + escape(value) + "\"]";
    }

    /** A tag name as a PGN symbol: letters, digits and underscores, any other character an underscore. */
    static String symbol(String name) {
        StringBuilder out = new StringBuilder(name.length());
        name.codePoints().forEach(c -> out.append(c < 128 && (Character.isLetterOrDigit(c) || c == '_')
                ? (char) c : '_'));
        return out.length() == 0 ? "_" : out.toString();
    }

    /**
     * A tag value as a PGN/PDN string's contents: a backslash before each quote and backslash;
     * a line break, a tab or any other control character (also U+2028 and U+2029) a space.
     */
    public static String escape(String value) {
        StringBuilder out = new StringBuilder(value.length() + 8);
        value.codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (c == '"' || c == '\\') {
                out.append('\\').append((char) c);
            } else if (type == Character.CONTROL || type == Character.LINE_SEPARATOR
                    || type == Character.PARAGRAPH_SEPARATOR) {
                out.append(' ');
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }
}
