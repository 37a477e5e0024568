package pbm.play;

import java.util.ArrayList;
import java.util.List;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * A line of moves read one by one from a position, as a thematic opening is: the plies read,
 * the position after them, and the first move that was not legal where it came (-1: none).
 */
public record MoveLine(List<Ply> plies, Play end, int refused) {

    public MoveLine {
        plies = List.copyOf(plies);
    }

    /** Reads {@code moves} from {@code start}, stopping at the first that is not a legal move there. */
    public static MoveLine read(Play start, List<String> moves) {
        List<Ply> plies = new ArrayList<>();
        Play play = start;
        for (int i = 0; i < moves.size(); i++) {
            if (!(play.read(moves.get(i)) instanceof MoveRead.Legal legal)) {
                return new MoveLine(plies, play, i);
            }
            plies.add(legal.ply());
            play = play.play(legal.ply());
        }
        return new MoveLine(plies, play, -1);
    }
}
