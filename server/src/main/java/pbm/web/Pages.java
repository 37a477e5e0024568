package pbm.web;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pbm.games.Catalog;
import pbm.help.HelpPages;
import pbm.play.Elo;
import pbm.play.LoadedGame;
import pbm.play.StoredDefinitions;
import pbm.play.Timing;
import pbm.rules.Family;
import pbm.store.Database;
import pbm.store.GameRow;
import pbm.store.Games;
import pbm.store.Rating;
import pbm.store.RatingChange;
import pbm.store.Ratings;
import pbm.store.User;
import pbm.store.Users;
import pbm.store.WebLists;
import pbm.store.WebPrivacy;

/**
 * Which page a path names, and the list pages: the front page (games being played, recently
 * ended, the games hosted), a game type's ({@code /g/<word>}) and a player's
 * ({@code /p/<userid>}). Every list leaves out the boards of private players
 * ({@link WebLists}); a private player's own page is not found.
 */
final class Pages {
    private static final Pattern BOARD = Pattern.compile("/b/([^/]+)(/record)?");
    private static final Pattern GAME = Pattern.compile("/g/([A-Za-z0-9]{1,40})");
    private static final Pattern PLAYER = Pattern.compile("/p/([^/]{1,64})");
    /** How many boards a list shows. */
    static final int LISTED = 50;
    /** How many of a player's boards their page shows. */
    static final int PLAYER_BOARDS = 200;

    private final Database database;
    private final Clock clock;
    private final String baseUrl;
    private volatile HelpPages help;

    Pages(Database database, Clock clock, String baseUrl) {
        this.database = database;
        this.clock = clock;
        this.baseUrl = baseUrl == null ? "" : baseUrl.replaceAll("/+$", "");
    }

    /** The answer to a GET of {@code path} (decoded) with {@code query} (raw, may be null). */
    Response answer(String path, String query) throws SQLException {
        if (path.equals("/")) {
            return database.transaction(this::front);
        }
        Matcher board = BOARD.matcher(path);
        if (board.matches()) {
            return board(board.group(1), board.group(2) != null, query);
        }
        Matcher game = GAME.matcher(path);
        if (game.matches()) {
            return database.transaction(c -> gameType(c, game.group(1).toLowerCase(Locale.ROOT)));
        }
        Matcher player = PLAYER.matcher(path);
        if (player.matches()) {
            return database.transaction(c -> player(c, player.group(1)));
        }
        return Response.notFound();
    }

    /** A board's page or record: read in a transaction, drawn after it, so the database waits less. */
    private Response board(String key, boolean record, String query) throws SQLException {
        Optional<BoardPage.Data> data = database.transaction(c -> BoardPage.read(c, key, clock.instant()));
        if (data.isEmpty()) {
            return Response.notFound();
        }
        if (record) {
            return BoardPage.record(data.get());
        }
        return BoardPage.page(data.get(), BoardPage.ply(data.get(), query), baseUrl);
    }

    /** The front page. */
    private Response front(Connection connection) throws SQLException {
        WebLists lists = new WebLists(connection);
        StringBuilder body = new StringBuilder("<h1>Play by mail</h1>\n");
        body.append("<h2>Games in progress</h2>\n").append(boards(connection, lists.active(LISTED)));
        body.append("<h2>Recently finished</h2>\n").append(boards(connection, lists.finished(LISTED)));
        body.append("<h2>Games hosted</h2>\n<table><tr><th>Game</th><th>What it is</th><th>Playing</th></tr>\n");
        Map<String, Integer> counts = new Games(connection).activeByWord();
        for (Family.GameWord word : Catalog.words(new StoredDefinitions(connection))) {
            int count = counts.getOrDefault(word.word(), 0);
            body.append("<tr><td>").append(Html.link("/g/" + Html.pathSegment(word.word()), word.word()))
                    .append("</td><td>").append(Html.escape(word.summary())).append("</td><td>").append(count)
                    .append("</td></tr>\n");
        }
        body.append("</table>\n");
        return Response.html(Html.page("pbm: play by mail", body.toString()));
    }

    /** A game type's page: its boards being played, its standings per rating pool, its help page. */
    private Response gameType(Connection connection, String word) throws SQLException {
        Optional<Family.GameWord> found = Catalog.word(word, new StoredDefinitions(connection));
        if (found.isEmpty()) {
            return Response.notFound();
        }
        String title = Catalog.title(word);
        WebLists lists = new WebLists(connection);
        StringBuilder body = new StringBuilder("<h1>").append(Html.escape(title)).append("</h1>\n<p>")
                .append(Html.escape(found.get().summary())).append("</p>\n");
        body.append("<h2>Being played</h2>\n").append(boards(connection, lists.active(word, LISTED)));
        body.append(standings(connection, lists.pools(word)));
        Optional<String> page = help().page(word);
        if (page.isPresent()) {
            body.append("<h2>How to play it by mail</h2>\n<pre>").append(Html.escape(page.get())).append("</pre>\n");
        }
        return Response.html(Html.page(title, body.toString()));
    }

