package pbm.hexcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.hexcheck.HexPlacements.fen;
import static pbm.hexcheck.HexPlacements.flip;
import static pbm.hexcheck.HexPlacements.flipCell;
import static pbm.hexcheck.HexPlacements.join;
import static pbm.hexcheck.HexPlacements.mirror;
import static pbm.hexcheck.HexPlacements.mirrorCell;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import pbm.hexcheck.HexReference.Variant;

/**
 * The reference generator against facts worked out by hand from the rules: piece reach on an
 * empty board, both starts' first moves, double steps, en passant, promotion and pins, plus
 * symmetries that any correct generator must show (mirror images count alike).
 */
class HexReferenceTest {
    private static final Variant GLINSKI = Variant.GLINSKI;
    private static final Variant MCCOOEY = Variant.MCCOOEY;
    /** The two games on the 91-cell board; Shafran's has its own tests. */
    private static final Variant[] ONE_BOARD = {GLINSKI, MCCOOEY};
    private static final String[] KING_A1_MOVES = {"a1-a2", "a1-b1", "a1-b2", "a1-b3", "a1-c2"};
    private static final String[] KING_L6_MOVES = {"l6-l5", "l6-k7", "l6-k6", "l6-i7", "l6-k5"};

    private static Set<String> moves(Variant variant, String fen) {
        return HexReference.divide(variant, fen, 1).keySet();
    }

    private static Set<String> movesFrom(Variant variant, String fen, String cell) {
        return moves(variant, fen).stream().filter(move -> move.startsWith(cell + "-")).collect(Collectors.toSet());
    }

    private static Set<String> set(String... moves) {
        return new TreeSet<>(Set.of(moves));
    }

    private static Set<String> plus(Set<String> first, String... more) {
        Set<String> both = new TreeSet<>(first);
        both.addAll(Set.of(more));
        return both;
    }

    @Test
    void innerCellsHaveSixEdgeNeighboursAndTheRimFewer() {
        Map<Integer, Integer> cellsByNeighbours = new TreeMap<>();
        for (int cell : HexBoard.HEXAGON.cells()) {
            int neighbours = 0;
            for (int step : HexGeometry.ORTHOGONAL) {
                int target = cell + step;
                neighbours += HexBoard.HEXAGON.onBoard(HexGeometry.file(target), HexGeometry.height(target)) ? 1 : 0;
            }
            cellsByNeighbours.merge(neighbours, 1, Integer::sum);
        }
        // 61 inner cells, 24 rim cells between the corners, 6 corners.
        assertEquals(Map.of(3, 6, 4, 24, 6, 61), cellsByNeighbours);
    }

    @Test
    void theLowCellsTouchAsTheRulesSay() {
        assertEquals(set("e1-d1", "e1-e2", "e1-f1", "e1-f2", "e1-d2", "e1-f3", "e1-g1"),
                moves(GLINSKI, fen("w", "-", "Ke1")));
        assertEquals(set("f1-e1", "f1-f2", "f1-g1", "f1-e2", "f1-g2"), moves(GLINSKI, fen("w", "-", "Kf1")));
    }

    @Test
    void aLoneKingHasTwelveMovesInTheCentreAndFiveInACorner() {
        assertEquals(12, HexReference.perft(GLINSKI, fen("w", "-", "Kf6"), 1));
        assertEquals(set(KING_A1_MOVES), moves(GLINSKI, fen("w", "-", "Ka1")));
    }

    @Test
    void aKnightLeapsTwelveWaysFromTheCentreAndFourFromACorner() {
        assertEquals(set("f6-e8", "f6-g8", "f6-e3", "f6-g3", "f6-d7", "f6-h7", "f6-d3", "f6-h3", "f6-c5", "f6-i5",
                "f6-c4", "f6-i4"), moves(GLINSKI, fen("w", "-", "Nf6")));
        assertEquals(set("a1-b4", "a1-c4", "a1-d3", "a1-d2"), moves(MCCOOEY, fen("w", "-", "Na1")));
    }

