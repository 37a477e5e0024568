package pbm.rules.fairy;

/**
 * The pseudo-legal moves of a {@link Board}'s side to move: each piece's moves by its
 * {@link Tables} (leaps, rides, hops), the pawn's double step and en passant, the promotion
 * choices, castling (checked here for attacked squares) and the drops from the hand. Whether
 * a move leaves the king attacked is the board's question ({@link Board#legal}).
 *
 * <p>This is the hot path of every search and perft: the loops read the board's arrays
 * directly and write moves into a caller's buffer, returning the new count.
 */
final class MoveGenerator {

    private MoveGenerator() {
    }

    /** The pseudo-legal moves (castling already checked for attacked squares) into {@code out}; returns how many. */
    static int pseudo(Board board, int[] out) {
        int written = 0;
        int colour = board.side;
        int[] cells = board.cells;
        boolean[] overlaps = board.tables.overlaps[colour];
        for (int square = 0; square < board.squares; square++) {
            int piece = cells[square];
            if (piece == 0 || Board.colour(piece) != colour) {
                continue;
            }
            int type = Board.type(piece);
            int end = pieceMoves(board, square, type, out, written);
            written = overlaps[type] ? collapse(out, written, end) : end;
        }
        Rules rules = board.rules;
        if (rules.castling) {
            written = castling(board, out, written);
        }
        if (board.holdings) {
            written = drops(board, out, written);
        }
        int king = board.kingSquare[colour];
        if (rules.pass[colour] && king >= 0) {
            out[written++] = Board.move(king, king, -1, Board.PASS);
        }
        return written;
    }

    /**
     * Keeps one of the moves {@code out[start..end)} that go to the same square with the same
     * promotion (two legs of one piece reaching it), the one of the highest kind (a double
     * step, which may be taken en passant, over a plain move); returns the new end.
     */
    private static int collapse(int[] out, int start, int end) {
        int kept = start;
        for (int i = start; i < end; i++) {
            int move = out[i];
            int same = -1;
            for (int j = start; j < kept && same < 0; j++) {
                same = (out[j] & 0x1fffff) == (move & 0x1fffff) ? j : -1;
            }
            if (same < 0) {
                out[kept++] = move;
            } else if (Board.kind(move) > Board.kind(out[same])) {
                out[same] = move;
            }
        }
        return kept;
    }

    // ---------------------------------------------------------------- a piece's moves

    /**
     * The moves of the piece of {@code type} on {@code from}, by each group of its legs: leaps
     * (and lame leaps, whose passed squares must be empty) here, where a pawn's capturing leap
     * also takes en passant; rides, hops and grasshopper jumps by their own methods. (One
     * method of this size on purpose: HotSpot then compiles it on its own rather than inline
     * it into the search.)
     */
    static int pieceMoves(Board board, int from, int type, int[] out, int written) {
        Tables tables = board.tables;
        int[] cells = board.cells;
        int colour = board.side;
        boolean pawn = type == board.rules.pawnType;
        for (Tables.Comp comp : tables.moves[colour][type]) {
            // legs with Betza's i: only while the piece still stands where it started
            if (comp.initial && !tables.home[colour][type][from]) {
                continue;
            }
            if (comp.kind == Betza.Kind.RIDE) {
                written = riderMoves(board, comp, from, type, out, written);
            } else if (comp.kind == Betza.Kind.HOP) {
                written = hopperMoves(board, comp, from, type, out, written);
            } else if (comp.kind == Betza.Kind.GRASS) {
                written = grasshopperMoves(board, comp, from, type, out, written);
            } else {
                int[] targets = comp.targets[from];
                for (int i = 0; i < targets.length; i++) {
                    int to = targets[i];
                    if (comp.blockers != null && !Attacks.empty(cells, comp.blockers[from][i])) {
                        continue;
                    }
                    int target = cells[to];
                    if (target == 0 ? comp.move : comp.capture && Board.colour(target) != colour) {
                        // a pawn's first-move leap of two squares may be taken en passant
                        boolean two = pawn && comp.initial && twoSteps(board.width, from, to);
                        written = add(board, from, to, type, two ? Board.DOUBLE : Board.NORMAL, out, written);
                    } else if (pawn && target == 0 && comp.capture && enPassantTo(board, to, type)) {
                        written = add(board, from, to, type, Board.EN_PASSANT, out, written);
                    }
                }
            }
        }
        Rules rules = board.rules;
        if (pawn && rules.doubleStep && rules.doubleStepRegion[colour][from]) {
            written = doubleStep(board, from, type, out, written);
        }
        return written;
    }

