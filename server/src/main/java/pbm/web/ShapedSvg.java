package pbm.web;

import java.awt.Shape;
import java.awt.geom.PathIterator;
import java.awt.geom.Point2D;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import pbm.render.BoardTiles;
import pbm.render.CellGeometry;
import pbm.render.ShapedBoard;
import pbm.render.ShapedBoard.Cell;
import pbm.render.ShapedPicture;
import pbm.render.Tile;
import pbm.render.Tiles;
import pbm.rules.Grid;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Layout;

/**
 * A board of hexagons or rings as SVG, laid out as the mail's picture ({@link CellGeometry}):
 * each cell a polygon (a hexagon) or a path (a ring's sector) in its colour, carrying its name
 * and piece ({@code data-square}, {@code data-piece}) as the square board's cells do; each
 * distinct piece once as an inline PNG on a transparent ground, laid over its cells by
 * {@code <use>}; the last move's cells outlined inside their edges, a king in check glowing
 * red, the coordinates as text, and the pieces in hand as tiles above and below.
 */
final class ShapedSvg {
    /** The outline of the last move's cells, as wide as the tiles draw it. */
    private static final double OUTLINE = BoardSvg.CELL / 14.0;

    private ShapedSvg() {
    }

    /** The SVG of {@code grid} seen from the bottom seat, the cells that differ from {@code previous} (may be null) outlined. */
    static String of(Grid grid, Grid previous) {
        int cell = BoardSvg.CELL;
        ShapedBoard board = ShapedBoard.of(grid, true, cell, previous);
        CellGeometry geometry = CellGeometry.of(board);
        BoardTiles hands = grid.hands().size() == 2 ? BoardTiles.of(grid, true, cell, previous) : null;
        int top = hands == null ? 0 : cell;
        Map<Content, Integer> pieces = new LinkedHashMap<>();
        StringBuilder body = new StringBuilder("<g transform=\"translate(0 ").append(top).append(")\">\n");
        for (Cell at : board.cells()) {
            cell(body, grid, board, geometry, at, pieces);
        }
        labels(body, geometry);
        body.append("</g>\n");
        Map<Tile, Integer> tiles = new LinkedHashMap<>();
        if (hands != null) {
            BoardSvg.hand(body, hands.top(), tiles, 0);
            BoardSvg.hand(body, hands.bottom(), tiles, top + geometry.height());
        }
        StringBuilder svg = new StringBuilder();
        BoardSvg.start(svg, geometry.width(), geometry.height() + 2 * top,
                geometry.width() * BoardSvg.MAX_SQUARE_CSS / cell);
        int box = geometry.pieceBox();
        pieces.forEach((piece, id) -> svg.append("<image id=\"p").append(id).append("\" width=\"").append(box)
                .append("\" height=\"").append(box).append("\" href=\"data:image/png;base64,")
                .append(Base64.getEncoder().encodeToString(ShapedPicture.piecePng(board, piece))).append("\"/>\n"));
        String check = "#" + hex(Tiles.CHECK.getRGB());
        svg.append("<radialGradient id=\"check\"><stop offset=\"0\" stop-color=\"").append(check)
                .append("\"/><stop offset=\"0.75\" stop-color=\"").append(check).append("\"/><stop offset=\"1\" stop-color=\"")
                .append(check).append("\" stop-opacity=\"0\"/></radialGradient>\n");
        BoardSvg.tileImages(svg, tiles);
        return svg.append("</defs>\n").append(body).append("</svg>").toString();
    }

