package pbm.rules.draughts;

/** The two players. White always sits at the bottom (rank 1) of the geometry. */
enum Side {
    WHITE, BLACK;

    public Side opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** "White" / "Black", for messages. */
    public String title() {
        return this == WHITE ? "White" : "Black";
    }
}
