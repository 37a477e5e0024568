package pbm.rules.fairy;

/** A piece type of a definition: its name ("knight", "customPiece1"), letter and moves. */
record PieceType(String name, char letter, Betza.Moves moves) {

    /** The name players read: "knight"; a custom piece is "the X piece" by its letter. */
    String spoken() {
        if (name.startsWith("customPiece")) {
            return Character.toUpperCase(letter) + "-piece";
        }
        return switch (name) {
            case "shogiPawn" -> "pawn";
            case "shogiKnight" -> "knight";
            case "dragonHorse" -> "dragon horse";
            case "immobile" -> "disc";
            default -> name;
        };
    }
}
