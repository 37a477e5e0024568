package pbm.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.store.OutboxRow;
import pbm.store.WebPrivacy;
import pbm.testing.TestServer;

/** The web pages over a real server's database, asked for over HTTP as a browser would. */
class WebServerTest {
    private static final Pattern LINK = Pattern.compile("href=\"(/[^\"]*|\\?ply=\\d+)\"");

    @TempDir
    Path dir;

    private final HttpClient client = HttpClient.newHttpClient();
    private WebServer web;

    @AfterEach
    void stop() {
        if (web != null) {
            web.close();
        }
    }

    private void start(TestServer server) throws IOException {
        web = new WebServer(server.database(), server.clock(), "https://pbm.example");
        web.start(new InetSocketAddress("127.0.0.1", 0));
    }

    private HttpResponse<String> get(String path, String... headers) throws Exception {
        return client.send(request(path, headers).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder request(String path, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + web.port() + path));
        for (int i = 0; i < headers.length; i += 2) {
            request.header(headers[i], headers[i + 1]);
        }
        return request;
    }

    /** Chess board 101, alice against bob, after 1. e4 e5 2. Nf3. */
    private static TestServer chessGame(Path dir) throws Exception {
        TestServer server = TestServer.withThreePlayers(dir);
        server.mail("alice@example.org", "chess challenge alice bob", "");
        server.mail("alice@example.org", "chess move 101 alice apw e4", "");
        server.mail("bob@example.org", "chess move 101 bob bpw e5", "");
        server.mail("alice@example.org", "chess move 101 alice apw Nf3", "");
        return server;
    }

    private static String key(TestServer server, int board) throws Exception {
        return server.database().transaction(c -> new WebPrivacy(c).boardKey(board));
    }

    private static String cell(String square, String piece) {
        return "data-square=\"" + square + "\" data-piece=\"" + piece + "\"";
    }

    @Test
    void aBoardPageShowsTheGameAndItsBoardFromTheMailsTiles() throws Exception {
        try (TestServer server = chessGame(dir)) {
            start(server);
            HttpResponse<String> page = get("/b/" + key(server, 101));
            assertEquals(200, page.statusCode());
            assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").orElseThrow());
            assertEquals("no-cache", page.headers().firstValue("Cache-Control").orElseThrow());
            String html = page.body();
            assertTrue(html.contains("<h1>Chess Board 101</h1>"), html);
            assertTrue(html.contains("It is bob&#39;s turn."), html);
            assertTrue(html.contains("href=\"/p/alice\">alice</a>") && html.contains("href=\"/p/bob\">bob</a>"));
            assertTrue(html.contains("<svg") && html.contains("data:image/png;base64,"), "the board as SVG of tiles");
            assertTrue(html.contains(cell("f3", "N")) && html.contains(cell("e5", "p")) && html.contains(cell("g1", "")),
                    "the position after the last move");
            assertEquals(64, count(html, "data-square=\""), "one cell a square");
            for (int ply = 1; ply <= 3; ply++) {
                assertTrue(html.contains("href=\"?ply=" + ply + "\""), "a link to ply " + ply);
            }
            assertTrue(html.contains("href=\"/b/" + key(server, 101) + "/record\""), "the record's link");
            assertTrue(html.contains("Time used: alice"), "the clocks");
            assertTrue(html.contains("https://pbm.example/b/" + key(server, 101)), "the link to share");
            assertTrue(html.contains("ArrowLeft") && html.contains("id=\"prev\""), "keys and buttons");
        }
    }

    @Test
    void plyThreeShowsThePositionAfterThreePliesAndPlyZeroTheStart() throws Exception {
        try (TestServer server = chessGame(dir)) {
            server.mail("bob@example.org", "chess move 101 bob bpw Nc6", "");
            start(server);
            String key = key(server, 101);
            String three = get("/b/" + key + "?ply=3").body();
            assertTrue(three.contains("data-ply=\"3\""));
            assertTrue(three.contains(cell("f3", "N")) && three.contains(cell("b8", "n")) && three.contains(cell("c6", "")),
                    "after 1. e4 e5 2. Nf3, before Nc6");
            String two = get("/b/" + key + "?ply=2").body();
            assertTrue(two.contains(cell("g1", "N")) && two.contains(cell("f3", "")) && two.contains(cell("e5", "p")));
            String start = get("/b/" + key + "?ply=0").body();
            assertTrue(start.contains(cell("e2", "P")) && start.contains(cell("e4", "")) && start.contains(cell("e7", "p")));
            String last = get("/b/" + key).body();
            assertTrue(last.contains(cell("c6", "n")), "no ply: the last position");
            assertTrue(three.contains("id=\"prev\" href=\"?ply=2\"") && three.contains("id=\"next\" href=\"?ply=4\""));
        }
    }

