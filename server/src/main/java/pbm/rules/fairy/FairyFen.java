package pbm.rules.fairy;

import java.util.Arrays;

/**
 * Fairy-Stockfish FEN: the board with its pieces in hand ({@link FenBoard}), side {@code w}/{@code b},
 * castling rights as {@code KQkq} (the outermost castling rook) or file letters (Shredder and
 * X-FEN, {@code HAha}), en passant square, half-move clock and move number; with
 * checkCounting, the checks still to give ({@code 3+3}) after the en passant square.
 */
final class FairyFen {

    private FairyFen() {
    }

    // ---------------------------------------------------------------- reading

    /**
     * pbm's own fields after the move number, written only when they are so: the passes in a
     * row that led to the position ({@code passes=1}), which the rules count (two end janggi and
     * Othello), and {@code bikjang} when janggi's generals faced each other before the last move
     * and still do (the game ended so). A game reloaded from its FEN must not forget either.
     * Fairy-Stockfish reads no further than the move number, so the FEN stays one it loads; a
     * FEN without them has had no pass and no bikjang left standing.
     */
    private static final String PASSES = "passes=";
    private static final String BIKJANG = "bikjang";

    /** Sets the board to the FEN's position; throws IllegalArgumentException saying what is wrong. */
    static void read(Board board, String fen) {
        String[] fields = withoutHistory(board, fen.strip().split("\\s+"));
        fields = fields(board, fields);
        FenBoard.read(board, fields[0]);
        readSide(board, fields[1]);
        readCastling(board, fields.length > 2 ? fields[2] : "-");
        readEnPassant(board, fields.length > 3 ? fields[3] : "-");
        board.rule50 = fields.length > 4 ? number(fields[4], "half-move clock") : 0;
        board.fullmove = fields.length > 5 ? Math.max(1, number(fields[5], "move number")) : 1;
    }

    /**
     * The FEN's fields in the order of a chess FEN (board, side, castling, en passant, clock,
     * move); the check counts, when the game counts them, are read into the board and taken out.
     */
    private static String[] fields(Board board, String[] given) {
        String[] fields = given;
        if (fields.length < 2) {
            throw new IllegalArgumentException("a FEN needs at least the board and the side to move");
        }
        if (fields.length == 4 && fields[2].matches("\\d+") && fields[3].matches("\\d+")) {
            // Fairy-Stockfish's shogi FENs leave out castling and en passant: "[-] w 0 1".
            fields = new String[] {fields[0], fields[1], "-", "-", fields[2], fields[3]};
        }
        if (board.rules.checkCounting) {
            fields = Goals.readChecks(board, fields);
        }
        return fields;
    }

    /** The fields but pbm's own ({@link #PASSES}, {@link #BIKJANG}), whose state goes to the board. */
    private static String[] withoutHistory(Board board, String[] fields) {
        board.passRun = 0;
        board.facedBefore = false;
        int end = fields.length;
        while (end > 2 && (fields[end - 1].startsWith(PASSES) || fields[end - 1].equals(BIKJANG))) {
            String field = fields[--end];
            if (field.equals(BIKJANG)) {
                board.facedBefore = true;
                continue;
            }
            board.passRun = number(field.substring(PASSES.length()), "count of passes");
            if (board.passRun < 0) {
                throw new IllegalArgumentException("bad count of passes \"" + field + "\"");
            }
        }
        return Arrays.copyOf(fields, end);
    }

    private static void readSide(Board board, String field) {
        switch (field) {
            case "w" -> board.side = 0;
            case "b" -> board.side = 1;
            default -> throw new IllegalArgumentException("the side to move is w or b, not \"" + field + "\"");
        }
    }

    private static void readCastling(Board board, String field) {
        Arrays.fill(board.castlingRook, -1);
        if (field.equals("-")) {
            return;
        }
        for (char letter : field.toCharArray()) {
            int colour = Character.isUpperCase(letter) ? 0 : 1;
            if (board.rules.castlingSteps != null) {
                readLineRight(board, colour, letter);
                continue;
            }
            int king = board.castlingKing(colour);
            if (!board.rules.castling || king < 0 || king / board.width != board.castlingRow(colour)) {
                throw new IllegalArgumentException("castling right '" + letter + "' but no king on its castling rank");
            }
            int rook = castlingRookSquare(board, colour, king, Character.toLowerCase(letter));
            if (rook < 0) {
                throw new IllegalArgumentException("castling right '" + letter + "' but no rook for it");
            }
            board.castlingRook[colour * 2 + (rook % board.width > king % board.width ? 0 : 1)] = rook;
        }
    }

    /** A right of castling along a line: K the rook on the higher files, Q the other. */
    private static void readLineRight(Board board, int colour, char letter) {
        char right = Character.toLowerCase(letter);
        int rook = right == 'k' || right == 'q' ? LineCastling.rook(board, colour, right == 'k' ? 0 : 1) : -1;
        if (!board.rules.castling || rook < 0) {
            throw new IllegalArgumentException("castling right '" + letter + "' but no rook on a line with the king");
        }
        board.castlingRook[colour * 2 + (right == 'k' ? 0 : 1)] = rook;
    }

