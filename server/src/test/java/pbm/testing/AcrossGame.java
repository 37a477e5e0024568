package pbm.testing;

import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.Play;

/**
 * A small game on Game Courier's horizontal hexagonal board, for the tests of its drawings: 37
 * cells in 7 horizontal ranks (rank 7 a7-d7, rank 4 a4-g4, rank 1 d1-g1), White's king, bishop,
 * knight and rook on d1-g1 and a pawn on g2, Black's rook, knight, bishop and king on a7-d7 and a
 * pawn on a6.
 */
public final class AcrossGame {
    /** The definition, as a player would mail it. */
    public static final String DEFINITION = String.join("\n",
            "[acrosstest]",
            "pbm.board = horizontal-hexagonal",
            "maxFile = 7",
            "maxRank = 7",
            "king = k",
            "rook = r",
            "bishop = b",
            "knight = n",
            "customPiece1 = p:mfWcfF",
            "pawnTypes = p",
            "startFen = rnbk/p4/6/7/6/4P/KBNR w - - 0 1",
            "castling = false",
            "doubleStep = false",
            "promotionRegionWhite = *7",
            "promotionRegionBlack = *1",
            "pbm.title = Across test",
            "");

    private AcrossGame() {
    }

    /** The game the definition states; an error if it is refused. */
    public static Game game() {
        Catalog.Checked checked = Catalog.check("acrosstest.ini", DEFINITION);
        if (!checked.ok()) {
            throw new IllegalStateException(checked.error());
        }
        return checked.game();
    }

    /** The start position. */
    public static Play start() {
        Game game = game();
        return game.start(game.startFen(0));
    }

    /** The start position's grid, as the renderers get it. */
    public static Grid startGrid() {
        return start().grid();
    }
}
