package pbm.render;

import java.util.ArrayList;
import java.util.List;
import pbm.rules.Grid;

/**
 * ASCII pictures of hexagonal boards ({@link Grid.Layout#HEXAGONAL}), standing as Gliński's
 * does: vertical files, each cell touching the cells above and below it in its file and the
 * four cells half a cell higher and lower in the files beside it.
 *
 * <p>Large: the hex drawing players of hexagonal chess post, each cell
 * <pre>
 *  ___
 * / P \
 * \___/
 * </pre>
 * with its piece letter in the middle and its colour filling the rest: blank for light,
 * {@code .} for middle and {@code :} for dark cells ({@link Grid#cellColour}), so a bishop's
 * lines can be followed. A cell's name is read as its file letter (the letters above and below
 * the board head the files) and its rank number, counted up the file: the top and bottom cell
 * of each file as drawn carry their rank numbers just above and below them (upright on
 * Gliński's board: 6 over a6, 11 over f11, 1 under every file), and the cells on the board's
 * left and right sides carry theirs beside them ("1".."6" beside files a and l); any other
 * cell's rank is counted along its file from either end.
 *
 * <p>Small: one character a cell, files two columns apart, a file's cells two lines apart and
 * each cell's neighbours in the files beside it one line above and below it. Every cell on the
 * board's rim carries its rank number beside it, outside the board, and a rank runs from there
 * diagonally through the cells (on Gliński's board from a6 down to f6, then up to l6).
 *
 * <p>Turned ({@code upright} false) the board is drawn rotated 180 degrees: in the axial
 * coordinates file f and rank r become {@code width-1-f} and {@code height-1-r}.
 */
final class HexText {

    /** Columns left for rank numbers beside the board: two digits and a blank. */
    private static final int MARGIN = 3;
    /** Fill characters of light, middle and dark cells. */
    private static final String FILLS = " .:";

    private HexText() {
    }

    /** The large board: hexagons of 5 by 3 characters, 4 columns from file to file. */
    static String large(Grid board, boolean upright) {
        Picture picture = Picture.of(board, upright);
        Canvas canvas = new Canvas();
        for (Placed cell : picture.cells()) {
            drawHexagon(canvas, board, cell, largeTop(picture, cell), largeLeft(cell));
        }
        for (Placed cell : picture.cells()) {
            labelLarge(canvas, picture, cell);
        }
        int last = largeTop(picture, picture.lowest()) + 4;
        fileLetters(canvas, picture, 0, MARGIN + 2, 4);
        fileLetters(canvas, picture, last, MARGIN + 2, 4);
        return canvas.text();
    }

    /** The small board: one character a cell, files 2 columns apart, a cell's file neighbours 2 lines apart. */
    static String small(Grid board, boolean upright) {
        Picture picture = Picture.of(board, upright);
        Canvas canvas = new Canvas();
        for (Placed cell : picture.cells()) {
            char piece = BoardRenderer.smallCell(board, cell.file(), cell.rank());
            String shown = String.valueOf(piece == ' ' ? '.' : piece);
            canvas.put(smallLine(picture, cell), smallColumn(cell), shown);
        }
        for (Placed cell : picture.cells()) {
            labelSmall(canvas, picture, cell);
        }
        int last = smallLine(picture, picture.lowest()) + 1;
        fileLetters(canvas, picture, 0, MARGIN, 2);
        fileLetters(canvas, picture, last, MARGIN, 2);
        return canvas.text();
    }

    /** The line of a cell's top edge: the highest cell's is line 2, under the file letters and its rank number. */
    private static int largeTop(Picture picture, Placed cell) {
        return picture.highest() - cell.level() + 2;
    }

    private static int largeLeft(Placed cell) {
        return MARGIN + 4 * cell.column();
    }

    private static int smallLine(Picture picture, Placed cell) {
        return picture.highest() - cell.level() + 1;
    }

    private static int smallColumn(Placed cell) {
        return MARGIN + 2 * cell.column();
    }

    /** One hexagon; the edges it shares with its neighbours are drawn with the same characters by both. */
    private static void drawHexagon(Canvas canvas, Grid board, Placed cell, int top, int left) {
        char fill = FILLS.charAt(Math.floorMod(board.cellColour(cell.file(), cell.rank()), FILLS.length()));
        char piece = BoardRenderer.smallCell(board, cell.file(), cell.rank());
        char middle = piece == '.' || piece == ' ' ? fill : piece;
        canvas.put(top, left + 1, "___");
        canvas.put(top + 1, left, "/" + fill + middle + fill + "\\");
        canvas.put(top + 2, left, "\\___/");
    }

    /** Rank numbers above a file's top cell as drawn, below its bottom one, and beside the board's side cells. */
    private static void labelLarge(Canvas canvas, Picture picture, Placed cell) {
        String rank = picture.rankNumber(cell);
        int top = largeTop(picture, cell);
        int left = largeLeft(cell);
        if (!picture.has(cell, 0, 1)) {
            putCentred(canvas, top - 1, left, rank);
        }
        if (!picture.has(cell, 0, -1)) {
            putCentred(canvas, top + 3, left, rank);
        }
        if (!picture.has(cell, -1, 0) && !picture.has(cell, -1, -1)) {
            canvas.put(top + 1, left - 1 - rank.length(), rank);
        }
        if (!picture.has(cell, 1, 1) && !picture.has(cell, 1, 0)) {
            canvas.put(top + 1, left + 6, rank);
        }
    }

