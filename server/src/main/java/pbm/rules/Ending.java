package pbm.rules;

/**
 * How a rule ended a game: {@code winnerSeat} null for a draw; {@code reason} names the rule
 * in words that follow "won by bob (" or "drawn by": "checkmate", "White has no legal move",
 * "threefold repetition", "50-move rule". {@code score} is the winner's share of the point: 1,
 * or less for a partial win (Gliński's stalemate scores 3/4 to 1/4).
 */
public record Ending(Integer winnerSeat, String reason, double score) {

    /** A whole win, or a draw. */
    public Ending(Integer winnerSeat, String reason) {
        this(winnerSeat, reason, 1);
    }

    public boolean isDraw() {
        return winnerSeat == null;
    }
}
