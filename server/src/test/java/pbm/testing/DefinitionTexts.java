package pbm.testing;

/** Definitions the tests of defined games (issue 14) share. */
public final class DefinitionTexts {
    /** The letters of the 20 custom pieces of {@link #huge}, upper case: all of them in one hand. */
    public static final String HUGE_HAND = "ABCDEFGHIJLMNOPQRSTU";

    private DefinitionTexts() {
    }

    /**
     * A 16x16 game "huge" of two kings and 20 one-step pieces that are only dropped from
     * hand, the start's hand {@code hand} (e.g. "A"). With {@link #HUGE_HAND} in a hand a
     * position has over 5,000 drops.
     */
    public static String huge(String hand) {
        StringBuilder text = new StringBuilder("[huge]\nmaxFile = 16\nmaxRank = 16\nking = k\npieceDrops = true\n");
        for (int i = 0; i < HUGE_HAND.length(); i++) {
            text.append("customPiece").append(i + 1).append(" = ").append(Character.toLowerCase(HUGE_HAND.charAt(i)))
                    .append(":W\n");
        }
        return text.append("startFen = ").append(hugeFen(hand)).append('\n').toString();
    }

    /**
     * A 16x16 game "riders" whose 20 pieces ride along every line of W, F, N, C and Z: a
     * one side's move tables would be bigger than a defined game's may be (refused at define).
     */
    public static String riders() {
        StringBuilder text = new StringBuilder("[riders]\nmaxFile = 16\nmaxRank = 16\nking = k\n");
        for (int i = 0; i < HUGE_HAND.length(); i++) {
            text.append("customPiece").append(i + 1).append(" = ").append(Character.toLowerCase(HUGE_HAND.charAt(i)))
                    .append(":WWFFNNCCZZ\n");
        }
        return text.append("startFen = ").append(hugeFen("")).append('\n').toString();
    }

    /** A position of {@link #huge}: the kings in the corners, {@code hand} in White's hand. */
    public static String hugeFen(String hand) {
        return "k15/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15[" + hand + "] w - - 0 1";
    }
}
