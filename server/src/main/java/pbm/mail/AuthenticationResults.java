package pbm.mail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The Authentication-Results header (RFC 8601): what a receiving mail server found when it
 * checked a mail (DKIM, SPF, DMARC), and whether that vouches for the mail's From address.
 *
 * <p>Anyone can write such a header into a mail: only those of the server's own receiving host,
 * named by its authserv-id, count, and that host must remove the ones arriving from outside that
 * claim its name (RFC 8601 section 5). Comments in parentheses are skipped, quoted strings read,
 * several results in one header and several headers taken; a part that cannot be read is left
 * out, so it can only fail to vouch, never vouch by mistake.
 */
public final class AuthenticationResults {
    private AuthenticationResults() {
    }

    /**
     * One result: the method ({@code dkim}, {@code dmarc}, ...; lower-case, without a version),
     * its result ({@code pass}, {@code fail}, ...; lower-case) and its properties by lower-case
     * name ({@code header.d}, {@code header.from}, ...).
     */
    public record Result(String method, String result, Map<String, String> properties) {
        public Result {
            properties = Map.copyOf(properties);
        }
    }

    /** One header: the authserv-id that wrote it and its results (none for "none"). */
    public record Header(String authservId, List<Result> results) {
        public Header {
            results = List.copyOf(results);
        }
    }

    /**
     * Whether the headers {@code values} (Authentication-Results, unfolded) vouch for
     * {@code fromAddress}: one written by {@code authservId} says {@code dmarc=pass} (for that
     * address's domain when it names one), or {@code dkim=pass} with {@code header.d}, or the
     * domain of {@code header.i}, that domain. Results of {@code authservId} that cannot all be
     * true (DMARC pass beside another DMARC result, DKIM pass beside "none", a DMARC pass for
     * another domain) or a DMARC fail vouch for nothing: one of them was not written by that host.
     */
    public static boolean vouchFor(List<String> values, String authservId, String fromAddress) {
        if (authservId == null || fromAddress == null) {
            return false;
        }
        String domain = fromAddress.substring(fromAddress.lastIndexOf('@') + 1);
        java.util.Set<String> dmarc = new java.util.HashSet<>();
        java.util.Set<String> dkim = new java.util.HashSet<>();
        boolean vouched = false;
        for (String value : values) {
            Optional<Header> header = parse(value);
            if (header.isEmpty() || !header.get().authservId().equalsIgnoreCase(authservId)) {
                continue;
            }
            for (Result result : header.get().results()) {
                boolean pass = result.result().equals("pass");
                if (result.method().equals("dmarc")) {
                    dmarc.add(result.result());
                    String from = result.properties().get("header.from");
                    if (pass && from != null && !from.equalsIgnoreCase(domain)) {
                        return false;
                    }
                    vouched |= pass;
                } else if (result.method().equals("dkim")) {
                    dkim.add(result.result());
                    vouched |= pass && domain.equalsIgnoreCase(signingDomain(result));
                }
            }
        }
        boolean contradicted = dmarc.contains("fail") || dmarc.contains("pass") && dmarc.size() > 1
                || dkim.contains("pass") && dkim.contains("none");
        return vouched && !contradicted;
    }

    /** A DKIM result's signing domain: {@code header.d}, else the domain of {@code header.i}; null when neither. */
    private static String signingDomain(Result result) {
        String d = result.properties().get("header.d");
        if (d != null) {
            return d;
        }
        String i = result.properties().get("header.i");
        return i == null ? null : i.substring(i.lastIndexOf('@') + 1);
    }

    /** One header's value read, or empty when it cannot be (no authserv-id, an unclosed quote). */
    public static Optional<Header> parse(String value) {
        Optional<List<String>> tokens = tokens(value == null ? "" : value);
        if (tokens.isEmpty()) {
            return Optional.empty();
        }
        List<List<String>> parts = split(tokens.get());
        List<String> first = parts.get(0);
        if (first.isEmpty() || isSymbol(first.get(0))) {
            return Optional.empty();
        }
        String authservId = text(first.get(0));
        List<Result> results = new ArrayList<>();
        for (List<String> part : parts.subList(1, parts.size())) {
            result(part).ifPresent(results::add);
        }
        return Optional.of(new Header(authservId, results));
    }

