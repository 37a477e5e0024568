package pbm.rules.fairy;

import java.util.Random;

/**
 * A position with make and unmake, on a mailbox of {@code width * height} squares (a1 is 0,
 * b1 is 1, a2 is {@code width}). Moves are ints: from (bits 0-7), to (8-15), promotion type + 1
 * (16-20), kind (21-23). A castling move goes from the king's square to its rook's square
 * (Chess960 style), whatever the variant. Mutable; {@link FairyPlay} keeps its own copies.
 */
final class Board {
    static final int NORMAL = 0;
    static final int DOUBLE = 1;
    static final int EN_PASSANT = 2;
    static final int CASTLE_KING = 3;
    static final int CASTLE_QUEEN = 4;
    /** A drop from the hand: {@code from} holds the dropped type, not a square. */
    static final int DROP = 5;
    /**
     * A pass: from and to hold the king's square (janggi's pass), or a1 in a game without a
     * king (passOnStalemate, Othello's); nothing moves.
     */
    static final int PASS = 6;
    private static final int U = 14;
    /** The queen's eight directions as {file step, rank step}: the lines enclosing drops look along. */
    private static final int[][] LINES = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    final Tables tables;
    final Rules rules;
    final int width;
    final int squares;
    /** 0 empty, else (type + 1) | colour &lt;&lt; 5. */
    final int[] cells;
    int side;
    int ep = -1;
    int epVictim = -1;
    int rule50;
    int fullmove = 1;
    /** The castling rook's square, [colour * 2 + 0 kingside / 1 queenside]; -1 without the right. */
    final int[] castle = {-1, -1, -1, -1};
    final int[] king = {-1, -1};
    final int[][] count;
    final int[] total = new int[2];
    /** [colour][type]: pieces in hand. */
    final int[][] hand;
    /** Whether the FEN writes holdings ({@code [...]}): the game has hands, or the FEN gave them. */
    boolean holdings;
    /** Per square: 0, or the type + 1 the piece there was before it promoted (it returns so to a hand). */
    final int[] origin;
    /** Bikjang: the kings faced each other before the last move. */
    boolean facedBefore;
    /** How many passes in a row led here. */
    int passRun;

    // Both grow as a search goes deeper; they start small because every play of a game copies
    // the board (a copy with 64 levels of undo cost more than the rest of the copy).
    private int[] undo = new int[4 * U];
    private int sp;
    /** The squares whose pieces a drop turned over (flipEnclosedPieces), for unmake. */
    private int[] flips = new int[16];
    private int fp;

    Board(Tables tables) {
        this.tables = tables;
        this.rules = tables.rules;
        this.width = tables.width;
        this.squares = tables.squares;
        this.cells = new int[squares];
        this.count = new int[2][rules.pieces.size()];
        this.hand = new int[2][rules.pieces.size()];
        this.origin = new int[squares];
        this.holdings = rules.hands;
    }

    Board copy() {
        Board b = new Board(tables);
        System.arraycopy(cells, 0, b.cells, 0, squares);
        b.side = side;
        b.ep = ep;
        b.epVictim = epVictim;
        b.rule50 = rule50;
        b.fullmove = fullmove;
        System.arraycopy(castle, 0, b.castle, 0, 4);
        System.arraycopy(king, 0, b.king, 0, 2);
        for (int c = 0; c < 2; c++) {
            System.arraycopy(count[c], 0, b.count[c], 0, count[c].length);
        }
        b.total[0] = total[0];
        b.total[1] = total[1];
        b.holdings = holdings;
        for (int c = 0; c < 2; c++) {
            System.arraycopy(hand[c], 0, b.hand[c], 0, hand[c].length);
        }
        System.arraycopy(origin, 0, b.origin, 0, squares);
        b.checksLeft[0] = checksLeft[0];
        b.checksLeft[1] = checksLeft[1];
        b.facedBefore = facedBefore;
        b.passRun = passRun;
        return b;
    }

    static int colour(int code) {
        return code >> 5;
    }

    static int type(int code) {
        return (code & 31) - 1;
    }

    static int code(int colour, int type) {
        return (type + 1) | colour << 5;
    }

    static int from(int move) {
        return move & 0xff;
    }

    static int to(int move) {
        return move >>> 8 & 0xff;
    }

    /** The promotion type, or -1. */
    static int promotion(int move) {
        return (move >>> 16 & 31) - 1;
    }

    static int kind(int move) {
        return move >>> 21 & 7;
    }

    static int move(int from, int to, int promotionType, int kind) {
        return from | to << 8 | (promotionType + 1) << 16 | kind << 21;
    }

