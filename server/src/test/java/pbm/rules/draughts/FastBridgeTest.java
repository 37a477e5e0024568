package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bitboard generator and the object generator, square by square and move by move:
 * the same initial position, and the same legal moves along seeded random games.
 */
class FastBridgeTest {
    @ParameterizedTest
    @ValueSource(strings = {"draughts", "draughts -small", "canadian", "checkers", "italian", "pool", "spanish",
        "russian", "brazilian", "portuguese", "czech", "czech -reverse"})
    void bothGeneratorsAgreeAlongRandomGames(String name) {
        Variant variant = DraughtsFamily.variant(name).orElseThrow();
        FastBoard initial = FastBridge.toFast(variant.initialPosition());
        assertNotNull(initial, name);
        assertEquals(FastBoard.initial(FastBridge.rules(variant)), initial, "initial position of " + name);
        Random random = new Random(name.hashCode());
        int compared = 0;
        for (int game = 0; game < 20; game++) {
            Position position = variant.initialPosition();
            for (int ply = 0; ply < 150; ply++) {
                List<Move> moves = variant.legalMoves(position);
                assertEquals(keys(moves), fastKeys(FastBridge.toFast(position).legalMoves()),
                        name + " after " + ply + " plies: " + Fen.write(position));
                compared++;
                if (moves.isEmpty()) {
                    break;
                }
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
        System.out.printf("%s: %d positions compared%n", name, compared);
    }

    @ParameterizedTest
    @ValueSource(strings = {"draughts", "checkers", "russian", "italian"})
    void perftAgreesAtDepthFour(String name) {
        Position start = DraughtsFamily.variant(name).orElseThrow().initialPosition();
        assertEquals(Perft.countWithObjects(start, 4), Perft.count(start, 4));
        assertEquals(Perft.countWithObjects(start, 4),
                Perft.divide(start, 4).values().stream().mapToLong(Long::longValue).sum());
    }

    private static TreeSet<String> keys(List<Move> moves) {
        TreeSet<String> out = new TreeSet<>();
        for (Move move : moves) {
            out.add(move.from() + "-" + move.to() + " x" + move.captured().stream().sorted().toList());
        }
        return out;
    }

    private static TreeSet<String> fastKeys(List<FastMove> moves) {
        TreeSet<String> out = new TreeSet<>();
        for (FastMove move : moves) {
            int[] captured = move.captured().clone();
            Arrays.sort(captured);
            List<Integer> list = new ArrayList<>();
            for (int c : captured) {
                list.add(c);
            }
            out.add(move.from() + "-" + move.to() + " x" + list);
        }
        return out;
    }
}
