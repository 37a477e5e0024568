package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.rules.Game;

/**
 * Game Courier's horizontal hexagonal board is the upright board's lattice seen a twelfth of a
 * turn round: a regular hexagon of cells on either is the other moved, not turned. So a
 * position without pawns (whose forward differs) moved cell by cell from Gliński's board onto
 * a horizontal board of the same size has the same moves and the same perft. This checks the
 * horizontal board's cells, names, FEN rows and steps against the upright board's, which the
 * independent generator checks.
 */
class HorizontalHexagonalTest {

    /** Gliński's pieces but the pawns, on an 11 by 11 horizontal hexagonal board. */
    static final String ACROSS = String.join("\n", "[across]", "pbm.board = horizontal-hexagonal", "maxFile = 11",
            "maxRank = 11", "king = k", "queen = q", "rook = r", "bishop = b", "knight = n",
            "startFen = k5/7/8/9/10/11/10/9/8/7/5K w - - 0 1", "castling = false", "");

    static Stream<String> positions() {
        List<String> out = new ArrayList<>();
        for (long seed = 1; seed <= 8; seed++) {
            out.add(HexagonalPerftTest.randomPosition("glinski", seed));
        }
        return out.stream();
    }

    @ParameterizedTest
    @MethodSource("positions")
    void aPositionWithoutPawnsCountsTheSameOnTheHorizontalBoard(String glinski) throws Exception {
        Rules upright = ((FairyGame) Games.game("glinski")).rules;
        Game across = DefinedGame.build("across", ACROSS, 1);
        Rules turned = ((FairyGame) across).rules;
        Board from = new Board(new Tables(upright, false));
        from.setFen(glinski);
        int[] cells = new int[turned.squares()];
        for (int sq = 0; sq < upright.squares(); sq++) {
            int code = from.cells[sq];
            if (code != 0 && Board.type(code) != upright.pawnType) {
                int file = sq % upright.width;
                int rank = sq / upright.width;
                // upright axial (file, rank) moved up 5 is the horizontal board's (file, rank - file + 5)
                int type = turned.typeOf(upright.pieces.get(Board.type(code)).letter());
                cells[(rank + 5 - file) * turned.width + file] = Board.code(Board.colour(code), type);
            }
        }
        String side = glinski.split(" ")[1];
        String uprightFen = fen(upright, removePawns(upright, from.cells)) + " " + side + " - - 0 1";
        String acrossFen = fen(turned, cells) + " " + side + " - - 0 1";
        Game glinskiGame = Games.game("glinski");
        for (int depth = 1; depth <= 3; depth++) {
            assertEquals(glinskiGame.perft(uprightFen, depth), across.perft(acrossFen, depth),
                    uprightFen + " and " + acrossFen + " at depth " + depth);
        }
    }

    private static int[] removePawns(Rules rules, int[] cells) {
        int[] out = cells.clone();
        for (int sq = 0; sq < out.length; sq++) {
            if (out[sq] != 0 && Board.type(out[sq]) == rules.pawnType) {
                out[sq] = 0;
            }
        }
        return out;
    }

    /** The FEN board of {@code cells}, written by the rules' own rows. */
    private static String fen(Rules rules, int[] cells) {
        Board board = new Board(new Tables(rules, false));
        System.arraycopy(cells, 0, board.cells, 0, cells.length);
        StringBuilder out = new StringBuilder();
        FenBoard.write(board, out);
        return out.toString();
    }
}