    /** Whether a pawn of the side to move, of {@code type}, may take en passant by landing on {@code to}. */
    private static boolean enPassantTo(Board board, int to, int type) {
        int colour = board.side;
        return (to == board.enPassant || to == board.enPassantFar) && board.enPassantVictim >= 0
                && board.rules.enPassantTo(colour, to)
                && board.cells[board.enPassantVictim] == Board.code(colour ^ 1, type);
    }

    /**
     * Whether a pawn's first-move leap covers two squares straight or diagonally (Berolina's
     * imfnA, the sideways pawn's ifmnD): it may be taken en passant on the square passed.
     */
    private static boolean twoSteps(int width, int from, int to) {
        int files = Math.abs(to % width - from % width);
        int ranks = Math.abs(to / width - from / width);
        return ranks == 2 && (files == 0 || files == 2) || ranks == 0 && files == 2;
    }

    /**
     * Rides along each ray up to the first piece, taking it when it is the enemy's; a piece
     * kept to a region (xiangqi's palace) stops only on its squares, but is blocked anywhere.
     */
    private static int riderMoves(Board board, Tables.Comp comp, int from, int type, int[] out, int written) {
        int[] cells = board.cells;
        int colour = board.side;
        boolean[] region = comp.region;
        for (int[] ray : comp.rays[from]) {
            for (int to : ray) {
                int target = cells[to];
                if (region != null && !region[to]) {
                    if (target != 0) {
                        break;
                    }
                    continue;
                }
                if (target == 0) {
                    if (comp.move) {
                        written = add(board, from, to, type, Board.NORMAL, out, written);
                    }
                } else {
                    if (comp.capture && Board.colour(target) != colour) {
                        written = add(board, from, to, type, Board.NORMAL, out, written);
                    }
                    break;
                }
            }
        }
        return written;
    }

    /**
     * Hops (the cannon): along each ray over exactly one piece, the screen, then as a rider.
     * The janggi cannon's {@code blockType} (its own type) may be neither screen nor prey.
     */
    private static int hopperMoves(Board board, Tables.Comp comp, int from, int type, int[] out, int written) {
        int[] cells = board.cells;
        int colour = board.side;
        int block = comp.blockType;
        for (int[] ray : comp.rays[from]) {
            boolean screen = false;
            for (int to : ray) {
                int target = cells[to];
                if (!screen) {
                    if (target != 0 && block >= 0 && Board.type(target) == block) {
                        break;
                    }
                    screen = target != 0;
                    continue;
                }
                if (comp.region != null && !comp.region[to]) {
                    if (target != 0) {
                        break;
                    }
                    continue;
                }
                if (target == 0) {
                    if (comp.move) {
                        written = add(board, from, to, type, Board.NORMAL, out, written);
                    }
                } else {
                    if (comp.capture && Board.colour(target) != colour && (block < 0 || Board.type(target) != block)) {
                        written = add(board, from, to, type, Board.NORMAL, out, written);
                    }
                    break;
                }
            }
        }
        return written;
    }

    /** Grasshopper: along each ray over the first piece to the square just behind it. */
    private static int grasshopperMoves(Board board, Tables.Comp comp, int from, int type, int[] out, int written) {
        int[] cells = board.cells;
        int colour = board.side;
        for (int[] ray : comp.rays[from]) {
            int i = 0;
            while (i < ray.length && cells[ray[i]] == 0) {
                i++;
            }
            if (i + 1 < ray.length) {
                int to = ray[i + 1];
                int target = cells[to];
                if (target == 0 ? comp.move : comp.capture && Board.colour(target) != colour) {
                    written = add(board, from, to, type, Board.NORMAL, out, written);
                }
            }
        }
        return written;
    }

