package pbm.rules.draughts;

import pbm.rules.MoveRead;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Hand-built positions with their exact legal moves, one per capture rule. Square numbers were worked out
 * on paper from the PDN numbering of each board (see the comments for the coordinates).
 */
class RulesTest {

    private static Variant variant(String name) {
        return DraughtsFamily.variant(name).orElseThrow();
    }

    /** A move from a square over landings (first list) capturing squares (second list). */
    private static Move move(int from, List<Integer> landings, List<Integer> captured) {
        return new Move(from, landings, captured);
    }

    private static Move step(int from, int to) {
        return new Move(from, List.of(to), List.of());
    }

    private static void assertMoves(Set<Move> expected, Variant v, String fen) {
        Position p = Fen.read(v, fen);
        List<Move> legal = v.legalMoves(p);
        assertEquals(legal.size(), new HashSet<>(legal).size(), "duplicates in " + legal);
        assertEquals(expected, new HashSet<>(legal), v.name() + " " + fen);
    }

    private static int sq(Variant v, String algebraic) {
        int file = algebraic.charAt(0) - 'a';
        int rank = Integer.parseInt(algebraic.substring(1)) - 1;
        int n = v.geometry().squareNumber(file, rank);
        assertTrue(n > 0, algebraic);
        return n;
    }

    private static List<Integer> sqs(Variant v, String... names) {
        return Arrays.stream(names).map(n -> sq(v, n)).toList();
    }

    // ------------------------------------------------------------------ International (FMJD)

    /** International draughts written on the builder states every field as FMJD's rules have it. */
    @Test
    void internationalOnTheBuilderIsTheFmjdRuleSet() {
        Rules international = RuleSets.INTERNATIONAL;
        assertEquals("20,W,10,10,N2,0", international.gameType());
        assertEquals(List.of(0, 4), List.of(international.firstManRank(), international.manRanks()));
        assertEquals(Set.of(Direction.FORWARD_LEFT, Direction.FORWARD_RIGHT), international.manMoves());
        Set<Direction> diagonals = Set.of(Direction.FORWARD_LEFT, Direction.FORWARD_RIGHT, Direction.BACKWARD_LEFT,
                Direction.BACKWARD_RIGHT);
        assertEquals(List.of(diagonals, diagonals, diagonals), List.of(international.manCaptures(),
                international.kingDirections(), international.kingCaptures()));
        assertEquals(List.of(false, true, false, true, false, false, false, false),
                List.of(international.everySquare(), international.flyingKings(), international.kingLandsRightBehind(),
                        international.menCaptureKings(), international.capturedRemovedAtOnce(),
                        international.noReversalInCapture(), international.promoteDuringCapture(),
                        international.lightSquares()));
        assertEquals(CapturePrecedence.QUANTITY, international.precedence());
        assertEquals('x', international.captureSeparator());
        assertEquals(Set.of(DrawRule.TWENTY_FIVE_KING_MOVES, DrawRule.SIXTEEN_AND_FIVE_MOVE_ENDGAMES),
                international.drawRules());
        assertEquals(0, international.kingMoveLimit());
    }

    @Test
    void internationalMajorityCaptureIsCompulsory() {
        // White man 33 (f4); black 28 (e5), 17 (c7) give 33x22x11; black 29 (g5) gives only 33x24.
        Variant v = variant("draughts");
        assertMoves(Set.of(move(33, List.of(22, 11), List.of(28, 17))), v, "W:W33:B17,28,29");
        assertEquals(new MoveRead.Rejected("More pieces can be captured: play 33x11."),
                v.parseMove(Fen.read(v, "W:W33:B17,28,29"), "33x24"));
        assertEquals(new MoveRead.Rejected("More pieces can be captured: the capture must go on, play 33x11."),
                v.parseMove(Fen.read(v, "W:W33:B17,28,29"), "33x22"));
    }

    @Test
    void capturedPiecesStayOnTheBoardAndBlockLaterJumps() {
        // King e1 (48) takes c3 (37) landing a5 (26), c7 (17) landing d8 (12), e7 (18) landing on
        // f6..j2 (23, 29, 34, 40, 45). From f6 the way to b2 (41) crosses c3, still on the board.
        Variant v = variant("draughts");
        String fen = "W:WK48:B17,18,37,41";
        Set<Move> expected = new HashSet<>();
        for (int end : List.of(23, 29, 34, 40, 45)) {
            expected.add(move(48, List.of(26, 12, end), List.of(37, 17, 18)));
        }
        assertMoves(expected, v, fen);
        // The same rules with pieces removed at once (as Turkish/Thai will have) take b2 as well.
        Rules atOnce = RuleSets.INTERNATIONAL.toBuilder().capturedRemovedAtOnce(true, false).build();
        Variant removing = new Variant(atOnce, false);
        assertMoves(Set.of(move(48, List.of(26, 12, 23, 46), List.of(37, 17, 18, 41))), removing, fen);
    }

