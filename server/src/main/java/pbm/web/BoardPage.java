package pbm.web;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.nio.charset.StandardCharsets;
import pbm.play.BoardMail;
import pbm.play.GameFacts;
import pbm.play.GamePdn;
import pbm.play.GameService;
import pbm.play.LoadedGame;
import pbm.rules.Grid;
import pbm.store.MoveRow;
import pbm.store.WebPrivacy;

/**
 * A board's page, {@code /b/<key>}: its players, status and result, the position after any
 * number of plies ({@code ?ply=N}, the last when none) as an SVG of the mail's tiles, the move
 * list with a link per move, the clocks, the rating changes and a link to its record
 * ({@code /b/<key>/record}). The key is the board's from {@link WebPrivacy}: nothing else
 * opens a board's page, so a private player's board is seen only by those given the link.
 */
final class BoardPage {
    /** Keys are URL-safe Base64; anything else is not looked up. */
    private static final java.util.regex.Pattern KEY = java.util.regex.Pattern.compile("[A-Za-z0-9_-]{1,64}");

    /** What the page shows, read in one transaction: the game, its clocks as of then, and who is private. */
    record Data(String key, LoadedGame game, GameFacts facts, List<Boolean> privatePlayers, Instant now) {
    }

    private BoardPage() {
    }

    /** The board under {@code key}, read on {@code connection}; empty for an unknown key. */
    static Optional<Data> read(Connection connection, String key, Instant now) throws SQLException {
        if (!KEY.matcher(key).matches()) {
            return Optional.empty();
        }
        WebPrivacy privacy = new WebPrivacy(connection);
        Optional<Integer> board = privacy.boardOf(key);
        if (board.isEmpty()) {
            return Optional.empty();
        }
        Optional<LoadedGame> game = new GameService(connection).load(board.get());
        if (game.isEmpty()) {
            return Optional.empty();
        }
        GameFacts facts = new GameService(connection).facts(game.get(), now);
        List<Boolean> hidden = new java.util.ArrayList<>();
        for (String player : game.get().row().players()) {
            hidden.add(privacy.isPrivate(player));
        }
        return Optional.of(new Data(key, game.get(), facts, hidden, now));
    }

    /**
     * The page's ETag: the game's revision (it changes with every change to the moves), the
     * ply shown and the state (a resignation ends a game without a move); for a running game
     * also the minute, since its clock line runs on.
     */
    static String etag(Data data, int ply) {
        LoadedGame game = data.game();
        String tag = Long.toHexString(game.row().revision()) + "." + ply + "." + game.row().state();
        if (game.row().active()) {
            tag += "." + data.now().getEpochSecond() / 60;
        }
        return "W/\"" + tag + "\"";
    }

    /** The ply {@code query} asks for ({@code ply=N}), within the game's; the last when it asks none. */
    static int ply(Data data, String query) {
        int last = data.game().moves().size();
        if (query != null) {
            for (String part : query.split("&")) {
                if (part.startsWith("ply=")) {
                    try {
                        return Math.max(0, Math.min(last, Integer.parseInt(part.substring(4))));
                    } catch (NumberFormatException e) {
                        return last;
                    }
                }
            }
        }
        return last;
    }

    /** The page at {@code ply}; {@code baseUrl} (may be empty) makes the link to share. */
    static Response page(Data data, int ply, String baseUrl) {
        LoadedGame game = data.game();
        StringBuilder body = new StringBuilder();
        body.append("<h1>").append(Html.escape(game.boardName())).append("</h1>\n");
        body.append("<p class=\"status\">").append(Html.escape(status(game))).append("</p>\n");
        body.append("<p>").append(players(data)).append("</p>\n<div class=\"split\"><div>\n");
        body.append("<div class=\"board\" id=\"board\" data-ply=\"").append(ply).append("\">")
                .append(BoardSvg.of(grid(game, ply), ply == 0 ? null : grid(game, ply - 1))).append("</div>\n");
        body.append(navigation(game, ply)).append("</div><div>\n");
        body.append(moves(game, ply));
        body.append("<h2>Clocks</h2>\n<p>");
        lines(body, data.facts().timing().lines());
        body.append("</p>\n");
        if (!data.facts().ratingChanges().isEmpty()) {
            body.append("<h2>Ratings</h2>\n<p>");
            lines(body, data.facts().ratingLines());
            body.append("</p>\n");
        }
        if (!baseUrl.isEmpty()) {
            String link = baseUrl + "/b/" + data.key();
            body.append("<p class=\"muted\">This page: ").append(Html.link(link, link)).append("</p>\n");
        }
        body.append("<p><a href=\"/b/").append(data.key()).append("/record\" download>Download the record (")
                .append(extension(game).toUpperCase(java.util.Locale.ROOT)).append(")</a></p>\n</div></div>\n");
        return Response.html(Html.page(game.boardName(), body.toString(), SCRIPT), etag(data, ply));
    }

