package pbm.pdn;

import java.util.List;
import java.util.Map;

/**
 * Writes games as PDN 3.0 text: the tag pairs, then the movetext with a move number
 * before each pair of moves (the first player's move, the second player's reply),
 * wrapped at 79 columns, and the result token.
 */
public final class PdnWriter {
    private static final int WIDTH = 79;

    private PdnWriter() {
    }

    public static String write(PdnGame game) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            out.append('[').append(tag.getKey()).append(" \"").append(escape(tag.getValue())).append("\"]\n");
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

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
