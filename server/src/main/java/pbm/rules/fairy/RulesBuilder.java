package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import pbm.rules.Grid;
import pbm.rules.fairy.DefinitionReader.Entry;
import pbm.rules.fairy.DefinitionReader.Section;

/**
 * Builds one game's {@link Rules} from its section's keys (merged with its parents'), group by
 * group as Fairy-Stockfish's variant template lists them: the board and the pieces, the pawn's
 * zones and promotion, drops, castling, how the game ends, the variants' goals, pbm's own keys,
 * xiangqi's and janggi's, placement games', and last the start position, which must set up.
 * Defaults are Fairy-Stockfish's template defaults, so a file written for it behaves the same
 * here. The groups are read in a fixed order, so a definition with several faults is always
 * refused for the same one.
 */
final class RulesBuilder {
    private final Section section;
    private final Rules rules = new Rules();
    private final SectionKeys keys;

    private RulesBuilder(String file, Section section, Map<String, Entry> merged) {
        this.section = section;
        this.keys = new SectionKeys(file, merged, rules);
        rules.file = file;
    }

    /** The rules of {@code section}, whose keys with its parents' are {@code merged}. */
    static Rules build(String file, Section section, Map<String, Entry> merged) throws DefinitionException {
        return new RulesBuilder(file, section, merged).build();
    }

    private Rules build() throws DefinitionException {
        rules.name = section.name();
        rules.title = section.name().substring(0, 1).toUpperCase() + section.name().substring(1);
        checkTexts();
        rules.width = keys.number("maxFile", 8, 1, 16, true);
        rules.height = keys.number("maxRank", 8, 1, 16);
        readGeometry();
        readPieces();
        readPawnTypes();
        readPawnZones();
        readPromotion();
        readDrops();
        readEnPassantRegion();
        readLimits();
        readCastling();
        rules.doubleStep = keys.bool("doubleStep", true);
        rules.mandatoryPawnPromotion = keys.bool("mandatoryPawnPromotion", true);
        rules.immobilityIllegal = keys.bool("immobilityIllegal", false);
        readEnding();
        readVariantKeys();
        readPbm();
        readPalace();
        readPlacement();
        readStart();
        if (rules.kingType < 0 && rules.checkmateValue != Outcome.NONE && rules.extinctionValue == Outcome.NONE
                && !rules.unweightedCounting) {
            throw keys.error(section.line(), "king",
                    "no royal piece, but checkmate decides the game (define king = k)");
        }
        return rules;
    }

    // ---------------------------------------------------------------- pieces

    /**
     * The predefined pieces the section names ({@code knight = n}) and its custom pieces
     * ({@code customPiece1 = a:KN}), in the order written.
     */
    private void readPieces() throws DefinitionException {
        List<PieceType> pieces = new ArrayList<>();
        for (Entry e : keys.all()) {
            String betza = DefinitionReader.PREDEFINED.get(e.key());
            if (betza == null && !e.key().startsWith("customPiece") || e.value().isEmpty() || e.value().equals("-")) {
                continue;
            }
            PieceType piece = readPiece(e, betza, pieces);
            if (e.key().equals("king")) {
                rules.kingType = pieces.size();
            }
            if (e.key().equals("pawn")) {
                rules.pawnType = pieces.size();
            }
            pieces.add(piece);
        }
        rules.pieces = List.copyOf(pieces);
    }

    /** One piece: its letter, and its Betza written after it or predefined ({@code betza}, null for none). */
    private PieceType readPiece(Entry e, String betza, List<PieceType> before) throws DefinitionException {
        String v = e.value();
        char letter = v.charAt(0);
        if (!Character.isLetter(letter) || letter > 127) {
            throw keys.error(e.line(), e.key(), "a piece letter must be a letter a-z, not '" + letter + "'");
        }
        letter = Character.toLowerCase(letter);
        if (v.length() > 1) {
            if (v.charAt(1) != ':') {
                throw keys.error(e.line(), e.key(), "write a piece as a letter, or letter:Betza");
            }
            betza = v.substring(2);
            if (betza.length() > DefinitionReader.MAX_BETZA) {
                throw keys.error(e.line(), e.key(), "a piece's Betza may be at most " + DefinitionReader.MAX_BETZA
                        + " characters, not " + betza.length());
            }
        } else if (betza == null) {
            throw keys.error(e.line(), e.key(), "a custom piece needs letter:Betza");
        }
        for (PieceType p : before) {
            if (p.letter() == letter) {
                throw keys.error(e.line(), e.key(), "the letter '" + letter + "' is already the " + p.name() + "'s");
            }
        }
        if (before.size() == DefinitionReader.MAX_TYPES) {
            throw keys.error(e.line(), e.key(), "at most " + DefinitionReader.MAX_TYPES + " piece types");
        }
        try {
            return new PieceType(e.key(), letter, Betza.read(betza, rules.geometry));
        } catch (Betza.BetzaException ex) {
            throw keys.error(e.line(), e.key(), ex.getMessage());
        }
    }

