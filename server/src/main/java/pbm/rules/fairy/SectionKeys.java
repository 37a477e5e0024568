package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import pbm.rules.fairy.DefinitionReader.Entry;

/**
 * The keys of one game's section, merged with its parents', read as typed values: numbers,
 * booleans, outcomes, sets of piece letters, regions of squares. A key not given has its
 * default; a bad value is a {@link DefinitionException} naming the file, the line and the key.
 * Piece letters and squares are read against the {@link Rules} being built (its pieces and
 * board size must be read first).
 */
final class SectionKeys {
    private final String file;
    private final Map<String, Entry> entries;
    private final Rules rules;

    SectionKeys(String file, Map<String, Entry> entries, Rules rules) {
        this.file = file;
        this.entries = entries;
        this.rules = rules;
    }

    DefinitionException error(int line, String key, String problem) {
        return new DefinitionException(file, line, key, problem);
    }

    /** The key's entry, or null when the section and its parents do not give it. */
    Entry get(String key) {
        return entries.get(key);
    }

    boolean has(String key) {
        return entries.containsKey(key);
    }

    /** Every entry, in the order written (a parent's first). */
    Collection<Entry> all() {
        return entries.values();
    }

    /** A whole number from {@code min} to {@code max}; with {@code fileLetters}, a file letter a-p counts 1-16. */
    int number(String key, int dflt, int min, int max, boolean fileLetters) throws DefinitionException {
        Entry e = entries.get(key);
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

    int number(String key, int dflt, int min, int max) throws DefinitionException {
        return number(key, dflt, min, max, false);
    }

    /** A file of the board, by letter or number (1 the a-file), as an index; {@code dflt} an index too. */
    int file(String key, int dflt) throws DefinitionException {
        return number(key, dflt + 1, 1, rules.width, true) - 1;
    }

    boolean bool(String key, boolean dflt) throws DefinitionException {
        Entry e = entries.get(key);
        if (e == null) {
            return dflt;
        }
        return switch (e.value()) {
            case "true" -> true;
            case "false" -> false;
            default -> throw error(e.line(), key, "expected true or false, not \"" + e.value() + "\"");
        };
    }

    /** A game's value for a side: win, loss, draw or none. */
    Outcome outcome(String key, Outcome dflt) throws DefinitionException {
        Entry e = entries.get(key);
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

    /**
     * Piece letters as types, in the order written ({@code -} and blanks skipped); a letter of no
     * piece is refused, but skipped in the default.
     */
    int[] pieceSet(String key, String dflt) throws DefinitionException {
        Entry e = entries.get(key);
        String v = e == null ? dflt : e.value();
        int line = e == null ? 0 : e.line();
        List<Integer> out = new ArrayList<>();
        for (char c : v.toCharArray()) {
            if (c == '-' || c == ' ') {
                continue;
            }
            int t = rules.typeOf(c);
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
    int[] notRoyal(String key, int[] types) throws DefinitionException {
        for (int t : types) {
            if (t == rules.kingType && entries.containsKey(key)) {
                throw error(entries.get(key).line(), key, "a piece may not promote into the royal piece ("
                        + rules.pieces.get(t).letter() + ")");
            }
        }
        return types;
    }

    /**
     * Squares as Fairy-Stockfish writes a region: {@code e4 d5}, a file letter or {@code *} (every
     * file) and a rank each; a rank off the board is refused, but skipped in the default.
     */
    boolean[] region(String key, String dflt) throws DefinitionException {
        Entry e = entries.get(key);
        String v = e == null ? dflt : e.value();
        boolean[] out = new boolean[rules.squares()];
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
            if (rank < 0 || rank >= rules.height) {
                if (e == null) {
                    continue;
                }
                throw error(e.line(), key, "no rank " + (rank + 1) + " on this board");
            }
            for (int f = 0; f < rules.width; f++) {
                int square = rules.geometry.square(f, rank);
                if (square >= 0 && (file.equals("*") || rules.geometry.file(file.charAt(0)) == f)) {
                    out[square] = true;
                }
            }
        }
        return out;
    }

    /** The squares of the ranks {@code from} to {@code to} (row indexes, both included). */
    boolean[] ranks(int from, int to) {
        boolean[] out = new boolean[rules.squares()];
        for (int sq = from * rules.width; sq < (to + 1) * rules.width; sq++) {
            out[sq] = true;
        }
        return out;
    }

    /**
     * {@code key = reversi} or {@code none}, Fairy-Stockfish's names of the placement rules; true
     * for reversi.
     */
    boolean reversiOrNone(String key) throws DefinitionException {
        Entry e = entries.get(key);
        if (e == null || e.value().equals("none")) {
            return false;
        }
        if (!e.value().equals("reversi")) {
            throw error(e.line(), key, "unsupported rule \"" + e.value() + "\" (reversi or none)");
        }
        return true;
    }
}
