package pbm.render;

import pbm.rules.Grid;

/**
 * ASCII boards as BOARD.md specifies them: the large pbmserv look, whose
 * rows of 3-character cells between {@code |} programs written for pbmserv
 * parse, and a small one-character-per-square board for narrow screens.
 * The cells and the labels are the {@link Grid}'s own.
 *
 * <p>Both are seen from the grid's bottom seat ({@code upright}: rank 0 at
 * the bottom, file 0 on the left) or turned 180 degrees (rank 0 at the top,
 * files from the right). Every line ends with {@code '\n'}; no line has
 * trailing blanks.
 *
 * <p>Hexagonal and circular boards ({@link Grid#layout}) are drawn by {@link HexText} (Gliński's
 * upright files), {@link HexRowText} (horizontal ranks) and {@link RingText} in looks of their own,
 * with the same rules for lines and turning.
 */
public final class BoardRenderer {

    /** Files are labelled with one letter each. */
    static final int MAX_WIDTH = 26;
    /** Rank labels have at most two digits (small board: 2 columns). */
    static final int MAX_HEIGHT = 99;

    private BoardRenderer() {
    }

    /** The large board: 3-character cells between {@code |}, e.g. {@code :::}, {@code :C:}, {@code *K*}. */
    public static String large(Grid board, boolean upright) {
        if (board.layout() != Grid.Layout.SQUARE) {
            return shaped(board, upright, true);
        }
        Orientation view = Orientation.of(board, upright);
        String files = largeFileLine(board, view);
        String separator = "    +" + "---+".repeat(board.width());
        StringBuilder text = new StringBuilder();
        line(text, files);
        line(text, separator);
        for (int row = 0; row < board.height(); row++) {
            int rank = view.rankAtRow(row);
            String label = board.rankLabel(rank);
            StringBuilder cells = padLeft(new StringBuilder(), label, 3).append(" |");
            for (int column = 0; column < board.width(); column++) {
                cells.append(largeCell(board, view.fileAtColumn(column), rank)).append('|');
            }
            line(text, cells.append(' ').append(label).toString());
            char rule = row + 1 < board.height() ? board.lineAbove(Math.min(rank, view.rankAtRow(row + 1))) : '-';
            line(text, rule == '-' ? separator : separator.replace('-', rule));
        }
        line(text, files);
        return text.toString();
    }

    /** The small board: one character per square ({@link Grid#smallCell}), blank-separated. */
    public static String small(Grid board, boolean upright) {
        if (board.layout() != Grid.Layout.SQUARE) {
            return shaped(board, upright, false);
        }
        Orientation view = Orientation.of(board, upright);
        String files = smallFileLine(board, view);
        StringBuilder text = new StringBuilder();
        line(text, files);
        for (int row = 0; row < board.height(); row++) {
            int rank = view.rankAtRow(row);
            String label = board.rankLabel(rank);
            StringBuilder cells = padLeft(new StringBuilder(), label, 2);
            for (int column = 0; column < board.width(); column++) {
                cells.append(' ').append(smallCell(board, view.fileAtColumn(column), rank));
            }
            line(text, padLeft(cells.append(' '), label, 2).toString());
            char rule = row + 1 < board.height() ? board.lineAbove(Math.min(rank, view.rankAtRow(row + 1))) : '-';
            if (rule != '-') {
                line(text, "  " + (" " + rule).repeat(board.width()));
            }
        }
        line(text, files);
        return text.toString();
    }

    private static String largeFileLine(Grid board, Orientation view) {
        StringBuilder files = new StringBuilder("    ");
        for (int column = 0; column < board.width(); column++) {
            files.append("  ").append(board.fileLabel(view.fileAtColumn(column))).append(' ');
        }
        return files.toString();
    }

    private static String smallFileLine(Grid board, Orientation view) {
        StringBuilder files = new StringBuilder("  ");
        for (int column = 0; column < board.width(); column++) {
            files.append(' ').append(board.fileLabel(view.fileAtColumn(column)));
        }
        return files.toString();
    }

    /** A board of hexagons or rings, large or small, in the look of its shape. */
    private static String shaped(Grid board, boolean upright, boolean large) {
        return switch (board.layout()) {
            case HEXAGONAL -> large ? HexText.large(board, upright) : HexText.small(board, upright);
            case HORIZONTAL_HEXAGONAL -> large ? HexRowText.large(board, upright) : HexRowText.small(board, upright);
            default -> large ? RingText.large(board, upright) : RingText.small(board, upright);
        };
    }

    static String largeCell(Grid board, int file, int rank) {
        String cell = board.largeCell(file, rank);
        if (cell.length() != 3 || cell.indexOf('|') >= 0) {
            throw new IllegalArgumentException("not a large board cell: \"" + cell + "\"");
        }
        return cell;
    }

    static char smallCell(Grid board, int file, int rank) {
        char cell = board.smallCell(file, rank);
        if (Character.isISOControl(cell)) {
            throw new IllegalArgumentException("not a small board cell: " + (int) cell);
        }
        return cell;
    }

    /** Appends one line without its trailing blanks, then a newline. */
    private static void line(StringBuilder text, String line) {
        text.append(line.stripTrailing()).append('\n');
    }

    /** Which file and rank each printed column and row shows. */
    private record Orientation(int width, int height, boolean upright) {

        static Orientation of(Grid board, boolean upright) {
            int width = board.width();
            int height = board.height();
            if (width < 1 || width > MAX_WIDTH || height < 1 || height > MAX_HEIGHT) {
                throw new IllegalArgumentException("cannot draw a " + width + "x" + height + " board");
            }
            return new Orientation(width, height, upright);
        }

        /** Rows are printed top first. */
        int rankAtRow(int row) {
            return upright ? height - 1 - row : row;
        }

        int fileAtColumn(int column) {
            return upright ? column : width - 1 - column;
        }
    }

    /** Appends {@code text} right-aligned in {@code width} columns (as {@code %<width>s}, without a Formatter). */
    private static StringBuilder padLeft(StringBuilder out, String text, int width) {
        for (int i = text.length(); i < width; i++) {
            out.append(' ');
        }
        return out.append(text);
    }
}
