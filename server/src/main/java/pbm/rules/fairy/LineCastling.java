package pbm.rules.fairy;

/**
 * Castling along a line ({@code pbm.castlingSteps}, Shafran's hexagonal chess): the king moves
 * a number of cells along the orthogonal line that joins it to a castling rook (the first
 * number of the key for the short castling, the second for the long), and the rook goes to the
 * cell beside the king's new cell, on the king's old side. Every cell between king and rook must
 * be empty; a royal king may not castle out of, through or into check. The right of the rook on
 * the higher files is K (k for the second side), the other Q. Records write the flank by the
 * piece that stood next to the king on that side at the start, as Shafran's players do:
 * {@code Q-O-O} (short on the queen's flank), {@code B-O-O-O} (long on the bishops' flank).
 *
 * <p>A castling move is the king's square to the rook's, of kind {@link Board#CASTLE_KING} (the
 * higher-file rook) or {@link Board#CASTLE_QUEEN}, with the index of its step count where a
 * promotion's type would be.
 */
final class LineCastling {

    private LineCastling() {
    }

    /** The unit step along the line from {@code from} towards {@code to}, {dx, dy}, or null when they share no line. */
    static int[] direction(Rules r, int from, int to) {
        int dx = to % r.width - from % r.width;
        int dy = to / r.width - from / r.width;
        boolean line = dx == 0 || dy == 0 || r.geometry.hexagonal() && dx == dy;
        if (!line || dx == 0 && dy == 0) {
            return null;
        }
        return new int[] {Integer.signum(dx), Integer.signum(dy)};
    }

    private static int walk(Board b, int from, int[] d, int steps) {
        int at = from;
        for (int i = 0; i < steps && at >= 0; i++) {
            at = b.tables.step(at, d[0], d[1]);
        }
        return at;
    }

    /** Where the king of a castling move lands. */
    static int kingTo(Board b, int move) {
        int[] d = direction(b.rules, Board.from(move), Board.to(move));
        return walk(b, Board.from(move), d, b.rules.castlingSteps[Board.promotion(move)]);
    }

    /** Where the rook of a castling move lands: the cell the king passed last. */
    static int rookTo(Board b, int move) {
        int[] d = direction(b.rules, Board.from(move), Board.to(move));
        return walk(b, Board.from(move), d, b.rules.castlingSteps[Board.promotion(move)] - 1);
    }

    /**
     * The castling rook of a right: along each line from the king, the farthest own castling
     * rook, on the higher files for {@code wing} 0, the lower for 1; -1 when there is none.
     */
    static int rook(Board b, int colour, int wing) {
        int king = b.castlingKing(colour);
        if (king < 0) {
            return -1;
        }
        int rook = Board.code(colour, b.rules.castlingRookType);
        int found = -1;
        int[][] lines = b.rules.geometry.hexagonal() ? HexBetza.symmetric(new int[] {0, 1}).toArray(new int[0][])
                : new int[][] {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
        for (int[] d : lines) {
            int file = king % b.width;
            for (int at = b.tables.step(king, d[0], d[1]); at >= 0; at = b.tables.step(at, d[0], d[1])) {
                boolean side = wing == 0 ? at % b.width > file : at % b.width < file;
                if (b.cells[at] == rook && side) {
                    found = at;
                }
            }
        }
        return found;
    }

    /** Writes the castling moves of the side to move. */
    static int generate(Board b, int[] out, int written) {
        int colour = b.side;
        int king = b.castlingKing(colour);
        if (king < 0 || b.castlingRook[colour * 2] < 0 && b.castlingRook[colour * 2 + 1] < 0) {
            return written;
        }
        boolean royal = b.rules.castlingKingType == b.rules.kingType;
        if (royal && Attacks.attacked(b, king, colour ^ 1)) {
            return written;
        }
        for (int wing = 0; wing < 2; wing++) {
            int rook = b.castlingRook[colour * 2 + wing];
            int[] d = rook < 0 || b.cells[rook] != Board.code(colour, b.rules.castlingRookType) ? null
                    : direction(b.rules, king, rook);
            int distance = d == null ? -1 : emptyUpTo(b, king, rook, d);
            for (int i = 0; i < b.rules.castlingSteps.length && distance > 0; i++) {
                int steps = b.rules.castlingSteps[i];
                if (steps < distance && (!royal || safe(b, king, d, steps))) {
                    out[written++] = Board.move(king, rook, i, wing == 0 ? Board.CASTLE_KING : Board.CASTLE_QUEEN);
                }
            }
        }
        return written;
    }

    /** How many steps from the king the rook stands when every cell between is empty, else -1. */
    private static int emptyUpTo(Board b, int king, int rook, int[] d) {
        int at = b.tables.step(king, d[0], d[1]);
        int steps = 1;
        while (at >= 0 && at != rook) {
            if (b.cells[at] != 0) {
                return -1;
            }
            at = b.tables.step(at, d[0], d[1]);
            steps++;
        }
        return at == rook ? steps : -1;
    }

    /** Whether no cell the king passes or lands on is attacked. */
    private static boolean safe(Board b, int king, int[] d, int steps) {
        int at = king;
        for (int i = 0; i < steps; i++) {
            at = b.tables.step(at, d[0], d[1]);
            if (Attacks.attacked(b, at, b.side ^ 1)) {
                return false;
            }
        }
        return true;
    }

    /** The record's form: the flank's letter, then O-O (short) or O-O-O (long). */
    static String san(Board b, int move) {
        return flank(b, move) + (Board.promotion(move) == 0 ? "-O-O" : "-O-O-O");
    }

    /** The upper-case letter of the piece that stood next to the king towards the rook at the start. */
    private static char flank(Board b, int move) {
        int[] d = direction(b.rules, Board.from(move), Board.to(move));
        int next = b.tables.step(Board.from(move), d[0], d[1]);
        int colour = b.side;
        for (int type = 0; type < b.tables.home[colour].length; type++) {
            if (b.tables.home[colour][type][next]) {
                return Character.toUpperCase(b.rules.pieces.get(type).letter());
            }
        }
        return Board.kind(move) == Board.CASTLE_KING ? 'K' : 'Q';
    }
}
