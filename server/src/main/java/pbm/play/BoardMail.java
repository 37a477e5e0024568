package pbm.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pbm.mail.HtmlPart;
import pbm.render.BoardRenderer;
import pbm.render.BoardTable;
import pbm.render.HtmlText;
import pbm.render.ShapedPicture;
import pbm.render.Tile;
import pbm.render.Tiles;
import pbm.rules.BudgetExceeded;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.store.GameRow;
import pbm.store.MoveRow;
import pbm.store.Preferences;

/**
 * The board mail every player gets, in the pbmserv layout that programs written for
 * pbmserv read: the subject {@code <Game> Board <n> ...}, {@code Summary of ...}, the
 * status sentence {@code It is <userid>'s turn.}, the move list under
 * {@code <Colour> (<userid>)} headings, the ASCII board, and the mover's comment.
 */
public final class BoardMail {
    private static final String RULE = "*".repeat(60);

    private BoardMail() {
    }

    /** {@code Draughts Board 101 bob}, {@code ... won by bob}, {@code ... drawn}. */
    public static String subject(LoadedGame game) {
        String base = game.title() + " Board " + game.board();
        GameRow row = game.row();
        if (row.active()) {
            return base + " " + game.playerToMove();
        }
        return row.winner() == null ? base + " drawn" : base + " won by " + row.winner();
    }

    /** The sentence under the summary line. */
    public static String status(LoadedGame game) {
        GameRow row = game.row();
        if (row.active()) {
            return "It is " + game.playerToMove() + "'s turn.";
        }
        if (row.winner() == null) {
            return "Game drawn by " + row.reason() + ".";
        }
        return "Game won by " + row.winner() + " (" + row.reason() + ").";
    }

    /**
     * The whole body for {@code viewer} (a player's userid, or null for anyone else),
     * drawn as {@code choice} says, with {@code votes} lines and the mover's comment;
     * without the clocks and ratings (see the overload with {@link GameFacts}).
     */
    public static String body(LoadedGame game, String viewer, Preferences.Choice choice, List<String> voteLines,
            String commenter, String comment) {
        return body(game, viewer, choice, voteLines, commenter, comment, null);
    }

    /**
     * As {@link #body(LoadedGame, String, Preferences.Choice, List, String, String)}, and
     * with {@code facts} (may be null): how the ratings changed, under the status line of a
     * finished game, and the timing block (start, last move, time used, vacation, deadline)
     * before the move list.
     */
    public static String body(LoadedGame game, String viewer, Preferences.Choice choice, List<String> voteLines,
            String commenter, String comment, GameFacts facts) {
        StringBuilder out = new StringBuilder();
        out.append("Summary of ").append(game.boardName()).append("\n\n");
        for (String line : summaryLines(game, viewer, voteLines, facts)) {
            out.append(line).append('\n');
        }
        out.append('\n');
        String moves = moveList(game, game.moves(), choice.moveRows());
        if (!moves.isEmpty()) {
            out.append(moves).append('\n');
        }
        out.append(board(game.game(), game.play().grid(), viewerSeat(game, viewer), choice));
        if (comment != null && !comment.isBlank()) {
            out.append('\n').append(RULE).append('\n').append(commenter).append(" writes:\n").append(comment.strip())
                    .append('\n');
        }
        if (facts != null && facts.webLink() != null) {
            out.append('\n').append(WEB_LINE).append(facts.webLink()).append('\n');
        }
        return out.toString();
    }

    /** The last line of a board mail, before the board's web address ({@code web.base-url}). */
    static final String WEB_LINE = "This board on the web: ";

