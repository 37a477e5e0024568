package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Hand-written move lists in algebraic squares ("d4"), for the rule tests of one variant. */
final class AlgebraicMoves {
    private final Variant variant;

    AlgebraicMoves(Variant variant) {
        this.variant = variant;
    }

    int sq(String algebraic) {
        int n = variant.geometry().squareNumber(algebraic.charAt(0) - 'a', algebraic.charAt(1) - '1');
        assertTrue(n > 0, algebraic);
        return n;
    }

    List<Integer> sqs(String... names) {
        return Arrays.stream(names).map(this::sq).toList();
    }

    /** A move from a square: "d4", landings "d6 d8", captured "d5 d7" (space separated). */
    Move move(String from, String landings, String captured) {
        return new Move(sq(from), sqs(landings.split(" ")),
                captured.isEmpty() ? List.of() : sqs(captured.split(" ")));
    }

    Move step(String from, String to) {
        return move(from, to, "");
    }

    /** The legal moves of the position {@code fen} are exactly {@code expected}, without duplicates. */
    void assertMoves(Set<Move> expected, String fen) {
        List<Move> legal = variant.legalMoves(Fen.read(variant, fen));
        assertEquals(legal.size(), new HashSet<>(legal).size(), "duplicates in " + legal);
        assertEquals(expected, new HashSet<>(legal), fen);
    }
}
