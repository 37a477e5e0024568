package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * Reads a piece's moves in XBoard Betza notation (H. G. Muller's extension of Ralph Betza's
 * funny notation, https://www.gnu.org/software/xboard/Betza.html): atoms W F D N A H C Z G,
 * K R B Q, riders by doubling (WW, NN) or a range number (R4); direction modifiers f b l r s v
 * and their pairs; m, c, e (en passant), n (lame), p (hopper), g (grasshopper), i (first move only); and the
 * {@code @} drop atom of Muller's 2014 note, which is read but not yet played.
 */
final class Betza {

    /** How a leg reaches its squares. */
    enum Kind { LEAP, LAME, RIDE, HOP, GRASS }

    /**
     * One direction of one move: the vector as White sees it (dy &gt; 0 forward), the range
     * (1 a leap, 0 unlimited), whether it may move to an empty square and capture, how it
     * travels, and whether only a piece still on its start square has it.
     */
    record Leg(int dx, int dy, int range, boolean move, boolean capture, Kind kind, boolean initial) {
    }

    /** A drop as Muller's note writes it: the modifiers before {@code @} and the zone depth. */
    record Drop(String modifiers, int depth) {
    }

    /** A piece's moves and drops. */
    record Moves(List<Leg> legs, List<Drop> drops) {
    }

    /** Betza the reader does not support; the message names the atom or modifier. */
    static final class BetzaException extends Exception {
        private static final long serialVersionUID = 1L;

        BetzaException(String message) {
            super(message);
        }
    }

    private static final String DIRECTIONS = "fblrsv";
    private static final String MODIFIERS = "fblrsvmcnpgije";

    private Betza() {
    }

    static Moves read(String text) throws BetzaException {
        return read(text, null);
    }