    /** {@code pawnTypes = p}: the custom piece that is the pawn (promotes, steps twice, is taken en passant). */
    private void readPawnTypes() throws DefinitionException {
        Entry e = keys.get("pawnTypes");
        if (e == null) {
            return;
        }
        int[] types = keys.pieceSet("pawnTypes", "");
        if (types.length != 1) {
            throw keys.error(e.line(), e.key(), "one piece letter (one pawn type)");
        }
        rules.pawnType = types[0];
    }

    // ---------------------------------------------------------------- pawns and promotion

    /** Where the pawn may step twice (doubleStepRegion, doubleStepRank) and where it promotes. */
    private void readPawnZones() throws DefinitionException {
        int height = rules.height;
        // Fairy-Stockfish's template defaults are absolute ranks (*2 and *7, *8 and *1),
        // whatever the board's size; a definition written for it behaves the same here.
        rules.doubleStepRegion = new boolean[][] {keys.region("doubleStepRegionWhite", "*2"),
            keys.region("doubleStepRegionBlack", "*7")};
        if (keys.has("doubleStepRank") || keys.has("doubleStepRankMin")) {
            int max = keys.number("doubleStepRank", 2, 1, height);
            int min = keys.number("doubleStepRankMin", 2, 1, height);
            rules.doubleStepRegion = new boolean[][] {keys.ranks(min - 1, max - 1),
                keys.ranks(height - max, height - min)};
        }
        if (keys.has("tripleStepRegionWhite") || keys.has("tripleStepRegionBlack")) {
            rules.tripleStepRegion = new boolean[][] {keys.region("tripleStepRegionWhite", ""),
                keys.region("tripleStepRegionBlack", "")};
        }
        if (keys.get("promotionRank") != null) {
            int rank = keys.number("promotionRank", 0, 1, height);
            rules.promotionRegion = new boolean[][] {keys.ranks(rank - 1, height - 1), keys.ranks(0, height - rank)};
        } else {
            rules.promotionRegion = new boolean[][] {keys.region("promotionRegionWhite", "*8"),
                keys.region("promotionRegionBlack", "*1")};
        }
    }

    /** The pawn's promotion choices, and the pieces promoting shogi style ({@code promotedPieceType}). */
    private void readPromotion() throws DefinitionException {
        rules.promotionTypes = keys.notRoyal("promotionPieceTypes", keys.pieceSet("promotionPieceTypes", "nbrq"));
        if (!keys.has("promotionPieceTypes")) {
            // the default choices are letters: a game whose king is written q or n never promotes into it
            rules.promotionTypes = Arrays.stream(rules.promotionTypes).filter(t -> t != rules.kingType).toArray();
        }
        rules.promotedOf = new int[rules.pieces.size()];
        Arrays.fill(rules.promotedOf, -1);
        readPromoted();
        rules.mandatoryPiecePromotion = keys.bool("mandatoryPiecePromotion", false);
    }

    /** {@code promotedPieceType = p:m}: the pawn's promotion; other pieces' promotion is refused. */
    private void readPromoted() throws DefinitionException {
        Entry e = keys.get("promotedPieceType");
        if (e == null) {
            return;
        }
        for (String part : e.value().split("\\s+")) {
            int colon = part.indexOf(':');
            int from = colon == 1 ? rules.typeOf(part.charAt(0)) : -1;
            int to = colon == 1 && part.length() == 3 ? rules.typeOf(part.charAt(2)) : -1;
            if (from < 0 || to < 0) {
                throw keys.error(e.line(), e.key(),
                        "expected pairs of piece letters such as p:m, not \"" + part + "\"");
            }
            keys.notRoyal("promotedPieceType", new int[] {to});
            if (from == rules.pawnType) {
                rules.promotionTypes = new int[] {to};
            } else {
                rules.promotedOf[from] = to;
            }
        }
    }

    private void readEnPassantRegion() throws DefinitionException {
        rules.enPassantRegion = keys.region("enPassantRegion", "");
        if (!keys.has("enPassantRegion")) {
            Arrays.fill(rules.enPassantRegion, true);
        }
    }

