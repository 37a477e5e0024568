package pbm.rules.fairy;

import org.junit.jupiter.api.Test;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.render.BoardRenderer;

class HexScratchTest {
    @Test
    void counts() {
        for (String w : new String[] {"glinski", "mccooey", "byzantine"}) {
            Game g = Games.game(w);
            Play p = g.start(g.startFen(0));
            System.out.println("FEN " + p.fen());
            for (int d = 1; d <= 3; d++) {
                System.out.println("perft " + d + " " + g.perft(g.startFen(0), d));
            }
            for (var ply : p.legalMoves()) {
                System.out.print(p.notation(ply) + " ");
            }
            System.out.println();
            System.out.println(g.rulesInWords());
        }
    }
}
