package pbm.render;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import pbm.rules.Grid;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Hand;
import pbm.rules.Grid.Held;
import pbm.rules.Grid.Look;

/**
 * A board as the tiles a picture shows, row by row from the top as its viewer sees it: each
 * cell's ground, piece, the last move's outline (the cells that differ from {@code previous})
 * and the king in check; and each side's hand, the top side's first.
 *
 * @param top the hand of the side at the top of the picture, null when the game has no hands
 * @param bottom the hand of the side at the bottom
 */
public record BoardTiles(Grid grid, boolean upright, Tile[][] cells, HandTiles top, HandTiles bottom) {

    /** One side's pieces in hand as tiles with their counts. */
    public record HandTiles(String side, List<Tile> pieces, List<Integer> counts) {
    }

    /** The tiles of {@code grid} drawn {@code size} pixels a cell; {@code previous} may be null. */
    public static BoardTiles of(Grid grid, boolean upright, int size, Grid previous) {
        Look look = grid.look();
        boolean outline = previous != null && previous.width() == grid.width() && previous.height() == grid.height();
        List<Grid.Cell> checked = grid.checked();
        Tile[][] cells = new Tile[grid.height()][grid.width()];
        for (int row = 0; row < grid.height(); row++) {
            for (int column = 0; column < grid.width(); column++) {
                int file = BoardPicture.fileAt(grid, column, upright);
                int rank = BoardPicture.rankAt(grid, row, upright);
                Content piece = grid.content(file, rank);
                boolean changed = outline && !previous.largeCell(file, rank).equals(grid.largeCell(file, rank));
                cells[row][column] = new Tile(look, size, Ground.of(grid, look, file, rank, upright), piece,
                        facesUp(look, piece, upright), changed, checked.contains(new Grid.Cell(file, rank)));
            }
        }
        List<Hand> hands = grid.hands();
        if (hands.size() != 2) {
            return new BoardTiles(grid, upright, cells, null, null);
        }
        return new BoardTiles(grid, upright, cells, hand(look, hands.get(upright ? 1 : 0), size, upright),
                hand(look, hands.get(upright ? 0 : 1), size, upright));
    }

    /** Shogi's pieces point at the opponent: the bottom side's up. Other looks draw every piece upright. */
    private static boolean facesUp(Look look, Content piece, boolean upright) {
        return look != Look.SHOGI || piece.light() == upright;
    }

    private static HandTiles hand(Look look, Hand hand, int size, boolean upright) {
        List<Tile> pieces = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        for (Held held : hand.pieces()) {
            pieces.add(new Tile(look, size, Tile.HAND, held.piece(), facesUp(look, held.piece(), upright), false, false));
            counts.add(held.count());
        }
        return new HandTiles(hand.side(), pieces, counts);
    }

    /** Every distinct tile the picture shows, in the order first shown (the hands' after the board's). */
    public List<Tile> distinct() {
        LinkedHashSet<Tile> tiles = new LinkedHashSet<>();
        for (Tile[] row : cells) {
            tiles.addAll(List.of(row));
        }
        for (HandTiles hand : new HandTiles[] {top, bottom}) {
            if (hand != null) {
                tiles.addAll(hand.pieces());
            }
        }
        return List.copyOf(tiles);
    }
}
