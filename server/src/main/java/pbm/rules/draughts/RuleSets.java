package pbm.rules.draughts;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** The rule sets of the games pbm hosts, each a few lines reusing International or English rules. */
final class RuleSets {

    /**
     * International draughts, FMJD official rules: 10x10, men move forward and capture forward and
     * backward, flying kings, captured pieces removed only when the move is over and never jumped twice,
     * the capture of the greatest number of pieces compulsory, a man passing the far row during a capture
     * is not crowned. Draws: 25 successive king moves, and the 16- and 5-move endgame rules.
     */
    public static final Rules INTERNATIONAL = Rules.builder()
            .name("draughts", "Draughts", 20).firstSide(Side.WHITE).board(10, 10).notation('N', 2, false)
            .directions(Rules.forwardDiagonals(), Rules.diagonals(), Rules.diagonals())
            .flyingKings(true, false).menCaptureKings(true)
            .precedence(CapturePrecedence.QUANTITY).captureSeparator('x')
            .drawRules(Set.of(DrawRule.TWENTY_FIVE_KING_MOVES, DrawRule.SIXTEEN_AND_FIVE_MOVE_ENDGAMES)).build();

    /**
     * Brazilian draughts: FMJD International rules on 8x8 (PDN GameType 26), numbered algebraically;
     * the 15-move king rules of the FMJD-64 section.
     */
    public static final Rules BRAZILIAN = INTERNATIONAL.toBuilder()
            .name("brazilian", "Brazilian Draughts", 26).board(8, 8).notation('A', 0, false)
            .drawRules(Set.of(DrawRule.FIFTEEN_KING_MOVES)).build();

    /** pbmserv's "draughts -small": the same game as Brazilian (the German/Brazilian 8x8 game). */
    public static final Rules SMALL = BRAZILIAN.toBuilder()
            .name("draughts -small", "Draughts 8x8", 26).build();

    /** Canadian draughts: FMJD International rules on 12x12 with 30 men each (PDN GameType 27). */
    public static final Rules CANADIAN = INTERNATIONAL.toBuilder()
            .name("canadian", "Canadian Draughts", 27).board(12, 12).build();

    /**
     * English draughts / American checkers, English Draughts Association and ACF rules: Black starts,
     * men move and capture forward only, kings move one square, free choice among captures, a man
     * reaching the king row ends its move there. Draws (WCDF Rules of Draughts, the rule on drawn games):
     * the 40-move rule and threefold repetition are claims of a player, not automatic ends.
     */
    public static final Rules ENGLISH = INTERNATIONAL.toBuilder()
            .name("checkers", "Checkers", 21).firstSide(Side.BLACK).board(8, 8).notation('N', 1, false)
            .menCaptureBackwards(false).flyingKings(false, false).precedence(CapturePrecedence.FREE)
            .drawRules(Set.of(DrawRule.FORTY_MOVES, DrawRule.REPETITION_CLAIM)).build();

    /**
     * Italian draughts, FID rules (Regolamento tecnico, Capo I, "Regolamento ufficiale di gioco della dama
     * italiana"): board with a light square at White's bottom left, men capture forward only and may not
     * capture kings, short kings, precedence: most pieces, then a king capturing, then most kings, then the
     * king met first. No move-count rule; threefold repetition is a claim of the player to move
     * ({@link DrawRule#REPETITION_CLAIM}), not an automatic end.
     */
    public static final Rules ITALIAN = ENGLISH.toBuilder()
            .name("italian", "Italian Draughts", 22).firstSide(Side.WHITE).notation('N', 2, true)
            .menCaptureKings(false).precedence(CapturePrecedence.ITALIAN)
            .drawRules(Set.of(DrawRule.REPETITION_CLAIM)).build();

    /**
     * American pool checkers, APCA rules: Black starts, men capture backwards, flying kings, free choice
     * among captures, no crowning in passing.
     */
    public static final Rules POOL = ENGLISH.toBuilder()
            .name("pool", "Pool Checkers", 23).menCaptureBackwards(true).flyingKings(true, false)
            .drawRules(Set.of()).build();

    /**
     * Pool checkers (unified), PDN GameType 23,W,8,8,A0,0: the rules of American pool checkers, but White
     * moves first and squares are named algebraically (the PDN GameType table's note: the pool forms share
     * number 23 and American pool's rules, with algebraic notation and White first).
     */
    public static final Rules POOL_UNIFIED = POOL.toBuilder()
            .name("pool -unified", "Pool Checkers (unified)", 23).firstSide(Side.WHITE).notation('A', 0, false).build();

    /**
     * Jamaican draughts, PDN GameType 23,W,8,8,A1,1: American pool's rules with White first, the board
     * turned so that the dark corner is at each player's bottom right (invert flag 1; "the dark square on
     * the bottom right", poolcheckers.com), algebraic notation. The GameType's numbering corner (1) and the
     * table's "vertical numbering" concern PDN's internal square numbers, which pbm never shows for an
     * algebraic game: pbm names squares as on every board it draws, files A.. from White's left.
     */
    public static final Rules JAMAICAN = POOL.toBuilder()
            .name("jamaican", "Jamaican Draughts", 23).firstSide(Side.WHITE).notation('A', 1, true).build();

    /**
     * Zimbabwean pool checkers, PDN GameType 23,W,8,8,A0,0: American pool's rules with White first and
     * algebraic notation, played on the light squares (the table's note), so White's bottom-left corner
     * square is not played on although the GameType's invert flag is 0.
     */
    public static final Rules ZIMBABWEAN = POOL_UNIFIED.toBuilder()
            .name("zimbabwean", "Zimbabwean Pool Checkers", 23).lightSquares(true).build();

