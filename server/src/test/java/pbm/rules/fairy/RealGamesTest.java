package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static pbm.rules.fairy.Games.start;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import pbm.rules.Ending;
import pbm.rules.MoveRead;
import pbm.rules.Play;

/** Whole games replayed through read and play; the record must come back move for move. */
class RealGamesTest {

    /** Replays SAN (as printed in the sources), checking each move's record notation. */
    static Play replay(Play p, String moves) {
        Play at = p;
        List<String> written = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String token : moves.split("\\s+")) {
            if (token.isEmpty() || token.matches("\\d+\\.+")) {
                continue;
            }
            String move = token.replaceFirst("^\\d+\\.+", "");
            MoveRead read = at.read(move);
            if (read instanceof MoveRead.Rejected r) {
                throw new AssertionError(move + ": " + r.reason());
            }
            MoveRead.Legal legal = (MoveRead.Legal) read;
            expected.add(move);
            written.add(at.notation(legal.ply()));
            at = at.play(legal.ply());
        }
        assertEquals(expected, written);
        return at;
    }

    @Test
    void operaGameMorphy1858() {
        // Paul Morphy - Duke Karl of Brunswick and Count Isouard, Paris Opera 1858.
        Play end = replay(start("chess"), "1.e4 e5 2.Nf3 d6 3.d4 Bg4 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Bc4 Nf6 7.Qb3 Qe7"
                + " 8.Nc3 c6 9.Bg5 b5 10.Nxb5 cxb5 11.Bxb5+ Nbd7 12.O-O-O Rd8 13.Rxd7 Rxd7 14.Rd1 Qe6"
                + " 15.Bxd7+ Nxd7 16.Qb8+ Nxb8 17.Rd8#");
        assertEquals(Optional.of(new Ending(0, "checkmate")), end.ending());
    }

    @Test
    void immortalGameAnderssen1851() {
        // Adolf Anderssen - Lionel Kieseritzky, London 1851.
        Play end = replay(start("chess"), "1.e4 e5 2.f4 exf4 3.Bc4 Qh4+ 4.Kf1 b5 5.Bxb5 Nf6 6.Nf3 Qh6 7.d3 Nh5"
                + " 8.Nh4 Qg5 9.Nf5 c6 10.g4 Nf6 11.Rg1 cxb5 12.h4 Qg6 13.h5 Qg5 14.Qf3 Ng8 15.Bxf4 Qf6"
                + " 16.Nc3 Bc5 17.Nd5 Qxb2 18.Bd6 Bxg1 19.e5 Qxa1+ 20.Ke2 Na6 21.Nxg7+ Kd8 22.Qf6+ Nxf6"
                + " 23.Be7#");
        assertEquals(Optional.of(new Ending(0, "checkmate")), end.ending());
    }

    @Test
    void enPassantAndPromotionGame() {
        Play end = replay(start("chess"), "1.e4 d5 2.e5 f5 3.exf6 e5 4.fxg7 Ke7 5.gxh8=Q Nf6 6.Qxf8+ Kxf8");
        assertEquals(Optional.empty(), end.ending());
    }

    @Test
    void capablancaCastlesThreeSquares() {
        Play end = replay(start("capablanca"), "1.Nj3 Nj6 2.h4 h5 3.Bh2 Bh7 4.Cg3 Cg6 5.O-O O-O");
        assertEquals("rnabq2rk1/ppppppppb1/6c2n/7p2/7P2/6C2N/PPPPPPPPB1/RNABQ2RK1 w - - 4 6".substring(0, 9),
                end.fen().substring(0, 9));
        assertEquals("RNABQ2RK1", end.fen().split(" ")[0].split("/")[7]);
    }

    @Test
    void makrukPawnsPromoteToMet() {
        Play p = Games.at("makruk", "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1");
        Play end = replay(p, "1.d6=M");
        assertEquals("4k3/8/3M4/8/8/8/8/4K3 b - - 0 1", end.fen());
    }

    /** The sample openings of the help pages are legal moves. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"chess", "losalamos", "capablanca", "grand", "shatranj",
        "makruk"})
    void helpPageSamplesAreLegal(String game) throws java.io.IOException {
        String page;
        try (java.io.InputStream in = getClass().getClassLoader().getResourceAsStream("help/" + game + ".txt")) {
            page = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        Play p = start(game);
        int moves = 0;
        for (String line : page.split("\n")) {
            if (line.startsWith("  " + game + " move 101 ")) {
                p = Games.play(p, line.substring(line.lastIndexOf(' ') + 1));
                moves++;
            }
        }
        assertEquals(true, moves >= 3, game);
    }
}
