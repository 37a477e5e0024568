package pbm.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
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
 * The packages depend on each other in one direction: no two packages reach each other, by an
 * import or by a class named in full in the code, except the two groups the move of draughts
 * into one family (issue 31) will take apart; and every arrow shows in the import lines, no
 * class of pbm being named in full in the code. Read from the sources of both modules.
 */
class PackageCyclesTest {
    private static final List<Path> SOURCE_ROOTS = List.of(
            Path.of("src", "main", "java"), Path.of("..", "cli", "src", "main", "java"));
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final Pattern COMMENT_OR_TEXT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*|\"(?:\\\\.|[^\"\\\\])*\"");
    private static final Pattern CLASS_NAME = Pattern.compile("(?<![\\w.])(pbm(?:\\.[a-z]\\w*)+)\\.[A-Z]");
    /** The engine and its variants, and the seam with its families: to be undone by issue 31. */
    private static final Set<Set<String>> KNOWN = Set.of(
            Set.of("pbm.engine", "pbm.engine.variant"),
            Set.of("pbm.rules", "pbm.rules.draughts", "pbm.rules.fairy"));

    @Test
    void noPackagesReachEachOtherButTheKnownGroups() throws IOException {
        Map<String, Set<String>> uses = dependencies();
        assertTrue(uses.containsKey("pbm.server") && uses.containsKey("pbm.cli"), "the check sees both modules");
        assertEquals(KNOWN, cycles(uses), "packages that reach each other (" + uses + ")");
    }

    /**
     * The perft command counts on two engines whose classes are both called {@code Perft}, one
     * named in full, until perft is part of the seam (issue 31).
     */
    private static final Set<String> NAMES_IN_FULL_ALLOWED = Set.of("PerftCommand.java");
    private static final Pattern FULL_NAME = Pattern.compile("(?<![\\w.])pbm(?:\\.[a-z]\\w*)+\\.[A-Z]\\w*");

    @Test
    void noClassOfPbmIsNamedInFullInTheCode() throws IOException {
        List<String> offenders = new java.util.ArrayList<>();
        for (Path root : SOURCE_ROOTS) {
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : paths.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String code = COMMENT_OR_TEXT.matcher(Files.readString(path)).replaceAll(" ")
                            .replaceAll("(?m)^(import|package)\\s[^\\n]*", " ");
                    Matcher named = FULL_NAME.matcher(code);
                    if (named.find() && !NAMES_IN_FULL_ALLOWED.contains(path.getFileName().toString())) {
                        offenders.add(path.getFileName() + ": " + named.group());
                    }
                }
            }
        }
        assertEquals(List.of(), offenders, "classes named in full instead of imported");
    }

    @Test
    void theCheckFindsACycle() {
        Map<String, Set<String>> uses = new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"),
                "d", Set.of("a")));
        assertEquals(Set.of(Set.of("a", "b", "c")), cycles(uses));
    }

    /** Each package and the other packages its code names. */
    private static Map<String, Set<String>> dependencies() throws IOException {
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Path root : SOURCE_ROOTS) {
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : paths.filter(p -> p.toString().endsWith(".java")).toList()) {
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
            }
        }
        return uses;
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
