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

    /** The names of the pictures, as their Content-IDs say them (without angle brackets). */
    public List<String> contentIds() {
        return pictures.stream().map(Picture::contentId).toList();
    }

    /**
     * A PNG the page shows by {@code cid:contentId}. The bytes are shared with the cache that
     * drew them, not copied: nobody changes them.
     */
    public record Picture(String contentId, byte[] png) {
    }
}
