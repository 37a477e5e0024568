package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Positions as PDN 3.0 FEN: side to move, then the White and the Black pieces, e.g.
 * {@code W:W31-50:B1-20} or {@code B:W18,24,K10:B12,K22}. Squares are numbers in numeric variants and
 * algebraic names otherwise; reading accepts both, ranges of numbers and a K prefix for kings.
 *
 * <p>PDN FEN has no field for the Frisian count of successive non-capturing moves with one king: a
 * position read from FEN starts with no moves counted; {@link Position#withKingRun} restores a count.
 */
final class Fen {

    private Fen() {
    }

    public static String write(Position p) {
        StringBuilder fen = new StringBuilder(p.sideToMove() == Side.WHITE ? "W" : "B");
        for (Side side : Side.values()) {
            fen.append(':').append(side == Side.WHITE ? 'W' : 'B').append(pieces(p, side));
        }
        return fen.toString();
    }

    private static String pieces(Position p, Side side) {
        Geometry g = p.variant().geometry();
        List<String> items = new ArrayList<>();
        int n = g.squareCount();
        for (int sq = 1; sq <= n; sq++) {
            Piece piece = p.pieceAt(sq);
            if (piece == null || piece.side() != side) {
                continue;
            }
            if (piece.isKing()) {
                items.add("K" + g.name(sq));
                continue;
            }
            int end = sq;
            while (g.numericNotation() && end < n && p.pieceAt(end + 1) == piece) {
                end++;
            }
            items.add(end > sq ? sq + "-" + end : g.name(sq));
            sq = end;
        }
        return String.join(",", items);
    }

    /** Reads a FEN for a variant; throws IllegalArgumentException saying what is wrong. */
    public static Position read(Variant v, String fen) {
        if (fen == null || fen.isBlank()) {
            throw new IllegalArgumentException("empty FEN");
        }
        String text = fen.strip().replace("\"", "").replaceAll("\\s+", "");
        if (text.endsWith(".")) {
            text = text.substring(0, text.length() - 1);
        }
        String[] fields = text.split(":", -1);
        Side toMove = side(fields[0], fen);
        Piece[] squares = new Piece[v.geometry().squareCount()];
        for (int i = 1; i < fields.length; i++) {
            String field = fields[i];
            if (field.isEmpty()) {
                throw new IllegalArgumentException("empty field in FEN \"" + fen + "\"");
            }
            char colour = Character.toUpperCase(field.charAt(0));
            if (colour != 'W' && colour != 'B') {
                continue; // PDN allows further fields (e.g. move counters); they do not change the position
            }
            Side side = colour == 'W' ? Side.WHITE : Side.BLACK;
            for (String item : field.substring(1).split(",")) {
                if (!item.isEmpty()) {
                    place(v, squares, side, item, fen);
                }
            }
        }
        return new Position(v, toMove, squares);
    }

    private static Side side(String field, String fen) {
        switch (field.toUpperCase(Locale.ROOT)) {
            case "W":
                return Side.WHITE;
            case "B":
                return Side.BLACK;
            default:
                throw new IllegalArgumentException("FEN \"" + fen + "\" must start with W or B (the side to move)");
        }
    }

    private static void place(Variant v, Piece[] squares, Side side, String item, String fen) {
        boolean king = item.charAt(0) == 'K' || item.charAt(0) == 'k';
        String body = king ? item.substring(1) : item;
        int first;
        int last;
        int dash = body.indexOf('-');
        if (dash > 0) {
            first = square(v, body.substring(0, dash), fen);
            last = square(v, body.substring(dash + 1), fen);
            if (last < first) {
                throw new IllegalArgumentException("backward range " + item + " in FEN \"" + fen + "\"");
            }
        } else {
            first = square(v, body, fen);
            last = first;
        }
        for (int sq = first; sq <= last; sq++) {
            if (squares[sq - 1] != null) {
                throw new IllegalArgumentException("square " + v.squareName(sq) + " given twice in FEN \"" + fen + "\"");
            }
            squares[sq - 1] = king ? Piece.king(side) : Piece.man(side);
        }
    }

    private static int square(Variant v, String token, String fen) {
        Geometry g = v.geometry();
        try {
            if (!token.isEmpty() && token.chars().allMatch(Character::isDigit)) {
                int number = Integer.parseInt(token);
                if (number >= 1 && number <= g.squareCount()) {
                    return number;
                }
            } else if (token.length() >= 2 && Character.isLetter(token.charAt(0))) {
                int file = Character.toLowerCase(token.charAt(0)) - 'a';
                int rank = Integer.parseInt(token.substring(1)) - 1;
                if (g.isPlayable(file, rank)) {
                    return g.squareNumber(file, rank);
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("no playing square \"" + token + "\" in FEN \"" + fen + "\" for "
                + v.name());
    }
}
