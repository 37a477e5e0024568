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
        /** Moves of riders: the squares the piece may stop on (its mobility region), or null for all. */
        boolean[] region;
        /** HOP: the type that may neither be the screen nor be captured (the janggi cannon's own), or -1. */
        int blockType = -1;

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

    /**
     * One Betza drop atom of Muller's note (reference/004), for one colour: the ranks of its
     * zone counted from the colour's home rank ({@code @N} the depth, each {@code j} skips a
     * rank), at most so many of the type per file ({@code f}), square colour ({@code s}) or
     * board ({@code b}), {@code m}/{@code c} onto an empty square or an enemy piece, and
     * {@code n} refusing to pass an occupied square of the file from the home edge.
     */
    static final class DropAtom {
        final boolean[] zone;
        final int perFile;
        final int perColour;
        final int perBoard;
        final boolean move;
        final boolean capture;
        final boolean noPass;

        DropAtom(Rules r, Betza.Drop drop, int colour) {
            String mods = drop.modifiers();
            int skip = count(mods, 'j');
            perFile = count(mods, 'f');
            perColour = count(mods, 's');
            perBoard = count(mods, 'b');
            boolean m = mods.indexOf('m') >= 0;
            boolean c = mods.indexOf('c') >= 0;
            move = m || !c;
            capture = c;
            noPass = mods.indexOf('n') >= 0;
            zone = new boolean[r.squares()];
            for (int sq = 0; sq < zone.length; sq++) {
                int rank = sq / r.width;
                int rel = colour == 0 ? rank : r.height - 1 - rank;
                zone[sq] = rel >= skip && rel < drop.depth() && r.geometry.present(sq);
            }
        }

        /** Whether the board holds as many of {@code piece} as the atom allows, on the square's colour or at all. */
        private boolean tooMany(Board board, int piece, int square) {
            Rules rules = board.rules;
            int width = board.width;
            boolean dark = rules.dark(square % width, square / width);
            int same = 0;
            int all = 0;
            for (int at = 0; at < board.squares; at++) {
                if (board.cells[at] == piece) {
                    all++;
                    same += rules.dark(at % width, at / width) == dark ? 1 : 0;
                }
            }
            return perColour > 0 && same >= perColour || perBoard > 0 && all >= perBoard;
        }

        private static int count(String s, char ch) {
            int n = 0;
            for (char x : s.toCharArray()) {
                n += x == ch ? 1 : 0;
            }
            return n;
        }

        /** Whether {@code colour} may drop a piece of {@code type} on {@code square} now. */
        boolean allows(Board board, int colour, int type, int square) {
            if (!zone[square]) {
                return false;
            }
            int target = board.cells[square];
            Rules rules = board.rules;
            if (target == 0 ? !move
                    : !capture || Board.colour(target) == colour || Board.type(target) == rules.kingType) {
                return false;
            }
            if (rules.immobilityIllegal && board.tables.immobile[colour][type][square]) {
                return false;
            }
            int width = board.width;
            if (perFile > 0 && board.onFile(colour, type, square % width) >= perFile) {
                return false;
            }
            if ((perColour > 0 || perBoard > 0) && tooMany(board, Board.code(colour, type), square)) {
                return false;
            }
            if (noPass) {
                // from the colour's home edge of the file up to the square, every square empty
                int step = colour == 0 ? width : -width;
                int file = square % width;
                for (int at = colour == 0 ? file : (rules.height - 1) * width + file; at != square; at += step) {
                    if (board.cells[at] != 0) {
                        return false;
                    }
                }
            }
            return true;
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
    /** [colour][type]: the type's Betza drop atoms, or null when it has none. */
    final DropAtom[][][] dropAtoms;
    /** [colour][type][square]: where the keys let the type drop (for types without atoms), or null. */
    final boolean[][][] dropZone;
    /** [colour]: that colour has hoppers or grasshoppers, which any move may unmask. */
    final boolean[] hoppers = new boolean[2];
    /**
     * An upper bound on the moves the generator writes for any position of these rules,
     * whatever stands where and whatever is in hand: per square the most any piece there
     * could write, summed, plus every drop, castling both ways and a pass. Every move buffer
     * is this long, so no position overflows one.
     */
    final int moveBound;

    /** [colour][type]: a piece may reach one square by two of its tables' entries, so its moves are merged. */
    final boolean[][] overlaps;

    Tables(Rules rules) {
        this(rules, true);
    }

    /**
     * The tables of {@code rules}; without {@code movesToo} only the board's shape and the start
     * squares, enough to set up and check a position (the moves of no piece).
     */
    Tables(Rules rules, boolean movesToo) {
        this.rules = rules;
        this.width = rules.width;
        this.height = rules.height;
        this.squares = width * height;
        int types = movesToo ? rules.pieces.size() : 0;
        moves = new Comp[2][types][];
        attacks = new Comp[2][types][];
        immobile = new boolean[2][types][squares];
        home = new boolean[2][rules.pieces.size()][squares];
        overlaps = new boolean[2][types];
        for (int colour = 0; colour < 2; colour++) {
            for (int type = 0; type < types; type++) {
                List<Betza.Leg> legs = distinct(rules.pieces.get(type).moves().legs(), type == rules.pawnType);
                moves[colour][type] = build(legs, colour, type, false);
                attacks[colour][type] = build(legs, colour, type, true);
                overlaps[colour][type] = overlapping(colour, type);
                for (int sq = 0; sq < squares; sq++) {
                    immobile[colour][type][sq] = !anyTarget(moves[colour][type], sq)
                            && !(type == rules.pawnType && rules.doubleStep && rules.doubleStepRegion[colour][sq]);
                }
            }
        }
        dropAtoms = new DropAtom[2][types][];
        dropZone = new boolean[2][types][];
        for (int colour = 0; colour < 2; colour++) {
            for (int type = 0; type < types; type++) {
                List<Betza.Drop> drops = rules.pieces.get(type).moves().drops();
                if (!drops.isEmpty()) {
                    dropAtoms[colour][type] = new DropAtom[drops.size()];
                    for (int i = 0; i < drops.size(); i++) {
                        dropAtoms[colour][type][i] = new DropAtom(rules, drops.get(i), colour);
                    }
                } else if (rules.pieceDrops) {
                    dropZone[colour][type] = keyZone(colour, type);
                }
            }
        }
        moveBound = (int) Math.min(Integer.MAX_VALUE - 8, bound());
        shields = new boolean[2][movesToo ? squares * squares : 0];
        for (int colour = 0; colour < 2; colour++) {
            for (int type = 0; type < types; type++) {
                for (Comp comp : attacks[colour][type]) {
                    markShields(colour, comp);
                }
            }
        }
    }

    /**
     * The legs of a piece with each move once: legs alike but for what they may do (move,
     * capture) become one leg doing both; a leg another leg of the same direction always
     * covers (a leap inside a ride, {@code QW}; a shorter ride inside a longer) is dropped.
     * A pawn keeps its first-move legs (they may be taken en passant).
     */
    static List<Betza.Leg> distinct(List<Betza.Leg> legs, boolean pawn) {
        List<Betza.Leg> merged = new ArrayList<>();
        for (Betza.Leg l : legs) {
            int same = -1;
            for (int i = 0; i < merged.size() && same < 0; i++) {
                Betza.Leg o = merged.get(i);
                if (o.dx() == l.dx() && o.dy() == l.dy() && o.range() == l.range() && o.kind() == l.kind()
                        && o.initial() == l.initial()) {
                    same = i;
                }
            }
            if (same < 0) {
                merged.add(l);
            } else {
                Betza.Leg o = merged.get(same);
                merged.set(same, new Betza.Leg(l.dx(), l.dy(), l.range(), o.move() || l.move(),
                        o.capture() || l.capture(), l.kind(), l.initial()));
            }
        }
        List<Betza.Leg> out = new ArrayList<>();
        for (int i = 0; i < merged.size(); i++) {
            Betza.Leg a = merged.get(i);
            boolean covered = false;
            for (int j = 0; j < merged.size() && !covered && !(pawn && a.initial()); j++) {
                covered = j != i && covers(merged.get(j), a) && !(covers(a, merged.get(j)) && j > i);
            }
            if (!covered) {
                out.add(a);
            }
        }
        return out;
    }

    /** Whether leg {@code b} makes every move leg {@code a} makes, on any board. */
    static boolean covers(Betza.Leg b, Betza.Leg a) {
        if (b.dx() != a.dx() || b.dy() != a.dy() || a.move() && !b.move() || a.capture() && !b.capture()
                || b.initial() && !a.initial()) {
            return false;
        }
        boolean bLeaps = b.kind() == Betza.Kind.LEAP;
        boolean bRides = b.kind() == Betza.Kind.RIDE;
        return switch (a.kind()) {
            case LEAP -> bLeaps || bRides;
            case LAME -> bLeaps || bRides || b.kind() == Betza.Kind.LAME;
            case RIDE -> bRides && (b.range() == 0 || a.range() != 0 && b.range() >= a.range());
            default -> a.kind() == b.kind();
        };
    }

    /** Whether some square of {@code colour}'s piece of {@code type} is reached by two entries of its tables. */
    private boolean overlapping(int colour, int type) {
        int[] seen = new int[squares];
        int stamp = 0;
        boolean doubleStep = type == rules.pawnType && rules.doubleStep;
        for (int from = 0; from < squares; from++) {
            stamp++;
            if (doubleStep && rules.doubleStepRegion[colour][from]) {
                int two = step(from, 0, colour == 0 ? 2 : -2);
                if (two >= 0) {
                    seen[two] = stamp;
                }
            }
            for (Comp comp : moves[colour][type]) {
                if (comp.targets != null) {
                    for (int to : comp.targets[from]) {
                        if (seen[to] == stamp) {
                            return true;
                        }
                        seen[to] = stamp;
                    }
                    continue;
                }
                for (int[] ray : comp.rays[from]) {
                    for (int to : ray) {
                        if (seen[to] == stamp) {
                            return true;
                        }
                        seen[to] = stamp;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Before any table is built: {the most moves a position could have, the entries of all
     * pieces' move tables of one colour}, counted from the legs of each piece, square by square
     * (at least {@link #moveBound}, which counts what the tables finally hold).
     */
    static long[] estimate(Rules rules) {
        int squares = rules.width * rules.height;
        int types = rules.pieces.size();
        long[] most = new long[squares];
        long entries = 0;
        for (int colour = 0; colour < 2; colour++) {
            int flip = colour == 0 ? 1 : -1;
            for (int type = 0; type < types; type++) {
                List<Betza.Leg> legs = new ArrayList<>(
                        distinct(rules.pieces.get(type).moves().legs(), type == rules.pawnType));
                if (rules.diagonalLines != null) {
                    for (Betza.Leg l : List.copyOf(legs)) {
                        if (l.dx() == 0 && Math.abs(l.dy()) == 1) {
                            legs.add(new Betza.Leg(1, l.dy(), l.range(), true, true, l.kind(), false));
                            legs.add(new Betza.Leg(-1, l.dy(), l.range(), true, true, l.kind(), false));
                        }
                    }
                }
                for (int from = 0; from < squares; from++) {
                    long n = 0;
                    for (Betza.Leg l : legs) {
                        int limit = l.kind() == Betza.Kind.LEAP || l.kind() == Betza.Kind.LAME ? 1
                                : l.kind() == Betza.Kind.RIDE && l.range() > 0 ? l.range() : Integer.MAX_VALUE;
                        int at = from;
                        for (int k = 0; k < limit; k++) {
                            at = rules.geometry.step(at, l.dx() * flip, l.dy() * flip);
                            if (at < 0 || at == from) {
                                break;
                            }
                            entries++;
                            n += choices(rules, colour, type, from, at);
                        }
                    }
                    n += type == rules.pawnType && rules.doubleStep && rules.doubleStepRegion[colour][from] ? 1 : 0;
                    most[from] = Math.max(most[from], n);
                }
            }
        }
        long bound = 4;
        for (long n : most) {
            bound += n;
        }
        return new long[] {bound + drops(rules), entries / 2};
    }

    /** The most drops a position could have: every type on every square, but where its atoms forbid. */
    private static long drops(Rules rules) {
        if (!rules.hands) {
            return 0;
        }
        long n = 0;
        for (PieceType p : rules.pieces) {
            n += rules.pieceDrops || !p.moves().drops().isEmpty() ? rules.squares() : 0;
        }
        return n;
    }

    /** See {@link #moveBound}. */
    private long bound() {
        long total = 0;
        for (int sq = 0; sq < squares; sq++) {
            long most = 0;
            for (int colour = 0; colour < 2; colour++) {
                for (int type = 0; type < moves[colour].length; type++) {
                    most = Math.max(most, movesFrom(colour, type, sq));
                }
            }
            total += most;
        }
        long drops = 0;
        for (int colour = 0; colour < 2; colour++) {
            long own = 0;
            for (int type = 0; type < moves[colour].length; type++) {
                for (int sq = 0; sq < squares; sq++) {
                    own += droppable(colour, type, sq) ? 1 : 0;
                }
            }
            drops = Math.max(drops, own);
        }
        // castling on either side, a pass by the keys and a pass for a side without a move
        return total + drops + 4;
    }

    private boolean droppable(int colour, int type, int sq) {
        if (dropAtoms[colour][type] != null) {
            for (DropAtom a : dropAtoms[colour][type]) {
                if (a.zone[sq]) {
                    return true;
                }
            }
            return false;
        }
        return dropZone[colour][type] != null && dropZone[colour][type][sq];
    }

    /** The most moves a piece of {@code colour} and {@code type} on {@code from} may write. */
    private long movesFrom(int colour, int type, int from) {
        long n = 0;
        for (Comp comp : moves[colour][type]) {
            if (comp.targets != null) {
                for (int to : comp.targets[from]) {
                    n += choices(colour, type, from, to);
                }
                continue;
            }
            for (int[] ray : comp.rays[from]) {
                if (comp.kind == Betza.Kind.GRASS) {
                    n += ray.length > 1 ? maxChoices(colour, type, from, ray, 1) : 0;
                    continue;
                }
                for (int i = comp.kind == Betza.Kind.HOP ? 1 : 0; i < ray.length; i++) {
                    n += choices(colour, type, from, ray[i]);
                }
            }
        }
        if (type == rules.pawnType && rules.doubleStep && rules.doubleStepRegion[colour][from]) {
            int two = step(from, 0, colour == 0 ? 2 : -2);
            n += two < 0 ? 0 : choices(colour, type, from, two);
        }
        return n;
    }

    private long maxChoices(int colour, int type, int from, int[] ray, int start) {
        long most = 0;
        for (int i = start; i < ray.length; i++) {
            most = Math.max(most, choices(colour, type, from, ray[i]));
        }
        return most;
    }

    private long choices(int colour, int type, int from, int to) {
        return choices(rules, colour, type, from, to);
    }

    /** How many moves {@link Board}'s {@code add} may write for one piece going from {@code from} to {@code to}. */
    private static long choices(Rules rules, int colour, int type, int from, int to) {
        if (rules.promotedOf[type] >= 0 && (rules.promotionRegion[colour][to] || rules.promotionRegion[colour][from])) {
            return 2;
        }
        if (type == rules.pawnType && rules.promotionRegion[colour][to]) {
            return rules.promotionTypes(colour).length + 1L;
        }
        return 1;
    }

    private void markShields(int colour, Comp comp) {
        switch (comp.kind) {
            case LEAP -> {
            }
            case LAME -> {
                for (int k = 0; k < squares; k++) {
                    for (int[] legs : comp.blockers[k]) {
                        for (int s : legs) {
                            shields[colour][k * squares + s] = true;
                        }
                    }
                }
            }
            case RIDE -> {
                for (int k = 0; k < squares; k++) {
                    for (int[] ray : comp.rays[k]) {
                        for (int s : ray) {
                            shields[colour][k * squares + s] = true;
                        }
                    }
                }
            }
            default -> hoppers[colour] = true;
        }
    }

    /**
     * Fairy-Stockfish's drop region of a type by the keys: dropRegionWhite/Black; a pawn
     * neither in its promotion zone (unless promotionZonePawnDrops) nor on its first rank
     * (unless firstRankPawnDrops); with immobilityIllegal, no square it could never leave.
     */
    private boolean[] keyZone(int colour, int type) {
        boolean[] zone = new boolean[squares];
        for (int sq = 0; sq < squares; sq++) {
            int rel = colour == 0 ? sq / width : height - 1 - sq / width;
            boolean ok = rules.dropRegion[colour][sq];
            if (type == rules.pawnType) {
                ok &= rules.promotionZonePawnDrops || !rules.promotionRegion[colour][sq];
                ok &= rules.firstRankPawnDrops || rel != 0;
            }
            ok &= !(rules.immobilityIllegal && immobile[colour][type][sq]);
            // a hexagonal board's missing corners take no drop
            zone[sq] = ok && rules.geometry.present(sq);
        }
        return zone;
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

    private Comp[] build(List<Betza.Leg> legs, int colour, int type, boolean reverse) {
        List<Comp> out = new ArrayList<>();
        boolean[] region = rules.mobility == null ? null : rules.mobility[colour][type];
        boolean soldier = rules.pieces.get(type).name().equals("soldier") && rules.soldierPromotionRank > 1;
        int block = rules.pieces.get(type).name().equals("janggiCannon") ? type : -1;
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
            out.add(comp(group, colour, reverse, region, soldier, null, block));
        }
        if (rules.diagonalLines != null) {
            addDiagonals(legs, colour, reverse, region, block, out);
        }
        return out.toArray(new Comp[0]);
    }

    /**
     * Janggi's palace lines ({@code diagonalLines}): on them, every straight forward or
     * backward step or ride of a piece also runs diagonally (forward stays forward), from a
     * square of the lines to squares of the lines only. So the king and the guards step
     * along them, the soldier steps diagonally forward, the chariot rides and the cannon
     * jumps along them.
     */
    private void addDiagonals(List<Betza.Leg> legs, int colour, boolean reverse, boolean[] region, int block,
            List<Comp> out) {
        List<Betza.Leg> diagonal = new ArrayList<>();
        for (Betza.Leg l : legs) {
            if (l.dx() != 0 || Math.abs(l.dy()) != 1 || l.initial() || reverse && !l.capture()
                    || l.kind() == Betza.Kind.LAME || l.kind() == Betza.Kind.GRASS) {
                continue;
            }
            for (int dx = -1; dx <= 1; dx += 2) {
                Betza.Leg d = new Betza.Leg(dx, l.dy(), l.range(), l.move(), l.capture(), l.kind(), false);
                boolean covered = false;
                for (Betza.Leg own : legs) {
                    covered |= covers(own, d);
                }
                if (!covered) {
                    diagonal.add(d);
                }
            }
        }
        boolean[] used = new boolean[diagonal.size()];
        for (int i = 0; i < diagonal.size(); i++) {
            if (used[i]) {
                continue;
            }
            Betza.Leg first = diagonal.get(i);
            List<Betza.Leg> group = new ArrayList<>();
            for (int j = i; j < diagonal.size(); j++) {
                Betza.Leg l = diagonal.get(j);
                if (!used[j] && l.kind() == first.kind() && l.move() == first.move() && l.capture() == first.capture()
                        && !contains(group, l)) {
                    used[j] = true;
                    group.add(l);
                }
            }
            out.add(comp(group, colour, reverse, region, false, rules.diagonalLines, block));
        }
    }

    private static boolean contains(List<Betza.Leg> group, Betza.Leg leg) {
        for (Betza.Leg l : group) {
            if (l.dx() == leg.dx() && l.dy() == leg.dy()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The squares of one group of legs. {@code region}: the piece may only stand there
     * (moves end there; attacks reach only there). {@code soldier}: sideways steps only from
     * the soldierPromotionRank on. {@code lines}: from and to squares of the diagonal lines
     * only, rays ending where the lines end.
     */
    private Comp comp(List<Betza.Leg> group, int colour, boolean reverse, boolean[] region, boolean soldier,
            boolean[] lines, int block) {
        Betza.Leg first = group.get(0);
        int sign = reverse ? -1 : 1;
        // Black's moves are White's turned half round (Fairy-Stockfish negates the whole
        // direction), so a forward-left step of Black's goes towards White's right.
        int flip = colour == 0 ? 1 : -1;
        switch (first.kind()) {
            case LEAP, LAME -> {
                int[][] targets = new int[squares][];
                int[][][] blockers = new int[squares][][];
                int[] ts = new int[group.size()];
                int[][] bs = new int[group.size()][];
                for (int sq = 0; sq < squares; sq++) {
                    int found = 0;
                    for (Betza.Leg l : group) {
                        int dx = l.dx() * flip * sign;
                        int dy = l.dy() * flip * sign;
                        int to = step(sq, dx, dy);
                        if (to < 0) {
                            continue;
                        }
                        int origin = reverse ? to : sq;
                        int target = reverse ? sq : to;
                        if (region != null && !region[target] || lines != null && !(lines[sq] && lines[to])) {
                            continue;
                        }
                        if (soldier && l.dy() == 0 && relativeRank(origin, colour) < rules.soldierPromotionRank - 1) {
                            continue;
                        }
                        ts[found] = to;
                        bs[found++] = first.kind() == Betza.Kind.LAME ? lamePath(origin, l.dx() * flip, l.dy() * flip)
                                : null;
                    }
                    targets[sq] = java.util.Arrays.copyOf(ts, found);
                    blockers[sq] = java.util.Arrays.copyOf(bs, found);
                }
                return new Comp(first.kind(), first.move(), first.capture(), first.initial(), targets,
                        first.kind() == Betza.Kind.LAME ? blockers : null, null);
            }
            default -> {
                Comp comp = rayComp(group, sign, flip, reverse ? region : null, lines);
                comp.region = reverse ? null : region;
                comp.blockType = first.kind() == Betza.Kind.HOP ? block : -1;
                return comp;
            }
        }
    }

    private int relativeRank(int sq, int colour) {
        return colour == 0 ? sq / width : height - 1 - sq / width;
    }

    /** Rays of riders, hoppers and grasshoppers; attacks reach only {@code targetRegion} when given. */
    private Comp rayComp(List<Betza.Leg> group, int sign, int flip, boolean[] targetRegion, boolean[] lines) {
        Betza.Leg first = group.get(0);
        int[][][] rays = new int[squares][][];
        int[] ray = new int[Math.max(width, height)];
        int[][] rs = new int[group.size()][];
        for (int sq = 0; sq < squares; sq++) {
            if (targetRegion != null && !targetRegion[sq] || lines != null && !lines[sq]) {
                rays[sq] = new int[0][];
                continue;
            }
            int found = 0;
            for (Betza.Leg l : group) {
                int dx = l.dx() * flip * sign;
                int dy = l.dy() * flip * sign;
                int limit = first.kind() == Betza.Kind.RIDE && l.range() > 0 ? l.range() : Integer.MAX_VALUE;
                int length = 0;
                int at = step(sq, dx, dy);
                // on a circular board a ray around a ring stops before it comes back
                while (at >= 0 && at != sq && length < limit && (lines == null || lines[at])) {
                    ray[length++] = at;
                    at = step(at, dx, dy);
                }
                if (length > 0) {
                    rs[found++] = java.util.Arrays.copyOf(ray, length);
                }
            }
            rays[sq] = java.util.Arrays.copyOf(rs, found);
        }
        return new Comp(first.kind(), first.move(), first.capture(), first.initial(), null, null, rays);
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
        return rules.geometry.step(sq, dx, dy);
    }
}
