package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;

/**
 * The precomputed move tables of one definition: for every colour, piece type and square,
 * the squares each leg reaches (leaps) or the rays it runs along (riders, hoppers), and the
 * same tables reversed for asking whether a square is attacked. Built once per definition.
 */
final class Tables {

    /** The legs of one piece that share kind and modality, with their squares per origin. */
    static final class Comp {
        final Betza.Kind kind;
        final boolean move;
        final boolean capture;
        final boolean initial;
        /** LEAP, LAME: target squares per origin; for attack tables the origins per target. */
        final int[][] targets;
        /** LAME: the squares that must be empty, per origin and target. */
        final int[][][] blockers;
        /** RIDE, HOP, GRASS: rays per origin, squares in order. */
        final int[][][] rays;

        Comp(Betza.Kind kind, boolean move, boolean capture, boolean initial, int[][] targets, int[][][] blockers,
                int[][][] rays) {
            this.kind = kind;
            this.move = move;
            this.capture = capture;
            this.initial = initial;
            this.targets = targets;
            this.blockers = blockers;
            this.rays = rays;
        }
    }

    final Rules rules;
    final int width;
    final int height;
    final int squares;
    /** [colour][type]: the moves. */
    final Comp[][][] moves;
    /** [colour][type]: the captures, reversed (from the attacked square outward). */
    final Comp[][][] attacks;
    /** [colour][type][square]: a piece there could never move again. */
    final boolean[][][] immobile;
    /** [colour][type][square]: the piece of that type stood there at the start. */
    final boolean[][][] home;
    /**
     * [colour][king * squares + square]: a piece standing on the square may shield the king
     * from a rider or lame leaper of that colour (it is on such a line, or is the leg a lame
     * leap passes). A move from any other square cannot expose the king.
     */
    final boolean[][] shields;
    /** [colour]: that colour has hoppers or grasshoppers, which any move may unmask. */
    final boolean[] hoppers = new boolean[2];