    @Test
    void theRecordDownloadsAsPlainText() throws Exception {
        try (TestServer server = chessGame(dir)) {
            start(server);
            HttpResponse<String> record = get("/b/" + key(server, 101) + "/record");
            assertEquals(200, record.statusCode());
            assertEquals("text/plain; charset=utf-8", record.headers().firstValue("Content-Type").orElseThrow());
            assertEquals("attachment; filename=\"board-101.pgn\"",
                    record.headers().firstValue("Content-Disposition").orElseThrow());
            assertTrue(record.body().contains("[White \"alice\"]") && record.body().contains("[Black \"bob\"]"),
                    record.body());
            assertTrue(record.body().contains("1. e4 e5 2. Nf3"), record.body());
        }
    }

    @Test
    void unknownPagesAreNotFoundAndOnlyGetAndHeadAreAllowed() throws Exception {
        try (TestServer server = chessGame(dir)) {
            start(server);
            String key = key(server, 101);
            assertEquals(404, get("/b/AAAAAAAAAAAAAAAA").statusCode());
            assertEquals(404, get("/b/" + key + "x").statusCode());
            assertEquals(404, get("/b/101").statusCode());
            assertEquals(404, get("/g/nosuchgame").statusCode());
            assertEquals(404, get("/p/nobody").statusCode());
            assertEquals(404, get("/nothing").statusCode());
            HttpResponse<String> post = client.send(request("/b/" + key)
                    .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(405, post.statusCode());
            assertEquals("GET, HEAD", post.headers().firstValue("Allow").orElseThrow());
            HttpResponse<String> head = client.send(request("/b/" + key).method("HEAD",
                    HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, head.statusCode());
            assertEquals("", head.body());
        }
    }

    @Test
    void aBoardPageAnswers304ToItsETagUntilTheGameMoves() throws Exception {
        try (TestServer server = chessGame(dir)) {
            start(server);
            String path = "/b/" + key(server, 101);
            String etag = get(path).headers().firstValue("ETag").orElseThrow();
            HttpResponse<String> again = get(path, "If-None-Match", etag);
            assertEquals(304, again.statusCode());
            assertEquals("", again.body());
            assertNotEquals(etag, get(path + "?ply=1").headers().firstValue("ETag").orElseThrow(), "a tag per ply");
            server.mail("bob@example.org", "chess move 101 bob bpw Nc6", "");
            HttpResponse<String> moved = get(path, "If-None-Match", etag);
            assertEquals(200, moved.statusCode(), "a move changes the page");
            assertTrue(moved.body().contains(cell("c6", "n")));
            String movedTag = moved.headers().firstValue("ETag").orElseThrow();
            server.mail("alice@example.org", "chess resign 101 alice apw", "");
            assertEquals(200, get(path, "If-None-Match", movedTag).statusCode(), "a resignation changes the page");
        }
    }

    @Test
    void pagesAreGzippedForClientsThatTakeIt() throws Exception {
        try (TestServer server = chessGame(dir)) {
            start(server);
            for (String path : List.of("/b/" + key(server, 101), "/", "/g/chess", "/p/alice")) {
                HttpResponse<byte[]> zipped = client.send(request(path, "Accept-Encoding", "gzip").GET().build(),
                        HttpResponse.BodyHandlers.ofByteArray());
                assertEquals("gzip", zipped.headers().firstValue("Content-Encoding").orElseThrow(), path);
                String unzipped = new String(new GZIPInputStream(new ByteArrayInputStream(zipped.body())).readAllBytes(),
                        StandardCharsets.UTF_8);
                String plain = get(path).body();
                assertEquals(plain, unzipped, path);
                assertTrue(zipped.body().length < plain.length() * 3 / 4, path + " gzipped to " + zipped.body().length);
            }
            assertTrue(get("/").headers().firstValue("Content-Encoding").isEmpty(), "not asked, not gzipped");
        }
    }

    @Test
    void theListPagesLinkBoardsGamesAndPlayers() throws Exception {
        try (TestServer server = chessGame(dir)) {
            server.mail("bob@example.org", "chess move 101 bob bpw Nc6", "");
            server.mail("alice@example.org", "chess resign 101 alice apw", "");
            server.mail("carol@example.org", "draughts challenge carol alice", "");
            start(server);
            String front = get("/").body();
            String chessLink = "href=\"/b/" + key(server, 101) + "\">Chess Board 101</a>";
            assertTrue(front.contains(chessLink), front);
            assertTrue(front.contains("href=\"/b/" + key(server, 102) + "\">Draughts Board 102</a>"), front);
            assertTrue(front.indexOf("Draughts Board 102") < front.indexOf("Recently finished")
                    && front.indexOf(chessLink) > front.indexOf("Recently finished"), "in progress, then finished");
            assertTrue(front.contains("won by bob (alice resigned)"), front);
            assertTrue(front.contains("href=\"/g/chess\">chess</a>") && front.contains("href=\"/g/shogi\">shogi</a>"));
            String chess = get("/g/chess").body();
            assertTrue(chess.contains("<h1>Chess</h1>") && chess.contains("Standings: chess"), chess);
            assertTrue(chess.indexOf("href=\"/p/bob\">bob</a>") < chess.indexOf("href=\"/p/alice\">alice</a>"),
                    "the winner first");
            assertTrue(chess.contains("<pre>") && chess.contains("chess move"), "its help page");
            String draughts = get("/g/draughts").body();
            assertTrue(draughts.contains("Draughts Board 102") && !draughts.contains("Chess Board 101"));
            String alice = get("/p/alice").body();
            assertTrue(alice.contains("Draughts Board 102") && alice.contains("Chess Board 101"), alice);
            assertTrue(alice.indexOf("Draughts Board 102") < alice.indexOf("Finished games")
                    && alice.indexOf("Chess Board 101") > alice.indexOf("Finished games"));
            assertTrue(alice.contains("<h3>chess: "), alice);
            Matcher chart = Pattern.compile("<svg[^>]*class=\"rating-chart\" data-pool=\"chess\".*?<polyline[^>]*points=\""
                    + "([^\"]*)\"").matcher(alice);
            assertTrue(chart.find(), "alice's chess rating chart");
            assertEquals(2, chart.group(1).split(" ").length, "before and after her one rated game");
            assertTrue(get("/p/carol").body().contains("No rated game yet."));
        }
    }

    @Test
    void aPrivatePlayersBoardsAreLeftOutOfEveryListAndOpenOnlyByTheirKey() throws Exception {
        try (TestServer server = chessGame(dir)) {
            server.mail("carol@example.org", "draughts challenge carol alice", "");
            server.database().transaction(c -> {
                new WebPrivacy(c).setPrivate("bob", true);
                return null;
            });
            start(server);
            String front = get("/").body();
            assertTrue(front.contains("Draughts Board 102"), front);
            assertFalse(front.contains("Chess Board 101"), front);
            assertFalse(get("/g/chess").body().contains("Chess Board 101"));
            String alice = get("/p/alice").body();
            assertTrue(alice.contains("Draughts Board 102") && !alice.contains("Chess Board 101"), alice);
            assertEquals(404, get("/p/bob").statusCode(), "a private player has no page");
            String board = get("/b/" + key(server, 101)).body();
            assertTrue(board.contains("Chess Board 101"), "the key still opens the board");
            assertFalse(board.contains("href=\"/p/bob\""), "and does not link the private player");
            assertEquals(404, get("/b/" + key(server, 102).replaceFirst(".$", "_")).statusCode());
        }
    }

    @Test
    void textFromTheDatabaseIsEscaped() throws Exception {
        try (TestServer server = chessGame(dir)) {
            server.mail("alice@example.org", "chess resign 101 alice apw", "");
            server.database().transaction(c -> {
                try (var statement = c.prepareStatement("UPDATE games SET reason = ? WHERE board = 101")) {
                    statement.setString(1, "<script>alert(\"x\")</script> & more");
                    statement.executeUpdate();
                }
                return null;
            });
            start(server);
            for (String path : List.of("/", "/b/" + key(server, 101), "/p/alice")) {
                String html = get(path).body();
                assertFalse(html.contains("<script>alert"), path);
                assertTrue(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more"), path + html);
            }
        }
    }

    /**
     * A server with 100 boards of five games, some ended: a crawl from the front page that
     * follows every link finds every page answering, and no player's address, password or
     * reply token on any.
     */
    @Test
    void aCrawlOfAHundredGamesShowsNoAddressPasswordOrToken() throws Exception {
        try (TestServer server = new TestServer(dir)) {
            List<String> players = List.of("ann", "ben", "cat", "dan");
            List<OutboxRow> mails = new ArrayList<>();
            for (String player : players) {
                server.mail(player + "@example.org", "signup " + player + " pw." + player + ".secret", "");
            }
            List<String> games = List.of("chess", "draughts", "shogi", "xiangqi", "othello");
            for (int i = 0; i < 100; i++) {
                String white = players.get(i % 4);
                String black = players.get((i + 1 + i / 4) % 4 == i % 4 ? (i + 2) % 4 : (i + 1 + i / 4) % 4);
                mails.addAll(server.mail(white + "@example.org", games.get(i % 5) + " challenge " + white + " " + black, ""));
                playSomeMoves(server, 101 + i, i % 7);
                if (i % 3 == 0 && i % 7 >= 2) {
                    LoadedGame game = load(server, 101 + i);
                    mails.addAll(server.mail(black + "@example.org", game.row().gameWord() + " resign " + (101 + i)
                            + " " + black + " pw." + black + ".secret", ""));
                }
            }
            List<String> secrets = new ArrayList<>(List.of("@example.org", ".secret"));
            for (OutboxRow row : mails) {
                if (row.replyTo() != null) {
                    secrets.add(row.replyTo());
                    secrets.add(row.replyTo().substring(row.replyTo().lastIndexOf('.') + 1, row.replyTo().indexOf('@')));
                }
            }
            assertTrue(secrets.size() > 2, "the board mails had reply addresses");
            start(server);
            Set<String> seen = crawl(secrets);
            assertTrue(seen.stream().filter(p -> p.matches("/b/[^/?]+")).count() >= 100, "every board: " + seen.size());
            assertTrue(seen.stream().anyMatch(p -> p.endsWith("/record")) && seen.contains("/p/ann")
                    && seen.contains("/g/othello"), "records, players and games were followed");
        }
    }

    /** Every page reachable from the front page; each must answer 200 and contain none of {@code secrets}. */
    private Set<String> crawl(List<String> secrets) throws Exception {
        Set<String> seen = new HashSet<>(Set.of("/"));
        Deque<String> queue = new ArrayDeque<>(List.of("/"));
        while (!queue.isEmpty()) {
            String path = queue.poll();
            HttpResponse<String> page = get(path);
            assertEquals(200, page.statusCode(), path);
            for (String secret : secrets) {
                assertFalse(page.body().contains(secret), path + " shows " + secret);
            }
            Matcher link = LINK.matcher(page.body());
            while (link.find()) {
                String target = link.group(1).startsWith("?") ? path.replaceFirst("\\?.*", "") + link.group(1)
                        : link.group(1);
                if (seen.add(target)) {
                    queue.add(target);
                }
            }
        }
        return seen;
    }

    private static LoadedGame load(TestServer server, int board) throws Exception {
        return server.database().transaction(c -> new GameService(c).load(board)).orElseThrow();
    }

    /** Plays the first legal move {@code plies} times on {@code board}, straight through the game service. */
    private static void playSomeMoves(TestServer server, int board, int plies) throws Exception {
        for (int i = 0; i < plies; i++) {
            server.database().transaction(c -> {
                GameService service = new GameService(c);
                LoadedGame game = service.load(board).orElseThrow();
                if (game.row().active() && !game.play().legalMoves().isEmpty()) {
                    service.play(game, game.play().legalMoves().get(0), null, server.clock().instant());
                }
                return null;
            });
            server.clock().advance(java.time.Duration.ofMinutes(5));
        }
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
