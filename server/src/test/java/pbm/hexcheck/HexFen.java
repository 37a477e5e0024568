package pbm.hexcheck;

/**
 * Reads a hexagonal FEN: eleven rows from rank 11 down to rank 1, each listing from file a to l
 * the cells of that number on the files that have one; digits (also 10 and 11) count empty
 * cells. Then the side to move, castling (ignored), the en passant cell or '-', and the two
 * move counters (ignored, may be missing).
 */
final class HexFen {
    private static final int RANKS = 11;

    private HexFen() {
    }

    static HexPosition read(String fen) {
        String[] fields = fen.trim().split("\\s+");
        String[] rows = fields[0].split("/");
        if (rows.length != RANKS || fields.length < 2) {
            throw new IllegalArgumentException("want 11 rows and a side to move: " + fen);
        }
        HexPosition position = new HexPosition();
        for (int row = 0; row < RANKS; row++) {
            readRank(position, RANKS - row, rows[row]);
        }
        position.side = readSide(fields[1]);
        if (fields.length > 3 && !fields[3].equals("-")) {
            position.enPassant = HexGeometry.parse(fields[3]);
        }
        return position;
    }

    private static void readRank(HexPosition position, int rank, String row) {
        int[] files = filesOnRank(rank);
        int filled = 0;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (Character.isDigit(c)) {
                int count = c - '0';
                if (i + 1 < row.length() && Character.isDigit(row.charAt(i + 1))) {
                    count = count * 10 + row.charAt(++i) - '0';
                }
                filled += count;
            } else if (filled < files.length) {
                position.put(HexGeometry.cell(files[filled++], rank), piece(c));
            } else {
                filled++;
            }
        }
        if (filled != files.length) {
            throw new IllegalArgumentException("rank " + rank + " wants " + files.length + " cells: " + row);
        }
    }

    /** The files, left to right, that have a cell numbered {@code rank}. */
    private static int[] filesOnRank(int rank) {
        int reach = Math.min(HexGeometry.CENTRE_FILE, HexGeometry.FILES - rank);
        int[] files = new int[Math.max(0, 2 * reach + 1)];
        for (int i = 0; i < files.length; i++) {
            files[i] = HexGeometry.CENTRE_FILE - reach + i;
        }
        return files;
    }

    private static int piece(char letter) {
        int type = HexPosition.PIECE_LETTERS.indexOf(Character.toLowerCase(letter));
        if (type <= 0) {
            throw new IllegalArgumentException("no such piece: " + letter);
        }
        return Character.isUpperCase(letter) ? type : -type;
    }

    private static int readSide(String side) {
        switch (side) {
            case "w":
                return HexPosition.WHITE;
            case "b":
                return HexPosition.BLACK;
            default:
                throw new IllegalArgumentException("side to move is w or b: " + side);
        }
    }
}
