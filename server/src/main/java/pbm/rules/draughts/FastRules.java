package pbm.rules.draughts;

/**
 * The rule sets the fast generator knows, each with the geometry and square numbering of
 * its PDN {@code GameType} (PDN 3.0 standard, GameType tag: start colour, board size,
 * notation corner 0-3 seen from the starting player, invert flag).
 *
 * <p>Square numbers: the playing squares are numbered 1..N in rows, starting in the
 * corner the GameType notation digit names (0 bottom-left, 1 bottom-right, 2 top-left,
 * 3 top-right, seen from the player who starts), horizontal principal direction, every
 * row read in the same direction. "Bottom" is the side of White in every game here:
 * White's men start on the rows nearest rank 1. The invert flag tells whether A1 is a
 * playing square (0) or not (1). The numbering that results:
 * <ul>
 *   <li>{@link #INTERNATIONAL} {@code 20,W,10,10,N2,0}: 1 = B10, 5 = J10, 46 = A1;
 *       Black men on 1-20, White men on 31-50.</li>
 *   <li>{@link #CANADIAN} {@code 27,W,12,12,N2,0}: 1 = B12, 67 = A1, 72 = K1;
 *       Black 1-30, White 43-72.</li>
 *   <li>{@link #CHECKERS} {@code 21,B,8,8,N1,0} and {@link #POOL} {@code 23,B,8,8,N1,0}:
 *       1 = B8, 4 = H8, 5 = A7, 29 = A1, 32 = G1; Black 1-12, White 21-32.</li>
 *   <li>{@link #ITALIAN} {@code 22,W,8,8,N2,1}: 1 = A8, 4 = G8, 5 = B7, 32 = H1;
 *       Black 1-12, White 21-32.</li>
 *   <li>{@link #SPANISH} (also Portuguese) {@code 24,W,8,8,N1,1}: 1 = H1, 4 = B1,
 *       5 = G2, 32 = A8; White 1-12, Black 21-32.</li>
 *   <li>{@link #BRAZILIAN} (= {@code draughts -small}), {@link #RUSSIAN}, {@link #CZECH}
 *       {@code 2x,W,8,8,A0,0}: algebraic games; the numbering the same rule gives for
 *       corner 0 is used: 1 = A1, 4 = G1, 5 = B2, 32 = H8; White 1-12, Black 21-32.</li>
 * </ul>
 */
enum FastRules {
    /** FMJD International draughts: men capture backwards, flying kings, majority capture. */
    INTERNATIONAL(10, true, 2, false, true, true, true, false, Precedence.MOST_PIECES),
    /** FMJD rules on 8x8 (Brazilian, German): like International. */
    BRAZILIAN(8, true, 0, false, true, true, true, false, Precedence.MOST_PIECES),
    /** Russian (FMJD-64 section): free choice; a man reaching the last row in a capture
     *  is crowned and goes on capturing as a king. */
    RUSSIAN(8, true, 0, false, true, true, true, true, Precedence.FREE),
    /** American pool checkers (APCA): men capture backwards, flying kings, free choice,
     *  no promotion in passing. */
    POOL(8, false, 1, false, true, true, true, false, Precedence.FREE),
    /** English draughts / American checkers (EDA, ACF): men move and capture forward only,
     *  kings move one square, free choice of capture. */
    CHECKERS(8, false, 1, false, false, false, true, false, Precedence.FREE),
    /** Czech draughts: men capture forward only, flying kings; if a king can capture, a
     *  king must capture, otherwise free choice. */
    CZECH(8, true, 0, false, false, true, true, false, Precedence.KING_FIRST),
    /** Spanish (and Portuguese): men capture forward only, flying kings; most pieces,
     *  then most kings. */
    SPANISH(8, true, 1, true, false, true, true, false, Precedence.MOST_PIECES_THEN_KINGS),
    /** Italian (FID): men capture forward only and may not capture kings, kings move one
     *  square; most pieces, then with a king, then most kings, then the earliest king. */
    ITALIAN(8, true, 2, true, false, false, false, false, Precedence.ITALIAN),
    /** Canadian draughts: International rules on 12x12 (slower generic generator). */
    CANADIAN(12, true, 2, false, true, true, true, false, Precedence.MOST_PIECES);

    /** How a side chooses among captures. */
    enum Precedence { FREE, MOST_PIECES, MOST_PIECES_THEN_KINGS, ITALIAN, KING_FIRST }

    final int size;
    final boolean whiteStarts;
    final int corner;
    final boolean invert;
    final boolean menCaptureBackward;
    final boolean flyingKings;
    final boolean menCaptureKings;
    final boolean crownDuringCapture;
    final Precedence precedence;

    FastRules(int size, boolean whiteStarts, int corner, boolean invert,
              boolean menCaptureBackward, boolean flyingKings, boolean menCaptureKings,
              boolean crownDuringCapture, Precedence precedence) {
        this.size = size;
        this.whiteStarts = whiteStarts;
        this.corner = corner;
        this.invert = invert;
        this.menCaptureBackward = menCaptureBackward;
        this.flyingKings = flyingKings;
        this.menCaptureKings = menCaptureKings;
        this.crownDuringCapture = crownDuringCapture;
        this.precedence = precedence;
    }

    /** Board width and height (8, 10 or 12). */
    public int boardSize() {
        return size;
    }

    /** Number of playing squares: square numbers run from 1 to this. */
    public int squareCount() {
        return size * size / 2;
    }

    /** Whether White moves first in the initial position. */
    public boolean whiteStarts() {
        return whiteStarts;
    }

    /** Men per side in the initial position. */
    public int menPerSide() {
        return (size / 2 - 1) * size / 2;
    }

    /**
     * The rules by a pbm game name: {@code draughts}, {@code brazilian} ({@code draughts
     * -small}), {@code russian}, {@code pool}, {@code checkers}, {@code czech},
     * {@code spanish}, {@code portuguese}, {@code italian}, {@code canadian}
     * ({@code draughts -large}); {@code null} for an unknown name.
     */
    public static FastRules byGameName(String name) {
        switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "draughts": case "international": return INTERNATIONAL;
            case "brazilian": case "draughts-small": case "small": return BRAZILIAN;
            case "russian": return RUSSIAN;
            case "pool": return POOL;
            case "checkers": case "english": return CHECKERS;
            case "czech": return CZECH;
            case "spanish": case "portuguese": return SPANISH;
            case "italian": return ITALIAN;
            case "canadian": case "draughts-large": case "large": return CANADIAN;
            default: return null;
        }
    }
}
