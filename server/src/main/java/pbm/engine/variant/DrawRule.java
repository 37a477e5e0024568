package pbm.engine.variant;

/**
 * Automatic draw rules besides threefold repetition (which every variant has). Each constant's
 * {@link #ruleName()} goes into the game's outcome.
 */
public enum DrawRule {

    /** FMJD rules: 25 successive moves by each player with kings only, no capture and no man moved. */
    TWENTY_FIVE_KING_MOVES("25-move rule"),

    /**
     * FMJD rules: three kings, two kings and a man, or a king and two men against a lone king: drawn
     * after 16 moves each; two kings, a king and a man, or one king against a lone king: after 5 moves
     * each. The count starts when the material class arises.
     */
    SIXTEEN_AND_FIVE_MOVE_ENDGAMES("16-move rule"),

    /**
     * FMJD-64 (Russian) section rules, also used for Brazilian: 15 moves each with kings only and no
     * capture or man move; and three or more kings against a lone king not won within 15 moves.
     */
    FIFTEEN_KING_MOVES("15-move rule"),

    /** English Draughts Association / ACF: 40 moves each with no man moved and no capture. */
    FORTY_MOVES("40-move rule"),

    /**
     * Frisian end-game rule: two kings (and no men) against one king is drawn when both players have made
     * 7 moves since the material arose (Frisian Draughts Federation; 7 moves each as lidraughts counts).
     */
    FRISIAN_TWO_KINGS_AGAINST_ONE("7-move rule"),

    /**
     * Frisian end-game rule: one king against one king is drawn. The federation declares it drawn at once
     * unless one side wins by force; like lidraughts, pbm leaves each player 2 moves to win and then draws.
     */
    FRISIAN_KING_AGAINST_KING("2-move rule");

    private final String ruleName;

    DrawRule(String ruleName) {
        this.ruleName = ruleName;
    }

    public String ruleName() {
        return ruleName;
    }
}