    /**
     * The HTML alternative of {@link #body}: the same summary, status and clock lines as HTML
     * text, the board as an inline PNG ({@link pbm.render.BoardPicture}) drawn as {@code choice}
     * says with the last move outlined, the move list and the comment under it.
     */
    public static HtmlPart html(LoadedGame game, String viewer, Preferences.Choice choice,
            List<String> voteLines, String commenter, String comment, GameFacts facts) {
        StringBuilder top = new StringBuilder();
        for (String line : summaryLines(game, viewer, voteLines, facts)) {
            top.append(line).append('\n');
        }
        Grid grid = game.play().grid();
        int seat = viewerSeat(game, viewer);
        boolean upright = seat < 0 || !choice.flip() || seat == game.game().bottomSeat();
        List<MoveRow> moves = game.moves();
        BoardTable board = BoardTable.of(grid, upright, choice.large(), previousGrid(game),
                i -> "cid:" + HtmlPart.contentId(i));
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>").append(escape(subject(game)))
                .append("</title><style>").append(BoardTable.CSS).append("</style></head>\n<body style=\"margin:8px;font-family:sans-serif\">\n");
        html.append("<h3 style=\"margin:0 0 6px 0\">Summary of ").append(escape(game.boardName())).append("</h3>\n");
        html.append("<p style=\"margin:0 0 8px 0\">");
        appendLines(html, top.toString());
        html.append("</p>\n<div id=\"board\">\n").append(board.html()).append("</div>\n");
        List<String> notes = new ArrayList<>(pieceKey(game.game(), grid));
        notes.addAll(grid.legend());
        notes.addAll(game.game().notationHint());
        if (!notes.isEmpty()) {
            html.append("<p style=\"margin:6px 0\"><small>");
            appendLines(html, String.join("\n", notes));
            html.append("</small></p>\n");
        }
        String list = moveList(game, moves, choice.moveRows());
        if (!list.isEmpty()) {
            html.append("<pre style=\"margin:6px 0\">").append(escape(list.stripTrailing())).append("</pre>\n");
        }
        if (comment != null && !comment.isBlank()) {
            html.append("<hr><p><b>").append(escape(commenter)).append(" writes:</b><br>");
            appendLines(html, comment.strip());
            html.append("</p>\n");
        }
        if (facts != null && facts.webLink() != null) {
            html.append("<p style=\"margin:8px 0\">").append(escape(WEB_LINE)).append("<a href=\"")
                    .append(escape(facts.webLink())).append("\">").append(escape(facts.webLink())).append("</a></p>\n");
        }
        html.append("</body></html>\n");
        return new HtmlPart(html.toString(), pictures(board));
    }

    /**
     * The pictures the table shows, each a picture of the mail by its place in the table's list:
     * the whole board first when its cells are not squares, then the tiles.
     */
    private static List<HtmlPart.Picture> pictures(BoardTable board) {
        List<HtmlPart.Picture> pictures = new ArrayList<>();
        if (board.board() != null) {
            pictures.add(new HtmlPart.Picture(HtmlPart.contentId(0), board.board().name(),
                    ShapedPicture.png(board.board())));
        }
        for (Tile tile : board.tiles()) {
            pictures.add(new HtmlPart.Picture(HtmlPart.contentId(pictures.size()), tile.name(), Tiles.png(tile)));
        }
        return pictures;
    }

    /** The position before the last move, whose changed cells the picture outlines; null before the first. */
    private static Grid previousGrid(LoadedGame game) {
        List<MoveRow> moves = game.moves();
        if (moves.isEmpty()) {
            return null;
        }
        String before = moves.size() >= 2 ? moves.get(moves.size() - 2).fenAfter() : game.row().initialFen();
        try {
            return game.game().start(before).grid();
        } catch (RuntimeException e) {
            return null; // no outline rather than no mail
        }
    }

    /**
     * The key under a picture: each piece the picture draws as a lettered disc, because the
     * game's players have no figure for it, with its name and its moves in words.
     */
    static List<String> pieceKey(Game game, Grid grid) {
        List<String> key = new ArrayList<>();
        for (Game.Piece piece : BoardTable.lettered(grid.look(), game.pieces())) {
            key.add(piece.letter() + " (" + piece.name() + "): " + piece.moves() + ".");
        }
        if (!key.isEmpty()) {
            key.add(0, "Key to the lettered pieces:");
        }
        return key;
    }

    /**
     * The lines between the summary line and the move list, the same in the text and the HTML
     * part: the status, which side the viewer plays, rating changes, votes, the next move's number, a draw the player to
     * move may claim, the rules' notes ({@link pbm.rules.Play#notes}), a start other than the
     * game's own, and the clocks.
     */
    static List<String> summaryLines(LoadedGame game, String viewer, List<String> voteLines, GameFacts facts) {
        List<String> lines = new ArrayList<>();
        lines.add(status(game));
        youPlay(game, viewer).ifPresent(lines::add);
        if (facts != null) {
            lines.addAll(facts.ratingLines());
        }
        lines.addAll(voteLines);
        if (game.row().active()) {
            lines.add("Move #" + game.nextMoveNumber() + " is next.");
            lines.addAll(ruleLines(game, viewer));
        }
        String start = startLine(game); // no full stop after it: a FEN is copied as it stands
        if (!start.isEmpty()) {
            lines.add(start);
        }
        if (facts != null) {
            lines.addAll(facts.timing().lines());
        }
        return lines;
    }

