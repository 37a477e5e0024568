package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.rules.Ending;

/**
 * A game in progress: every position so far and the counters of the move-count draw rules. Immutable;
 * {@link #play} returns the next state. The game ends by itself when the side to move has no legal move
 * (it loses, or wins in a reverse game), on threefold repetition (unless the variant makes repetition a
 * claim, {@link DrawRule#REPETITION_CLAIM}), or when one of the variant's {@link DrawRule}s triggers.
 * A draw the rules leave to a claim is offered by {@link #claimable()} and ends nothing by itself.
 */
final class GameState {

    private static final int NO_CLASS = 0;
    private static final int SIXTEEN_MOVE_CLASS = 1;
    private static final int FIVE_MOVE_CLASS = 2;
    private static final int KINGS_AGAINST_KING_CLASS = 3;
    private static final int FRISIAN_TWO_KINGS_CLASS = 4;
    private static final int FRISIAN_KING_AGAINST_KING_CLASS = 5;

    private final Variant variant;
    private final List<Position> positions;
    private final List<Move> moves;
    private final int quietKingPlies;   // successive plies moving a king without capturing
    private final int endgameClass;
    private final int endgamePlies;     // plies played since the endgame class arose
    private final int balancePlies;     // plies played since the numbers of men and kings last changed
    private final Ending outcome;

    private GameState(Variant variant, List<Position> positions, List<Move> moves, int quietKingPlies,
            int endgameClass, int endgamePlies, int balancePlies) {
        this.variant = variant;
        this.positions = positions;
        this.moves = moves;
        this.quietKingPlies = quietKingPlies;
        this.endgameClass = endgameClass;
        this.endgamePlies = endgamePlies;
        this.balancePlies = balancePlies;
        this.outcome = judge();
    }

    public static GameState start(Variant v) {
        return start(v, v.initialPosition());
    }

    public static GameState start(Variant v, Position initial) {
        return new GameState(v, List.of(initial), List.of(), 0, endgameClass(v, initial), 0, 0);
    }

    /** The state after a legal move in {@link #position()}. */
    public GameState play(Move m) {
        if (outcome != null) {
            throw new IllegalStateException("the game is over: " + outcome.reason());
        }
        Position before = position();
        Position after = before.play(m);
        boolean quietKing = !m.isCapture() && before.pieceAt(m.from()).isKing();
        int nextClass = endgameClass(variant, after);
        List<Position> nextPositions = new ArrayList<>(positions);
        nextPositions.add(after);
        List<Move> nextMoves = new ArrayList<>(moves);
        nextMoves.add(m);
        return new GameState(variant, List.copyOf(nextPositions), List.copyOf(nextMoves),
                quietKing ? quietKingPlies + 1 : 0, nextClass,
                nextClass == endgameClass ? endgamePlies + 1 : 0,
                sameBalance(before, after) ? balancePlies + 1 : 0);
    }

    private static boolean sameBalance(Position a, Position b) {
        for (Piece piece : Piece.values()) {
            if (a.count(piece) != b.count(piece)) {
                return false;
            }
        }
        return true;
    }

    public Position position() {
        return positions.get(positions.size() - 1);
    }

    public Variant variant() {
        return variant;
    }

    public List<Move> moves() {
        return moves;
    }

    public List<Position> positions() {
        return positions;
    }

    /** Empty while the game goes on. */
    public Optional<Ending> outcome() {
        return Optional.ofNullable(outcome);
    }

