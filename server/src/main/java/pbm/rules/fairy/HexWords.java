package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A piece's moves on a hexagonal board in words, for the help pages and the key under a
 * picture: orthogonal lines (through the sides of the hexagons), diagonal lines (through their
 * corners) and knight leaps, and where a piece has only some directions, the hours of the clock
 * they point to as its player sees the board (12 straight ahead), as hexagonal chess players
 * name directions.
 */
final class HexWords {

    private HexWords() {
    }

    /** The moves of a piece: "moves or captures any number of cells orthogonally (6 directions)". */
    static String moves(Betza.Moves moves, Geometry geometry) {
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (Betza.Leg leg : moves.legs()) {
            String what = what(leg) + " " + distance(leg) + " " + line(leg);
            groups.computeIfAbsent(what, k -> new ArrayList<>()).add(hour(geometry, leg.dx(), leg.dy()));
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> e : groups.entrySet()) {
            parts.add(e.getKey() + directions(e.getKey(), e.getValue()));
        }
        return parts.isEmpty() ? "does not move" : String.join(", ", parts);
    }

    private static String what(Betza.Leg leg) {
        String verb = leg.move() && leg.capture() ? "moves or captures" : leg.move() ? "moves" : "captures";
        return (leg.initial() ? "on its first move " : "") + verb;
    }

    private static String distance(Betza.Leg leg) {
        if (leg.kind() == Betza.Kind.HOP) {
            return "by hopping over one piece any distance";
        }
        if (leg.kind() == Betza.Kind.RIDE || leg.kind() == Betza.Kind.GRASS) {
            return leg.range() == 0 ? "any number of cells" : "up to " + leg.range() * steps(leg) + " cells";
        }
        int n = steps(leg);
        return n == 0 ? "by a leap" : n == 1 ? "one cell" : n + " cells";
    }

    /** How many single steps of its own line a leg covers, 0 for a knight's leap. */
    private static int steps(Betza.Leg leg) {
        int n = Math.max(Math.abs(leg.dx()), Math.abs(leg.dy()));
        if (orthogonal(leg)) {
            return n;
        }
        // a diagonal step is (1, 2), (2, 1) or (1, -1) turned: the longer ones are its multiples
        return diagonal(leg) ? gcd(Math.abs(leg.dx()), Math.abs(leg.dy())) : 0;
    }

    private static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    private static boolean orthogonal(Betza.Leg leg) {
        int dx = leg.dx();
        int dy = leg.dy();
        return dx == 0 || dy == 0 || dx == dy;
    }

    private static boolean diagonal(Betza.Leg leg) {
        int dx = leg.dx();
        int dy = leg.dy();
        return dy == 2 * dx || dx == 2 * dy || dx == -dy;
    }

    private static String line(Betza.Leg leg) {
        if (orthogonal(leg)) {
            return "orthogonally";
        }
        return diagonal(leg) ? "diagonally" : "like a knight";
    }

    /** "(6 directions)" when the piece has them all, else the clock hours: " (12 o'clock)". */
    private static String directions(String group, List<Integer> hours) {
        boolean knight = group.endsWith("knight");
        int all = knight ? 12 : 6;
        if (hours.size() == all) {
            return " (" + all + " directions)";
        }
        hours.sort(null);
        List<String> names = new ArrayList<>();
        for (int hour : hours) {
            names.add(knight ? hour / 2 + (hour % 2 == 1 ? ":30" : "") : String.valueOf(hour / 2 == 0 ? 12 : hour / 2));
        }
        return " (towards " + String.join(", ", names) + " o'clock)";
    }

    /**
     * The direction of a step as its player sees it, in half hours of the clock (0 straight
     * ahead, 12 to the right): the angle of the step on the board, a file being 3/2 of a cell's
     * half height across.
     */
    static int hour(Geometry geometry, int dx, int dy) {
        double x = geometry.across() ? (dx + dy) / 2.0 : dx * Math.sqrt(3) / 2;
        double y = geometry.across() ? (dy - dx) * Math.sqrt(3) / 2 : dy - dx / 2.0;
        double angle = Math.toDegrees(Math.atan2(x, y));
        return (int) Math.round(Math.floorMod(Math.round(angle * 100), 36000) / 100.0 / 15) % 24;
    }
}
