package pbm.rules.fairy;

/**
 * Issue 30: the words a definition gives every player to read (a game's name, its title, the
 * side names, the board labels) are printable: no bidirectional control (U+202A-202E,
 * U+2066-2069, U+200E/200F, U+061C), no control character, no other unprintable one
 * (formatting, line and paragraph separators, spaces but the plain one, private use,
 * unassigned, a lone surrogate), and at most {@value #MAX} characters.
 */
final class PlayerText {

    /** The most characters a title, a side name, a label or a game's name may have. */
    static final int MAX = 60;

    private PlayerText() {
    }

    /** Why {@code text} cannot be shown to players as {@code what} ("a title"), or null when it can. */
    static String problem(String text, String what) {
        int length = text.codePointCount(0, text.length());
        if (length > MAX) {
            return what + " may be at most " + MAX + " characters, this one has " + length;
        }
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            String kind = bidiControl(c) ? "bidirectional control"
                    : Character.getType(c) == Character.CONTROL ? "control character"
                    : printable(c) ? null : "unprintable character";
            if (kind != null) {
                return what + " may not contain the " + kind + " U+" + String.format("%04X", c);
            }
        }
        return null;
    }

    private static boolean bidiControl(int c) {
        return c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069 || c == 0x200E || c == 0x200F
                || c == 0x061C;
    }

    private static boolean printable(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.PRIVATE_USE, Character.SURROGATE, Character.UNASSIGNED -> false;
            case Character.SPACE_SEPARATOR -> c == ' ';
            default -> true;
        };
    }
}
