package pbm.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The plain-text help pages packaged under {@code help/} on the classpath. */
public final class HelpPages {
    private HelpPages() {
    }

    /** The page on {@code subject} (case-insensitive), if there is one. */
    public static Optional<String> page(String subject) {
        String name = subject.toLowerCase(Locale.ROOT);
        if (!subjects().contains(name)) {
            return Optional.empty();
        }
        return Optional.ofNullable(read("help/" + name + ".txt"));
    }

    /** Every page name, in the order of {@code help/pages.list}. */
    public static List<String> subjects() {
        String list = read("help/pages.list");
        return list == null ? List.of() : list.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    }

    private static String read(String resource) {
        try (InputStream in = HelpPages.class.getClassLoader().getResourceAsStream(resource)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
