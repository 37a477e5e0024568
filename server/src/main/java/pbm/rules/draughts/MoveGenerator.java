package pbm.rules.draughts;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Legal moves of one variant, interpreting its {@link Rules}. Capture sequences are found by a
 * depth-first search over a scratch copy of the board; {@link Move} objects are built only at the leaves.
 */
final class MoveGenerator {

    private final Rules rules;
    private final Geometry geometry;
    private final int[][] manMoves = new int[2][];     // [side ordinal] -> direction ordinals
    private final int[][] manCaptures = new int[2][];
    private final int[][] kingDirections = new int[2][];
    private final int[][] kingCaptures = new int[2][];
    private final int[] opposite = new int[Direction.values().length];
    private final boolean[][] farRow;                  // [side ordinal][square index]

    MoveGenerator(Rules rules, Geometry geometry) {
        this.rules = rules;
        this.geometry = geometry;
        for (Side side : Side.values()) {
            manMoves[side.ordinal()] = ordinals(rules.manMoves(), side);
            manCaptures[side.ordinal()] = ordinals(rules.manCaptures(), side);
            kingDirections[side.ordinal()] = ordinals(rules.kingDirections(), side);
            kingCaptures[side.ordinal()] = ordinals(rules.kingCaptures(), side);
        }
        for (Direction d : Direction.values()) {
            opposite[d.ordinal()] = d.opposite().ordinal();
        }
        farRow = new boolean[2][geometry.squareCount()];
        for (int sq = 0; sq < geometry.squareCount(); sq++) {
            farRow[Side.WHITE.ordinal()][sq] = geometry.rankOfIndex(sq) == geometry.height() - 1;
            farRow[Side.BLACK.ordinal()][sq] = geometry.rankOfIndex(sq) == 0;
        }
    }

    private static int[] ordinals(Set<Direction> directions, Side side) {
        return directions.stream().map(d -> side == Side.WHITE ? d : d.mirrored())
                .mapToInt(Direction::ordinal).sorted().toArray();
    }

    /** The legal moves: captures after the precedence rule, one per distinct move; else plain moves. */
    List<Move> legalMoves(Position p) {
        Routes last = lastLegal;
        if (last != null && last.position() == p) {
            return last.routes();
        }
        List<Move> legal = List.copyOf(legal(p, allCaptures(p)));
        lastLegal = new Routes(p, legal);
        return legal;
    }

    /** The legal moves without the memo: perft asks for each position once, and a memo would only cost it. */
    List<Move> generate(Position p) {
        return legal(p, searchCaptures(p));
    }

    private List<Move> legal(Position p, List<Move> captures) {
        return captures.isEmpty() ? plainMoves(p) : distinct(preferred(p, captures));
    }

    /** As {@link #lastRoutes}, the legal moves of the position asked last. */
    private volatile Routes lastLegal;

    /**
     * The position whose capture routes were searched last, with its routes. Playing a game asks
     * for each position's routes twice, once to judge the position the move led to and once to
     * read the next move there: replaying a board's stored moves searched every position twice.
     * Positions are immutable, so the same instance has the same routes.
     */
    private volatile Routes lastRoutes;

    private record Routes(Position position, List<Move> routes) {
    }

    /** Every complete capture route of the side to move, before any precedence rule, duplicates kept. */
    List<Move> allCaptures(Position p) {
        Routes last = lastRoutes;
        if (last != null && last.position() == p) {
            return last.routes();
        }
        List<Move> routes = List.copyOf(searchCaptures(p));
        lastRoutes = new Routes(p, routes);
        return routes;
    }

    private List<Move> searchCaptures(Position p) {
        Search search = new Search(p);
        for (int sq = 0; sq < search.board.length; sq++) {
            Piece piece = search.board[sq];
            if (piece != null && piece.side() == p.sideToMove()) {
                search.from(sq, piece);
            }
        }
        return search.found;
    }

