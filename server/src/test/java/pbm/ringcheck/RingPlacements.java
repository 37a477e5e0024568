package pbm.ringcheck;

import java.util.Arrays;
import java.util.function.IntUnaryOperator;

/**
 * Test positions written as pieces on cells ("Ka1", "rb2") instead of FEN, and the moves of the
 * whole board that the rules cannot tell apart: turning it round by some files, reflecting it,
 * swapping rings 1..4 for 4..1, and the half turn that swaps the colours.
 */
final class RingPlacements {
    private RingPlacements() {
    }

    /** FEN for the side ("w" or "b") and pieces, each a letter and a cell name such as "Ka1". */
    static String fen(String side, String... pieces) {
        char[] cells = emptyCells();
        for (String piece : pieces) {
            cells[cell(piece.substring(1))] = piece.charAt(0);
        }
        return write(cells, side);
    }

    /** The cell index of a name such as "p4". */
    static int cell(String name) {
        return (name.charAt(1) - '1') * RingBoard.FILES + name.charAt(0) - 'a';
    }

    /** Every piece turned round by files (a to a + files). */
    static String rotate(String fen, int files) {
        return transform(fen, cell -> RingBoard.step(cell, files, 0), piece -> piece, false);
    }

    /** Files read the other way (a stays, b and p swap): P and O swap, as each pawn's way round reverses. */
    static String mirror(String fen) {
        return transform(fen, RingPlacements::mirrorCell, RingPlacements::swapPawnKind, false);
    }

    /** Ring 1 and 4 swap, 2 and 3 swap: every rule steps in and out alike. */
    static String flipRings(String fen) {
        return transform(fen, RingPlacements::flipRingCell, piece -> piece, false);
    }

    /** Turned round 8 files with colours swapped: White's P goes the same way round as Black's o. */
    static String halfTurn(String fen) {
        return transform(fen, cell -> RingBoard.step(cell, 8, 0), RingPlacements::swapColourAndPawnKind, true);
    }

    static int mirrorCell(int cell) {
        return cell - cell % RingBoard.FILES + Math.floorMod(-(cell % RingBoard.FILES), RingBoard.FILES);
    }

    static int flipRingCell(int cell) {
        return (RingBoard.RINGS - 1 - cell / RingBoard.FILES) * RingBoard.FILES + cell % RingBoard.FILES;
    }

    /** A move name "b4-b2" with both cells carried by the board move. */
    static String moveName(String move, IntUnaryOperator where) {
        String[] ends = move.split("-");
        return RingBoard.name(where.applyAsInt(cell(ends[0]))) + "-" + RingBoard.name(where.applyAsInt(cell(ends[1])));
    }

    private interface PieceChange {
        char apply(char piece);
    }

    private static String transform(String fen, IntUnaryOperator where, PieceChange change, boolean swapSide) {
        RingBoard board = RingFen.read(fen);
        char[] cells = emptyCells();
        for (int cell = 0; cell < RingBoard.CELLS; cell++) {
            if (board.cells[cell] != RingBoard.EMPTY) {
                cells[where.applyAsInt(cell)] = change.apply(board.cells[cell]);
            }
        }
        return write(cells, board.whiteToMove != swapSide ? "w" : "b");
    }

    private static char swapPawnKind(char piece) {
        return switch (piece) {
            case 'P' -> 'O';
            case 'O' -> 'P';
            case 'p' -> 'o';
            case 'o' -> 'p';
            default -> piece;
        };
    }

    private static char swapColourAndPawnKind(char piece) {
        char swapped = RingBoard.isWhite(piece) ? Character.toLowerCase(piece) : Character.toUpperCase(piece);
        return swapPawnKind(swapped);
    }

    private static char[] emptyCells() {
        char[] cells = new char[RingBoard.CELLS];
        Arrays.fill(cells, RingBoard.EMPTY);
        return cells;
    }

    /** Rows ring 4 down to ring 1, runs of empty cells as one number. */
    private static String write(char[] cells, String side) {
        StringBuilder fen = new StringBuilder();
        for (int ring = RingBoard.RINGS - 1; ring >= 0; ring--) {
            int empty = 0;
            for (int file = 0; file < RingBoard.FILES; file++) {
                char piece = cells[ring * RingBoard.FILES + file];
                if (piece == RingBoard.EMPTY) {
                    empty++;
                    continue;
                }
                fen.append(empty > 0 ? String.valueOf(empty) : "").append(piece);
                empty = 0;
            }
            fen.append(empty > 0 ? String.valueOf(empty) : "").append(ring > 0 ? "/" : "");
        }
        return fen + " " + side + " - - 0 1";
    }
}
