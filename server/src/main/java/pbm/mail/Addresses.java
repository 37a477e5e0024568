package pbm.mail;

import java.net.IDN;
import java.util.Locale;
import java.util.Optional;

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

    /*
     * The shapes below are read by hand, not by regular expressions: every mail normalises its
     * sender and every board mail its recipients, and the patterns were a large part of what a
     * new process compiled (issue 16, seventh round). AddressesTest holds the patterns they
     * replace and compares both on random text:
     *   dot-atom        [A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*
     *   host name       [a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*
     *   ASCII name      [A-Za-z0-9.-]+
     *   address literal \[[A-Za-z0-9.:-]+\]
     */

    /** RFC 5322 section 3.4.1: runs of atext separated by single dots, none empty. */
    static boolean isDotAtom(String s) {
        boolean inRun = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '.') {
                if (!inRun) {
                    return false;
                }
                inRun = false;
            } else if (isLetterOrDigit(c) || "!#$%&'*+/=?^_`{|}~-".indexOf(c) >= 0) {
                inRun = true;
            } else {
                return false;
            }
        }
        return inRun;
    }

    /** Lower-case labels of letters, digits and inner hyphens, separated by single dots. */
    static boolean isHostName(String s) {
        if (s.isEmpty()) {
            return false;
        }
        int label = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == '.') {
                if (i == label || s.charAt(label) == '-' || s.charAt(i - 1) == '-') {
                    return false;
                }
                label = i + 1;
            } else {
                char c = s.charAt(i);
                if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Only ASCII letters, digits, hyphens and dots, at least one. */
    static boolean isAsciiName(String s) {
        return !s.isEmpty() && onlyLettersDigitsAnd(s, 0, s.length(), ".-");
    }

    /** {@code [}, ASCII letters, digits, dots, colons and hyphens (at least one), {@code ]}. */
    static boolean isAddressLiteral(String s) {
        int n = s.length();
        return n >= 3 && s.charAt(0) == '[' && s.charAt(n - 1) == ']' && onlyLettersDigitsAnd(s, 1, n - 1, ".:-");
    }

    private static boolean onlyLettersDigitsAnd(String s, int from, int to, String others) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (!isLetterOrDigit(c) && others.indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isLetterOrDigit(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9';
    }

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
        if (!isDotAtom(local) || domain.isEmpty()) {
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
        if (isAddressLiteral(domain)) {
            return Optional.of(domain.toLowerCase(Locale.ROOT));
        }
        if (!isAsciiName(domain)) {
            return byIdn(domain);
        }
        // what IDN.toASCII gives such a name: itself, refused where a label passes 63
        // characters; without loading IDN's tables, which slows a new JVM's start
        String ascii = domain.toLowerCase(Locale.ROOT);
        return !hasLongLabel(ascii) && isHostName(ascii) ? Optional.of(ascii) : Optional.empty();
    }

    /** A host name through IDN's ToASCII (RFC 3490) with the STD3 rules, lower-cased; empty when it fails. */
    static Optional<String> byIdn(String domain) {
        String ascii;
        try {
            ascii = IDN.toASCII(domain, IDN.USE_STD3_ASCII_RULES).toLowerCase(Locale.ROOT);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return isHostName(ascii) ? Optional.of(ascii) : Optional.empty();
    }
}
