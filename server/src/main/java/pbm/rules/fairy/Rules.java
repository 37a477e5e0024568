package pbm.rules.fairy;

import java.util.List;
import pbm.rules.Grid;

/**
 * One game as a definition states it, read by {@link DefinitionReader}: the board, the
 * pieces, the start and every rule switch. Built once and never changed afterwards.
 */
final class Rules {
    String file;
    String name;
    String title;
    List<String> sides = List.of("White", "Black");
    Integer gameType;
    String help = "";
    int width = 8;
    int height = 8;
    /** The board's shape, its cells and their names ({@code pbm.board}). */
    Geometry geometry = Geometry.rectangle(8, 8);
    List<PieceType> pieces = List.of();
    /** Type indexes, -1 when the game has none. */
    int pawnType = -1;
    int kingType = -1;
    int castlingRookType = -1;
    String startFen;
    boolean castling = true;
    boolean chess960;
    int castlingKingsideFile = 6;
    int castlingQueensideFile = 2;
    /** Relative rank, 0 the first. */
    int castlingRank;
    /** pbm.castlingSteps: castling along a line, the king's steps short and long ({@link LineCastling}); null for chess's. */
    int[] castlingSteps;
    boolean doubleStep = true;
    /** [colour][square]. */
    boolean[][] doubleStepRegion;
    /** [colour][square]: where the pawn may also step three times (tripleStepRegionWhite/Black), or null. */
    boolean[][] tripleStepRegion;
    boolean[][] promotionRegion;
    int[] promotionTypes = new int[0];
    /** Squares where an en passant capture may land. */
    boolean[] enPassantRegion;
    /** Per type; -1 when unlimited. */
    int[] promotionLimit;
    boolean mandatoryPawnPromotion = true;
    boolean immobilityIllegal;
    int nMoveRule = 50;
    int nFoldRule = 3;
    Outcome nFoldValue = Outcome.DRAW;
    Outcome stalemateValue = Outcome.DRAW;
    /** pbm.stalemateScore: the stalemating side's share of the point when stalemate wins (Gliński's 3/4); 1 a whole win. */
    double stalemateScore = 1;
    Outcome checkmateValue = Outcome.LOSS;
    Outcome extinctionValue = Outcome.NONE;
    boolean extinctionClaim;
    boolean[] extinctionTypes;
    int extinctionPieceCount;
    int extinctionOpponentPieceCount;
    boolean makrukCounting;
    /** pbm's FIDE switches: when above 0 the n-move/n-fold rules are claims and these end the game. */
    int nMoveAuto;
    int nFoldAuto;
    boolean deadPosition;
    String pattern = "";
    String variantTag;
    /** Drops and hands (Fairy-Stockfish keys). */
    boolean pieceDrops;
    boolean capturesToHand;
    /** The game has hands: drops by key or by a Betza {@code @}, or captures to hand. */
    boolean hands;
    boolean firstRankPawnDrops;
    boolean promotionZonePawnDrops;
    /** [colour][square]: where drops by key may land. */
    boolean[][] dropRegion;
    /** The type that may not be dropped on a file holding as many of its own ({@code dropNoDoubled}), or -1. */
    int dropNoDoubled = -1;
    int dropNoDoubledCount = 1;
    /** The type whose drop may not mate ({@code shogiPawnDropMateIllegal}), or -1. */
    int dropMateType = -1;
    boolean perpetualCheckIllegal;
    /** Per type: the type it promotes to, shogi style (entering, inside or leaving the zone), or -1. */
    int[] promotedOf = new int[0];
    boolean mandatoryPiecePromotion;
    /** [colour][type]: where a piece may stand ({@code mobilityRegionWhiteKing}...), or null when anywhere. */
    boolean[][][] mobility;
    /** The relative rank (1 the first) from which the predefined soldier also moves sideways. */
    int soldierPromotionRank = 1;
    /** Kings may not face each other on an open line (xiangqi). */
    boolean flyingGeneral;
    /** Janggi's bikjang: kings facing each other must be parted or the game ends (counted). */
    boolean bikjang;
    /** Squares joined by diagonal lines (janggi's palaces), or null. */
    boolean[] diagonalLines;
    /** [colour]: that side may pass. */
    final boolean[] pass = new boolean[2];
    /** Per type: points for the material count that decides bikjang and double passes, or null. */
    int[] materialValues;
    /**
     * pbm: a move completing a repetition that its mover would lose (by perpetual check, or by
     * perpetual chase under the chasing rule) is refused while the mover has another.
     */
    boolean perpetualCheckRefused;
    /** chasingRule = axf: the Asian Xiangqi Federation's perpetual chase ({@link Chasing}). */
    boolean chasingRule;
    /** pbm.setupChoices: the arrangements a side chooses from before play ({@link SetUp}), or null. */
    String[] setupChoices;
    /** pbm.setupSquares: the first side's squares the choice fills. */
    int[] setupSquares;
    /** pbm.setupFirst: the seat that chooses first (0 unless given). */
    int setupFirst;
    /** pbm: the river is drawn between this rank (1 the first) and the next; 0 none. */
    int river;
    /** pbm: the record's notation: "san", "wxf" or "shogi" (Western/Hodges, USI read too). */
    String notation = "san";
    /** pbm: how pictures draw the board and pieces ({@code pbm.picture}), chess's figurines unless given. */
    Grid.Look look = Grid.Look.CHESS;
    /**
     * Placement games (Fairy-Stockfish's enclosingDrop/flipEnclosedPieces = reversi): a drop
     * must enclose enemy pieces in a line (queen directions) between it and an own piece, and
     * the enclosed pieces change sides. {@code enclosingDropStart} squares are filled first,
     * freely, while any of them is empty.
     */
    boolean enclosingDrop;
    boolean flipEnclosed;
    boolean[] enclosingDropStart;
    /** [colour]: the side passes when it has no move (and only then; passOnStalemate). */
    boolean[] passOnStalemate = new boolean[2];
    /** materialCounting = unweighted: when no side can move, the side with more pieces on the board wins. */
    boolean unweightedCounting;
    /** adjudicateFullBoard: the count decides as soon as the board is full. */
    boolean adjudicateFullBoard;
    /** pbm.labels: the board's label per [colour][type] (Othello's X and O), 0 for the letter. */
    char[][] labels;
    /** pbm.showHands = false: no "In hand" line under the board (an unlimited supply, as Othello's discs). */
    boolean showHands = true;

