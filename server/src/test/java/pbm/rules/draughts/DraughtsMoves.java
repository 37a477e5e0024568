package pbm.rules.draughts;

/**
 * For tests above the rules seam: the first legal move of a draughts position as the record
 * writes it and by its algebraic squares, the two forms every variant reads.
 */
public final class DraughtsMoves {

    /** The move as the record writes it ("32-28"), and its from and to squares in algebraic ("g3", "h4"). */
    public record Written(String record, String from, String to) {
    }

    private DraughtsMoves() {
    }

    /** The first legal move of {@code fen} in the game stored as {@code game}. */
    public static Written first(String game, String fen) {
        Variant variant = DraughtsFamily.variant(game).orElseThrow();
        Position position = Fen.read(variant, fen);
        Move move = variant.legalMoves(position).get(0);
        return new Written(variant.notation(position, move), variant.geometry().algebraic(move.from()),
                variant.geometry().algebraic(move.to()));
    }
}
