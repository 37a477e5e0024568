package pbm.web;

import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * What a page answers: the status, the content type, the body, the ETag when the page has
 * one (a board page: its game's revision and the ply shown), and headers of its own.
 */
record Response(int status, String type, byte[] body, String etag, Map<String, String> headers) {
    static final String HTML = "text/html; charset=utf-8";
    static final String TEXT = "text/plain; charset=utf-8";

    Response {
        headers = Map.copyOf(headers);
    }

    /** An HTML page. */
    static Response html(String html) {
        return html(html, null);
    }

    /** An HTML page with {@code etag} (null: none). */
    static Response html(String html, String etag) {
        return new Response(200, HTML, html.getBytes(StandardCharsets.UTF_8), etag, Map.of());
    }

    /** An error page saying {@code status} and {@code message} (plain words, escaped here). */
    static Response error(int status, String message) {
        String page = Html.page(message, "<h1>" + Html.escape(message) + "</h1>\n<p><a href=\"/\">The games</a></p>\n");
        return new Response(status, HTML, page.getBytes(StandardCharsets.UTF_8), null, Map.of());
    }

    static Response notFound() {
        return error(404, "Not found");
    }
}
