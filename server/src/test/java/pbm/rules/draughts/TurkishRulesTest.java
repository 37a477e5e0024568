package pbm.rules.draughts;

import pbm.rules.MoveRead;
import pbm.rules.Ending;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Turkish draughts: hand-built positions with every legal move worked out on paper from the rules
 * (orthogonal men moving and capturing forward and sideways, flying rook-like kings, captured pieces
 * removed at once, no 180-degree turn, most pieces, crowning only at the end of the move). Squares are
 * algebraic; every square of the board is played on.
 */
class TurkishRulesTest {

    private static final Variant TURKISH = DraughtsFamily.variant("turkish").orElseThrow();

    private static final AlgebraicMoves MOVES = new AlgebraicMoves(TURKISH);

    @Test
    void everySquareIsPlayedOnAndTheMenStartOnTheSecondAndThirdRows() {
        Geometry g = TURKISH.geometry();
        assertEquals(64, g.squareCount());
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                assertTrue(g.isPlayable(file, rank));
            }
        }
        Position start = TURKISH.initialPosition();
        assertEquals(16, start.count(Piece.WHITE_MAN));
        assertEquals(16, start.count(Piece.BLACK_MAN));
        assertEquals(Piece.WHITE_MAN, start.pieceAt(0, 1));
        assertEquals(null, start.pieceAt(0, 0));
        assertEquals(Piece.BLACK_MAN, start.pieceAt(7, 6));
        assertEquals("30,W,8,8,A0,0", TURKISH.gameType());
    }

    @Test
    void menStepForwardOrSidewaysNeverBackwardsOrDiagonally() {
        MOVES.assertMoves(Set.of(MOVES.step("d4", "d5"), MOVES.step("d4", "c4"), MOVES.step("d4", "e4")), "W:Wd4:Bh8");
        // Black's forward is down the board.
        MOVES.assertMoves(Set.of(MOVES.step("e5", "e4"), MOVES.step("e5", "d5"), MOVES.step("e5", "f5")), "B:Wa1:Be5");
        // On the edge file only one sideways step.
        MOVES.assertMoves(Set.of(MOVES.step("a4", "a5"), MOVES.step("a4", "b4")), "W:Wa4:Bh8");
    }

    @Test
    void menCaptureForwardAndSidewaysButNotBackwardsOrDiagonally() {
        // d5 (forward) and c4 (left) can be taken; d3 is behind and e5 diagonal.
        MOVES.assertMoves(Set.of(MOVES.move("d4", "d6", "d5"), MOVES.move("d4", "b4", "c4")), "W:Wd4:Bd5,c4,d3,e5");
    }

    @Test
    void theCaptureOfTheMostPiecesIsCompulsoryAndTheManIsCrownedWhereItEnds() {
        // a4 could take a5 alone; e4 takes e5 and e7 and ends on the far row.
        Position p = Fen.read(TURKISH, "W:Wa4,e4:Ba5,e5,e7");
        Move best = MOVES.move("e4", "e6 e8", "e5 e7");
        MOVES.assertMoves(Set.of(best), "W:Wa4,e4:Ba5,e5,e7");
        assertEquals(Piece.WHITE_KING, p.play(best).pieceAt(MOVES.sq("e8")));
        assertEquals("e4xe8", TURKISH.notation(p, best));
        MoveRead fewer = TURKISH.parseMove(p, "a4xa6");
        assertTrue(((MoveRead.Rejected) fewer).reason().startsWith("More pieces can be captured"), fewer.toString());
    }

    @Test
    void aKingCountsAsOnePiece() {
        // Taking the king d5 or the man c4 is one piece either way: both are legal, and men take kings.
        MOVES.assertMoves(Set.of(MOVES.move("d4", "d6", "d5"), MOVES.move("d4", "b4", "c4")), "W:Wd4:BKd5,c4");
        // Two men beat one king.
        MOVES.assertMoves(Set.of(MOVES.move("a4", "a6 a8", "a5 a7")), "W:Wd4,a4:BKd5,a5,a7");
    }

    @Test
    void kingsFlyAlongRanksAndFilesOnly() {
        Set<Move> expected = new HashSet<>();
        for (String to : List.of("d5", "d6", "d7", "d8", "d3", "d2", "d1", "c4", "b4", "a4", "e4", "f4", "g4",
                "h4")) {
            expected.add(MOVES.step("d4", to));
        }
        MOVES.assertMoves(expected, "W:WKd4:Bh8");
    }

    @Test
    void aKingCapturesAtADistanceAndLandsOnAnyEmptySquareBehind() {
        MOVES.assertMoves(Set.of(MOVES.move("a1", "a6", "a5"), MOVES.move("a1", "a7", "a5"), MOVES.move("a1", "a8", "a5")),
                "W:WKa1:Ba5");
        // Black's king the same way, down the board; its men move down.
        MOVES.assertMoves(Set.of(MOVES.move("h8", "h3", "h4"), MOVES.move("h8", "h2", "h4"), MOVES.move("h8", "h1", "h4")),
                "B:Wh4:BKh8");
    }

    @Test
    void capturedPiecesLeaveAtOnceSoTheirSquaresCanBeCrossedAgain() {
        // King c1 takes c3 (landing c5, the only square from which it goes on), e5 (to f5), f4
        // (down to f3) and then b3 along the third rank, over the square c3 emptied by the first jump.
        Position p = Fen.read(TURKISH, "W:WKc1:Bc3,e5,f4,b3");
        Move m = MOVES.move("c1", "c5 f5 f3 a3", "c3 e5 f4 b3");
        MOVES.assertMoves(Set.of(m), "W:WKc1:Bc3,e5,f4,b3");
        assertEquals("c1xa3", TURKISH.notation(p, m));
        assertEquals("B:WKa3:B", Fen.write(p.play(m)));
    }

    @Test
    void noHalfTurnBetweenTwoJumps() {
        // After taking f4 to the right the king may not come back leftwards over d4 to take b4, nor the
        // other way round: three single captures.
        MOVES.assertMoves(Set.of(MOVES.move("d4", "g4", "f4"), MOVES.move("d4", "h4", "f4"), MOVES.move("d4", "a4", "b4")),
                "W:WKd4:Bb4,f4");
    }

    @Test
    void aManReachingTheFarRowInACaptureGoesOnAsAManAndIsCrownedAtTheEnd() {
        // c6 takes c7 to c8 and, still a man, d8 beside it to e8. Crowned at once it would fly on over g8.
        Position p = Fen.read(TURKISH, "W:Wc6:Bc7,d8,g8");
        Move m = MOVES.move("c6", "c8 e8", "c7 d8");
        MOVES.assertMoves(Set.of(m), "W:Wc6:Bc7,d8,g8");
        assertEquals(Piece.WHITE_KING, p.play(m).pieceAt(MOVES.sq("e8")));
        // A man ending on the far row after one jump is crowned; as a man it cannot reach f8 from d8.
        Move one = MOVES.move("d6", "d8", "d7");
        MOVES.assertMoves(Set.of(one), "W:Wd6:Bd7,f8");
        assertEquals(Piece.WHITE_KING, Fen.read(TURKISH, "W:Wd6:Bd7,f8").play(one).pieceAt(MOVES.sq("d8")));
    }

    @Test
    void movesAreWrittenAndReadAlgebraically() {
        Position start = TURKISH.initialPosition();
        assertEquals(new MoveRead.Legal(MOVES.step("d3", "d4")), TURKISH.parseMove(start, "D3-D4"));
        assertEquals("d3-d4", TURKISH.notation(start, MOVES.step("d3", "d4")));
        MoveRead numbers = TURKISH.parseMove(start, "20-28");
        assertTrue(((MoveRead.Rejected) numbers).reason().startsWith("Turkish Draughts uses algebraic squares"),
                numbers.toString());
        MoveRead backwards = TURKISH.parseMove(Fen.read(TURKISH, "W:Wd4:Bh8"), "d4-d3");
        assertEquals(new MoveRead.Rejected("d4-d3 is not a legal move. The piece on d4 can play d4-d5, d4-c4 or "
                + "d4-e4."), backwards);
    }

    @Test
    void theSideWithoutAMoveLosesAndTheReverseGameWins() {
        // The man a7 is blocked by a8 ahead and b7 beside it; neither can be taken (no square behind a8,
        // c7 behind b7), and men do not move backwards.
        Variant reverse = DraughtsFamily.variant("turkish -reverse").orElseThrow();
        String fen = "W:Wa7:Ba8,b7,c7";
        assertEquals(List.of(), TURKISH.legalMoves(Fen.read(TURKISH, fen)));
        assertEquals(new Ending(1, "White has no legal move"),
                GameState.start(TURKISH, Fen.read(TURKISH, fen)).outcome().orElseThrow());
        assertEquals(new Ending(0, "White has no legal move"),
                GameState.start(reverse, Fen.read(reverse, fen)).outcome().orElseThrow());
    }
}
