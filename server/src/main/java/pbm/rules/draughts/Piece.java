package pbm.rules.draughts;

/** What stands on a square. */
enum Piece {
    WHITE_MAN(Side.WHITE, false), WHITE_KING(Side.WHITE, true), BLACK_MAN(Side.BLACK, false),
    BLACK_KING(Side.BLACK, true);

    // fields, not comparisons: a new JVM's optimising compiler dropped the branch for kings while
    // a game had none, and compiled the move generator again when the first king appeared
    // (issue 16, seventh round)
    private final Side side;
    private final boolean king;

    Piece(Side side, boolean king) {
        this.side = side;
        this.king = king;
    }

    public Side side() {
        return side;
    }

    public boolean isKing() {
        return king;
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
