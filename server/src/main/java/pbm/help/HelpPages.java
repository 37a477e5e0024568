package pbm.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The plain-text help pages mailed in answer to {@code help [subject ...]}
 * and {@code <game> help}: {@code help/<subject>.txt} on the classpath,
 * their subjects listed in {@code help/pages.list} (a jar cannot list a
 * directory). The pages come from the {@code help/} folder of the project.
 */
public final class HelpPages {

    static final String FOLDER = "help/";
    static final String LIST = FOLDER + "pages.list";

    private final Map<String, String> pagesBySubject;

    private HelpPages(Map<String, String> pagesBySubject) {
        this.pagesBySubject = pagesBySubject;
    }

    /**
     * Reads every listed page once.
     *
     * @throws IllegalStateException when the list or a listed page is missing
     *                               (a packaging bug)
     */
    public static HelpPages fromClasspath() {
        return from(HelpPages.class.getClassLoader());
    }

    static HelpPages from(ClassLoader loader) {
        Map<String, String> pages = new LinkedHashMap<>();
        for (String subject : listedSubjects(read(loader, LIST))) {
            pages.put(subject, read(loader, FOLDER + subject + ".txt"));
        }
        return new HelpPages(Collections.unmodifiableMap(pages));
    }

    /** The page about {@code subject}, whatever its case; empty if there is none. */
    public Optional<String> page(String subject) {
        return Optional.ofNullable(pagesBySubject.get(normalise(subject)));
    }

    /** Every subject, in the order of {@code pages.list} ({@code index} first). */
    public List<String> subjects() {
        return List.copyOf(pagesBySubject.keySet());
    }

    private static List<String> listedSubjects(String list) {
        List<String> subjects = new ArrayList<>();
        for (String line : list.split("\n")) {
            String subject = line.strip();
            if (!subject.isEmpty() && !subject.startsWith("#")) {
                subjects.add(normalise(subject));
            }
        }
        return subjects;
    }

    private static String normalise(String subject) {
        return subject.strip().toLowerCase(Locale.ROOT);
    }

    private static String read(ClassLoader loader, String resource) {
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("help page resource missing: " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