    Tables(Rules rules) {
        this.rules = rules;
        this.width = rules.width;
        this.height = rules.height;
        this.squares = width * height;
        int types = rules.pieces.size();
        moves = new Comp[2][types][];
        attacks = new Comp[2][types][];
        immobile = new boolean[2][types][squares];
        home = new boolean[2][types][squares];
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < types; t++) {
                List<Betza.Leg> legs = rules.pieces.get(t).moves().legs();
                moves[c][t] = build(legs, c, false);
                attacks[c][t] = build(legs, c, true);
                for (int sq = 0; sq < squares; sq++) {
                    immobile[c][t][sq] = !anyTarget(moves[c][t], sq)
                            && !(t == rules.pawnType && rules.doubleStep && rules.doubleStepRegion[c][sq]);
                }
            }
        }
        shields = new boolean[2][squares * squares];
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < types; t++) {
                for (Comp comp : attacks[c][t]) {
                    markShields(c, comp);
                }
            }
        }
    }

    private void markShields(int c, Comp comp) {
        switch (comp.kind) {
            case LEAP -> {
            }
            case LAME -> {
                for (int k = 0; k < squares; k++) {
                    for (int[] legs : comp.blockers[k]) {
                        for (int s : legs) {
                            shields[c][k * squares + s] = true;
                        }
                    }
                }
            }
            case RIDE -> {
                for (int k = 0; k < squares; k++) {
                    for (int[] ray : comp.rays[k]) {
                        for (int s : ray) {
                            shields[c][k * squares + s] = true;
                        }
                    }
                }
            }
            default -> hoppers[c] = true;
        }
    }

    private boolean homeMarked;

    /**
     * Marks the start squares (for the Betza i modifier) from the first position set up on
     * these tables, which is the definition's start.
     */
    synchronized void markHomeIfUnset(int[] cells) {
        if (homeMarked) {
            return;
        }
        homeMarked = true;
        for (int sq = 0; sq < squares; sq++) {
            int code = cells[sq];
            if (code != 0) {
                home[Board.colour(code)][Board.type(code)][sq] = true;
            }
        }
    }

    private static boolean anyTarget(Comp[] comps, int sq) {
        for (Comp comp : comps) {
            if (comp.targets != null && comp.targets[sq].length > 0) {
                return true;
            }
            if (comp.rays != null && comp.rays[sq].length > 0) {
                return true;
            }
        }
        return false;
    }

    private Comp[] build(List<Betza.Leg> legs, int colour, boolean reverse) {
        List<Comp> out = new ArrayList<>();
        boolean[] used = new boolean[legs.size()];
        for (int i = 0; i < legs.size(); i++) {
            if (used[i]) {
                continue;
            }
            Betza.Leg first = legs.get(i);
            if (reverse && (!first.capture() || first.initial())) {
                continue;
            }
            List<Betza.Leg> group = new ArrayList<>();
            for (int j = i; j < legs.size(); j++) {
                Betza.Leg l = legs.get(j);
                if (!used[j] && l.kind() == first.kind() && l.move() == first.move() && l.capture() == first.capture()
                        && l.initial() == first.initial()) {
                    used[j] = true;
                    group.add(l);
                }
            }
            out.add(comp(group, colour, reverse));
        }
        return out.toArray(new Comp[0]);
    }

    private Comp comp(List<Betza.Leg> group, int colour, boolean reverse) {
        Betza.Leg first = group.get(0);
        int sign = reverse ? -1 : 1;
        int flip = colour == 0 ? 1 : -1;
        switch (first.kind()) {
            case LEAP, LAME -> {
                int[][] targets = new int[squares][];
                int[][][] blockers = new int[squares][][];
                for (int sq = 0; sq < squares; sq++) {
                    List<Integer> ts = new ArrayList<>();
                    List<int[]> bs = new ArrayList<>();
                    for (Betza.Leg l : group) {
                        int dx = l.dx() * sign;
                        int dy = l.dy() * flip * sign;
                        int to = step(sq, dx, dy);
                        if (to < 0) {
                            continue;
                        }
                        ts.add(to);
                        int origin = reverse ? to : sq;
                        bs.add(lamePath(origin, l.dx(), l.dy() * flip));
                    }
                    targets[sq] = ts.stream().mapToInt(Integer::intValue).toArray();
                    blockers[sq] = bs.toArray(new int[0][]);
                }
                return new Comp(first.kind(), first.move(), first.capture(), first.initial(), targets,
                        first.kind() == Betza.Kind.LAME ? blockers : null, null);
            }
            default -> {
                int[][][] rays = new int[squares][][];
                for (int sq = 0; sq < squares; sq++) {
                    List<int[]> rs = new ArrayList<>();
                    for (Betza.Leg l : group) {
                        int dx = l.dx() * sign;
                        int dy = l.dy() * flip * sign;
                        int limit = first.kind() == Betza.Kind.RIDE && l.range() > 0 ? l.range() : Integer.MAX_VALUE;
                        List<Integer> ray = new ArrayList<>();
                        int at = step(sq, dx, dy);
                        while (at >= 0 && ray.size() < limit) {
                            ray.add(at);
                            at = step(at, dx, dy);
                        }
                        if (!ray.isEmpty()) {
                            rs.add(ray.stream().mapToInt(Integer::intValue).toArray());
                        }
                    }
                    rays[sq] = rs.toArray(new int[0][]);
                }
                return new Comp(first.kind(), first.move(), first.capture(), first.initial(), null, null, rays);
            }
        }
    }

    /**
     * The squares a lame leap from {@code origin} by (dx, dy) passes: orthogonal steps along
     * the longer axis first, then diagonal steps (the Chinese horse and elephant, the Janggi
     * elephant); every square but the last must be empty.
     */
    private int[] lamePath(int origin, int dx, int dy) {
        int ax = Math.abs(dx);
        int ay = Math.abs(dy);
        int sx = Integer.signum(dx);
        int sy = Integer.signum(dy);
        int straight = Math.abs(ax - ay);
        int diagonal = Math.min(ax, ay);
        List<Integer> path = new ArrayList<>();
        int at = origin;
        for (int i = 0; i < straight; i++) {
            at = ax > ay ? step(at, sx, 0) : step(at, 0, sy);
            path.add(at);
        }
        for (int i = 0; i < diagonal; i++) {
            at = step(at, sx, sy);
            path.add(at);
        }
        path.remove(path.size() - 1);
        return path.stream().mapToInt(Integer::intValue).toArray();
    }

    int step(int sq, int dx, int dy) {
        if (sq < 0) {
            return -1;
        }
        int f = sq % width + dx;
        int r = sq / width + dy;
        return f < 0 || f >= width || r < 0 || r >= height ? -1 : r * width + f;
    }
}
