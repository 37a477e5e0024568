package pbm.rules.fairy;

import org.junit.jupiter.api.Test;
import pbm.rules.Game;
import pbm.rules.Play;

class HexScratchTest {
    @Test
    void counts() {
        Game g = Games.game("glinski");
        Play p = g.start(g.startFen(0));
        System.out.println("FEN " + p.fen());
        for (int d = 1; d <= 3; d++) {
            System.out.println("perft " + d + " " + g.perft(g.startFen(0), d));
        }
        System.out.println(p.legalMoves());
    }
}
