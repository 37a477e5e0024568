package pbm.render;

import java.awt.Shape;
import java.awt.geom.Arc2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pbm.render.ShapedBoard.Cell;
import pbm.rules.Grid.Layout;

/**
 * Where a {@link ShapedBoard}'s cells and labels lie in its picture, in pixels from the top left.
 *
 * <p>Hexagons (axial, as Gliński's board stands): flat-topped, {@code size} from flat side to
 * flat side, the cell (f, r) centred at x = 1.5 f R, y = -(r - f / 2) size for the hexagon's
 * radius R; file letters under each file's lowest cell, rank numbers left and right of the
 * board in the gaps by each rank's outermost cells, where no file letter stands. Horizontal
 * hexagons (Game Courier's, rows of cells): pointy-topped, {@code size} from flat side to flat
 * side, the cell (f, r) centred at x = (f + r / 2) size, y = -r (sqrt 3 / 2) size; rank numbers
 * left and right of each row, file letters past the files' ends on the bottom and top edges.
 * Rings: the files are sectors going round anticlockwise, the first quarter (a-d of sixteen)
 * centred at the bottom, the ranks rings {@code size} wide round a hole of {@link #HOLE} rings;
 * sector letters round the outside, ring numbers along the horizontal radius. Turned half
 * round, every point is mirrored through the picture's centre and the text stays upright.
 */
public final class CellGeometry {
    /** The hole in the middle of a ring board, in ring widths across its radius. */
    static final double HOLE = 1.9;
    private static final double SQRT3 = Math.sqrt(3);

    private final ShapedBoard board;
    private final double size;
    private final double margin;
    private final int width;
    private final int height;
    /** The board's point at the picture's top left before turning (hexagons) or the ring's centre (rings). */
    private final double originX;
    private final double originY;

    /** A label: its text centred on ({@code x}, {@code y}); {@code onBoard} when it lies over the cells. */
    public record Label(String text, double x, double y, boolean onBoard) {
    }

    private CellGeometry(ShapedBoard board) {
        this.board = board;
        this.size = board.size();
        this.margin = Math.round(size * 7 / 12.0);
        if (hexagonal()) {
            double[] box = hexBox();
            originX = margin - box[0];
            originY = margin - box[1];
            width = (int) Math.ceil(box[2] - box[0] + 2 * margin);
            height = (int) Math.ceil(box[3] - box[1] + 2 * margin);
        } else {
            double outer = outerRadius();
            width = (int) Math.ceil(2 * (outer + margin));
            height = width;
            originX = width / 2.0;
            originY = height / 2.0;
        }
    }

    /** The geometry of {@code board}'s picture. */
    public static CellGeometry of(ShapedBoard board) {
        return new CellGeometry(board);
    }

    /** The picture's width in pixels. */
    public int width() {
        return width;
    }

    /** The picture's height in pixels. */
    public int height() {
        return height;
    }

    /** The side of the square box a piece is drawn in, centred on its cell. */
    public int pieceBox() {
        return (int) Math.round(size);
    }

    /** The centre of the cell ({@code file}, {@code rank}): a hexagon's, or the middle of a sector's ring. */
    public Point2D centre(int file, int rank) {
        if (hexagonal()) {
            return turned(originX + hexX(file, rank), originY + hexY(file, rank));
        }
        double angle = Math.toRadians(sectorAngle(file + 0.5));
        double radius = ringRadius(rank + 0.5);
        return turned(originX + radius * Math.cos(angle), originY - radius * Math.sin(angle));
    }

    /** The outline of the cell ({@code file}, {@code rank}) in the picture. */
    public Shape outline(int file, int rank) {
        return hexagonal() ? hexagon(file, rank) : sector(file, rank);
    }

    /** A hexagon: flat-topped (corners at 0, 60, ... degrees) upright, pointy-topped (30, 90, ...) across. */
    private Shape hexagon(int file, int rank) {
        Point2D centre = centre(file, rank);
        double radius = size / SQRT3;
        Path2D.Double hexagon = new Path2D.Double();
        for (int corner = 0; corner < 6; corner++) {
            double angle = Math.toRadians(60 * corner + (across() ? 30 : 0));
            double x = centre.getX() + radius * Math.cos(angle);
            double y = centre.getY() - radius * Math.sin(angle);
            if (corner == 0) {
                hexagon.moveTo(x, y);
            } else {
                hexagon.lineTo(x, y);
            }
        }
        hexagon.closePath();
        return hexagon;
    }

