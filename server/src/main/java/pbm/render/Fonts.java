package pbm.render;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.logging.Logger;

/**
 * The fonts the pieces' figures and characters come from, looked up by family name once and
 * kept; a family not installed, or one that cannot show a character, is logged once with the
 * Debian package that brings it, and the caller then draws the lettered token instead.
 */
final class Fonts {
    /** The chess figurines U+2654..U+265F. */
    static final String DEJAVU = "DejaVu Sans";
    /** Shogi's kanji, in the Mincho style of real pieces. */
    static final String MINCHO = "IPAMincho";
    /** Xiangqi's and janggi's characters, and shogi's when Mincho is missing. */
    static final String MICRO_HEI = "WenQuanYi Micro Hei";

    private static final Logger LOG = Logger.getLogger(Fonts.class.getName());
    private static final Map<String, String> PACKAGES = Map.of(
            DEJAVU, "fonts-dejavu-core", MINCHO, "fonts-ipafont-mincho", MICRO_HEI, "fonts-wqy-microhei");
    /** Glyph outlines are taken at this size and scaled to the box. */
    private static final float OUTLINE_SIZE = 100f;
    private static final FontRenderContext CONTEXT = new FontRenderContext(new AffineTransform(), true, true);

    /** The fonts installed on this machine. */
    static final Fonts SYSTEM = new Fonts(Fonts::installed);

    private final Function<String, Font> lookup;
    private final Map<String, Optional<Font>> families = new ConcurrentHashMap<>();
    private final Map<String, java.awt.Shape> outlines = new ConcurrentHashMap<>();
    private final Set<String> warned = ConcurrentHashMap.newKeySet();

    /** Fonts by {@code lookup}: a family's name to its font, null when not installed (tests pass their own). */
    Fonts(Function<String, Font> lookup) {
        this.lookup = lookup;
    }

    /** The installed font of {@code family}; Java answers an unknown family with Dialog, which is not it. */
    static Font installed(String family) {
        Font font = new Font(family, Font.PLAIN, 1);
        return font.getFamily(Locale.ROOT).equalsIgnoreCase(family) ? font : null;
    }

    /**
     * The first of {@code families} installed that shows every character of {@code text}, null
     * when none does; each missing family or character is logged once.
     */
    Font find(String text, String... families) {
        for (String family : families) {
            Font font = family(family);
            if (font != null && displays(font, text)) {
                return font;
            }
        }
        return null;
    }

    /** Whether one of {@code families} shows {@code text}, without logging: for legends. */
    boolean shows(String text, String... families) {
        for (String family : families) {
            Font font = this.families.computeIfAbsent(family, name -> Optional.ofNullable(lookup.apply(name)))
                    .orElse(null);
            if (font != null && font.canDisplayUpTo(text) == -1) {
                return true;
            }
        }
        return false;
    }

    /** The outline of {@code text} in {@code font}, at {@link #OUTLINE_SIZE} with its baseline at 0. */
    java.awt.Shape outline(Font font, String text) {
        return outlines.computeIfAbsent(font.getFontName(Locale.ROOT) + '\u0000' + text,
                key -> font.deriveFont(OUTLINE_SIZE).createGlyphVector(CONTEXT, text).getOutline());
    }

    /** The bounds of {@code text}'s outline in {@code font}. */
    Rectangle2D bounds(Font font, String text) {
        return outline(font, text).getBounds2D();
    }

    /** The font size the outlines are taken at. */
    static float outlineSize() {
        return OUTLINE_SIZE;
    }

    private Font family(String family) {
        Font font = families.computeIfAbsent(family, name -> Optional.ofNullable(lookup.apply(name))).orElse(null);
        if (font == null && warned.add(family)) {
            LOG.warning(() -> "Font \"" + family + "\" is not installed: pieces drawn with it fall back to "
                    + "lettered tokens (install the Debian package " + PACKAGES.getOrDefault(family, "with it") + ")");
        }
        return font;
    }

    private boolean displays(Font font, String text) {
        if (font.canDisplayUpTo(text) == -1) {
            return true;
        }
        String family = font.getFamily(Locale.ROOT);
        if (warned.add(family + '\u0000' + text)) {
            LOG.warning(() -> "Font \"" + family + "\" cannot show \"" + text + "\": that piece falls back to a "
                    + "lettered token (the Debian package " + PACKAGES.getOrDefault(family, "for it")
                    + " has it)");
        }
        return false;
    }
}
