package pbm.mail;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A small HTML-to-plain-text converter for mails that have no text/plain part. It is not a
 * browser: it drops tags, comments and the contents of script, style, head and title; collapses
 * source white space as HTML does (except inside pre); breaks lines at br and at block elements
 * (p, div, li, tr, headings, ...); and decodes character references (named ones in common use,
 * decimal and hexadecimal). {@code &nbsp;} becomes an ordinary blank that does not collapse, so
 * indentation typed in an HTML editor survives. The lines inside a blockquote (how mail programs
 * quote the mail answered) start with "> ", as a plain-text reply quotes, so the commands reader
 * skips them.
 */
final class HtmlText {

    private static final Set<String> DROPPED_CONTENT = Set.of("script", "style", "head", "title", "template");
    private static final Set<String> BLOCKS = Set.of(
            "address", "article", "aside", "blockquote", "center", "dd", "div", "dl", "dt", "fieldset",
            "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main",
            "nav", "ol", "p", "pre", "section", "table", "tbody", "thead", "tfoot", "tr", "ul", "body", "html");
    private static final Set<String> CELLS = Set.of("td", "th");
    private static final Map<String, String> ENTITIES = Map.ofEntries(
            Map.entry("amp", "&"), Map.entry("lt", "<"), Map.entry("gt", ">"), Map.entry("quot", "\""),
            Map.entry("apos", "'"), Map.entry("nbsp", " "), Map.entry("ensp", " "), Map.entry("emsp", " "),
            Map.entry("thinsp", " "), Map.entry("ndash", "\u2013"), Map.entry("mdash", "\u2014"),
            Map.entry("hellip", "\u2026"), Map.entry("lsquo", "\u2018"), Map.entry("rsquo", "\u2019"),
            Map.entry("ldquo", "\u201c"), Map.entry("rdquo", "\u201d"), Map.entry("laquo", "\u00ab"),
            Map.entry("raquo", "\u00bb"), Map.entry("copy", "\u00a9"), Map.entry("reg", "\u00ae"),
            Map.entry("euro", "\u20ac"), Map.entry("middot", "\u00b7"), Map.entry("bull", "\u2022"),
            Map.entry("times", "\u00d7"), Map.entry("shy", ""), Map.entry("zwnj", ""), Map.entry("zwj", ""));
    private static final int LONGEST_ENTITY = 10;

    private final String html;
    private final StringBuilder out;
    private int pos;
    private int preDepth;
    private int quoteDepth;

    private HtmlText(String html) {
        this.html = html;
        this.out = new StringBuilder(html.length() / 2);
    }

    /** The plain text of an HTML document or fragment; lines end with "\n". */
    static String toPlain(String html) {
        HtmlText converter = new HtmlText(html);
        converter.run();
        return tidy(converter.out);
    }

    private void run() {
        while (pos < html.length()) {
            int lt = html.indexOf('<', pos);
            if (lt < 0) {
                text(html.substring(pos));
                return;
            }
            text(html.substring(pos, lt));
            pos = lt;
            if (!markup()) {
                text("<");
                pos = lt + 1;
            }
        }
    }

    /** Handles the markup at {@code pos} ("<" seen); false when the "<" is just a character. */
    private boolean markup() {
        if (html.startsWith("<!--", pos)) {
            int end = html.indexOf("-->", pos + 4);
            pos = end < 0 ? html.length() : end + 3;
            return true;
        }
        if (pos + 1 >= html.length()) {
            return false;
        }
        char next = html.charAt(pos + 1);
        if (next == '!' || next == '?') {
            int end = html.indexOf('>', pos);
            pos = end < 0 ? html.length() : end + 1;
            return true;
        }
        boolean closing = next == '/';
        int nameStart = closing ? pos + 2 : pos + 1;
        if (nameStart >= html.length() || !Character.isLetter(html.charAt(nameStart))) {
            return false;
        }
        int nameEnd = nameStart;
        while (nameEnd < html.length() && isNameChar(html.charAt(nameEnd))) {
            nameEnd++;
        }
        String name = html.substring(nameStart, nameEnd).toLowerCase(Locale.ROOT);
        pos = endOfTag(nameEnd);
        tag(name, closing);
        return true;
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '-' || c == ':' || c == '_';
    }

