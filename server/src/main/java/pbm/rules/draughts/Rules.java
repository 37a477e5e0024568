package pbm.rules.draughts;

import java.util.EnumSet;
import java.util.Set;

/**
 * The immutable description of one rule set: board, who starts, notation and every capture rule.
 * Nothing here is code; {@link Variant} interprets it. Directions are given as White sees
 * them (forward = towards rank 8/10/12); Black's are mirrored.
 *
 * @param name canonical game name without the -reverse option ("draughts", "draughts -small", ...)
 * @param title human title ("Draughts", "Russian Draughts")
 * @param gameTypeNumber the PDN GameType number (20 International, 21 English, ...)
 * @param firstSide the side that moves first
 * @param width files
 * @param height ranks
 * @param notation 'N' numeric or 'A' algebraic (PDN GameType notation letter)
 * @param corner PDN numbering corner 0-3 as seen from the starting player (0 bottom left, 1 bottom right,
 *     2 top left, 3 top right); numbering runs horizontally
 * @param invert PDN invert flag: false when White's bottom-left corner is a playing square
 * @param everySquare every square is played on (Turkish)
 * @param firstManRank the rank, counted from each side's own edge (0-based), of its first row of men
 * @param manRanks how many rows of men each side starts with
 * @param manMoves directions a man moves in without capturing
 * @param manCaptures directions a man captures in
 * @param kingDirections directions a king moves in without capturing
 * @param kingCaptures directions a king captures in (Frisian kings capture straight as well)
 * @param flyingKings kings move and capture over any distance
 * @param kingLandsRightBehind a flying king capturing must land right behind the captured piece (Thai)
 * @param menCaptureKings false where a man may not capture a king (Italian)
 * @param capturedRemovedAtOnce captured pieces leave the board at each jump (Turkish, Thai), instead of
 *     staying as blockers until the move is over
 * @param noReversalInCapture a capture may not turn 180 degrees between two jumps (Turkish)
 * @param promoteDuringCapture a man reaching the far row during a capture is crowned at once and goes on
 *     capturing as a king (Russian); elsewhere, Turkish included, a man is crowned where its move ends
 * @param precedence which capture sequences may be chosen
 * @param captureSeparator the separator written between squares of a capture
 * @param drawRules automatic draw rules besides threefold repetition
 * @param kingMoveLimit the most non-capturing moves in a row one king may make while its side still has
 *     men (Frisian: 3); 0 for no limit
 * @param lightSquares the game is played on the light squares (Zimbabwean pool checkers): the PDN GameType
 *     still says invert flag 0, but the squares played on are the other colour
 */