    /**
     * Spanish draughts (Spanish federation, as Portuguese): invert-flag board numbered from White's bottom
     * right, men capture forward only, flying kings, most pieces then most kings.
     */
    public static final Rules SPANISH = INTERNATIONAL.toBuilder()
            .name("spanish", "Spanish Draughts", 24).board(8, 8).notation('N', 1, true)
            .menCaptureBackwards(false).precedence(CapturePrecedence.QUANTITY_THEN_KINGS)
            .drawRules(Set.of()).build();

    /** Portuguese draughts, Federação Portuguesa de Damas: the Spanish rules. */
    public static final Rules PORTUGUESE = SPANISH.toBuilder()
            .name("portuguese", "Portuguese Draughts", 28).build();

    /**
     * Russian draughts, FMJD-64 section rules: men capture backwards, flying kings, free choice among
     * captures, a man reaching the far row during a capture is crowned at once and goes on capturing as a
     * king; capture separator ':'; the 15-move rules, and the 30- and 60-move rules and the main-road
     * 5-move rule of {@link DrawRule#RUSSIAN_MATERIAL_ENDGAMES}.
     */
    public static final Rules RUSSIAN = BRAZILIAN.toBuilder()
            .name("russian", "Russian Draughts", 25).precedence(CapturePrecedence.FREE)
            .promoteDuringCapture(true).captureSeparator(':')
            .drawRules(Set.of(DrawRule.FIFTEEN_KING_MOVES, DrawRule.RUSSIAN_MATERIAL_ENDGAMES)).build();

    /**
     * Czech draughts, Czech Draughts Federation: men capture forward only, flying kings, if a king can
     * capture a king must, otherwise free choice.
     */
    public static final Rules CZECH = BRAZILIAN.toBuilder()
            .name("czech", "Czech Draughts", 29).menCaptureBackwards(false)
            .precedence(CapturePrecedence.KING_MUST_CAPTURE).drawRules(Set.of()).build();

    /**
     * Turkish draughts (Dama), PDN GameType 30: every square of the 8x8 board is played on; 16 men each on
     * the second and third rows; men move and capture one square straight forward or sideways, never
     * backwards; kings fly along ranks and files like a rook; each captured piece leaves the board at once
     * (so it never blocks and a square may be crossed again), and a capture may not turn back 180 degrees
     * between two jumps; the capture of the most pieces is compulsory, kings counting as one.
     *
     * <p>Promotion during a capture, where sources disagree: pbm takes the reading that a man is crowned
     * only when its move ends. A man reaching the far row in the middle of a capture goes on capturing as
     * a man (sideways along that row) and is crowned where the move ends, which is on the far row.
     */
    public static final Rules TURKISH = INTERNATIONAL.toBuilder()
            .name("turkish", "Turkish Draughts", 30).board(8, 8).men(1, 2).everySquare(true)
            .notation('A', 0, false)
            .directions(EnumSet.of(Direction.FORWARD, Direction.LEFT, Direction.RIGHT),
                    EnumSet.of(Direction.FORWARD, Direction.LEFT, Direction.RIGHT), Rules.orthogonals())
            .capturedRemovedAtOnce(true, true).drawRules(Set.of()).build();

    /**
     * Thai draughts (Mak-hos), PDN GameType 31,B,8,8,N2,0: Black starts (the PDN table; sources differ);
     * 8 men each on the two rows nearest to their side; men move and capture diagonally forward only;
     * kings fly when moving but, capturing, land on the square right behind the captured piece; each
     * captured piece leaves the board at once; free choice among captures; captures written with '-'.
     * Nothing forbids a king to turn back along its line between two jumps.
     */
    public static final Rules THAI = ENGLISH.toBuilder()
            .name("thai", "Thai Draughts", 31).notation('N', 2, false).men(0, 2)
            .flyingKings(true, true).capturedRemovedAtOnce(true, false).captureSeparator('-')
            .drawRules(Set.of()).build();

    /**
     * Frisian draughts, official rules of the Frisian Draughts Federation (Dambûn Frysk Spul, 2011): the
     * International board and men; men and kings capture in 8 directions, diagonally and straight along
     * the rank or file, where the next dark square is two squares away; kings move diagonally and fly,
     * capturing in all 8 directions; the capture of the greatest value is compulsory (a king worth 1.99
     * men) and at equal value a king must capture; while a side has men, one king may make at most three
     * non-capturing moves in a row; two kings against one is drawn after 7 moves each, king against king
     * after 2 moves each.
     */
    public static final Rules FRISIAN = INTERNATIONAL.toBuilder()
            .name("frisian", "Frisian Draughts", 40)
            .directions(Rules.forwardDiagonals(), Rules.allDirections(), Rules.diagonals(), Rules.allDirections())
            .precedence(CapturePrecedence.FRISIAN_VALUE).kingMoveLimit(3)
            .drawRules(Set.of(DrawRule.FRISIAN_TWO_KINGS_AGAINST_ONE, DrawRule.FRISIAN_KING_AGAINST_KING)).build();

    /** Every base rule set, in the order help pages list them. */
    public static final List<Rules> ALL = List.of(INTERNATIONAL, SMALL, CANADIAN, ENGLISH, ITALIAN, POOL,
            POOL_UNIFIED, JAMAICAN, ZIMBABWEAN, SPANISH, RUSSIAN, BRAZILIAN, PORTUGUESE, CZECH, TURKISH, THAI, FRISIAN);

    private RuleSets() {
    }
}
