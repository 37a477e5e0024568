package pbm.rules;

import java.util.List;
import java.util.Optional;

/**
 * A game in progress: the current position and whatever history its rules need
 * (repetition, move counts). Immutable; {@link #play} returns the next state.
 */
public interface Play {

    Game game();

    /** The seat to move: 0 for the side that moves first. */
    int seatToMove();

    /** The current position as FEN, which {@link Game#start} reads back. */
    String fen();

    /**
     * Reads a player's move in any form the game accepts (numeric, algebraic, SAN, drops,
     * ...). A form that names two legal moves is {@link MoveRead.Rejected} listing both.
     */
    MoveRead read(String text);

    /** The move in the game's record notation ("34-29", "Nf3"), as the move list shows it. */
    String notation(Ply ply);

    /** The state after a move that {@link #read} or {@link #legalMoves} gave for this state. */
    Play play(Ply ply);

    /** Every legal move, in a stable order. */
    List<Ply> legalMoves();

    /**
     * How the game ended by a rule, or empty while it goes on. The reason may start with a
     * side's name from {@link Game#sides()} ("White has no legal move"), which the caller
     * replaces by the player's userid.
     */
    Optional<Ending> ending();

    /**
     * A draw the player to move may claim now, where a rulebook makes the draw a claim
     * rather than an automatic end (FIDE's threefold repetition and 50-move rule; see each
     * game's help page). Empty when there is nothing to claim.
     */
    default Optional<Ending> claimable() {
        return Optional.empty();
    }

    /**
     * A move the rules make for the player to move, who has no other: Othello's pass when no
     * disc can be placed. The server plays it at once, so that nobody waits a turn (or a
     * deadline) for a move that is no choice. Empty in most games and positions.
     */
    default Optional<Ply> automatic() {
        return Optional.empty();
    }

    /**
     * Lines the board mail prints under its status while the game goes on: counts a rule keeps
     * that the board does not show (Makruk's count). A line may name a side from
     * {@link Game#sides()}, which the caller follows with the player's userid. Empty in most games.
     */
    default List<String> notes() {
        return List.of();
    }

    /**
     * Whether the players are still choosing the start (janggi's set-up of horses and
     * elephants): the plies so far choose it, and a record gives the position they chose as
     * its start rather than those plies.
     */
    default boolean settingUp() {
        return false;
    }

    /** The current position as labelled cells, files and ranks as the bottom seat sees them. */
    Grid grid();
}