    void put(int sq, int code) {
        cells[sq] = code;
        int c = colour(code);
        int t = type(code);
        count[c][t]++;
        total[c]++;
        if (t == rules.kingType) {
            king[c] = sq;
        }
    }

    int remove(int sq) {
        int code = cells[sq];
        cells[sq] = 0;
        count[colour(code)][type(code)]--;
        total[colour(code)]--;
        return code;
    }

    /** The rank castling happens on for a colour, as a row index. */
    int castlingRow(int c) {
        return c == 0 ? rules.castlingRank : tables.height - 1 - rules.castlingRank;
    }

    /** Where the king and the rook end when castling: {kingTo, rookTo}. */
    int[] castleTargets(int c, int side) {
        int row = castlingRow(c) * width;
        int kingTo = row + (side == 0 ? rules.castlingKingsideFile : rules.castlingQueensideFile);
        return new int[] {kingTo, kingTo + (side == 0 ? -1 : 1)};
    }

    // ---------------------------------------------------------------- make and unmake

    void make(int m) {
        if (sp + U > undo.length) {
            undo = java.util.Arrays.copyOf(undo, undo.length * 2);
        }
        int from = from(m);
        int to = to(m);
        int kind = kind(m);
        int c = side;
        int[] u = undo;
        int base = sp;
        u[base] = ep;
        u[base + 1] = epVictim;
        u[base + 2] = rule50;
        u[base + 3] = castle[0];
        u[base + 4] = castle[1];
        u[base + 5] = castle[2];
        u[base + 6] = castle[3];
        u[base + 7] = 0;
        u[base + 8] = -1;
        u[base + 9] = 0;
        u[base + 10] = 0;
        u[base + 11] = -1;
        u[base + 12] = (facedBefore ? 1 : 0) | passRun << 1;
        u[base + 13] = 0;
        facedBefore = rules.bikjang && facing();
        passRun = kind == PASS ? passRun + 1 : 0;
        sp += U;
        ep = -1;
        epVictim = -1;
        if (rules.castlingKingType != rules.kingType && kind != DROP && kind != PASS) {
            castlerMoves(c, from, to);
        }
        if (kind == PASS) {
            rule50++;
        } else if (kind == DROP) {
            int captured = cells[to];
            if (captured != 0) {
                capture(to, captured, base);
            }
            hand[c][from]--;
            put(to, code(c, from));
            rule50 = captured != 0 ? 0 : rule50 + 1;
            if (rules.flipEnclosed) {
                u[base + 13] = flipEnclosed(to, c);
            }
        } else if (kind == CASTLE_KING || kind == CASTLE_QUEEN) {
            int[] t = castleTargets(c, kind == CASTLE_KING ? 0 : 1);
            int k = remove(from);
            int r = remove(to);
            put(t[0], k);
            put(t[1], r);
            castle[c * 2] = -1;
            castle[c * 2 + 1] = -1;
            rule50++;
        } else {
            int victimSq = kind == EN_PASSANT ? u[base + 1] : to;
            int captured = cells[victimSq];
            if (captured != 0) {
                capture(victimSq, captured, base);
            }
            int code = remove(from);
            int t = type(code);
            int promo = promotion(m);
            int org = origin[from];
            u[base + 10] = code | org << 12;
            origin[from] = 0;
            if (promo >= 0) {
                put(to, code(c, promo));
                origin[to] = t + 1;
            } else {
                put(to, code);
                origin[to] = org;
            }
            rule50 = captured != 0 || rules.resetsCount(t) ? 0 : rule50 + 1;
            if (t == rules.kingType) {
                castle[c * 2] = -1;
                castle[c * 2 + 1] = -1;
            }
            for (int i = 0; i < 4; i++) {
                if (castle[i] == from || castle[i] == to) {
                    castle[i] = -1;
                }
            }
            if (kind == DOUBLE) {
                ep = (from + to) / 2;
                epVictim = to;
            }
        }
        side ^= 1;
        if (side == 0) {
            fullmove++;
        }
        if (rules.checkCounting) {
            countCheck();
        }
    }

    /** Takes the piece off {@code sq}, noting it for unmake; to the captor's hand, demoted, when the game says so. */
    private void capture(int sq, int captured, int base) {
        remove(sq);
        int[] u = undo;
        u[base + 7] = captured;
        u[base + 8] = sq;
        u[base + 9] = origin[sq];
        if (rules.capturesToHand) {
            int t = origin[sq] != 0 ? origin[sq] - 1 : type(captured);
            hand[side][t]++;
            u[base + 11] = t;
        }
        origin[sq] = 0;
    }

