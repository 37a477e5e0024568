package pbm.engine;

import java.util.Arrays;

/** An immutable position: the pieces on the board and the side to move. */
public final class Position {

    private final Variant variant;
    private final Side sideToMove;
    private final Piece[] squares;   // 0-based square index -> piece or null

    Position(Variant variant, Side sideToMove, Piece[] squares) {
        this.variant = variant;
        this.sideToMove = sideToMove;
        this.squares = squares;
    }

    public Variant variant() {
        return variant;
    }

    public Side sideToMove() {
        return sideToMove;
    }

    /** The piece on a square, null when empty or not a playing square. */
    public Piece pieceAt(int file, int rank) {
        int number = variant.geometry().squareNumber(file, rank);
        return number == 0 ? null : squares[number - 1];
    }

    /** The piece on a numbered square (1-based), null when empty. */
    public Piece pieceAt(int squareNumber) {
        return squares[squareNumber - 1];
    }

    /** How many pieces of this kind stand on the board. */
    public int count(Piece piece) {
        int n = 0;
        for (Piece p : squares) {
            if (p == piece) {
                n++;
            }
        }
        return n;
    }

    /** The position after a move, which must be legal here. */
    public Position play(Move m) {
        Piece mover = squares[m.from() - 1];
        if (mover == null || mover.side() != sideToMove) {
            throw new IllegalArgumentException("no piece of the side to move on " + m.from());
        }
        Piece[] next = squares.clone();
        next[m.from() - 1] = null;
        for (int c : m.captured()) {
            next[c - 1] = null;
        }
        next[m.to() - 1] = crowns(mover, m) ? mover.crowned() : mover;
        return new Position(variant, sideToMove.opponent(), next);
    }

    private boolean crowns(Piece mover, Move m) {
        if (mover.isKing()) {
            return false;
        }
        if (variant.rules().promoteDuringCapture()) {
            for (int sq : m.landings()) {
                if (isFarRow(sq, mover.side())) {
                    return true;
                }
            }
            return false;
        }
        return isFarRow(m.to(), mover.side());
    }

    private boolean isFarRow(int squareNumber, Side side) {
        int rank = variant.geometry().rankOf(squareNumber);
        return side == Side.WHITE ? rank == variant.geometry().height() - 1 : rank == 0;
    }

    /** The squares array itself, for the generator in this package: never modify it. */
    Piece[] squares() {
        return squares;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position other && other.variant.equals(variant)
                && other.sideToMove == sideToMove && Arrays.equals(other.squares, squares);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(squares) * 31 + sideToMove.hashCode();
    }

    @Override
    public String toString() {
        return Fen.write(this);
    }
}