    /** An annular sector: the outer arc anticlockwise, then the inner arc back. */
    private Shape sector(int file, int rank) {
        double start = sectorAngle(file) + (board.upright() ? 0 : 180);
        double extent = 360.0 / board.width();
        double inner = ringRadius(rank);
        double outer = ringRadius(rank + 1);
        Path2D.Double sector = new Path2D.Double();
        sector.append(new Arc2D.Double(originX - outer, originY - outer, 2 * outer, 2 * outer, start, extent,
                Arc2D.OPEN), false);
        sector.append(new Arc2D.Double(originX - inner, originY - inner, 2 * inner, 2 * inner, start + extent,
                -extent, Arc2D.OPEN), true);
        sector.closePath();
        return sector;
    }

    /** The coordinates: file letters and rank numbers (hexagons), sector letters and ring numbers (rings). */
    public List<Label> labels() {
        if (!hexagonal()) {
            return ringLabels();
        }
        return across() ? acrossLabels() : hexLabels();
    }

    private List<Label> hexLabels() {
        Map<Integer, Cell> lowest = new LinkedHashMap<>();
        Map<String, Cell> leftmost = new LinkedHashMap<>();
        Map<String, Cell> rightmost = new LinkedHashMap<>();
        for (Cell cell : board.cells()) {
            lowest.merge(cell.file(), cell, (a, b) -> a.rank() <= b.rank() ? a : b);
            leftmost.merge(number(cell), cell, (a, b) -> a.file() <= b.file() ? a : b);
            rightmost.merge(number(cell), cell, (a, b) -> a.file() >= b.file() ? a : b);
        }
        List<Label> labels = new ArrayList<>();
        for (Cell cell : lowest.values()) {
            labels.add(beside(board.files().get(cell.file()), cell, 0, -1));
        }
        for (Cell cell : leftmost.values()) {
            clear(labels, sideways(number(cell), cell, -1));
        }
        for (Cell cell : rightmost.values()) {
            clear(labels, sideways(number(cell), cell, 1));
        }
        return labels;
    }

    /**
     * Adds {@code label} unless it would crowd one already placed: where a board's ranks fall
     * along its lower edge (Shafran's), their ends lie where the file letters are.
     */
    private void clear(List<Label> labels, Label label) {
        for (Label placed : labels) {
            if (Math.hypot(placed.x() - label.x(), placed.y() - label.y()) < size * 0.6) {
                return;
            }
        }
        labels.add(label);
    }

    /** The cell's rank number as its name writes it: the name less its file's letter. */
    private String number(Cell cell) {
        String file = board.files().get(cell.file());
        return cell.name().startsWith(file) ? cell.name().substring(file.length()) : cell.name();
    }

    /**
     * A rank number beside the outermost cell of its rank on the {@code side} (-1 left, 1 right):
     * in the gap of the missing neighbour above on that side when the one below is there (the
     * board's upper edges), else straight out from the cell's corner.
     */
    private Label sideways(String text, Cell cell, int side) {
        int upperFile = cell.file() + side;
        int upperRank = side < 0 ? cell.rank() : cell.rank() + 1;
        if (!present(upperFile, upperRank) && present(upperFile, upperRank - 1)) {
            return beside(text, cell, side, upperRank - cell.rank());
        }
        Point2D centre = centre(cell.file(), cell.rank());
        double out = (board.upright() ? side : -side) * (size / SQRT3 + size * 0.3);
        return new Label(text, centre.getX() + out, centre.getY(), false);
    }

    /** {@code text} in the gap of the neighbour {@code fileStep}, {@code rankStep} away from {@code cell}. */
    private Label beside(String text, Cell cell, int fileStep, int rankStep) {
        Point2D from = centre(cell.file(), cell.rank());
        Point2D to = centre(cell.file() + fileStep, cell.rank() + rankStep);
        double share = 0.8;
        return new Label(text, from.getX() + share * (to.getX() - from.getX()),
                from.getY() + share * (to.getY() - from.getY()), false);
    }