    @Test
    void aRookReachesThirtyCellsOnlyFromTheCentre() {
        Set<String> thirty = new TreeSet<>();
        for (int cell : HexBoard.HEXAGON.cells()) {
            String name = HexBoard.HEXAGON.name(cell);
            if (HexReference.perft(GLINSKI, fen("w", "-", "R" + name), 1) == 30) {
                thirty.add(name);
            }
        }
        assertEquals(Set.of("f6"), thirty);
        // Two rim lines of five and the long line of ten through the centre.
        assertEquals(20, HexReference.perft(GLINSKI, fen("w", "-", "Ra1"), 1));
    }

    @Test
    void aBishopFromTheCentreReachesTwoCellsEachWay() {
        assertEquals(set("f6-h5", "f6-k4", "f6-d5", "f6-b4", "f6-g7", "f6-h8", "f6-e7", "f6-d8", "f6-g4", "f6-h2",
                "f6-e4", "f6-d2"), moves(GLINSKI, fen("w", "-", "Bf6")));
        assertEquals(42, HexReference.perft(GLINSKI, fen("w", "-", "Qf6"), 1));
    }

    @Test
    void theThreeBishopsKeepToThreeColoursOf30And30And31() {
        Set<String> first = bishopColour("f1");
        Set<String> second = bishopColour("f2");
        Set<String> third = bishopColour("f3");
        assertEquals(30, first.size());
        assertEquals(30, second.size());
        assertEquals(31, third.size());
        assertTrue(third.contains("f6"), "the centre shares f3's colour");
        Set<String> all = new HashSet<>(first);
        all.addAll(second);
        all.addAll(third);
        assertEquals(91, all.size(), "the colours do not overlap");
    }

    /** Every cell a lone bishop can reach in any number of moves from {@code start}. */
    private static Set<String> bishopColour(String start) {
        Set<String> reached = new TreeSet<>(Set.of(start));
        Deque<String> open = new ArrayDeque<>(reached);
        while (!open.isEmpty()) {
            for (String move : moves(GLINSKI, fen("w", "-", "B" + open.pop()))) {
                String target = move.substring(move.indexOf('-') + 1);
                if (reached.add(target)) {
                    open.add(target);
                }
            }
        }
        return reached;
    }

    @Test
    void glinskisStartGivesWhite51Moves() {
        String start = HexReference.GLINSKI_START;
        assertEquals(51, moves(GLINSKI, start).size());
        assertEquals(set("e1-e2", "e1-e3", "e1-d2", "e1-c3", "e1-b4", "e1-a5"), movesFrom(GLINSKI, start, "e1"));
        assertEquals(set("g1-g2", "g1-h2"), movesFrom(GLINSKI, start, "g1"));
        assertEquals(set("d1-b2", "d1-c3", "d1-f4", "d1-g2"), movesFrom(GLINSKI, start, "d1"));
        assertEquals(set("c1-d2", "c1-e3", "c1-f4"), movesFrom(GLINSKI, start, "c1"));
        assertEquals(set("f5-f6"), movesFrom(GLINSKI, start, "f5"), "f7's pawn blocks the double step");
        assertEquals(set("e4-e5", "e4-e6"), movesFrom(GLINSKI, start, "e4"));
    }

    @Test
    void mccooeysStartGivesWhite31Moves() {
        String start = HexReference.MCCOOEY_START;
        // 13 pawn moves (no double step on f), 5 for each knight, 8 for the bishop on f3, none else.
        assertEquals(31, moves(MCCOOEY, start).size());
        assertEquals(set("f4-f5"), movesFrom(MCCOOEY, start, "f4"));
        assertEquals(set("e2-b1", "e2-c3", "e2-d4", "e2-f5", "e2-g4"), movesFrom(MCCOOEY, start, "e2"));
        assertEquals(set("f3-e4", "f3-d5", "f3-c6", "f3-b7", "f3-g4", "f3-h5", "f3-i6", "f3-k7"),
                movesFrom(MCCOOEY, start, "f3"));
    }

