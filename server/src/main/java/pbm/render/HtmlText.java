package pbm.render;

/** Text put into a board mail's HTML: the four characters HTML gives a meaning written as entities. */
public final class HtmlText {

    private HtmlText() {
    }

    /** {@code text} with {@code & < > "} escaped; null is the empty text. */
    public static String escape(String text) {
        return text == null ? "" : text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
