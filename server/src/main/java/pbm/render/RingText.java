package pbm.render;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import pbm.rules.Grid;

/**
 * ASCII pictures of circular boards ({@link Grid.Layout#CIRCULAR}: files the sectors, wrapping
 * round, ranks the rings, rank 0 the innermost), as a circle cut in two halves laid out flat so
 * that the picture reads round like the board. The upper half shows the first half of the
 * sectors left to right (a-h of 16), its outermost ring at the top; a line of {@code =} marks
 * the centre; the lower half shows the other sectors going on round from the right (i at the
 * right, p at the left, under a), its innermost ring at the top. Ring numbers stand on both
 * sides and sector letters above and below each half.
 *
 * <p>Turned ({@code upright} false) the board is rotated 180 degrees: the other half on top
 * (i-p left to right), the first half below (h-a).
 */
final class RingText {

    private RingText() {
    }

    /** The large board: rows of 3-character cells between {@code |}, as on square boards. */
    static String large(Grid board, boolean upright) {
        Halves halves = Halves.of(board, upright);
        List<String> lines = new ArrayList<>();
        largeHalf(lines, board, halves.upper(), true);
        lines.add("    " + centre(4 * halves.upper().size() + 1));
        largeHalf(lines, board, halves.lower(), false);
        return text(lines);
    }

    /** The small board: one character a cell, blank-separated, as on square boards. */
    static String small(Grid board, boolean upright) {
        Halves halves = Halves.of(board, upright);
        List<String> lines = new ArrayList<>();
        smallHalf(lines, board, halves.upper(), true);
        lines.add("   " + centre(2 * halves.upper().size() - 1));
        smallHalf(lines, board, halves.lower(), false);
        return text(lines);
    }

    /** One half: its sectors left to right, the outermost ring first in the upper half, last in the lower. */
    private static void largeHalf(List<String> lines, Grid board, List<Integer> sectors, boolean upper) {
        StringBuilder letters = new StringBuilder("    ");
        for (int sector : sectors) {
            letters.append("  ").append(board.fileLabel(sector)).append(' ');
        }
        String separator = "    +" + "---+".repeat(sectors.size());
        lines.add(letters.toString());
        lines.add(separator);
        for (int row = 0; row < board.height(); row++) {
            int ring = upper ? board.height() - 1 - row : row;
            String label = board.rankLabel(ring);
            StringBuilder cells = padLeft(label, 3).append(" |");
            for (int sector : sectors) {
                cells.append(BoardRenderer.largeCell(board, sector, ring)).append('|');
            }
            lines.add(cells.append(' ').append(label).toString());
            lines.add(separator);
        }
        lines.add(letters.toString());
    }

    private static void smallHalf(List<String> lines, Grid board, List<Integer> sectors, boolean upper) {
        StringBuilder letters = new StringBuilder("  ");
        for (int sector : sectors) {
            letters.append(' ').append(board.fileLabel(sector));
        }
        lines.add(letters.toString());
        for (int row = 0; row < board.height(); row++) {
            int ring = upper ? board.height() - 1 - row : row;
            String label = board.rankLabel(ring);
            StringBuilder cells = padLeft(label, 2);
            for (int sector : sectors) {
                cells.append(' ').append(BoardRenderer.smallCell(board, sector, ring));
            }
            lines.add(cells.append(' ').append(label).toString());
        }
        lines.add(letters.toString());
    }

    /** The centre line, {@code width} characters of {@code =} with the word "centre" in the middle where it fits. */
    private static String centre(int width) {
        String word = " centre ";
        if (width < word.length() + 2) {
            return "=".repeat(width);
        }
        int left = (width - word.length()) / 2;
        return "=".repeat(left) + word + "=".repeat(width - left - word.length());
    }

    /** The label right-aligned in {@code width} columns. */
    private static StringBuilder padLeft(String label, int width) {
        return new StringBuilder(" ".repeat(Math.max(0, width - label.length()))).append(label);
    }

    private static String text(List<String> lines) {
        StringBuilder out = new StringBuilder();
        for (String line : lines) {
            out.append(line.stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /**
     * The sectors of each half, left to right: upright the first {@code (width + 1) / 2} above and
     * the rest below from the last back; turned the other way round.
     */
    private record Halves(List<Integer> upper, List<Integer> lower) {

        static Halves of(Grid board, boolean upright) {
            int width = board.width();
            int half = (width + 1) / 2;
            List<Integer> first = new ArrayList<>();
            List<Integer> second = new ArrayList<>();
            for (int sector = 0; sector < half; sector++) {
                first.add(sector);
            }
            for (int sector = width - 1; sector >= half; sector--) {
                second.add(sector);
            }
            return upright ? new Halves(first, second) : new Halves(reversed(second), reversed(first));
        }

        private static List<Integer> reversed(List<Integer> sectors) {
            List<Integer> out = new ArrayList<>(sectors);
            Collections.reverse(out);
            return List.copyOf(out);
        }
    }
}
