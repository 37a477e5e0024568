package pbm.play;

import java.util.List;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.store.GameRow;
import pbm.store.MoveRow;

/**
 * A stored game brought back: its row, its game, its moves, the play its moves replay to,
 * and for a defined game the author of the version it plays ({@code definedBy}; null for a
 * shipped game).
 */
public record LoadedGame(GameRow row, Game game, List<MoveRow> moves, Play play, String definedBy) {
    public LoadedGame {
        moves = List.copyOf(moves);
    }

    /** A shipped game's board (no author). */
    public LoadedGame(GameRow row, Game game, List<MoveRow> moves, Play play) {
        this(row, game, moves, play, null);
    }

    public int board() {
        return row.board();
    }

    /** "Draughts", "Checkers", "Canadian": the game word as subjects show it. */
    public String title() {
        return Catalog.title(row.gameWord());
    }

    /**
     * The options of this board's game beyond its word, for players to see them:
     * {@code "-reverse"}, {@code "-small -reverse"}; empty for a plain game.
     */
    public String options() {
        return options(row);
    }

    /** As {@link #options()}, for a stored row: its variant name less its game word. */
    public static String options(GameRow row) {
        String variant = row.variant();
        String word = row.gameWord();
        if (variant.equals(word)) {
            return "";
        }
        return variant.startsWith(word + " ") ? variant.substring(word.length() + 1) : variant;
    }

    /**
     * "Draughts Board 108", and the options after it: "Draughts Board 108 (-reverse)"; a
     * defined game's board names the version it plays and its author: "Tinychess Board 105
     * (tinychess v2, defined by alice)".
     */
    public String boardName() {
        String options = options();
        if (definedBy != null && game.definitionVersion() > 0) {
            options = (options.isEmpty() ? "" : options + ", ") + version() + ", defined by " + definedBy;
        }
        return title() + " Board " + board() + (options.isEmpty() ? "" : " (" + options + ")");
    }

    /** A defined game's word and the version this board plays, "tinychess v2"; empty for a shipped game. */
    public String version() {
        return game.definitionVersion() > 0 ? row.gameWord() + " v" + game.definitionVersion() : "";
    }

    /** The side of the player in {@code seat}, as the game names it: "White", "Black". */
    public String sideOf(int seat) {
        return game.sides().get(seat);
    }

    /** The player in {@code seat}: seat 0 has the side that moves first. */
    public String playerOf(int seat) {
        return row.players().get(seat);
    }

    /** The userid whose turn it is. */
    public String playerToMove() {
        return playerOf(play.seatToMove());
    }

    /** The number the next move will have: 1 for the first move of the game, counting both players. */
    public int nextMoveNumber() {
        return row.ply() + 1;
    }
}
