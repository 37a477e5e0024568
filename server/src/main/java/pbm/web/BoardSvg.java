package pbm.web;

import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import pbm.render.BoardPicture;
import pbm.render.BoardTiles;
import pbm.render.Tile;
import pbm.render.Tiles;
import pbm.rules.Grid;

/**
 * A position as one SVG drawn from the very tiles the board mails show ({@link BoardTiles},
 * {@link Tiles#png}), so the page and the mail look alike: each distinct tile once as an
 * inline PNG in {@code <defs>}, each cell a {@code <use>} of it carrying its square and piece
 * ({@code data-square}, {@code data-piece}) for scripts and tests, the coordinates as text,
 * and the pieces in hand in a row above and below. The viewBox scales it to any width. A board
 * of hexagons or rings is drawn cell by cell instead ({@link ShapedSvg}).
 */
final class BoardSvg {
    /** The tiles' size in pixels and the cell's in SVG units. */
    static final int CELL = 96;
    /** Room round the board for the coordinates. */
    static final int MARGIN = 40;
    /** The widest a square is shown, in CSS pixels (the mail's large board shows 48). */
    static final int MAX_SQUARE_CSS = 64;

    private BoardSvg() {
    }

    /** The SVG of {@code grid} seen from the bottom seat, the cells that differ from {@code previous} (may be null) outlined. */
    static String of(Grid grid, Grid previous) {
        if (grid.layout() != Grid.Layout.SQUARE) {
            return ShapedSvg.of(grid, previous);
        }
        BoardTiles tiles = BoardTiles.of(grid, true, CELL, previous);
        int hands = tiles.top() == null ? 0 : 1;
        int width = grid.width() * CELL + 2 * MARGIN;
        int boardTop = MARGIN + hands * CELL;
        int height = grid.height() * CELL + 2 * MARGIN + 2 * hands * CELL;
        int maxWidth = width * MAX_SQUARE_CSS / CELL;
        Map<Tile, Integer> ids = new LinkedHashMap<>();
        StringBuilder cells = new StringBuilder();
        for (int row = 0; row < grid.height(); row++) {
            for (int column = 0; column < grid.width(); column++) {
                int file = BoardPicture.fileAt(grid, column, true);
                int rank = BoardPicture.rankAt(grid, row, true);
                cells.append("<use href=\"#t").append(id(ids, tiles.cells()[row][column])).append("\" x=\"")
                        .append(MARGIN + column * CELL).append("\" y=\"").append(boardTop + row * CELL)
                        .append("\" data-square=\"").append(Html.escape(square(grid, file, rank)))
                        .append("\" data-piece=\"").append(Html.escape(piece(grid, file, rank))).append("\"/>");
            }
            cells.append('\n');
        }
        if (hands == 1) {
            hand(cells, tiles.top(), ids, MARGIN);
            hand(cells, tiles.bottom(), ids, boardTop + grid.height() * CELL);
        }
        StringBuilder svg = new StringBuilder();
        start(svg, width, height, maxWidth);
        tileImages(svg, ids);
        svg.append("</defs>\n").append(cells);
        labels(svg, grid, boardTop, width);
        return svg.append("</svg>").toString();
    }

    /** The svg element scaled to any width up to {@code maxWidth} CSS pixels, its white ground, and the opened defs. */
    static void start(StringBuilder svg, int width, int height, int maxWidth) {
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(width).append(' ')
                .append(height).append("\" style=\"width:100%;max-width:").append(maxWidth)
                .append("px;height:auto\" role=\"img\" aria-label=\"board\">\n<rect width=\"").append(width)
                .append("\" height=\"").append(height).append("\" fill=\"#fff\"/>\n<defs>");
    }

    /** Each distinct tile as an inline PNG, {@code t} and its number its id. */
    static void tileImages(StringBuilder svg, Map<Tile, Integer> ids) {
        ids.forEach((tile, id) -> svg.append("<image id=\"t").append(id).append("\" width=\"").append(CELL)
                .append("\" height=\"").append(CELL).append("\" href=\"data:image/png;base64,")
                .append(Base64.getEncoder().encodeToString(Tiles.png(tile))).append("\"/>\n"));
    }

    /** The number of {@code tile} among the page's distinct tiles, given it on first sight. */
    static int id(Map<Tile, Integer> ids, Tile tile) {
        Integer known = ids.get(tile);
        if (known == null) {
            known = ids.size();
            ids.put(tile, known);
        }
        return known;
    }

    /** One side's pieces in hand, left to right from the board's left edge, each with its count. */
    static void hand(StringBuilder out, BoardTiles.HandTiles hand, Map<Tile, Integer> ids, int y) {
        for (int i = 0; i < hand.pieces().size(); i++) {
            int x = MARGIN + i * CELL;
            out.append("<use href=\"#t").append(id(ids, hand.pieces().get(i))).append("\" x=\"").append(x)
                    .append("\" y=\"").append(y).append("\"/>");
            if (hand.counts().get(i) > 1) {
                out.append("<text x=\"").append(x + CELL - 6).append("\" y=\"").append(y + CELL - 8)
                        .append("\" font-size=\"28\" text-anchor=\"end\" font-weight=\"bold\">")
                        .append(hand.counts().get(i)).append("</text>");
            }
        }
        out.append('\n');
    }

    /** The files above and below the board, the ranks left and right of it. */
    private static void labels(StringBuilder svg, Grid grid, int boardTop, int width) {
        svg.append("<g font-family=\"system-ui,sans-serif\" font-size=\"26\" fill=\"#444\" text-anchor=\"middle\">");
        int boardBottom = boardTop + grid.height() * CELL;
        for (int column = 0; column < grid.width(); column++) {
            String label = Html.escape(grid.fileLabel(BoardPicture.fileAt(grid, column, true)));
            int x = MARGIN + column * CELL + CELL / 2;
            svg.append("<text x=\"").append(x).append("\" y=\"").append(boardTop - 10).append("\">").append(label)
                    .append("</text><text x=\"").append(x).append("\" y=\"").append(boardBottom + 30).append("\">")
                    .append(label).append("</text>");
        }
        for (int row = 0; row < grid.height(); row++) {
            String label = Html.escape(grid.rankLabel(BoardPicture.rankAt(grid, row, true)));
            int y = boardTop + row * CELL + CELL / 2 + 9;
            svg.append("<text x=\"").append(MARGIN / 2).append("\" y=\"").append(y).append("\">").append(label)
                    .append("</text><text x=\"").append(width - MARGIN / 2).append("\" y=\"").append(y).append("\">")
                    .append(label).append("</text>");
        }
        svg.append("</g>\n");
    }

    /** The square's name as the coordinates read: {@code e4}, {@code J10}. */
    static String square(Grid grid, int file, int rank) {
        return grid.fileLabel(file) + grid.rankLabel(rank);
    }

    /** The piece on the square as the small board writes it ({@code P}, {@code w}), empty for none. */
    static String piece(Grid grid, int file, int rank) {
        char piece = grid.smallCell(file, rank);
        return piece == '.' || piece == ' ' ? "" : String.valueOf(piece);
    }
}
