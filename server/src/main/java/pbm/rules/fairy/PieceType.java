package pbm.rules.fairy;

/**
 * A piece type of a definition: its name ("knight", "customPiece1"), letter and moves, and
 * the name players read when the definition gives one ({@code pbm.names}), else null.
 */
record PieceType(String name, char letter, Betza.Moves moves, String called) {

    PieceType(String name, char letter, Betza.Moves moves) {
        this(name, letter, moves, null);
    }

    /**
     * The name pictures know the piece by ({@link pbm.rules.Grid.Content#kind}): its own, but a
     * custom piece's is the one-word name the definition calls it ({@code pbm.names =
     * g:grasshopper}), so a grasshopper defined by its moves is drawn as one.
     */
    String kind() {
        return name.startsWith("customPiece") && called != null && called.matches("[A-Za-z0-9]+") ? called : name;
    }

    /** The name players read: "knight"; a custom piece is "the X piece" by its letter. */
    String spoken() {
        if (called != null) {
            return called;
        }
        if (name.startsWith("customPiece")) {
            return Character.toUpperCase(letter) + "-piece";
        }
        return switch (name) {
            case "shogiPawn" -> "pawn";
            case "shogiKnight" -> "knight";
            case "dragonHorse" -> "dragon horse";
            default -> name;
        };
    }
}
