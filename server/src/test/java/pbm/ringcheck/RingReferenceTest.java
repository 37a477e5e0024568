package pbm.ringcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.ringcheck.RingPlacements.fen;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The reference generator against facts worked out by hand from the rules: both sides' first
 * moves, each piece's reach on a bare board and across the p/a seam, pawns of both kinds and
 * colours, king safety and pins; plus the board's symmetries, which any correct generator shows.
 */
class RingReferenceTest {
    /** White: pawns d1-d4 step to e, pawns a1-a4 step back to p, knights and elephants leap out. */
    private static final Set<String> WHITE_FIRST_MOVES = Set.of("d1-e1", "d2-e2", "d3-e3", "d4-e4",
            "a1-p1", "a2-p2", "a3-p3", "a4-p4", "b3-p4", "b3-p2", "c3-e4", "c3-e2", "b2-p4", "c2-e4");
    /** Black, the same army turned half round: p on i steps to h, o on l steps on to m. */
    private static final Set<String> BLACK_FIRST_MOVES = Set.of("i1-h1", "i2-h2", "i3-h3", "i4-h4",
            "l1-m1", "l2-m2", "l3-m3", "l4-m4", "j3-h4", "j3-h2", "k3-m4", "k3-m2", "j2-h4", "k2-m4");
    /** White to move: pieces on both sides of the seam, P e2 and p g2 facing over f2, o n4 eyeing P o3. */
    static final String MIDDLEGAME = fen("w", "Ko1", "Qn2", "Rp4", "Rc3", "Na3", "Bb2", "Pe2", "Po3", "Oc1", "Of4",
            "ki1", "qh2", "rb4", "rk3", "nd4", "bm2", "pg2", "pb1", "on4", "oj1");
    /** Black to move in check from R o1 across the seam; P a4 and p c4 face over b4. */
    static final String CHECKED = fen("b", "Kg3", "Qp3", "Ro1", "Re4", "Nm3", "Bh2", "Pa4", "Pk2", "Of1", "Op2",
            "kb1", "qc2", "rd4", "rj1", "ne1", "ba3", "pc4", "pn2", "oi3", "ol2");

    private static Set<String> moves(String fen) {
        return RingReference.divide(fen, 1).keySet();
    }

    /** The legal moves of the piece on cell, as target cell names. */
    private static Set<String> targets(String fen, String cell) {
        return moves(fen).stream().filter(move -> move.startsWith(cell + "-"))
                .map(move -> move.substring(move.indexOf('-') + 1)).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> cells(String... names) {
        return new TreeSet<>(Set.of(names));
    }

    @Test
    void whiteHasTheFourteenFirstMovesCountedByHand() {
        assertEquals(WHITE_FIRST_MOVES, moves(RingReference.START));
        assertEquals(14, RingReference.perft(RingReference.START, 1));
    }

    @Test
    void blackToMoveFromTheStartCountsAsWhiteDoes() {
        String blackStart = RingReference.START.replace(" w ", " b ");
        assertEquals(BLACK_FIRST_MOVES, moves(blackStart));
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(RingReference.perft(RingReference.START, depth), RingReference.perft(blackStart, depth),
                    "depth " + depth);
        }
    }