    /** Each rating pool's table, best first; a private player is named but not linked. */
    private static String standings(Connection connection, List<String> pools) throws SQLException {
        StringBuilder out = new StringBuilder();
        WebPrivacy privacy = new WebPrivacy(connection);
        for (String pool : pools) {
            List<Rating> ratings = new Ratings(connection).standings(pool);
            if (ratings.isEmpty()) {
                continue;
            }
            out.append("<h2>Standings: ").append(Html.escape(pool)).append("</h2>\n<table class=\"standings\">")
                    .append("<tr><th>#</th><th>Player</th><th>Rating</th><th>Games</th></tr>\n");
            for (int i = 0; i < ratings.size(); i++) {
                Rating rating = ratings.get(i);
                out.append("<tr><td>").append(i + 1).append("</td><td>").append(playerLink(privacy, rating.userid()))
                        .append("</td><td>").append(Elo.shown(rating.rating())).append("</td><td>")
                        .append(rating.games()).append("</td></tr>\n");
            }
            out.append("</table>\n");
        }
        return out.toString();
    }

    /** A player's page: their boards being played and ended, their ratings with their history. */
    private Response player(Connection connection, String userid) throws SQLException {
        Optional<User> user = new Users(connection).find(userid);
        if (user.isEmpty() || !user.get().userid().equals(userid) || new WebPrivacy(connection).isPrivate(userid)) {
            return Response.notFound();
        }
        List<Integer> active = new ArrayList<>();
        List<Integer> finished = new ArrayList<>();
        Games games = new Games(connection);
        for (int board : new WebLists(connection).ofPlayer(userid, PLAYER_BOARDS)) {
            (games.isActive(board) ? active : finished).add(board);
        }
        StringBuilder body = new StringBuilder("<h1>").append(Html.escape(userid)).append("</h1>\n");
        body.append("<h2>Games in progress</h2>\n").append(boards(connection, active));
        body.append("<h2>Finished games</h2>\n").append(boards(connection, finished));
        body.append(ratings(connection, userid));
        return Response.html(Html.page(userid, body.toString()));
    }

    /** A player's rating in each pool, with the chart of its history. */
    private static String ratings(Connection connection, String userid) throws SQLException {
        Ratings table = new Ratings(connection);
        List<Rating> ratings = table.ofPlayer(userid);
        if (ratings.isEmpty()) {
            return "<h2>Ratings</h2>\n<p class=\"muted\">No rated game yet.</p>\n";
        }
        List<RatingChange> changes = table.changesOf(userid);
        StringBuilder out = new StringBuilder("<h2>Ratings</h2>\n");
        for (Rating rating : ratings) {
            out.append("<h3>").append(Html.escape(rating.pool())).append(": ").append(Elo.shown(rating.rating()))
                    .append(" <span class=\"muted\">(").append(rating.games()).append(rating.games() == 1 ? " game" : " games")
                    .append(")</span></h3>\n");
            List<RatingChange> history = changes.stream().filter(c -> c.pool().equals(rating.pool())).toList();
            if (!history.isEmpty()) {
                out.append("<div class=\"chart\">").append(RatingChart.of(rating.pool(), history)).append("</div>\n");
            }
        }
        return out.toString();
    }

    /**
     * A table of {@code boards}, each linked to its page by its key (made here the first time a
     * list shows the board: the one thing a page ever writes).
     */
    private static String boards(Connection connection, List<Integer> boards) throws SQLException {
        if (boards.isEmpty()) {
            return "<p class=\"muted\">None.</p>\n";
        }
        Games games = new Games(connection);
        WebPrivacy privacy = new WebPrivacy(connection);
        StringBuilder out = new StringBuilder("<table class=\"boards\"><tr><th>Board</th><th>Players</th>"
                + "<th>State</th></tr>\n");
        for (int board : boards) {
            Optional<GameRow> found = games.find(board);
            if (found.isEmpty()) {
                continue;
            }
            GameRow row = found.get();
            String options = LoadedGame.options(row);
            String name = Catalog.title(row.gameWord()) + " Board " + board + (options.isEmpty() ? "" : " (" + options + ")");
            out.append("<tr><td>").append(Html.link("/b/" + privacy.boardKey(board), name)).append("</td><td>");
            for (int seat = 0; seat < row.players().size(); seat++) {
                out.append(seat == 0 ? "" : " \u2013 ").append(playerLink(privacy, row.players().get(seat)));
            }
            out.append("</td><td>").append(Html.escape(state(row))).append("</td></tr>\n");
        }
        return out.append("</table>\n").toString();
    }

    /** {@code 12 plies, last move 2026-11-22 10:00 UTC}, or the result and why. */
    private static String state(GameRow row) {
        if (!row.active()) {
            String result = row.result() == null ? "" : row.result() + ", ";
            String who = row.winner() == null ? "drawn" : "won by " + row.winner();
            return result + who + (row.reason() == null ? "" : " (" + row.reason() + ")");
        }
        return row.ply() == 0 ? "no move yet" : row.ply() + (row.ply() == 1 ? " ply" : " plies") + ", last move "
                + Timing.time(row.lastMoveAt());
    }

    /** {@code userid} linked to their page, or only named when they are private. */
    private static String playerLink(WebPrivacy privacy, String userid) throws SQLException {
        return privacy.isPrivate(userid) ? Html.escape(userid) : Html.link("/p/" + Html.pathSegment(userid), userid);
    }

    private HelpPages help() {
        HelpPages pages = help;
        if (pages == null) {
            pages = HelpPages.fromClasspath();
            help = pages;
        }
        return pages;
    }
}