    void unmake(int m) {
        if (rules.checkCounting) {
            uncountCheck();
        }
        side ^= 1;
        if (side == 1) {
            fullmove--;
        }
        sp -= U;
        int[] u = undo;
        int from = from(m);
        int to = to(m);
        int kind = kind(m);
        int c = side;
        facedBefore = (u[sp + 12] & 1) != 0;
        passRun = u[sp + 12] >> 1;
        if (kind == PASS) {
            rule50 = u[sp + 2];
            return;
        }
        if (kind == DROP) {
            for (int i = u[sp + 13]; i > 0; i--) {
                int sq = flips[--fp];
                put(sq, code(c ^ 1, type(remove(sq))));
            }
            remove(to);
            hand[c][from]++;
        } else if (kind == CASTLE_KING || kind == CASTLE_QUEEN) {
            int[] t = castleTargets(c, kind == CASTLE_KING ? 0 : 1);
            int k = remove(t[0]);
            int r = remove(t[1]);
            put(from, k);
            put(to, r);
        } else {
            remove(to);
            origin[to] = 0;
            int moved = u[sp + 10];
            put(from, moved & 0xfff);
            origin[from] = moved >>> 12;
        }
        if (u[sp + 7] != 0) {
            put(u[sp + 8], u[sp + 7]);
            origin[u[sp + 8]] = u[sp + 9];
            if (u[sp + 11] >= 0) {
                hand[c][u[sp + 11]]--;
            }
        }
        ep = u[sp];
        epVictim = u[sp + 1];
        rule50 = u[sp + 2];
        castle[0] = u[sp + 3];
        castle[1] = u[sp + 4];
        castle[2] = u[sp + 5];
        castle[3] = u[sp + 6];
    }

    // ---------------------------------------------------------------- attacks