    /**
     * The moves of {@code text} on a board of {@code geometry} (null: a square one); on a
     * hexagonal board the atoms are read as their hexagonal counterparts ({@link HexBetza}).
     */
    static Moves read(String text, Geometry geometry) throws BetzaException {
        boolean hex = geometry != null && geometry.hexagonal();
        List<Leg> legs = new ArrayList<>();
        List<Drop> drops = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            StringBuilder mods = new StringBuilder();
            while (i < text.length() && Character.isLowerCase(text.charAt(i))) {
                char m = text.charAt(i);
                if (MODIFIERS.indexOf(m) < 0) {
                    throw new BetzaException("unsupported Betza modifier '" + m + "'");
                }
                mods.append(m);
                i++;
            }
            if (i >= text.length()) {
                throw new BetzaException("Betza modifiers \"" + mods + "\" without an atom");
            }
            char atom = text.charAt(i++);
            if (atom == '@') {
                int depth = 0;
                while (i < text.length() && Character.isDigit(text.charAt(i))) {
                    depth = depth * 10 + text.charAt(i++) - '0';
                }
                drops.add(new Drop(mods.toString(), depth == 0 ? 1 : depth));
                continue;
            }
            if ("WFDNAHCZGKRBQ".indexOf(atom) < 0) {
                throw new BetzaException("unsupported Betza atom '" + atom + "'");
            }
            int range = "RBQ".indexOf(atom) >= 0 ? 0 : 1;
            if (i < text.length() && text.charAt(i) == atom && range == 1 && atom != 'K') {
                range = 0;
                i++;
            }
            if (i < text.length() && Character.isDigit(text.charAt(i))) {
                int n = 0;
                while (i < text.length() && Character.isDigit(text.charAt(i))) {
                    n = n * 10 + text.charAt(i++) - '0';
                }
                range = n;
            }
            addCompound(legs, atom, range, mods.toString(),
                    hex ? (out, simple, r, m) -> HexBetza.addLegs(out, simple, r, m, geometry) : Betza::addLegs);
        }
        return new Moves(List.copyOf(legs), List.copyOf(drops));
    }

    /** Reads one simple atom's legs (W, F, N ...), on one kind of board. */
    interface AtomReader {
        void addLegs(List<Leg> legs, char atom, int range, String mods) throws BetzaException;
    }

    /** The compound atoms read as their simple ones: K is W and F, R the W riding, B the F riding, Q both riding. */
    private static void addCompound(List<Leg> legs, char atom, int range, String mods, AtomReader reader)
            throws BetzaException {
        if (atom == 'K' || atom == 'Q') {
            reader.addLegs(legs, 'W', range, mods);
            reader.addLegs(legs, 'F', range, mods);
        } else if (atom == 'R' || atom == 'B') {
            reader.addLegs(legs, atom == 'R' ? 'W' : 'F', range, mods);
        } else {
            reader.addLegs(legs, atom, range, mods);
        }
    }

    private static void addLegs(List<Leg> legs, char atom, int range, String mods) throws BetzaException {
        Modality modality = modality(atom, range, mods);
        int[] v = vector(atom);
        String dirs = directionsOnly(mods);
        for (int[] d : symmetric(v[0], v[1])) {
            if (dirs.isEmpty() || allowed(dirs, d[0], d[1])) {
                legs.add(modality.leg(d[0], d[1], range));
            }
        }
    }

    /** What a group of legs may do and how it travels: the modifiers other than directions. */
    record Modality(boolean move, boolean capture, Kind kind, boolean initial) {
        Leg leg(int dx, int dy, int range) {
            return new Leg(dx, dy, range, move, capture, kind, initial);
        }
    }

    /** The modality of an atom's legs by its modifiers: m, c, e, i, and how it travels. */
    static Modality modality(char atom, int range, String mods) throws BetzaException {
        // e (en passant) is a capture too; the pawn's capturing legs take en passant anyway.
        boolean move = mods.indexOf('m') >= 0 || mods.indexOf('c') < 0 && mods.indexOf('e') < 0;
        boolean capture = mods.indexOf('c') >= 0 || mods.indexOf('e') >= 0 || mods.indexOf('m') < 0;
        if (mods.indexOf('j') >= 0) {
            throw new BetzaException("unsupported Betza modifier 'j' on a move (only on a drop)");
        }
        return new Modality(move, capture, kind(atom, range, mods), mods.indexOf('i') >= 0);
    }

    /** How a leg travels: n makes a leap lame, p and g make a rider hop, a range other than 1 rides. */
    private static Kind kind(char atom, int range, String mods) throws BetzaException {
        Kind kind = Kind.LEAP;
        if (mods.indexOf('n') >= 0) {
            if (range != 1 || "DNAZ".indexOf(atom) < 0) {
                throw new BetzaException("unsupported Betza modifier 'n' on " + atom + " (only nD, nN, nA, nZ)");
            }
            kind = Kind.LAME;
        }
        if (mods.indexOf('p') >= 0 || mods.indexOf('g') >= 0) {
            char m = mods.indexOf('p') >= 0 ? 'p' : 'g';
            if (range != 0 || "WF".indexOf(atom) < 0) {
                throw new BetzaException("unsupported Betza modifier '" + m + "' on " + atom
                        + " (only on the riders R and B)");
            }
            return m == 'p' ? Kind.HOP : Kind.GRASS;
        }
        return range != 1 ? Kind.RIDE : kind;
    }

    static String directionsOnly(String mods) {
        StringBuilder b = new StringBuilder();
        for (char c : mods.toCharArray()) {
            if (DIRECTIONS.indexOf(c) >= 0) {
                b.append(c);
            }
        }
        return b.toString();
    }

    private static int[] vector(char atom) {
        return switch (atom) {
            case 'W' -> new int[] {1, 0};
            case 'F' -> new int[] {1, 1};
            case 'D' -> new int[] {2, 0};
            case 'N' -> new int[] {2, 1};
            case 'A' -> new int[] {2, 2};
            case 'H' -> new int[] {3, 0};
            case 'C' -> new int[] {3, 1};
            case 'Z' -> new int[] {3, 2};
            case 'G' -> new int[] {3, 3};
            default -> throw new IllegalStateException(String.valueOf(atom));
        };
    }

    /** The distinct images of (a, b) under the eight symmetries of the square. */
    private static List<int[]> symmetric(int a, int b) {
        List<int[]> out = new ArrayList<>();
        int[][] all = {{a, b}, {b, a}, {-a, b}, {-b, a}, {a, -b}, {b, -a}, {-a, -b}, {-b, -a}};
        for (int[] d : all) {
            boolean seen = false;
            for (int[] o : out) {
                seen |= o[0] == d[0] && o[1] == d[1];
            }
            if (!seen) {
                out.add(d);
            }
        }
        return out;
    }

    /**
     * Whether direction letters allow (dx, dy). Orthogonal moves take each letter on its own
     * (the soldier's fsW is forward and sideways). Diagonal moves pair f/b with l/r (fl is one
     * diagonal). Oblique moves pair as XBoard does: ff the two narrow forward moves, fs the
     * two wide forward ones, fl the two forward-left ones, and so on.
     */
    static boolean allowed(String dirs, int dx, int dy) {
        return allowed(dirs, (a, b) -> dx != 0 && dy != 0 && pairs(a, b, Math.abs(dx) == Math.abs(dy)),
                (a, b) -> pairAllows(a, b, dx, dy), c -> singleAllows(c, dx, dy));
    }

    /**
     * Reads direction letters left to right: two letters that {@code pairs} are read together
     * ({@code pairAllows}), any other alone ({@code single}); the direction is allowed when one
     * reading allows it. Square and hexagonal boards differ only in the three tests.
     */
    static boolean allowed(String dirs, BiPredicate<Character, Character> pairs,
            BiPredicate<Character, Character> pairAllows, Predicate<Character> single) {
        int i = 0;
        while (i < dirs.length()) {
            char a = dirs.charAt(i);
            char b = i + 1 < dirs.length() ? dirs.charAt(i + 1) : 0;
            if (b != 0 && pairs.test(a, b)) {
                if (pairAllows.test(a, b)) {
                    return true;
                }
                i += 2;
            } else {
                if (single.test(a)) {
                    return true;
                }
                i++;
            }
        }
        return false;
    }

    private static boolean pairs(char a, char b, boolean diagonal) {
        boolean fa = a == 'f' || a == 'b';
        boolean la = a == 'l' || a == 'r';
        if (diagonal) {
            return fa && (b == 'l' || b == 'r') || la && (b == 'f' || b == 'b');
        }
        return fa && (b == a || b == 'l' || b == 'r' || b == 's') || la && (b == a || b == 'f' || b == 'b' || b == 'v');
    }

    private static boolean pairAllows(char a, char b, int dx, int dy) {
        boolean narrow = Math.abs(dy) > Math.abs(dx);
        boolean wide = Math.abs(dx) > Math.abs(dy);
        if (a == b) {
            return singleAllows(a, dx, dy) && ((a == 'f' || a == 'b') ? narrow : wide);
        }
        if (b == 's') {
            return singleAllows(a, dx, dy) && wide;
        }
        if (b == 'v') {
            return singleAllows(a, dx, dy) && narrow;
        }
        return singleAllows(a, dx, dy) && singleAllows(b, dx, dy);
    }

    private static boolean singleAllows(char c, int dx, int dy) {
        boolean oblique = dx != 0 && dy != 0 && Math.abs(dx) != Math.abs(dy);
        return switch (c) {
            case 'f' -> dy > 0;
            case 'b' -> dy < 0;
            case 'l' -> dx < 0;
            case 'r' -> dx > 0;
            case 's' -> oblique ? Math.abs(dx) > Math.abs(dy) : dx != 0;
            case 'v' -> oblique ? Math.abs(dy) > Math.abs(dx) : dy != 0;
            default -> false;
        };
    }
}
