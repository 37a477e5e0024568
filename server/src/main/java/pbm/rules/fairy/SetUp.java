package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import pbm.rules.fairy.DefinitionReader.Entry;

/**
 * The choice of set-up before play (janggi's horses and elephants), by pbm's keys:
 * {@code pbm.setupSquares} (the first side's squares the choice fills; the second side's are
 * the same files on the mirrored ranks), {@code pbm.setupChoices} (the arrangements, the
 * pieces' letters in the order of those squares) and {@code pbm.setupFirst} (the side that
 * chooses first). A new game starts with those squares empty; each side's first ply, in turn,
 * is the word of one arrangement; then the side to move in startFen moves first.
 *
 * <p>A position is one of the choice when it is move 1, the side to move has its squares empty,
 * the other side's hold nothing or an arrangement, and every other square is as in startFen:
 * no position of play looks so. A definition whose startFen holds no arrangement on both sides'
 * squares (a game defined on janggi with its own start) has no choice.
 */
final class SetUp {

    private SetUp() {
    }

    /** Reads the three keys into {@code rules} (nothing when pbm.setupChoices is not given). */
    static void read(SectionKeys keys, Rules rules) throws DefinitionException {
        Entry choices = keys.get("pbm.setupChoices");
        if (choices == null) {
            return;
        }
        int[] squares = squares(keys, rules);
        List<String> words = new ArrayList<>();
        for (String word : choices.value().toLowerCase(Locale.ROOT).split("\\s+")) {
            if (word.length() != squares.length || word.chars().anyMatch(ch -> rules.typeOf((char) ch) < 0)) {
                throw keys.error(choices.line(), choices.key(), "\"" + word + "\" is not " + squares.length
                        + " piece letters of this game, one for each of pbm.setupSquares");
            }
            words.add(word);
        }
        rules.setupSquares = squares;
        rules.setupChoices = words.toArray(new String[0]);
        Entry first = keys.get("pbm.setupFirst");
        if (first != null) {
            rules.setupFirst = rules.sides.indexOf(first.value());
            if (rules.setupFirst < 0) {
                throw keys.error(first.line(), first.key(), "one of the sides " + rules.sides + ", not \""
                        + first.value() + "\"");
            }
        }
    }

