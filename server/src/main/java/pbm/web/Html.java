package pbm.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The frame every page shares: one inline stylesheet (system fonts, no external asset, so the
 * server works offline), a header linking home, and the escaping every text from the
 * database goes through.
 */
final class Html {
    /** The one stylesheet: a narrow readable column that fills a 390 px phone and centres on a desktop. */
    static final String CSS = """
            *{box-sizing:border-box}
            body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;\
            color:#1d1d1f;background:#f6f4ef}
            header{background:#3a2a1a;color:#fff;padding:10px 16px}
            header a{color:#fff;text-decoration:none;font-weight:600}
            main{max-width:960px;margin:0 auto;padding:12px 16px 32px}
            h1{font-size:1.5rem;margin:.4em 0}
            h2{font-size:1.15rem;margin:1.4em 0 .4em}
            a{color:#0b5cad}
            table{border-collapse:collapse;width:100%;background:#fff}
            th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e4e0d8;vertical-align:top}
            th{font-weight:600;background:#efebe3}
            .muted{color:#6b6b6b}
            .status{font-weight:600}
            .board{width:100%;max-width:720px;margin:8px 0}
            .board svg{display:block;width:100%;height:auto}
            .nav{display:flex;gap:8px;flex-wrap:wrap;margin:8px 0}
            .nav a,.nav span{padding:6px 12px;border:1px solid #c9c2b4;border-radius:6px;background:#fff;\
            text-decoration:none;color:#1d1d1f}
            .nav span{color:#aaa}
            .moves{display:flex;flex-wrap:wrap;gap:2px 10px;padding:0;list-style:none}
            .moves li{white-space:nowrap}
            .moves a{text-decoration:none;padding:1px 3px;border-radius:3px}
            .moves a.here{background:#1e90ff;color:#fff}
            .chart svg{display:block;width:100%;max-width:480px;height:auto;background:#fff}
            pre{white-space:pre-wrap;background:#fff;padding:10px;border:1px solid #e4e0d8;overflow-x:auto}
            @media (min-width:900px){.split{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:24px}}
            """;

    private Html() {
    }

    /** {@code text} safe inside an element or a quoted attribute. */
    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** {@code segment} as one segment of a path ({@code %20} for a space, never {@code +}). */
    static String pathSegment(String segment) {
        return URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** The whole page: {@code title} (plain text, escaped here) and {@code body} (HTML). */
    static String page(String title, String body) {
        return page(title, body, "");
    }

    /** As {@link #page(String, String)}, with {@code script} (JavaScript, may be empty) at the end of the body. */
    static String page(String title, String body, String script) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
                + "<title>" + escape(title) + "</title><style>" + CSS + "</style></head>\n<body>"
                + "<header><a href=\"/\">pbm</a></header>\n<main>\n" + body + "</main>\n"
                + (script.isEmpty() ? "" : "<script>" + script + "</script>\n") + "</body></html>\n";
    }

    /** A link to {@code href} (already a safe path) showing {@code text} (escaped here). */
    static String link(String href, String text) {
        return "<a href=\"" + escape(href) + "\">" + escape(text) + "</a>";
    }
}
