package pbm.rules;

import java.util.List;
import java.util.Locale;

/**
 * A position as the renderer draws it: labelled cells, file 0 the bottom seat's left and
 * rank 0 the bottom seat's nearest row. The renderer adds borders, labels and turning.
 */
public interface Grid {

    /** Files, 1 to 26. */
    int width();

    /** Ranks, 1 to 99. */
    int height();

    /** "A" (draughts) or "a" (chess). */
    String fileLabel(int file);

    /** "1" .. "10". */
    String rankLabel(int rank);

    /**
     * The large (pbmserv) cell, exactly 3 characters: draughts ":C:", "*K*", ":::", "   ";
     * games by data " r ", ":N:", ":::".
     */
    String largeCell(int file, int rank);

    /** The small cell, one character: "w", "b", ".", " " for draughts; the piece letter or "." otherwise. */
    char smallCell(int file, int rank);

    /**
     * Lines printed under the board, e.g. pieces in hand ("In hand: White N P; Black -").
     * Empty for most games.
     */
    List<String> legend();

    /**
     * The character the horizontal line between {@code rank} and {@code rank + 1} is drawn
     * with: {@code '-'}, or another to show a line the rules draw there (xiangqi's river,
     * {@code '~'}).
     */
    default char lineAbove(int rank) {
        return '-';
    }

    /**
     * Whether pictures draw the piece on the cell light: by default an upper-case label
     * (the first side's, White in chess); Othello's Black moves first and is drawn dark.
     */
    default boolean lightPiece(int file, int rank) {
        return Character.isUpperCase(largeCell(file, rank).charAt(1));
    }

    /**
     * What a picture draws on the cell: by default the large cell's letter in upper case, light
     * or dark by {@link #lightPiece}; a family whose pieces are not letters says so (draughts:
     * men and kings).
     */
    default Content content(int file, int rank) {
        char piece = largeCell(file, rank).charAt(1);
        if (piece == ':' || piece == ' ') {
            return Content.EMPTY;
        }
        return new Content(Shape.LETTERED, lightPiece(file, rank), String.valueOf(piece).toUpperCase(Locale.ROOT));
    }

    /**
     * How pictures draw the board and its pieces, as the game's players draw them: chess
     * figurines on checkered squares, shogi's kanji pentagons, xiangqi's and janggi's discs on
     * the points of a lined board, Othello's discs on green, draughts' men and kings.
     */
    default Look look() {
        return Look.CHESS;
    }

    /** The pieces each side holds in hand, for pictures; empty for games without hands. */
    default List<Hand> hands() {
        return List.of();
    }

    /** The cells of royal pieces in check, for pictures to mark; empty where the game has no check. */
    default List<Cell> checked() {
        return List.of();
    }

    /**
     * The board's shape. {@link Layout#HEXAGONAL}: file and rank are axial, as Gliński's board
     * stands (vertical files): the cell (f, r) touches (f, r + 1), (f + 1, r + 1), (f + 1, r),
     * (f, r - 1), (f - 1, r - 1) and (f - 1, r), so rank r falls half a cell a file to the right;
     * cells the board leaves out do not {@link #exists}. {@link Layout#HORIZONTAL_HEXAGONAL}:
     * Game Courier's horizontal hexagonal board, ranks horizontal rows and files slanting up to
     * the right, each rank half a cell to the right of the one below: the cell (f, r) touches
     * (f + 1, r), (f - 1, r), (f, r + 1) and (f - 1, r + 1) above, (f, r - 1) and (f + 1, r - 1)
     * below. {@link Layout#CIRCULAR}: files are sectors wrapping around, ranks rings, rank 0 the
     * innermost.
     */
    default Layout layout() {
        return Layout.SQUARE;
    }

    /** Whether the cell is on the board (a hexagonal board leaves the corners of its grid out). */
    default boolean exists(int file, int rank) {
        return true;
    }

    /** The cell's name as players write it: "e4"; on Gliński's board "f11". */
    default String cellName(int file, int rank) {
        return fileLabel(file) + rankLabel(rank);
    }

    /**
     * The cell's colour: on a hexagonal board 0, 1 or 2 (light, middle, dark: neighbours
     * differ); else 0 for a dark square, 1 for a light one.
     */
    default int cellColour(int file, int rank) {
        return (file + rank) % 2 == 0 ? 0 : 1;
    }

    /** The shapes of boards: square cells, hexagons, rings of a circle. */
    enum Layout {
        SQUARE, HEXAGONAL, HORIZONTAL_HEXAGONAL, CIRCULAR
    }

    /** How pictures draw a board, as the players of its game draw it. */
    enum Look {
        CHESS, SHOGI, XIANGQI, JANGGI, DISCS, DRAUGHTS
    }

    /** How a piece is drawn: a plain disc (a draughts man), a crowned disc (a king), a letter in a disc. */
    enum Shape {
        NONE, DISC, CROWNED_DISC, LETTERED
    }

    /**
     * A cell's piece as a picture draws it: {@code letter} only for {@link Shape#LETTERED};
     * {@code kind} the definition's name of the piece ("knight", "shogiPawn", "customPiece1"),
     * null where the family has none (draughts); {@code promoted} a piece turned over (shogi),
     * whose {@code kind} is then the piece it was.
     */
    record Content(Shape shape, boolean light, String letter, String kind, boolean promoted) {
        public static final Content EMPTY = new Content(Shape.NONE, false, null);

        /** A piece without a kind. */
        public Content(Shape shape, boolean light, String letter) {
            this(shape, light, letter, null, false);
        }
    }

    /** A cell by file and rank, as the grid counts them. */
    record Cell(int file, int rank) {
    }

    /** One side's pieces in hand: {@code light} as its pieces on the board are drawn. */
    record Hand(String side, boolean light, List<Held> pieces) {
        public Hand {
            pieces = List.copyOf(pieces);
        }
    }

    /** A piece in hand and how many of it. */
    record Held(Content piece, int count) {
    }
}
