package pbm.hexcheck;

/**
 * Reads a hexagonal FEN: one row per rank from the highest down to rank 1, each listing from
 * file a rightward the cells of that rank on the files that have one; digits (also 10 and 11)
 * count empty cells. Then the side to move, the castling rights (letters of the game's castlings,
 * or '-'), the en passant field ('-', or the one or two cells the last pawn passed, written one
 * after the other), and the two move counters (ignored, may be missing).
 */
final class HexFen {
    private HexFen() {
    }

    static HexPosition read(HexReference.Variant variant, String fen) {
        HexBoard shape = variant.board();
        String[] fields = fen.trim().split("\\s+");
        String[] rows = fields[0].split("/");
        if (rows.length != shape.ranks() || fields.length < 2) {
            throw new IllegalArgumentException("want " + shape.ranks() + " rows and a side to move: " + fen);
        }
        HexPosition position = new HexPosition(shape, variant.castlings());
        for (int row = 0; row < rows.length; row++) {
            readRank(position, shape.ranks() - row, rows[row]);
        }
        position.side = readSide(fields[1]);
        if (fields.length > 2) {
            position.rights = readRights(variant.castlings(), fields[2]);
        }
        if (fields.length > 3 && !fields[3].equals("-")) {
            readPassedCells(position, fields[3]);
        }
        return position;
    }

    private static void readRank(HexPosition position, int rank, String row) {
        int[] files = position.shape.filesOnRank(rank);
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
                position.put(position.shape.cell(files[filled++], rank), piece(c));
            } else {
                filled++;
            }
        }
        if (filled != files.length) {
            throw new IllegalArgumentException("rank " + rank + " wants " + files.length + " cells: " + row);
        }
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

    private static int readRights(HexCastling[] castlings, String field) {
        int rights = 0;
        for (char letter : field.equals("-") ? new char[0] : field.toCharArray()) {
            int line = 0;
            while (line < castlings.length && castlings[line].letter() != letter) {
                line++;
            }
            if (line == castlings.length) {
                throw new IllegalArgumentException("no such castling: " + letter);
            }
            rights |= 1 << line;
        }
        return rights;
    }

    /**
     * One or two passed cells ("f6", "e3e4"); the pawn that passed them stands one step beyond the
     * one nearest its goal, the side that just moved being the one not to move now.
     */
    private static void readPassedCells(HexPosition position, String field) {
        String[] names = field.split("(?<=\\d)(?=\\D)");
        if (names.length > 2) {
            throw new IllegalArgumentException("at most two en passant cells: " + field);
        }
        int first = position.shape.parse(names[0]);
        int second = names.length == 2 ? position.shape.parse(names[1]) : -1;
        if (second >= 0 && Math.abs(second - first) != HexGeometry.UP) {
            throw new IllegalArgumentException("two en passant cells must touch on one file: " + field);
        }
        int mover = -position.side;
        int nearest = second < 0 ? first : mover == HexPosition.WHITE ? Math.max(first, second) : Math.min(first, second);
        position.passedFirst = first;
        position.passedSecond = second;
        position.passedPawn = nearest + mover * HexGeometry.UP;
    }
}
