package pbm.pdn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A small, tolerant reader of PDN files: tag pairs, movetext and results. Comments ({@code {...}} and
 * {@code ;} to the end of the line), variations ({@code (...)}), NAGs ({@code $3}), move numbers and
 * move strength marks ({@code !}, {@code ?}) are dropped. Square numbers padded with a space after a
 * separator ({@code 1- 6}, {@code 47x 9}) are joined.
 */
public final class PdnReader {

    private static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "3/4-1/4", "1/4-3/4", "*");
    /**
     * A tag pair: {@code [Name "value"]}, the value a string on one line, in which {@code \"}
     * and {@code \\} stand for {@code "} and {@code \}.
     */
    private static final Pattern TAG = Pattern.compile(
            "\\[\\s*(\\w+)\\s+\"((?:[^\"\\\\\\r\\n]|\\\\.)*)\"\\s*]");
    private static final Pattern PADDED = Pattern.compile("([-x:X])\\s+(?=[0-9A-Za-z])");
    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\.+");

    private PdnReader() {
    }

    /** Every game in the text, in order. Text without any game gives an empty list. */
    public static List<PdnGame> read(String text) {
        List<PdnGame> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder movetext = new StringBuilder();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '[') {
                if (!movetext.toString().isBlank()) {
                    finish(games, tags, movetext);
                }
                // a tag pair's value may hold "]" (escaped quotes too): the pair ends after its string
                Matcher m = TAG.matcher(text).region(i, n);
                int end;
                if (m.lookingAt()) {
                    tags.put(m.group(1), unescape(m.group(2)));
                    end = m.end() - 1;
                } else {
                    end = text.indexOf(']', i);
                    if (end < 0) {
                        break;
                    }
                }
                i = end + 1;
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                i = end < 0 ? n : end + 1;
                movetext.append(' ');
            } else if (c == ';') {
                int end = text.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
                movetext.append(' ');
            } else if (c == '(') {
                i = skipVariation(text, i);
                movetext.append(' ');
            } else {
                movetext.append(c);
                i++;
                if (endsWithResult(movetext)) {
                    finish(games, tags, movetext);
                }
            }
        }
        if (!movetext.toString().isBlank() || !tags.isEmpty()) {
            finish(games, tags, movetext);
        }
        return games;
    }

    /** A tag value's string contents read: {@code \"} is a quote, {@code \\} a backslash. */
    static String unescape(String value) {
        if (value.indexOf('\\') < 0) {
            return value;
        }
        StringBuilder out = new StringBuilder(value.length());
        for (int k = 0; k < value.length(); k++) {
            char c = value.charAt(k);
            if (c == '\\' && k + 1 < value.length()) {
                c = value.charAt(++k);
            }
            out.append(c);
        }
        return out.toString();
    }

    /** Whether the movetext just got a whitespace after a result token. */
    private static boolean endsWithResult(StringBuilder movetext) {
        int end = movetext.length() - 1;
        if (end < 1 || !Character.isWhitespace(movetext.charAt(end))
                || Character.isWhitespace(movetext.charAt(end - 1))) {
            return false;
        }
        int start = end;
        while (start > 0 && !Character.isWhitespace(movetext.charAt(start - 1))) {
            start--;
        }
        String word = movetext.substring(start, end);
        return RESULTS.contains(word.substring(word.lastIndexOf('.') + 1));
    }

    private static int skipVariation(String text, int i) {
        int depth = 0;
        for (int k = i; k < text.length(); k++) {
            char c = text.charAt(k);
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return k + 1;
            } else if (c == '{') {
                int end = text.indexOf('}', k);
                k = end < 0 ? text.length() : end;
            }
        }
        return text.length();
    }

    private static void finish(List<PdnGame> games, Map<String, String> tags, StringBuilder movetext) {
        List<String> moves = new ArrayList<>();
        String result = null;
        String joined = PADDED.matcher(movetext.toString()).replaceAll("$1");
        for (String raw : joined.strip().split("\\s+")) {
            String token = MOVE_NUMBER.matcher(raw).replaceFirst("");
            if (token.isEmpty() || token.startsWith("$")) {
                continue;
            }
            if (RESULTS.contains(token)) {
                result = token;
                continue;
            }
            token = token.replaceAll("[!?]+$", "");
            if (!token.isEmpty()) {
                moves.add(token);
            }
        }
        if (result == null) {
            result = tags.getOrDefault("Result", "*");
        }
        if (!moves.isEmpty() || !tags.isEmpty()) {
            games.add(new PdnGame(tags, moves, result));
        }
        tags.clear();
        movetext.setLength(0);
    }
}
