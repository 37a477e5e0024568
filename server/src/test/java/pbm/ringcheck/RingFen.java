package pbm.ringcheck;

/**
 * Reads the round board's FEN: four rows from ring 4 down to ring 1, each naming files a..p
 * (digits count empty cells, which may add up past 9), then the side to move; the castling,
 * en passant and move count fields are not used by these rules.
 */
final class RingFen {
    private static final String PIECES = "KQBNRPOkqbnrpo";

    private RingFen() {
    }

    static RingBoard read(String fen) {
        String[] fields = fen.trim().split("\\s+");
        String[] rows = fields[0].split("/");
        if (rows.length != RingBoard.RINGS || fields.length < 2) {
            throw new IllegalArgumentException("want 4 rows and a side to move: " + fen);
        }
        RingBoard board = new RingBoard();
        for (int row = 0; row < RingBoard.RINGS; row++) {
            readRow(rows[row], RingBoard.RINGS - 1 - row, board.cells);
        }
        if (!fields[1].equals("w") && !fields[1].equals("b")) {
            throw new IllegalArgumentException("side to move must be w or b: " + fen);
        }
        board.whiteToMove = fields[1].equals("w");
        return board;
    }

    /** Fills one ring from its row; a run of digits is one count of empty cells. */
    private static void readRow(String row, int ring, char[] cells) {
        int file = 0;
        int i = 0;
        while (i < row.length()) {
            int runEnd = i;
            while (runEnd < row.length() && Character.isDigit(row.charAt(runEnd))) {
                runEnd++;
            }
            int count = runEnd > i ? Integer.parseInt(row.substring(i, runEnd)) : 1;
            char piece = runEnd > i ? RingBoard.EMPTY : row.charAt(i);
            if (piece != RingBoard.EMPTY && PIECES.indexOf(piece) < 0) {
                throw new IllegalArgumentException("unknown piece '" + piece + "' in row " + row);
            }
            for (int n = 0; n < count && file + n < RingBoard.FILES; n++) {
                cells[ring * RingBoard.FILES + file + n] = piece;
            }
            file += count;
            i = Math.max(runEnd, i + 1);
        }
        if (file != RingBoard.FILES) {
            throw new IllegalArgumentException("row " + row + " covers " + file + " cells, not 16");
        }
    }
}
