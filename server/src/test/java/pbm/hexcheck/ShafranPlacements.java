package pbm.hexcheck;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Shafran test positions written as lists of pieces on cells ("Ke1", "pd8") and turned into FEN
 * from a table of each file's first and last rank, kept apart from {@link HexBoard}'s formulas so
 * that a wrong layout in one does not hide in the other. Also the board's two reflections, each of
 * which maps the rules onto themselves: left to right (a1 to i5, e1 stays) and top to bottom with
 * the colours swapped (a1 to a6, e1 to e10).
 */
final class ShafranPlacements {
    private static final String FILES = "abcdefghi";
    private static final int[] FIRST_RANK = {1, 1, 1, 1, 1, 2, 3, 4, 5};
    private static final int[] LAST_RANK = {6, 7, 8, 9, 10, 10, 10, 10, 10};

    private ShafranPlacements() {
    }

    /** The FEN of the pieces with a side to move, castling rights and en passant field ("-" for none). */
    static String fen(String side, String castling, String enPassant, String... pieces) {
        Map<String, Character> board = new HashMap<>();
        for (String piece : pieces) {
            board.put(piece.substring(1), piece.charAt(0));
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 10; rank >= 1; rank--) {
            fen.append(rank == 10 ? "" : "/").append(rankText(board, rank));
        }
        return fen + " " + side + " " + castling + " " + enPassant + " 0 1";
    }

    private static String rankText(Map<String, Character> board, int rank) {
        return HexPlacements.rankText(board, FILES, rank, file -> rank >= FIRST_RANK[file] && rank <= LAST_RANK[file]);
    }

    /** Left to right: file x goes to 8 - x, and the rank rises by 4 - x, so a1 goes to i5 and a6 to i10. */
    static String mirrorCell(String cell) {
        int file = FILES.indexOf(cell.charAt(0));
        return FILES.charAt(8 - file) + Integer.toString(Integer.parseInt(cell.substring(1)) + 4 - file);
    }

    /** Top to bottom: rank r of file x goes to 7 - r + x, so a1 goes to a6, e1 to e10 and i5 to i10. */
    static String flipCell(String cell) {
        int file = FILES.indexOf(cell.charAt(0));
        return cell.charAt(0) + Integer.toString(7 - Integer.parseInt(cell.substring(1)) + file);
    }

    static String[] mirror(String... pieces) {
        return Arrays.stream(pieces).map(piece -> piece.charAt(0) + mirrorCell(piece.substring(1)))
                .toArray(String[]::new);
    }

    /** Pieces reflected top to bottom and given to the other side. */
    static String[] flip(String... pieces) {
        return Arrays.stream(pieces).map(piece -> swapCase(piece.charAt(0)) + flipCell(piece.substring(1)))
                .toArray(String[]::new);
    }

    /** Castling rights after the left-right reflection: the a side and the i side swap. */
    static String mirrorRights(String rights) {
        return swapLetters(swapLetters(rights, 'K', 'Q'), 'k', 'q');
    }

    /** Castling rights after the top-bottom reflection: the colours swap. */
    static String flipRights(String rights) {
        return swapLetters(swapLetters(rights, 'K', 'k'), 'Q', 'q');
    }

    private static String swapLetters(String text, char one, char other) {
        StringBuilder swapped = new StringBuilder();
        for (char letter : text.toCharArray()) {
            swapped.append(letter == one ? other : letter == other ? one : letter);
        }
        return swapped.toString();
    }

    private static String swapCase(char letter) {
        return String.valueOf(Character.isUpperCase(letter) ? Character.toLowerCase(letter) : Character.toUpperCase(letter));
    }

    static String[] join(String[] first, String[] second) {
        String[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
