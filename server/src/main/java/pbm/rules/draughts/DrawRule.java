package pbm.rules.draughts;

/**
 * Draw rules besides threefold repetition (which every variant has; it ends the game by itself unless the
 * variant has {@link #REPETITION_CLAIM}). Each constant's {@link #ruleName()} goes into the game's outcome.
 * Every rule here ends the game by itself except {@link #REPETITION_CLAIM}, which the player to move claims.
 */
enum DrawRule {

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

    /**
     * English draughts, WCDF Rules of Draughts (adopted by the English Draughts Association), the rule on
     * drawn games: a player may show the referee that neither player has advanced a man during his own
     * previous 40 moves and that no piece has left the board in them. A claim, not an automatic end:
     * pbm offers it to the player to move once 40 moves each have passed without a man moved or a capture.
     */
    FORTY_MOVES("40-move rule", true),

    /**
     * Frisian end-game rule: two kings (and no men) against one king is drawn when both players have made
     * 7 moves since the material arose (Frisian Draughts Federation; 7 moves each as lidraughts counts).
     */
    FRISIAN_TWO_KINGS_AGAINST_ONE("7-move rule"),

    /**
     * Frisian end-game rule: one king against one king is drawn. The federation declares it drawn at once
     * unless one side wins by force; like lidraughts, pbm leaves each player 2 moves to win and then draws.
     */
    FRISIAN_KING_AGAINST_KING("2-move rule"),

    /**
     * Russian rules (Правила вида спорта «шашки», Минспорт России, section on Russian draughts, the draw
     * clauses): in an ending where both sides have kings, drawn when the balance of forces has not changed
     * (no capture, no man crowned) for 30 moves with 4 or 5 pieces on the board, for 60 moves with 6 or 7
     * pieces; and three or more kings against a lone king that holds the main road (the long diagonal
     * a1-h8) drawn after 5 moves instead of 15. pbm counts a move as one by each player (as the 15-move
     * rule does), from the position in which the balance arose.
     */
    RUSSIAN_MATERIAL_ENDGAMES("30-move rule"),

    /**
     * Threefold repetition is a claim, not an automatic end: the game goes on unless the player to move
     * claims the draw when the same position, with the same player to move, has occurred for the third
     * time. Italian draughts: the FID rules leave the draw to the players and the arbiter, and Italian
     * championship games are played on past a third repetition (FID, Regolamento tecnico, Capo I,
     * "Regolamento ufficiale di gioco della dama italiana", fid.it/regolamenti/capo1.htm). English
     * draughts: the WCDF rule on drawn games lets a player show the referee that his next move would make
     * the same position for the third time; pbm lets the player to move claim once it has occurred three
     * times.
     */
    REPETITION_CLAIM("threefold repetition", true);

    private final String ruleName;
    private final boolean claim;

    DrawRule(String ruleName) {
        this(ruleName, false);
    }

    DrawRule(String ruleName, boolean claim) {
        this.ruleName = ruleName;
        this.claim = claim;
    }

    /** True when the rule gives the player to move a draw to claim rather than ending the game by itself. */
    public boolean claim() {
        return claim;
    }

    public String ruleName() {
        return ruleName;
    }
}
