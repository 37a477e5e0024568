package pbm.play;

import java.util.ArrayList;
import java.util.List;
import pbm.render.BoardRenderer;
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
    /** Move rows shown; older ones are in the game's PDN. */
    static final int MOVE_ROWS = 10;
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
        out.append(status(game)).append('\n');
        if (facts != null) {
            for (String line : facts.ratingLines()) {
                out.append(line).append('\n');
            }
        }
        for (String line : voteLines) {
            out.append(line).append('\n');
        }
        if (game.row().active()) {
            out.append("Move #").append(game.nextMoveNumber()).append(" is next.\n");
        }
        if (facts != null) {
            for (String line : facts.timing().lines()) {
                out.append(line).append('\n');
            }
        }
        out.append('\n');
        String moves = moveList(game, game.moves());
        if (!moves.isEmpty()) {
            out.append(moves).append('\n');
        }
        out.append(board(game.game(), game.play().grid(), viewerSeat(game, viewer), choice));
        if (comment != null && !comment.isBlank()) {
            out.append('\n').append(RULE).append('\n').append(commenter).append(" writes:\n").append(comment.strip())
                    .append('\n');
        }
        return out.toString();
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
     * The last {@value #MOVE_ROWS} rows of the move list, one column per player in seat
     * order, each headed {@code <Colour> (<userid>)}.
     */
    static String moveList(LoadedGame game, List<MoveRow> moves) {
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
        for (MoveRow move : moves) {
            int seat = (move.ply() - 1) % players.size();
            widths[seat] = Math.max(widths[seat], move.notation().length());
        }
        List<String> rows = new ArrayList<>();
        StringBuilder row = null;
        for (MoveRow move : moves) {
            int seat = (move.ply() - 1) % players.size();
            if (seat == 0) {
                row = new StringBuilder(String.format("%4d.  ", (move.ply() - 1) / players.size() + 1));
                rows.add(null);
            }
            row.append(pad(move.notation(), widths[seat] + 3));
            rows.set(rows.size() - 1, row.toString().stripTrailing());
        }
        StringBuilder out = new StringBuilder();
        StringBuilder header = new StringBuilder("       ");
        for (int seat = 0; seat < headings.length; seat++) {
            header.append(pad(headings[seat], widths[seat] + 3));
        }
        out.append(header.toString().stripTrailing()).append('\n');
        if (rows.size() > MOVE_ROWS) {
            out.append("   ...\n");
        }
        for (String line : rows.subList(Math.max(0, rows.size() - MOVE_ROWS), rows.size())) {
            out.append(line).append('\n');
        }
        return out.toString();
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }
}