    /** The routes the variant's precedence rule allows among complete capture routes. */
    List<Move> preferred(Position p, List<Move> routes) {
        CapturePrecedence rule = rules.precedence();
        switch (rule) {
            case FREE:
                return routes;
            case QUANTITY:
                return best(routes, Comparator.comparingInt(m -> m.captured().size()));
            case QUANTITY_THEN_KINGS:
                return best(routes, Comparator.<Move>comparingInt(m -> m.captured().size())
                        .thenComparingInt(m -> kingsCaptured(p, m)));
            case ITALIAN:
                return best(routes, Comparator.<Move>comparingInt(m -> m.captured().size())
                        .thenComparingInt(m -> p.pieceAt(m.from()).isKing() ? 1 : 0)
                        .thenComparingInt(m -> kingsCaptured(p, m))
                        .thenComparing(m -> kingOrder(p, m), MoveGenerator::earlierKingsFirst));
            case KING_MUST_CAPTURE:
                return best(routes, Comparator.comparingInt(m -> p.pieceAt(m.from()).isKing() ? 1 : 0));
            case FRISIAN_VALUE:
                return best(routes, Comparator.<Move>comparingInt(m -> frisianValue(p, m))
                        .thenComparingInt(m -> p.pieceAt(m.from()).isKing() ? 1 : 0));
            default:
                throw new IllegalStateException("unknown precedence " + rule);
        }
    }

    private static List<Move> best(List<Move> routes, Comparator<Move> order) {
        Move top = routes.stream().max(order).orElseThrow();
        List<Move> best = new ArrayList<>();
        for (Move m : routes) {
            if (order.compare(m, top) == 0) {
                best.add(m);
            }
        }
        return best;
    }

    private static int kingsCaptured(Position p, Move m) {
        int kings = 0;
        for (int sq : m.captured()) {
            if (p.pieceAt(sq).isKing()) {
                kings++;
            }
        }
        return kings;
    }

    /** The Frisian value of the captured pieces: a man 100, a king 199 (a king is 1.99 men). */
    static int frisianValue(Position p, Move m) {
        int kings = kingsCaptured(p, m);
        return kings * 199 + (m.captured().size() - kings) * 100;
    }

    /** Positions (0-based) in the capture order at which kings were taken. */
    private static int[] kingOrder(Position p, Move m) {
        return java.util.stream.IntStream.range(0, m.captured().size())
                .filter(i -> p.pieceAt(m.captured().get(i)).isKing()).toArray();
    }

    /** Greater = better: a king met earlier beats one met later. */
    private static int earlierKingsFirst(int[] a, int[] b) {
        for (int i = 0; i < Math.min(a.length, b.length); i++) {
            if (a[i] != b[i]) {
                return Integer.compare(b[i], a[i]);
            }
        }
        return 0;
    }

    /** One route per (from, to, set of captured squares): the first found. */
    static List<Move> distinct(List<Move> routes) {
        if (routes.size() < 2) {
            return routes;
        }
        Set<RouteKey> seen = new HashSet<>();
        List<Move> moves = new ArrayList<>(routes.size());
        for (Move m : routes) {
            if (seen.add(RouteKey.of(m))) {
                moves.add(m);
            }
        }
        return moves;
    }

    record RouteKey(int from, int to, BitSet captured) {
        static RouteKey of(Move m) {
            BitSet set = new BitSet();
            for (int c : m.captured()) {
                set.set(c);
            }
            return new RouteKey(m.from(), m.to(), set);
        }

        // written out: see Move
        @Override
        public boolean equals(Object o) {
            return o instanceof RouteKey k && from == k.from && to == k.to && captured.equals(k.captured);
        }

        @Override
        public int hashCode() {
            return (from * 31 + to) * 31 + captured.hashCode();
        }
    }

    private List<Move> plainMoves(Position p) {
        Piece[] board = p.squares();
        int side = p.sideToMove().ordinal();
        int resting = p.restingKing();
        List<Move> moves = new ArrayList<>();
        for (int sq = 0; sq < board.length; sq++) {
            Piece piece = board[sq];
            if (piece == null || piece.side() != p.sideToMove() || sq + 1 == resting) {
                continue;
            }
            boolean king = piece.isKing();
            for (int d : king ? kingDirections[side] : manMoves[side]) {
                int[] ray = geometry.ray(d, sq);
                int reach = king && rules.flyingKings() ? ray.length : Math.min(1, ray.length);
                for (int i = 0; i < reach && board[ray[i]] == null; i++) {
                    moves.add(new Move(sq + 1, List.of(ray[i] + 1), List.of()));
                }
            }
        }
        return moves;
    }

