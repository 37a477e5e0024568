package pbm.rules.draughts;

/**
 * A unit step on the board, seen from White: {@code df} along the files (positive = towards H),
 * {@code dr} along the ranks (positive = forward for White). Orthogonal steps on a checkered board
 * (Frisian) reach the next playing square two squares away; the geometry scales them.
 */
enum Direction {
    FORWARD_LEFT(-1, 1), FORWARD_RIGHT(1, 1), BACKWARD_LEFT(-1, -1), BACKWARD_RIGHT(1, -1),
    FORWARD(0, 1), BACKWARD(0, -1), LEFT(-1, 0), RIGHT(1, 0);

    private final int df;
    private final int dr;

    Direction(int df, int dr) {
        this.df = df;
        this.dr = dr;
    }

    public int df() {
        return df;
    }

    public int dr() {
        return dr;
    }

    public boolean isDiagonal() {
        return df != 0 && dr != 0;
    }

    /** The same step as seen by Black (forward and backward swapped). */
    public Direction mirrored() {
        return of(df, -dr);
    }

    public Direction opposite() {
        return of(-df, -dr);
    }

    public static Direction of(int df, int dr) {
        for (Direction d : values()) {
            if (d.df == Integer.signum(df) && d.dr == Integer.signum(dr)) {
                return d;
            }
        }
        throw new IllegalArgumentException("no direction " + df + "," + dr);
    }
}