    /** One cell: its shape in its colour with its name and piece, then its marks and its piece. */
    private static void cell(StringBuilder out, Grid grid, ShapedBoard board, CellGeometry geometry, Cell cell,
            Map<Content, Integer> pieces) {
        Shape outline = geometry.outline(cell.file(), cell.rank());
        String colour = "#" + hex(ShapedPicture.colour(cell.ground()).getRGB());
        shape(out, board.layout(), outline);
        out.append(" fill=\"").append(colour).append("\" stroke=\"").append(colour)
                .append("\" stroke-width=\"1.2\" data-square=\"").append(Html.escape(cell.name()))
                .append("\" data-piece=\"").append(Html.escape(BoardSvg.piece(grid, cell.file(), cell.rank())))
                .append("\"/>");
        Point2D centre = geometry.centre(cell.file(), cell.rank());
        if (cell.checked()) {
            out.append("<circle cx=\"").append(number(centre.getX())).append("\" cy=\"").append(number(centre.getY()))
                    .append("\" r=\"").append(board.size() / 2).append("\" fill=\"url(#check)\"/>");
        }
        if (cell.changed()) {
            String clip = "c" + cell.file() + "-" + cell.rank();
            out.append("<clipPath id=\"").append(clip).append("\">");
            shape(out, board.layout(), outline);
            out.append("/></clipPath>");
            shape(out, board.layout(), outline);
            out.append(" fill=\"none\" stroke=\"#").append(hex(Tiles.LAST_MOVE.getRGB())).append("\" stroke-width=\"")
                    .append(number(2 * OUTLINE)).append("\" clip-path=\"url(#").append(clip).append(")\"/>");
        }
        if (cell.piece().shape() != Grid.Shape.NONE) {
            int id = pieces.computeIfAbsent(cell.piece(), piece -> pieces.size());
            int box = geometry.pieceBox();
            out.append("<use href=\"#p").append(id).append("\" x=\"").append(Math.round(centre.getX() - box / 2.0))
                    .append("\" y=\"").append(Math.round(centre.getY() - box / 2.0)).append("\"/>");
        }
        out.append('\n');
    }

    /**
     * An open element of the cell's shape, its attributes still to come: a polygon for a hexagon
     * (Gliński's flat-topped or a horizontal board's pointy-topped), else a path.
     */
    private static void shape(StringBuilder out, Layout layout, Shape outline) {
        double[] point = new double[6];
        if (layout == Layout.HEXAGONAL || layout == Layout.HORIZONTAL_HEXAGONAL) {
            out.append("<polygon points=\"");
            for (PathIterator it = outline.getPathIterator(null); !it.isDone(); it.next()) {
                if (it.currentSegment(point) != PathIterator.SEG_CLOSE) {
                    out.append(number(point[0])).append(',').append(number(point[1])).append(' ');
                }
            }
            out.setLength(out.length() - 1);
            out.append('"');
            return;
        }
        out.append("<path d=\"");
        for (PathIterator it = outline.getPathIterator(null); !it.isDone(); it.next()) {
            int segment = it.currentSegment(point);
            int points = switch (segment) {
                case PathIterator.SEG_MOVETO, PathIterator.SEG_LINETO -> 1;
                case PathIterator.SEG_QUADTO -> 2;
                case PathIterator.SEG_CUBICTO -> 3;
                default -> 0;
            };
            out.append("MLQCZ".charAt(segment));
            for (int i = 0; i < 2 * points; i++) {
                out.append(i == 0 ? "" : " ").append(number(point[i]));
            }
        }
        out.append('"');
    }

    /** The coordinates; those over the cells edged in white so they read on any cell. */
    private static void labels(StringBuilder svg, CellGeometry geometry) {
        svg.append("<g font-family=\"system-ui,sans-serif\" font-size=\"26\" fill=\"#444\" text-anchor=\"middle\">");
        for (CellGeometry.Label label : geometry.labels()) {
            svg.append("<text x=\"").append(number(label.x())).append("\" y=\"").append(number(label.y() + 9))
                    .append(label.onBoard() ? "\" stroke=\"#fff\" stroke-width=\"5\" paint-order=\"stroke" : "")
                    .append("\">").append(Html.escape(label.text())).append("</text>");
        }
        svg.append("</g>\n");
    }

    /** A coordinate to a tenth, without a Locale's decimal comma. */
    static String number(double value) {
        long tenths = Math.round(value * 10);
        String sign = tenths < 0 ? "-" : "";
        tenths = Math.abs(tenths);
        return sign + tenths / 10 + (tenths % 10 == 0 ? "" : "." + tenths % 10);
    }

    private static String hex(int rgb) {
        return String.format("%06x", rgb & 0xFFFFFF);
    }
}
