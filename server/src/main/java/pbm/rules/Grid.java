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

    /** How a piece is drawn: a plain disc (a draughts man), a crowned disc (a king), a letter in a disc. */
    enum Shape {
        NONE, DISC, CROWNED_DISC, LETTERED
    }

    /** A cell's piece as a picture draws it; {@code letter} only for {@link Shape#LETTERED}. */
    record Content(Shape shape, boolean light, String letter) {
        public static final Content EMPTY = new Content(Shape.NONE, false, null);
    }
}
