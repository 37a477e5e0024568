package pbm.engine;

/** What stands on a square. */
public enum Piece {
    WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING;

    public Side side() {
        return this == WHITE_MAN || this == WHITE_KING ? Side.WHITE : Side.BLACK;
    }

    public boolean isKing() {
        return this == WHITE_KING || this == BLACK_KING;
    }

    public static Piece man(Side side) {
        return side == Side.WHITE ? WHITE_MAN : BLACK_MAN;
    }

    public static Piece king(Side side) {
        return side == Side.WHITE ? WHITE_KING : BLACK_KING;
    }

    /** The king of the same side. */
    public Piece crowned() {
        return king(side());
    }
}