    /**
     * A rank number over the middle of the hexagon at {@code left}, moved a column right or left
     * where a neighbour's edge would touch it ("10" in 3 columns cannot be centred).
     */
    private static void putCentred(Canvas canvas, int line, int left, String rank) {
        int start = left + 2 - rank.length() / 2;
        for (int shift : new int[] {0, 1, -1}) {
            if (canvas.blank(line, start + shift - 1, rank.length() + 2)) {
                canvas.put(line, start + shift, rank);
                return;
            }
        }
        canvas.put(line, start, rank);
    }

    /** Rank numbers beside every cell of the rim: left of it where a left neighbour is missing, right likewise. */
    private static void labelSmall(Canvas canvas, Picture picture, Placed cell) {
        String rank = picture.rankNumber(cell);
        int line = smallLine(picture, cell);
        int column = smallColumn(cell);
        if (!picture.has(cell, -1, 0) || !picture.has(cell, -1, -1)) {
            canvas.put(line, column - 1 - rank.length(), rank);
        }
        if (!picture.has(cell, 1, 1) || !picture.has(cell, 1, 0)) {
            canvas.put(line, column + 2, rank);
        }
    }

    /** The file letters on one line, the first file's centred at {@code first}, {@code step} columns apart. */
    private static void fileLetters(Canvas canvas, Picture picture, int line, int first, int step) {
        for (int column = 0; column < picture.files(); column++) {
            canvas.put(line, first + step * column, picture.fileLabel(column));
        }
    }

    /**
     * A cell where the picture puts it: {@code column} its file counted from the picture's left,
     * {@code level} its height in half cells (twice the turned rank less the column), as the
     * hexagons stand.
     */
    private record Placed(int file, int rank, int column, int level) {
    }

    /** The board's cells placed as seen from one side. */
    private record Picture(Grid board, boolean upright, List<Placed> cells, int highest, Placed lowest) {

        static Picture of(Grid board, boolean upright) {
            List<Placed> cells = new ArrayList<>();
            for (int file = 0; file < board.width(); file++) {
                for (int rank = 0; rank < board.height(); rank++) {
                    if (board.exists(file, rank)) {
                        cells.add(place(board, upright, file, rank));
                    }
                }
            }
            if (cells.isEmpty()) {
                throw new IllegalArgumentException("a hexagonal board without cells");
            }
            Placed top = cells.get(0);
            Placed bottom = cells.get(0);
            for (Placed cell : cells) {
                top = cell.level() > top.level() ? cell : top;
                bottom = cell.level() < bottom.level() ? cell : bottom;
            }
            return new Picture(board, upright, List.copyOf(cells), top.level(), bottom);
        }

        private static Placed place(Grid board, boolean upright, int file, int rank) {
            int column = upright ? file : board.width() - 1 - file;
            int row = upright ? rank : board.height() - 1 - rank;
            return new Placed(file, rank, column, 2 * row - column);
        }

        int files() {
            return board.width();
        }

        String fileLabel(int column) {
            return board.fileLabel(upright ? column : board.width() - 1 - column);
        }

        /**
         * Whether the cell {@code columns} to the right and {@code rows} up in the picture's own
         * axial steps is on the board: (0, 1) above, (1, 1) upper right, (1, 0) lower right.
         */
        boolean has(Placed cell, int columns, int rows) {
            int file = cell.file() + (upright ? columns : -columns);
            int rank = cell.rank() + (upright ? rows : -rows);
            return file >= 0 && file < board.width() && rank >= 0 && rank < board.height()
                    && board.exists(file, rank);
        }

        /** The rank number in the cell's name ("11" of "f11"). */
        String rankNumber(Placed cell) {
            String name = board.cellName(cell.file(), cell.rank());
            String file = board.fileLabel(cell.file());
            return name.startsWith(file) ? name.substring(file.length()) : name;
        }
    }

    /**
     * Lines of characters written at any line and column; blanks where nothing was written.
     * {@link HexRowText} draws on it too.
     */
    static final class Canvas {
        private final List<StringBuilder> lines = new ArrayList<>();

        void put(int line, int column, String text) {
            while (lines.size() <= line) {
                lines.add(new StringBuilder());
            }
            StringBuilder row = lines.get(line);
            while (row.length() < column + text.length()) {
                row.append(' ');
            }
            row.replace(column, column + text.length(), text);
        }

        /** Whether {@code width} columns from {@code column} on the line hold nothing but blanks. */
        boolean blank(int line, int column, int width) {
            if (line >= lines.size()) {
                return true;
            }
            StringBuilder row = lines.get(line);
            for (int at = Math.max(0, column); at < Math.min(row.length(), column + width); at++) {
                if (row.charAt(at) != ' ') {
                    return false;
                }
            }
            return true;
        }

        /** Every line without its trailing blanks and ended by a newline. */
        String text() {
            StringBuilder out = new StringBuilder();
            for (StringBuilder line : lines) {
                out.append(line.toString().stripTrailing()).append('\n');
            }
            return out.toString();
        }
    }
}