    @Test
    void everyFirstMoveHasOnlyItsOwnSubtree() {
        Map<String, Long> split = RingReference.divide(RingReference.START, 3);
        assertEquals(WHITE_FIRST_MOVES, split.keySet());
        assertEquals(RingReference.perft(RingReference.START, 3), split.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(1, RingReference.perft(RingReference.START, 0));
    }

    @Test
    void aRookOnABareBoardGoesRoundItsRingOnceAndAlongItsSector() {
        Set<String> expected = cells("a2", "c2", "d2", "e2", "f2", "g2", "h2", "i2", "j2", "k2", "l2", "m2", "n2",
                "o2", "p2", "b1", "b3", "b4");
        assertEquals(expected, targets(fen("w", "Rb2"), "b2"));
        assertEquals(18, RingReference.perft(fen("w", "Rb2"), 1));
    }

    @Test
    void aRookReachesALoneEnemyOnItsRingOnceThoughBothWaysLeadThere() {
        Set<String> reach = targets(fen("w", "Ra1", "ni1"), "a1");
        assertEquals(18, reach.size());
        assertTrue(reach.contains("i1"));
    }

    @Test
    void aRookBlockedBothWaysRoundItsRingStopsAtEachBlocker() {
        assertEquals(cells("d3", "f3", "g3", "h3", "e4", "e2", "e1"), targets(fen("w", "Re3", "Nc3", "nh3"), "e3"));
        assertEquals(cells("p2", "b2", "c2", "a1", "a3", "a4"), targets(fen("w", "Ra2", "Bo2", "bc2"), "a2"));
    }

    @Test
    void knightsAndElephantsLeapAcrossTheSeam() {
        assertEquals(cells("b3", "c2", "p3", "o2"), targets(fen("w", "Na1"), "a1"));
        assertEquals(cells("c3", "o3"), targets(fen("w", "Ba1"), "a1"));
        assertEquals(cells("c3", "o3"), targets(fen("b", "ba1"), "a1"));
        assertEquals(cells("o1", "b4", "b2", "n4", "n2"), targets(fen("w", "Np3", "Pa1"), "p3"));
    }

    @Test
    void kingsAndCounsellorsStepAcrossTheSeamAndStopAtTheEdgeRings() {
        assertEquals(cells("p1", "b1", "p2", "a2", "b2"), targets(fen("w", "Ka1"), "a1"));
        assertEquals(cells("o3", "a3", "o1", "a1"), targets(fen("w", "Qp2"), "p2"));
        assertEquals(cells("o3", "a3"), targets(fen("b", "qp4"), "p4"));
    }

    @Test
    void whitePawnsStepUpTheFilesAndBlackPawnsDown() {
        assertEquals(cells("d3"), targets(fen("w", "Pc3", "Pc2", "pc4"), "c3"));
        assertEquals(cells("a2", "a1", "a3"), targets(fen("w", "Pp2", "na1", "ra3"), "p2"));
        assertEquals(cells("a4", "a3"), targets(fen("w", "Pp4", "na3", "np3"), "p4"));
        assertEquals(cells("p2", "p1", "p3"), targets(fen("b", "pa2", "Np1", "Rp3"), "a2"));
        assertEquals(cells("b3"), targets(fen("b", "pc3", "Pd2", "Pd4"), "c3"));
    }

    @Test
    void oPawnsGoTheOtherWayRound() {
        assertEquals(cells("p2", "p1", "p3"), targets(fen("w", "Oa2", "np1", "rp3"), "a2"));
        assertEquals(cells("b3"), targets(fen("w", "Oc3", "nd2", "nd4"), "c3"));
        assertEquals(cells("a2", "a1", "a3"), targets(fen("b", "op2", "Na1", "Ra3"), "p2"));
        assertEquals(cells("d1", "d2"), targets(fen("b", "oc1", "Nb2", "Nd2"), "c1"));
    }

    @Test
    void aPawnCannotStepOntoAPieceNorCaptureItsOwn() {
        assertEquals(Set.of(), targets(fen("w", "Pa1", "pb1", "Pb2"), "a1"));
        assertEquals(Set.of(), targets(fen("b", "op4", "Pa4", "na3"), "p4"));
    }

    @Test
    void aKingMayTakeALonePieceButNotAProtectedOne() {
        assertEquals(cells("p1", "b2"), targets(fen("w", "Ka1", "rb2", "ki4"), "a1"));
        assertEquals(cells("p1"), targets(fen("w", "Ka1", "rb2", "nd3", "ki4"), "a1"));
    }

    @Test
    void aPieceStaysPinnedAcrossTheSeam() {
        String pinned = fen("w", "Kb1", "Na1", "Qc1", "rn1", "ki4");
        assertEquals(Set.of(), targets(pinned, "a1"));
        assertEquals(Set.of(), targets(pinned, "c1"));
        assertEquals(cells("b3", "c2", "p3", "o2"), targets(fen("w", "Kb1", "Na1", "Qc1", "ki4"), "a1"));
        assertEquals(cells("p1", "o1", "n1"), targets(fen("w", "Kb1", "Ra1", "Qc1", "rn1", "ki4"), "a1"));
    }

    @Test
    void aCheckAcrossTheSeamIsMetOnlyByTakingTheRookOrStepping() {
        assertEquals(Set.of("a3-o1", "j1-o1", "b1-b2"), moves(CHECKED));
    }

    @Test
    void theMiddlegameHasTheMovesCountedByHand() {
        Set<String> expected = Set.of("a3-b1", "a3-p1", "a3-c4", "a3-c2", "a3-o4", "a3-o2", "b2-d4",
                "c3-b3", "c3-c2", "c3-c4", "c3-d3", "c3-e3", "c3-f3", "c3-g3", "c3-h3", "c3-i3", "c3-j3", "c3-k3",
                "e2-f2", "f4-e4", "n2-m1", "n2-m3", "o1-n1", "o1-o2", "o1-p1", "o1-p2", "o3-p3",
                "p4-a4", "p4-b4", "p4-o4", "p4-n4", "p4-p3", "p4-p2", "p4-p1");
        assertEquals(expected, moves(MIDDLEGAME));
    }

    @Test
    void turningTheBoardRoundChangesNoCount() {
        for (String fen : new String[] {MIDDLEGAME, CHECKED}) {
            long count = RingReference.perft(fen, 3);
            for (int files = 1; files < RingBoard.FILES; files++) {
                String turned = RingPlacements.rotate(fen, files);
                int by = files;
                assertEquals(renamed(RingReference.divide(fen, 2), cell -> RingBoard.step(cell, by, 0)),
                        RingReference.divide(turned, 2), turned);
                assertEquals(count, RingReference.perft(turned, 3), turned);
            }
        }
    }

    @Test
    void mirroringFlippingRingsAndTheHalfTurnChangeNoCount() {
        for (String fen : new String[] {MIDDLEGAME, CHECKED, RingReference.START}) {
            Map<String, Long> split = RingReference.divide(fen, 3);
            assertEquals(renamed(split, RingPlacements::mirrorCell), RingReference.divide(RingPlacements.mirror(fen), 3));
            assertEquals(renamed(split, RingPlacements::flipRingCell),
                    RingReference.divide(RingPlacements.flipRings(fen), 3));
            assertEquals(renamed(split, cell -> RingBoard.step(cell, 8, 0)),
                    RingReference.divide(RingPlacements.halfTurn(fen), 3));
        }
    }

    @Test
    void badInputIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> RingReference.perft("16/16/16 w - - 0 1", 1));
        assertThrows(IllegalArgumentException.class, () -> RingReference.perft("15/16/16/16 w - - 0 1", 1));
        assertThrows(IllegalArgumentException.class, () -> RingReference.perft("16/16/16/15X w - - 0 1", 1));
        assertThrows(IllegalArgumentException.class, () -> RingReference.perft(RingReference.START, -1));
        assertThrows(IllegalArgumentException.class, () -> RingReference.divide(RingReference.START, 0));
    }

    private static Map<String, Long> renamed(Map<String, Long> split, IntUnaryOperator where) {
        Map<String, Long> moved = new TreeMap<>();
        split.forEach((move, count) -> moved.put(RingPlacements.moveName(move, where), count));
        return moved;
    }
}
