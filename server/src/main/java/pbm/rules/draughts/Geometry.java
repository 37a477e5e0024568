package pbm.rules.draughts;

import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A board shape: which squares are played on, their numbers and the rays along every direction. Computed
 * from width, height, the PDN invert flag and the GameType notation code, once per shape (cached), never
 * typed by hand. Files count from White's left (0 = A), ranks from White's side (0 = rank 1).
 *
 * <p>Numbering (PDN GameType): square 1 lies in the corner named by the notation digit as seen from the
 * starting player (0 bottom left, 1 bottom right, 2 top left, 3 top right), square 2 next to it along the
 * same rank, row after row.
 */
final class Geometry {

    private record Key(int width, int height, boolean invert, boolean everySquare, char notation, int corner) {
        // written out: a record's generated equals and hashCode are linked on their first call,
        // which slows a short-lived deliver's start
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && width == k.width && height == k.height && invert == k.invert
                    && everySquare == k.everySquare && notation == k.notation && corner == k.corner;
        }

        @Override
        public int hashCode() {
            return ((((width * 31 + height) * 31 + (invert ? 1 : 0)) * 31 + (everySquare ? 1 : 0)) * 31 + notation)
                    * 31 + corner;
        }
    }

    private static final Map<Key, Geometry> CACHE = new ConcurrentHashMap<>();

    private final int width;
    private final int height;
    private final boolean numeric;
    private final int[] indexAt;     // file + rank * width -> 0-based square index, -1 if not played on
    private final int[] fileOf;      // 0-based square index -> file
    private final int[] rankOf;
    private final int[][][] rays;    // [direction ordinal][square index] -> squares along the ray

    private Geometry(Key key) {
        this.width = key.width;
        this.height = key.height;
        this.numeric = key.notation == 'N';
        this.indexAt = new int[width * height];
        java.util.Arrays.fill(indexAt, -1);
        int count = 0;
        for (int f = 0; f < width; f++) {
            for (int r = 0; r < height; r++) {
                if (playable(key, f, r)) {
                    count++;
                }
            }
        }
        fileOf = new int[count];
        rankOf = new int[count];
        boolean top = key.corner >= 2;
        boolean right = key.corner % 2 == 1;
        int n = 0;
        for (int row = 0; row < height; row++) {
            int r = top ? height - 1 - row : row;
            for (int col = 0; col < width; col++) {
                int f = right ? width - 1 - col : col;
                if (playable(key, f, r)) {
                    indexAt[f + r * width] = n;
                    fileOf[n] = f;
                    rankOf[n] = r;
                    n++;
                }
            }
        }
        rays = new int[Direction.values().length][count][];
        for (Direction d : Direction.values()) {
            int scale = !key.everySquare && !d.isDiagonal() ? 2 : 1;
            for (int sq = 0; sq < count; sq++) {
                rays[d.ordinal()][sq] = ray(sq, d.df() * scale, d.dr() * scale);
            }
        }
    }

    private static boolean playable(Key key, int f, int r) {
        return key.everySquare || ((f + r) % 2 == 0) != key.invert;
    }

    private int[] ray(int from, int df, int dr) {
        int length = 0;
        int f = fileOf[from] + df;
        int r = rankOf[from] + dr;
        while (f >= 0 && f < width && r >= 0 && r < height && indexAt[f + r * width] >= 0) {
            length++;
            f += df;
            r += dr;
        }
        int[] squares = new int[length];
        for (int i = 0; i < length; i++) {
            squares[i] = indexAt[fileOf[from] + df * (i + 1) + (rankOf[from] + dr * (i + 1)) * width];
        }
        return squares;
    }

    /**
     * The geometry for a board shape.
     *
     * @param corner the PDN notation digit as seen from the starting player
     * @param blackStarts whether Black starts (the corner is then turned round to White's view)
     */
    public static Geometry of(int width, int height, boolean invert, boolean everySquare, char notation,
            int corner, boolean blackStarts) {
        if (width < 2 || height < 2 || width > 26 || corner < 0 || corner > 3) {
            throw new IllegalArgumentException("unsupported board " + width + "x" + height);
        }
        int whiteCorner = blackStarts ? 3 - corner : corner;
        return CACHE.computeIfAbsent(new Key(width, height, invert, everySquare, notation, whiteCorner),
                Geometry::new);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public boolean isPlayable(int file, int rank) {
        return onBoard(file, rank) && indexAt[file + rank * width] >= 0;
    }

    public boolean onBoard(int file, int rank) {
        return file >= 0 && file < width && rank >= 0 && rank < height;
    }

    public int squareCount() {
        return fileOf.length;
    }

    /** The 1-based square number, 0 if the square is not played on or off the board. */
    public int squareNumber(int file, int rank) {
        return onBoard(file, rank) ? indexAt[file + rank * width] + 1 : 0;
    }

    public int fileOf(int squareNumber) {
        return fileOf[checked(squareNumber) - 1];
    }

    public int rankOf(int squareNumber) {
        return rankOf[checked(squareNumber) - 1];
    }

    /** Lower-case algebraic name seen from White, e.g. "h4". */
    public String algebraic(int file, int rank) {
        return (char) ('a' + file) + Integer.toString(rank + 1);
    }

    public String algebraic(int squareNumber) {
        return algebraic(fileOf(squareNumber), rankOf(squareNumber));
    }

    /** True when the GameType notation is numeric ('N'). */
    public boolean numericNotation() {
        return numeric;
    }

    /** The square's name in this board's notation: its number, or its algebraic name. */
    public String name(int squareNumber) {
        return numeric ? Integer.toString(squareNumber) : algebraic(squareNumber);
    }

    /** Squares (0-based indices) along a direction from a 0-based square, nearest first. */
    int[] ray(int direction, int index) {
        return rays[direction][index];
    }

    int fileOfIndex(int index) {
        return fileOf[index];
    }

    int rankOfIndex(int index) {
        return rankOf[index];
    }

    private int checked(int squareNumber) {
        Objects.checkIndex(squareNumber - 1, fileOf.length);
        return squareNumber;
    }
}
