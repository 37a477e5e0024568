package pbm.mail;

import java.util.List;

/**
 * The HTML alternative of a board mail: the page and the pictures it shows inline as
 * {@code <img src="cid:...">}, sent as multipart/alternative (the text part first) with the
 * HTML and its pictures in a multipart/related.
 */
public record HtmlPart(String html, List<Picture> pictures) {
    /** The Content-ID of the one picture of mails queued before boards were tiles. */
    public static final String CONTENT_ID = "board@pbm";

    public HtmlPart {
        pictures = List.copyOf(pictures);
    }

    /** The names the pictures are drawn again from, in the order of the page's {@link #contentId}s. */
    public List<String> names() {
        return pictures.stream().map(Picture::name).toList();
    }

    /** The Content-ID (without angle brackets) of the page's {@code index}-th picture: {@code p3@pbm}. */
    public static String contentId(int index) {
        return "p" + index + "@pbm";
    }

    /**
     * A PNG the page shows by {@code cid:contentId}, and the name it is drawn again from (null
     * for the one picture of an old mail). The bytes are shared with the cache that drew them,
     * not copied: nobody changes them.
     */
    public record Picture(String contentId, String name, byte[] png) {
    }
}