record Rules(
        String name, String title, int gameTypeNumber, Side firstSide,
        int width, int height, char notation, int corner, boolean invert, boolean everySquare,
        int firstManRank, int manRanks,
        Set<Direction> manMoves, Set<Direction> manCaptures, Set<Direction> kingDirections,
        Set<Direction> kingCaptures, boolean flyingKings, boolean kingLandsRightBehind, boolean menCaptureKings,
        boolean capturedRemovedAtOnce, boolean noReversalInCapture, boolean promoteDuringCapture,
        CapturePrecedence precedence, char captureSeparator, Set<DrawRule> drawRules, int kingMoveLimit,
        boolean lightSquares) {

    public Rules {
        manMoves = Set.copyOf(manMoves);
        manCaptures = Set.copyOf(manCaptures);
        kingDirections = Set.copyOf(kingDirections);
        kingCaptures = Set.copyOf(kingCaptures);
        drawRules = Set.copyOf(drawRules);
    }

    /** The PDN GameType value, e.g. "20,W,10,10,N2,0". */
    public String gameType() {
        return gameTypeNumber + "," + (firstSide == Side.WHITE ? "W" : "B") + "," + width + "," + height
                + "," + notation + corner + "," + (invert ? 1 : 0);
    }

    /** Whether White's bottom-left square is not played on: the invert flag, turned round for light squares. */
    public boolean bottomLeftUnplayed() {
        return invert != lightSquares;
    }

    public boolean numericNotation() {
        return notation == 'N';
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    /** A new rule set from nothing: every flag off, no draw rules, no king move limit. */
    public static Builder builder() {
        return new Builder();
    }

    static Set<Direction> diagonals() {
        return EnumSet.of(Direction.FORWARD_LEFT, Direction.FORWARD_RIGHT,
                Direction.BACKWARD_LEFT, Direction.BACKWARD_RIGHT);
    }

    static Set<Direction> orthogonals() {
        return EnumSet.of(Direction.FORWARD, Direction.BACKWARD, Direction.LEFT, Direction.RIGHT);
    }

    static Set<Direction> allDirections() {
        return EnumSet.allOf(Direction.class);
    }

    static Set<Direction> forwardDiagonals() {
        return EnumSet.of(Direction.FORWARD_LEFT, Direction.FORWARD_RIGHT);
    }

    /** Copies a rule set with a few fields changed, so that most variants are a few lines. */
    public static final class Builder {
        private String name;
        private String title;
        private int gameTypeNumber;
        private Side firstSide;
        private int width;
        private int height;
        private char notation;
        private int corner;
        private boolean invert;
        private boolean everySquare;
        private int firstManRank;
        private int manRanks;
        private Set<Direction> manMoves;
        private Set<Direction> manCaptures;
        private Set<Direction> kingDirections;
        private Set<Direction> kingCaptures;
        private boolean flyingKings;
        private boolean kingLandsRightBehind;
        private boolean menCaptureKings;
        private boolean capturedRemovedAtOnce;
        private boolean noReversalInCapture;
        private boolean promoteDuringCapture;
        private CapturePrecedence precedence;
        private boolean lightSquares;
        private char captureSeparator;
        private Set<DrawRule> drawRules;
        private int kingMoveLimit;

        private Builder() {
            drawRules = Set.of();
        }

        private Builder(Rules r) {
            name = r.name;
            title = r.title;
            gameTypeNumber = r.gameTypeNumber;
            firstSide = r.firstSide;
            width = r.width;
            height = r.height;
            notation = r.notation;
            corner = r.corner;
            invert = r.invert;
            everySquare = r.everySquare;
            firstManRank = r.firstManRank;
            manRanks = r.manRanks;
            manMoves = r.manMoves;
            manCaptures = r.manCaptures;
            kingDirections = r.kingDirections;
            kingCaptures = r.kingCaptures;
            flyingKings = r.flyingKings;
            kingLandsRightBehind = r.kingLandsRightBehind;
            menCaptureKings = r.menCaptureKings;
            capturedRemovedAtOnce = r.capturedRemovedAtOnce;
            noReversalInCapture = r.noReversalInCapture;
            promoteDuringCapture = r.promoteDuringCapture;
            precedence = r.precedence;
            captureSeparator = r.captureSeparator;
            drawRules = r.drawRules;
            kingMoveLimit = r.kingMoveLimit;
            lightSquares = r.lightSquares;
        }

        public Builder name(String name, String title, int gameTypeNumber) {
            this.name = name;
            this.title = title;
            this.gameTypeNumber = gameTypeNumber;
            return this;
        }

        public Builder firstSide(Side side) {
            this.firstSide = side;
            return this;
        }

        /** Board size with the usual men: (height - 2) / 2 rows each, starting on each side's edge. */
        public Builder board(int width, int height) {
            this.width = width;
            this.height = height;
            this.firstManRank = 0;
            this.manRanks = (height - 2) / 2;
            return this;
        }

        public Builder men(int firstManRank, int manRanks) {
            this.firstManRank = firstManRank;
            this.manRanks = manRanks;
            return this;
        }

        public Builder notation(char notation, int corner, boolean invert) {
            this.notation = notation;
            this.corner = corner;
            this.invert = invert;
            return this;
        }

        public Builder everySquare(boolean everySquare) {
            this.everySquare = everySquare;
            return this;
        }

        /** Directions of men and kings; kings capture in the directions they move in. */
        public Builder directions(Set<Direction> manMoves, Set<Direction> manCaptures, Set<Direction> kings) {
            return directions(manMoves, manCaptures, kings, kings);
        }

        public Builder directions(Set<Direction> manMoves, Set<Direction> manCaptures, Set<Direction> kingMoves,
                Set<Direction> kingCaptures) {
            this.manMoves = manMoves;
            this.manCaptures = manCaptures;
            this.kingDirections = kingMoves;
            this.kingCaptures = kingCaptures;
            return this;
        }

        public Builder menCaptureBackwards(boolean backwards) {
            this.manCaptures = backwards ? diagonals() : forwardDiagonals();
            return this;
        }

        public Builder flyingKings(boolean flying, boolean landRightBehind) {
            this.flyingKings = flying;
            this.kingLandsRightBehind = landRightBehind;
            return this;
        }

        public Builder menCaptureKings(boolean allowed) {
            this.menCaptureKings = allowed;
            return this;
        }

        public Builder capturedRemovedAtOnce(boolean atOnce, boolean noReversal) {
            this.capturedRemovedAtOnce = atOnce;
            this.noReversalInCapture = noReversal;
            return this;
        }

        public Builder promoteDuringCapture(boolean promote) {
            this.promoteDuringCapture = promote;
            return this;
        }

        public Builder precedence(CapturePrecedence precedence) {
            this.precedence = precedence;
            return this;
        }

        public Builder captureSeparator(char separator) {
            this.captureSeparator = separator;
            return this;
        }

        public Builder drawRules(Set<DrawRule> rules) {
            this.drawRules = rules;
            return this;
        }

        public Builder lightSquares(boolean light) {
            this.lightSquares = light;
            return this;
        }

        public Builder kingMoveLimit(int limit) {
            this.kingMoveLimit = limit;
            return this;
        }

        public Rules build() {
            return new Rules(name, title, gameTypeNumber, firstSide, width, height, notation, corner, invert,
                    everySquare, firstManRank, manRanks, manMoves, manCaptures, kingDirections, kingCaptures,
                    flyingKings, kingLandsRightBehind, menCaptureKings, capturedRemovedAtOnce, noReversalInCapture,
                    promoteDuringCapture, precedence, captureSeparator, drawRules, kingMoveLimit, lightSquares);
        }
    }
}
