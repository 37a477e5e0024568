package pbm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The house plan, checked against the sources of both modules: every package has a layer and
 * uses only packages of lower layers; no packages reach each other; only {@code pbm.games}
 * names a family of the rules seam; and every arrow shows in the import lines, no class of pbm
 * being named in full in the code. docs/architecture.md draws the same layers.
 */
class ArchitectureTest {
    private static final List<Path> SOURCE_ROOTS = List.of(
            Path.of("src", "main", "java"), Path.of("..", "cli", "src", "main", "java"));

    /** Lowest first; a package may use the packages of the layers before its own, never its own layer's or later. */
    static final List<Set<String>> LAYERS = List.of(
            Set.of("pbm.files", "pbm.help", "pbm.pdn", "pbm.rules"),
            Set.of("pbm.rules.draughts", "pbm.rules.fairy", "pbm.mail", "pbm.render"),
            Set.of("pbm.games", "pbm.store"),
            Set.of("pbm.play"),
            Set.of("pbm.admin", "pbm.web"),
            Set.of("pbm.command"),
            Set.of("pbm.server"),
            Set.of("pbm.bench"),
            Set.of("pbm.cli"));
    private static final Set<String> FAMILIES = Set.of("pbm.rules.draughts", "pbm.rules.fairy");
    private static final String CATALOG_PACKAGE = "pbm.games";

    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final Pattern COMMENT_OR_TEXT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*|\"(?:\\\\.|[^\"\\\\])*\"");
    private static final Pattern CLASS_NAME = Pattern.compile("(?<![\\w.])(pbm(?:\\.[a-z]\\w*)+)\\.[A-Z]");
    private static final Pattern FULL_NAME = Pattern.compile("(?<![\\w.])pbm(?:\\.[a-z]\\w*)+\\.[A-Z]\\w*");

    @Test
    void everyPackageUsesOnlyLowerLayers() throws IOException {
        assertEquals(List.of(), wrongWay(dependencies()), "packages that use their own layer or a higher one");
    }

    @Test
    void noPackagesReachEachOther() throws IOException {
        Map<String, Set<String>> uses = dependencies();
        assertTrue(uses.containsKey("pbm.server") && uses.containsKey("pbm.cli"), "the check sees both modules");
        assertEquals(Set.of(), cycles(uses), "packages that reach each other (" + uses + ")");
    }

    @Test
    void onlyTheCatalogNamesAFamily() throws IOException {
        List<String> offenders = new ArrayList<>();
        dependencies().forEach((user, used) -> {
            if (!FAMILIES.contains(user) && !user.equals(CATALOG_PACKAGE)) {
                used.stream().filter(FAMILIES::contains).forEach(family -> offenders.add(user + " -> " + family));
            }
        });
        assertEquals(List.of(), offenders, "packages other than the catalog's that name a family");
    }

    @Test
    void noClassOfPbmIsNamedInFullInTheCode() throws IOException {
        List<String> offenders = new ArrayList<>();
        for (Path path : sources()) {
            String code = COMMENT_OR_TEXT.matcher(Files.readString(path)).replaceAll(" ")
                    .replaceAll("(?m)^(import|package)\\s[^\\n]*", " ");
            Matcher named = FULL_NAME.matcher(code);
            if (named.find()) {
                offenders.add(path.getFileName() + ": " + named.group());
            }
        }
        assertEquals(List.of(), offenders, "classes named in full instead of imported");
    }

    @Test
    void theChecksFindAWrongWayArrowAndACycle() {
        Map<String, Set<String>> uses = new TreeMap<>(Map.of("pbm.rules", Set.of("pbm.play"),
                "pbm.play", Set.of("pbm.rules"), "pbm.admin", Set.of("pbm.play"), "pbm.mail", Set.of("pbm.render"),
                "pbm.unplanned", Set.of()));
        assertEquals(List.of("pbm.mail -> pbm.render (same layer)", "pbm.rules -> pbm.play (higher layer)",
                "pbm.unplanned has no layer"), wrongWay(uses));
        assertEquals(Set.of(Set.of("pbm.play", "pbm.rules")), cycles(uses));
    }

    /** Each use of a package of the same or a higher layer, and each package that has no layer. */
    private static List<String> wrongWay(Map<String, Set<String>> uses) {
        List<String> offenders = new ArrayList<>();
        uses.forEach((user, used) -> {
            int own = layerOf(user);
            if (own < 0) {
                offenders.add(user + " has no layer");
                return;
            }
            for (String other : used) {
                int layer = layerOf(other);
                if (layer >= own) {
                    offenders.add(user + " -> " + other + (layer == own ? " (same layer)" : " (higher layer)"));
                }
            }
        });
        return offenders;
    }

    private static int layerOf(String packageName) {
        for (int i = 0; i < LAYERS.size(); i++) {
            if (LAYERS.get(i).contains(packageName)) {
                return i;
            }
        }
        return -1;
    }

    /** Each package and the other packages its code names, by import or in full. */
    private static Map<String, Set<String>> dependencies() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Path path : sources()) {
            String text = Files.readString(path);
            Matcher declared = PACKAGE.matcher(text);
            String own = declared.find() ? declared.group(1) : "";
            Set<String> named = uses.computeIfAbsent(own, p -> new TreeSet<>());
            Matcher used = CLASS_NAME.matcher(COMMENT_OR_TEXT.matcher(text).replaceAll(" "));
            while (used.find()) {
                if (!used.group(1).equals(own)) {
                    named.add(used.group(1));
                }
            }
        }
        return uses;
    }

    private static List<Path> sources() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path root : SOURCE_ROOTS) {
            try (Stream<Path> paths = Files.walk(root)) {
                paths.filter(p -> p.toString().endsWith(".java")).sorted().forEach(files::add);
            }
        }
        return files;
    }

    /** The groups of two or more packages each of which reaches every other. */
    private static Set<Set<String>> cycles(Map<String, Set<String>> uses) {
        Map<String, Set<String>> reached = new HashMap<>();
        for (String start : uses.keySet()) {
            Set<String> seen = new HashSet<>();
            Deque<String> next = new ArrayDeque<>(uses.get(start));
            while (!next.isEmpty()) {
                String at = next.pop();
                if (seen.add(at)) {
                    next.addAll(uses.getOrDefault(at, Set.of()));
                }
            }
            reached.put(start, seen);
        }
        Set<Set<String>> groups = new HashSet<>();
        for (String one : uses.keySet()) {
            Set<String> group = new TreeSet<>();
            for (String other : reached.get(one)) {
                if (reached.getOrDefault(other, Set.of()).contains(one)) {
                    group.add(other);
                }
            }
            if (group.size() > 1) {
                groups.add(Set.copyOf(group));
            }
        }
        return groups;
    }
}
