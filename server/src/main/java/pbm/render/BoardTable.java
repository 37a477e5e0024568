package pbm.render;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import pbm.render.BoardTiles.HandTiles;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.Grid.Look;

/**
 * A board as the HTML of a mail: a table of tile pictures, each shown by {@code cid:} from
 * the mail's own parts, with the coordinates round it and each side's hand above and below.
 * The table shrinks to the window (never wider than the board's own size), the tiles keep
 * square, and each is drawn at {@link BoardPicture#SCALE} times its size, so the board is sharp
 * on a phone. A mail carries each distinct tile once, drawn once for every mail that shows it.
 *
 * <p>A board whose cells are not squares (hexagons, a ring) cannot be built of square tiles: its
 * html shows the whole board as one picture ({@link ShapedBoard}), shrinking likewise.
 *
 * @param html the table and the hands, ready to put in a page whose head has {@link #CSS}
 * @param tiles every tile the html shows, each once, in the order of their sources
 * @param board the whole board's picture, the page's first source (the tiles' come after it);
 *     null for a board of squares
 */
public record BoardTable(String html, List<Tile> tiles, ShapedBoard board) {
    /**
     * The style sheet the table's classes need, for the page's head: a tile fills its cell and
     * keeps square; the coordinates are small and grey. Without it the board keeps its size.
     */
    public static final String CSS = "img.t{display:block;width:100%;height:auto}"
            + "td.c{text-align:center;color:#555;font-size:12px}";

    /**
     * The table of {@code grid} as {@code upright} says, large or small; {@code previous} may be
     * null; {@code source} gives the address of the {@code i}-th tile of {@link #tiles}.
     */
    public static BoardTable of(Grid grid, boolean upright, boolean large, Grid previous, IntFunction<String> source) {
        if (grid.layout() != Grid.Layout.SQUARE) {
            return shaped(grid, upright, large, previous, source);
        }
        int square = BoardPicture.squareSize(large);
        BoardTiles board = BoardTiles.of(grid, upright, square * BoardPicture.SCALE, previous);
        List<Tile> tiles = board.distinct();
        Map<Tile, String> sources = new HashMap<>();
        for (int i = 0; i < tiles.size(); i++) {
            sources.put(tiles.get(i), source.apply(i));
        }
        int margin = BoardPicture.margin(large);
        int width = grid.width() * square + 2 * margin;
        StringBuilder html = new StringBuilder(256 + 160 * grid.width() * grid.height());
        hand(html, board.top(), square, sources);
        html.append("<table role=\"presentation\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" style=\"")
                .append("border-collapse:collapse;table-layout:fixed;width:100%;max-width:").append(width)
                .append("px;font-family:sans-serif\">\n");
        files(html, grid, upright, margin);
        for (int row = 0; row < grid.height(); row++) {
            String rank = grid.rankLabel(BoardPicture.rankAt(grid, row, upright));
            html.append("<tr><td class=\"c\">").append(rank).append("</td>");
            for (int column = 0; column < grid.width(); column++) {
                int file = BoardPicture.fileAt(grid, column, upright);
                char alt = grid.smallCell(file, BoardPicture.rankAt(grid, row, upright));
                html.append("<td>");
                image(html, sources.get(board.cells()[row][column]), square, Character.isLetterOrDigit(alt) ? alt : ' ');
                html.append("</td>");
            }
            html.append("<td class=\"c\">").append(rank).append("</td></tr>\n");
        }
        files(html, grid, upright, margin);
        html.append("</table>\n");
        hand(html, board.bottom(), square, sources);
        return new BoardTable(html.toString(), tiles, null);
    }