    /**
     * The pawn's double step from its double-step region, over an empty square to an empty one;
     * from its triple-step region (tripleStepRegion) a triple step too.
     */
    private static int doubleStep(Board board, int from, int type, int[] out, int written) {
        int[] cells = board.cells;
        int forward = board.side == 0 ? 1 : -1;
        int one = board.tables.step(from, 0, forward);
        int two = board.tables.step(one, 0, forward);
        if (two >= 0 && cells[one] == 0 && cells[two] == 0) {
            written = add(board, from, two, type, Board.DOUBLE, out, written);
            if (board.rules.tripleStepRegion != null && board.rules.tripleStepRegion[board.side][from]) {
                int three = board.tables.step(two, 0, forward);
                if (three >= 0 && cells[three] == 0) {
                    written = add(board, from, three, type, Board.DOUBLE, out, written);
                }
            }
        }
        return written;
    }

    /**
     * Writes a piece's move from {@code from} to {@code to}, with its promotion choices where it
     * promotes; no move may leave a piece where it could never move again (immobilityIllegal).
     */
    private static int add(Board board, int from, int to, int type, int kind, int[] out, int written) {
        Rules rules = board.rules;
        int colour = board.side;
        if (rules.promotedOf[type] >= 0 && (rules.promotionRegion[colour][to] || rules.promotionRegion[colour][from])) {
            return addShogiPromotion(board, from, to, type, kind, out, written);
        }
        if (type == rules.pawnType && rules.promotionRegion[colour][to]) {
            return addPawnPromotions(board, from, to, type, kind, out, written);
        }
        if (!rules.immobilityIllegal || !board.tables.immobile[colour][type][to]) {
            out[written++] = Board.move(from, to, -1, kind);
        }
        return written;
    }

    /** A piece promoting shogi style, on a move into, inside or out of the zone: it may promote, or must. */
    private static int addShogiPromotion(Board board, int from, int to, int type, int kind, int[] out, int written) {
        Rules rules = board.rules;
        out[written++] = Board.move(from, to, rules.promotedOf[type], kind);
        boolean stuck = rules.immobilityIllegal && board.tables.immobile[board.side][type][to];
        if (!rules.mandatoryPiecePromotion && !stuck) {
            out[written++] = Board.move(from, to, -1, kind);
        }
        return written;
    }

    /** A pawn reaching the zone: to each type allowed (within promotionLimit), and stays one unless it must promote. */
    private static int addPawnPromotions(Board board, int from, int to, int type, int kind, int[] out, int written) {
        Rules rules = board.rules;
        int colour = board.side;
        for (int choice : rules.promotionTypes(colour)) {
            int limit = rules.promotionLimit[choice];
            if (limit < 0 || board.count[colour][choice] < limit) {
                out[written++] = Board.move(from, to, choice, kind);
            }
        }
        if (!rules.mandatoryPawnPromotion && !(rules.immobilityIllegal && board.tables.immobile[colour][type][to])) {
            out[written++] = Board.move(from, to, -1, kind);
        }
        return written;
    }

    // ---------------------------------------------------------------- castling

    /**
     * Castling on each wing with the right: the squares between king, rook and their targets
     * empty, and a royal king neither in check nor passing or landing on an attacked square.
     */
    private static int castling(Board board, int[] out, int written) {
        if (board.rules.castlingSteps != null) {
            return LineCastling.generate(board, out, written);
        }
        int colour = board.side;
        int[] rooks = board.castlingRook;
        if (rooks[colour * 2] < 0 && rooks[colour * 2 + 1] < 0) {
            return written;
        }
        int king = board.castlingKing(colour);
        if (king < 0) {
            return written;
        }
        Rules rules = board.rules;
        boolean royal = rules.castlingKingType == rules.kingType;
        // a castling piece that is not royal may castle out of, through and into attack
        boolean checked = !royal;
        for (int wing = 0; wing < 2; wing++) {
            int rook = rooks[colour * 2 + wing];
            if (rook < 0 || board.cells[rook] != Board.code(colour, rules.castlingRookType)
                    || !pathClear(board, king, rook, wing)) {
                continue;
            }
            if (!checked) {
                if (Attacks.attacked(board, king, colour ^ 1)) {
                    return written;
                }
                checked = true;
            }
            if (!royal || pathSafe(board, king, board.castlingKingTo(colour, wing))) {
                out[written++] = Board.move(king, rook, -1, wing == 0 ? Board.CASTLE_KING : Board.CASTLE_QUEEN);
            }
        }
        return written;
    }

