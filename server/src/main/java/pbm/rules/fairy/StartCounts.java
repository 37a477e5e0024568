package pbm.rules.fairy;

import java.util.Optional;

/** A set-up position's pieces against the game's own start, side by side (see {@link FairyGame#refusedStart}). */
final class StartCounts {

    private StartCounts() {
    }

    /** Why {@code colour}'s pieces on {@code board} cannot stand where the game starts from {@code start}. */
    static Optional<String> refused(Rules rules, Board start, Board board, int colour) {
        String side = rules.sides.get(colour);
        if (rules.kingType >= 0 && !rules.extinctionPseudoRoyal) {
            int kings = count(board, colour, rules.kingType);
            int wanted = count(start, colour, rules.kingType);
            if (kings != wanted) {
                return Optional.of(side + " has " + kings + " " + plural(rules, rules.kingType, kings) + "; "
                        + rules.title + " is played with " + wanted + ".");
            }
        }
        if (rules.capturesToHand || rules.flipEnclosed) {
            return Optional.empty(); // pieces change sides: only the kings are counted per side
        }
        if (rules.pawnType >= 0 && count(board, colour, rules.pawnType) > count(start, colour, rules.pawnType)) {
            return Optional.of(side + " has " + count(board, colour, rules.pawnType) + " pawns; " + rules.title
                    + " starts with " + count(start, colour, rules.pawnType) + ".");
        }
        if (total(board, colour) > total(start, colour)) {
            return Optional.of(side + " has " + total(board, colour) + " pieces; " + rules.title + " starts with "
                    + total(start, colour) + ".");
        }
        return Optional.empty();
    }

    private static String plural(Rules rules, int type, int count) {
        String name = rules.pieces.get(type).spoken();
        return count == 1 ? name : name + "s";
    }

    /** Pieces of {@code type} of {@code colour}, on the board and in hand. */
    private static int count(Board board, int colour, int type) {
        int count = board.hand[colour][type];
        for (int code : board.cells) {
            if (code != 0 && Board.colour(code) == colour && Board.type(code) == type) {
                count++;
            }
        }
        return count;
    }

    private static int total(Board board, int colour) {
        int total = 0;
        for (int type = 0; type < board.rules.pieces.size(); type++) {
            total += count(board, colour, type);
        }
        return total;
    }
}
