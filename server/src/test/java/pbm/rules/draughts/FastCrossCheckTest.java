package pbm.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The bitboard generators ({@link BitGen}, {@link WideGen} for 12x12) against the plain
 * square-table generator ({@link GridGen}) on
 * positions from random games and random king-rich placements: same move sets, same
 * positions after each move, same perft. The two share the rule decisions but not the
 * geometry (padded bit layout vs neighbour tables) nor the search code.
 */
class FastCrossCheckTest {

    @ParameterizedTest
    @EnumSource(FastRules.class)
    void randomGamesAgree(FastRules rules) {
        Random random = new Random(0x9E3779B97F4A7C15L * (rules.ordinal() + 11));
        GridGen grid = new GridGen(rules);
        int positions = 0;
        int captures = 0;
        for (int game = 0; game < 40; game++) {
            FastBoard board = FastBoard.initial(rules);
            for (int ply = 0; ply < 200; ply++) {
                List<FastMove> moves = compare(rules, grid, board);
                positions++;
                if (moves.isEmpty()) {
                    break;
                }
                FastMove m = moves.get(random.nextInt(moves.size()));
                if (m.isCapture()) {
                    captures++;
                }
                board = board.play(m);
            }
        }
        assertTrue(positions > 1000 && captures > 200, positions + " positions, " + captures + " captures");
    }

    @ParameterizedTest
    @EnumSource(FastRules.class)
    void randomKingPositionsAgree(FastRules rules) {
        Random random = new Random(0xC2B2AE3D27D4EB4FL * (rules.ordinal() + 5));
        GridGen grid = new GridGen(rules);
        Layout layout = Layout.of(rules);
        int captures = 0;
        for (int i = 0; i < 1500; i++) {
            byte[] cells = new byte[layout.squares + 1];
            int pieces = 4 + random.nextInt(14);
            for (int p = 0; p < pieces; p++) {
                int sq = 1 + random.nextInt(layout.squares);
                byte piece = (byte) (1 + random.nextInt(4));
                int row = layout.rowOf[sq];
                boolean manOnCrowningRow = (piece == FastBoard.WHITE_MAN && row == 0)
                        || (piece == FastBoard.BLACK_MAN && row == rules.size - 1);
                if (cells[sq] == FastBoard.EMPTY && !manOnCrowningRow) {
                    cells[sq] = piece;
                }
            }
            FastBoard board = new FastBoard(rules, random.nextBoolean(), cells);
            List<FastMove> moves = compare(rules, grid, board);
            if (!moves.isEmpty() && moves.get(0).isCapture()) {
                captures++;
            }
            if (i % 10 == 0) {
                assertEquals(grid.perft(board.cells(), board.whiteToMove(), 3), FastPerft.perft(board, 3),
                        () -> "perft 3 of\n" + board);
            }
        }
        assertTrue(captures > 300, captures + " capture positions");
    }

    private static List<FastMove> compare(FastRules rules, GridGen grid, FastBoard board) {
        List<FastMove> fast = board.legalMoves();
        Set<FastMove> fastSet = new HashSet<>(fast);
        assertEquals(fast.size(), fastSet.size(), () -> "duplicates in " + fast + " of\n" + board);
        Set<FastMove> gridSet = new HashSet<>();
        List<GridGen.GridMove> gridMoves = grid.moves(board.cells(), board.whiteToMove());
        for (GridGen.GridMove m : gridMoves) {
            gridSet.add(m.toFastMove());
        }
        assertEquals(gridSet, fastSet, () -> rules + " moves of\n" + board);
        assertEquals(gridSet.size(), FastPerft.perft(board, 1), () -> "count of\n" + board);
        for (GridGen.GridMove m : gridMoves) {
            byte[] after = board.cells();
            grid.apply(after, m, board.whiteToMove());
            FastBoard expected = new FastBoard(rules, !board.whiteToMove(), after);
            assertEquals(expected, board.play(m.toFastMove()), () -> m + " from\n" + board);
        }
        return new ArrayList<>(fast);
    }
}
