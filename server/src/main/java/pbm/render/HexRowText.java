package pbm.render;

import java.util.ArrayList;
import java.util.List;
import pbm.rules.Grid;

/**
 * ASCII pictures of Game Courier's horizontal hexagonal boards ({@link Grid.Layout#HORIZONTAL_HEXAGONAL}):
 * ranks are horizontal rows, each half a cell to the right of the row below, so a file slants
 * up to the right and a cell touches two cells of each row beside its own.
 *
 * <p>Large: the pointy-topped hexagons players of such boards post,
 * <pre>
 *   / \ / \
 *  |.r.| n |
 *   \ / \ /
 * </pre>
 * each cell's middle 3 characters its piece letter filled round with its colour: blank for
 * light, {@code .} for middle and {@code :} for dark ({@link Grid#cellColour}); neighbours share
 * their edges. Small: one character a cell, two columns apart, each row one column right of the
 * row below.
 *
 * <p>Both carry each rank's number at the two ends of its row, and each file's letter where the
 * file runs off the board's bottom or top edge: on the line under the bottom row and over the top
 * row, one step further along the file's slant than its end cell. A file that reaches neither
 * edge has its letter on both lines where its slant meets them.
 *
 * <p>Turned ({@code upright} false) the board is drawn rotated 180 degrees: file f and rank r are
 * drawn where {@code width-1-f} and {@code height-1-r} stand upright.
 */
final class HexRowText {

    /** Fill characters of light, middle and dark cells. */
    private static final String FILLS = " .:";
    /** The leftmost column written: one blank before the widest row's rank number. */
    private static final int LEFT = 1;

    private HexRowText() {
    }

    /** The large board: hexagons 4 columns apart, rows 2 lines apart (a shared edge line between them). */
    static String large(Grid board, boolean upright) {
        return draw(board, upright, true);
    }

    /** The small board: one character a cell, 2 columns apart, one line a row. */
    static String small(Grid board, boolean upright) {
        return draw(board, upright, false);
    }

    private static String draw(Grid board, boolean upright, boolean large) {
        Picture picture = Picture.of(board, upright, large);
        List<Mark> marks = new ArrayList<>();
        for (Placed cell : picture.cells()) {
            cell(marks, board, picture, cell, large);
        }
        rankNumbers(marks, picture, large);
        fileLetters(marks, picture);
        int shift = LEFT - marks.stream().mapToInt(Mark::column).min().orElse(LEFT);
        HexText.Canvas canvas = new HexText.Canvas();
        for (Mark mark : marks) {
            canvas.put(mark.line(), mark.column() + shift, mark.text());
        }
        return canvas.text();
    }

    /** One cell: large, its hexagon (edges shared with its neighbours, drawn alike by both); small, its character. */
    private static void cell(List<Mark> marks, Grid board, Picture picture, Placed cell, boolean large) {
        int line = picture.line(cell.row());
        int column = picture.column(cell.column(), cell.row());
        char piece = BoardRenderer.smallCell(board, cell.file(), cell.rank());
        if (!large) {
            marks.add(new Mark(line, column, String.valueOf(piece == ' ' ? '.' : piece)));
            return;
        }
        char fill = FILLS.charAt(Math.floorMod(board.cellColour(cell.file(), cell.rank()), FILLS.length()));
        char middle = piece == '.' || piece == ' ' ? fill : piece;
        marks.add(new Mark(line - 1, column - 1, "/ \\"));
        marks.add(new Mark(line, column - 2, "|" + fill + middle + fill + "|"));
        marks.add(new Mark(line + 1, column - 1, "\\ /"));
    }

    /** Each row's rank number before its leftmost cell and after its rightmost, a blank from the cells' edge. */
    private static void rankNumbers(List<Mark> marks, Picture picture, boolean large) {
        int edge = large ? 3 : 1;
        for (int row = picture.lowestRow(); row <= picture.highestRow(); row++) {
            Placed left = picture.end(row, -1);
            if (left == null) {
                continue;
            }
            Placed right = picture.end(row, 1);
            String number = picture.rankNumber(left);
            int line = picture.line(row);
            marks.add(new Mark(line, picture.column(left.column(), row) - edge - number.length(), number));
            marks.add(new Mark(line, picture.column(right.column(), row) + edge + 1, number));
        }
    }

