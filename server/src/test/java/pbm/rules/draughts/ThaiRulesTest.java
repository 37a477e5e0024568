package pbm.rules.draughts;

import pbm.rules.MoveRead;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Thai draughts: hand-built positions with every legal move worked out on paper from the rules (men move
 * and capture diagonally forward only, kings fly when moving but land right behind the piece they take,
 * captured pieces removed at once, free choice of capture, Black first, PDN numbering 31,B,8,8,N2 with
 * g1 = 1 and b8 = 32, captures written with '-'). Positions are given with algebraic squares.
 */
class ThaiRulesTest {

    private static final Variant THAI = DraughtsFamily.variant("thai").orElseThrow();

    private static final AlgebraicMoves MOVES = new AlgebraicMoves(THAI);

    @Test
    void blackStartsWithEightMenOnTheTwoNearestRows() {
        Position start = THAI.initialPosition();
        assertEquals(Side.BLACK, start.sideToMove());
        assertEquals("B:W1-8:B25-32", Fen.write(start));
        assertEquals(8, start.count(Piece.WHITE_MAN));
        assertEquals("31,B,8,8,N2,0", THAI.gameType());
        // The numbering of the help page: 1 = g1, 4 = a1, 5 = h2, 22 = f6, 26 = e7, 32 = b8.
        assertEquals(List.of(1, 4, 5, 22, 26, 32), MOVES.sqs("g1", "a1", "h2", "f6", "e7", "b8"));
        assertEquals(Set.of(MOVES.step("a7", "b6"), MOVES.step("c7", "b6"), MOVES.step("c7", "d6"), MOVES.step("e7", "d6"),
                MOVES.step("e7", "f6"), MOVES.step("g7", "f6"), MOVES.step("g7", "h6")), new HashSet<>(THAI.legalMoves(start)));
        assertEquals(new MoveRead.Legal(MOVES.step("e7", "f6")), THAI.parseMove(start, "26-22"));
        assertEquals(new MoveRead.Legal(MOVES.step("e7", "f6")), THAI.parseMove(start, "E7-F6"));
    }

    @Test
    void menStepDiagonallyForward() {
        MOVES.assertMoves(Set.of(MOVES.step("c3", "b4"), MOVES.step("c3", "d4")), "W:Wc3:Bb8");
        MOVES.assertMoves(Set.of(MOVES.step("e5", "d4"), MOVES.step("e5", "f4")), "B:Wa1:Be5");
    }

    @Test
    void menNeverCaptureBackwards() {
        // c3 stands behind d4 with b2 empty: no capture, so plain moves.
        MOVES.assertMoves(Set.of(MOVES.step("d4", "c5"), MOVES.step("d4", "e5"), MOVES.step("a1", "b2")), "W:Wd4,a1:Bc3");
    }

    @Test
    void freeChoiceAmongCapturesButTheChosenOneIsCompleted() {
        // d4 takes c5 alone, or e5 and then g7, ending crowned on h8.
        String fen = "W:Wd4:Bc5,e5,g7,c3";
        Position p = Fen.read(THAI, fen);
        Move two = MOVES.move("d4", "f6 h8", "e5 g7");
        MOVES.assertMoves(Set.of(MOVES.move("d4", "b6", "c5"), two), fen);
        assertEquals(Piece.WHITE_KING, p.play(two).pieceAt(MOVES.sq("h8")));
        assertEquals("15-29", THAI.notation(p, two));
        MoveRead half = THAI.parseMove(p, "d4-f6");
        assertTrue(((MoveRead.Rejected) half).reason().contains("the capture must go on"), half.toString());
    }

    @Test
    void kingsFlyWhenMoving() {
        Set<Move> expected = new HashSet<>();
        for (String to : List.of("c5", "b6", "a7", "e5", "f6", "g7", "h8", "c3", "b2", "a1", "e3", "f2", "g1")) {
            expected.add(MOVES.step("d4", to));
        }
        MOVES.assertMoves(expected, "W:WKd4:Bb8");
    }

    @Test
    void aKingCapturingLandsRightBehindThePiece() {
        MOVES.assertMoves(Set.of(MOVES.move("a1", "e5", "d4")), "W:WKa1:Bd4");
        // With e5 taken the king cannot capture d4; it moves up to c3.
        MOVES.assertMoves(Set.of(MOVES.step("a1", "b2"), MOVES.step("a1", "c3")), "W:WKa1:Bd4,e5");
    }

    @Test
    void capturedPiecesLeaveAtOnceAndAKingMayTurnBack() {
        // King d4 takes e5 landing on f6, then turns back over the emptied e5 and d4 to take b2, landing
        // on a1; or the same two pieces in the other order.
        String fen = "W:WKd4:Be5,b2";
        Position p = Fen.read(THAI, fen);
        Move first = MOVES.move("d4", "f6 a1", "e5 b2");
        Move second = MOVES.move("d4", "a1 f6", "b2 e5");
        MOVES.assertMoves(Set.of(first, second), fen);
        assertEquals("15-4", THAI.notation(p, first));
        assertEquals("15-22", THAI.notation(p, second));
    }

    @Test
    void menTakeKingsAndCapturesAreWrittenWithADash() {
        // Black f6 (22) takes g5 (17), landing on h4 (13), as the help page writes it.
        for (String fen : List.of("B:W17:B22", "B:WK17:B22")) {
            Position p = Fen.read(THAI, fen);
            Move m = new Move(22, List.of(13), List.of(17));
            MOVES.assertMoves(Set.of(m), fen);
            assertEquals("22-13", THAI.notation(p, m));
            assertEquals(new MoveRead.Legal(m), THAI.parseMove(p, "22x13"));
            assertEquals(new MoveRead.Legal(m), THAI.parseMove(p, "f6:h4"));
        }
    }

    @Test
    void aManReachingTheFarRowIsCrowned() {
        Position p = Fen.read(THAI, "W:Wc7:Bh2");
        MOVES.assertMoves(Set.of(MOVES.step("c7", "b8"), MOVES.step("c7", "d8")), "W:Wc7:Bh2");
        assertEquals(Piece.WHITE_KING, p.play(MOVES.step("c7", "d8")).pieceAt(MOVES.sq("d8")));
    }
}
