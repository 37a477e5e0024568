package pbm.hexcheck;

import java.util.ArrayList;
import java.util.List;

/**
 * The two boards on the lattice of {@link HexGeometry}. On both, a file's lowest cell stands
 * |file - centre| half cells above the board's lowest cell and the files shorten by one cell per
 * file away from the centre file. They differ in size and in the numbers of the cells: Gliński's
 * board numbers each file from 1 at its foot, while on Shafran's the ranks fall to the right, so
 * that files right of the centre start at rank 2, 3 and so on.
 */
enum HexBoard {
    /** Gliński's and McCooey's 91 cells: files a..l (no j) of 6 to 11 cells. */
    HEXAGON("abcdefghikl", 5, 11, false),
    /** Shafran's 70 cells: files a..i of 6 to 10 cells; e1 is the lowest cell, i5 the foot of file i. */
    SHAFRAN("abcdefghi", 4, 10, true);

    private final String letters;
    private final int centreFile;
    private final int centreLength;
    private final boolean ranksFall;
    private final int[] cells;

    HexBoard(String letters, int centreFile, int centreLength, boolean ranksFall) {
        this.letters = letters;
        this.centreFile = centreFile;
        this.centreLength = centreLength;
        this.ranksFall = ranksFall;
        this.cells = allCells();
    }

    int files() {
        return letters.length();
    }

    /** The highest rank number, which is also the number of FEN rows. */
    int ranks() {
        return centreLength;
    }

    /** Every board cell's index, file by file from the foot of file a upward. */
    int[] cells() {
        return cells.clone();
    }

    int cellsOnFile(int file) {
        return centreLength - Math.abs(file - centreFile);
    }

    /** The rank of a file's lowest cell. */
    int firstRank(int file) {
        return ranksFall ? 1 + Math.max(0, file - centreFile) : 1;
    }

    boolean hasCell(int file, int rank) {
        return file >= 0 && file < files() && rank >= firstRank(file) && rank < firstRank(file) + cellsOnFile(file);
    }

    boolean onBoard(int file, int height) {
        if (file < 0 || file >= files()) {
            return false;
        }
        int lowest = Math.abs(file - centreFile);
        int above = height - lowest;
        return above >= 0 && above % 2 == 0 && above / 2 < cellsOnFile(file);
    }

    /** The index of the cell of a rank on a file (which must have it). */
    int cell(int file, int rank) {
        return HexGeometry.index(file, Math.abs(file - centreFile) + 2 * (rank - firstRank(file)));
    }

    int rank(int index) {
        int file = HexGeometry.file(index);
        return (HexGeometry.height(index) - Math.abs(file - centreFile)) / 2 + firstRank(file);
    }

    String name(int index) {
        return letters.charAt(HexGeometry.file(index)) + Integer.toString(rank(index));
    }

    /** The cell of a name such as "f6", or an exception naming what is wrong. */
    int parse(String name) {
        int file = name.isEmpty() ? -1 : letters.indexOf(name.charAt(0));
        int rank;
        try {
            rank = Integer.parseInt(name.substring(Math.min(1, name.length())));
        } catch (NumberFormatException e) {
            rank = 0;
        }
        if (!hasCell(file, rank)) {
            throw new IllegalArgumentException("no such cell: " + name);
        }
        return cell(file, rank);
    }

    /** The files, left to right, that have a cell of this rank. */
    int[] filesOnRank(int rank) {
        List<Integer> files = new ArrayList<>();
        for (int file = 0; file < files(); file++) {
            if (hasCell(file, rank)) {
                files.add(file);
            }
        }
        return files.stream().mapToInt(Integer::intValue).toArray();
    }

    private int[] allCells() {
        List<Integer> all = new ArrayList<>();
        for (int file = 0; file < files(); file++) {
            for (int rank = firstRank(file); rank < firstRank(file) + cellsOnFile(file); rank++) {
                all.add(cell(file, rank));
            }
        }
        return all.stream().mapToInt(Integer::intValue).toArray();
    }
}
