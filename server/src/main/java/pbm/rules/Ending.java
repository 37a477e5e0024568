package pbm.rules;

/**
 * How a rule ended a game: {@code winnerSeat} null for a draw; {@code reason} names the rule
 * in words that follow "won by bob (" or "drawn by": "checkmate", "White has no legal move",
 * "threefold repetition", "50-move rule".
 */
public record Ending(Integer winnerSeat, String reason) {

    public boolean isDraw() {
        return winnerSeat == null;
    }
}
