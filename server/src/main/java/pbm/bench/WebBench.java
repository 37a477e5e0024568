package pbm.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pbm.store.Database;
import pbm.store.WebPrivacy;
import pbm.web.WebServer;

/**
 * The web figure of the bench (issue 35): board pages viewed one after another from the
 * bench's own boards, over loopback, through the web server {@code serve} runs. A view is a
 * whole page: the game loaded, its board drawn as SVG of tiles, the page written and sent.
 */
final class WebBench {

    private WebBench() {
    }

    /** Views a second and the p50 and p99 of a view, in milliseconds. */
    record Figures(int views, double viewsPerSecond, double p50Millis, double p99Millis) {
    }

    static Figures measure(Database database, List<Integer> boards, int views, PrintWriter log)
            throws IOException, SQLException, InterruptedException {
        List<String> keys = new ArrayList<>();
        database.transaction(c -> {
            WebPrivacy privacy = new WebPrivacy(c);
            for (int board : boards) {
                keys.add(privacy.boardKey(board));
            }
            return null;
        });
        try (WebServer web = new WebServer(database, Clock.systemUTC(), "http://127.0.0.1")) {
            web.start(new InetSocketAddress("127.0.0.1", 0));
            HttpClient client = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + web.port() + "/b/";
            for (int i = 0; i < Math.min(200, views); i++) {
                view(client, base + keys.get(i % keys.size())); // warm the JIT, not counted
            }
            double[] millis = new double[views];
            long start = System.nanoTime();
            for (int i = 0; i < views; i++) {
                long one = System.nanoTime();
                view(client, base + keys.get((i * 7919) % keys.size()));
                millis[i] = (System.nanoTime() - one) / 1e6;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            Arrays.sort(millis);
            Figures figures = new Figures(views, views / seconds, millis[views / 2], millis[Math.min(views - 1,
                    views * 99 / 100)]);
            log.printf("web: %d board pages viewed in %.2f s: %.0f a second, p50 %.1f ms, p99 %.1f ms%n", views,
                    seconds, figures.viewsPerSecond(), figures.p50Millis(), figures.p99Millis());
            return figures;
        }
    }

    private static void view(HttpClient client, String url) throws IOException, InterruptedException {
        HttpResponse<byte[]> response = client.send(HttpRequest.newBuilder(URI.create(url)).GET().build(),
                HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(url + " answered " + response.statusCode());
        }
    }
}
