package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Hands positions to the bitboard generator of {@code pbm.rules.draughts} where it knows the
 * rules. Both number the squares by the variant's PDN GameType, so a position crosses
 * over square by square; {@code FastBridgeTest} checks that for every variant.
 */
final class FastBridge {
    private FastBridge() {
    }

    /** The rules of the fast generator for {@code variant}, or null where it has none. */
    static FastRules rules(Variant variant) {
        String base = variant.name().replace(" -reverse", "").replace(" -", "-");
        return FastRules.byGameName(base.toLowerCase(Locale.ROOT));
    }

    /** {@code position} for the fast generator, or null where it does not know the rules. */
    static FastBoard toFast(Position position) {
        FastRules rules = rules(position.variant());
        if (rules == null) {
            return null;
        }
        List<List<Integer>> sets = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        int squares = position.variant().geometry().squareCount();
        for (int square = 1; square <= squares; square++) {
            Piece piece = position.pieceAt(square);
            if (piece != null) {
                sets.get(piece.ordinal()).add(square);
            }
        }
        return FastBoard.of(rules, position.sideToMove() == Side.WHITE, ints(sets.get(Piece.WHITE_MAN.ordinal())),
                ints(sets.get(Piece.WHITE_KING.ordinal())), ints(sets.get(Piece.BLACK_MAN.ordinal())),
                ints(sets.get(Piece.BLACK_KING.ordinal())));
    }

    /** The engine move that is {@code fast}: same from, same end, same captured set. */
    static Move toMove(Position position, FastMove fast) {
        int[] captured = fast.captured().clone();
        Arrays.sort(captured);
        for (Move move : position.variant().legalMoves(position)) {
            int[] ours = move.captured().stream().mapToInt(Integer::intValue).sorted().toArray();
            if (move.from() == fast.from() && move.to() == fast.to() && Arrays.equals(ours, captured)) {
                return move;
            }
        }
        throw new IllegalStateException("the generators disagree on " + fast + " in " + position);
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }
}