    /** {@code promotionLimit = q:1 r:2}: how many of a type a side may have to promote into it. */
    private void readLimits() throws DefinitionException {
        rules.promotionLimit = new int[rules.pieces.size()];
        Arrays.fill(rules.promotionLimit, -1);
        Entry e = keys.get("promotionLimit");
        if (e == null) {
            return;
        }
        for (String part : e.value().split("\\s+")) {
            int colon = part.indexOf(':');
            int type = colon == 1 ? rules.typeOf(part.charAt(0)) : -1;
            if (type < 0) {
                throw keys.error(e.line(), e.key(), "expected letter:count pairs such as q:1, not \"" + part + "\"");
            }
            try {
                rules.promotionLimit[type] = Integer.parseInt(part.substring(2));
            } catch (NumberFormatException ex) {
                throw keys.error(e.line(), e.key(), "bad number in \"" + part + "\"");
            }
        }
    }

    // ---------------------------------------------------------------- drops

    /**
     * The drop keys of Fairy-Stockfish: pieceDrops, capturesToHand, firstRankPawnDrops,
     * promotionZonePawnDrops, dropRegionWhite/Black, dropNoDoubled(Count) and
     * shogiPawnDropMateIllegal (for the shogiPawn, else the pawn). A game has hands when it
     * drops by key or by a Betza {@code @}, or sends captures to hand.
     */
    private void readDrops() throws DefinitionException {
        rules.pieceDrops = keys.bool("pieceDrops", false);
        rules.capturesToHand = keys.bool("capturesToHand", false);
        rules.firstRankPawnDrops = keys.bool("firstRankPawnDrops", false);
        rules.promotionZonePawnDrops = keys.bool("promotionZonePawnDrops", false);
        rules.dropRegion = new boolean[][] {keys.region("dropRegionWhite", ""), keys.region("dropRegionBlack", "")};
        if (!keys.has("dropRegionWhite")) {
            Arrays.fill(rules.dropRegion[0], true);
        }
        if (!keys.has("dropRegionBlack")) {
            Arrays.fill(rules.dropRegion[1], true);
        }
        int[] noDoubled = keys.pieceSet("dropNoDoubled", "");
        if (noDoubled.length > 1) {
            throw keys.error(keys.get("dropNoDoubled").line(), "dropNoDoubled", "one piece letter");
        }
        rules.dropNoDoubled = noDoubled.length == 0 ? -1 : noDoubled[0];
        rules.dropNoDoubledCount = keys.number("dropNoDoubledCount", 1, 0, 100);
        if (keys.bool("shogiPawnDropMateIllegal", false)) {
            int shogiPawn = -1;
            for (int t = 0; t < rules.pieces.size(); t++) {
                if (rules.pieces.get(t).name().equals("shogiPawn")) {
                    shogiPawn = t;
                }
            }
            rules.dropMateType = shogiPawn >= 0 ? shogiPawn : rules.pawnType;
        }
        rules.perpetualCheckIllegal = keys.bool("perpetualCheckIllegal", false);
        readHands();
    }

    /** Whether the game has hands, and a bound on the kinds of piece in them. */
    private void readHands() throws DefinitionException {
        boolean atoms = false;
        for (PieceType p : rules.pieces) {
            atoms |= !p.moves().drops().isEmpty();
        }
        rules.hands = rules.pieceDrops || rules.capturesToHand || atoms;
        int kinds = 0;
        for (int t = 0; t < rules.pieces.size(); t++) {
            boolean dropped = rules.pieceDrops || !rules.pieces.get(t).moves().drops().isEmpty();
            kinds += t != rules.kingType && dropped ? 1 : 0;
        }
        if (kinds > DefinitionReader.MAX_HAND_KINDS) {
            String key = rules.pieceDrops ? "pieceDrops" : "customPiece";
            Entry e = keys.get(key);
            throw keys.error(e == null ? 0 : e.line(), key, "at most " + DefinitionReader.MAX_HAND_KINDS
                    + " kinds of piece may be dropped from a hand, not " + kinds);
        }
    }

    // ---------------------------------------------------------------- castling

