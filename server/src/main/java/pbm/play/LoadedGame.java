package pbm.play;

import java.util.List;
import java.util.Locale;
import pbm.engine.GameState;
import pbm.engine.Side;
import pbm.engine.Variant;
import pbm.store.GameRow;
import pbm.store.MoveRow;

/** A stored game brought back: its row, its moves, and the state its moves replay to. */
public record LoadedGame(GameRow row, Variant variant, List<MoveRow> moves, GameState state) {
    public LoadedGame {
        moves = List.copyOf(moves);
    }

    public int board() {
        return row.board();
    }

    /** "Draughts", "Checkers", "Canadian": the game word as subjects show it. */
    public String title() {
        return title(row.gameWord());
    }

    static String title(String gameWord) {
        return gameWord.substring(0, 1).toUpperCase(Locale.ROOT) + gameWord.substring(1);
    }

    /** The colour of the player in {@code seat}: seat 0 has the side that moves first. */
    public Side sideOf(int seat) {
        return seat == 0 ? variant.firstSide() : variant.firstSide().opponent();
    }

    public String playerOf(Side side) {
        return row.players().get(side == variant.firstSide() ? 0 : 1);
    }

    /** The userid whose turn it is. */
    public String playerToMove() {
        return playerOf(state.position().sideToMove());
    }

    /** The number the next move will have: 1 for the first move of the game, counting both players. */
    public int nextMoveNumber() {
        return row.ply() + 1;
    }
}