    /** Whether a piece of {@code by} attacks {@code sq} on the current board. */
    boolean attacked(int sq, int by) {
        int[] own = count[by];
        for (int t = 0; t < own.length; t++) {
            if (own[t] == 0) {
                continue;
            }
            int piece = code(by, t);
            for (Tables.Comp comp : tables.attacks[by][t]) {
                if (attacks(comp, sq, piece)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean attacks(Tables.Comp comp, int sq, int piece) {
        int[] c = cells;
        switch (comp.kind) {
            case LEAP -> {
                for (int o : comp.targets[sq]) {
                    if (c[o] == piece) {
                        return true;
                    }
                }
                return false;
            }
            case LAME -> {
                int[] origins = comp.targets[sq];
                for (int i = 0; i < origins.length; i++) {
                    if (c[origins[i]] == piece && empty(comp.blockers[sq][i])) {
                        return true;
                    }
                }
                return false;
            }
            case RIDE -> {
                for (int[] ray : comp.rays[sq]) {
                    for (int o : ray) {
                        int x = c[o];
                        if (x != 0) {
                            if (x == piece) {
                                return true;
                            }
                            break;
                        }
                    }
                }
                return false;
            }
            case HOP -> {
                int block = comp.blockType;
                if (block >= 0 && c[sq] != 0 && type(c[sq]) == block) {
                    return false;
                }
                for (int[] ray : comp.rays[sq]) {
                    boolean screen = false;
                    for (int o : ray) {
                        int x = c[o];
                        if (x != 0) {
                            if (screen) {
                                if (x == piece) {
                                    return true;
                                }
                                break;
                            }
                            if (block >= 0 && type(x) == block) {
                                break;
                            }
                            screen = true;
                        }
                    }
                }
                return false;
            }
            default -> {
                for (int[] ray : comp.rays[sq]) {
                    if (c[ray[0]] == 0) {
                        continue;
                    }
                    for (int i = 1; i < ray.length; i++) {
                        int x = c[ray[i]];
                        if (x != 0) {
                            if (x == piece) {
                                return true;
                            }
                            break;
                        }
                    }
                }
                return false;
            }
        }
    }

    private boolean empty(int[] squares) {
        for (int s : squares) {
            if (cells[s] != 0) {
                return false;
            }
        }
        return true;
    }

    boolean inCheck() {
        return rules.kingType >= 0 && king[side] >= 0 && attacked(king[side], side ^ 1)
                || rules.extinctionPseudoRoyal && Goals.pseudoRoyalAttacked(this, side);
    }

    /** After {@link #make}: whether the side that moved left its king attacked. */
    boolean moverInCheck() {
        int c = side ^ 1;
        return rules.kingType >= 0 && king[c] >= 0 && attacked(king[c], side);
    }

    // ---------------------------------------------------------------- enclosing drops

    /**
     * Along each queen line from {@code sq}: how many enemy pieces stand in an unbroken row
     * next to it that a piece of {@code c} closes at the far end (0 where none).
     */
    private int enclosed(int sq, int c, int dir) {
        int df = LINES[dir][0];
        int dr = LINES[dir][1];
        int f = sq % width + df;
        int r = sq / width + dr;
        int n = 0;
        while (f >= 0 && f < width && r >= 0 && r < tables.height) {
            int x = cells[r * width + f];
            if (x == 0) {
                return 0;
            }
            if (colour(x) == c) {
                return n;
            }
            n++;
            f += df;
            r += dr;
        }
        return 0;
    }

    /** Whether a piece of {@code c} dropped on {@code sq} would enclose an enemy piece. */
    boolean encloses(int sq, int c) {
        for (int dir = 0; dir < LINES.length; dir++) {
            if (enclosed(sq, c, dir) > 0) {
                return true;
            }
        }
        return false;
    }

    /** Turns over the enemy pieces a piece of {@code c} just dropped on {@code sq} encloses; returns how many. */
    private int flipEnclosed(int sq, int c) {
        int total = 0;
        for (int dir = 0; dir < LINES.length; dir++) {
            int n = enclosed(sq, c, dir);
            int step = LINES[dir][1] * width + LINES[dir][0];
            for (int i = 1; i <= n; i++) {
                int at = sq + i * step;
                if (fp == flips.length) {
                    flips = java.util.Arrays.copyOf(flips, flips.length * 2);
                }
                flips[fp++] = at;
                put(at, code(c, type(remove(at))));
                total++;
            }
        }
        return total;
    }

    /** Whether the enclosingDropStart squares are still being filled (drops go there, freely). */
    private boolean startPhase() {
        boolean[] start = rules.enclosingDropStart;
        for (int sq = 0; sq < squares; sq++) {
            if (start[sq] && cells[sq] == 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether a drop by key of the side to move may land on {@code sq} by the enclosing rule. */
    private boolean enclosingAllows(int sq, boolean start) {
        return start ? rules.enclosingDropStart[sq] : encloses(sq, side);
    }

    /** passOnStalemate: the side to move has no move, and passing leaves the other side one. */
    private boolean mayPass() {
        if (!rules.passOnStalemate[side]) {
            return false;
        }
        side ^= 1;
        boolean other = hasLegal();
        side ^= 1;
        return other;
    }

    static int pass() {
        return move(0, 0, -1, PASS);
    }

    // ---------------------------------------------------------------- move generation

    /** The pseudo-legal moves (castling already checked for attacked squares) into {@code out}. */
    int pseudo(int[] out) {
        int n = 0;
        int c = side;
        int[] cl = cells;
        boolean[] overlaps = tables.overlaps[c];
        for (int sq = 0; sq < squares; sq++) {
            int code = cl[sq];
            if (code == 0 || colour(code) != c) {
                continue;
            }
            int t = type(code);
            int written = pieceMoves(sq, t, out, n);
            n = overlaps[t] ? collapse(out, n, written) : written;
        }
        if (rules.castling) {
            n = castling(out, n);
        }
        if (holdings) {
            n = drops(out, n);
        }
        if (rules.pass[c] && king[c] >= 0) {
            out[n++] = move(king[c], king[c], -1, PASS);
        }
        return n;
    }

    /** Whether the two kings see each other along a file or rank with nothing between. */
    boolean facing() {
        int a = king[0];
        int b = king[1];
        if (a < 0 || b < 0 || rules.kingType < 0) {
            return false;
        }
        return between(a, b) == 0;
    }

    /**
     * How many pieces stand between two squares of one file or rank; -1 when they share
     * neither.
     */
    int between(int a, int b) {
        int step;
        if (a % width == b % width) {
            step = width;
        } else if (a / width == b / width) {
            step = 1;
        } else {
            return -1;
        }
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        int k = 0;
        for (int sq = lo + step; sq < hi; sq += step) {
            if (cells[sq] != 0) {
                k++;
            }
        }
        return k;
    }

    /** The drops from the side to move's hand: by the piece's Betza {@code @} atoms, else by the keys. */
    int drops(int[] out, int n) {
        int c = side;
        int[] own = hand[c];
        for (int t = 0; t < own.length; t++) {
            if (own[t] == 0) {
                continue;
            }
            Tables.DropAtom[] atoms = tables.dropAtoms[c][t];
            if (atoms == null) {
                boolean[] zone = tables.dropZone[c][t];
                if (zone == null) {
                    continue;
                }
                boolean noDoubled = t == rules.dropNoDoubled;
                boolean enclosing = rules.enclosingDrop;
                boolean start = enclosing && startPhase();
                for (int sq = 0; sq < squares; sq++) {
                    if (zone[sq] && cells[sq] == 0
                            && (!noDoubled || onFile(c, t, sq % width) < rules.dropNoDoubledCount)
                            && (!enclosing || enclosingAllows(sq, start))) {
                        out[n++] = move(t, sq, -1, DROP);
                    }
                }
                continue;
            }
            for (int sq = 0; sq < squares; sq++) {
                for (Tables.DropAtom a : atoms) {
                    if (a.allows(this, c, t, sq)) {
                        out[n++] = move(t, sq, -1, DROP);
                        break;
                    }
                }
            }
        }
        return n;
    }

    /** How many pieces of colour {@code c} and type {@code t} stand on a file. */
    int onFile(int c, int t, int file) {
        int piece = code(c, t);
        int k = 0;
        for (int sq = file; sq < squares; sq += width) {
            if (cells[sq] == piece) {
                k++;
            }
        }
        return k;
    }

    /**
     * Keeps one of the moves {@code out[start..end)} that go to the same square with the same
     * promotion (two legs of one piece reaching it), the one of the highest kind (a double
     * step, which may be taken en passant, over a plain move); returns the new end.
     */
    private static int collapse(int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int same = -1;
            for (int j = start; j < kept && same < 0; j++) {
                same = (out[j] & 0x1fffff) == (m & 0x1fffff) ? j : -1;
            }
            if (same < 0) {
                out[kept++] = m;
            } else if (kind(m) > kind(out[same])) {
                out[same] = m;
            }
        }
        return kept;
    }

    int pieceMoves(int from, int t, int[] out, int n) {
        int c = side;
        int[] cl = cells;
        boolean pawn = t == rules.pawnType;
        for (Tables.Comp comp : tables.moves[c][t]) {
            if (comp.initial && !tables.home[c][t][from]) {
                continue;
            }
            switch (comp.kind) {
                case LEAP, LAME -> {
                    int[] targets = comp.targets[from];
                    for (int i = 0; i < targets.length; i++) {
                        int to = targets[i];
                        if (comp.blockers != null && !empty(comp.blockers[from][i])) {
                            continue;
                        }
                        int x = cl[to];
                        if (x == 0 ? comp.move : comp.capture && colour(x) != c) {
                            n = add(from, to, t, pawn, pawn && comp.initial && twoSteps(from, to) ? DOUBLE : NORMAL, out, n);
                        } else if (pawn && x == 0 && comp.capture && to == ep && epVictim >= 0 && rules.enPassantTo(c, to)
                                && cl[epVictim] == code(c ^ 1, t)) {
                            n = add(from, to, t, pawn, EN_PASSANT, out, n);
                        }
                    }
                }
                case RIDE -> {
                    boolean[] region = comp.region;
                    for (int[] ray : comp.rays[from]) {
                        for (int to : ray) {
                            int x = cl[to];
                            if (region != null && !region[to]) {
                                if (x != 0) {
                                    break;
                                }
                                continue;
                            }
                            if (x == 0) {
                                if (comp.move) {
                                    n = add(from, to, t, pawn, NORMAL, out, n);
                                }
                            } else {
                                if (comp.capture && colour(x) != c) {
                                    n = add(from, to, t, pawn, NORMAL, out, n);
                                }
                                break;
                            }
                        }
                    }
                }
                case HOP -> {
                    int block = comp.blockType;
                    for (int[] ray : comp.rays[from]) {
                        boolean screen = false;
                        for (int to : ray) {
                            int x = cl[to];
                            if (!screen) {
                                if (x != 0 && block >= 0 && type(x) == block) {
                                    break;
                                }
                                screen = x != 0;
                                continue;
                            }
                            if (comp.region != null && !comp.region[to]) {
                                if (x != 0) {
                                    break;
                                }
                                continue;
                            }
                            if (x == 0) {
                                if (comp.move) {
                                    n = add(from, to, t, pawn, NORMAL, out, n);
                                }
                            } else {
                                if (comp.capture && colour(x) != c && (block < 0 || type(x) != block)) {
                                    n = add(from, to, t, pawn, NORMAL, out, n);
                                }
                                break;
                            }
                        }
                    }
                }
                default -> {
                    for (int[] ray : comp.rays[from]) {
                        int i = 0;
                        while (i < ray.length && cl[ray[i]] == 0) {
                            i++;
                        }
                        if (i + 1 < ray.length) {
                            int to = ray[i + 1];
                            int x = cl[to];
                            if (x == 0 ? comp.move : comp.capture && colour(x) != c) {
                                n = add(from, to, t, pawn, NORMAL, out, n);
                            }
                        }
                    }
                }
            }
        }
        if (pawn && rules.doubleStep && tables.rules.doubleStepRegion[c][from]) {
            int fwd = c == 0 ? width : -width;
            int one = from + fwd;
            int two = one + fwd;
            if (two >= 0 && two < squares && cl[one] == 0 && cl[two] == 0) {
                n = add(from, two, t, true, DOUBLE, out, n);
            }
        }
        return n;
    }

    private int add(int from, int to, int t, boolean pawn, int kind, int[] out, int n) {
        int c = side;
        int promoted = rules.promotedOf[t];
        if (promoted >= 0 && (rules.promotionRegion[c][to] || rules.promotionRegion[c][from])) {
            out[n++] = move(from, to, promoted, kind);
            if (!rules.mandatoryPiecePromotion && !(rules.immobilityIllegal && tables.immobile[c][t][to])) {
                out[n++] = move(from, to, -1, kind);
            }
            return n;
        }
        if (pawn && rules.promotionRegion[c][to]) {
            boolean mandatory = rules.mandatoryPawnPromotion
                    || rules.immobilityIllegal && tables.immobile[c][t][to];
            for (int p : rules.promotionTypes(c)) {
                int limit = rules.promotionLimit[p];
                if (limit < 0 || count[c][p] < limit) {
                    out[n++] = move(from, to, p, kind);
                }
            }
            if (!mandatory) {
                out[n++] = move(from, to, -1, kind);
            }
            return n;
        }
        if (rules.immobilityIllegal && tables.immobile[c][t][to]) {
            return n;
        }
        out[n++] = move(from, to, -1, kind);
        return n;
    }

    private int castling(int[] out, int n) {
        int c = side;
        if (castle[c * 2] < 0 && castle[c * 2 + 1] < 0) {
            return n;
        }
        int k = castlingKing(c);
        if (k < 0) {
            return n;
        }
        // A castling piece that is not royal may castle out of, through and into attack.
        boolean checked = rules.castlingKingType != rules.kingType;
        for (int s = 0; s < 2; s++) {
            int rook = castle[c * 2 + s];
            if (rook < 0 || cells[rook] != code(c, rules.castlingRookType)) {
                continue;
            }
            int[] t = castleTargets(c, s);
            int lo = Math.min(Math.min(k, rook), Math.min(t[0], t[1]));
            int hi = Math.max(Math.max(k, rook), Math.max(t[0], t[1]));
            boolean clear = true;
            for (int sq = lo; sq <= hi && clear; sq++) {
                clear = cells[sq] == 0 || sq == k || sq == rook;
            }
            if (!clear) {
                continue;
            }
            if (!checked) {
                if (attacked(k, c ^ 1)) {
                    return n;
                }
                checked = true;
            }
            int step = t[0] > k ? 1 : -1;
            boolean safe = true;
            for (int sq = k + step; t[0] != k && safe && rules.castlingKingType == rules.kingType; sq += step) {
                safe = !attacked(sq, c ^ 1);
                if (sq == t[0]) {
                    break;
                }
            }
            if (safe) {
                out[n++] = move(k, rook, -1, s == 0 ? CASTLE_KING : CASTLE_QUEEN);
            }
        }
        return n;
    }

    /**
     * Whether the game ended by a rule that leaves no move (as Fairy-Stockfish has it): both
     * sides passed in a row, or bikjang stood before and after the last move.
     */
    boolean endedByRule() {
        return passRun >= 2 || facedBefore && facing();
    }

    /** The legal moves into {@code out}; returns how many. */
    int legal(int[] out) {
        if (endedByRule()) {
            return 0;
        }
        int n = pseudo(out);
        int kept = 0;
        boolean check = inCheck();
        int[] pins = new int[squares];
        int pinned = pinned(pins);
        for (int i = 0; i < n; i++) {
            int m = out[i];
            if (safe(m, check, pins, pinned) || isLegal(m)) {
                out[kept++] = m;
            }
        }
        kept = rules.filtersMoves() ? Goals.filter(this, out, kept) : kept;
        if (kept == 0 && mayPass()) {
            out[kept++] = pass();
        }
        return kept;
    }

    /**
     * The squares of the side to move's pieces that shield its king from an enemy rider or
     * lame leaper (pinned pieces), into {@code out}; -1 when the enemy has hoppers, which
     * any move might unmask.
     */
    int pinned(int[] out) {
        int c = side;
        int e = c ^ 1;
        int k = king[c];
        if (k < 0 || rules.kingType < 0) {
            return 0;
        }
        if (tables.hoppers[e] || rules.bikjang && facing()) {
            return -1;
        }
        int n = 0;
        int[] cl = cells;
        if (rules.flyingGeneral && king[e] >= 0 && between(k, king[e]) == 1) {
            int step = k % width == king[e] % width ? width : 1;
            for (int sq = Math.min(k, king[e]) + step; sq < Math.max(k, king[e]); sq += step) {
                if (cl[sq] != 0 && colour(cl[sq]) == c) {
                    n = addPin(out, n, sq);
                }
            }
        }
        for (int t = 0; t < count[e].length; t++) {
            if (count[e][t] == 0) {
                continue;
            }
            int piece = code(e, t);
            for (Tables.Comp comp : tables.attacks[e][t]) {
                if (comp.kind == Betza.Kind.RIDE) {
                    for (int[] ray : comp.rays[k]) {
                        int own = -1;
                        for (int sq : ray) {
                            int x = cl[sq];
                            if (x == 0) {
                                continue;
                            }
                            if (own < 0 && colour(x) == c) {
                                own = sq;
                                continue;
                            }
                            if (own >= 0 && x == piece) {
                                n = addPin(out, n, own);
                            }
                            break;
                        }
                    }
                } else if (comp.kind == Betza.Kind.LAME) {
                    int[] origins = comp.targets[k];
                    for (int i = 0; i < origins.length; i++) {
                        if (cl[origins[i]] != piece) {
                            continue;
                        }
                        int own = -1;
                        int blockers = 0;
                        for (int sq : comp.blockers[k][i]) {
                            if (cl[sq] != 0) {
                                blockers++;
                                own = colour(cl[sq]) == c ? sq : own;
                            }
                        }
                        if (blockers == 1 && own >= 0) {
                            n = addPin(out, n, own);
                        }
                    }
                }
            }
        }
        return n;
    }

    private static int addPin(int[] out, int n, int sq) {
        for (int i = 0; i < n; i++) {
            if (out[i] == sq) {
                return n;
            }
        }
        out[n] = sq;
        return n + 1;
    }

    /**
     * Whether a pseudo-legal move is surely legal without playing it: the side is not in
     * check, the king does not move, it is no en passant capture or castling, and the piece
     * is not pinned ({@link #pinned}).
     */
    boolean safe(int m, boolean check, int[] pins, int pinned) {
        if (rules.extinctionPseudoRoyal) {
            return false;
        }
        if (rules.kingType < 0) {
            return true;
        }
        int from = from(m);
        int kind = kind(m);
        if (kind == DROP) {
            return !check && from != rules.dropMateType;
        }
        if (check || pinned < 0 || from == king[side] || kind == EN_PASSANT || kind >= CASTLE_KING) {
            return false;
        }
        for (int i = 0; i < pinned; i++) {
            if (pins[i] == from) {
                return false;
            }
        }
        return true;
    }

    /** Whether the move (pseudo-legal) leaves the mover's king safe. */
    boolean isLegal(int m) {
        make(m);
        boolean bad = illegalAfterMake(m);
        unmake(m);
        return !bad;
    }

    /**
     * After {@link #make}: whether the move was illegal, by leaving the mover's king attacked
     * or (shogiPawnDropMateIllegal) by mating with a pawn drop.
     */
    boolean illegalAfterMake(int m) {
        boolean wasFacing = facedBefore;
        if (kind(m) == PASS) {
            return !wasFacing && moverInCheck();
        }
        if (moverInCheck()) {
            return true;
        }
        if (rules.extinctionPseudoRoyal && Goals.pseudoRoyalExposed(this)) {
            return true;
        }
        if ((rules.flyingGeneral || wasFacing) && facing()) {
            return true;
        }
        return kind(m) == DROP && from(m) == rules.dropMateType && inCheck() && !hasLegal();
    }

    /** A buffer for the moves of any position of this game ({@link Tables#moveBound}). */
    int[] moveBuffer() {
        return new int[tables.moveBound];
    }

    /** Whether the side to move has a legal move. */
    boolean hasLegal() {
        int[] buf = moveBuffer();
        int n = pseudo(buf);
        for (int i = 0; i < n; i++) {
            if (isLegal(buf[i])) {
                return true;
            }
        }
        return false;
    }

    /** Whether the move is a pawn drop that would mate (refused when shogiPawnDropMateIllegal). */
    boolean dropMates(int m) {
        if (kind(m) != DROP || from(m) != rules.dropMateType) {
            return false;
        }
        make(m);
        boolean mate = !moverInCheck() && inCheck() && !hasLegal();
        unmake(m);
        return mate;
    }

    // ---------------------------------------------------------------- repetition key

    private static final long[] ZOBRIST = new long[256 * 64 + 16 + 256 + 64];

    static {
        Random random = new Random(20261123L);
        for (int i = 0; i < ZOBRIST.length; i++) {
            ZOBRIST[i] = random.nextLong();
        }
    }

    /**
     * A key for repetition: pieces, side, castling rights and an en passant square only when a
     * pawn of the side to move could take there (FIDE Laws 9.2.2 count positions as the same
     * when the same moves are possible).
     */
    long key() {
        long h = side == 1 ? ZOBRIST[256 * 64 + 15] : 0;
        for (int sq = 0; sq < squares; sq++) {
            if (cells[sq] != 0) {
                // A promoted piece differs from a born one only where it returns to a hand demoted.
                h ^= Long.rotateLeft(ZOBRIST[sq * 64 + cells[sq]], holdings ? origin[sq] : 0);
            }
        }
        if (holdings) {
            for (int c = 0; c < 2; c++) {
                for (int t = 0; t < hand[c].length; t++) {
                    h ^= Long.rotateLeft(ZOBRIST[256 * 64 + 16 + 256 + c * 32 + t], hand[c][t] * 5);
                }
            }
        }
        for (int i = 0; i < 4; i++) {
            h ^= castle[i] < 0 ? 0 : Long.rotateLeft(ZOBRIST[256 * 64 + i], castle[i] + 1);
        }
        if (rules.checkCounting) {
            // the same board with other checks still to give is another position
            h ^= Long.rotateLeft(ZOBRIST[256 * 64 + 14], checksLeft[0] * 8 + checksLeft[1] + 1);
        }
        if (ep >= 0) {
            int[] buf = moveBuffer();
            int n = legal(buf);
            for (int i = 0; i < n; i++) {
                if (kind(buf[i]) == EN_PASSANT) {
                    h ^= ZOBRIST[256 * 64 + 16 + ep];
                    break;
                }
            }
        }
        return h;
    }

    // ---------------------------------------------------------------- FEN

    void setFen(String fen) {
        FairyFen.read(this, fen);
        tables.markHomeIfUnset(cells);
    }

    // ---------------------------------------------------------------- variants' state

    /** [colour]: checks still to give to win (checkCounting). */
    final int[] checksLeft = {0, 0};
    /** Per ply made: whether the move counted a check. */
    private boolean[] checkUndo = new boolean[64];
    private int checkSp;

    /** After a move: counts a check given by the side that moved. */
    private void countCheck() {
        if (checkSp == checkUndo.length) {
            checkUndo = java.util.Arrays.copyOf(checkUndo, checkSp * 2);
        }
        boolean counted = checksLeft[side ^ 1] > 0 && inCheck();
        if (counted) {
            checksLeft[side ^ 1]--;
        }
        checkUndo[checkSp++] = counted;
    }

    /** Before unmaking a move (the side to move not yet turned back): gives back its counted check. */
    private void uncountCheck() {
        if (checkUndo[--checkSp]) {
            checksLeft[side ^ 1]++;
        }
    }

    /**
     * The square of the colour's castling piece when it is not the royal king
     * (castlingKingPiece): the one on its castling rank, on the e-file when there are
     * several; the king's square otherwise; -1 when there is none.
     */
    int castlingKing(int c) {
        if (rules.castlingKingType == rules.kingType) {
            return king[c];
        }
        int row = castlingRow(c) * width;
        int piece = code(c, rules.castlingKingType);
        int found = -1;
        for (int sq = row; sq < row + width; sq++) {
            if (cells[sq] == piece && (found < 0 || sq == row + 4)) {
                found = sq;
            }
        }
        return found;
    }

    /** Before a move: a non-royal castling piece that moves or is taken loses its side's castling. */
    private void castlerMoves(int c, int from, int to) {
        if ((castle[c * 2] >= 0 || castle[c * 2 + 1] >= 0) && castlingKing(c) == from) {
            castle[c * 2] = -1;
            castle[c * 2 + 1] = -1;
        }
        int o = c ^ 1;
        if ((castle[o * 2] >= 0 || castle[o * 2 + 1] >= 0) && castlingKing(o) == to) {
            castle[o * 2] = -1;
            castle[o * 2 + 1] = -1;
        }
    }

    /**
     * Whether a pawn's first-move leap covers two squares straight or diagonally (Berolina's
     * imfnA, the sideways pawn's ifmnD): it may be taken en passant on the square passed.
     */
    private boolean twoSteps(int from, int to) {
        int dx = Math.abs(to % width - from % width);
        int dy = Math.abs(to / width - from / width);
        return dy == 2 && (dx == 0 || dx == 2) || dy == 0 && dx == 2;
    }

    /** After {@link #make}: the piece the last move took (its code), or 0. */
    int lastCaptured() {
        return sp == 0 ? 0 : undo[sp - U + 7];
    }
}
