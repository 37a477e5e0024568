package pbm.render;

import pbm.engine.Geometry;
import pbm.engine.Piece;
import pbm.engine.Position;

/** A position of the engine as the renderer sees it. */
public final class PositionBoard implements BoardView {
    private final Position position;
    private final Geometry geometry;

    public PositionBoard(Position position) {
        this.position = position;
        this.geometry = position.variant().geometry();
    }

    @Override
    public int width() {
        return geometry.width();
    }

    @Override
    public int height() {
        return geometry.height();
    }

    @Override
    public char cell(int file, int rank) {
        if (!geometry.isPlayable(file, rank)) {
            return NOT_PLAYED;
        }
        Piece piece = position.pieceAt(file, rank);
        if (piece == null) {
            return EMPTY;
        }
        switch (piece) {
            case WHITE_MAN:
                return BoardView.WHITE_MAN;
            case WHITE_KING:
                return BoardView.WHITE_KING;
            case BLACK_MAN:
                return BoardView.BLACK_MAN;
            default:
                return BoardView.BLACK_KING;
        }
    }
}