    private static int[] squares(SectionKeys keys, Rules rules) throws DefinitionException {
        Entry given = keys.get("pbm.setupSquares");
        if (given == null) {
            throw keys.error(keys.get("pbm.setupChoices").line(), "pbm.setupSquares", "missing: the squares"
                    + " pbm.setupChoices fills");
        }
        String[] names = given.value().split("\\s+");
        int[] squares = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            squares[i] = square(rules, names[i]);
            if (squares[i] < 0) {
                throw keys.error(given.line(), given.key(), "no square \"" + names[i] + "\" on this board");
            }
        }
        return squares;
    }

    private static int square(Rules r, String name) {
        if (!name.matches("[a-p]\\d{1,2}")) {
            return -1;
        }
        int file = name.charAt(0) - 'a';
        int rank = Integer.parseInt(name.substring(1)) - 1;
        return file < r.width && rank >= 0 && rank < r.height ? rank * r.width + file : -1;
    }

    /** The squares a colour's choice fills: the first side's as given, the second side's mirrored. */
    static int[] squares(Rules r, int colour) {
        int[] out = r.setupSquares.clone();
        for (int i = 0; colour == 1 && i < out.length; i++) {
            out[i] = (r.height - 1 - out[i] / r.width) * r.width + out[i] % r.width;
        }
        return out;
    }

    /** Whether the choice applies to a game whose startFen is {@code standard}: both sides hold an arrangement. */
    static boolean applies(Board standard) {
        return standard.rules.setupChoices != null && arrangement(standard, 0) >= 0 && arrangement(standard, 1) >= 0;
    }

    /**
     * Whether the side to move on {@code b} is to choose its set-up (see the class comment);
     * {@code standard} is the game's startFen.
     */
    static boolean choosing(Board b, Board standard) {
        Rules r = b.rules;
        if (r.setupChoices == null || b.fullmove != 1 || !empty(b, b.side) || !empty(b, b.side ^ 1)
                && arrangement(b, b.side ^ 1) < 0) {
            return false;
        }
        boolean[] chosen = new boolean[b.squares];
        for (int c = 0; c < 2; c++) {
            for (int sq : squares(r, c)) {
                chosen[sq] = true;
            }
        }
        for (int sq = 0; sq < b.squares; sq++) {
            if (!chosen[sq] && b.cells[sq] != standard.cells[sq]) {
                return false;
            }
        }
        return true;
    }

    private static boolean empty(Board b, int colour) {
        for (int sq : squares(b.rules, colour)) {
            if (b.cells[sq] != 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The start of a new game: startFen with both sides' squares emptied and the side that
     * chooses first to move; startFen itself when its squares hold no arrangement of the choices.
     */
    static String start(Rules r, Board standard) {
        Board b = standard.copy();
        for (int c = 0; c < 2; c++) {
            for (int sq : squares(r, c)) {
                b.remove(sq);
            }
        }
        return withSide(b, r.setupFirst);
    }

    /** Which of the choices colour {@code c} has on its squares, or -1. */
    static int arrangement(Board b, int c) {
        int[] squares = squares(b.rules, c);
        for (int i = 0; i < b.rules.setupChoices.length; i++) {
            boolean same = true;
            for (int k = 0; k < squares.length; k++) {
                int code = b.cells[squares[k]];
                same &= code != 0 && Board.colour(code) == c
                        && Board.type(code) == b.rules.typeOf(b.rules.setupChoices[i].charAt(k));
            }
            if (same) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The position after the side to move chose arrangement {@code choice}: the other side to
     * choose next if it has not, else the side that moves first in startFen.
     */
    static String place(Board before, int choice, Board standard) {
        Board b = before.copy();
        Rules r = b.rules;
        int[] squares = squares(r, b.side);
        for (int k = 0; k < squares.length; k++) {
            b.put(squares[k], Board.code(b.side, r.typeOf(r.setupChoices[choice].charAt(k))));
        }
        b.side ^= 1;
        if (!choosing(b, standard)) {
            b.side = r.startFen.split("\\s+")[1].equals("b") ? 1 : 0;
        }
        return withSide(b, b.side);
    }

    private static String withSide(Board b, int side) {
        String[] fields = FairyFen.write(b).split(" ");
        fields[1] = side == 0 ? "w" : "b";
        return String.join(" ", fields);
    }

    /** The arrangement a player's word names (its letters, any case, or its number from 1), or -1. */
    static int read(Rules r, String text) {
        String word = text.strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < r.setupChoices.length; i++) {
            if (r.setupChoices[i].equals(word) || word.equals(String.valueOf(i + 1))) {
                return i;
            }
        }
        return -1;
    }

    /** The pieces the choice places, in words: "horses and elephants". */
    static String pieceNames(Rules r) {
        List<String> names = new ArrayList<>();
        for (char letter : r.setupChoices[0].toCharArray()) {
            String name = r.spoken(r.typeOf(letter)) + "s";
            if (!names.contains(name)) {
                names.add(name);
            }
        }
        String last = names.remove(names.size() - 1);
        return names.isEmpty() ? last : String.join(", ", names) + " and " + last;
    }

    /** The arrangement as the record writes it: its letters in upper case ("HEEH"). */
    static String word(Rules r, int choice) {
        return r.setupChoices[choice].toUpperCase(Locale.ROOT);
    }

    /** The choices in words for replies and the board: "HEEH, EHHE, HEHE or EHEH". */
    static String list(Rules r) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < r.setupChoices.length; i++) {
            words.add(word(r, i));
        }
        String last = words.remove(words.size() - 1);
        return words.isEmpty() ? last : String.join(", ", words) + " or " + last;
    }

    /** The squares in words: "b1, c1, g1 and h1" for the side {@code colour}. */
    static String squareNames(Rules r, int colour) {
        List<String> names = new ArrayList<>();
        for (int sq : squares(r, colour)) {
            names.add(r.squareName(sq));
        }
        String last = names.remove(names.size() - 1);
        return names.isEmpty() ? last : String.join(", ", names) + " and " + last;
    }

    /** Every position the choices can give from {@code start} (itself included), as FENs. */
    static List<String> reachable(Board start, Board standard) {
        List<String> out = new ArrayList<>();
        List<Board> todo = new ArrayList<>(List.of(start));
        while (!todo.isEmpty()) {
            Board b = todo.remove(todo.size() - 1);
            out.add(FairyFen.write(b));
            for (int i = 0; choosing(b, standard) && i < b.rules.setupChoices.length; i++) {
                Board next = new Board(b.tables);
                next.setFen(place(b, i, standard));
                todo.add(next);
            }
        }
        return out;
    }
}