    /**
     * A draw the player to move may claim now and that the game does not take by itself: in a variant
     * with {@link DrawRule#REPETITION_CLAIM} (Italian), the position on the board with the same player to
     * move has occurred for the third time or more. The reason names the rule and when the position arose.
     * Empty once the game is over or when there is nothing to claim.
     */
    public Optional<Ending> claimable() {
        if (outcome != null) {
            return Optional.empty();
        }
        for (DrawRule rule : variant.rules().drawRules()) {
            if (rule.claim() && rule != DrawRule.REPETITION_CLAIM && triggered(rule)) {
                return Optional.of(new Ending(null, rule.ruleName() + ", claimed by "
                        + position().sideToMove().title() + ": " + quietKingPlies / 2
                        + " moves each without a man moved or a capture"));
            }
        }
        if (!variant.rules().drawRules().contains(DrawRule.REPETITION_CLAIM)) {
            return Optional.empty();
        }
        Position p = position();
        List<String> when = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            if (positions.get(i).equals(p)) {
                when.add(i == 0 ? "at the start" : "after " + moveLabel(i - 1));
            }
        }
        if (when.size() < 3) {
            return Optional.empty();
        }
        String list = String.join(", ", when.subList(0, when.size() - 1)) + " and " + when.get(when.size() - 1);
        return Optional.of(new Ending(null, "threefold repetition, claimed by " + p.sideToMove().title()
                + ": the same position with " + p.sideToMove().title() + " to move arose " + list));
    }

    /** Ply {@code k} (0-based) as a numbered move: "12. 22-19" or "12... 10-14". */
    private String moveLabel(int k) {
        Position before = positions.get(k);
        int offset = positions.get(0).sideToMove() == variant.firstSide() ? 0 : 1;
        int number = (k + offset) / 2 + 1;
        String dots = before.sideToMove() == variant.firstSide() ? ". " : "... ";
        return number + dots + variant.notation(before, moves.get(k));
    }

    private Ending judge() {
        Position p = position();
        if (variant.legalMoves(p).isEmpty()) {
            Side mover = p.sideToMove();
            boolean bare = p.count(Piece.man(mover)) + p.count(Piece.king(mover)) == 0;
            String reason = mover.title() + (bare ? " has no pieces left" : " has no legal move");
            return new Ending(variant.seatOf(variant.reverse() ? mover : mover.opponent()), reason);
        }
        if (!variant.rules().drawRules().contains(DrawRule.REPETITION_CLAIM)
                && positions.stream().filter(p::equals).count() >= 3) {
            return new Ending(null, "threefold repetition");
        }
        for (DrawRule rule : variant.rules().drawRules()) {
            if (!rule.claim() && triggered(rule)) {
                return new Ending(null, reasonOf(rule));
            }
        }
        return null;
    }

    private boolean triggered(DrawRule rule) {
        switch (rule) {
            case TWENTY_FIVE_KING_MOVES:
                return quietKingPlies >= 50;
            case SIXTEEN_AND_FIVE_MOVE_ENDGAMES:
                return endgameClass == SIXTEEN_MOVE_CLASS && endgamePlies >= 32
                        || endgameClass == FIVE_MOVE_CLASS && endgamePlies >= 10;
            case FIFTEEN_KING_MOVES:
                return quietKingPlies >= 30 || endgameClass == KINGS_AGAINST_KING_CLASS && endgamePlies >= 30;
            case FORTY_MOVES:
                return quietKingPlies >= 80;
            case FRISIAN_TWO_KINGS_AGAINST_ONE:
                return endgameClass == FRISIAN_TWO_KINGS_CLASS && endgamePlies >= 14;
            case FRISIAN_KING_AGAINST_KING:
                return endgameClass == FRISIAN_KING_AGAINST_KING_CLASS && endgamePlies >= 4;
            case RUSSIAN_MATERIAL_ENDGAMES:
                return mainRoadHeld() || balancePlies >= 2 * russianBalanceMoves();
            default:
                return false;
        }
    }

    private String reasonOf(DrawRule rule) {
        if (rule == DrawRule.SIXTEEN_AND_FIVE_MOVE_ENDGAMES && endgameClass == FIVE_MOVE_CLASS) {
            return "5-move rule";
        }
        if (rule == DrawRule.RUSSIAN_MATERIAL_ENDGAMES) {
            return mainRoadHeld() ? "5-move rule (lone king on the main road)"
                    : russianBalanceMoves() + "-move rule";
        }
        return rule.ruleName();
    }

    /**
     * The Russian count for an ending where both sides have kings and the balance of forces stays the
     * same: 30 moves with 4 or 5 pieces on the board, 60 with 6 or 7; otherwise no limit.
     */
    private int russianBalanceMoves() {
        Position p = position();
        if (p.count(Piece.WHITE_KING) == 0 || p.count(Piece.BLACK_KING) == 0) {
            return Integer.MAX_VALUE / 2;
        }
        int pieces = 0;
        for (Piece piece : Piece.values()) {
            pieces += p.count(piece);
        }
        if (pieces == 4 || pieces == 5) {
            return 30;
        }
        if (pieces == 6 || pieces == 7) {
            return 60;
        }
        return Integer.MAX_VALUE / 2;
    }

    /**
     * Russian rules: three or more kings against a lone king standing on the main road (the long diagonal
     * a1-h8) are drawn once the strong side has made 5 moves in that ending. pbm reads "holds the main
     * road" as standing on it when the 5th move is over (or at any later move within the 15).
     */
    private boolean mainRoadHeld() {
        if (endgameClass != KINGS_AGAINST_KING_CLASS || endgamePlies < 10) {
            return false;
        }
        Position p = position();
        Geometry g = variant.geometry();
        for (int sq = 1; sq <= g.squareCount(); sq++) {
            Piece piece = p.pieceAt(sq);
            if (piece != null && piece.isKing() && p.count(piece) == 1
                    && g.fileOf(sq) == g.rankOf(sq)) {
                Side lone = piece == Piece.WHITE_KING ? Side.WHITE : Side.BLACK;
                return p.count(Piece.king(lone.opponent())) >= 3;
            }
        }
        return false;
    }

    /**
     * The material class the endgame rules count in: the FMJD 16-move rule (three pieces with at least
     * one king against a lone king), the FMJD 5-move rule (at most two pieces with a king against a lone
     * king), the Russian three (or more) kings against a lone king, and the Frisian two kings against
     * one and king against king.
     */
    private static int endgameClass(Variant v, Position p) {
        if (v.rules().drawRules().contains(DrawRule.FRISIAN_TWO_KINGS_AGAINST_ONE)) {
            return frisianClass(p);
        }
        for (Side strong : Side.values()) {
            Side weak = strong.opponent();
            if (p.count(Piece.king(weak)) != 1 || p.count(Piece.man(weak)) != 0) {
                continue;
            }
            int kings = p.count(Piece.king(strong));
            int men = p.count(Piece.man(strong));
            if (v.rules().drawRules().contains(DrawRule.FIFTEEN_KING_MOVES)) {
                if (kings >= 3 && men == 0) {
                    return KINGS_AGAINST_KING_CLASS;
                }
            } else if (kings >= 1 && kings + men == 3) {
                return SIXTEEN_MOVE_CLASS;
            } else if (kings >= 1 && kings + men <= 2) {
                return FIVE_MOVE_CLASS;
            }
        }
        return NO_CLASS;
    }

    private static int frisianClass(Position p) {
        if (p.count(Piece.WHITE_MAN) + p.count(Piece.BLACK_MAN) > 0) {
            return NO_CLASS;
        }
        int white = p.count(Piece.WHITE_KING);
        int black = p.count(Piece.BLACK_KING);
        if (white == 1 && black == 1) {
            return FRISIAN_KING_AGAINST_KING_CLASS;
        }
        if (white == 2 && black == 1 || white == 1 && black == 2) {
            return FRISIAN_TWO_KINGS_CLASS;
        }
        return NO_CLASS;
    }
}