    /** Castling's switches, files and rank, and the pieces that castle (castlingRookPiece, castlingKingPiece). */
    private void readCastling() throws DefinitionException {
        rules.castling = keys.bool("castling", true);
        rules.chess960 = keys.bool("chess960", false);
        rules.castlingKingsideFile = keys.file("castlingKingsideFile", 6);
        rules.castlingQueensideFile = keys.file("castlingQueensideFile", 2);
        rules.castlingRank = keys.number("castlingRank", 1, 1, rules.height) - 1;
        String rookKey = keys.has("castlingRookPiece") ? "castlingRookPiece" : "castlingRookPieces";
        int[] rooks = keys.pieceSet(rookKey, rules.typeOf('r') >= 0 ? "r" : "");
        rules.castlingRookType = rooks.length == 0 ? -1 : rooks[0];
        int[] castler = keys.pieceSet("castlingKingPiece", "");
        rules.castlingKingType = castler.length == 0 ? rules.kingType : castler[0];
        boolean pieces = rules.castlingRookType >= 0 && rules.castlingKingType >= 0;
        if (rules.castling && !pieces && keys.has("castling")) {
            throw keys.error(keys.get("castling").line(), "castling",
                    "castling needs a king and a castling rook piece");
        }
        if (!pieces) {
            rules.castling = false;
        }
        Entry steps = keys.get("pbm.castlingSteps");
        if (steps != null && (rules.geometry.across() || rules.geometry.circular())) {
            throw keys.error(steps.line(), "pbm.castlingSteps", "on square and upright hexagonal boards only");
        }
        if (steps != null) {
            if (!steps.value().matches("[1-9]( [1-9])?")) {
                throw keys.error(steps.line(), "pbm.castlingSteps", "the king's steps when castling short and long, e.g. 2 3");
            }
            rules.castlingSteps = Arrays.stream(steps.value().split(" ")).mapToInt(Integer::parseInt).toArray();
        }
    }

    // ---------------------------------------------------------------- the game's end

    /** The move and repetition counts, the values of mate, stalemate and extinction, and makruk's counting. */
    private void readEnding() throws DefinitionException {
        rules.nMoveRule = keys.number("nMoveRule", 50, 0, 10000);
        rules.nFoldRule = keys.number("nFoldRule", 3, 0, 100);
        rules.nFoldValue = keys.outcome("nFoldValue", Outcome.DRAW);
        rules.stalemateValue = keys.outcome("stalemateValue", Outcome.DRAW);
        rules.checkmateValue = keys.outcome("checkmateValue", Outcome.LOSS);
        readExtinction();
        readBareKing();
        Entry counting = keys.get("countingRule");
        if (counting != null) {
            switch (counting.value()) {
                case "makruk" -> rules.makrukCounting = true;
                case "none" -> rules.makrukCounting = false;
                default -> throw keys.error(counting.line(), "countingRule", "unsupported counting rule \""
                        + counting.value() + "\" (makruk or none)");
            }
        }
    }

    /** extinctionValue, extinctionClaim, extinctionPieceTypes ({@code *}: all pieces together) and the counts. */
    private void readExtinction() throws DefinitionException {
        rules.extinctionValue = keys.outcome("extinctionValue", Outcome.NONE);
        rules.extinctionClaim = keys.bool("extinctionClaim", false);
        rules.extinctionTypes = new boolean[rules.pieces.size()];
        Entry types = keys.get("extinctionPieceTypes");
        if (types != null && types.value().equals("*")) {
            Arrays.fill(rules.extinctionTypes, true);
            rules.extinctionAll = true;
        } else {
            for (int t : keys.pieceSet("extinctionPieceTypes", "")) {
                rules.extinctionTypes[t] = true;
            }
        }
        rules.extinctionPieceCount = keys.number("extinctionPieceCount", 0, 0, 1000);
        rules.extinctionOpponentPieceCount = keys.number("extinctionOpponentPieceCount", 0, 0, 1000);
    }

    /**
     * The older Fairy-Stockfish keys for shatranj's bare king: {@code bareKingValue} is an
     * extinction of all pieces but the king, against two or more; {@code bareKingMove} lets
     * the bared side answer first (the extinction is claimed by the side to move).
     */
    private void readBareKing() throws DefinitionException {
        if (keys.has("bareKingValue")) {
            rules.extinctionValue = keys.outcome("bareKingValue", Outcome.NONE);
            Arrays.fill(rules.extinctionTypes, true);
            rules.extinctionAll = true;
            rules.extinctionPieceCount = 1;
            rules.extinctionOpponentPieceCount = 2;
        }
        if (keys.has("bareKingMove")) {
            rules.extinctionClaim = keys.bool("bareKingMove", false);
        }
    }

    // ---------------------------------------------------------------- the variants' goals and move rules

