package pbm.rules.draughts;

import java.util.List;
import pbm.rules.MoveRead;

/**
 * One game as the server hosts it: a rule set ({@link Rules}, see {@link RuleSets})
 * and whether it is played as a reverse ("give-away") game. Instances come from {@link DraughtsFamily}.
 */
final class Variant {

    private final Rules rules;
    private final boolean reverse;
    private final Geometry geometry;
    private final MoveGenerator generator;
    private final Position initial;

    Variant(Rules rules, boolean reverse) {
        this.rules = rules;
        this.reverse = reverse;
        this.geometry = Geometry.of(rules.width(), rules.height(), rules.bottomLeftUnplayed(), rules.everySquare(),
                rules.notation(), rules.corner(), rules.firstSide() == Side.BLACK);
        this.generator = new MoveGenerator(rules, geometry);
        this.initial = startingPosition();
    }

    /** Canonical name: "draughts", "draughts -small", "canadian", "checkers -reverse", ... */
    public String name() {
        return reverse ? rules.name() + " -reverse" : rules.name();
    }

    /** For mail subjects: "Draughts", "Reverse Checkers", ... */
    public String title() {
        return reverse ? "Reverse " + rules.title() : rules.title();
    }

    /** The PDN GameType value, e.g. "20,W,10,10,N2,0". */
    public String gameType() {
        return rules.gameType();
    }

    public Geometry geometry() {
        return geometry;
    }

    public Side firstSide() {
        return rules.firstSide();
    }

    /** The seat of a side in the rules seam: 0 for the side that moves first. */
    int seatOf(Side side) {
        return side == rules.firstSide() ? 0 : 1;
    }

    /** True for -reverse (-misere, -losing): the side left without a move wins. */
    public boolean reverse() {
        return reverse;
    }

    public Rules rules() {
        return rules;
    }

    public Position initialPosition() {
        return initial;
    }

    /** The legal moves; capture routes taking the same pieces from the same start to the same end count once. */
    public List<Move> legalMoves(Position p) {
        return generator.legalMoves(p);
    }

    /** Reads a player's move (numeric or algebraic squares, separators -, x, :). */
    public MoveRead parseMove(Position p, String text) {
        return new MoveText(this, p).parse(text);
    }

    /** The move as the server writes it in this variant's notation, e.g. "34-29", "28x10", "c3:e5". */
    public String notation(Position p, Move m) {
        return new MoveText(this, p).format(m);
    }

    /** A square's name in this variant's notation: "34" or "h4". */
    public String squareName(int squareNumber) {
        return geometry.name(squareNumber);
    }

    MoveGenerator generator() {
        return generator;
    }

    private Position startingPosition() {
        Piece[] squares = new Piece[geometry.squareCount()];
        for (int sq = 1; sq <= squares.length; sq++) {
            int rank = geometry.rankOf(sq);
            int fromTop = geometry.height() - 1 - rank;
            if (rank >= rules.firstManRank() && rank < rules.firstManRank() + rules.manRanks()) {
                squares[sq - 1] = Piece.WHITE_MAN;
            } else if (fromTop >= rules.firstManRank() && fromTop < rules.firstManRank() + rules.manRanks()) {
                squares[sq - 1] = Piece.BLACK_MAN;
            }
        }
        return new Position(this, rules.firstSide(), squares);
    }

    @Override
    public String toString() {
        return name();
    }
}