    /**
     * The square of the rook a castling right names ({@code k}, {@code q}: the outermost on that
     * side of the king; a file letter: the rook on that file), or -1 when there is none.
     */
    private static int castlingRookSquare(Board board, int colour, int king, char letter) {
        int width = board.width;
        int row = board.castlingRow(colour) * width;
        int rook = Board.code(colour, board.rules.castlingRookType);
        if (letter == 'k' || letter == 'q') {
            int step = letter == 'k' ? 1 : -1;
            int found = -1;
            for (int file = king % width + step; file >= 0 && file < width; file += step) {
                if (board.cells[row + file] == rook) {
                    found = row + file;
                }
            }
            return found;
        }
        if (letter >= 'a' && letter < 'a' + width) {
            int square = row + (letter - 'a');
            return board.cells[square] == rook ? square : -1;
        }
        return -1;
    }

    /**
     * The en passant field: the square passed, and, when the pawn to take is not just behind
     * it, that pawn's square too, as Fairy-Stockfish writes them ("c5d6" after Berolina's
     * e7-c5). Kept only when an enemy pawn stands to be taken.
     */
    private static void readEnPassant(Board board, String field) {
        board.enPassant = -1;
        board.enPassantVictim = -1;
        board.enPassantFar = -1;
        if (field.equals("-")) {
            return;
        }
        int passed = -1;
        int farther = -1;
        int victim = -1;
        for (String name : field.split("(?<=\\d)(?=[a-z])")) {
            int square = square(board.rules, name);
            if (square < 0) {
                throw new IllegalArgumentException("no such en passant square \"" + field + "\"");
            }
            if (board.cells[square] == 0) {
                farther = passed;
                passed = square;
            } else {
                victim = square;
            }
        }
        if (passed < 0) {
            passed = victim;
            victim = -1;
        }
        int step = board.side == 0 ? -board.width : board.width;
        if (victim < 0 && farther >= 0) {
            // two squares passed (a triple step): the first one passed, then the second, then the pawn
            boolean inOrder = farther + step == passed;
            int second = inOrder ? passed : farther;
            setEnPassantTo(board, inOrder ? farther : passed, second + step, second);
            return;
        }
        setEnPassantTo(board, passed, victim < 0 ? passed + step : victim, -1);
    }

    /**
     * The en passant squares ({@code passed}, and {@code far} after a triple step, else -1), kept
     * only when the enemy pawn to take stands on {@code victim}.
     */
    private static void setEnPassantTo(Board board, int passed, int victim, int far) {
        if (victim >= 0 && victim < board.squares
                && board.cells[victim] == Board.code(board.side ^ 1, board.rules.pawnType)) {
            board.enPassant = passed;
            board.enPassantVictim = victim;
            board.enPassantFar = far;
        }
    }

    private static int number(String field, String what) {
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what + " \"" + field + "\"");
        }
    }

    /** The square a name such as "e4" or "j10" names on this board, or -1. */
    static int square(Rules rules, String name) {
        return rules.geometry.square(name);
    }

    // ---------------------------------------------------------------- writing

    static String write(Board board) {
        Rules rules = board.rules;
        StringBuilder out = new StringBuilder();
        FenBoard.write(board, out);
        out.append(board.side == 0 ? " w " : " b ");
        String rights = castlingRights(board);
        out.append(rights.isEmpty() ? "-" : rights).append(' ');
        out.append(enPassant(board));
        if (rules.checkCounting) {
            out.append(' ').append(board.checksLeft[0]).append('+').append(board.checksLeft[1]);
        }
        out.append(' ').append(board.rule50).append(' ').append(board.fullmove);
        if (board.passRun > 0) {
            out.append(' ').append(PASSES).append(board.passRun);
        }
        if (board.facedBefore && board.facing()) {
            out.append(' ').append(BIKJANG);
        }
        return out.toString();
    }

    /** {@code K} and {@code Q} for the outermost rooks (but in Chess960), else the rook's file letter. */
    private static String castlingRights(Board board) {
        StringBuilder rights = new StringBuilder();
        for (int colour = 0; colour < 2; colour++) {
            for (int wing = 0; wing < 2; wing++) {
                int rook = board.castlingRook[colour * 2 + wing];
                if (rook < 0) {
                    continue;
                }
                boolean named = board.rules.castlingSteps != null || outermost(board, colour, rook) && !board.rules.chess960;
                char letter = named ? (wing == 0 ? 'K' : 'Q')
                        : (char) ('A' + rook % board.width);
                rights.append(colour == 0 ? letter : Character.toLowerCase(letter));
            }
        }
        return rights.toString();
    }

    private static boolean outermost(Board board, int colour, int rookSquare) {
        int king = board.castlingKing(colour);
        int step = rookSquare > king ? 1 : -1;
        int rook = Board.code(colour, board.rules.castlingRookType);
        for (int at = rookSquare + step; at / board.width == rookSquare / board.width && at >= 0
                && at < board.squares; at += step) {
            if (board.cells[at] == rook) {
                return false;
            }
        }
        return true;
    }

    private static String enPassant(Board board) {
        Rules rules = board.rules;
        if (board.enPassant < 0) {
            return "-";
        }
        if (board.enPassantFar >= 0) {
            // a triple step: both squares passed, lower first
            return rules.squareName(Math.min(board.enPassant, board.enPassantFar))
                    + rules.squareName(Math.max(board.enPassant, board.enPassantFar));
        }
        if (board.enPassantVictim != board.enPassant + (board.side == 0 ? -rules.width : rules.width)) {
            // both squares, lower first, as Fairy-Stockfish writes them
            return rules.squareName(Math.min(board.enPassant, board.enPassantVictim))
                    + rules.squareName(Math.max(board.enPassant, board.enPassantVictim));
        }
        return rules.squareName(board.enPassant);
    }
}
