package pbm.web;

import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.sql.SQLException;
import java.time.Clock;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.GZIPOutputStream;
import pbm.store.Database;

/**
 * The read-only web pages of issue 35: a board's page and its record, the server's front
 * page, a game type's and a player's. It runs on the JDK's own HTTP server
 * ({@code com.sun.net.httpserver}): read-only pages need no more than it gives, and it adds
 * no dependency. Requests run on a few threads with a bounded queue; when both are full the
 * accepting thread serves the request itself, which slows the taking of new ones instead of
 * queueing without end. Every page reads the database in one transaction; GET and HEAD never
 * change anything but making a board's page key the first time a list shows the board.
 */
public final class WebServer implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(WebServer.class.getName());
    private static final int THREADS = 4;
    private static final int QUEUED = 64;
    /** Smaller bodies are sent as they are: gzip would not save a packet. */
    private static final int GZIP_FROM_BYTES = 512;
    private static final String NO_DELAY = "sun.net.httpserver.nodelay";

    static {
        // The JDK's server writes a response's headers and body in separate small writes; with
        // Nagle's algorithm on, the body waits for the client's delayed ACK (40 ms on Linux),
        // which was nearly the whole time of a page. Read when its classes first load, so here.
        if (System.getProperty(NO_DELAY) == null) {
            System.setProperty(NO_DELAY, "true");
        }
    }

    private final Pages pages;
    private HttpServer server;
    private ThreadPoolExecutor executor;

    public WebServer(Database database, Clock clock, String baseUrl) {
        this.pages = new Pages(database, clock, baseUrl);
    }

    /** Starts listening on {@code listen} (port 0: any free port, see {@link #port}). */
    public void start(InetSocketAddress listen) throws IOException {
        executor = new ThreadPoolExecutor(THREADS, THREADS, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(QUEUED),
                runnable -> {
                    Thread thread = new Thread(runnable, "pbm-web");
                    thread.setDaemon(true);
                    return thread;
                }, new ThreadPoolExecutor.CallerRunsPolicy());
        server = HttpServer.create(listen, 0);
        server.setExecutor(executor);
        server.createContext("/", this::handle);
        server.start();
    }

    /** The port listened on. */
    public int port() {
        return server.getAddress().getPort();
    }

    @Override
    public void close() {
        if (server != null) {
            server.stop(0);
        }
        if (executor != null) {
            executor.shutdownNow();
        }
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            boolean head = method.equals("HEAD");
            if (!head && !method.equals("GET")) {
                exchange.getResponseHeaders().set("Allow", "GET, HEAD");
                send(exchange, Response.error(405, "Method not allowed"), true);
                return;
            }
            Response response;
            try {
                response = pages.answer(exchange.getRequestURI().getPath(), exchange.getRequestURI().getRawQuery());
            } catch (SQLException | RuntimeException e) {
                LOG.log(Level.WARNING, "web page " + exchange.getRequestURI().getPath() + " failed", e);
                response = Response.error(500, "Something went wrong");
            }
            if (response.etag() != null && matches(exchange.getRequestHeaders().getFirst("If-None-Match"),
                    response.etag())) {
                exchange.getResponseHeaders().set("ETag", response.etag());
                exchange.getResponseHeaders().set("Cache-Control", "no-cache");
                exchange.sendResponseHeaders(304, -1);
                return;
            }
            send(exchange, response, head);
        }
    }

    /** Whether {@code ifNoneMatch} (may be null) names {@code etag}, weak or strong, or is {@code *}. */
    static boolean matches(String ifNoneMatch, String etag) {
        if (ifNoneMatch == null) {
            return false;
        }
        String bare = etag.startsWith("W/") ? etag.substring(2) : etag;
        for (String tag : ifNoneMatch.split(",")) {
            String candidate = tag.strip();
            candidate = candidate.startsWith("W/") ? candidate.substring(2) : candidate;
            if (candidate.equals("*") || candidate.equals(bare)) {
                return true;
            }
        }
        return false;
    }

    /** Sends {@code response}, gzipped when the client takes it; the headers alone for HEAD. */
    private static void send(HttpExchange exchange, Response response, boolean head) throws IOException {
        Headers headers = exchange.getResponseHeaders();
        headers.set("Content-Type", response.type());
        headers.set("Cache-Control", "no-cache");
        headers.set("X-Content-Type-Options", "nosniff");
        headers.set("Referrer-Policy", "no-referrer");
        headers.set("Vary", "Accept-Encoding");
        response.headers().forEach(headers::set);
        if (response.etag() != null) {
            headers.set("ETag", response.etag());
        }
        byte[] body = response.body();
        String accepted = exchange.getRequestHeaders().getFirst("Accept-Encoding");
        if (body.length >= GZIP_FROM_BYTES && accepted != null && accepted.toLowerCase(java.util.Locale.ROOT).contains("gzip")) {
            body = gzip(body);
            headers.set("Content-Encoding", "gzip");
        }
        if (head) {
            headers.set("Content-Length", Integer.toString(body.length));
            exchange.sendResponseHeaders(response.status(), -1);
            return;
        }
        exchange.sendResponseHeaders(response.status(), body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static byte[] gzip(byte[] body) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(body.length / 3 + 64);
        try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
            zip.write(body);
        }
        return out.toByteArray();
    }
}