    /**
     * A horizontal hexagonal board's coordinates: each rank's number in the place of the missing
     * neighbour left of its leftmost cell and right of its rightmost; each file's letter past its
     * lowest cell (down the file's slant) where that cell is in the bottom row, past its highest
     * where that is in the top row, past both where neither is, so every cell's name reads.
     */
    private List<Label> acrossLabels() {
        Map<Integer, Cell> leftmost = new LinkedHashMap<>();
        Map<Integer, Cell> rightmost = new LinkedHashMap<>();
        Map<Integer, Cell> lowest = new LinkedHashMap<>();
        Map<Integer, Cell> highest = new LinkedHashMap<>();
        for (Cell cell : board.cells()) {
            leftmost.merge(cell.rank(), cell, (a, b) -> a.file() <= b.file() ? a : b);
            rightmost.merge(cell.rank(), cell, (a, b) -> a.file() >= b.file() ? a : b);
            lowest.merge(cell.file(), cell, (a, b) -> a.rank() <= b.rank() ? a : b);
            highest.merge(cell.file(), cell, (a, b) -> a.rank() >= b.rank() ? a : b);
        }
        List<Label> labels = new ArrayList<>();
        for (Cell cell : leftmost.values()) {
            labels.add(beside(number(cell), cell, -1, 0));
            labels.add(beside(number(cell), rightmost.get(cell.rank()), 1, 0));
        }
        int bottom = Collections.min(lowest.values(), Comparator.comparingInt(Cell::rank)).rank();
        int top = Collections.max(highest.values(), Comparator.comparingInt(Cell::rank)).rank();
        for (Cell low : lowest.values()) {
            Cell high = highest.get(low.file());
            String letter = board.files().get(low.file());
            if (low.rank() == bottom || high.rank() != top) {
                clear(labels, beside(letter, low, 0, -1));
            }
            if (high.rank() == top || low.rank() != bottom) {
                clear(labels, beside(letter, high, 0, 1));
            }
        }
        return labels;
    }

    private boolean present(int file, int rank) {
        return board.cells().stream().anyMatch(cell -> cell.file() == file && cell.rank() == rank);
    }

    private List<Label> ringLabels() {
        List<Label> labels = new ArrayList<>();
        double outside = ringRadius(board.height()) + size * 0.32;
        for (int file = 0; file < board.width(); file++) {
            labels.add(polar(board.files().get(file), sectorAngle(file + 0.5), outside, false));
        }
        int quarter = board.width() / 4;
        for (int rank = 0; rank < board.height(); rank++) {
            double radius = ringRadius(rank + 0.5);
            labels.add(polar(board.ranks().get(rank), sectorAngle(board.width() / 8.0 + quarter), radius, true));
            labels.add(polar(board.ranks().get(rank), sectorAngle(board.width() / 8.0 + 3 * quarter), radius, true));
        }
        return labels;
    }

    private Label polar(String text, double degrees, double radius, boolean onBoard) {
        double angle = Math.toRadians(degrees);
        Point2D at = turned(originX + radius * Math.cos(angle), originY - radius * Math.sin(angle));
        return new Label(text, at.getX(), at.getY(), onBoard);
    }

    /** The angle (degrees anticlockwise from the right) where {@code file} (a fraction: a sector's edge or middle) lies. */
    private double sectorAngle(double file) {
        return -90 + (file - board.width() / 8.0) * 360.0 / board.width();
    }

    private double ringRadius(double rank) {
        return size * (HOLE + rank);
    }

    private double outerRadius() {
        return ringRadius(board.height());
    }

    /** Hexagons of either kind: Gliński's upright files or Game Courier's horizontal ranks. */
    private boolean hexagonal() {
        return board.layout() == Layout.HEXAGONAL || across();
    }

    /** Game Courier's horizontal hexagonal board: rows of pointy-topped cells. */
    private boolean across() {
        return board.layout() == Layout.HORIZONTAL_HEXAGONAL;
    }

    private double hexX(int file, int rank) {
        return across() ? (file + rank / 2.0) * size : 1.5 * file * size / SQRT3;
    }

    private double hexY(int file, int rank) {
        return across() ? -rank * SQRT3 / 2 * size : -(rank - file / 2.0) * size;
    }

    /** The hexagons' box before the margin: left, top, right, bottom. */
    private double[] hexBox() {
        double radius = size / SQRT3;
        double halfWidth = across() ? size / 2 : radius;
        double halfHeight = across() ? radius : size / 2;
        double[] box = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (Cell cell : board.cells()) {
            double x = hexX(cell.file(), cell.rank());
            double y = hexY(cell.file(), cell.rank());
            box[0] = Math.min(box[0], x - halfWidth);
            box[1] = Math.min(box[1], y - halfHeight);
            box[2] = Math.max(box[2], x + halfWidth);
            box[3] = Math.max(box[3], y + halfHeight);
        }
        return box;
    }

    /** The point as the picture shows it: as it is upright, else mirrored through the picture's centre. */
    private Point2D turned(double x, double y) {
        return board.upright() ? new Point2D.Double(x, y) : new Point2D.Double(width - x, height - y);
    }
}
