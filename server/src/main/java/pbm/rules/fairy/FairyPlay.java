package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * A game by data in progress: the position, the repetition keys since the start, and
 * Makruk's count. Immutable: {@link #play} returns the next state.
 *
 * <p>Endings, in the order they are asked: checkmate and stalemate (the definition's
 * checkmateValue and stalemateValue); the bare king (extinction rules of shatranj); the
 * automatic repetition and move-count rules; dead positions; Makruk's count. Where a
 * definition sets {@code pbm.nFoldAuto}/{@code pbm.nMoveAuto} (chess, following FIDE Laws
 * 9.2, 9.3 and 9.6), the ordinary nFoldRule/nMoveRule are claims ({@link #claimable}) and
 * only the higher counts end the game by themselves.
 */
final class FairyPlay implements Play {
    private final FairyGame game;
    private final Board board;
    private final List<Long> keys;
    /** Parallel to keys: whether the side to move was in check there (for perpetual check). */
    private final List<Boolean> checks;
    /**
     * For the chasing rule only (else null): the position after the last irreversible move, and
     * the moves played from it, parallel to keys; a repetition's cycle is replayed from them.
     */
    private final Board anchor;
    private final List<Integer> moves;
    private final int countLimit;
    private final int countPly;
    private int[] legal;
    private String fen;
    /**
     * The move {@link #read} gave last: a move of this very state, found among its legal moves,
     * which {@link #play} then need not look for again (replaying a board reads and plays every
     * stored move in turn).
     */
    private FairyPly lastRead;
    /** Whether the side to move is choosing its set-up, once asked. */
    private Boolean settingUp;
    /** The ending, once asked: a board mail asks it for the claim and the notes of every copy. */
    private Optional<Ending> ending;

    private FairyPlay(FairyGame game, Board board, List<Long> keys, List<Boolean> checks, Board anchor,
            List<Integer> moves, int countLimit, int countPly) {
        this.game = game;
        this.board = board;
        this.keys = keys;
        this.checks = checks;
        this.anchor = anchor;
        this.moves = moves;
        this.countLimit = countLimit;
        this.countPly = countPly;
    }

    static FairyPlay start(FairyGame game, Board board) {
        boolean chasing = board.rules.chasingRule;
        return new FairyPlay(game, board, List.of(board.key()), List.of(board.copy().inCheck()),
                chasing ? board : null, chasing ? List.of() : null, 0, 0);
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public int seatToMove() {
        return board.side;
    }

    @Override
    public String fen() {
        if (fen == null) {
            fen = FairyFen.write(board);
        }
        return fen;
    }

    /** Whether the side to move is to choose its set-up ({@link SetUp}) rather than move. */
    @Override
    public boolean settingUp() {
        if (settingUp == null) {
            settingUp = game.setUpStandard != null && SetUp.choosing(board, game.setUpStandard);
        }
        return settingUp;
    }

    private int[] legal() {
        if (legal == null && settingUp()) {
            // A choice of set-up is the ply -1 - its number.
            legal = new int[board.rules.setupChoices.length];
            for (int i = 0; i < legal.length; i++) {
                legal[i] = -1 - i;
            }
        }
        if (legal == null) {
            int[] buf = board.moveBuffer();
            int n = board.copy().legal(buf);
            legal = java.util.Arrays.copyOf(buf, n);
        }
        return legal;
    }

    @Override
    public MoveRead read(String text) {
        if (settingUp()) {
            return readSetUp(text);
        }
        Notation.Read read = Notation.read(board.copy(), text, game.sides());
        if (read.reason() != null) {
            String reason = read.reason();
            return new MoveRead.Rejected(Character.toUpperCase(reason.charAt(0)) + reason.substring(1));
        }
        Ending lost = board.rules.perpetualCheckRefused ? perpetual(read.move()) : null;
        if (lost != null) {
            for (int m : legal()) {
                if (perpetual(m) == null) {
                    return new MoveRead.Rejected(perpetualRefusal(lost));
                }
            }
        }
        FairyPly ply = new FairyPly(read.move(), fen());
        lastRead = ply;
        return new MoveRead.Legal(ply);
    }

    /** The side to move's choice of set-up, or why the text is none. */
    private MoveRead readSetUp(String text) {
        Rules r = board.rules;
        int choice = SetUp.read(r, text);
        if (choice < 0) {
            return new MoveRead.Rejected("\"" + text.strip() + "\" is no set-up: " + game.sides().get(board.side)
                    + " first chooses where its " + SetUp.pieceNames(r) + " stand, on " + SetUp.squareNames(r,
                            board.side) + ": mail one of " + SetUp.list(r) + " (or its number, 1 to "
                    + r.setupChoices.length + ").");
        }
        FairyPly ply = new FairyPly(-1 - choice, fen());
        lastRead = ply;
        return new MoveRead.Legal(ply);
    }

    /**
     * The ending by which playing the move would lose the game for the mover by perpetual check
     * or perpetual chase, or null.
     */
    private Ending perpetual(int m) {
        if (!mayRepeat(m)) {
            return null;
        }
        Optional<Ending> end = play(new FairyPly(m, fen())).ending();
        boolean lost = end.isPresent() && end.get().reason().contains("by perpetual ")
                && Integer.valueOf(board.side ^ 1).equals(end.get().winnerSeat());
        return lost ? end.get() : null;
    }

    /** The reply refusing a move that would lose by perpetual check or chase (pbm.perpetualCheckRefused). */
    private String perpetualRefusal(Ending lost) {
        String mover = game.sides().get(board.side);
        String repeat = " is not allowed: this move would repeat the position a " + ordinal(repetitionsThatEnd())
                + " time, ";
        String reason = lost.reason();
        if (!reason.contains("perpetual chase")) {
            return "Perpetual check" + repeat + mover + " having given check with every move since it first stood."
                    + " Play another move.";
        }
        // "... by perpetual chase: Red chased Black's horse with every move"
        String chased = reason.substring(reason.indexOf(" chased ") + " chased ".length(), reason.lastIndexOf(" with"));
        return "Perpetual chase" + repeat + mover + " having chased " + chased + " with every move since it first"
                + " stood. Play another move.";
    }

    /**
     * Whether the position after {@code m} could stand often enough for a repetition rule to end
     * the game (as {@link #ending} counts it); when not, no ending by repetition need be asked.
     */
    private boolean mayRepeat(int m) {
        int needed = repetitionsThatEnd();
        if (needed <= 0) {
            return false;
        }
        Board next = board.copy();
        next.make(m);
        if (irreversible(next)) {
            return needed <= 1;
        }
        return 1 + occurrences(next.key()) >= needed;
    }

    /**
     * Whether no position before {@code next} can stand again, so the repetition count starts
     * afresh: after a capture or a move that resets the move count, unless captured pieces go to
     * the captor's hand. Then nothing is undone for good (a piece taken may be dropped back where
     * it stood, and a pawn that moved be taken and dropped behind), and shogi's sennichite counts
     * every position of the game: the same pieces on the board and in hand, the same side to move
     * (Japan Shogi Association, rules of sennichite). The championship games in the test
     * resources repeat positions across captures and re-drops.
     */
    private static boolean irreversible(Board next) {
        return next.rule50 == 0 && !next.rules.capturesToHand;
    }

    @Override
    public String notation(Ply ply) {
        int m = code(ply);
        return m < 0 ? SetUp.word(board.rules, -1 - m) : Notation.san(board.copy(), m);
    }

    private int code(Ply ply) {
        if (ply == lastRead) {
            return lastRead.code();
        }
        if (!(ply instanceof FairyPly p) || !p.before().equals(fen())) {
            throw new IllegalArgumentException("a move of another position: " + ply);
        }
        for (int m : legal()) {
            if (m == p.code()) {
                return m;
            }
        }
        throw new IllegalArgumentException("not a legal move here: " + ply);
    }

    @Override
    public FairyPlay play(Ply ply) {
        int m = code(ply);
        if (m < 0) {
            return start(game, game.board(SetUp.place(board, -1 - m, game.setUpStandard)));
        }
        Board next = board.copy();
        boolean capture = board.cells[Board.to(m)] != 0 && Board.kind(m) < Board.CASTLE_KING
                || Board.kind(m) == Board.EN_PASSANT;
        next.make(m);
        List<Long> nextKeys = new ArrayList<>(irreversible(next) ? List.of() : keys);
        nextKeys.add(next.key());
        List<Boolean> nextChecks = new ArrayList<>(irreversible(next) ? List.of() : checks);
        nextChecks.add(next.inCheck());
        Board nextAnchor = moves == null ? null : next.rule50 == 0 ? next : anchor;
        List<Integer> nextMoves = moves == null ? null : next.rule50 == 0 ? List.of() : append(moves, m);
        int limit = countLimit;
        int ply2 = countPly;
        if (board.rules.makrukCounting) {
            if (limit > 0) {
                ply2++;
            }
            int c = next.side;
            int mover = c ^ 1;
            boolean pawnTaken = capture && Board.kind(m) != Board.EN_PASSANT
                    && Board.type(board.cells[Board.to(m)]) == board.rules.pawnType;
            int moverLimit = makrukLimit(next, mover);
            if (pawnTaken && next.total[mover] == 1 && moverLimit > 0) {
                // A bare king that takes the last pawn starts counting at once.
                limit = 2 * moverLimit;
                ply2 = 2 * (next.total[0] + next.total[1]) - 1;
            }
            int start = makrukLimit(next, c);
            if ((limit == 0 || (capture || Board.promotion(m) >= 0) && next.total[c] == 1) && start > 0) {
                limit = 2 * start;
                ply2 = next.total[c] > 1 ? 0 : 2 * (next.total[0] + next.total[1]);
            }
        }
        return new FairyPlay(game, next, List.copyOf(nextKeys), List.copyOf(nextChecks), nextAnchor, nextMoves, limit,
                ply2);
    }

    private static List<Integer> append(List<Integer> list, int m) {
        List<Integer> out = new ArrayList<>(list);
        out.add(m);
        return List.copyOf(out);
    }

    /**
     * Makruk's count for the side about to move, in moves, or 0: as Fairy-Stockfish's
     * {@code countingRule = makruk} does it. No count while pawns are on the board or when the
     * other side has only its king; the board's honour (64) when the counting side has more
     * than its king; else the pieces' honour by the stronger side's pieces: two rooks 8, a
     * rook 16, two khons 22, two knights 32, a khon 44, otherwise 64.
     */
    private static int makrukLimit(Board b, int c) {
        Rules r = b.rules;
        int o = c ^ 1;
        if (r.pawnType >= 0 && b.count[0][r.pawnType] + b.count[1][r.pawnType] > 0 || b.total[o] == 1) {
            return 0;
        }
        if (b.total[c] > 1) {
            return 64;
        }
        int rooks = countOf(b, o, 'r');
        int khons = countOf(b, o, 's');
        int knights = countOf(b, o, 'n');
        if (rooks > 1) {
            return 8;
        }
        if (rooks == 1) {
            return 16;
        }
        if (khons > 1) {
            return 22;
        }
        if (knights > 1) {
            return 32;
        }
        return khons == 1 ? 44 : 64;
    }

    private static int countOf(Board b, int c, char letter) {
        int t = b.rules.typeOf(letter);
        return t < 0 ? 0 : b.count[c][t];
    }

    @Override
    public List<Ply> legalMoves() {
        List<Ply> out = new ArrayList<>();
        String fen = fen();
        for (int m : legal()) {
            out.add(new FairyPly(m, fen));
        }
        return List.copyOf(out);
    }

    @Override
    public Optional<Ending> ending() {
        if (ending == null) {
            ending = endingByRules();
        }
        return ending;
    }

    private Optional<Ending> endingByRules() {
        Rules r = board.rules;
        if (settingUp()) {
            return Optional.empty();
        }
        if (board.endedByRule()) {
            String why = board.passRun >= 2 ? "both sides passed" : "bikjang: the generals faced each other and were"
                    + " not parted";
            return Optional.of(counted(why));
        }
        if (r.unweightedCounting && (legal().length == 0 || r.adjudicateFullBoard && full())) {
            return Optional.of(discCount());
        }
        Optional<Ending> early = Goals.ending(board.copy(), game.sides());
        if (early.isPresent()) {
            return early;
        }
        if (legal().length == 0) {
            return Optional.of(noMove());
        }
        Optional<Ending> bare = bareKing();
        if (bare.isPresent()) {
            return bare;
        }
        Optional<Ending> repeated = repetition();
        if (repeated.isPresent()) {
            return repeated;
        }
        int moves = r.nMoveAuto > 0 ? r.nMoveAuto : r.nMoveRule;
        if (moves > 0 && board.rule50 >= 2 * moves) {
            String why = moves + "-move rule";
            return Optional.of(r.materialValues != null ? counted(why) : new Ending(null, why));
        }
        if (r.deadPosition && DeadPosition.dead(board)) {
            return Optional.of(new Ending(null, "insufficient material"));
        }
        if (r.makrukCounting && countLimit > 0 && countPly > countLimit) {
            return Optional.of(new Ending(null, "the counting rule (" + countLimit / 2 + " moves)"));
        }
        return Optional.empty();
    }

    /**
     * Every other extinction rule ended the game in Goals (a pseudo-royal piece, as coregal's
     * queen, never); only shatranj's bare king, a claim, is judged here: the side that just moved
     * may have bared the other.
     */
    private Optional<Ending> bareKing() {
        Rules r = board.rules;
        int loser = board.side ^ 1;
        if (r.extinctionValue == Outcome.NONE || !r.extinctionClaim || r.extinctionPseudoRoyal || !extinct(loser)) {
            return Optional.empty();
        }
        String reason = game.sides().get(loser)
                + (total(loser) <= 1 ? " has only a bare king" : " has lost its pieces");
        return Optional.of(outcome(r.extinctionValue, loser, reason));
    }

    /** The end by repetition, when the position stood often enough: by perpetual check, counted, or by nFoldValue. */
    private Optional<Ending> repetition() {
        Rules r = board.rules;
        int n = repetitionsThatEnd();
        if (n <= 0 || repeats() < n) {
            return Optional.empty();
        }
        if (r.perpetualCheckIllegal) {
            Integer checker = perpetualChecker();
            if (checker != null && checker < 0) {
                return Optional.of(new Ending(null, fold(n) + " repetition, both sides giving check"));
            }
            if (checker != null) {
                return Optional.of(new Ending(checker ^ 1, fold(n) + " repetition by perpetual check: "
                        + game.sides().get(checker) + " gave check with every move"));
            }
        }
        if (r.chasingRule) {
            Optional<Ending> chase = perpetualChase(n);
            if (chase.isPresent()) {
                return chase;
            }
        }
        if (r.nFoldValue == Outcome.DRAW && r.materialValues != null) {
            return Optional.of(counted(fold(n) + " repetition"));
        }
        return Optional.of(outcome(r.nFoldValue, board.side, fold(n) + " repetition"));
    }

    /**
     * The AXF's perpetual chase ({@link Chasing}): the side that chased one enemy piece with every
     * move of the cycle loses; when both sides chased, the repetition is drawn; empty when neither.
     */
    private Optional<Ending> perpetualChase(int n) {
        int first = keys.indexOf(keys.get(keys.size() - 1));
        int[] chased = Chasing.chasers(anchor, moves, first);
        if (chased[0] < 0 && chased[1] < 0) {
            return Optional.empty();
        }
        List<String> sides = game.sides();
        if (chased[0] >= 0 && chased[1] >= 0) {
            return Optional.of(new Ending(null, fold(n) + " repetition, both sides chasing"));
        }
        int chaser = chased[0] >= 0 ? 0 : 1;
        return Optional.of(new Ending(chaser ^ 1, fold(n) + " repetition by perpetual chase: " + sides.get(chaser)
                + " chased " + sides.get(chaser ^ 1) + "'s " + board.rules.spoken(chased[chaser]) + " with every move"));
    }

    private boolean full() {
        for (int code : board.cells) {
            if (code == 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * materialCounting = unweighted: more pieces on the board wins, equal is a draw; the
     * reason gives the count, the winner's first ("disc count 40-24").
     */
    private Ending discCount() {
        int[] total = board.total;
        Integer winner = total[0] == total[1] ? null : total[0] > total[1] ? 0 : 1;
        int first = winner == null ? 0 : winner;
        return new Ending(winner, countWord() + " count " + total[first] + "-" + total[first ^ 1]);
    }

    /** What the count counts: "disc" in a game of one piece type that never moves, else "piece". */
    private String countWord() {
        List<PieceType> pieces = board.rules.pieces;
        return pieces.size() == 1 ? pieces.get(0).spoken() : "piece";
    }

    /**
     * A game ended by a rule that counts the pieces (Fairy-Stockfish's materialCounting, the
     * janggi federation's count): the points of each side, the second side given 1.5 more.
     */
    private Ending counted(String why) {
        Rules r = board.rules;
        if (r.materialValues == null) {
            return new Ending(null, why);
        }
        int[] points = new int[2];
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < r.materialValues.length; t++) {
                points[c] += r.materialValues[t] * board.count[c][t];
            }
        }
        int winner = points[0] - points[1] - 1 > 0 ? 0 : 1;
        List<String> sides = game.sides();
        return new Ending(winner, why + "; counted " + sides.get(0) + " " + points[0] + ", " + sides.get(1) + " "
                + points[1] + " + 1.5");
    }

    /** The end when the side to move has no move: checkmate, or stalemate (Gliński's a partial win). */
    private Ending noMove() {
        Rules r = board.rules;
        boolean check = board.copy().inCheck();
        Outcome value = check ? r.checkmateValue : r.stalemateValue;
        Ending end = outcome(value, board.side, check ? "checkmate" : "stalemate");
        if (!check && end.winnerSeat() != null && r.stalemateScore < 1) {
            // the stalemating side's share of the point is the definition's
            end = new Ending(end.winnerSeat(), "stalemate, a partial win: " + Game.share(r.stalemateScore)
                    + " to " + Game.share(1 - r.stalemateScore), r.stalemateScore);
        }
        return end;
    }

    /** The Ending for a value seen from {@code seat}'s side. */
    private static Ending outcome(Outcome value, int seat, String reason) {
        return switch (value) {
            case WIN -> new Ending(seat, reason);
            case LOSS -> new Ending(seat ^ 1, reason);
            default -> new Ending(null, reason);
        };
    }

    private int total(int c) {
        int n = 0;
        for (int t = 0; t < board.count[c].length; t++) {
            if (board.rules.extinctionTypes[t]) {
                n += board.count[c][t];
            }
        }
        return n;
    }

    private boolean extinct(int c) {
        Rules r = board.rules;
        return total(c) <= r.extinctionPieceCount && board.total[c ^ 1] >= r.extinctionOpponentPieceCount;
    }

    /**
     * Sennichite's exception: the side that gave check with every one of its moves since the
     * first time the repeated position stood (it loses), -1 when both sides did, or null.
     */
    private Integer perpetualChecker() {
        int last = keys.size() - 1;
        int first = keys.indexOf(keys.get(last));
        Integer checker = null;
        for (int parity = 0; parity < 2; parity++) {
            boolean all = true;
            boolean any = false;
            for (int i = last - parity; i > first; i -= 2) {
                any = true;
                all &= checks.get(i);
            }
            if (any && all) {
                // Positions last, last-2, ... have the side to move in check: the other side checked.
                int checked = parity == 0 ? board.side : board.side ^ 1;
                // Both sides giving check with every move is -1: neither is the one to change (AXF).
                checker = checker == null ? checked ^ 1 : -1;
            }
        }
        return checker;
    }

    /**
     * How often a position must stand for the game to end by repetition without a claim: the
     * automatic count where the definition has one (chess's fivefold), else nFoldRule; 0 for none.
     */
    private int repetitionsThatEnd() {
        Rules r = board.rules;
        return r.nFoldAuto > 0 ? r.nFoldAuto : r.nFoldRule;
    }

    /** How often the current position has stood since the last irreversible move ({@link #irreversible}). */
    private int repeats() {
        return occurrences(keys.get(keys.size() - 1));
    }

    private int occurrences(long key) {
        int n = 0;
        for (long k : keys) {
            if (k == key) {
                n++;
            }
        }
        return n;
    }

    private static String ordinal(int n) {
        return switch (n) {
            case 2 -> "second";
            case 3 -> "third";
            case 4 -> "fourth";
            default -> n + "th";
        };
    }

    private static String fold(int n) {
        return switch (n) {
            case 2 -> "twofold";
            case 3 -> "threefold";
            case 4 -> "fourfold";
            case 5 -> "fivefold";
            case 6 -> "sixfold";
            default -> n + "-fold";
        };
    }

    /**
     * FIDE Laws 9.2 and 9.3: the player to move may claim a draw when the position has
     * appeared three times, or after 50 moves of each side without a capture or pawn move.
     * (A claim by writing down a move that would make it so is not offered.)
     */
    @Override
    public Optional<Ending> claimable() {
        Rules r = board.rules;
        if (ending().isPresent()) {
            return Optional.empty();
        }
        if (r.nFoldAuto > 0 && r.nFoldRule > 0 && repeats() >= r.nFoldRule) {
            return Optional.of(new Ending(null, fold(r.nFoldRule) + " repetition"));
        }
        if (r.nMoveAuto > 0 && r.nMoveRule > 0 && board.rule50 >= 2 * r.nMoveRule) {
            return Optional.of(new Ending(null, r.nMoveRule + "-move rule"));
        }
        return Optional.empty();
    }

    /**
     * Makruk's count while it runs (help makruk: the side that is behind counts, the other must
     * mate before the count passes its limit): who counts, how far, and the moves the other side
     * has left. The count runs in plies from {@link #play}: the counting side is to move when
     * {@code countPly} is even, and the game is drawn once it passes {@code countLimit}, so the
     * side that mates has {@code (countLimit - countPly) / 2} rounded up moves left.
     */
    @Override
    public List<String> notes() {
        if (!board.rules.makrukCounting || countLimit == 0 || ending().isPresent()) {
            return List.of();
        }
        int counting = countPly % 2 == 0 ? board.side : board.side ^ 1;
        String honour = board.total[counting] > 1 ? "board's honour" : "pieces' honour";
        int limit = countLimit / 2;
        List<String> sides = game.sides();
        int left = limit - countPly / 2;
        String count = "Counting (" + honour + "): " + sides.get(counting) + " counts " + (countPly + 1) / 2 + " of "
                + limit + "; ";
        if (left == 0) {
            return List.of(count + "the count runs out with " + sides.get(counting) + "'s next move, a draw.");
        }
        return List.of(count + sides.get(counting ^ 1) + " has " + left + (left == 1 ? " move" : " moves")
                + " left to mate.");
    }

    /** The pass of a side that has no move (passOnStalemate; not janggi's pass by choice), played for it. */
    @Override
    public Optional<Ply> automatic() {
        int[] moves = legal();
        if (board.rules.passOnStalemate[board.side] && !settingUp() && moves.length == 1
                && Board.kind(moves[0]) == Board.PASS && ending().isEmpty()) {
            return Optional.of(new FairyPly(moves[0], fen()));
        }
        return Optional.empty();
    }

    @Override
    public Grid grid() {
        List<String> legend = new ArrayList<>();
        List<String> sides = game.sides();
        if (board.holdings && board.rules.showHands) {
            legend.add("In hand: " + sides.get(0) + " " + handWords(0) + "; " + sides.get(1) + " " + handWords(1));
        }
        if (settingUp()) {
            legend.add(sides.get(board.side) + " chooses where its " + SetUp.pieceNames(board.rules) + " stand on "
                    + SetUp.squareNames(board.rules, board.side) + ": " + SetUp.list(board.rules) + ".");
        }
        if (board.rules.unweightedCounting) {
            String word = countWord();
            legend.add(Character.toUpperCase(word.charAt(0)) + word.substring(1) + "s on the board: "
                    + sides.get(0) + " " + board.total[0] + ", " + sides.get(1) + " " + board.total[1]);
        }
        int[][] hands = board.holdings && board.rules.showHands ? board.hand : null;
        // whether the side to move is in check was judged when the position was reached (checks' last)
        boolean inCheck = checks.get(checks.size() - 1);
        int checked = inCheck && board.kingSquare[board.side] >= 0 ? board.kingSquare[board.side] : -1;
        return new FairyGrid(board.rules, board.cells, board.origin, legend, hands, checked);
    }

    /** A side's pieces in hand as upper-case letters, strongest first, spaced ("N P P"), or "-". */
    private String handWords(int c) {
        String letters = FenBoard.hand(board, c).toUpperCase();
        return letters.isEmpty() ? "-" : String.join(" ", letters.split(""));
    }

    @Override
    public String toString() {
        return game.name() + " " + fen();
    }
}