    /**
     * The board of hexagons or rings as one picture, {@code source.apply(0)}, never wider than
     * its own size and shrinking to the window; the hands' tiles, if any, above and below it.
     */
    private static BoardTable shaped(Grid grid, boolean upright, boolean large, Grid previous,
            IntFunction<String> source) {
        int square = BoardPicture.squareSize(large);
        ShapedBoard board = ShapedBoard.of(grid, upright, square * BoardPicture.SCALE, previous);
        CellGeometry geometry = CellGeometry.of(board);
        BoardTiles hands = grid.hands().size() == 2
                ? BoardTiles.of(grid, upright, square * BoardPicture.SCALE, previous) : null;
        List<Tile> tiles = new ArrayList<>();
        Map<Tile, String> sources = new HashMap<>();
        for (HandTiles hand : hands == null ? List.<HandTiles>of() : List.of(hands.top(), hands.bottom())) {
            for (Tile tile : hand.pieces()) {
                if (!sources.containsKey(tile)) {
                    tiles.add(tile);
                    sources.put(tile, source.apply(tiles.size()));
                }
            }
        }
        int width = geometry.width() / BoardPicture.SCALE;
        StringBuilder html = new StringBuilder(512);
        hand(html, hands == null ? null : hands.top(), square, sources);
        html.append("<div style=\"max-width:").append(width).append("px\"><img class=\"t\" src=\"")
                .append(source.apply(0)).append("\" width=\"").append(width).append("\" height=\"")
                .append(geometry.height() / BoardPicture.SCALE).append("\" alt=\"")
                .append(HtmlText.escape(pieces(grid))).append("\"></div>\n");
        hand(html, hands == null ? null : hands.bottom(), square, sources);
        return new BoardTable(html.toString(), tiles, board);
    }

    /** The pieces as the picture's alt text, so a mail shown without pictures still reads: "Kg1 Qe1 ... kg10". */
    private static String pieces(Grid grid) {
        StringBuilder pieces = new StringBuilder("Board:");
        for (int rank = 0; rank < grid.height(); rank++) {
            for (int file = 0; file < grid.width(); file++) {
                char piece = grid.smallCell(file, rank);
                if (grid.exists(file, rank) && Character.isLetterOrDigit(piece)) {
                    pieces.append(' ').append(piece).append(grid.cellName(file, rank));
                }
            }
        }
        return pieces.toString();
    }

    /** The pieces of {@code pieces} that {@code look} draws as lettered discs: no figure of theirs is known. */
    public static List<Game.Piece> lettered(Look look, List<Game.Piece> pieces) {
        return pieces.stream().filter(piece -> !PieceArt.known(look, piece.kind())).toList();
    }

    /** The row of file letters; its label cells fix the margins' width, the board's columns share the rest. */
    private static void files(StringBuilder html, Grid grid, boolean upright, int margin) {
        html.append("<tr><td style=\"width:").append(margin).append("px\"></td>");
        for (int column = 0; column < grid.width(); column++) {
            html.append("<td class=\"c\">").append(grid.fileLabel(BoardPicture.fileAt(grid, column, upright))).append("</td>");
        }
        html.append("<td style=\"width:").append(margin).append("px\"></td></tr>\n");
    }

    /** A side's pieces in hand, each with its count; "none" when empty. */
    private static void hand(StringBuilder html, HandTiles hand, int square, Map<Tile, String> sources) {
        if (hand == null) {
            return;
        }
        html.append("<p style=\"margin:4px 0\">").append(HtmlText.escape(hand.side())).append(" in hand: ");
        if (hand.pieces().isEmpty()) {
            html.append("none");
        }
        int size = square * 3 / 4;
        for (int i = 0; i < hand.pieces().size(); i++) {
            html.append("<img src=\"").append(sources.get(hand.pieces().get(i))).append("\" width=\"")
                    .append(size).append("\" height=\"").append(size).append("\" alt=\"")
                    .append(HtmlText.escape(hand.pieces().get(i).piece().letter())).append("\" style=\"vertical-align:middle\">")
                    .append("&times;").append(hand.counts().get(i)).append(' ');
        }
        html.append("</p>\n");
    }

    /** A cell's tile; its alt text the piece's letter, so a mail shown without pictures still reads. */
    private static void image(StringBuilder html, String source, int square, char alt) {
        html.append("<img class=\"t\" src=\"").append(source).append("\" width=\"").append(square)
                .append("\" height=\"").append(square).append("\" alt=\"").append(alt == ' ' ? "" : String.valueOf(alt))
                .append("\">");
    }
}
