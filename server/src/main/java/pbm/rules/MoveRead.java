package pbm.rules;

/** The result of reading a player's move: a legal move, or a plain sentence saying why not. */
public sealed interface MoveRead {

    record Legal(Ply ply) implements MoveRead {
    }

    /** A broken rule is a value: {@code reason} is one sentence a player can act on. */
    record Rejected(String reason) implements MoveRead {
    }
}
