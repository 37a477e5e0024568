package pbm.play;

import java.sql.Connection;
import java.sql.SQLException;
import pbm.store.WebPrivacy;

/**
 * The address of a board's web page, which board mails end with: {@code web.base-url} and
 * the board's unguessable key ({@link WebPrivacy#boardKey}). Set once by the server as it starts
 * its web pages; without it board mails carry no link.
 */
public final class WebLinks {
    private static volatile String baseUrl;

    private WebLinks() {
    }

    /** The base address of the web pages ({@code https://pbm.example.org}), or null for none. */
    public static void baseUrl(String url) {
        baseUrl = url == null || url.isBlank() ? null : url.strip().replaceAll("/+$", "");
    }

    /** The page of {@code board}, its key made when first asked for; null when the server has no web pages. */
    static String link(Connection connection, int board) throws SQLException {
        String base = baseUrl;
        return base == null ? null : base + "/b/" + new WebPrivacy(connection).boardKey(board);
    }
}
