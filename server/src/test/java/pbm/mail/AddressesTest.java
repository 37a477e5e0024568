package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class AddressesTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "alice@example.org|alice@example.org",
            "  Alice@Example.ORG  |Alice@example.org",
            "<bob@EXAMPLE.org>|bob@example.org",
            "Bob Smith <bob.smith+pbm@Mail.Example.org>|bob.smith+pbm@mail.example.org",
            "pbm@localhost|pbm@localhost",
            "x@[127.0.0.1]|x@[127.0.0.1]",
            "j\u00f6rg@ok.de|",
            "joe@b\u00fccher.example|joe@xn--bcher-kva.example",
    })
    void normalForm(String input, String expected) {
        assertEquals(Optional.ofNullable(expected), Addresses.normalize(input));
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "   ", "alice", "@example.org", "alice@", "alice@example.org\r\nBcc: x@y.org",
            "alice@example.org\n", "al ice@example.org", "alice@exa mple.org", "\"a b\"@example.org",
            "a@b.org, c@d.org", "alice@-bad-.org", "alice@example..org", "a..b@example.org", "a@b@c",
            "alice@example.org\u0000", "<alice@example.org> trailing"})
    void refused(String input) {
        assertEquals(Optional.empty(), Addresses.normalize(input));
    }

    @ParameterizedTest
    @ValueSource(strings = {"pbm@localhost", "PBM@LocalHost", " <pbm@localhost> "})
    void serverAddress(String address) {
        assertTrue(Addresses.isServerAddress(address, "pbm@localhost"));
    }

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"alice@localhost", "pbm@example.org", "pbm", ""})
    void notServerAddress(String address) {
        assertFalse(Addresses.isServerAddress(address, "pbm@localhost"));
    }

    @org.junit.jupiter.api.Test
    void anAsciiHostNameIsReadAsIdnReadsIt() {
        java.util.Random random = new java.util.Random(3490);
        String alphabet = "abcXYZ019-.";
        java.util.List<String> names = new java.util.ArrayList<>(java.util.List.of("example.org", "Example.ORG", "a",
                "-a.org", "a-.org", "a..org", ".org", "org.", "xn--bcher-kva.example", "a".repeat(63) + ".org",
                "a".repeat(64) + ".org", "b." + "c".repeat(64), "1.2.3.4", "a-b-c.d-e"));
        for (int i = 0; i < 5000; i++) {
            StringBuilder name = new StringBuilder();
            int length = 1 + random.nextInt(random.nextInt(10) == 0 ? 140 : 20);
            for (int c = 0; c < length; c++) {
                name.append(random.nextInt(8) == 0 ? 'a' : alphabet.charAt(random.nextInt(alphabet.length())));
            }
            names.add(name.toString());
        }
        for (String name : names) {
            assertEquals(Addresses.byIdn(name), Addresses.normalizeDomain(name), name);
        }
    }

    /** The patterns the hand-written shapes replaced (issue 16, seventh round): each must agree with its own. */
    @Test
    void theHandWrittenShapesAgreeWithThePatternsTheyReplaced() {
        String atext = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
        agree(Pattern.compile(atext + "+(\\." + atext + "+)*"), Addresses::isDotAtom);
        agree(Pattern.compile("[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*"), Addresses::isHostName);
        agree(Pattern.compile("[A-Za-z0-9.-]+"), Addresses::isAsciiName);
        agree(Pattern.compile("\\[[A-Za-z0-9.:-]+\\]"), Addresses::isAddressLiteral);
    }

    private static void agree(Pattern pattern, Predicate<String> shape) {
        // mostly the characters that matter, some that never do; short strings, so that every
        // arrangement of dots, hyphens and brackets comes up
        String alphabet = "aZz09.-.-[]:!~`_ @\"\u00e9\u0001";
        SplittableRandom random = new SplittableRandom(7);
        int accepted = 0;
        for (int i = 0; i < 300_000; i++) {
            StringBuilder s = new StringBuilder();
            int length = random.nextInt(9);
            for (int k = 0; k < length; k++) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = random.nextInt(4) == 0 ? "[" + s + "]" : s.toString();
            boolean expected = pattern.matcher(text).matches();
            assertEquals(expected, shape.test(text), pattern + " on \"" + text + "\"");
            accepted += expected ? 1 : 0;
        }
        assertTrue(accepted > 100, pattern + " accepted only " + accepted + " of the random texts");
    }
}