    /**
     * "You play Black (bob)." for a player of the game: the side (its colour in most games)
     * and the name the moves are listed under; nothing for anyone else.
     */
    static Optional<String> youPlay(LoadedGame game, String viewer) {
        int seat = viewerSeat(game, viewer);
        List<String> sides = game.game().sides();
        if (seat < 0 || seat >= sides.size()) {
            return Optional.empty();
        }
        return Optional.of("You play " + sides.get(seat) + " (" + game.row().players().get(seat) + ").");
    }

    /**
     * The claim and the rules' notes of an active game. A defined game whose moves cannot be
     * generated within the budget says none: the mail (a {@code show}, say) must not end the
     * game, which the next move there does (issue 14).
     */
    private static List<String> ruleLines(LoadedGame game, String viewer) {
        List<String> lines = new ArrayList<>();
        try {
            claimLine(game, viewer).ifPresent(lines::add);
            for (String note : game.play().notes()) {
                lines.add(withPlayers(game, note));
            }
        } catch (BudgetExceeded e) {
            return List.of();
        }
        return lines;
    }

    /**
     * The draw the player to move may claim ({@link pbm.rules.Play#claimable}), said to that
     * player with the command that claims it, and to everyone else as news: the opponent
     * learns that the game may end by the next mail.
     */
    static Optional<String> claimLine(LoadedGame game, String viewer) {
        Optional<Ending> claim = game.play().claimable();
        if (claim.isEmpty()) {
            return Optional.empty();
        }
        String rule = ruleName(claim.get().reason());
        String toMove = game.playerToMove();
        if (toMove.equals(viewer)) {
            return Optional.of("You may claim a draw by " + rule + ": mail \"" + game.row().gameWord()
                    + " move " + game.board() + " " + toMove + " PASSWORD claim\" instead of a move.");
        }
        return Optional.of(toMove + " may claim a draw by " + rule + " instead of moving.");
    }

    /**
     * The rule a draw's reason names: the reason up to its first comma or colon ("threefold
     * repetition"), since a claimed draw's reason may go on to say when the position arose.
     */
    private static String ruleName(String reason) {
        int end = reason.length();
        for (String mark : List.of(", ", ": ")) {
            int at = reason.indexOf(mark);
            if (at > 0 && at < end) {
                end = at;
            }
        }
        return reason.substring(0, end);
    }

    /** "Chess960 start 518 (RNBQKBNR)", "Set-up: FEN", or empty for the game's own start. */
    static String startLine(LoadedGame game) {
        return game.game().startDescription(game.row().initialFen());
    }

    /**
     * {@code text} with each side's name followed by its player: "White (alice)", in one pass so
     * that a userid that is also a side's name is left alone.
     */
    private static String withPlayers(LoadedGame game, String text) {
        List<String> sides = game.game().sides();
        List<String> quoted = new ArrayList<>();
        for (String side : sides) {
            quoted.add(Pattern.quote(side));
        }
        Matcher side = Pattern.compile("\\b(" + String.join("|", quoted) + ")\\b").matcher(text);
        StringBuilder out = new StringBuilder();
        while (side.find()) {
            String player = game.playerOf(sides.indexOf(side.group(1)));
            side.appendReplacement(out, Matcher.quoteReplacement(side.group(1) + " (" + player + ")"));
        }
        side.appendTail(out);
        return out.toString();
    }

