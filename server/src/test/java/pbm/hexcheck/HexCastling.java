package pbm.hexcheck;

import static pbm.hexcheck.HexGeometry.step;

/**
 * One castling of Shafran's game: the king's and the rook's home cells on one orthogonal line,
 * the step from the king toward the rook, and the FEN letter of the right. The king goes two or
 * three cells toward the rook and the rook lands on the cell the king passed last.
 */
record HexCastling(char letter, int side, int king, int rook, int direction) {
    /** In FEN order K, Q, k, q; a right's bit in a position is 1 shifted by its place here. */
    static final HexCastling[] SHAFRAN = {
        line('K', HexPosition.WHITE, "e1", "i5", step(1, 1)),
        line('Q', HexPosition.WHITE, "e1", "a1", step(-1, 1)),
        line('k', HexPosition.BLACK, "e10", "i10", step(1, -1)),
        line('q', HexPosition.BLACK, "e10", "a6", step(-1, -1)),
    };
    static final HexCastling[] NONE = {};

    private static HexCastling line(char letter, int side, String king, String rook, int direction) {
        return new HexCastling(letter, side, HexBoard.SHAFRAN.parse(king), HexBoard.SHAFRAN.parse(rook), direction);
    }
}
