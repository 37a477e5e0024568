package pbm.mail;

/**
 * The HTML alternative of a board mail: the page and the PNG it shows inline as
 * {@code <img src="cid:CONTENT_ID">}, sent as multipart/alternative (the text part first)
 * with the HTML and the picture in a multipart/related.
 */
public record HtmlPart(String html, byte[] png) {
    /** The Content-ID the page names the picture by (without angle brackets). */
    public static final String CONTENT_ID = "board@pbm";

    public HtmlPart {
        png = png.clone();
    }

    @Override
    public byte[] png() {
        return png.clone();
    }
}