    int squares() {
        return width * height;
    }

    int typeOf(char letter) {
        char l = Character.toLowerCase(letter);
        for (int t = 0; t < pieces.size(); t++) {
            if (pieces.get(t).letter() == l) {
                return t;
            }
        }
        return -1;
    }

    /** The square's name: file letter and rank number, "a1", "j10". */
    String squareName(int sq) {
        return geometry.name(sq);
    }

    /** Whether the square is drawn dark: pbm.pattern, Game Courier style, else a1 dark. */
    boolean dark(int file, int rank) {
        if (pattern.isEmpty()) {
            return (file + rank) % 2 == 0;
        }
        String[] rows = pattern.split("\\.");
        String row = rows[(height - 1 - rank) % rows.length];
        return row.isEmpty() || row.charAt(file % row.length()) == '0';
    }

    // Keys of the variants set (games/*.ini of issue 14), named as in Fairy-Stockfish.
    /** [colour]: the pawn's promotion choices by colour (promotionPieceTypesWhite/Black). */
    int[][] promotionTypesByColour;
    /** [colour][square]: where an en passant capture may land, by capturing colour. */
    boolean[][] enPassantRegionByColour;
    /** Captures are compulsory when there is one (after the checking rule). */
    boolean mustCapture;
    /** Whether moves may give check ({@code checking = false}: racing kings). */
    boolean checking = true;
    /** Checks to give to win, counted in the FEN ({@code 3+3}). */
    boolean checkCounting;
    /** [colour]: the flag piece's type, -1 any piece; flagRegion is null without a flag rule. */
    int[] flagPiece = {-1, -1};
    boolean[][] flagRegion;
    /** The other side may answer a flag with one more move (racing kings). */
    boolean flagMove;
    /** The type that castles with the rook (castlingKingPiece); the king unless given. */
    int castlingKingType = -1;
    /** extinctionPieceTypes = *: the count is of all a side's pieces together. */
    boolean extinctionAll;
    /** The last pieces of the extinction types are royal: they may not be left attacked. */
    boolean extinctionPseudoRoyal;
    /** Per type: whether its moves restart the n-move count (nMoveRuleTypes); null: the pawn's. */
    boolean[] nMoveRuleTypes;

    /** A piece type's name for players: a custom piece that is the pawn (pawnTypes) is "pawn". */
    String spoken(int type) {
        PieceType p = pieces.get(type);
        return type == pawnType && p.name().startsWith("customPiece") ? "pawn" : p.spoken();
    }

    /** Whether a move of this type restarts the n-move count (captures always do). */
    boolean resetsCount(int type) {
        return nMoveRuleTypes == null ? type == pawnType : nMoveRuleTypes[type];
    }

    /** The pawn's promotion choices for a colour. */
    int[] promotionTypes(int colour) {
        return promotionTypesByColour == null ? promotionTypes : promotionTypesByColour[colour];
    }

    /** Whether en passant by {@code colour} may land on {@code sq}. */
    boolean enPassantTo(int colour, int sq) {
        return enPassantRegionByColour == null ? enPassantRegion[sq] : enPassantRegionByColour[colour][sq];
    }

    /** Whether legal moves are filtered after the king's safety (mustCapture, checking = false). */
    boolean filtersMoves() {
        return mustCapture || !checking;
    }

    /** Whether a position can end before the moves run out (flags, checks counted, extinction). */
    boolean endsEarly() {
        return flagRegion != null || checkCounting || extinctionValue != Outcome.NONE;
    }
}
