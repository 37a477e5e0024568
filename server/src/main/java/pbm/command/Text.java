package pbm.command;

/** Plain-text helpers for mail bodies, which are read in 72-column windows. */
public final class Text {
    static final int WIDTH = 72;

    private Text() {
    }

    /** {@code paragraph} broken at blanks into lines of at most 72 columns (a longer word stands alone). */
    public static String wrap(String paragraph) {
        StringBuilder out = new StringBuilder();
        int lineLength = 0;
        for (String word : paragraph.strip().split("\\s+")) {
            if (lineLength > 0 && lineLength + 1 + word.length() > WIDTH) {
                out.append('\n');
                lineLength = 0;
            } else if (lineLength > 0) {
                out.append(' ');
                lineLength++;
            }
            out.append(word);
            lineLength += word.length();
        }
        return out.toString();
    }
}