    /**
     * Fairy-Stockfish's keys for other goals and move rules: promotionPieceTypesWhite/Black,
     * enPassantRegionWhite/Black, nMoveRuleTypes, extinctionPseudoRoyal, mustCapture, checking,
     * checkCounting, and the flag rules.
     */
    private void readVariantKeys() throws DefinitionException {
        if (keys.has("promotionPieceTypesWhite") || keys.has("promotionPieceTypesBlack")) {
            rules.promotionTypesByColour = new int[][] {promotionTypes("promotionPieceTypesWhite"),
                promotionTypes("promotionPieceTypesBlack")};
        }
        if (keys.has("enPassantRegionWhite") || keys.has("enPassantRegionBlack")) {
            rules.enPassantRegionByColour = new boolean[2][];
            String[] regionKeys = {"enPassantRegionWhite", "enPassantRegionBlack"};
            for (int c = 0; c < 2; c++) {
                rules.enPassantRegionByColour[c] = keys.has(regionKeys[c]) ? keys.region(regionKeys[c], "")
                        : rules.enPassantRegion;
            }
        }
        if (keys.has("nMoveRuleTypes")) {
            rules.nMoveRuleTypes = new boolean[rules.pieces.size()];
            for (int t : keys.pieceSet("nMoveRuleTypes", "")) {
                rules.nMoveRuleTypes[t] = true;
            }
        }
        rules.extinctionPseudoRoyal = keys.bool("extinctionPseudoRoyal", false);
        rules.mustCapture = keys.bool("mustCapture", false);
        rules.checking = keys.bool("checking", true);
        rules.checkCounting = keys.bool("checkCounting", false);
        rules.flagMove = keys.bool("flagMove", false);
        readFlags();
    }

    /** One colour's promotion choices by its own key, else the pawn's choices for both. */
    private int[] promotionTypes(String key) throws DefinitionException {
        return keys.has(key) ? keys.notRoyal(key, keys.pieceSet(key, "")) : rules.promotionTypes;
    }

    /** flagPiece and flagRegion, each also per colour (flagPieceWhite ...): a piece there wins. */
    private void readFlags() throws DefinitionException {
        String[] pieceKeys = {"flagPieceWhite", "flagPieceBlack"};
        String[] regionKeys = {"flagRegionWhite", "flagRegionBlack"};
        for (int c = 0; c < 2; c++) {
            String pieceKey = keys.has(pieceKeys[c]) ? pieceKeys[c] : "flagPiece";
            Entry piece = keys.get(pieceKey);
            if (piece != null && !piece.value().equals("*")) {
                int[] types = keys.pieceSet(pieceKey, "");
                if (types.length != 1) {
                    throw keys.error(piece.line(), pieceKey, "one piece letter, or * for any piece");
                }
                rules.flagPiece[c] = types[0];
            }
            String regionKey = keys.has(regionKeys[c]) ? regionKeys[c] : "flagRegion";
            if (keys.has(regionKey)) {
                if (rules.flagRegion == null) {
                    rules.flagRegion = new boolean[2][rules.squares()];
                }
                rules.flagRegion[c] = keys.region(regionKey, "");
            }
        }
    }

    // ---------------------------------------------------------------- pbm's keys

    /**
     * The board's shape: {@code pbm.board = square | hexagonal | horizontal-hexagonal | circular},
     * the file letters ({@code pbm.files}, a on by default; Gliński's abcdefghikl) and on an
     * upright hexagonal board how ranks are counted ({@code pbm.ranks}).
     */
    private void readGeometry() throws DefinitionException {
        String board = keys.has("pbm.board") ? keys.get("pbm.board").value() : "square";
        Grid.Layout layout = switch (board) {
            case "square" -> Grid.Layout.SQUARE;
            case "hexagonal" -> Grid.Layout.HEXAGONAL;
            case "horizontal-hexagonal" -> Grid.Layout.HORIZONTAL_HEXAGONAL;
            case "circular" -> Grid.Layout.CIRCULAR;
            default -> throw keys.error(keys.get("pbm.board").line(), "pbm.board",
                    "unknown board \"" + board + "\" (square, hexagonal, horizontal-hexagonal or circular)");
        };
        String files = Geometry.letters(rules.width);
        Entry letters = keys.get("pbm.files");
        if (letters != null) {
            files = letters.value();
            if (!files.matches("[a-z]+") || files.length() != rules.width || files.chars().distinct().count() != files.length()) {
                throw keys.error(letters.line(), "pbm.files", "one distinct lower-case letter per file ("
                        + rules.width + "), e.g. abcdefghikl");
            }
        }
        if (layout == Grid.Layout.HEXAGONAL && rules.width % 2 == 0) {
            throw keys.error(keys.get("pbm.board").line(), "pbm.board",
                    "a hexagonal board needs an odd number of files (maxFile), its middle file maxRank long");
        }
        if (layout == Grid.Layout.HORIZONTAL_HEXAGONAL && rules.height % 2 == 0) {
            throw keys.error(keys.get("pbm.board").line(), "pbm.board",
                    "a horizontal hexagonal board needs an odd number of ranks (maxRank), its middle rank maxFile long");
        }
        rules.geometry = new Geometry(layout, rules.width, rules.height, files, readRanks());
    }