    @Test
    void theStartsAreTheWhitePiecesAndTheirMirrorImage() {
        String[] glinski = {"Pb1", "Pc2", "Pd3", "Pe4", "Pf5", "Pg4", "Ph3", "Pi2", "Pk1", "Rc1", "Ri1", "Nd1", "Nh1",
            "Qe1", "Kg1", "Bf1", "Bf2", "Bf3"};
        String[] mccooey = {"Rd1", "Qe1", "Bf1", "Kg1", "Rh1", "Ne2", "Bf2", "Ng2", "Bf3", "Pc1", "Pd2", "Pe3", "Pf4",
            "Pg3", "Ph2", "Pi1"};
        assertEquals(HexReference.GLINSKI_START, fen("w", "-", join(glinski, flip(glinski))));
        assertEquals(HexReference.MCCOOEY_START, fen("w", "-", join(mccooey, flip(mccooey))));
    }

    @Test
    void blackToMoveInEitherStartCountsAsWhite() {
        for (Variant variant : ONE_BOARD) {
            String start = variant == GLINSKI ? HexReference.GLINSKI_START : HexReference.MCCOOEY_START;
            assertEquals(HexReference.perft(variant, start, 3),
                    HexReference.perft(variant, start.replace(" w ", " b "), 3), variant.name());
        }
    }

    @Test
    void mirrorImagesOfAPositionCountAlike() {
        String[] pieces = {"Kg1", "Qd4", "Rc1", "Ri1", "Nh1", "Bf3", "Bf1", "Pb1", "Pc2", "Pd5", "Pe4", "Pf5", "Pg4",
            "Pk1", "kg10", "qe7", "rc8", "nd9", "bf9", "bf10", "pb7", "pd7", "pe5", "pg7", "ph7", "pi6"};
        for (Variant variant : ONE_BOARD) {
            long count = HexReference.perft(variant, fen("w", "e6", pieces), 3);
            assertEquals(count, HexReference.perft(variant, fen("w", mirrorCell("e6"), mirror(pieces)), 3));
            assertEquals(count, HexReference.perft(variant, fen("b", flipCell("e6"), flip(pieces)), 3));
        }
    }

    @Test
    void glinskiPawnsDoubleStepFromEveryStartCell() {
        String white = fen("w", "-", "Pe4", "Pc3", "Ph3", "ph5", "Pf5", "pf6");
        assertEquals(set("e4-e5", "e4-e6", "c3-c4", "h3-h4"), moves(GLINSKI, white));
        assertEquals(set("d7-d6", "d7-d5", "g6-g5"), moves(GLINSKI, fen("b", "-", "pd7", "pg6")));
    }

    @Test
    void mccooeyPawnsDoubleStepExceptOnTheMiddleFile() {
        assertEquals(set("f4-f5", "e3-e4", "e3-e5", "c2-c3"), moves(MCCOOEY, fen("w", "-", "Pf4", "Pe3", "Pc2")));
        assertEquals(set("f8-f7", "e8-e7", "e8-e6"), moves(MCCOOEY, fen("b", "-", "pf8", "pe8")));
    }

    @Test
    void glinskiEnPassantTakesThePawnThatPassed() {
        // White just played f5-f7; g6 may take on f6, leaving White's king alone with its 5 moves.
        String fen = fen("b", "f6", "Ka1", "Pf7", "kl6", "pg6");
        Map<String, Long> expected = new TreeMap<>(Map.of("g6-f6", 5L, "g6-g5", 6L));
        for (String kingMove : KING_L6_MOVES) {
            expected.put(kingMove, 6L);
        }
        assertEquals(expected, HexReference.divide(GLINSKI, fen, 2));
        assertEquals(plus(set(KING_L6_MOVES), "g6-g5"), moves(GLINSKI, fen.replace(" f6 ", " - ")));
    }

    @Test
    void enPassantIsGoneAfterAnyOtherMove() {
        String withRight = fen("b", "f6", "Ka1", "Pf7", "kl6", "pg6");
        Map<String, Long> later = HexReference.divide(GLINSKI, withRight, 3);
        Map<String, Long> without = HexReference.divide(GLINSKI, withRight.replace(" f6 ", " - "), 3);
        later.remove("g6-f6");
        assertEquals(without, later);
    }

    @Test
    void mccooeyEnPassantIsTakenOnlyDiagonally() {
        // White just played e3-e5; f6 attacks e4 diagonally, d4 only touches it through an edge.
        String fen = fen("b", "e4", "Ka1", "Pe5", "kl6", "pf6", "pd4");
        assertEquals(plus(set(KING_L6_MOVES), "f6-f5", "f6-e4", "d4-d3"), moves(MCCOOEY, fen));
        // Then White has only its king, and d4's pawn guards c2 (one file left, three half cells down).
        assertEquals(4L, HexReference.divide(MCCOOEY, fen, 2).get("f6-e4"));
    }