    /** Depth-first search of capture sequences over a scratch board. */
    private final class Search {
        final Piece[] board;
        final boolean[] taken;
        final int[] landings;
        final int[] victims;
        final Side mover;
        final int side;
        final List<Move> found = new ArrayList<>();
        int depth;
        int origin;

        Search(Position p) {
            board = p.squares().clone();
            taken = new boolean[board.length];
            landings = new int[board.length + 1];
            victims = new int[board.length + 1];
            mover = p.sideToMove();
            side = mover.ordinal();
        }

        void from(int sq, Piece piece) {
            origin = sq;
            depth = 0;
            board[sq] = null;
            jump(sq, piece.isKing(), -1);
            board[sq] = piece;
        }

        /** Explores every capture from {@code at}; emits a move where the sequence cannot go on. */
        private void jump(int at, boolean king, int lastDirection) {
            boolean flying = king && rules.flyingKings();
            for (int d : king ? kingCaptures[side] : manCaptures[side]) {
                if (rules.noReversalInCapture() && lastDirection >= 0 && d == opposite[lastDirection]) {
                    continue;
                }
                int[] ray = geometry.ray(d, at);
                int i = 0;
                if (flying) {
                    while (i < ray.length && board[ray[i]] == null) {
                        i++;
                    }
                }
                if (i >= ray.length || !capturable(ray[i], king)) {
                    continue;
                }
                int victim = ray[i];
                int first = i + 1;
                int last = first;
                while (last < ray.length && board[ray[last]] == null
                        && (last == first || flying && !rules.kingLandsRightBehind())) {
                    last++;
                }
                if (last == first) {
                    continue;
                }
                take(victim, ray, first, last, king, d);
            }
        }

        private void take(int victim, int[] ray, int first, int last, boolean king, int d) {
            Piece victimPiece = board[victim];
            taken[victim] = true;
            if (rules.capturedRemovedAtOnce()) {
                board[victim] = null;
            }
            victims[depth] = victim;
            boolean anyGoesOn = false;
            boolean[] goesOn = new boolean[last - first];
            for (int j = first; j < last; j++) {
                goesOn[j - first] = canCapture(ray[j], crownedAt(ray[j], king), d);
                anyGoesOn |= goesOn[j - first];
            }
            for (int j = first; j < last; j++) {
                if (anyGoesOn && !goesOn[j - first]) {
                    continue;
                }
                landings[depth] = ray[j];
                depth++;
                if (goesOn[j - first]) {
                    jump(ray[j], crownedAt(ray[j], king), d);
                } else {
                    emit();
                }
                depth--;
            }
            taken[victim] = false;
            board[victim] = victimPiece;
        }

        private boolean crownedAt(int sq, boolean king) {
            return king || rules.promoteDuringCapture() && farRow[side][sq];
        }

        private boolean capturable(int sq, boolean king) {
            Piece piece = board[sq];
            return piece != null && piece.side() != mover && !taken[sq]
                    && (king || rules.menCaptureKings() || !piece.isKing());
        }

        private boolean canCapture(int at, boolean king, int lastDirection) {
            boolean flying = king && rules.flyingKings();
            for (int d : king ? kingCaptures[side] : manCaptures[side]) {
                if (rules.noReversalInCapture() && d == opposite[lastDirection]) {
                    continue;
                }
                int[] ray = geometry.ray(d, at);
                int i = 0;
                if (flying) {
                    while (i < ray.length && board[ray[i]] == null) {
                        i++;
                    }
                }
                if (i + 1 < ray.length && capturable(ray[i], king) && board[ray[i + 1]] == null) {
                    return true;
                }
            }
            return false;
        }

        private void emit() {
            Integer[] stops = new Integer[depth];
            Integer[] caught = new Integer[depth];
            for (int k = 0; k < depth; k++) {
                stops[k] = landings[k] + 1;
                caught[k] = victims[k] + 1;
            }
            found.add(new Move(origin + 1, List.of(stops), List.of(caught)));
        }
    }
}
