package pbm.mail;

import java.net.IDN;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Plain e-mail addresses as pbm stores and compares them: {@code local@domain}, trimmed, the domain
 * lower-cased (RFC 5321 section 2.4: the local part may be case-sensitive, the domain is not).
 *
 * <p>Only addresses that can be written into a header without quoting are accepted: the local part
 * is a dot-atom (RFC 5322 section 3.4.1), the domain a host name or an address literal. Anything
 * holding a line break, a control character or a blank is refused, so an accepted address can
 * never inject a header.
 */
public final class Addresses {

    /** RFC 5321 section 4.5.3.1.3: a path is at most 256 octets, an address at most 254. */
    private static final int MAX_LENGTH = 254;

    private static final Pattern DOT_ATOM =
            Pattern.compile("[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*");
    private static final Pattern HOST_NAME =
            Pattern.compile("[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*");
    private static final Pattern LETTERS_DIGITS_HYPHENS_DOTS = Pattern.compile("[A-Za-z0-9.-]+");
    private static final Pattern ADDRESS_LITERAL = Pattern.compile("\\[[A-Za-z0-9.:-]+\\]");

    private Addresses() {
    }

    /**
     * The normal form of an address, or empty when it is not a usable address.
     *
     * <p>Accepts {@code alice@Example.ORG}, {@code <alice@example.org>} and
     * {@code Alice <alice@example.org>}; gives {@code alice@example.org}. Refuses null, blank,
     * no {@code @}, an empty local part or domain, CR, LF or any other control character,
     * blanks inside the address, quoted local parts, and non-ASCII local parts. A non-ASCII
     * domain is converted to its ASCII (punycode) form.
     */
    public static Optional<String> normalize(String address) {
        if (address == null || hasControlCharacter(address)) {
            return Optional.empty();
        }
        String bare = stripAngleBrackets(address.trim());
        int at = bare.lastIndexOf('@');
        if (at <= 0 || at == bare.length() - 1) {
            return Optional.empty();
        }
        String local = bare.substring(0, at);
        Optional<String> domain = normalizeDomain(bare.substring(at + 1));
        if (!DOT_ATOM.matcher(local).matches() || domain.isEmpty()) {
            return Optional.empty();
        }
        String normal = local + "@" + domain.get();
        return normal.length() <= MAX_LENGTH ? Optional.of(normal) : Optional.empty();
    }

    /**
     * Whether {@code address} is the server's own address (so a mail from it must never be
     * answered: no mail loops). Compares the normal forms, the local part case-insensitively too,
     * to err on the side of not answering.
     */
    public static boolean isServerAddress(String address, String serverAddress) {
        Optional<String> a = normalize(address);
        Optional<String> s = normalize(serverAddress);
        return a.isPresent() && s.isPresent() && a.get().equalsIgnoreCase(s.get());
    }

    /** The domain of an address in normal form (the part after the last {@code @}). */
    static String domainOf(String normalAddress) {
        return normalAddress.substring(normalAddress.lastIndexOf('@') + 1);
    }

    /** The local part of an address (before the last {@code @}), or the whole text without one. */
    static String localPartOf(String address) {
        int at = address.lastIndexOf('@');
        return at < 0 ? address : address.substring(0, at);
    }

    static boolean hasControlCharacter(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == '\u2028' || c == '\u2029') {
                return true;
            }
        }
        return false;
    }

    /** RFC 1034 section 3.1 (and IDN.toASCII): a label has at most 63 characters. */
    private static boolean hasLongLabel(String name) {
        int start = 0;
        for (int dot = name.indexOf('.'); ; dot = name.indexOf('.', start)) {
            int end = dot < 0 ? name.length() : dot;
            if (end - start > 63) {
                return true;
            }
            if (dot < 0) {
                return false;
            }
            start = dot + 1;
        }
    }

    private static String stripAngleBrackets(String s) {
        int open = s.lastIndexOf('<');
        if (open < 0) {
            return s;
        }
        int close = s.indexOf('>', open);
        return close == s.length() - 1 ? s.substring(open + 1, close).trim() : s;
    }

    static Optional<String> normalizeDomain(String domain) {
        if (ADDRESS_LITERAL.matcher(domain).matches()) {
            return Optional.of(domain.toLowerCase(Locale.ROOT));
        }
        if (!LETTERS_DIGITS_HYPHENS_DOTS.matcher(domain).matches()) {
            return byIdn(domain);
        }
        // what IDN.toASCII gives such a name: itself, refused where a label passes 63
        // characters; without loading IDN's tables, which a new JVM took 6 ms to do
        String ascii = domain.toLowerCase(Locale.ROOT);
        return !hasLongLabel(ascii) && HOST_NAME.matcher(ascii).matches() ? Optional.of(ascii) : Optional.empty();
    }

    /** A host name through IDN's ToASCII (RFC 3490) with the STD3 rules, lower-cased; empty when it fails. */
    static Optional<String> byIdn(String domain) {
        String ascii;
        try {
            ascii = IDN.toASCII(domain, IDN.USE_STD3_ASCII_RULES).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return HOST_NAME.matcher(ascii).matches() ? Optional.of(ascii) : Optional.empty();
    }
}
