package pbm.engine;

/**
 * How a game ended. {@code winner == null} means a draw; {@code reason} names the rule, e.g.
 * "White has no legal move", "threefold repetition", "25-move rule".
 */
public record Outcome(Side winner, String reason) {

    public boolean isDraw() {
        return winner == null;
    }
}
