package pbm.rules.fairy;

import java.util.List;

/**
 * Move notation: SAN for records (FIDE Laws of Chess, Appendix C: piece letter, disambiguation
 * by file, then rank, then both; {@code x} for a capture; {@code =Q}; {@code O-O}; {@code +} and
 * {@code #}), and reading what a player typed ({@link MoveReader}): coordinates ({@code e2-e4},
 * {@code e7e8q}), SAN (checks and captures marks never trusted), Game Courier ({@code N g1-f3}).
 */
final class Notation {

    /** A move read, or the sentence saying why not. */
    record Read(int move, String reason) {
    }

    private Notation() {
    }

    /** What a player typed, read as a legal move of {@code b}, or why it is none. */
    static Read read(Board b, String input, List<String> sides) {
        return MoveReader.read(b, input, sides);
    }

    /**
     * The SAN of a legal move in the position {@code b} (left unchanged); WXF or shogi's
     * Western notation where the game says so ({@code pbm.notation}).
     */
    static String san(Board b, int m) {
        if (b.rules.notation.equals("wxf")) {
            return Wxf.write(b, m);
        }
        // shogi: Western (Hodges) notation; checks are not marked, mate is.
        String text = sanWithoutCheck(b, m);
        b.make(m);
        String mark = "";
        if (b.inCheck()) {
            mark = b.legal(b.moveBuffer()) == 0 ? "#" : shogiStyle(b.rules) || b.rules.notation.equals("shogi") ? "" : "+";
        }
        b.unmake(m);
        return text + mark;
    }

    /** Whether pieces other than the pawn promote (shogi): '+' then means promotion, not check. */
    static boolean shogiStyle(Rules r) {
        for (int p : r.promotedOf) {
            if (p >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether every move is the drop of one piece that never moves (Othello's disc): a move
     * is then written as its square alone, {@code d3}.
     */
    static boolean placement(Rules r) {
        return r.hands && r.pieces.size() == 1 && r.pieces.get(0).moves().legs().isEmpty();
    }

    /** The SAN of a legal move without the mark of check or mate; shogi's Western notation where the game uses it. */
    static String sanWithoutCheck(Board b, int m) {
        Rules r = b.rules;
        if (r.notation.equals("shogi")) {
            return ShogiNotation.write(b, m);
        }
        int kind = Board.kind(m);
        if (kind == Board.PASS) {
            return "pass";
        }
        if (kind == Board.DROP && placement(r)) {
            return r.squareName(Board.to(m));
        }
        if ((kind == Board.CASTLE_KING || kind == Board.CASTLE_QUEEN) && r.castlingSteps != null) {
            return LineCastling.san(b, m);
        }
        if (kind == Board.CASTLE_KING) {
            return "O-O";
        }
        if (kind == Board.CASTLE_QUEEN) {
            return "O-O-O";
        }
        if (kind == Board.DROP) {
            return Character.toUpperCase(r.pieces.get(Board.from(m)).letter()) + "@" + r.squareName(Board.to(m));
        }
        return stepSan(b, m);
    }

    /** A piece's move from square to square: piece, disambiguation, capture, square, promotion. */
    private static String stepSan(Board b, int m) {
        Rules r = b.rules;
        int from = Board.from(m);
        int to = Board.to(m);
        int type = Board.type(b.cells[from]);
        boolean capture = b.cells[to] != 0 || Board.kind(m) == Board.EN_PASSANT;
        StringBuilder s = new StringBuilder();
        if (type == r.pawnType) {
            // Pawns that also move diagonally (Berolina, Breakthrough) may reach one square from
            // several: then their file (and rank) tells them apart, as for pieces.
            String which = disambiguation(b, m, type);
            if (capture && which.isEmpty()) {
                s.append(r.geometry.files.charAt(from % r.width));
            }
            s.append(which);
        } else {
            int origin = writtenOrigin(b, from);
            if (origin >= 0) {
                s.append('+').append(Character.toUpperCase(r.pieces.get(origin).letter()));
            } else {
                s.append(Character.toUpperCase(r.pieces.get(type).letter()));
            }
            s.append(disambiguation(b, m, type));
        }
        if (capture) {
            s.append('x');
        }
        s.append(r.squareName(to));
        return s.append(promotionMark(b, m, type)).toString();
    }

    /**
     * After a move's square: {@code =Q} for a pawn's promotion; where pieces promote shogi
     * style, {@code +} for a promotion and {@code =} for a promotion declined.
     */
    static String promotionMark(Board b, int m, int type) {
        Rules r = b.rules;
        int promotion = Board.promotion(m);
        if (type != r.pawnType && r.promotedOf[type] >= 0) {
            if (promotion >= 0) {
                return "+";
            }
            boolean zone = r.promotionRegion[b.side][Board.to(m)] || r.promotionRegion[b.side][Board.from(m)];
            return zone ? "=" : "";
        }
        return promotion >= 0 ? "=" + Character.toUpperCase(r.pieces.get(promotion).letter()) : "";
    }

    /**
     * The piece a promoted piece on {@code sq} is written after ("+L" for a lance promoted to the
     * type it moves as, shogi style), or -1 for a piece written by its own letter: every
     * unpromoted piece, and one promoted by a choice as in chess (a queen from a pawn is a Q).
     */
    static int writtenOrigin(Board b, int sq) {
        int origin = b.origin[sq] - 1;
        return origin >= 0 && b.rules.promotedOf[origin] == Board.type(b.cells[sq]) ? origin : -1;
    }

    /**
     * What tells the move apart from the other legal moves to the same square by a piece
     * written alike (the same letter, or the same "+" and letter): its file, else its rank, else
     * both, as {@link MoveReader} reads them back. A piece promoted as in chess counts with the
     * pieces of its type (a second bishop from a pawn needs the file as any second bishop does).
     */
    private static String disambiguation(Board b, int m, int type) {
        int from = Board.from(m);
        int to = Board.to(m);
        int width = b.width;
        int[] moves = b.moveBuffer();
        int n = b.legal(moves);
        boolean other = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < n; i++) {
            int o = moves[i];
            int otherFrom = Board.from(o);
            if (otherFrom == from || Board.to(o) != to || Board.kind(o) >= Board.CASTLE_KING
                    || Board.type(b.cells[otherFrom]) != type
                    || writtenOrigin(b, otherFrom) != writtenOrigin(b, from)) {
                continue;
            }
            other = true;
            sameFile |= otherFrom % width == from % width;
            sameRank |= b.rules.geometry.rankOf(otherFrom) == b.rules.geometry.rankOf(from);
        }
        if (!other) {
            return "";
        }
        String file = String.valueOf(b.rules.geometry.files.charAt(from % width));
        String rank = String.valueOf(b.rules.geometry.rankOf(from) + 1);
        if (!sameFile) {
            return file;
        }
        return sameRank ? file + rank : rank;
    }
}