    @Test
    void aManPassingTheFarRowDuringACaptureIsNotCrowned() {
        // Man d8 (12) takes e9 (8) to f10 (3), then g9 (9) backwards to h8 (14).
        Variant v = variant("draughts");
        Position p = Fen.read(v, "W:W12:B8,9");
        Move m = move(12, List.of(3, 14), List.of(8, 9));
        assertEquals(List.of(m), v.legalMoves(p));
        assertEquals("12x14", v.notation(p, m));
        assertEquals(Piece.WHITE_MAN, p.play(m).pieceAt(14));
        assertEquals("B:W14:B", Fen.write(p.play(m)));
    }

    @Test
    void routesTakingTheSamePiecesAreOneMove() {
        // Man e3 (38) can run round the four pieces d4, d6, f6, f4 either way and come back to e3.
        Variant v = variant("draughts");
        Position p = Fen.read(v, "W:W38:B22,23,32,33");
        List<Move> legal = v.legalMoves(p);
        assertEquals(1, legal.size(), legal.toString());
        assertEquals(38, legal.get(0).to());
        assertEquals(Set.of(22, 23, 32, 33), Set.copyOf(legal.get(0).captured()));
        assertEquals("38x38", v.notation(p, legal.get(0)));
    }

    // ------------------------------------------------------------------ Russian / Brazilian

    @Test
    void russianManCrownedDuringACaptureGoesOnAsAKing() {
        // b6 takes c7 landing on d8, is crowned, and as a flying king takes f6 landing on g5 or h4.
        Variant v = variant("russian");
        Position p = Fen.read(v, "W:Wb6:Bc7,f6");
        assertMoves(Set.of(move(sq(v, "b6"), sqs(v, "d8", "g5"), sqs(v, "c7", "f6")),
                move(sq(v, "b6"), sqs(v, "d8", "h4"), sqs(v, "c7", "f6"))), v, "W:Wb6:Bc7,f6");
        Move m = move(sq(v, "b6"), sqs(v, "d8", "g5"), sqs(v, "c7", "f6"));
        assertEquals("b6:g5", v.notation(p, m));
        assertEquals(Piece.WHITE_KING, p.play(m).pieceAt(sq(v, "g5")));
        assertEquals(new MoveRead.Legal(m), v.parseMove(p, "b6:d8:g5"));
    }

    @Test
    void brazilianManStopsOnTheFarRowAndIsCrownedThere() {
        Variant v = variant("brazilian");
        Position p = Fen.read(v, "W:Wb6:Bc7,f6");
        Move m = move(sq(v, "b6"), sqs(v, "d8"), sqs(v, "c7"));
        assertEquals(List.of(m), v.legalMoves(p));
        assertEquals("b6xd8", v.notation(p, m));
        assertEquals(Piece.WHITE_KING, p.play(m).pieceAt(sq(v, "d8")));
    }

    // ------------------------------------------------------------------ English checkers and pool

    @Test
    void checkersMenCaptureForwardOnlyWithFreeChoice() {
        // Black man d6 (10): 10x17x26 over 14 and 22, or 10x19 over 15; e7 (7) behind it is safe.
        Variant v = variant("checkers");
        String fen = "B:W7,14,15,22:B10";
        assertMoves(Set.of(move(10, List.of(17, 26), List.of(14, 22)), move(10, List.of(19), List.of(15))),
                v, fen);
        MoveRead stop = v.parseMove(Fen.read(v, fen), "10x17");
        assertTrue(((MoveRead.Rejected) stop).reason().startsWith("More pieces can be captured"), stop.toString());
        // Pool men capture backwards too: 10x3 over e7.
        assertMoves(Set.of(move(10, List.of(17, 26), List.of(14, 22)), move(10, List.of(19), List.of(15)),
                move(10, List.of(3), List.of(7))), variant("pool"), fen);
    }

    @Test
    void checkersKingsMoveOneSquare() {
        assertMoves(Set.of(step(18, 14), step(18, 15), step(18, 22), step(18, 23)), variant("checkers"),
                "W:WK18:B1");
        // Pool kings fly: from d4 (18) along four diagonals.
        assertMoves(Set.of(step(18, 14), step(18, 9), step(18, 5), step(18, 15), step(18, 11), step(18, 8),
                step(18, 22), step(18, 25), step(18, 29), step(18, 23), step(18, 27), step(18, 32), step(18, 4)),
                variant("pool"), "W:WK18:B1");
    }

    // ------------------------------------------------------------------ Italian (FID)