    /** {@code pbm.ranks = file | falling | rising}: how a hexagonal board's ranks are counted, up each file unless given. */
    private Geometry.Ranks readRanks() throws DefinitionException {
        Entry rankKey = keys.get("pbm.ranks");
        if (rankKey == null) {
            return Geometry.Ranks.FILE;
        }
        return switch (rankKey.value()) {
            case "file" -> Geometry.Ranks.FILE;
            case "falling" -> Geometry.Ranks.FALLING;
            case "rising" -> Geometry.Ranks.RISING;
            default -> throw keys.error(rankKey.line(), "pbm.ranks", "file, falling or rising");
        };
    }

    /** pbm's own keys: the game type, title, help, side names, board pattern, automatic draws, record tag. */
    private void readPbm() throws DefinitionException {
        if (keys.get("pbm.gameType") != null) {
            rules.gameType = keys.number("pbm.gameType", 0, 0, 999);
        }
        if (keys.has("pbm.title")) {
            rules.title = keys.get("pbm.title").value();
        }
        if (keys.has("pbm.help")) {
            rules.help = keys.get("pbm.help").value();
        }
        Entry sides = keys.get("pbm.sides");
        if (sides != null) {
            String[] names = sides.value().split("\\s+");
            if (names.length != 2 || names[0].equalsIgnoreCase(names[1])) {
                throw keys.error(sides.line(), sides.key(), "two different side names, e.g. White Black");
            }
            rules.sides = List.of(names);
        }
        Entry pattern = keys.get("pbm.pattern");
        if (pattern != null) {
            if (!pattern.value().matches("[0-9.]+")) {
                throw keys.error(pattern.line(), pattern.key(), "a pattern is digits and periods, e.g. 10.01.");
            }
            rules.pattern = pattern.value();
        }
        rules.nMoveAuto = keys.number("pbm.nMoveAuto", 0, 0, 10000);
        rules.nFoldAuto = keys.number("pbm.nFoldAuto", 0, 0, 100);
        rules.deadPosition = keys.bool("pbm.deadPosition", false);
        if (keys.has("pbm.variant")) {
            rules.variantTag = keys.get("pbm.variant").value();
        }
        readStalemateScore();
    }

    /** {@code pbm.stalemateScore = 3/4}: the stalemating side's share of the point when stalemate wins. */
    private void readStalemateScore() throws DefinitionException {
        Entry stalemate = keys.get("pbm.stalemateScore");
        if (stalemate != null) {
            if (!stalemate.value().matches("[1-3]/4|1/2|1") || rules.stalemateValue == Outcome.DRAW) {
                throw keys.error(stalemate.line(), "pbm.stalemateScore",
                        "the stalemating side's share, 1/4, 1/2, 3/4 or 1, with stalemateValue = loss");
            }
            String[] parts = stalemate.value().split("/");
            rules.stalemateScore = parts.length == 1 ? 1 : Double.parseDouble(parts[0]) / Double.parseDouble(parts[1]);
        }
    }

    /**
     * Issue 30: the words a definition gives every player to read are printable
     * ({@link PlayerText}): its name ({@code [name]}), {@code pbm.title}, each name of
     * {@code pbm.sides} and each label of {@code pbm.labels}. Refused with the line and the rule.
     */
    private void checkTexts() throws DefinitionException {
        String problem = PlayerText.problem(section.name(), "a game's name");
        if (problem != null) {
            throw keys.error(section.line(), "[name]", problem);
        }
        Entry title = keys.get("pbm.title");
        problem = title == null ? null : PlayerText.problem(title.value(), "a title");
        if (problem != null) {
            throw keys.error(title.line(), title.key(), problem);
        }
        Entry sides = keys.get("pbm.sides");
        for (String side : sides == null ? new String[0] : sides.value().split("\\s+")) {
            problem = PlayerText.problem(side, "a side name");
            if (problem != null) {
                throw keys.error(sides.line(), sides.key(), problem);
            }
        }
        Entry labels = keys.get("pbm.labels");
        for (String part : labels == null ? new String[0] : labels.value().split("\\s+")) {
            problem = PlayerText.problem(part.substring(part.indexOf(':') + 1), "a label");
            if (problem != null) {
                throw keys.error(labels.line(), labels.key(), problem);
            }
        }
    }

    // ---------------------------------------------------------------- xiangqi and janggi

