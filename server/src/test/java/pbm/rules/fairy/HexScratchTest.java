package pbm.rules.fairy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;

class HexScratchTest {
    @Test
    void knight() {
        Game g = Games.game("glinski");
        // rank 6 is a6..l6: knight on f6, black king on l6; white king on a1
        Play p = g.start("1/3/5/7/9/5N4k/11/11/11/11/K10 w - - 0 1");
        for (var ply : p.legalMoves()) {
            System.out.print(p.notation(ply) + " ");
        }
        System.out.println();
    }

    @Test
    void shafran() {
        Game g = Games.game("shafran");
        Play p = g.start(g.startFen(0));
        System.out.println("FEN " + p.fen());
        for (int d = 1; d <= 3; d++) {
            System.out.println("perft " + d + " " + g.perft(g.startFen(0), d));
        }
        for (var ply : p.legalMoves()) {
            System.out.print(p.notation(ply) + " ");
        }
        System.out.println();
        String[] line = {"Na3", "i8", "Bd3", "h8", "Qe3", "g8", "Q-O-O-O", "B-O-O"};
        for (String m : line) {
            var read = p.read(m);
            if (read instanceof pbm.rules.MoveRead.Rejected r) {
                System.out.println("refused " + m + ": " + r.reason());
                break;
            }
            p = p.play(((pbm.rules.MoveRead.Legal) read).ply());
        }
        System.out.println("FEN " + p.fen());
        for (var ply : p.legalMoves()) {
            System.out.print(p.notation(ply) + " ");
        }
        System.out.println();
        System.out.println(g.rulesInWords());
    }

    @Test
    void find() {
        org.junit.jupiter.api.Assumptions.assumeTrue(System.getProperty("scratch.want") != null);
        Game g = Games.game(System.getProperty("scratch.game", "glinski"));
        String want = System.getProperty("scratch.want", "stalemate");
        Random random = new Random(7);
        List<String> best = null;
        long end = System.currentTimeMillis() + 120_000;
        while (System.currentTimeMillis() < end) {
            Play p = g.start(g.startFen(0));
            List<String> line = new ArrayList<>();
            for (int i = 0; i < 400 && p.ending().isEmpty(); i++) {
                List<Ply> moves = p.legalMoves();
                Ply chosen = null;
                int fewest = Integer.MAX_VALUE;
                // mostly: the move leaving the opponent fewest replies (captures first); sometimes random
                if (random.nextInt(4) == 0) {
                    chosen = moves.get(random.nextInt(moves.size()));
                } else {
                    for (Ply m : moves) {
                        Play next = p.play(m);
                        int replies = next.legalMoves().size();
                        if (next.ending().isPresent() && next.ending().get().reason().startsWith(want)) {
                            replies = -1;
                        }
                        if (replies < fewest || replies == fewest && random.nextBoolean()) {
                            fewest = replies;
                            chosen = m;
                        }
                    }
                }
                line.add(p.notation(chosen));
                p = p.play(chosen);
            }
            if (p.ending().isPresent() && p.ending().get().reason().startsWith(want)
                    && (best == null || line.size() < best.size())) {
                best = line;
                System.out.println(line.size() + " " + p.ending().get() + " " + String.join(" ", line));
            }
        }
    }
}
