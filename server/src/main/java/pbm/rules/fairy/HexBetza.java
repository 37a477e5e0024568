package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;

/**
 * Betza's atoms read on a hexagonal board, by their hexagonal counterparts as hexagonal chess
 * literature names the directions (orthogonal: through an edge; diagonal: through a corner;
 * Gliński's and McCooey's pieces): W the 6 orthogonal steps, F the 6 diagonal steps, D and H
 * two and three orthogonal steps, A and G two and three diagonal steps, N the 12 knight leaps
 * (two orthogonal steps and one more at 60 degrees, the nearest cells a queen cannot reach);
 * K, R, B and Q as their compounds. C and Z have no counterpart and are refused, as is the
 * lame modifier n.
 *
 * <p>Directions are read on the board as its player sees it (Gliński's: a file straight
 * ahead): {@code f} the most forward of the atom's directions (W straight ahead, F the two
 * at 60 degrees), {@code b} the most backward, {@code l} and {@code r} every direction to the
 * left or right, {@code v} straight along the file, {@code s} straight sideways. Paired
 * letters narrow each other, {@code f} or {@code b} then meaning the whole forward or backward
 * half: {@code fl} forward-left, {@code fr}, {@code bl}, {@code br}, {@code fv}, {@code bv}.
 * So Gliński's pawn is {@code mfWcflWcfrW} and McCooey's the chess pawn, {@code fmWfcF}.
 * Steps are written in the board's axial coordinates ({@link Geometry}).
 */
final class HexBetza {

    private HexBetza() {
    }

    /** The legs of one simple atom (the compounds K, R, B, Q are read into these by {@link Betza}). */
    static void addLegs(List<Betza.Leg> legs, char atom, int range, String mods, Geometry geometry)
            throws Betza.BetzaException {
        if (mods.indexOf('n') >= 0) {
            throw new Betza.BetzaException("unsupported Betza modifier 'n' on a hexagonal board");
        }
        Betza.Modality modality = Betza.modality(atom == 'W' || atom == 'F' ? atom : 'W', range, mods);
        List<int[]> directions = symmetric(vector(atom));
        String dirs = Betza.directionsOnly(mods);
        for (int[] d : directions) {
            if (dirs.isEmpty() || allowed(dirs, geometry.seen(d[0], d[1]), seen(directions, geometry))) {
                legs.add(modality.leg(d[0], d[1], range));
            }
        }
    }

    /** One direction of the atom, in axial steps (file, rank). */
    private static int[] vector(char atom) throws Betza.BetzaException {
        return switch (atom) {
            case 'W' -> new int[] {0, 1};
            case 'F' -> new int[] {1, 2};
            case 'D' -> new int[] {0, 2};
            case 'A' -> new int[] {2, 4};
            case 'H' -> new int[] {0, 3};
            case 'G' -> new int[] {3, 6};
            case 'N' -> new int[] {1, 3};
            default -> throw new Betza.BetzaException("unsupported Betza atom '" + atom
                    + "' on a hexagonal board (W F D A H G N K R B Q)");
        };
    }

    /** The distinct images of a step under the hexagon's twelve symmetries: six turns, each also mirrored. */
    static List<int[]> symmetric(int[] v) {
        List<int[]> out = new ArrayList<>();
        int[] turning = v;
        for (int turn = 0; turn < 6; turn++) {
            addNew(out, turning);
            addNew(out, mirror(turning));
            turning = turn(turning);
        }
        return out;
    }

    /** A sixth of a turn clockwise: (0,1) straight ahead goes to (1,1), ahead and to the right. */
    private static int[] turn(int[] v) {
        return new int[] {v[1], v[1] - v[0]};
    }

    /** Mirrored left to right about the file. */
    private static int[] mirror(int[] v) {
        return new int[] {-v[0], v[1] - v[0]};
    }

    private static void addNew(List<int[]> out, int[] v) {
        for (int[] o : out) {
            if (o[0] == v[0] && o[1] == v[1]) {
                return;
            }
        }
        out.add(v);
    }

    /** The directions as the eye sees them ({@link Geometry#seen}): {right, up}. */
    private static List<int[]> seen(List<int[]> directions, Geometry geometry) {
        List<int[]> out = new ArrayList<>();
        for (int[] d : directions) {
            out.add(geometry.seen(d[0], d[1]));
        }
        return out;
    }

    /** How far up a direction seen ({@link Geometry#seen}) goes. */
    private static int rise(int[] seen) {
        return seen[1];
    }

    /** Whether the direction letters allow {@code d} among the atom's {@code directions}, each as seen. */
    static boolean allowed(String dirs, int[] d, List<int[]> directions) {
        return Betza.allowed(dirs, HexBetza::pairs,
                (a, b) -> half(a == 'f' || a == 'b' ? a : b, d) && single(a == 'f' || a == 'b' ? b : a, d, directions),
                c -> single(c, d, directions));
    }

    /** fl, fr, bl, br, fv, bv and lf, rf, lb, rb are read together; other letters alone. */
    private static boolean pairs(char a, char b) {
        return (a == 'f' || a == 'b') && (b == 'l' || b == 'r' || b == 'v') || (a == 'l' || a == 'r') && (b == 'f' || b == 'b');
    }

    private static boolean half(char forwardOrBack, int[] d) {
        return forwardOrBack == 'f' ? rise(d) > 0 : rise(d) < 0;
    }

    private static boolean single(char c, int[] d, List<int[]> directions) {
        return switch (c) {
            case 'f' -> rise(d) > 0 && rise(d) == extreme(directions, 1);
            case 'b' -> rise(d) < 0 && rise(d) == extreme(directions, -1);
            case 'l' -> d[0] < 0;
            case 'r' -> d[0] > 0;
            case 'v' -> d[0] == 0;
            case 's' -> rise(d) == 0;
            default -> false;
        };
    }

    /** The highest rise among the directions ({@code sign} 1), or the lowest (-1). */
    private static int extreme(List<int[]> directions, int sign) {
        int best = 0;
        for (int[] d : directions) {
            best = Math.max(best, sign * rise(d));
        }
        return sign * best;
    }
}
