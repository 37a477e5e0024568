package pbm.render;

import java.util.List;
import pbm.render.BoardTiles.HandTiles;
import pbm.rules.Grid;

/**
 * A board as the HTML of a mail: a table of tile pictures, each shown by {@code cid:} from
 * the mail's own parts, with the coordinates round it and each side's hand above and below.
 * The table shrinks to the window (never wider than the board's own size), the tiles keep
 * square, and each is drawn at {@link BoardPicture#SCALE} times its size, so the board is sharp
 * on a phone. A mail carries each distinct tile once, drawn once for every mail that shows it.
 *
 * @param html the table and the hands, ready to put in a page
 * @param tiles every tile the html shows, each once
 */
public record BoardTable(String html, List<Tile> tiles) {
    /** The right side of every tile's Content-ID. */
    public static final String DOMAIN = "@pbm";
    private static final String LABEL = "text-align:center;color:#555;font-size:12px";

    /** The table of {@code grid} as {@code upright} says, large or small; {@code previous} may be null. */
    public static BoardTable of(Grid grid, boolean upright, boolean large, Grid previous) {
        int square = BoardPicture.squareSize(large);
        BoardTiles tiles = BoardTiles.of(grid, upright, square * BoardPicture.SCALE, previous);
        int margin = BoardPicture.margin(large);
        int width = grid.width() * square + 2 * margin;
        StringBuilder html = new StringBuilder(256 + 160 * grid.width() * grid.height());
        hand(html, tiles.top(), square);
        html.append("<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"")
                .append("border-collapse:collapse;table-layout:fixed;width:100%;max-width:").append(width)
                .append("px;font-family:sans-serif\">\n");
        files(html, grid, upright, margin);
        for (int row = 0; row < grid.height(); row++) {
            String rank = grid.rankLabel(BoardPicture.rankAt(grid, row, upright));
            html.append("<tr><td style=\"").append(LABEL).append("\">").append(rank).append("</td>");
            for (int column = 0; column < grid.width(); column++) {
                int file = BoardPicture.fileAt(grid, column, upright);
                char alt = grid.smallCell(file, BoardPicture.rankAt(grid, row, upright));
                html.append("<td>");
                image(html, tiles.cells()[row][column], square, Character.isLetterOrDigit(alt) ? String.valueOf(alt) : "");
                html.append("</td>");
            }
            html.append("<td style=\"").append(LABEL).append("\">").append(rank).append("</td></tr>\n");
        }
        files(html, grid, upright, margin);
        html.append("</table>\n");
        hand(html, tiles.bottom(), square);
        return new BoardTable(html.toString(), tiles.distinct());
    }

    /** The row of file letters; its label cells fix the margins' width, the board's columns share the rest. */
    private static void files(StringBuilder html, Grid grid, boolean upright, int margin) {
        html.append("<tr><td style=\"width:").append(margin).append("px\"></td>");
        for (int column = 0; column < grid.width(); column++) {
            html.append("<td style=\"").append(LABEL).append("\">")
                    .append(grid.fileLabel(BoardPicture.fileAt(grid, column, upright))).append("</td>");
        }
        html.append("<td style=\"width:").append(margin).append("px\"></td></tr>\n");
    }

    /** A side's pieces in hand, each with its count; "none" when empty. */
    private static void hand(StringBuilder html, HandTiles hand, int square) {
        if (hand == null) {
            return;
        }
        html.append("<p style=\"margin:4px 0\">").append(hand.side()).append(" in hand: ");
        if (hand.pieces().isEmpty()) {
            html.append("none");
        }
        int size = square * 3 / 4;
        for (int i = 0; i < hand.pieces().size(); i++) {
            html.append("<img src=\"cid:").append(hand.pieces().get(i).name()).append(DOMAIN).append("\" width=\"")
                    .append(size).append("\" height=\"").append(size).append("\" alt=\"")
                    .append(hand.pieces().get(i).piece().letter()).append("\" style=\"vertical-align:middle\">")
                    .append("&times;").append(hand.counts().get(i)).append(' ');
        }
        html.append("</p>\n");
    }

    private static void image(StringBuilder html, Tile tile, int square, String alt) {
        html.append("<img src=\"cid:").append(tile.name()).append(DOMAIN).append("\" width=\"").append(square)
                .append("\" height=\"").append(square).append("\" alt=\"").append(alt)
                .append("\" style=\"display:block;width:100%;height:auto\">");
    }
}
