package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Drops stated by the Betza drop atom of H. G. Muller's note (reference/004): every form
 * (depth, j, f/s/b counts, m/c, n), garrison chess square by square, and the atoms giving
 * the same drops as Fairy-Stockfish's keys where both state the same rule.
 */
class DropAtomTest {

    /** The drops of the side to move as "N@f3" strings, sorted. */
    static Set<String> drops(Board b) {
        int[] buf = new int[4096];
        int n = b.legal(buf);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            if (Board.kind(buf[i]) == Board.DROP) {
                out.add(Notation.sanWithoutCheck(b, buf[i]));
            }
        }
        return out;
    }

    static Set<String> squares(String letter, String... names) {
        Set<String> out = new TreeSet<>();
        for (String s : names) {
            out.add(letter + "@" + s);
        }
        return out;
    }

    static Set<String> of(Board b, String letter) {
        Set<String> out = new TreeSet<>();
        for (String d : drops(b)) {
            if (d.startsWith(letter + "@")) {
                out.add(d);
            }
        }
        return out;
    }

    static Board board(String ini, String name, String fen) throws Exception {
        Rules rules = DefinitionReader.read(name + ".ini", ini).get(name);
        Board b = new Board(new Tables(rules));
        b.setFen(fen);
        return b;
    }

    @Test
    void garrisonDropsSquareBySquare() {
        Board b = FairyFamily.INSTANCE.board("garrison", "4k3/8/8/8/8/2N5/P7/4K3[NPr] w - - 0 1");
        assertEquals(squares("N", "a1", "b1", "d1", "f1", "g1", "h1", "b2", "d2", "e2", "f2", "g2", "h2",
                "a3", "b3", "d3", "e3", "f3", "g3", "h3"), of(b, "N"));
        assertEquals(squares("P", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "b3", "d3", "e3", "f3", "g3", "h3"),
                of(b, "P"));
        assertEquals(Set.of(), of(b, "R"), "Black's rook waits for Black's turn");
        b.setFen("4k3/8/8/8/8/8/8/4K3[r] b - - 0 1");
        List<String> rook = new ArrayList<>();
        for (int rank = 6; rank <= 8; rank++) {
            for (char f = 'a'; f <= 'h'; f++) {
                if (!(f == 'e' && rank == 8)) {
                    rook.add("" + f + rank);
                }
            }
        }
        assertEquals(squares("R", rook.toArray(new String[0])), of(b, "R"));
        b.setFen("4k3/4r3/8/8/8/8/8/4K3[r] b - - 0 1");
        assertTrue(of(b, "R").stream().noneMatch(d -> d.charAt(2) == 'e'), "one rook per file: " + of(b, "R"));
    }

    @Test
    void garrisonMailsAPromotedPawnBackAsAPawn() {
        pbm.rules.Play p = Games.play(Games.at("garrison", "1n2k3/P7/8/8/8/8/8/4K3[] w - - 0 1"), "axb8=Q");
        assertEquals("1Q~2k3/8/8/8/8/8/8/4K3[N] b - - 0 1", p.fen());
    }

    static final String MINI = String.join("\n", "[mini]", "maxRank = 6", "maxFile = 6", "king = k",
            "customPiece1 = a:W%s", "startFen = 6/6/6/6/6/k4K[AAa] w - - 0 1", "castling = false", "");

    private static Board mini(String atom, String fen) throws Exception {
        return board(MINI.formatted(atom), "mini", fen);
    }

    @Test
    void depthAndJCountRanksFromHome() throws Exception {
        Board b = mini("@", "6/6/6/6/6/k4K[A] w - - 0 1");
        assertEquals(squares("A", "b1", "c1", "d1", "e1"), of(b, "A"));
        b = mini("j@3", "6/6/6/6/6/k4K[A] w - - 0 1");
        assertEquals(squares("A", "a2", "b2", "c2", "d2", "e2", "f2", "a3", "b3", "c3", "d3", "e3", "f3"), of(b, "A"));
        b = mini("jj@3", "K5/6/6/6/6/k5[a] b - - 0 1");
        assertEquals(squares("A", "a4", "b4", "c4", "d4", "e4", "f4"), of(b, "A"), "Black's home is rank 6");
    }

    @Test
    void countsPerFileColourAndBoard() throws Exception {
        Board b = mini("f@6", "6/6/6/6/A5/k4K[A] w - - 0 1");
        assertTrue(of(b, "A").stream().noneMatch(d -> d.charAt(2) == 'a'), "f: none on the a-file");
        b = mini("ff@6", "6/6/6/6/A5/k4K[A] w - - 0 1");
        assertTrue(of(b, "A").contains("A@a3"), "ff: a second one on the file");
        b = mini("s@6", "6/6/6/6/A5/k4K[A] w - - 0 1");
        // a2 is light on an a1-dark board: no drop on light squares, all dark ones free.
        assertEquals(squares("A", "c1", "e1", "b2", "d2", "f2", "a3", "c3", "e3", "b4", "d4", "f4", "a5", "c5", "e5",
                "b6", "d6", "f6"), of(b, "A"));
        b = mini("b@6", "6/6/6/6/A5/k4K[A] w - - 0 1");
        assertEquals(Set.of(), of(b, "A"), "b: one on the board");
        b = mini("bb@6", "6/6/6/6/A5/k4K[A] w - - 0 1");
        assertEquals(36 - 3, of(b, "A").size(), "bb: a second one on any empty square");
    }

    @Test
    void captureDropsAndNoPassing() throws Exception {
        Board b = mini("c@2", "6/6/6/6/a5/k4K[A] w - - 0 1");
        assertEquals(squares("A", "a2"), of(b, "A"), "c: only onto an enemy piece, not onto the king");
        b = mini("mc@2", "6/6/6/6/a5/k4K[A] w - - 0 1");
        assertEquals(12 - 2, of(b, "A").size());
        b.make(Board.move(b.rules.typeOf('a'), 6, -1, Board.DROP));
        assertEquals("6/6/6/6/A5/k4K[] b - - 0 1", FairyFen.write(b), "a drop takes; without capturesToHand, off the board");
        b = mini("n@6", "6/6/6/6/6/k3AK[A] w - - 0 1");
        assertEquals(squares("A", "b1", "c1", "d1", "b2", "c2", "d2", "b3", "c3", "d3", "b4", "c4", "d4", "b5",
                "c5", "d5", "b6", "c6", "d6"), of(b, "A"), "n: not past a piece of the file (a1, e1, f1 hold pieces)");
    }

    // ------------------------------------------------------------ the same rule by key and by atom

    static final String CRAZY_BETZA = String.join("\n", "[cz]", "pawn = p:fmWfcFj@7", "knight = n:N@8",
            "bishop = b:B@8", "rook = r:R@8", "queen = q:Q@8", "king = k",
            "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", "capturesToHand = true", "");

    static final String SHOGI_BETZA = String.join("\n", "[sg]", "maxRank = 9", "maxFile = 9",
            "shogiPawn = p:fWf@8", "lance = l:fR@8", "shogiKnight = n:ffN@7", "silver = s:FfW@9", "gold = g:WfF@9",
            "bishop = b:B@9", "dragonHorse = h", "rook = r:R@9", "bers = d", "king = k",
            "startFen = lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
            "capturesToHand = true", "promotionRegionWhite = *7 *8 *9", "promotionRegionBlack = *1 *2 *3",
            "promotedPieceType = p:g l:g n:g s:g b:h r:d", "doubleStep = false", "castling = false", "");

    @Test
    void crazyhouseKeysAndAtomsDropAlike() throws Exception {
        sameDrops("crazyhouse", CRAZY_BETZA, "cz");
    }

    @Test
    void shogiKeysAndAtomsDropAlike() throws Exception {
        sameDrops("shogi", SHOGI_BETZA, "sg");
    }

    /** Random games of the shipped game; at every position both give the same pseudo-legal drops. */
    private static void sameDrops(String game, String ini, String name) throws Exception {
        Random random = new Random(12);
        Board atoms = board(ini, name, FairyFamily.INSTANCE.board(game, null).rules.startFen);
        int compared = 0;
        for (int g = 0; g < 30; g++) {
            Board keys = FairyFamily.INSTANCE.board(game, null);
            int[] buf = new int[4096];
            for (int ply = 0; ply < 120; ply++) {
                int n = keys.legal(buf);
                if (n == 0) {
                    break;
                }
                String fen = FairyFen.write(keys);
                atoms.setFen(fen);
                Set<String> byKeys = pseudoDrops(keys);
                assertEquals(byKeys, pseudoDrops(atoms), fen);
                compared += byKeys.isEmpty() ? 0 : 1;
                keys.make(buf[random.nextInt(n)]);
            }
        }
        assertTrue(compared > 500, "positions with drops compared: " + compared);
    }

    private static Set<String> pseudoDrops(Board b) {
        int[] buf = new int[4096];
        int n = MoveGenerator.drops(b, buf, 0);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            out.add(Character.toUpperCase(b.rules.pieces.get(Board.from(buf[i])).letter()) + "@"
                    + b.rules.squareName(Board.to(buf[i])));
        }
        return out;
    }
}
