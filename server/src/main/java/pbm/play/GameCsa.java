package pbm.play;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.pdn.Csa;
import pbm.store.MoveRow;

/**
 * A stored game of shogi as a CSA record ({@link Csa}), what a player's {@code pdn BOARD csa}
 * mail and the admin's export to a {@code .csa} file write: the players, the start, every
 * move from the positions stored with the moves, and how the game ended.
 */
public final class GameCsa {
    private static final DateTimeFormatter CSA_TIME = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss")
            .withZone(ZoneOffset.UTC);

    private GameCsa() {
    }

    /** The game as CSA, or empty for a game CSA cannot hold (other than shogi on nine by nine). */
    public static Optional<String> of(LoadedGame game) {
        List<String> fens = new ArrayList<>();
        for (MoveRow move : game.moves()) {
            fens.add(move.fenAfter());
        }
        return Csa.write(new Csa.Record(game.playerOf(0), game.playerOf(1), game.title() + " board " + game.board(),
                CSA_TIME.format(game.row().created()), game.row().initialFen(), fens, ending(game)));
    }

    /** Why a game is not written as CSA, for the reply that refuses it. */
    public static String refusal(LoadedGame game) {
        return "Board " + game.board() + " is " + game.title() + "; a CSA record holds only shogi on nine by nine"
                + " squares. Ask for its PDN.";
    }

    /**
     * The special move that ended the game, as CSA names it, said of the side to move: it
     * resigned ({@code TORYO}), is mated ({@code TSUMI}), ran out of time ({@code TIME_UP}), or
     * won as the other side checked perpetually ({@code OUTE_SENNICHITE}); a repetition
     * ({@code SENNICHITE}) or another draw ({@code HIKIWAKE}). A game lost by the side that had
     * just moved in another way (a resignation out of turn) has no such word: {@code CHUDAN},
     * "interrupted", with the result in a comment after it. Null while the game goes on.
     */
    static String ending(LoadedGame game) {
        if (game.row().active()) {
            return null;
        }
        String reason = game.row().reason() == null ? "" : game.row().reason();
        if (game.row().winner() == null) {
            return reason.contains("repetition") ? "SENNICHITE" : "HIKIWAKE";
        }
        // the position says who is to move: in a handicap game Gote, the giver, moved first
        int toMove = game.play().seatToMove();
        boolean moverLost = !game.playerOf(toMove).equals(game.row().winner());
        if (!moverLost) {
            return reason.contains("repetition") || reason.contains("perpetual") ? "OUTE_SENNICHITE"
                    : "CHUDAN\n'won by " + game.row().winner() + " (" + reason + ")";
        }
        if (reason.equals("checkmate")) {
            return "TSUMI";
        }
        return reason.contains("time") ? "TIME_UP" : "TORYO";
    }
}
