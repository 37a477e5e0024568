package pbm.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import pbm.rules.Grid;
import pbm.rules.Grid.Content;
import pbm.rules.Grid.Layout;
import pbm.rules.Grid.Look;
import pbm.rules.Grid.Shape;

/**
 * A board whose cells are not squares (hexagons, a ring's sectors) as its one picture draws
 * it: every cell with its name, ground, piece and marks, the labels, the size and which way up.
 * A board mail cannot build hexagons from square tiles, so it shows this whole picture; like a
 * tile's, its {@link #name} says everything the drawing reads, so the outbox keeps the name
 * and the sender draws the same picture again from it ({@link #parse}).
 *
 * @param size the cell's size in pixels: a hexagon's breadth from flat side to flat side (its height
 *     on Gliński's board, its width on a horizontal hexagonal one), a ring's width
 * @param files the files' labels, rank the ranks'
 * @param cells the cells on the board, rank by rank from rank 0, each rank from file 0
 */
public record ShapedBoard(Layout layout, Look look, int size, boolean upright, int width, int height,
        List<String> files, List<String> ranks, List<Cell> cells) {
    /** The ground of a light cell; {@link #MIDDLE} and {@link #DARK} the others (a ring's cells are light or dark). */
    public static final int LIGHT = 0;
    public static final int MIDDLE = 1;
    public static final int DARK = 2;
    /** The version of the drawing; a name of another version is refused ({@link #parse}). */
    private static final String VERSION = "s1";
    private static final Pattern KIND = Pattern.compile("[A-Za-z0-9]+");

    /**
     * One cell as drawn.
     *
     * @param name the cell's name as players write it ("f11")
     * @param ground {@link #LIGHT}, {@link #MIDDLE} or {@link #DARK}
     * @param changed the last move changed it (outlined)
     * @param checked a royal piece in check stands on it
     */
    public record Cell(int file, int rank, String name, int ground, Content piece, boolean changed, boolean checked) {
    }

    public ShapedBoard {
        if (layout == Layout.SQUARE || size < 8 || size > 512 || width < 1 || height < 1) {
            throw new IllegalArgumentException("shaped board " + layout + " " + size + " " + width + "x" + height);
        }
        files = List.copyOf(files);
        ranks = List.copyOf(ranks);
        cells = List.copyOf(cells);
        for (Cell cell : cells) {
            if (cell.piece().kind() != null && !KIND.matcher(cell.piece().kind()).matches()) {
                throw new IllegalArgumentException("piece kind \"" + cell.piece().kind() + "\"");
            }
        }
    }

    /**
     * The board of {@code grid} (not square) drawn {@code size} pixels a cell, {@code upright} or
     * turned half round; the cells that differ from {@code previous} (may be null) are outlined.
     */
    public static ShapedBoard of(Grid grid, boolean upright, int size, Grid previous) {
        boolean outline = previous != null && previous.width() == grid.width() && previous.height() == grid.height();
        List<Grid.Cell> checked = grid.checked();
        List<Cell> cells = new ArrayList<>();
        for (int rank = 0; rank < grid.height(); rank++) {
            for (int file = 0; file < grid.width(); file++) {
                if (!grid.exists(file, rank)) {
                    continue;
                }
                boolean changed = outline && !previous.largeCell(file, rank).equals(grid.largeCell(file, rank));
                cells.add(new Cell(file, rank, grid.cellName(file, rank), ground(grid, file, rank),
                        grid.content(file, rank), changed, checked.contains(new Grid.Cell(file, rank))));
            }
        }
        List<String> files = new ArrayList<>();
        for (int file = 0; file < grid.width(); file++) {
            files.add(grid.fileLabel(file));
        }
        List<String> ranks = new ArrayList<>();
        for (int rank = 0; rank < grid.height(); rank++) {
            ranks.add(grid.rankLabel(rank));
        }
        return new ShapedBoard(grid.layout(), grid.look(), size, upright, grid.width(), grid.height(), files, ranks,
                cells);
    }

    /** Hexagons keep the grid's three colours; a ring's cells are its dark (0) and light (1) squares. */
    private static int ground(Grid grid, int file, int rank) {
        int colour = grid.cellColour(file, rank);
        if (grid.layout() == Layout.HEXAGONAL || grid.layout() == Layout.HORIZONTAL_HEXAGONAL) {
            return Math.max(LIGHT, Math.min(DARK, colour));
        }
        return colour == 0 ? DARK : LIGHT;
    }

    /** Whether the piece faces the top of the picture: shogi's pieces point at the opponent, others stand upright. */
    boolean facesUp(Content piece) {
        return look != Look.SHOGI || piece.light() == upright;
    }

    /** Whether {@code name} names a shaped board rather than a tile. */
    public static boolean isName(String name) {
        return name.startsWith(VERSION + ".");
    }

    /**
     * The board's name, free of blanks: {@code s1.hexagonal.chess.96.u.11.11.FILES.RANKS.PIECES.CELLS}, the
     * labels and the distinct pieces listed with commas, then every cell of the grid rank by
     * rank (empty where the board has none): its ground, {@code o} outlined, {@code k} in check,
     * {@code ~name} when its name is not its file's and rank's labels, {@code !n} the n-th piece.
     * The layout is the second part ({@code hexagonal}, {@code horizontal_hexagonal}, {@code circular}),
     * so a name read back draws the same kind of board.
     */
    public String name() {
        Map<Content, Integer> pieces = new LinkedHashMap<>();
        Cell[] at = new Cell[width * height];
        for (Cell cell : cells) {
            at[cell.rank() * width + cell.file()] = cell;
            if (cell.piece().shape() != Shape.NONE) {
                pieces.putIfAbsent(cell.piece(), pieces.size());
            }
        }
        StringBuilder name = new StringBuilder(VERSION).append('.').append(layout.name().toLowerCase(Locale.ROOT))
                .append('.').append(look.name().toLowerCase(Locale.ROOT)).append('.').append(size).append('.')
                .append(upright ? 'u' : 'd').append('.').append(width).append('.').append(height).append('.')
                .append(joined(files.stream().map(ShapedBoard::escaped).toList())).append('.')
                .append(joined(ranks.stream().map(ShapedBoard::escaped).toList())).append('.')
                .append(joined(pieces.keySet().stream().map(ShapedBoard::pieceCode).toList())).append('.');
        for (int i = 0; i < at.length; i++) {
            name.append(i == 0 ? "" : ",");
            if (at[i] != null) {
                cellCode(name, at[i], pieces);
            }
        }
        return name.toString();
    }

    private void cellCode(StringBuilder name, Cell cell, Map<Content, Integer> pieces) {
        name.append(cell.ground()).append(cell.changed() ? "o" : "").append(cell.checked() ? "k" : "");
        if (!cell.name().equals(files.get(cell.file()) + ranks.get(cell.rank()))) {
            name.append('~').append(escaped(cell.name()));
        }
        if (cell.piece().shape() != Shape.NONE) {
            name.append('!').append(pieces.get(cell.piece()));
        }
    }

    /** The board a {@link #name} names; {@link IllegalArgumentException} for anything else. */
    public static ShapedBoard parse(String name) {
        String[] parts = name.split("\\.", -1);
        if (parts.length != 11 || !parts[0].equals(VERSION)) {
            throw new IllegalArgumentException("not a shaped board's name: " + name);
        }
        try {
            int width = Integer.parseInt(parts[5]);
            int height = Integer.parseInt(parts[6]);
            List<String> files = split(parts[7]).stream().map(ShapedBoard::unescaped).toList();
            List<String> ranks = split(parts[8]).stream().map(ShapedBoard::unescaped).toList();
            List<Content> pieces = split(parts[9]).stream().map(ShapedBoard::piece).toList();
            String[] codes = parts[10].split(",", -1);
            if (files.size() != width || ranks.size() != height || codes.length != width * height) {
                throw new IllegalArgumentException("sizes");
            }
            List<Cell> cells = new ArrayList<>();
            for (int i = 0; i < codes.length; i++) {
                if (!codes[i].isEmpty()) {
                    cells.add(cell(codes[i], i % width, i / width, files, ranks, pieces));
                }
            }
            return new ShapedBoard(Layout.valueOf(parts[1].toUpperCase(Locale.ROOT)),
                    Look.valueOf(parts[2].toUpperCase(Locale.ROOT)), Integer.parseInt(parts[3]), upright(parts[4]),
                    width, height, files, ranks, cells);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a shaped board's name: " + name, e);
        }
    }

    private static boolean upright(String code) {
        if (!code.equals("u") && !code.equals("d")) {
            throw new IllegalArgumentException("way up " + code);
        }
        return code.equals("u");
    }

    private static Cell cell(String code, int file, int rank, List<String> files, List<String> ranks,
            List<Content> pieces) {
        java.util.regex.Matcher parts = CELL.matcher(code);
        if (!parts.matches()) {
            throw new IllegalArgumentException("cell " + code);
        }
        String name = parts.group(4) == null ? files.get(file) + ranks.get(rank) : unescaped(parts.group(4));
        Content piece = parts.group(5) == null ? Content.EMPTY : pieces.get(Integer.parseInt(parts.group(5)));
        return new Cell(file, rank, name, Integer.parseInt(parts.group(1)), piece, parts.group(2) != null,
                parts.group(3) != null);
    }

    private static final Pattern CELL = Pattern.compile("([012])(o)?(k)?(?:~([A-Za-z0-9_]+))?(?:!(\\d+))?");

    /** A piece as Tile names it: shape, side, the letter's code point in hex, then {@code ~kind} and {@code +} promoted. */
    private static String pieceCode(Content piece) {
        char shape = switch (piece.shape()) {
            case DISC -> 'd';
            case CROWNED_DISC -> 'c';
            default -> 'l';
        };
        StringBuilder code = new StringBuilder().append(shape).append(piece.light() ? 'w' : 'b');
        if (piece.letter() != null) {
            code.append(Integer.toHexString(piece.letter().codePointAt(0)));
        }
        return code.append('~').append(piece.kind() == null ? "-" : piece.kind()).append(piece.promoted() ? "+" : "")
                .toString();
    }

    private static Content piece(String code) {
        String[] parts = code.split("~", -1);
        if (parts.length != 2 || parts[0].length() < 2 || "wb".indexOf(parts[0].charAt(1)) < 0) {
            throw new IllegalArgumentException("piece " + code);
        }
        Shape shape = switch (parts[0].charAt(0)) {
            case 'd' -> Shape.DISC;
            case 'c' -> Shape.CROWNED_DISC;
            case 'l' -> Shape.LETTERED;
            default -> throw new IllegalArgumentException("shape " + code);
        };
        String letter = parts[0].length() > 2
                ? new String(Character.toChars(Integer.parseInt(parts[0].substring(2), 16))) : null;
        boolean promoted = parts[1].endsWith("+");
        String kind = promoted ? parts[1].substring(0, parts[1].length() - 1) : parts[1];
        return new Content(shape, parts[0].charAt(1) == 'w', letter, kind.equals("-") ? null : kind, promoted);
    }

    private static String joined(List<String> parts) {
        return String.join(",", parts);
    }

    private static List<String> split(String joined) {
        return joined.isEmpty() ? List.of() : List.of(joined.split(",", -1));
    }

    /** Letters and digits as they are, anything else {@code _hex_} (no blank, dot, comma or tilde left). */
    static String escaped(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().forEach(point -> {
            if (point < 128 && Character.isLetterOrDigit(point)) {
                out.appendCodePoint(point);
            } else {
                out.append('_').append(Integer.toHexString(point)).append('_');
            }
        });
        return out.toString();
    }

    static String unescaped(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '_') {
                int end = text.indexOf('_', i + 1);
                out.appendCodePoint(Integer.parseInt(text.substring(i + 1, end), 16));
                i = end;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
