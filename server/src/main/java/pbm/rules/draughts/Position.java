package pbm.rules.draughts;

import java.util.Arrays;

/**
 * An immutable position: the pieces on the board, the side to move and, in variants with a limit on
 * successive king moves (Frisian), each side's run of non-capturing moves with one king. That run
 * changes the legal moves, so it is part of the position (and of its equality), but PDN FEN has no field
 * for it: {@link Fen} neither writes nor reads it, and {@link #withKingRun} puts it back.
 */
final class Position {

    /** One side's non-capturing moves in a row with the king now standing on {@code square} (0: none). */
    private record KingRun(int square, int moves) {
        static final KingRun NONE = new KingRun(0, 0);
    }

    private static final KingRun[] NO_RUNS = {KingRun.NONE, KingRun.NONE};

    private final Variant variant;
    private final Side sideToMove;
    private final Piece[] squares;   // 0-based square index -> piece or null
    private final KingRun[] runs;    // [side ordinal]

    Position(Variant variant, Side sideToMove, Piece[] squares) {
        this(variant, sideToMove, squares, NO_RUNS);
    }

    private Position(Variant variant, Side sideToMove, Piece[] squares, KingRun[] runs) {
        this.variant = variant;
        this.sideToMove = sideToMove;
        this.squares = squares;
        this.runs = runs;
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

    /**
     * The square (1-based) of the king with which {@code side} made its last {@link #kingRunMoves} moves,
     * all of them non-capturing, while it had men; 0 when its last move was anything else. Only variants
     * with a {@link Rules#kingMoveLimit()} keep this count.
     */
    public int kingRunSquare(Side side) {
        return runs[side.ordinal()].square();
    }

    /** How many non-capturing moves in a row {@code side} has made with the king on {@link #kingRunSquare}. */
    public int kingRunMoves(Side side) {
        return runs[side.ordinal()].moves();
    }

    /**
     * The same position with a side's run of non-capturing king moves set, e.g. after reading a FEN, which
     * cannot carry it. {@code square} must hold a king of that side, or be 0 with {@code moves} 0.
     */
    public Position withKingRun(Side side, int square, int moves) {
        if (square == 0 ? moves != 0 : pieceAt(square) != Piece.king(side) || moves < 1) {
            throw new IllegalArgumentException("no king of " + side.title() + " with " + moves + " moves on "
                    + square);
        }
        KingRun[] next = runs.clone();
        next[side.ordinal()] = square == 0 ? KingRun.NONE : new KingRun(square, moves);
        return new Position(variant, sideToMove, squares, next);
    }

    /**
     * The square (1-based) of the king of the side to move that has used up its non-capturing moves in a
     * row (Frisian: three, while the side has men) and may now only capture; 0 when there is none.
     */
    int restingKing() {
        int limit = variant.rules().kingMoveLimit();
        KingRun run = runs[sideToMove.ordinal()];
        if (limit == 0 || run.moves() < limit || count(Piece.man(sideToMove)) == 0
                || squares[run.square() - 1] != Piece.king(sideToMove)) {
            return 0;
        }
        return run.square();
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
        return new Position(variant, sideToMove.opponent(), next, nextRuns(mover, m, next));
    }

    /**
     * The runs of non-capturing king moves after a move: the mover's run grows when the same king moves
     * again without capturing while its side has men, and is reset by any other move; the opponent's run
     * ends when its king was captured.
     */
    private KingRun[] nextRuns(Piece mover, Move m, Piece[] next) {
        if (variant.rules().kingMoveLimit() == 0) {
            return NO_RUNS;
        }
        KingRun[] result = runs.clone();
        KingRun own = runs[sideToMove.ordinal()];
        boolean quietKing = mover.isKing() && !m.isCapture() && count(Piece.man(sideToMove)) > 0;
        result[sideToMove.ordinal()] = !quietKing ? KingRun.NONE
                : new KingRun(m.to(), own.square() == m.from() ? own.moves() + 1 : 1);
        Side opponent = sideToMove.opponent();
        KingRun theirs = runs[opponent.ordinal()];
        if (theirs.square() != 0 && next[theirs.square() - 1] != Piece.king(opponent)) {
            result[opponent.ordinal()] = KingRun.NONE;
        }
        return result;
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
                && other.sideToMove == sideToMove && Arrays.equals(other.squares, squares)
                && Arrays.equals(other.runs, runs);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(squares) * 31 + sideToMove.hashCode()) * 31 + Arrays.hashCode(runs);
    }

    @Override
    public String toString() {
        return Fen.write(this);
    }
}
