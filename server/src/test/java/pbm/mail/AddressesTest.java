package pbm.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
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
}