    /** The left and right arrow keys follow the previous and next links (which work without it). */
    static final String SCRIPT = "document.addEventListener('keydown',function(e){"
            + "if(e.altKey||e.ctrlKey||e.metaKey)return;"
            + "var a=e.key==='ArrowLeft'?document.getElementById('prev'):e.key==='ArrowRight'?document.getElementById('next'):null;"
            + "if(a&&a.href){e.preventDefault();location.href=a.href;}});";

    /** The record ({@link GamePdn}) as a download. */
    static Response record(Data data) {
        LoadedGame game = data.game();
        return new Response(200, Response.TEXT, GamePdn.of(game).getBytes(StandardCharsets.UTF_8), null,
                Map.of("Content-Disposition", "attachment; filename=\"board-" + game.board() + "." + extension(game)
                        + "\""));
    }

    /** PDN for draughts, PGN for the rest. */
    private static String extension(LoadedGame game) {
        return game.play().grid().look() == Grid.Look.DRAUGHTS ? "pdn" : "pgn";
    }

    /** The status line, after the result of a finished game ({@code 1-0 · Game won by ...}). */
    private static String status(LoadedGame game) {
        String result = game.row().result();
        return (result == null || game.row().active() ? "" : result + " \u00b7 ") + BoardMail.status(game);
    }

    /** Each seat's side and player, linked to the player's page unless the player is private. */
    private static String players(Data data) {
        LoadedGame game = data.game();
        StringBuilder out = new StringBuilder();
        for (int seat = 0; seat < game.row().players().size(); seat++) {
            String player = game.playerOf(seat);
            out.append(seat == 0 ? "" : " \u00b7 ").append(Html.escape(game.sideOf(seat))).append(": ")
                    .append(data.privatePlayers().get(seat) ? Html.escape(player)
                            : Html.link("/p/" + Html.pathSegment(player), player));
        }
        return out.toString();
    }

    /** The position after {@code ply} plies: the current play's at the end, else the stored position replayed. */
    static Grid grid(LoadedGame game, int ply) {
        List<MoveRow> moves = game.moves();
        if (ply >= moves.size()) {
            return game.play().grid();
        }
        String fen = ply == 0 ? game.row().initialFen() : moves.get(ply - 1).fenAfter();
        return game.game().start(fen).grid();
    }

    /** First, previous, next and last, links where there is somewhere to go. */
    private static String navigation(LoadedGame game, int ply) {
        int last = game.moves().size();
        StringBuilder out = new StringBuilder("<nav class=\"nav\">");
        out.append(step("first", "\u00ab Start", 0, ply > 0)).append(step("prev", "\u2039 Back", ply - 1, ply > 0))
                .append(step("next", "Next \u203a", ply + 1, ply < last))
                .append(step("last", "End \u00bb", last, ply < last));
        out.append("</nav>\n<p class=\"muted\">");
        out.append(ply == 0 ? "The start position." : "After " + ply + (ply == 1 ? " ply" : " plies") + ": "
                + Html.escape(game.moves().get(ply - 1).notation()) + ".");
        return out.append("</p>\n").toString();
    }

    private static String step(String id, String text, int ply, boolean enabled) {
        return enabled ? "<a id=\"" + id + "\" href=\"?ply=" + ply + "\">" + text + "</a>" : "<span>" + text + "</span>";
    }

    /** The moves, numbered by pairs in a two-player game, each a link to the position after it. */
    private static String moves(LoadedGame game, int ply) {
        List<MoveRow> moves = game.moves();
        if (moves.isEmpty()) {
            return "<h2>Moves</h2>\n<p class=\"muted\">No move yet.</p>\n";
        }
        int players = game.row().players().size();
        StringBuilder out = new StringBuilder("<h2>Moves</h2>\n<ol class=\"moves\">");
        for (int i = 0; i < moves.size(); i++) {
            int after = i + 1;
            out.append("<li>");
            if (i % players == 0) {
                out.append("<span class=\"muted\">").append(i / players + 1).append(".</span> ");
            }
            out.append("<a href=\"?ply=").append(after).append('"').append(after == ply ? " class=\"here\"" : "")
                    .append(">").append(Html.escape(moves.get(i).notation())).append("</a></li>");
        }
        return out.append("</ol>\n").toString();
    }

    private static void lines(StringBuilder out, List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            out.append(i == 0 ? "" : "<br>").append(Html.escape(lines.get(i)));
        }
    }
}
