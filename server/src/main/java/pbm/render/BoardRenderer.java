package pbm.render;

/**
 * ASCII boards as BOARD.md specifies them: the large pbmserv look, whose
 * rows of 3-character cells between {@code |} programs written for pbmserv
 * parse, and a small one-character-per-square board for narrow screens.
 *
 * <p>Both are seen from White ({@code whiteAtBottom}: rank 1 at the bottom,
 * files A.. from the left) or turned 180 degrees for Black (rank 1 at the
 * top, files from the right). Every line ends with {@code '\n'}; no line has
 * trailing blanks.
 */
public final class BoardRenderer {

    /** Files are labelled A..Z. */
    static final int MAX_WIDTH = 26;
    /** Rank labels have at most two digits (small board: 2 columns). */
    static final int MAX_HEIGHT = 99;

    private BoardRenderer() {
    }

    /** The large board: {@code :::} empty, {@code :C:}/{@code *C*} men, {@code :K:}/{@code *K*} kings. */
    public static String large(BoardView board, boolean whiteAtBottom) {
        Orientation view = Orientation.of(board, whiteAtBottom);
        String files = largeFileLine(board, view);
        String separator = "    +" + "---+".repeat(board.width());
        StringBuilder text = new StringBuilder();
        line(text, files);
        line(text, separator);
        for (int row = 0; row < board.height(); row++) {
            int rank = view.rankAtRow(row);
            StringBuilder cells = new StringBuilder(String.format("%3d |", rank + 1));
            for (int column = 0; column < board.width(); column++) {
                cells.append(largeCell(board.cell(view.fileAtColumn(column), rank))).append('|');
            }
            line(text, cells.append(' ').append(rank + 1).toString());
            line(text, separator);
        }
        line(text, files);
        return text.toString();
    }

    /** The small board: one character per square ({@link BoardView#cell}'s own), blank-separated. */
    public static String small(BoardView board, boolean whiteAtBottom) {
        Orientation view = Orientation.of(board, whiteAtBottom);
        String files = smallFileLine(board, view);
        StringBuilder text = new StringBuilder();
        line(text, files);
        for (int row = 0; row < board.height(); row++) {
            int rank = view.rankAtRow(row);
            StringBuilder cells = new StringBuilder(String.format("%2d", rank + 1));
            for (int column = 0; column < board.width(); column++) {
                cells.append(' ').append(GridBoard.requireCell(board.cell(view.fileAtColumn(column), rank)));
            }
            line(text, cells.append(String.format(" %2d", rank + 1)).toString());
        }
        line(text, files);
        return text.toString();
    }

    private static String largeFileLine(BoardView board, Orientation view) {
        StringBuilder files = new StringBuilder("    ");
        for (int column = 0; column < board.width(); column++) {
            files.append("  ").append(fileLetter(view.fileAtColumn(column))).append(' ');
        }
        return files.toString();
    }

    private static String smallFileLine(BoardView board, Orientation view) {
        StringBuilder files = new StringBuilder("  ");
        for (int column = 0; column < board.width(); column++) {
            files.append(' ').append(fileLetter(view.fileAtColumn(column)));
        }
        return files.toString();
    }

    private static String largeCell(char cell) {
        return switch (cell) {
            case BoardView.NOT_PLAYED -> "   ";
            case BoardView.EMPTY -> ":::";
            case BoardView.WHITE_MAN -> ":C:";
            case BoardView.BLACK_MAN -> "*C*";
            case BoardView.WHITE_KING -> ":K:";
            case BoardView.BLACK_KING -> "*K*";
            default -> throw new IllegalArgumentException("not a board cell: '" + cell + "'");
        };
    }

    private static char fileLetter(int file) {
        return (char) ('A' + file);
    }

    /** Appends one line without its trailing blanks, then a newline. */
    private static void line(StringBuilder text, String line) {
        text.append(line.stripTrailing()).append('\n');
    }

    /** Which file and rank each printed column and row shows. */
    private record Orientation(int width, int height, boolean whiteAtBottom) {

        static Orientation of(BoardView board, boolean whiteAtBottom) {
            int width = board.width();
            int height = board.height();
            if (width < 1 || width > MAX_WIDTH || height < 1 || height > MAX_HEIGHT) {
                throw new IllegalArgumentException("cannot draw a " + width + "x" + height + " board");
            }
            return new Orientation(width, height, whiteAtBottom);
        }

        /** Rows are printed top first. */
        int rankAtRow(int row) {
            return whiteAtBottom ? height - 1 - row : row;
        }

        int fileAtColumn(int column) {
            return whiteAtBottom ? column : width - 1 - column;
        }
    }
}
