package pbm.rules.fairy;

/**
 * Attacks on a {@link Board}: whether a square is attacked, and which pieces shield their
 * king (pins). Attacks are looked up backwards: {@link Tables#attacks} holds each piece's
 * captures reversed, from the attacked square outward, so one look along them finds an
 * attacker of the right code.
 */
final class Attacks {

    private Attacks() {
    }

    /**
     * Whether a piece of colour {@code by} attacks {@code square} on the current board: along
     * each piece type's reversed captures, for a piece of that type at their far end. Leaps,
     * lame leaps and rides are looked up here, hops by their own methods. (One method of this
     * size on purpose: HotSpot then compiles it on its own rather than inline it into the
     * search.)
     */
    static boolean attacked(Board board, int square, int by) {
        int[] own = board.count[by];
        Tables.Comp[][] byType = board.tables.attacks[by];
        int[] cells = board.cells;
        for (int type = 0; type < own.length; type++) {
            if (own[type] == 0) {
                continue;
            }
            int piece = Board.code(by, type);
            for (Tables.Comp comp : byType[type]) {
                if (comp.kind == Betza.Kind.LEAP || comp.kind == Betza.Kind.LAME) {
                    int[] origins = comp.targets[square];
                    for (int i = 0; i < origins.length; i++) {
                        if (cells[origins[i]] == piece
                                && (comp.blockers == null || empty(cells, comp.blockers[square][i]))) {
                            return true;
                        }
                    }
                } else if (comp.kind == Betza.Kind.RIDE) {
                    // along each ray the first piece met attacks, when it is the rider
                    for (int[] ray : comp.rays[square]) {
                        for (int at : ray) {
                            if (cells[at] != 0) {
                                if (cells[at] == piece) {
                                    return true;
                                }
                                break;
                            }
                        }
                    }
                } else if (comp.kind == Betza.Kind.HOP ? hopperAttacks(cells, comp, square, piece)
                        : grasshopperAttacks(cells, comp, square, piece)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Along each ray the second piece met attacks, when it is the hopper; the janggi cannon
     * ({@code blockType}) neither takes nor jumps over another cannon.
     */
    private static boolean hopperAttacks(int[] cells, Tables.Comp comp, int square, int piece) {
        int block = comp.blockType;
        if (block >= 0 && cells[square] != 0 && Board.type(cells[square]) == block) {
            return false;
        }
        for (int[] ray : comp.rays[square]) {
            boolean screen = false;
            for (int at : ray) {
                int met = cells[at];
                if (met == 0) {
                    continue;
                }
                if (screen) {
                    if (met == piece) {
                        return true;
                    }
                    break;
                }
                if (block >= 0 && Board.type(met) == block) {
                    break;
                }
                screen = true;
            }
        }
        return false;
    }

    /** A grasshopper lands just behind the piece it jumps: the square next to the target must be occupied. */
    private static boolean grasshopperAttacks(int[] cells, Tables.Comp comp, int square, int piece) {
        for (int[] ray : comp.rays[square]) {
            if (cells[ray[0]] == 0) {
                continue;
            }
            for (int i = 1; i < ray.length; i++) {
                int met = cells[ray[i]];
                if (met != 0) {
                    if (met == piece) {
                        return true;
                    }
                    break;
                }
            }
        }
        return false;
    }

    /** Whether all the squares are empty. */
    static boolean empty(int[] cells, int[] squares) {
        for (int square : squares) {
            if (cells[square] != 0) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- pins

    /**
     * The squares of the side to move's pieces that shield its king from an enemy rider or
     * lame leaper (pinned pieces), into {@code out}; returns how many, or -1 when the enemy has
     * hoppers (any move might unmask one) or the kings face each other (bikjang), so that no
     * move is known safe without playing it. Along each enemy rider's ray from the king, an own
     * piece followed by the rider is pinned. (One method of this size on purpose, the riders'
     * rays inline: HotSpot then compiles it on its own rather than inline it into the search.)
     */
    static int pinned(Board board, int[] out) {
        int colour = board.side;
        int enemy = colour ^ 1;
        int king = board.kingSquare[colour];
        Rules rules = board.rules;
        if (king < 0 || rules.kingType < 0) {
            return 0;
        }
        if (board.tables.hoppers[enemy] || rules.bikjang && board.facing()) {
            return -1;
        }
        int pins = rules.flyingGeneral ? flyingGeneralPins(board, out) : 0;
        int[] cells = board.cells;
        int[] enemies = board.count[enemy];
        for (int type = 0; type < enemies.length; type++) {
            if (enemies[type] == 0) {
                continue;
            }
            int piece = Board.code(enemy, type);
            for (Tables.Comp comp : board.tables.attacks[enemy][type]) {
                if (comp.kind == Betza.Kind.LAME) {
                    pins = lamePins(board, comp, piece, out, pins);
                } else if (comp.kind == Betza.Kind.RIDE) {
                    for (int[] ray : comp.rays[king]) {
                        int own = -1;
                        for (int square : ray) {
                            int met = cells[square];
                            if (met != 0 && own < 0 && Board.colour(met) == colour) {
                                own = square;
                            } else if (met != 0) {
                                pins = own >= 0 && met == piece ? addPin(out, pins, own) : pins;
                                break;
                            }
                        }
                    }
                }
            }
        }
        return pins;
    }

    /** Flying general: the one own piece between kings on an open line may not leave it. */
    private static int flyingGeneralPins(Board board, int[] out) {
        int colour = board.side;
        int king = board.kingSquare[colour];
        int enemyKing = board.kingSquare[colour ^ 1];
        if (enemyKing < 0 || board.between(king, enemyKing) != 1) {
            return 0;
        }
        int pins = 0;
        int step = king % board.width == enemyKing % board.width ? board.width : 1;
        for (int square = Math.min(king, enemyKing) + step; square < Math.max(king, enemyKing); square += step) {
            int piece = board.cells[square];
            if (piece != 0 && Board.colour(piece) == colour) {
                pins = addPin(out, pins, square);
            }
        }
        return pins;
    }

    /** A lame leaper aimed at the king whose only blocker is an own piece pins that piece. */
    private static int lamePins(Board board, Tables.Comp comp, int piece, int[] out, int pins) {
        int[] cells = board.cells;
        int colour = board.side;
        int king = board.kingSquare[colour];
        int[] origins = comp.targets[king];
        for (int i = 0; i < origins.length; i++) {
            if (cells[origins[i]] != piece) {
                continue;
            }
            int own = -1;
            int blockers = 0;
            for (int square : comp.blockers[king][i]) {
                if (cells[square] != 0) {
                    blockers++;
                    own = Board.colour(cells[square]) == colour ? square : own;
                }
            }
            if (blockers == 1 && own >= 0) {
                pins = addPin(out, pins, own);
            }
        }
        return pins;
    }

    private static int addPin(int[] out, int pins, int square) {
        for (int i = 0; i < pins; i++) {
            if (out[i] == square) {
                return pins;
            }
        }
        out[pins] = square;
        return pins + 1;
    }
}
