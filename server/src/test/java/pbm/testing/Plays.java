package pbm.testing;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import pbm.rules.MoveRead;
import pbm.rules.Play;

/** Moves played from text through the seam, for tests of any family. */
public final class Plays {

    private Plays() {
    }

    /** Plays each move, failing with the reader's reason when one is refused. */
    public static Play play(Play p, String... moves) {
        Play at = p;
        for (String move : moves) {
            MoveRead read = at.read(move);
            if (read instanceof MoveRead.Rejected r) {
                throw new AssertionError(move + " refused in " + at.fen() + ": " + r.reason());
            }
            at = at.play(assertInstanceOf(MoveRead.Legal.class, read).ply());
        }
        return at;
    }
}