    private static void appendLines(StringBuilder html, String text) {
        String[] lines = text.strip().split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                html.append("<br>\n");
            }
            html.append(escape(lines[i]));
        }
    }

    static String escape(String text) {
        return HtmlText.escape(text);
    }

    /** The seat {@code viewer} plays, or -1 when not playing. */
    public static int viewerSeat(LoadedGame game, String viewer) {
        return viewer == null ? -1 : game.row().seatOf(viewer);
    }

    /**
     * The board picture with its legend and the game's notation hint. A player with
     * {@code flip} sees their own side at the bottom; everyone else sees the game's
     * bottom seat at the bottom (White in draughts).
     */
    public static String board(Game game, Grid grid, int viewerSeat, Preferences.Choice choice) {
        boolean upright = viewerSeat < 0 || !choice.flip() || viewerSeat == game.bottomSeat();
        StringBuilder out = new StringBuilder(choice.large()
                ? BoardRenderer.large(grid, upright)
                : BoardRenderer.small(grid, upright));
        for (String line : grid.legend()) {
            out.append(line).append('\n');
        }
        for (String line : game.notationHint()) {
            out.append(line).append('\n');
        }
        return out.toString();
    }

    /**
     * The last {@code shownRows} rows of the move list ({@link Preferences.Choice#ALL_MOVES}:
     * every row), one column per player in seat order, each headed {@code <Colour> (<userid>)};
     * "..." stands for the rows left out.
     */
    static String moveList(LoadedGame game, List<MoveRow> moves, int shownRows) {
        if (moves.isEmpty()) {
            return "";
        }
        int chosen = Math.min(GamePdn.setUpPlies(game), moves.size());
        if (chosen > 0) {
            return setUpLine(game, moves.subList(0, chosen)) + numberedMoves(game, moves.subList(chosen,
                    moves.size()), chosen, shownRows);
        }
        return numberedMoves(game, moves, 0, shownRows);
    }

    /** The set-up chosen before play (janggi), by whom, in the order chosen: "Set-up: Han (bob) EHHE; ...". */
    private static String setUpLine(LoadedGame game, List<MoveRow> choices) {
        List<String> parts = new ArrayList<>();
        for (MoveRow choice : choices) {
            int seat = game.row().players().indexOf(choice.userid());
            String who = seat < 0 ? choice.userid() : game.sideOf(seat) + " (" + choice.userid() + ")";
            parts.add(who + " " + choice.notation());
        }
        return "Set-up: " + String.join("; ", parts) + ".\n";
    }

    /**
     * The last {@code shownRows} rows of the moves after the first {@code skipped} plies (a
     * set-up), numbered from 1.
     */
    private static String numberedMoves(LoadedGame game, List<MoveRow> moves, int skipped, int shownRows) {
        if (moves.isEmpty()) {
            return "";
        }
        List<String> players = game.row().players();
        String[] headings = new String[players.size()];
        int[] widths = new int[players.size()];
        for (int seat = 0; seat < players.size(); seat++) {
            headings[seat] = game.sideOf(seat) + " (" + players.get(seat) + ")";
            widths[seat] = headings[seat].length();
        }
        int rowCount = 0;
        for (MoveRow move : moves) {
            int seat = (move.ply() - 1 - skipped) % players.size();
            widths[seat] = Math.max(widths[seat], move.notation().length());
            if (seat == 0) {
                rowCount++;
            }
        }
        // only the rows shown are written out: a long game's mail no longer formats every move
        int hidden = shownRows == Preferences.Choice.ALL_MOVES ? 0 : Math.max(0, rowCount - shownRows);
        List<StringBuilder> rows = new ArrayList<>();
        StringBuilder row = null;
        int started = 0;
        for (MoveRow move : moves) {
            int seat = (move.ply() - 1 - skipped) % players.size();
            if (seat == 0) {
                started++;
                row = null;
                if (started <= hidden) {
                    continue;
                }
                String number = Integer.toString((move.ply() - 1 - skipped) / players.size() + 1); // "%4d.  ", without a Formatter
                row = new StringBuilder(" ".repeat(Math.max(0, 4 - number.length()))).append(number).append(".  ");
                rows.add(row);
            }
            if (row != null) {
                row.append(pad(move.notation(), widths[seat] + 3));
            }
        }
        return table(headings, widths, hidden > 0, rows);
    }

    /** The headings line, "   ..." when rows are hidden, then the rows, each without trailing blanks. */
    private static String table(String[] headings, int[] widths, boolean hidden, List<StringBuilder> rows) {
        StringBuilder out = new StringBuilder();
        StringBuilder header = new StringBuilder("       ");
        for (int seat = 0; seat < headings.length; seat++) {
            header.append(pad(headings[seat], widths[seat] + 3));
        }
        out.append(header.toString().stripTrailing()).append('\n');
        if (hidden) {
            out.append("   ...\n");
        }
        for (StringBuilder line : rows) {
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
