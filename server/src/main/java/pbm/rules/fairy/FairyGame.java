package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pbm.rules.Game;
import pbm.rules.Play;

/** A game by data: one section of a definition file, with the options that chose it. */
final class FairyGame implements Game {
    private final String name;
    private final String word;
    final Rules rules;
    final Tables tables;
    /** The stored version of a defined game's definition; 0 for a shipped game or one not stored yet. */
    private final int version;
    /** A game a player or the admin defined: its plays run within the budgets. */
    private final boolean defined;
    /** startFen, where the players choose their set-up before play ({@link SetUp}); else null. */
    final Board setUpStandard;

    FairyGame(String name, String word, Rules rules) {
        this(name, word, rules, 0, false);
    }

    /** A defined game (issue 14): its plays run within the budgets of {@link DefinedGame}. */
    FairyGame(String name, String word, Rules rules, int version) {
        this(name, word, rules, version, true);
    }

    private FairyGame(String name, String word, Rules rules, int version, boolean defined) {
        this.name = name;
        this.word = word;
        this.rules = rules;
        this.tables = new Tables(rules);
        this.version = version;
        this.defined = defined;
        Board standard = board(rules.startFen);
        this.setUpStandard = SetUp.applies(standard) ? standard : null;
    }

    @Override
    public int definitionVersion() {
        return version;
    }

    @Override
    public String rulesInWords() {
        return RulesInWords.of(this);
    }

    @Override
    public List<Piece> pieces() {
        List<Piece> pieces = new ArrayList<>();
        for (PieceType type : rules.pieces) {
            pieces.add(new Piece(String.valueOf(Character.toUpperCase(type.letter())), type.kind(), type.spoken(),
                    RulesInWords.moves(rules, type.moves())));
        }
        return pieces;
    }

    Board board(String fen) {
        Board b = new Board(tables);
        b.setFen(fen);
        return b;
    }

    /** Chess960's start number of the standard array, where published counts start. */
    private static final long STANDARD_START = 518;

    /** Bulk counts (the last ply counted, not played): no move of the tree becomes an object. */
    @Override
    public long perft(String fen, int depth) {
        return Perft.count(board(fen == null ? standardStart() : fen), depth);
    }