    /**
     * Each file's letter under the bottom row where the file's lowest cell is in that row, over
     * the top row where its highest is in that one, on both where neither: always where the
     * file's slant meets the letter line, so the letter reads as the file's.
     */
    private static void fileLetters(List<Mark> marks, Picture picture) {
        int below = picture.lowestRow() - 1;
        int above = picture.highestRow() + 1;
        for (int column = 0; column < picture.files(); column++) {
            Placed lowest = picture.fileEnd(column, -1);
            if (lowest == null) {
                continue;
            }
            Placed highest = picture.fileEnd(column, 1);
            boolean bottom = lowest.row() == picture.lowestRow();
            boolean top = highest.row() == picture.highestRow();
            String letter = picture.fileLabel(column);
            if (bottom || !top) {
                marks.add(new Mark(picture.line(below), picture.column(column, below), letter));
            }
            if (top || !bottom) {
                marks.add(new Mark(picture.line(above), picture.column(column, above), letter));
            }
        }
    }

    /** Text to write at a line and a column (before the picture is moved to the left margin). */
    private record Mark(int line, int column, String text) {
    }

    /** A cell where the picture puts it: {@code column} its file and {@code row} its rank as seen from one side. */
    private record Placed(int file, int rank, int column, int row) {
    }

    /**
     * The board's cells as seen from one side, and where the picture puts a cell of any column
     * and row: {@code step} columns from file to file, half that from row to row, {@code lines}
     * lines a row, the letter line over the top row line 0.
     */
    private record Picture(Grid board, boolean upright, List<Placed> cells, int lowestRow, int highestRow,
            int step, int lines) {

        static Picture of(Grid board, boolean upright, boolean large) {
            List<Placed> cells = new ArrayList<>();
            for (int rank = 0; rank < board.height(); rank++) {
                for (int file = 0; file < board.width(); file++) {
                    if (board.exists(file, rank)) {
                        cells.add(new Placed(file, rank, upright ? file : board.width() - 1 - file,
                                upright ? rank : board.height() - 1 - rank));
                    }
                }
            }
            if (cells.isEmpty()) {
                throw new IllegalArgumentException("a hexagonal board without cells");
            }
            int lowest = cells.stream().mapToInt(Placed::row).min().orElseThrow();
            int highest = cells.stream().mapToInt(Placed::row).max().orElseThrow();
            return new Picture(board, upright, List.copyOf(cells), lowest, highest, large ? 4 : 2, large ? 2 : 1);
        }

        /** The line of a row's cells; the letter line over the top row is line 0. */
        int line(int row) {
            return lines * (highestRow - row + 1);
        }

        /** The column of a cell's middle, before the picture is moved to the margin. */
        int column(int column, int row) {
            return step * column + step / 2 * row;
        }

        /** The row's leftmost ({@code side} -1) or rightmost (1) cell; null for a row without cells. */
        Placed end(int row, int side) {
            Placed end = null;
            for (Placed cell : cells) {
                if (cell.row() == row && (end == null || side * (cell.column() - end.column()) > 0)) {
                    end = cell;
                }
            }
            return end;
        }

        /** The file's lowest ({@code side} -1) or highest (1) cell as drawn; null for a file without cells. */
        Placed fileEnd(int column, int side) {
            Placed end = null;
            for (Placed cell : cells) {
                if (cell.column() == column && (end == null || side * (cell.row() - end.row()) > 0)) {
                    end = cell;
                }
            }
            return end;
        }

        int files() {
            return board.width();
        }

        String fileLabel(int column) {
            return board.fileLabel(upright ? column : board.width() - 1 - column);
        }

        /** The rank number in the cell's name ("7" of "a7"). */
        String rankNumber(Placed cell) {
            String name = board.cellName(cell.file(), cell.rank());
            String file = board.fileLabel(cell.file());
            return name.startsWith(file) ? name.substring(file.length()) : name;
        }
    }
}
