package pbm.rules.draughts;

import pbm.rules.MoveRead;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading players' moves and writing them in each variant's notation. */
class MoveTextTest {

    private static final Variant DRAUGHTS = DraughtsFamily.variant("draughts").orElseThrow();
    private static final Position START = DRAUGHTS.initialPosition();
    private static final Move H4_G5 = new Move(34, List.of(29), List.of());

    private static String rejection(Variant v, Position p, String text) {
        MoveRead parse = v.parseMove(p, text);
        assertTrue(parse instanceof MoveRead.Rejected, text + " gave " + parse);
        return ((MoveRead.Rejected) parse).reason();
    }

    @Test
    void numericAndAlgebraicWithAnySeparator() {
        for (String text : List.of("34-29", "H4-G5", "h4-g5", "34x29", "34:29", " 34 - 29 ", "h4:29")) {
            assertEquals(new MoveRead.Legal(H4_G5), DRAUGHTS.parseMove(START, text), text);
        }
        assertEquals("34-29", DRAUGHTS.notation(START, H4_G5));
    }

    @Test
    void rejectionsSayWhy() {
        assertEquals("There is no piece on 29.", rejection(DRAUGHTS, START, "29-24"));
        assertEquals("The piece on 19 is not yours: White is to move.", rejection(DRAUGHTS, START, "19-24"));
        assertEquals("There is no square 51: squares are numbered 1 to 50.", rejection(DRAUGHTS, START, "51-46"));
        assertEquals("There is no square k4 on this board.", rejection(DRAUGHTS, START, "k4-j5"));
        assertEquals("a2 is not a playing square: pieces stand only on the dark squares.",
                rejection(DRAUGHTS, START, "a2-b3"));
        assertTrue(rejection(DRAUGHTS, START, "34").startsWith("Cannot read the move \"34\""));
        assertTrue(rejection(DRAUGHTS, START, "").startsWith("Write a move"));
        assertEquals("34-28 is not a legal move. The piece on 34 can play 34-29 or 34-30.",
                rejection(DRAUGHTS, START, "34-28"));
        assertEquals("46-41 is not a legal move. The piece on 46 cannot move.", rejection(DRAUGHTS, START, "46-41"));
    }

    @Test
    void captureIsCompulsory() {
        // White 32 can take 28 (landing 23); the plain move 31-26 is then refused.
        Position p = Fen.read(DRAUGHTS, "W:W31,32:B28");
        assertEquals("A capture is compulsory: play 32x23.", rejection(DRAUGHTS, p, "31-26"));
        assertEquals(new MoveRead.Legal(new Move(32, List.of(23), List.of(28))), DRAUGHTS.parseMove(p, "32x23"));
        assertEquals("32x23", DRAUGHTS.notation(p, new Move(32, List.of(23), List.of(28))));
    }

    @Test
    void algebraicVariantsRefuseNumbersAndWriteTheirSeparator() {
        Variant russian = DraughtsFamily.variant("russian").orElseThrow();
        Position start = russian.initialPosition();
        assertEquals("Russian Draughts uses algebraic squares such as c3, not numbers: write the move as a3-b4.",
                rejection(russian, start, "22-18"));
        MoveRead c3d4 = russian.parseMove(start, "C3-D4");
        assertTrue(c3d4 instanceof MoveRead.Legal, c3d4.toString());
        assertEquals("c3-d4", russian.notation(start, (Move) ((MoveRead.Legal) c3d4).ply()));
    }

    @Test
    void checkersStartsWithBlack() {
        Variant checkers = DraughtsFamily.variant("checkers").orElseThrow();
        Position start = checkers.initialPosition();
        assertEquals(new MoveRead.Legal(new Move(11, List.of(15), List.of())), checkers.parseMove(start, "11-15"));
        assertEquals("The piece on 22 is not yours: Black is to move.", rejection(checkers, start, "22-18"));
    }

    @Test
    void everyWrittenMoveReadsBackInEveryVariant() {
        for (Variant v : DraughtsFamily.variants()) {
            Position p = v.initialPosition();
            for (int ply = 0; ply < 6; ply++) {
                List<Move> legal = v.legalMoves(p);
                for (Move m : legal) {
                    assertEquals(new MoveRead.Legal(m), v.parseMove(p, v.notation(p, m)), v.name());
                }
                p = p.play(legal.get(legal.size() / 2));
            }
        }
    }

    @Test
    void perftDivideIsKeyedByNotation() {
        assertEquals(List.of("31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30"),
                Perft.divide(START, 1).keySet().stream().sorted().toList());
        assertEquals(81L, Perft.divide(START, 2).values().stream().mapToLong(Long::longValue).sum());
    }
}