    /**
     * The keys of xiangqi and janggi: {@code mobilityRegionWhiteKing} and the like (where a
     * piece may stand), soldierPromotionRank, flyingGeneral, bikjangRule, diagonalLines,
     * pass/passWhite/passBlack, materialCounting (janggi, unweighted or none); and pbm's
     * {@code pbm.names}, {@code pbm.perpetualCheckRefused}, {@code pbm.river} and {@code pbm.notation}.
     */
    private void readPalace() throws DefinitionException {
        readMobility();
        rules.soldierPromotionRank = keys.number("soldierPromotionRank", 1, 1, rules.height);
        rules.flyingGeneral = keys.bool("flyingGeneral", false);
        rules.bikjang = keys.bool("bikjangRule", false);
        if ((rules.flyingGeneral || rules.bikjang) && rules.kingType < 0) {
            String key = rules.flyingGeneral ? "flyingGeneral" : "bikjangRule";
            throw keys.error(keys.get(key).line(), key, "needs a king");
        }
        if (keys.has("diagonalLines")) {
            rules.diagonalLines = keys.region("diagonalLines", "");
        }
        boolean pass = keys.bool("pass", false);
        rules.pass[0] = keys.bool("passWhite", pass);
        rules.pass[1] = keys.bool("passBlack", pass);
        if ((rules.pass[0] || rules.pass[1]) && rules.kingType < 0) {
            String key = keys.has("pass") ? "pass" : rules.pass[0] ? "passWhite" : "passBlack";
            throw keys.error(keys.get(key).line(), "pass",
                    "passing needs a king (the pass is written as the king's move)");
        }
        readMaterialCounting();
        readNames();
        rules.perpetualCheckRefused = keys.bool("pbm.perpetualCheckRefused", false);
        rules.chasingRule = Chasing.read(keys);
        SetUp.read(keys, rules);
        rules.river = keys.number("pbm.river", 0, 0, rules.height - 1);
        Entry notation = keys.get("pbm.notation");
        if (notation != null) {
            if (!List.of("san", "wxf", "shogi").contains(notation.value())) {
                throw keys.error(notation.line(), "pbm.notation", "san, wxf or shogi, not \"" + notation.value() + "\"");
            }
            if (notation.value().equals("shogi") && rules.width > 9) {
                // shogi's files are single figures, 9 to 1 (its ranks letters, a to i on nine)
                throw keys.error(notation.line(), "pbm.notation", "shogi names files by one figure: at most 9 files");
            }
            rules.notation = notation.value();
        }
        readLook();
    }

    /** {@code pbm.picture = chess | shogi | xiangqi | janggi | discs}: how pictures draw the game. */
    private void readLook() throws DefinitionException {
        Entry look = keys.get("pbm.picture");
        if (look == null) {
            return;
        }
        switch (look.value()) {
            case "chess" -> rules.look = Grid.Look.CHESS;
            case "shogi" -> rules.look = Grid.Look.SHOGI;
            case "xiangqi" -> rules.look = Grid.Look.XIANGQI;
            case "janggi" -> rules.look = Grid.Look.JANGGI;
            case "discs" -> rules.look = Grid.Look.DISCS;
            default -> throw keys.error(look.line(), "pbm.picture",
                    "chess, shogi, xiangqi, janggi or discs, not \"" + look.value() + "\"");
        }
    }

