package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads definitions in the dialect of Fairy-Stockfish's {@code variants.ini}: sections
 * {@code [name]} and {@code [name:parent]}, {@code key = value} lines, {@code #} and {@code ;}
 * comments. Every key is either understood or refused: one {@link DefinitionException} names
 * the file, the line and the key. Key names and meanings follow the documentation at the top
 * of Fairy-Stockfish's {@code src/variants.ini}; {@code pbm.*} keys are pbm's own.
 *
 * <p>This class reads the file's shape (sections, parents, known keys); {@link RulesBuilder}
 * reads each game's keys into its {@link Rules}.
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
            "chasingRule", "pbm.setupChoices", "pbm.setupSquares", "pbm.setupFirst",
            "pbm.river", "pbm.notation", "pbm.names", "pbm.picture", "pbm.board", "pbm.files", "pbm.ranks", "pbm.stalemateScore",
            "tripleStepRegionWhite", "tripleStepRegionBlack", "pbm.castlingSteps");

    /** The keys of placement games such as Othello (see {@link #readPlacement}). */
    private static final List<String> PLACEMENT_KEYS = List.of("enclosingDrop", "enclosingDropStart",
            "flipEnclosedPieces", "passOnStalemate", "passOnStalemateWhite", "passOnStalemateBlack",
            "adjudicateFullBoard", "pbm.labels", "pbm.showHands");

    private final String file;
    private final Map<String, Section> sections = new LinkedHashMap<>();
    /** Where a parent section not in this file is looked up (a shipped game's text), or null. */
    private Function<String, String> parents;
    /** The sections taken from {@link #parents}: parents only, not games of this file. */
    private final Set<String> inherited = new HashSet<>();

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
    static Map<String, Rules> read(String file, String text, Function<String, String> parents)
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
                current = section(line, no);
            } else {
                entry(current, line, no);
            }
        }
    }

    /** A section header, {@code [name]} or {@code [name:parent]}: the new section, its parent known. */
    private Section section(String line, int no) throws DefinitionException {
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
        Section section = new Section(name, parent, no, new ArrayList<>());
        sections.put(name, section);
        return section;
    }

    /** A {@code key = value} line of the current section: a known key, given once. */
    private void entry(Section current, String line, int no) throws DefinitionException {
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
        Map<String, Entry> keys = merged(s);
        Entry title = keys.get("pbm.title");
        for (String name : inherited) {
            if (title != null && sections.get(name).entries().stream().anyMatch(e -> e == title)) {
                // a shipped parent's title ("Chess") is not this game's: it goes by its own name
                keys.remove("pbm.title");
            }
        }
        return RulesBuilder.build(file, s, keys);
    }
}
