package pbm.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rules seam holds: only the draughts family (and the engine tools named here) reach
 * the draughts engine, and only {@link Catalog} names a family. Read from the source files
 * of both modules, so a new class is checked the day it is written.
 */
class SeamArchitectureTest {
    private static final List<Path> SOURCE_ROOTS = List.of(
            Path.of("src", "main", "java"), Path.of("..", "cli", "src", "main", "java"));
    /** Engine tools that measure the engine itself, below the seam by design. */
    private static final Set<String> ENGINE_TOOLS = Set.of("pbm.cli.PerftCommand");
    private static final Set<String> FAMILY_PACKAGES = Set.of("pbm.rules.draughts", "pbm.rules.fairy");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final Pattern COMMENT = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*");
    private static final Pattern ENGINE = Pattern.compile("\\bpbm\\.engine\\b");
    private static final Pattern FAMILY = Pattern.compile("\\bpbm\\.rules\\.(draughts|fairy)\\b");

    @Test
    void onlyTheDraughtsFamilyAndTheEngineToolsUseTheEngine() throws IOException {
        List<String> offenders = new ArrayList<>();
        for (SourceFile file : sourceFiles()) {
            boolean below = file.inPackage("pbm.engine") || file.inPackage("pbm.rules.draughts")
                    || ENGINE_TOOLS.contains(file.className());
            if (!below && ENGINE.matcher(file.code()).find()) {
                offenders.add(file.className());
            }
        }
        assertEquals(List.of(), offenders, "classes above the rules seam that use pbm.engine");
    }

    @Test
    void onlyTheCatalogNamesAFamily() throws IOException {
        List<String> offenders = new ArrayList<>();
        for (SourceFile file : sourceFiles()) {
            boolean family = FAMILY_PACKAGES.stream().anyMatch(file::inPackage);
            if (!family && !file.className().equals(Catalog.class.getName())
                    && !ENGINE_TOOLS.contains(file.className())
                    && FAMILY.matcher(file.code()).find()) {
                offenders.add(file.className());
            }
        }
        assertEquals(List.of(), offenders, "classes outside the families that name a family package");
    }

    @Test
    void theCheckSeesTheSources() throws IOException {
        List<SourceFile> files = sourceFiles();
        assertTrue(files.stream().anyMatch(f -> f.className().equals("pbm.play.GameService")));
        assertTrue(files.stream().anyMatch(f -> f.className().equals("pbm.cli.Main")), "the cli module's sources");
        assertTrue(files.stream().anyMatch(f -> f.className().equals(Catalog.class.getName())
                && FAMILY.matcher(f.code()).find()), "the catalog lists the draughts family");
    }

    /** A source file: its class (by file name), its package, and its text without comments. */
    private record SourceFile(String packageName, String className, String code) {

        boolean inPackage(String name) {
            return packageName.equals(name) || packageName.startsWith(name + ".");
        }
    }

    private static List<SourceFile> sourceFiles() throws IOException {
        List<SourceFile> files = new ArrayList<>();
        for (Path root : SOURCE_ROOTS) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> paths = Files.walk(root)) {
                for (Path path : paths.filter(p -> p.toString().endsWith(".java")).toList()) {
                    files.add(read(path));
                }
            }
        }
        return files;
    }

    private static SourceFile read(Path path) throws IOException {
        String text = Files.readString(path);
        Matcher declared = PACKAGE.matcher(text);
        String packageName = declared.find() ? declared.group(1) : "";
        String simpleName = path.getFileName().toString().replaceFirst("\\.java$", "");
        String className = packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
        String code = COMMENT.matcher(text).replaceAll(" ");
        if (simpleName.equals("package-info")) {
            code = "";
        }
        return new SourceFile(packageName, className, code);
    }
}