    @Test
    void promotionGivesTheChosenPiece() {
        // On f11 a queen or rook checks the king on l6 along the rim and takes k7 from it.
        String[] pieces = {"Ka1", "Pf10", "kl6"};
        Map<String, Long> expected = new TreeMap<>(Map.of("f10-f11=Q", 4L, "f10-f11=R", 4L, "f10-f11=B", 5L,
                "f10-f11=N", 5L));
        for (String kingMove : KING_A1_MOVES) {
            expected.put(kingMove, 5L);
        }
        Map<String, Long> flipped = new TreeMap<>();
        expected.forEach((move, count) -> flipped.put(flipMove(move), count));
        for (Variant variant : ONE_BOARD) {
            assertEquals(expected, HexReference.divide(variant, fen("w", "-", pieces), 2));
            assertEquals(flipped, HexReference.divide(variant, fen("b", "-", flip(pieces)), 2));
        }
    }

    private static String flipMove(String move) {
        String[] parts = move.split("[-=]");
        return flipCell(parts[0]) + "-" + flipCell(parts[1]) + move.substring(move.indexOf('-') + 1 + parts[1].length());
    }

    @Test
    void aGlinskiPawnCapturesThroughAnEdgeIntoPromotion() {
        String fen = fen("w", "-", "Ka1", "Pf10", "kl1", "ne10");
        Set<String> promotions = set("f10-f11=Q", "f10-f11=R", "f10-f11=B", "f10-f11=N");
        Set<String> withCapture = plus(promotions, "f10-e10=Q", "f10-e10=R", "f10-e10=B", "f10-e10=N");
        assertEquals(plus(withCapture, KING_A1_MOVES), moves(GLINSKI, fen));
        assertEquals(plus(promotions, KING_A1_MOVES), moves(MCCOOEY, fen));
    }

    @Test
    void aMccooeyPawnCapturesThroughACornerIntoPromotion() {
        String fen = fen("b", "-", "kl6", "pe2", "Ka1", "Rf1");
        Set<String> promotions = set("e2-e1=Q", "e2-e1=R", "e2-e1=B", "e2-e1=N");
        Set<String> withCapture = plus(promotions, "e2-f1=Q", "e2-f1=R", "e2-f1=B", "e2-f1=N");
        assertEquals(plus(withCapture, KING_L6_MOVES), moves(MCCOOEY, fen));
        assertEquals(plus(promotions, KING_L6_MOVES), moves(GLINSKI, fen));
    }

    @Test
    void aPinnedRookStaysOnItsFile() {
        assertEquals(set("f3-f2", "f3-f4", "f3-f5", "f3-f6", "f3-f7", "f3-f8", "f3-f9", "f1-e1", "f1-f2", "f1-g1",
                "f1-e2", "f1-g2"), moves(GLINSKI, fen("w", "-", "Kf1", "Rf3", "rf9")));
    }

    @Test
    void aKingDoesNotStepIntoAttack() {
        assertEquals(set("f1-f2", "f1-g1", "f1-g2"), moves(MCCOOEY, fen("w", "-", "Kf1", "re10")));
    }

    @Test
    void perftIsTheSumOfItsDivide() {
        String start = HexReference.GLINSKI_START;
        long sum = HexReference.divide(GLINSKI, start, 3).values().stream().mapToLong(Long::longValue).sum();
        assertEquals(HexReference.perft(GLINSKI, start, 3), sum);
        assertEquals(1, HexReference.perft(MCCOOEY, start, 0));
    }

    @Test
    void aMalformedFenIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(GLINSKI, "b/qbk/n1b1n w - - 0 1", 1));
        String shortRank = HexReference.GLINSKI_START.replace("/11/", "/10/");
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(GLINSKI, shortRank, 1));
        String badCell = HexReference.GLINSKI_START.replace("- - 0 1", "- a7 0 1");
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(GLINSKI, badCell, 1));
    }
}