    @Test
    void italianMenMayNotCaptureKings() {
        // Man d3 (22) may take the man e4 (19) but not the king c4 (18).
        Variant v = variant("italian");
        String fen = "W:W22:BK18,19";
        assertMoves(Set.of(move(22, List.of(15), List.of(19))), v, fen);
        MoveRead parse = v.parseMove(Fen.read(v, fen), "22x13");
        assertTrue(((MoveRead.Rejected) parse).reason().startsWith("A man may not capture a king"), parse.toString());
    }

    @Test
    void italianKingMustCaptureBeforeAManAtEqualNumber() {
        // King b1 (29) takes c2 (26); man g2 (28) could take f3 (23): the king must capture.
        Variant v = variant("italian");
        assertMoves(Set.of(move(29, List.of(22), List.of(26))), v, "W:WK29,28:B23,26");
        MoveRead parse = v.parseMove(Fen.read(v, "W:WK29,28:B23,26"), "28x19");
        assertInstanceOf(MoveRead.Rejected.class, parse);
    }

    @Test
    void italianKingTakesTheMostKings() {
        // King e4 (19): king d5 (14) landing c6 (10), or man f5 (15) landing g6 (12).
        assertMoves(Set.of(move(19, List.of(10), List.of(14))), variant("italian"), "W:WK19:BK14,15");
    }

    @Test
    void italianKingTakesTheKingMetFirst() {
        // King e4: d5 king then b7 man (19x10x1), or f5 man then f7 king (19x12x3): the king first wins.
        assertMoves(Set.of(move(19, List.of(10, 1), List.of(14, 5))), variant("italian"), "W:WK19:BK7,K14,5,15");
    }

    @Test
    void italianMostPiecesComeFirst() {
        // A man taking two men beats a king taking one man.
        assertMoves(Set.of(move(28, List.of(19, 10), List.of(23, 14))), variant("italian"), "W:WK29,28:B14,23,26");
    }

    // ------------------------------------------------------------------ Spanish / Portuguese

    @Test
    void spanishTakesTheMostPiecesThenTheMostKings() {
        // Spanish numbering: h1 = 1. Man h3 (9) takes g4 (13) and e6 (22) ending on d7 (27);
        // man d3 (11) could take only the king c4 (15).
        Variant v = variant("spanish");
        assertMoves(Set.of(move(9, List.of(18, 27), List.of(13, 22))), v, "W:W9,11:BK15,13,22");
        // At one piece each, the king c4 (15) must be taken rather than the man e4 (14).
        assertMoves(Set.of(move(11, List.of(20), List.of(15))), v, "W:W11:BK15,14");
        assertMoves(Set.of(move(11, List.of(20), List.of(15))), variant("portuguese"), "W:W11:BK15,14");
    }

    // ------------------------------------------------------------------ Czech

    @Test
    void czechKingMustCaptureWhenItCan() {
        // King a1 takes c3 landing on d4 (e5 is its own man); man e5 could take f6.
        Variant v = variant("czech");
        String fen = "W:WKa1,e5:Bc3,f6";
        assertMoves(Set.of(move(sq(v, "a1"), sqs(v, "d4"), sqs(v, "c3"))), v, fen);
        MoveRead parse = v.parseMove(Fen.read(v, fen), "e5xg7");
        assertTrue(((MoveRead.Rejected) parse).reason().startsWith("A king can capture"), parse.toString());
        // With no king able to capture, the man's capture is legal.
        assertMoves(Set.of(move(sq(v, "e5"), sqs(v, "g7"), sqs(v, "f6"))), v, "W:WKa1,e5:Bf6");
    }

    // ------------------------------------------------------------------ ambiguity

    @Test
    void anAmbiguousCaptureMustBeWrittenWithItsTurningSquare() {
        // Czech man c1 reaches c5 over d2, d4 (via e3) or over b2, b4 (via a3).
        Variant v = variant("czech");
        Position p = Fen.read(v, "W:Wc1:Bb2,d2,b4,d4");
        Move viaA3 = move(sq(v, "c1"), sqs(v, "a3", "c5"), sqs(v, "b2", "b4"));
        Move viaE3 = move(sq(v, "c1"), sqs(v, "e3", "c5"), sqs(v, "d2", "d4"));
        assertEquals(Set.of(viaA3, viaE3), Set.copyOf(v.legalMoves(p)));
        assertEquals("c1xa3xc5", v.notation(p, viaA3));
        assertEquals("c1xe3xc5", v.notation(p, viaE3));
        assertEquals(new MoveRead.Rejected(
                "c1xc5 is ambiguous: write c1xa3xc5 or c1xe3xc5, with the squares in between."),
                v.parseMove(p, "c1xc5"));
        assertEquals(new MoveRead.Legal(viaE3), v.parseMove(p, "C1-E3-C5"));
        assertEquals(new MoveRead.Rejected(
                "c1xd4xc5 does not follow the way of a legal move: play c1xa3xc5 or c1xe3xc5."),
                v.parseMove(p, "c1xd4xc5"));
    }
}