    /** Whether every square from the outermost to the innermost of king, rook and their targets is empty but theirs. */
    private static boolean pathClear(Board board, int king, int rook, int wing) {
        int colour = board.side;
        int kingTo = board.castlingKingTo(colour, wing);
        int rookTo = board.castlingRookTo(colour, wing);
        int low = Math.min(Math.min(king, rook), Math.min(kingTo, rookTo));
        int high = Math.max(Math.max(king, rook), Math.max(kingTo, rookTo));
        for (int square = low; square <= high; square++) {
            if (board.cells[square] != 0 && square != king && square != rook) {
                return false;
            }
        }
        return true;
    }

    /** Whether the squares the king passes and lands on, after its own, are not attacked. */
    private static boolean pathSafe(Board board, int king, int kingTo) {
        int enemy = board.side ^ 1;
        int step = kingTo > king ? 1 : -1;
        for (int square = king + step; kingTo != king; square += step) {
            if (Attacks.attacked(board, square, enemy)) {
                return false;
            }
            if (square == kingTo) {
                break;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- drops

    /** The drops from the side to move's hand: by the piece's Betza {@code @} atoms, else by the keys. */
    static int drops(Board board, int[] out, int written) {
        int colour = board.side;
        int[] own = board.hand[colour];
        for (int type = 0; type < own.length; type++) {
            if (own[type] == 0) {
                continue;
            }
            Tables.DropAtom[] atoms = board.tables.dropAtoms[colour][type];
            written = atoms == null ? dropsByKeys(board, type, out, written)
                    : dropsByAtoms(board, type, atoms, out, written);
        }
        return written;
    }

    /** Drops of one type on every square one of its {@code @} atoms allows. */
    private static int dropsByAtoms(Board board, int type, Tables.DropAtom[] atoms, int[] out, int written) {
        int colour = board.side;
        for (int square = 0; square < board.squares; square++) {
            for (Tables.DropAtom atom : atoms) {
                if (atom.allows(board, colour, type, square)) {
                    out[written++] = Board.move(type, square, -1, Board.DROP);
                    break;
                }
            }
        }
        return written;
    }

    /**
     * Drops of one type by Fairy-Stockfish's keys: on the empty squares of its drop zone, not
     * on a file already holding dropNoDoubledCount of them, and, in placement games
     * (enclosingDrop), only where the drop encloses (after the start squares are filled).
     */
    private static int dropsByKeys(Board board, int type, int[] out, int written) {
        int colour = board.side;
        boolean[] zone = board.tables.dropZone[colour][type];
        if (zone == null) {
            return written;
        }
        Rules rules = board.rules;
        boolean noDoubled = type == rules.dropNoDoubled;
        boolean enclosing = rules.enclosingDrop;
        boolean start = enclosing && startPhase(board);
        for (int square = 0; square < board.squares; square++) {
            if (zone[square] && board.cells[square] == 0
                    && (!noDoubled || board.onFile(colour, type, square % board.width) < rules.dropNoDoubledCount)
                    && (!enclosing || (start ? rules.enclosingDropStart[square] : board.encloses(square, colour)))) {
                out[written++] = Board.move(type, square, -1, Board.DROP);
            }
        }
        return written;
    }

    /** Whether the enclosingDropStart squares are still being filled (drops go there, freely). */
    private static boolean startPhase(Board board) {
        boolean[] start = board.rules.enclosingDropStart;
        for (int square = 0; square < board.squares; square++) {
            if (start[square] && board.cells[square] == 0) {
                return true;
            }
        }
        return false;
    }
}
