package pbm.hexcheck;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntPredicate;

/**
 * Test positions written as lists of pieces on cells ("Ka1", "pg6"), turned into FEN, and the
 * board's two mirror images: left-right (file a to l, same cell number) and top-bottom with the
 * colours swapped (cell n of a file of m cells to cell m + 1 - n). Kept apart from the reader
 * it feeds, so a wrong rank layout in one does not hide in the other.
 */
final class HexPlacements {
    private static final String FILES = "abcdefghikl";

    private HexPlacements() {
    }

    /** The FEN of the pieces with a side to move and an en passant cell ("-" for none). */
    static String fen(String side, String enPassant, String... pieces) {
        Map<String, Character> board = new HashMap<>();
        for (String piece : pieces) {
            board.put(piece.substring(1), piece.charAt(0));
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 11; rank >= 1; rank--) {
            fen.append(rank == 11 ? "" : "/").append(rankText(board, rank));
        }
        return fen + " " + side + " - " + enPassant + " 0 1";
    }

    private static String rankText(Map<String, Character> board, int rank) {
        return rankText(board, FILES, rank, file -> fileLength(file) >= rank);
    }

    /** One FEN row: the cells of {@code rank} on the files that have one ({@code has}), left to right. */
    static String rankText(Map<String, Character> board, String files, int rank, IntPredicate has) {
        StringBuilder text = new StringBuilder();
        int empty = 0;
        for (int file = 0; file < files.length(); file++) {
            if (!has.test(file)) {
                continue;
            }
            Character piece = board.get(files.charAt(file) + Integer.toString(rank));
            if (piece == null) {
                empty++;
            } else {
                text.append(empty == 0 ? "" : Integer.toString(empty)).append(piece);
                empty = 0;
            }
        }
        return text.append(empty == 0 ? "" : Integer.toString(empty)).toString();
    }

    /** 6 cells on files a and l, one more per file toward f's 11. */
    static int fileLength(int file) {
        return 11 - Math.abs(file - 5);
    }

    /** A cell name reflected left to right: a1 to l1, f6 stays. */
    static String mirrorCell(String cell) {
        return FILES.charAt(10 - FILES.indexOf(cell.charAt(0))) + cell.substring(1);
    }

    /** A cell name reflected top to bottom: a1 to a6, f1 to f11. */
    static String flipCell(String cell) {
        int file = FILES.indexOf(cell.charAt(0));
        return cell.charAt(0) + Integer.toString(fileLength(file) + 1 - Integer.parseInt(cell.substring(1)));
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

    private static String swapCase(char letter) {
        return String.valueOf(Character.isUpperCase(letter) ? Character.toLowerCase(letter) : Character.toUpperCase(letter));
    }

    static String[] join(String[] first, String[] second) {
        String[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }
}
