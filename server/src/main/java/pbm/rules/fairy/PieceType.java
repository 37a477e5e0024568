package pbm.rules.fairy;

/**
 * A piece type of a definition: its name ("knight", "customPiece1"), letter and moves, and
 * the name players read when the definition gives one ({@code pbm.names}), else null.
 */
record PieceType(String name, char letter, Betza.Moves moves, String called) {

    PieceType(String name, char letter, Betza.Moves moves) {
        this(name, letter, moves, null);
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