    /** {@code mobilityRegionWhiteKing = d1 e1 f1 ...}: where a piece of a colour may stand, by the piece's name. */
    private void readMobility() throws DefinitionException {
        int types = rules.pieces.size();
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < types; t++) {
                String name = rules.pieces.get(t).name();
                String key = "mobilityRegion" + (c == 0 ? "White" : "Black")
                        + Character.toUpperCase(name.charAt(0)) + name.substring(1);
                if (keys.has(key)) {
                    if (rules.mobility == null) {
                        rules.mobility = new boolean[2][types][];
                    }
                    rules.mobility[c][t] = keys.region(key, "");
                }
            }
        }
        for (Entry e : keys.all()) {
            if (e.key().startsWith("mobilityRegion") && (rules.mobility == null || !regionUsed(e.key()))) {
                throw keys.error(e.line(), e.key(), "no piece of this game has that name");
            }
        }
    }

    private boolean regionUsed(String key) {
        String piece = key.substring("mobilityRegionWhite".length());
        for (PieceType p : rules.pieces) {
            if (p.name().equalsIgnoreCase(piece)) {
                return true;
            }
        }
        return false;
    }

    private void readMaterialCounting() throws DefinitionException {
        Entry counting = keys.get("materialCounting");
        if (counting == null) {
            return;
        }
        switch (counting.value()) {
            case "janggi" -> rules.materialValues = janggiValues();
            case "unweighted" -> rules.unweightedCounting = true;
            case "none" -> rules.materialValues = null;
            default -> throw keys.error(counting.line(), "materialCounting", "unsupported material counting \""
                    + counting.value() + "\" (janggi, unweighted or none)");
        }
    }

    /**
     * Janggi's points (Fairy-Stockfish's {@code materialCounting = janggi}, the Korean
     * federation's count): chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2, by
     * the predefined piece names.
     */
    private int[] janggiValues() {
        Map<String, Integer> points = Map.of("rook", 13, "janggiCannon", 7, "horse", 5, "janggiElephant", 3,
                "wazir", 3, "soldier", 2);
        int[] values = new int[rules.pieces.size()];
        for (int t = 0; t < values.length; t++) {
            values[t] = points.getOrDefault(rules.pieces.get(t).name(), 0);
        }
        return values;
    }

    /** {@code pbm.names = k:general a:advisor}: the names players read for pieces, by letter. */
    private void readNames() throws DefinitionException {
        Entry e = keys.get("pbm.names");
        if (e == null) {
            return;
        }
        List<PieceType> pieces = new ArrayList<>(rules.pieces);
        for (String part : e.value().split("\\s+")) {
            int type = part.length() > 2 && part.charAt(1) == ':' ? rules.typeOf(part.charAt(0)) : -1;
            if (type < 0) {
                throw keys.error(e.line(), e.key(),
                        "expected letter:name pairs such as k:general, not \"" + part + "\"");
            }
            PieceType p = pieces.get(type);
            pieces.set(type, new PieceType(p.name(), p.letter(), p.moves(), part.substring(2).replace('_', ' ')));
        }
        rules.pieces = List.copyOf(pieces);
    }

    // ---------------------------------------------------------------- placement games

    /**
     * The keys of placement games, with Fairy-Stockfish's names: {@code enclosingDrop} and
     * {@code flipEnclosedPieces} (only {@code reversi} and {@code none}), {@code
     * enclosingDropStart}, {@code passOnStalemate} (also per side), {@code adjudicateFullBoard} (with
     * {@code materialCounting = unweighted}, read by {@link #readPalace}); and pbm's {@code
     * pbm.labels} (board labels per FEN letter, {@code P:X p:O}) and {@code pbm.showHands}.
     */
    private void readPlacement() throws DefinitionException {
        rules.enclosingDrop = keys.reversiOrNone("enclosingDrop");
        if (rules.enclosingDrop && rules.geometry.layout != Grid.Layout.SQUARE) {
            throw keys.error(keys.get("enclosingDrop").line(), "enclosingDrop", "only on a square board");
        }
        rules.flipEnclosed = keys.reversiOrNone("flipEnclosedPieces");
        rules.enclosingDropStart = keys.region("enclosingDropStart", "");
        boolean both = keys.bool("passOnStalemate", false);
        rules.passOnStalemate = new boolean[] {keys.bool("passOnStalemateWhite", both),
            keys.bool("passOnStalemateBlack", both)};
        rules.adjudicateFullBoard = keys.bool("adjudicateFullBoard", false);
        rules.showHands = keys.bool("pbm.showHands", true);
        Entry labels = keys.get("pbm.labels");
        if (labels == null) {
            return;
        }
        rules.labels = new char[2][rules.pieces.size()];
        for (String part : labels.value().split("\\s+")) {
            int type = part.length() == 3 && part.charAt(1) == ':' ? rules.typeOf(part.charAt(0)) : -1;
            if (type < 0 || !Character.isLetterOrDigit(part.charAt(2)) || part.charAt(2) > 127) {
                throw keys.error(labels.line(), labels.key(), "expected FEN letter:label pairs such as P:X p:O,"
                        + " not \"" + part + "\"");
            }
            rules.labels[Character.isUpperCase(part.charAt(0)) ? 0 : 1][type] = part.charAt(2);
        }
    }

    // ---------------------------------------------------------------- the start

    /** startFen, or pbm.forsythe (Game Courier's code) when given; it must set up on this board. */
    private void readStart() throws DefinitionException {
        Entry fen = keys.get("startFen");
        Entry forsythe = keys.get("pbm.forsythe");
        if (fen == null && forsythe == null) {
            throw keys.error(section.line(), "startFen", "missing: give startFen or pbm.forsythe");
        }
        Entry used = forsythe != null ? forsythe : fen;
        if (used == forsythe && rules.geometry.layout != Grid.Layout.SQUARE) {
            throw keys.error(forsythe.line(), "pbm.forsythe", "Game Courier's code only for square boards: give startFen");
        }
        String text = used.value();
        try {
            if (used == forsythe) {
                text = Forsythe.toFen(rules, text);
            }
            new Board(new Tables(rules, false)).setFen(text);
        } catch (IllegalArgumentException ex) {
            throw keys.error(used.line(), used.key(), ex.getMessage());
        }
        rules.startFen = text;
    }
}
