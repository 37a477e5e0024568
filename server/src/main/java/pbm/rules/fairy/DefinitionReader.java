package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads definitions in the dialect of Fairy-Stockfish's {@code variants.ini}: sections
 * {@code [name]} and {@code [name:parent]}, {@code key = value} lines, {@code #} and {@code ;}
 * comments. Every key is either understood or refused: one {@link DefinitionException} names
 * the file, the line and the key. Key names and meanings follow the documentation at the top
 * of Fairy-Stockfish's {@code src/variants.ini}; {@code pbm.*} keys are pbm's own.
 */
final class DefinitionReader {

    /**
     * The longest Betza a piece may have: the longest shipped one has 13 characters; a piece
     * of every atom riding in every direction takes 18.
     */
    static final int MAX_BETZA = 40;
    /** The most piece types a game may have (a move holds a promotion type in five bits). */
    static final int MAX_TYPES = 26;
    /** The most kinds of piece a game may drop from a hand (shogi drops 7). */
    static final int MAX_HAND_KINDS = 20;

    /** A key's value and where it was written. */
    record Entry(String key, String value, int line) {
    }

    /** A section as written: its name, parent, line and entries in order. */
    record Section(String name, String parent, int line, List<Entry> entries) {
    }

    /** The predefined piece names and their Betza (Fairy-Stockfish's list). */
    static final Map<String, String> PREDEFINED = new LinkedHashMap<>();

    static {
        String[] table = {
            "pawn", "fmWfcF", "knight", "N", "bishop", "B", "rook", "R", "queen", "Q", "fers", "F",
            "alfil", "A", "fersAlfil", "FA", "silver", "FfW", "aiwok", "RNF", "bers", "RF",
            "archbishop", "BN", "chancellor", "RN", "amazon", "QN", "knibis", "mNcB", "biskni", "mBcN",
            "kniroo", "mNcR", "rookni", "mRcN", "shogiPawn", "fW", "lance", "fR", "shogiKnight", "ffN",
            "gold", "WfF", "dragonHorse", "BW", "clobber", "cW", "breakthrough", "fmWfF", "immobile", "",
            "cannon", "mRcpR", "janggiCannon", "pR", "soldier", "fsW", "horse", "nN", "elephant", "nA",
            "janggiElephant", "nZ", "wazir", "W", "commoner", "K", "centaur", "KN", "king", "K",
        };
        for (int i = 0; i < table.length; i += 2) {
            PREDEFINED.put(table[i], table[i + 1]);
        }
    }

    private static final List<String> KEYS = List.of("maxRank", "maxFile", "startFen", "castling", "chess960",
            "castlingKingsideFile", "castlingQueensideFile", "castlingRank", "castlingRookPieces",
            "castlingRookPiece", "doubleStep", "doubleStepRegionWhite", "doubleStepRegionBlack",
            "promotionRegionWhite", "promotionRegionBlack", "promotionRank", "promotionPieceTypes",
            "promotionLimit", "mandatoryPawnPromotion", "immobilityIllegal", "nMoveRule", "nFoldRule",
            "nFoldValue", "stalemateValue", "checkmateValue", "extinctionValue", "extinctionClaim",
            "extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount", "countingRule",
            "checking", "pbm.gameType", "pbm.title", "pbm.sides", "pbm.pattern", "pbm.help", "pbm.forsythe",
            "pbm.nMoveAuto", "pbm.nFoldAuto", "pbm.deadPosition", "pbm.variant", "bareKingValue", "bareKingMove",
            "promotedPieceType", "enPassantRegion", "doubleStepRank", "doubleStepRankMin", "pieceDrops",
            "capturesToHand", "firstRankPawnDrops", "promotionZonePawnDrops", "dropRegionWhite", "dropRegionBlack",
            "dropNoDoubled", "dropNoDoubledCount", "shogiPawnDropMateIllegal", "perpetualCheckIllegal",
            "mandatoryPiecePromotion", "promotionPieceTypesWhite", "promotionPieceTypesBlack",
            "enPassantRegionWhite", "enPassantRegionBlack", "mustCapture", "checkCounting", "flagPiece",
            "flagPieceWhite", "flagPieceBlack", "flagRegion", "flagRegionWhite", "flagRegionBlack", "flagMove",
            "castlingKingPiece", "pawnTypes", "nMoveRuleTypes", "extinctionPseudoRoyal");

    /** The keys of xiangqi and janggi (Fairy-Stockfish's names) and pbm's own for them. */
    private static final List<String> PALACE_KEYS = List.of("soldierPromotionRank", "flyingGeneral", "bikjangRule",
            "diagonalLines", "pass", "passWhite", "passBlack", "materialCounting", "pbm.perpetualCheckRefused",
            "pbm.river", "pbm.notation", "pbm.names");

    /** The keys of placement games such as Othello (see {@link #readPlacement}). */
    private static final List<String> PLACEMENT_KEYS = List.of("enclosingDrop", "enclosingDropStart",
            "flipEnclosedPieces", "passOnStalemate", "passOnStalemateWhite", "passOnStalemateBlack",
            "adjudicateFullBoard", "pbm.labels", "pbm.showHands");

    private final String file;
    private final Map<String, Section> sections = new LinkedHashMap<>();
    /** Where a parent section not in this file is looked up (a shipped game's text), or null. */
    private java.util.function.Function<String, String> parents;
    /** The sections taken from {@link #parents}: parents only, not games of this file. */
    private final java.util.Set<String> inherited = new java.util.HashSet<>();

    private DefinitionReader(String file) {
        this.file = file;
    }

    /** Every section of a definition file, each built into its rules. */
    static Map<String, Rules> read(String file, String text) throws DefinitionException {
        DefinitionReader reader = new DefinitionReader(file);
        reader.parse(text);
        Map<String, Rules> out = new LinkedHashMap<>();
        for (Section s : reader.sections.values()) {
            out.put(s.name(), reader.build(s));
        }
        return out;
    }

    /**
     * As {@link #read(String, String)}, where a section's parent may also be a section of
     * another text: {@code parents} gives the text that holds it (a shipped game's
     * definition), or null. The sections taken from there are not returned.
     */
    static Map<String, Rules> read(String file, String text, java.util.function.Function<String, String> parents)
            throws DefinitionException {
        DefinitionReader reader = new DefinitionReader(file);
        reader.parents = parents;
        reader.parse(text);
        Map<String, Rules> out = new LinkedHashMap<>();
        for (Section s : reader.sections.values()) {
            if (!reader.inherited.contains(s.name())) {
                out.put(s.name(), reader.build(s));
            }
        }
        return out;
    }

    /** Whether {@code parent} could be taken from {@link #parents}, with the sections of its text. */
    private boolean inherit(String parent) throws DefinitionException {
        String text = parents == null ? null : parents.apply(parent);
        if (text == null) {
            return false;
        }
        DefinitionReader other = new DefinitionReader(parent + ".ini");
        other.parse(text);
        for (Section s : other.sections.values()) {
            if (sections.putIfAbsent(s.name(), s) == null) {
                inherited.add(s.name());
            }
        }
        return sections.containsKey(parent);
    }

    private DefinitionException error(int line, String key, String problem) {
        return new DefinitionException(file, line, key, problem);
    }

    private void parse(String text) throws DefinitionException {
        if (text.length() > 16 * 1024) {
            throw error(1, "", "a definition may be at most 16 KiB");
        }
        String[] lines = text.split("\r?\n", -1);
        Section current = null;
        for (int i = 0; i < lines.length; i++) {
            int no = i + 1;
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#") || line.startsWith(";")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (!line.endsWith("]")) {
                    throw error(no, line, "a section header ends with ]");
                }
                String head = line.substring(1, line.length() - 1).strip();
                String name = head;
                String parent = null;
                int colon = head.indexOf(':');
                if (colon >= 0) {
                    name = head.substring(0, colon).strip();
                    parent = head.substring(colon + 1).strip();
                    if (!sections.containsKey(parent) && !inherit(parent)) {
                        throw error(no, name, "unknown parent section [" + parent + "]");
                    }
                }
                if (name.isEmpty() || sections.containsKey(name)) {
                    throw error(no, name, name.isEmpty() ? "empty section name" : "section defined twice");
                }
                current = new Section(name, parent, no, new ArrayList<>());
                sections.put(name, current);
                continue;
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw error(no, line, "expected key = value");
            }
            String key = line.substring(0, eq).strip();
            String value = line.substring(eq + 1).strip();
            if (current == null) {
                throw error(no, key, "a key before the first [section]");
            }
            if (!known(key)) {
                throw error(no, key, "unknown key");
            }
            for (Entry e : current.entries()) {
                if (e.key().equals(key)) {
                    throw error(no, key, "key given twice in [" + current.name() + "] (first on line " + e.line() + ")");
                }
            }
            current.entries().add(new Entry(key, value, no));
        }
    }

    private static boolean known(String key) {
        if (KEYS.contains(key) || PREDEFINED.containsKey(key) || PALACE_KEYS.contains(key)
                || PLACEMENT_KEYS.contains(key)) {
            return true;
        }
        if (key.startsWith("mobilityRegionWhite") || key.startsWith("mobilityRegionBlack")) {
            String piece = key.substring("mobilityRegionWhite".length());
            return !piece.isEmpty() && known(Character.toLowerCase(piece.charAt(0)) + piece.substring(1))
                    && !piece.startsWith("mobilityRegion");
        }
        if (key.startsWith("customPiece")) {
            try {
                int n = Integer.parseInt(key.substring("customPiece".length()));
                return n >= 1 && n <= 25;
            } catch (NumberFormatException e) {
                return false;
            }
        }
        return false;
    }

    private Map<String, Entry> merged(Section s) {
        Map<String, Entry> map = new LinkedHashMap<>();
        if (s.parent() != null) {
            map.putAll(merged(sections.get(s.parent())));
        }
        for (Entry e : s.entries()) {
            map.remove(e.key());
            map.put(e.key(), e);
        }
        return map;
    }

    private Rules build(Section s) throws DefinitionException {
        Map<String, Entry> m = merged(s);
        Rules r = new Rules();
        r.file = file;
        r.name = s.name();
        r.title = s.name().substring(0, 1).toUpperCase() + s.name().substring(1);
        checkTexts(m, s);
        r.width = number(m, "maxFile", 8, 1, 16, true);
        r.height = number(m, "maxRank", 8, 1, 16, false);
        readPieces(r, m, s);
        readPawnTypes(r, m);
        // Fairy-Stockfish's template defaults are absolute ranks (*2 and *7, *8 and *1),
        // whatever the board's size; a definition written for it behaves the same here.
        r.doubleStepRegion = new boolean[][] {region(r, m, "doubleStepRegionWhite", "*2"),
            region(r, m, "doubleStepRegionBlack", "*7")};
        if (m.containsKey("doubleStepRank") || m.containsKey("doubleStepRankMin")) {
            int max = number(m, "doubleStepRank", 2, 1, r.height, false);
            int min = number(m, "doubleStepRankMin", 2, 1, r.height, false);
            r.doubleStepRegion = new boolean[][] {rankRegion(r, min - 1, max - 1),
                rankRegion(r, r.height - max, r.height - min)};
        }
        Entry promotionRank = m.get("promotionRank");
        if (promotionRank != null) {
            int rank = number(m, "promotionRank", 0, 1, r.height, false);
            r.promotionRegion = new boolean[][] {rankRegion(r, rank - 1, r.height - 1), rankRegion(r, 0, r.height - rank)};
        } else {
            r.promotionRegion = new boolean[][] {region(r, m, "promotionRegionWhite", "*8"),
                region(r, m, "promotionRegionBlack", "*1")};
        }
        r.promotionTypes = notRoyal(r, m, "promotionPieceTypes", pieceSet(r, m, "promotionPieceTypes", "nbrq"));
        r.promotedOf = new int[r.pieces.size()];
        Arrays.fill(r.promotedOf, -1);
        readPromoted(r, m);
        r.mandatoryPiecePromotion = bool(m, "mandatoryPiecePromotion", false);
        readDrops(r, m);
        r.enPassantRegion = region(r, m, "enPassantRegion", "");
        if (!m.containsKey("enPassantRegion")) {
            Arrays.fill(r.enPassantRegion, true);
        }
        r.promotionLimit = new int[r.pieces.size()];
        Arrays.fill(r.promotionLimit, -1);
        readLimits(r, m);
        r.castling = bool(m, "castling", true);
        r.chess960 = bool(m, "chess960", false);
        r.castlingKingsideFile = file(r, m, "castlingKingsideFile", 6);
        r.castlingQueensideFile = file(r, m, "castlingQueensideFile", 2);
        r.castlingRank = number(m, "castlingRank", 1, 1, r.height, false) - 1;
        String rookKey = m.containsKey("castlingRookPiece") ? "castlingRookPiece" : "castlingRookPieces";
        int[] rooks = pieceSet(r, m, rookKey, r.typeOf('r') >= 0 ? "r" : "");
        r.castlingRookType = rooks.length == 0 ? -1 : rooks[0];
        int[] castler = pieceSet(r, m, "castlingKingPiece", "");
        r.castlingKingType = castler.length == 0 ? r.kingType : castler[0];
        if (r.castling && (r.castlingRookType < 0 || r.castlingKingType < 0) && m.containsKey("castling")) {
            throw error(m.get("castling").line(), "castling", "castling needs a king and a castling rook piece");
        }
        if (r.castlingRookType < 0 || r.castlingKingType < 0) {
            r.castling = false;
        }
        r.doubleStep = bool(m, "doubleStep", true);
        r.mandatoryPawnPromotion = bool(m, "mandatoryPawnPromotion", true);
        r.immobilityIllegal = bool(m, "immobilityIllegal", false);
        r.nMoveRule = number(m, "nMoveRule", 50, 0, 10000, false);
        r.nFoldRule = number(m, "nFoldRule", 3, 0, 100, false);
        r.nFoldValue = value(m, "nFoldValue", Outcome.DRAW);
        r.stalemateValue = value(m, "stalemateValue", Outcome.DRAW);
        r.checkmateValue = value(m, "checkmateValue", Outcome.LOSS);
        r.extinctionValue = value(m, "extinctionValue", Outcome.NONE);
        r.extinctionClaim = bool(m, "extinctionClaim", false);
        r.extinctionTypes = new boolean[r.pieces.size()];
        Entry ext = m.get("extinctionPieceTypes");
        if (ext != null && ext.value().equals("*")) {
            Arrays.fill(r.extinctionTypes, true);
            r.extinctionAll = true;
        } else {
            for (int t : pieceSet(r, m, "extinctionPieceTypes", "")) {
                r.extinctionTypes[t] = true;
            }
        }
        r.extinctionPieceCount = number(m, "extinctionPieceCount", 0, 0, 1000, false);
        r.extinctionOpponentPieceCount = number(m, "extinctionOpponentPieceCount", 0, 0, 1000, false);
        readBareKing(r, m);
        Entry counting = m.get("countingRule");
        if (counting != null) {
            switch (counting.value()) {
                case "makruk" -> r.makrukCounting = true;
                case "none" -> r.makrukCounting = false;
                default -> throw error(counting.line(), "countingRule", "unsupported counting rule \""
                        + counting.value() + "\" (makruk or none)");
            }
        }
        readVariantKeys(r, m);
        readPbm(r, m);
        readPalace(r, m);
        readPlacement(r, m);
        readStart(r, m, s);
        if (r.kingType < 0 && r.checkmateValue != Outcome.NONE && r.extinctionValue == Outcome.NONE
                && !r.unweightedCounting) {
            throw error(s.line(), "king", "no royal piece, but checkmate decides the game (define king = k)");
        }
        return r;
    }

    private void readPieces(Rules r, Map<String, Entry> m, Section s) throws DefinitionException {
        List<PieceType> pieces = new ArrayList<>();
        for (Entry e : m.values()) {
            String betza = PREDEFINED.get(e.key());
            if (betza == null && !e.key().startsWith("customPiece")) {
                continue;
            }
            String v = e.value();
            if (v.isEmpty() || v.equals("-")) {
                continue;
            }
            char letter = v.charAt(0);
            if (!Character.isLetter(letter) || letter > 127) {
                throw error(e.line(), e.key(), "a piece letter must be a letter a-z, not '" + letter + "'");
            }
            letter = Character.toLowerCase(letter);
            if (v.length() > 1) {
                if (v.charAt(1) != ':') {
                    throw error(e.line(), e.key(), "write a piece as a letter, or letter:Betza");
                }
                betza = v.substring(2);
                if (betza.length() > MAX_BETZA) {
                    throw error(e.line(), e.key(), "a piece's Betza may be at most " + MAX_BETZA + " characters, not "
                            + betza.length());
                }
            } else if (betza == null) {
                throw error(e.line(), e.key(), "a custom piece needs letter:Betza");
            }
            for (PieceType p : pieces) {
                if (p.letter() == letter) {
                    throw error(e.line(), e.key(), "the letter '" + letter + "' is already the " + p.name() + "'s");
                }
            }
            if (pieces.size() == MAX_TYPES) {
                throw error(e.line(), e.key(), "at most " + MAX_TYPES + " piece types");
            }
            Betza.Moves moves;
            try {
                moves = Betza.read(betza);
            } catch (Betza.BetzaException ex) {
                throw error(e.line(), e.key(), ex.getMessage());
            }
            if (e.key().equals("king")) {
                r.kingType = pieces.size();
            }
            if (e.key().equals("pawn")) {
                r.pawnType = pieces.size();
            }
            pieces.add(new PieceType(e.key(), letter, moves));
        }
        r.pieces = List.copyOf(pieces);
    }

    private void readLimits(Rules r, Map<String, Entry> m) throws DefinitionException {
        Entry e = m.get("promotionLimit");
        if (e == null) {
            return;
        }
        for (String part : e.value().split("\\s+")) {
            int colon = part.indexOf(':');
            int type = colon == 1 ? r.typeOf(part.charAt(0)) : -1;
            if (type < 0) {
                throw error(e.line(), e.key(), "expected letter:count pairs such as q:1, not \"" + part + "\"");
            }
            try {
                r.promotionLimit[type] = Integer.parseInt(part.substring(2));
            } catch (NumberFormatException ex) {
                throw error(e.line(), e.key(), "bad number in \"" + part + "\"");
            }
        }
    }

    /**
     * The older Fairy-Stockfish keys for shatranj's bare king: {@code bareKingValue} is an
     * extinction of all pieces but the king, against two or more; {@code bareKingMove} lets
     * the bared side answer first (the extinction is claimed by the side to move).
     */
    private void readBareKing(Rules r, Map<String, Entry> m) throws DefinitionException {
        if (m.containsKey("bareKingValue")) {
            r.extinctionValue = value(m, "bareKingValue", Outcome.NONE);
            Arrays.fill(r.extinctionTypes, true);
            r.extinctionAll = true;
            r.extinctionPieceCount = 1;
            r.extinctionOpponentPieceCount = 2;
        }
        if (m.containsKey("bareKingMove")) {
            r.extinctionClaim = bool(m, "bareKingMove", false);
        }
    }

    /** {@code promotedPieceType = p:m}: the pawn's promotion; other pieces' promotion is refused. */
    private void readPromoted(Rules r, Map<String, Entry> m) throws DefinitionException {
        Entry e = m.get("promotedPieceType");
        if (e == null) {
            return;
        }
        for (String part : e.value().split("\\s+")) {
            int colon = part.indexOf(':');
            int from = colon == 1 ? r.typeOf(part.charAt(0)) : -1;
            int to = colon == 1 && part.length() == 3 ? r.typeOf(part.charAt(2)) : -1;
            if (from < 0 || to < 0) {
                throw error(e.line(), e.key(), "expected pairs of piece letters such as p:m, not \"" + part + "\"");
            }
            notRoyal(r, m, "promotedPieceType", new int[] {to});
            if (from == r.pawnType) {
                r.promotionTypes = new int[] {to};
            } else {
                r.promotedOf[from] = to;
            }
        }
    }

    /**
     * The drop keys of Fairy-Stockfish: pieceDrops, capturesToHand, firstRankPawnDrops,
     * promotionZonePawnDrops, dropRegionWhite/Black, dropNoDoubled(Count) and
     * shogiPawnDropMateIllegal (for the shogiPawn, else the pawn). A game has hands when it
     * drops by key or by a Betza {@code @}, or sends captures to hand.
     */
    private void readDrops(Rules r, Map<String, Entry> m) throws DefinitionException {
        r.pieceDrops = bool(m, "pieceDrops", false);
        r.capturesToHand = bool(m, "capturesToHand", false);
        r.firstRankPawnDrops = bool(m, "firstRankPawnDrops", false);
        r.promotionZonePawnDrops = bool(m, "promotionZonePawnDrops", false);
        r.dropRegion = new boolean[][] {region(r, m, "dropRegionWhite", ""), region(r, m, "dropRegionBlack", "")};
        if (!m.containsKey("dropRegionWhite")) {
            Arrays.fill(r.dropRegion[0], true);
        }
        if (!m.containsKey("dropRegionBlack")) {
            Arrays.fill(r.dropRegion[1], true);
        }
        int[] noDoubled = pieceSet(r, m, "dropNoDoubled", "");
        if (noDoubled.length > 1) {
            throw error(m.get("dropNoDoubled").line(), "dropNoDoubled", "one piece letter");
        }
        r.dropNoDoubled = noDoubled.length == 0 ? -1 : noDoubled[0];
        r.dropNoDoubledCount = number(m, "dropNoDoubledCount", 1, 0, 100, false);
        if (bool(m, "shogiPawnDropMateIllegal", false)) {
            int shogiPawn = -1;
            for (int t = 0; t < r.pieces.size(); t++) {
                if (r.pieces.get(t).name().equals("shogiPawn")) {
                    shogiPawn = t;
                }
            }
            r.dropMateType = shogiPawn >= 0 ? shogiPawn : r.pawnType;
        }
        r.perpetualCheckIllegal = bool(m, "perpetualCheckIllegal", false);
        boolean atoms = false;
        for (PieceType p : r.pieces) {
            atoms |= !p.moves().drops().isEmpty();
        }
        r.hands = r.pieceDrops || r.capturesToHand || atoms;
        int kinds = 0;
        for (int t = 0; t < r.pieces.size(); t++) {
            kinds += t != r.kingType && (r.pieceDrops || !r.pieces.get(t).moves().drops().isEmpty()) ? 1 : 0;
        }
        if (kinds > MAX_HAND_KINDS) {
            String key = r.pieceDrops ? "pieceDrops" : "customPiece";
            Entry e = m.get(key);
            throw error(e == null ? 0 : e.line(), key, "at most " + MAX_HAND_KINDS + " kinds of piece may be dropped"
                    + " from a hand, not " + kinds);
        }
    }

    private void readPbm(Rules r, Map<String, Entry> m) throws DefinitionException {
        Entry gt = m.get("pbm.gameType");
        if (gt != null) {
            r.gameType = number(m, "pbm.gameType", 0, 0, 999, false);
        }
        if (m.containsKey("pbm.title")) {
            r.title = m.get("pbm.title").value();
        }
        if (m.containsKey("pbm.help")) {
            r.help = m.get("pbm.help").value();
        }
        Entry sides = m.get("pbm.sides");
        if (sides != null) {
            String[] names = sides.value().split("\\s+");
            if (names.length != 2 || names[0].equalsIgnoreCase(names[1])) {
                throw error(sides.line(), sides.key(), "two different side names, e.g. White Black");
            }
            r.sides = List.of(names);
        }
        Entry pattern = m.get("pbm.pattern");
        if (pattern != null) {
            if (!pattern.value().matches("[0-9.]+")) {
                throw error(pattern.line(), pattern.key(), "a pattern is digits and periods, e.g. 10.01.");
            }
            r.pattern = pattern.value();
        }
        r.nMoveAuto = number(m, "pbm.nMoveAuto", 0, 0, 10000, false);
        r.nFoldAuto = number(m, "pbm.nFoldAuto", 0, 0, 100, false);
        r.deadPosition = bool(m, "pbm.deadPosition", false);
        if (m.containsKey("pbm.variant")) {
            r.variantTag = m.get("pbm.variant").value();
        }
    }

    /** The most characters a title, a side name, a label or a game's name may have. */
    static final int TEXT_MAX = 60;

    /**
     * Issue 30: the words a definition gives every player to read, its name ({@code [name]}),
     * {@code pbm.title}, each name of {@code pbm.sides} and each label of {@code pbm.labels},
     * are printable: no bidirectional control (U+202A-202E, U+2066-2069, U+200E/200F, U+061C),
     * no control character, no other unprintable one (formatting, line and paragraph separators,
     * spaces but the plain one, private use, unassigned, a lone surrogate), and at most
     * {@value #TEXT_MAX} characters. Refused with the line and the rule. A title inherited
     * from a shipped parent ({@code [tinychess:chess]}) is dropped: the game's title is then
     * its own name, never the shipped game's.
     */
    private void checkTexts(Map<String, Entry> m, Section s) throws DefinitionException {
        Entry inheritedTitle = m.get("pbm.title");
        for (String name : inherited) {
            if (inheritedTitle != null && sections.get(name).entries().stream().anyMatch(e -> e == inheritedTitle)) {
                // a shipped parent's title ("Chess") is not this game's: it goes by its own name
                m.remove("pbm.title");
            }
        }
        String problem = textProblem(s.name(), "a game's name");
        if (problem != null) {
            throw error(s.line(), "[name]", problem);
        }
        Entry title = m.get("pbm.title");
        problem = title == null ? null : textProblem(title.value(), "a title");
        if (problem != null) {
            throw error(title.line(), title.key(), problem);
        }
        Entry sides = m.get("pbm.sides");
        for (String side : sides == null ? new String[0] : sides.value().split("\\s+")) {
            problem = textProblem(side, "a side name");
            if (problem != null) {
                throw error(sides.line(), sides.key(), problem);
            }
        }
        Entry labels = m.get("pbm.labels");
        for (String part : labels == null ? new String[0] : labels.value().split("\\s+")) {
            int colon = part.indexOf(':');
            problem = textProblem(part.substring(colon + 1), "a label");
            if (problem != null) {
                throw error(labels.line(), labels.key(), problem);
            }
        }
    }

    /** Why {@code text} cannot be shown to players as {@code what} ("a title"), or null when it can. */
    static String textProblem(String text, String what) {
        int length = text.codePointCount(0, text.length());
        if (length > TEXT_MAX) {
            return what + " may be at most " + TEXT_MAX + " characters, this one has " + length;
        }
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            String kind = bidiControl(c) ? "bidirectional control"
                    : Character.getType(c) == Character.CONTROL ? "control character"
                    : printable(c) ? null : "unprintable character";
            if (kind != null) {
                return what + " may not contain the " + kind + " U+" + String.format("%04X", c);
            }
        }
        return null;
    }

    private static boolean bidiControl(int c) {
        return c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069 || c == 0x200E || c == 0x200F
                || c == 0x061C;
    }

    private static boolean printable(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.PRIVATE_USE, Character.SURROGATE, Character.UNASSIGNED -> false;
            case Character.SPACE_SEPARATOR -> c == ' ';
            default -> true;
        };
    }

    /**
     * The keys of xiangqi and janggi: {@code mobilityRegionWhiteKing} and the like (where a
     * piece may stand), soldierPromotionRank, flyingGeneral, bikjangRule, diagonalLines,
     * pass/passWhite/passBlack, materialCounting (janggi, unweighted or none); and pbm's
     * {@code pbm.perpetualCheckRefused}, {@code pbm.river} and {@code pbm.notation}.
     */
    private void readPalace(Rules r, Map<String, Entry> m) throws DefinitionException {
        int types = r.pieces.size();
        for (int c = 0; c < 2; c++) {
            for (int t = 0; t < types; t++) {
                String name = r.pieces.get(t).name();
                String key = "mobilityRegion" + (c == 0 ? "White" : "Black")
                        + Character.toUpperCase(name.charAt(0)) + name.substring(1);
                if (m.containsKey(key)) {
                    if (r.mobility == null) {
                        r.mobility = new boolean[2][types][];
                    }
                    r.mobility[c][t] = region(r, m, key, "");
                }
            }
        }
        for (Entry e : m.values()) {
            if (e.key().startsWith("mobilityRegion") && (r.mobility == null || !regionUsed(r, e.key()))) {
                throw error(e.line(), e.key(), "no piece of this game has that name");
            }
        }
        r.soldierPromotionRank = number(m, "soldierPromotionRank", 1, 1, r.height, false);
        r.flyingGeneral = bool(m, "flyingGeneral", false);
        r.bikjang = bool(m, "bikjangRule", false);
        if ((r.flyingGeneral || r.bikjang) && r.kingType < 0) {
            String key = r.flyingGeneral ? "flyingGeneral" : "bikjangRule";
            throw error(m.get(key).line(), key, "needs a king");
        }
        if (m.containsKey("diagonalLines")) {
            r.diagonalLines = region(r, m, "diagonalLines", "");
        }
        boolean pass = bool(m, "pass", false);
        r.pass[0] = bool(m, "passWhite", pass);
        r.pass[1] = bool(m, "passBlack", pass);
        if ((r.pass[0] || r.pass[1]) && r.kingType < 0) {
            throw error(m.get(m.containsKey("pass") ? "pass" : r.pass[0] ? "passWhite" : "passBlack").line(), "pass",
                    "passing needs a king (the pass is written as the king's move)");
        }
        Entry counting = m.get("materialCounting");
        if (counting != null) {
            switch (counting.value()) {
                case "janggi" -> r.materialValues = janggiValues(r);
                case "unweighted" -> r.unweightedCounting = true;
                case "none" -> r.materialValues = null;
                default -> throw error(counting.line(), "materialCounting", "unsupported material counting \""
                        + counting.value() + "\" (janggi, unweighted or none)");
            }
        }
        readNames(r, m);
        r.perpetualCheckRefused = bool(m, "pbm.perpetualCheckRefused", false);
        r.river = number(m, "pbm.river", 0, 0, r.height - 1, false);
        Entry notation = m.get("pbm.notation");
        if (notation != null) {
            if (!notation.value().equals("san") && !notation.value().equals("wxf")) {
                throw error(notation.line(), "pbm.notation", "san or wxf, not \"" + notation.value() + "\"");
            }
            r.notation = notation.value();
        }
    }

    /** {@code pbm.names = k:general a:advisor}: the names players read for pieces, by letter. */
    private void readNames(Rules r, Map<String, Entry> m) throws DefinitionException {
        Entry e = m.get("pbm.names");
        if (e == null) {
            return;
        }
        List<PieceType> pieces = new ArrayList<>(r.pieces);
        for (String part : e.value().split("\\s+")) {
            int type = part.length() > 2 && part.charAt(1) == ':' ? r.typeOf(part.charAt(0)) : -1;
            if (type < 0) {
                throw error(e.line(), e.key(), "expected letter:name pairs such as k:general, not \"" + part + "\"");
            }
            PieceType p = pieces.get(type);
            pieces.set(type, new PieceType(p.name(), p.letter(), p.moves(), part.substring(2).replace('_', ' ')));
        }
        r.pieces = List.copyOf(pieces);
    }

    private static boolean regionUsed(Rules r, String key) {
        String piece = key.substring("mobilityRegionWhite".length());
        for (PieceType p : r.pieces) {
            if (p.name().equalsIgnoreCase(piece)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Janggi's points (Fairy-Stockfish's {@code materialCounting = janggi}, the Korean
     * federation's count): chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2, by
     * the predefined piece names.
     */
    private static int[] janggiValues(Rules r) {
        Map<String, Integer> points = Map.of("rook", 13, "janggiCannon", 7, "horse", 5, "janggiElephant", 3,
                "wazir", 3, "soldier", 2);
        int[] values = new int[r.pieces.size()];
        for (int t = 0; t < values.length; t++) {
            values[t] = points.getOrDefault(r.pieces.get(t).name(), 0);
        }
        return values;
    }

    /**
     * The keys of placement games, with Fairy-Stockfish's names: {@code enclosingDrop} and
     * {@code flipEnclosedPieces} (only {@code reversi} and {@code none}), {@code
     * enclosingDropStart}, {@code passOnStalemate} (also per side), {@code adjudicateFullBoard} (with
     * {@code materialCounting = unweighted}, read by {@link #readPalace}); and pbm's {@code
     * pbm.labels} (board labels per FEN letter, {@code P:X p:O}) and {@code pbm.showHands}.
     */
    private void readPlacement(Rules r, Map<String, Entry> m) throws DefinitionException {
        r.enclosingDrop = reversiOrNone(m, "enclosingDrop");
        r.flipEnclosed = reversiOrNone(m, "flipEnclosedPieces");
        r.enclosingDropStart = region(r, m, "enclosingDropStart", "");
        boolean both = bool(m, "passOnStalemate", false);
        r.passOnStalemate = new boolean[] {bool(m, "passOnStalemateWhite", both), bool(m, "passOnStalemateBlack", both)};
        r.adjudicateFullBoard = bool(m, "adjudicateFullBoard", false);
        r.showHands = bool(m, "pbm.showHands", true);
        Entry labels = m.get("pbm.labels");
        if (labels != null) {
            r.labels = new char[2][r.pieces.size()];
            for (String part : labels.value().split("\\s+")) {
                int type = part.length() == 3 && part.charAt(1) == ':' ? r.typeOf(part.charAt(0)) : -1;
                if (type < 0 || !Character.isLetterOrDigit(part.charAt(2)) || part.charAt(2) > 127) {
                    throw error(labels.line(), labels.key(), "expected FEN letter:label pairs such as P:X p:O,"
                            + " not \"" + part + "\"");
                }
                r.labels[Character.isUpperCase(part.charAt(0)) ? 0 : 1][type] = part.charAt(2);
            }
        }
    }

    private boolean reversiOrNone(Map<String, Entry> m, String key) throws DefinitionException {
        Entry e = m.get(key);
        if (e == null || e.value().equals("none")) {
            return false;
        }
        if (!e.value().equals("reversi")) {
            throw error(e.line(), key, "unsupported rule \"" + e.value() + "\" (reversi or none)");
        }
        return true;
    }

    private void readStart(Rules r, Map<String, Entry> m, Section s) throws DefinitionException {
        Entry fen = m.get("startFen");
        Entry gc = m.get("pbm.forsythe");
        if (fen == null && gc == null) {
            throw error(s.line(), "startFen", "missing: give startFen or pbm.forsythe");
        }
        Entry used = gc != null ? gc : fen;
        String text = used.value();
        try {
            if (used == gc) {
                text = Forsythe.toFen(r, text);
            }
            Board b = new Board(new Tables(r, false));
            b.setFen(text);
        } catch (IllegalArgumentException ex) {
            throw error(used.line(), used.key(), ex.getMessage());
        }
        r.startFen = text;
    }

    private int number(Map<String, Entry> m, String key, int dflt, int min, int max, boolean fileLetters)
            throws DefinitionException {
        Entry e = m.get(key);
        if (e == null) {
            return dflt;
        }
        int n;
        String v = e.value();
        if (fileLetters && v.length() == 1 && v.charAt(0) >= 'a' && v.charAt(0) <= 'p') {
            n = v.charAt(0) - 'a' + 1;
        } else {
            try {
                n = Integer.parseInt(v);
            } catch (NumberFormatException ex) {
                throw error(e.line(), key, "bad number \"" + v + "\"");
            }
        }
        if (n < min || n > max) {
            String why = (key.equals("maxRank") || key.equals("maxFile")) && n > max
                    ? "the board may be at most 16x16" : "must be from " + min + " to " + max;
            throw error(e.line(), key, n + " is out of range: " + why);
        }
        return n;
    }

    private int file(Rules r, Map<String, Entry> m, String key, int dflt) throws DefinitionException {
        return number(m, key, dflt + 1, 1, r.width, true) - 1;
    }

    private boolean bool(Map<String, Entry> m, String key, boolean dflt) throws DefinitionException {
        Entry e = m.get(key);
        if (e == null) {
            return dflt;
        }
        return switch (e.value()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw error(e.line(), key, "expected true or false, not \"" + e.value() + "\"");
        };
    }

    private Outcome value(Map<String, Entry> m, String key, Outcome dflt) throws DefinitionException {
        Entry e = m.get(key);
        if (e == null) {
            return dflt;
        }
        return switch (e.value()) {
            case "win" -> Outcome.WIN;
            case "loss" -> Outcome.LOSS;
            case "draw" -> Outcome.DRAW;
            case "none" -> Outcome.NONE;
            default -> throw error(e.line(), key, "expected win, loss, draw or none, not \"" + e.value() + "\"");
        };
    }

    private int[] pieceSet(Rules r, Map<String, Entry> m, String key, String dflt) throws DefinitionException {
        Entry e = m.get(key);
        String v = e == null ? dflt : e.value();
        int line = e == null ? 0 : e.line();
        List<Integer> out = new ArrayList<>();
        for (char c : v.toCharArray()) {
            if (c == '-' || c == ' ') {
                continue;
            }
            int t = r.typeOf(c);
            if (t < 0) {
                if (e == null) {
                    continue;
                }
                throw error(line, key, "no piece has the letter '" + c + "'");
            }
            out.add(t);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * {@code types}, refused when the royal piece is among them: a promotion into the king gives
     * a side two kings, which neither the rules of check nor a FEN can hold.
     */
    private int[] notRoyal(Rules r, Map<String, Entry> m, String key, int[] types) throws DefinitionException {
        for (int t : types) {
            if (t == r.kingType && m.containsKey(key)) {
                throw error(m.get(key).line(), key, "a piece may not promote into the royal piece ("
                        + r.pieces.get(t).letter() + ")");
            }
        }
        return types;
    }

    private boolean[] region(Rules r, Map<String, Entry> m, String key, String dflt) throws DefinitionException {
        Entry e = m.get(key);
        String v = e == null ? dflt : e.value();
        boolean[] out = new boolean[r.squares()];
        for (String part : v.split("\\s+")) {
            if (part.isEmpty() || part.equals("-")) {
                continue;
            }
            String file = part.substring(0, 1);
            int rank;
            try {
                rank = Integer.parseInt(part.substring(1)) - 1;
            } catch (NumberFormatException ex) {
                throw error(e == null ? 0 : e.line(), key, "bad square \"" + part + "\"");
            }
            if (rank < 0 || rank >= r.height) {
                if (e == null) {
                    continue;
                }
                throw error(e.line(), key, "no rank " + (rank + 1) + " on this board");
            }
            for (int f = 0; f < r.width; f++) {
                if (file.equals("*") || file.charAt(0) - 'a' == f) {
                    out[rank * r.width + f] = true;
                }
            }
        }
        return out;
    }

    private static boolean[] rankRegion(Rules r, int from, int to) {
        boolean[] out = new boolean[r.squares()];
        for (int sq = from * r.width; sq < (to + 1) * r.width; sq++) {
            out[sq] = true;
        }
        return out;
    }

    /**
     * Fairy-Stockfish's keys for other goals and move rules: promotionPieceTypesWhite/Black,
     * enPassantRegionWhite/Black, mustCapture, checking, checkCounting, flagPiece(White/Black),
     * flagRegion(White/Black) and flagMove.
     */
    private void readVariantKeys(Rules r, Map<String, Entry> m) throws DefinitionException {
        if (m.containsKey("promotionPieceTypesWhite") || m.containsKey("promotionPieceTypesBlack")) {
            r.promotionTypesByColour = new int[][] {
                m.containsKey("promotionPieceTypesWhite") ? notRoyal(r, m, "promotionPieceTypesWhite",
                        pieceSet(r, m, "promotionPieceTypesWhite", "")) : r.promotionTypes,
                m.containsKey("promotionPieceTypesBlack") ? notRoyal(r, m, "promotionPieceTypesBlack",
                        pieceSet(r, m, "promotionPieceTypesBlack", "")) : r.promotionTypes};
        }
        if (m.containsKey("enPassantRegionWhite") || m.containsKey("enPassantRegionBlack")) {
            r.enPassantRegionByColour = new boolean[2][];
            String[] keys = {"enPassantRegionWhite", "enPassantRegionBlack"};
            for (int c = 0; c < 2; c++) {
                r.enPassantRegionByColour[c] = m.containsKey(keys[c]) ? region(r, m, keys[c], "") : r.enPassantRegion;
            }
        }
        if (m.containsKey("nMoveRuleTypes")) {
            r.nMoveRuleTypes = new boolean[r.pieces.size()];
            for (int t : pieceSet(r, m, "nMoveRuleTypes", "")) {
                r.nMoveRuleTypes[t] = true;
            }
        }
        r.extinctionPseudoRoyal = bool(m, "extinctionPseudoRoyal", false);
        r.mustCapture = bool(m, "mustCapture", false);
        r.checking = bool(m, "checking", true);
        r.checkCounting = bool(m, "checkCounting", false);
        r.flagMove = bool(m, "flagMove", false);
        String[] pieceKeys = {"flagPieceWhite", "flagPieceBlack"};
        String[] regionKeys = {"flagRegionWhite", "flagRegionBlack"};
        for (int c = 0; c < 2; c++) {
            String pieceKey = m.containsKey(pieceKeys[c]) ? pieceKeys[c] : "flagPiece";
            Entry piece = m.get(pieceKey);
            if (piece != null && !piece.value().equals("*")) {
                int[] types = pieceSet(r, m, pieceKey, "");
                if (types.length != 1) {
                    throw error(piece.line(), pieceKey, "one piece letter, or * for any piece");
                }
                r.flagPiece[c] = types[0];
            }
            String regionKey = m.containsKey(regionKeys[c]) ? regionKeys[c] : "flagRegion";
            if (m.containsKey(regionKey)) {
                if (r.flagRegion == null) {
                    r.flagRegion = new boolean[2][r.squares()];
                }
                r.flagRegion[c] = region(r, m, regionKey, "");
            }
        }
    }

    /** {@code pawnTypes = p}: the custom piece that is the pawn (promotes, steps twice, is taken en passant). */
    private void readPawnTypes(Rules r, Map<String, Entry> m) throws DefinitionException {
        Entry e = m.get("pawnTypes");
        if (e == null) {
            return;
        }
        int[] types = pieceSet(r, m, "pawnTypes", "");
        if (types.length != 1) {
            throw error(e.line(), e.key(), "one piece letter (one pawn type)");
        }
        r.pawnType = types[0];
    }
}
