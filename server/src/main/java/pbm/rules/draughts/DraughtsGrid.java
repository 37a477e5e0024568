package pbm.rules.draughts;

import java.util.List;
import pbm.rules.Grid;

/**
 * A draughts position as labelled cells, seen from White (BOARD.md): {@code :C:}/{@code *C*}
 * White and Black men, {@code :K:}/{@code *K*} kings, {@code :::} an empty playing square,
 * blank a square not played on; small: {@code w b W B . } and blank.
 */
final class DraughtsGrid implements Grid {
    private static final String[] FILES = new String[26];
    private static final String[] RANKS = new String[99];

    static {
        for (int i = 0; i < FILES.length; i++) {
            FILES[i] = String.valueOf((char) ('A' + i));
        }
        for (int i = 0; i < RANKS.length; i++) {
            RANKS[i] = String.valueOf(i + 1);
        }
    }

    private final Position position;
    private final Geometry geometry;

    DraughtsGrid(Position position) {
        this.position = position;
        this.geometry = position.variant().geometry();
    }

    @Override
    public int width() {
        return geometry.width();
    }

    @Override
    public int height() {
        return geometry.height();
    }

    @Override
    public String fileLabel(int file) {
        return FILES[file];
    }

    @Override
    public String rankLabel(int rank) {
        return RANKS[rank];
    }

    /*
     * Looked up by the piece's ordinal rather than switched on: a board drawn before any king
     * had been crowned left the optimising compiler a switch without the kings' cases, and the
     * first king made it compile the whole drawing again (issue 16, seventh round).
     */
    private static final String[] LARGE = new String[Piece.values().length];
    private static final String SMALL;

    static {
        LARGE[Piece.WHITE_MAN.ordinal()] = ":C:";
        LARGE[Piece.BLACK_MAN.ordinal()] = "*C*";
        LARGE[Piece.WHITE_KING.ordinal()] = ":K:";
        LARGE[Piece.BLACK_KING.ordinal()] = "*K*";
        char[] small = new char[Piece.values().length];
        small[Piece.WHITE_MAN.ordinal()] = 'w';
        small[Piece.BLACK_MAN.ordinal()] = 'b';
        small[Piece.WHITE_KING.ordinal()] = 'W';
        small[Piece.BLACK_KING.ordinal()] = 'B';
        SMALL = new String(small);
    }

    @Override
    public String largeCell(int file, int rank) {
        if (!geometry.isPlayable(file, rank)) {
            return "   ";
        }
        Piece piece = position.pieceAt(file, rank);
        if (piece == null) {
            return ":::";
        }
        return LARGE[piece.ordinal()];
    }

    @Override
    public char smallCell(int file, int rank) {
        if (!geometry.isPlayable(file, rank)) {
            return ' ';
        }
        Piece piece = position.pieceAt(file, rank);
        if (piece == null) {
            return '.';
        }
        return SMALL.charAt(piece.ordinal());
    }

    /** Men as discs, kings as crowned discs, White's light. */
    @Override
    public Look look() {
        return Look.DRAUGHTS;
    }

    @Override
    public Content content(int file, int rank) {
        Piece piece = geometry.isPlayable(file, rank) ? position.pieceAt(file, rank) : null;
        if (piece == null) {
            return Content.EMPTY;
        }
        return new Content(piece.isKing() ? Shape.CROWNED_DISC : Shape.DISC, piece.side() == Side.WHITE, null);
    }

    @Override
    public List<String> legend() {
        return List.of();
    }
}