    @Override
    public Map<String, Long> divide(String fen, int depth) {
        return Perft.divide(board(fen == null ? standardStart() : fen), depth);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String word() {
        return word;
    }

    @Override
    public String title() {
        return rules.title;
    }

    @Override
    public List<String> sides() {
        return rules.sides;
    }

    @Override
    public int bottomSeat() {
        return 0;
    }

    /**
     * Chess960 draws one of the 960 starts from the seed; a game whose players choose their
     * set-up starts with the squares of the choice empty ({@link SetUp}); other games have one start.
     */
    @Override
    public String startFen(long seed) {
        if (rules.chess960) {
            return FairyFen.write(board(Chess960.fen((int) Math.floorMod(seed, 960L))));
        }
        if (setUpStandard != null) {
            return SetUp.start(rules, setUpStandard);
        }
        return FairyFen.write(board(rules.startFen));
    }

    /**
     * A Chess960 board names its start by number (Scharnagl's, as {@link Chess960}), whichever
     * of the 960 it is, 518 included: that number is how players of the game name a start.
     * Any other start than the game's own is the set-up's FEN.
     */
    @Override
    public String startDescription(String fen) {
        if (rules.chess960 && fen != null) {
            String[] ranks = fen.split(" ", 2)[0].split("/");
            int number = Chess960.number(ranks[ranks.length - 1]);
            if (number >= 0 && FairyFen.write(board(fen)).equals(startFen(number))) {
                return "Chess960 start " + number + " (" + Chess960.backRank(number) + ")";
            }
        }
        return Game.super.startDescription(fen);
    }

    /** Chess960's starts by their number (0 to 959). */
    @Override
    public Optional<String> numberedStart(int number) {
        return rules.chess960 && number >= 0 && number < 960 ? Optional.of(startFen(number)) : Optional.empty();
    }

    /**
     * A set-up start must load, hold each side's royal pieces as the game's start does, no more
     * pieces of a side (on the board and in hand) than the start gives it (where pieces never
     * change sides), no more pawns, and leave the side not to move out of check; and the game
     * must not be over there.
     */
    @Override
    public Optional<String> refusedStart(String fen) {
        Board board;
        try {
            board = board(fen);
        } catch (RuntimeException e) {
            return Optional.of("\"" + fen + "\" is not a position of " + rules.title + ": " + e.getMessage());
        }
        Board start = board(startFen(0));
        for (int colour = 0; colour < 2; colour++) {
            Optional<String> counted = StartCounts.refused(rules, start, board, colour);
            if (counted.isPresent()) {
                return counted;
            }
        }
        if (board.copy().moverInCheck()) {
            return Optional.of(rules.sides.get(board.side ^ 1) + " is in check with " + rules.sides.get(board.side)
                    + " to move: the side to move could take the king.");
        }
        try {
            return start(fen).ending().map(ending -> "the game would be over at once (" + ending.reason() + ").");
        } catch (RuntimeException e) {
            // a defined game whose moves from here cannot be counted within the budget, say
            return Optional.of("the position cannot be checked: " + e.getMessage());
        }
    }

    /** The published start: startFen (Chess960's standard array 518), before any choice of set-up. */
    private String standardStart() {
        return rules.chess960 ? startFen(STANDARD_START) : FairyFen.write(board(rules.startFen));
    }

    /** A record without a FEN starts from startFen(0); where the players choose a set-up, from the published one. */
    @Override
    public String recordStart() {
        return setUpStandard != null ? standardStart() : startFen(0);
    }

    @Override
    public boolean chosenStart(String fen) {
        if (setUpStandard == null) {
            return false;
        }
        String wanted = FairyFen.write(board(fen));
        return SetUp.reachable(board(startFen(0)), setUpStandard).contains(wanted);
    }

    @Override
    public Play start(String fen) {
        if (defined) {
            return BudgetedPlay.of(FairyPlay.start(this, board(fen)));
        }
        return FairyPlay.start(this, board(fen));
    }

    /**
     * PGN tags: plain chess writes {@code GameType "0"} (PDN's number for chess) and no
     * Variant; every other game writes its Variant ("chess960", "capablanca", ...).
     */
    @Override
    public Map<String, String> recordTags() {
        Map<String, String> tags = new LinkedHashMap<>();
        if (rules.variantTag == null) {
            tags.put("GameType", rules.gameType == null ? "0" : String.valueOf(rules.gameType));
        } else {
            if (rules.gameType != null && rules.gameType != 0) {
                // PDN's own number for the game (xiangqi 1) beside the Variant players' programs read.
                tags.put("GameType", String.valueOf(rules.gameType));
            }
            tags.put("Variant", rules.variantTag);
        }
        return tags;
    }

    @Override
    public String result(Integer winnerSeat) {
        return winnerSeat == null ? "1/2-1/2" : winnerSeat == 0 ? "1-0" : "0-1";
    }

    @Override
    public List<String> notationHint() {
        if (Notation.placement(rules)) {
            String piece = rules.pieces.get(0).spoken();
            String place = "Place a " + piece + " by naming its square: d3.";
            return rules.passOnStalemate[0] ? List.of(place, "With no move you pass: the server plays the pass"
                    + " for you.") : List.of(place);
        }
        if (rules.notation.equals("shogi")) {
            return List.of("Moves may be given as P-7f, Bx2b+ or G6h-5h (files counted from Sente's right, ranks a",
                    "from Gote's side; + promotes, = declines), drop with N*5e, or in USI as 7g7f or 8h2b+.");
        }
        if (Notation.shogiStyle(rules)) {
            return List.of("Moves may be given as Pc4, c3-c4 or Bxh8+ (+ promotes, = declines);",
                    "drop a piece from hand with P*e5 or P@e5.");
        }
        if (rules.notation.equals("wxf")) {
            String wxf = "Moves may be given as C2=5 or H8+7 (WXF, files counted from your right) or as h3-e3";
            return rules.hands ? List.of(wxf + ";", "drop a piece from hand with H@e5 or H*e5.") : List.of(wxf + ".");
        }
        if (rules.pass[0] || rules.pass[1]) {
            return List.of("Moves may be given as b1-c3 or Hc3; write pass to pass.");
        }
        if (rules.castlingSteps != null) {
            return List.of("Moves may be given as e2-e5, e5 or Na3 (cells named as on the board);",
                    "castle with Q-O-O, Q-O-O-O, B-O-O or B-O-O-O (the flank, then short or long).");
        }
        if (rules.geometry.hexagonal() || rules.geometry.circular()) {
            String example = rules.geometry.hexagonal() ? "f5-f6, f6 or Nc3" : "a4-p4, Op4 or Rb4-b1";
            return List.of("Moves may be given as " + example + " (cells named as on the board).");
        }
        String hint = rules.castling ? "Moves may be given as e2-e4, e4 or Nf3; castle with O-O"
                : "Moves may be given as e2-e4, e4 or Nf3";
        return rules.hands ? List.of(hint + ";", "drop a piece from hand with N@f3 or N*f3.") : List.of(hint + ".");
    }

    @Override
    public String toString() {
        return name;
    }
}
