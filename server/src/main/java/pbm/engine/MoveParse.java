package pbm.engine;

/** The result of reading a player's move: a legal move, or a plain sentence saying why not. */
public sealed interface MoveParse {

    record Legal(Move move) implements MoveParse {
    }

    record Rejected(String reason) implements MoveParse {
    }
}