    /** The index just after the ">" closing a tag, skipping quoted attribute values. */
    private int endOfTag(int from) {
        char quote = 0;
        for (int i = from; i < html.length(); i++) {
            char c = html.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '>') {
                return i + 1;
            }
        }
        return html.length();
    }

    private void tag(String name, boolean closing) {
        if (!closing && DROPPED_CONTENT.contains(name)) {
            skipPast("</" + name);
        } else if (name.equals("br")) {
            out.append('\n');
        } else if (name.equals("p")) {
            blankLine();
        } else if (name.equals("blockquote")) {
            lineBreak();
            quoteDepth = Math.max(0, quoteDepth + (closing ? -1 : 1));
        } else if (name.equals("pre")) {
            preDepth = Math.max(0, preDepth + (closing ? -1 : 1));
            lineBreak();
        } else if (BLOCKS.contains(name)) {
            lineBreak();
        } else if (CELLS.contains(name) && !closing) {
            space();
        }
    }

    private void skipPast(String closingTag) {
        int end = indexOfIgnoreCase(closingTag, pos);
        pos = end < 0 ? html.length() : endOfTag(end + closingTag.length());
    }

    private int indexOfIgnoreCase(String needle, int from) {
        for (int i = from; i + needle.length() <= html.length(); i = html.indexOf('<', i + 1)) {
            if (i < 0) {
                return -1;
            }
            if (html.regionMatches(true, i, needle, 0, needle.length())) {
                return i;
            }
        }
        return -1;
    }

    private void text(String raw) {
        int i = 0;
        while (i < raw.length()) {
            char c = raw.charAt(i);
            if (c == '&') {
                quoteMark();
                i = entity(raw, i);
            } else if (preDepth == 0 && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f')) {
                space();
                i++;
            } else if (c == '\r') {
                i++;
            } else {
                if (c == '\n') {
                    out.append(c);
                    i++;
                    continue;
                }
                quoteMark();
                out.append(c == '\u00a0' ? ' ' : c);
                i++;
            }
        }
    }

    /** Appends the character reference at {@code raw[i]} (an "&"), returns the index after it. */
    private int entity(String raw, int i) {
        int semi = -1;
        for (int j = i + 1; j < Math.min(raw.length(), i + LONGEST_ENTITY + 2) && semi < 0; j++) {
            semi = raw.charAt(j) == ';' ? j : -1;
        }
        if (semi > i + 1) {
            String ref = raw.substring(i + 1, semi);
            String decoded = ref.startsWith("#") ? numeric(ref.substring(1)) : ENTITIES.get(ref.toLowerCase(Locale.ROOT));
            if (decoded != null) {
                out.append(decoded);
                return semi + 1;
            }
        }
        out.append('&');
        return i + 1;
    }

    private static String numeric(String digits) {
        int codePoint;
        try {
            codePoint = digits.startsWith("x") || digits.startsWith("X")
                    ? Integer.parseInt(digits.substring(1), 16)
                    : Integer.parseInt(digits, 10);
        } catch (NumberFormatException e) {
            return null;
        }
        if (codePoint == 0xa0) {
            return " ";
        }
        boolean invalid = codePoint <= 0 || codePoint > Character.MAX_CODE_POINT
                || (codePoint >= 0xd800 && codePoint <= 0xdfff)
                || (codePoint < 0x20 && codePoint != '\t' && codePoint != '\n');
        return invalid ? "\ufffd" : new String(Character.toChars(codePoint));
    }

    /** "> " at the start of a line inside a blockquote. */
    private void quoteMark() {
        int n = out.length();
        if (quoteDepth > 0 && (n == 0 || out.charAt(n - 1) == '\n')) {
            out.append("> ".repeat(quoteDepth));
        }
    }

    /** A collapsed source blank: at most one, and none at the start of a line. */
    private void space() {
        int n = out.length();
        if (n > 0 && out.charAt(n - 1) != '\n' && out.charAt(n - 1) != ' ') {
            out.append(' ');
        }
    }

    private void lineBreak() {
        int n = out.length();
        if (n > 0 && out.charAt(n - 1) != '\n') {
            out.append('\n');
        }
    }

    private void blankLine() {
        lineBreak();
        int n = out.length();
        if (n > 1 && out.charAt(n - 2) != '\n') {
            out.append('\n');
        }
    }

    /** Strips trailing blanks, runs of more than one blank line, and blank lines at both ends. */
    private static String tidy(CharSequence text) {
        String[] lines = text.toString().split("\n", -1);
        StringBuilder result = new StringBuilder(text.length());
        int blankRun = 0;
        for (String line : lines) {
            String stripped = line.stripTrailing();
            if (stripped.isEmpty()) {
                blankRun++;
                continue;
            }
            if (result.length() > 0) {
                result.append(blankRun > 0 ? "\n\n" : "\n");
            }
            result.append(stripped);
            blankRun = 0;
        }
        return result.length() == 0 ? "" : result.append('\n').toString();
    }
}