    /**
     * {@code method[/version]=result name=value ...}; empty for "none" and when the method and
     * result cannot be read. A property that cannot be read (a stray "=", a value with "=" in it)
     * is skipped.
     */
    private static Optional<Result> result(List<String> part) {
        if (part.isEmpty() || isSymbol(part.get(0))) {
            return Optional.empty();
        }
        String method = text(part.get(0)).toLowerCase(Locale.ROOT);
        int i = 1;
        int slash = method.indexOf('/');
        if (slash >= 0) {
            method = method.substring(0, slash); // "dkim/1"
        } else if (i < part.size() && part.get(i).startsWith("/")) {
            i += part.get(i).equals("/") ? 2 : 1; // "dkim / 1", "dkim /1"
        }
        if (i + 1 >= part.size() || !part.get(i).equals("=") || isSymbol(part.get(i + 1))) {
            return Optional.empty();
        }
        String outcome = text(part.get(i + 1)).toLowerCase(Locale.ROOT);
        Map<String, String> properties = new LinkedHashMap<>();
        i += 2;
        while (i < part.size()) {
            if (i + 2 < part.size() && !isSymbol(part.get(i)) && part.get(i + 1).equals("=")
                    && !isSymbol(part.get(i + 2))) {
                properties.putIfAbsent(text(part.get(i)).toLowerCase(Locale.ROOT), text(part.get(i + 2)));
                i += 3;
            } else {
                i++;
            }
        }
        return Optional.of(new Result(method, outcome, properties));
    }

    /** The tokens split at each ";" (the first part is the authserv-id and its version). */
    private static List<List<String>> split(List<String> tokens) {
        List<List<String>> parts = new ArrayList<>();
        List<String> part = new ArrayList<>();
        for (String token : tokens) {
            if (token.equals(";")) {
                parts.add(part);
                part = new ArrayList<>();
            } else {
                part.add(token);
            }
        }
        parts.add(part);
        return parts;
    }

    /**
     * The words, quoted strings (kept with their opening quote, escapes undone) and the symbols
     * ";" and "=" of {@code value}, comments and blanks left out; empty when a quoted string
     * is not closed. An unclosed comment runs to the end.
     */
    private static Optional<List<String>> tokens(String value) {
        List<String> tokens = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int i = 0;
        while (i < value.length()) {
            char c = value.charAt(i);
            if (c == '(' || c == '"' || c == ';' || c == '=' || Character.isWhitespace(c)) {
                flush(word, tokens);
            }
            if (c == '(') {
                i = afterComment(value, i);
            } else if (c == '"') {
                int end = quoted(value, i, word);
                if (end < 0) {
                    return Optional.empty();
                }
                tokens.add("\"" + word);
                word.setLength(0);
                i = end;
            } else {
                if (c == ';' || c == '=') {
                    tokens.add(String.valueOf(c));
                } else if (!Character.isWhitespace(c)) {
                    word.append(c);
                }
                i++;
            }
        }
        flush(word, tokens);
        return Optional.of(tokens);
    }

    private static void flush(StringBuilder word, List<String> tokens) {
        if (word.length() > 0) {
            tokens.add(word.toString());
            word.setLength(0);
        }
    }

    /** The index after the comment opening at {@code open} (comments nest; a backslash escapes). */
    private static int afterComment(String value, int open) {
        int depth = 0;
        for (int i = open; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i + 1;
            }
        }
        return value.length();
    }

    /** Reads the quoted string opening at {@code open} into {@code out}; the index after it, or -1 when unclosed. */
    private static int quoted(String value, int open, StringBuilder out) {
        for (int i = open + 1; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' && i + 1 < value.length()) {
                out.append(value.charAt(++i));
            } else if (c == '"') {
                return i + 1;
            } else {
                out.append(c);
            }
        }
        return -1;
    }

    private static boolean isSymbol(String token) {
        return token.equals("=") || token.equals(";");
    }

    /** A token as text: a quoted string without its opening quote. */
    private static String text(String token) {
        return token.startsWith("\"") ? token.substring(1) : token;
    }
}
