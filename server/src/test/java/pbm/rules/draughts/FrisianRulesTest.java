package pbm.rules.draughts;

import pbm.rules.MoveRead;
import pbm.rules.Ending;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Frisian draughts: hand-built positions on the International numbering (1 = b10, 28 = e5, 46 = a1,
 * 50 = i1), every legal move worked out on paper: captures in 8 directions, straight ones two squares
 * long, flying kings that move diagonally and capture in 8 directions, the majority by value (man 100,
 * king 199), a king first at equal value, and at most three non-capturing moves in a row with one king
 * while its side has men.
 */
class FrisianRulesTest {

    private static final Variant FRISIAN = DraughtsFamily.variant("frisian").orElseThrow();

    private static Move move(int from, List<Integer> landings, List<Integer> captured) {
        return new Move(from, landings, captured);
    }

    private static Move step(int from, int to) {
        return new Move(from, List.of(to), List.of());
    }

    private static void assertMoves(Set<Move> expected, Position p) {
        List<Move> legal = FRISIAN.legalMoves(p);
        assertEquals(legal.size(), new HashSet<>(legal).size(), "duplicates in " + legal);
        assertEquals(expected, new HashSet<>(legal), p.toString());
    }

    private static void assertMoves(Set<Move> expected, String fen) {
        assertMoves(expected, Fen.read(FRISIAN, fen));
    }

    @Test
    void menCaptureStraightAlongFilesAndRanksTwoSquaresAway() {
        // Man e5 (28): e7 (18) to e9 (8), c5 (27) to a5 (26), and backwards e3 (38) to e1 (48).
        assertMoves(Set.of(move(28, List.of(8), List.of(18)), move(28, List.of(26), List.of(27)),
                move(28, List.of(48), List.of(38))), "W:W28:B18,27,38");
        Position p = Fen.read(FRISIAN, "W:W28:B18");
        assertEquals("28x8", FRISIAN.notation(p, move(28, List.of(8), List.of(18))));
        assertEquals(new MoveRead.Legal(move(28, List.of(8), List.of(18))), FRISIAN.parseMove(p, "e5xe9"));
        assertEquals("40,W,10,10,N2,0", FRISIAN.gameType());
    }

    @Test
    void twoMenOutweighOneKing() {
        // Man c1 (47) takes c3 (37) and c7 (17) up the file: 200; man e5 (28) takes the king e7 (18): 199.
        assertMoves(Set.of(move(47, List.of(27, 7), List.of(37, 17))), "W:W28,47:BK18,37,17");
    }

    @Test
    void oneKingOutweighsOneMan() {
        assertMoves(Set.of(move(28, List.of(8), List.of(18))), "W:W28,47:BK18,37");
        MoveRead man = FRISIAN.parseMove(Fen.read(FRISIAN, "W:W28,47:BK18,37"), "47x27");
        assertTrue(((MoveRead.Rejected) man).reason().startsWith("A capture of more value can be made"),
                man.toString());
    }

    @Test
    void atEqualValueTheKingMustCapture() {
        // King a1 (46) takes b2 (41) landing on c3 (37), d4 (32) being White's; man d4 could take e5 (28).
        assertMoves(Set.of(move(46, List.of(37), List.of(41))), "W:WK46,32:B41,28");
    }

    @Test
    void kingsMoveDiagonallyOnly() {
        Set<Move> expected = new HashSet<>();
        for (int to : List.of(22, 17, 11, 6, 23, 19, 14, 10, 5, 32, 37, 41, 46, 33, 39, 44, 50)) {
            expected.add(step(28, to));
        }
        assertMoves(expected, "W:WK28:B1");
    }

    @Test
    void kingsCaptureStraightAtADistance() {
        // King a1 (46) up the a-file (a3 36, a5 26) over a7 (16) to a9 (6), the next dark square.
        assertMoves(Set.of(move(46, List.of(6), List.of(16))), "W:WK46:B16");
    }

    @Test
    void aKingMayMakeThreeNonCapturingMovesInARowWhileItsSideHasMen() {
        Position p = Fen.read(FRISIAN, "W:WK28,45:BK1");
        Position twice = p.withKingRun(Side.WHITE, 28, 2);
        assertEquals(18, FRISIAN.legalMoves(twice).size());                  // 17 king moves and 45-40
        Position thrice = twice.play(step(28, 33));
        assertEquals(33, thrice.kingRunSquare(Side.WHITE));
        assertEquals(3, thrice.kingRunMoves(Side.WHITE));
        Position blackMoved = thrice.play(step(1, 6));
        assertEquals(3, blackMoved.kingRunMoves(Side.WHITE));
        assertMoves(Set.of(step(45, 40)), blackMoved);
        assertEquals(new MoveRead.Rejected("The king on 33 has made 3 moves in a row without capturing: move "
                + "another piece, for example 45-40."), FRISIAN.parseMove(blackMoved, "33-28"));
        // After the man moves the count starts again.
        Position manMoved = blackMoved.play(step(45, 40));
        assertEquals(0, manMoved.kingRunMoves(Side.WHITE));
        assertEquals(0, manMoved.kingRunSquare(Side.WHITE));
        // Another king may move; the resting king may still capture.
        assertMoves(Set.of(step(50, 44), step(50, 39), step(50, 33), step(45, 40)),
                Fen.read(FRISIAN, "W:WK28,K50,45:BK1").withKingRun(Side.WHITE, 28, 3));
        assertMoves(Set.of(move(28, List.of(8), List.of(18))),
                Fen.read(FRISIAN, "W:WK28,45:BK1,18").withKingRun(Side.WHITE, 28, 3));
        // With no men left the limit is off.
        assertEquals(17, FRISIAN.legalMoves(Fen.read(FRISIAN, "W:WK28:BK1").withKingRun(Side.WHITE, 28, 3)).size());
        // Switching kings starts a new count; the count is part of the position, not of its FEN.
        Position other = Fen.read(FRISIAN, "W:WK28,K50,45:BK1").withKingRun(Side.WHITE, 28, 3).play(step(50, 44));
        assertEquals(44, other.kingRunSquare(Side.WHITE));
        assertEquals(1, other.kingRunMoves(Side.WHITE));
        assertTrue(!twice.equals(p) && Fen.read(FRISIAN, Fen.write(twice)).equals(p));
        assertThrows(IllegalArgumentException.class, () -> p.withKingRun(Side.WHITE, 45, 1));
    }

    /**
     * A game played on playstrategy.dev (https://playstrategy.dev/GE7kFwa3), as its test suite
     * records it: one "from to" pair per jump, so 42 22, 22 13, 13 24 is the single move 42x24. White
     * won: Black is left without pieces.
     */
    private static final String PLAYSTRATEGY_GAME = "3329 1721 2923 1333 3829 1217 3227 2132 4222 2213 1324 1621 "
            + "3430 1434 3423 3933 2127 3122 2224 2029 2938 4332 1520 3024 2029 4439 1116 3919 0929 3228 2927 "
            + "4742 2747 4738 4828 1621 3631 0611 3126 0409 2822 1728 2617 1706 2833 4034 0813 0608 0819 0929 "
            + "2940 4534 3432 0308 3228 0207 2823 0813 2303 0106 3530 1014 0325 0510 2503 1015 3025 1535 5045 "
            + "0712 0326 0611 4525 1116 2606";

    @Test
    void aGamePlayedElsewhereReplaysToItsResult() {
        GameState state = GameState.start(FRISIAN);
        List<Integer> path = new java.util.ArrayList<>();
        for (String jump : PLAYSTRATEGY_GAME.split(" ")) {
            assertEquals(java.util.Optional.empty(), state.outcome(), "game over before " + jump);
            int from = Integer.parseInt(jump.substring(0, 2));
            if (path.isEmpty()) {
                path.add(from);
            }
            assertEquals(path.get(path.size() - 1), from, "jumps do not join at " + jump);
            path.add(Integer.parseInt(jump.substring(2)));
            List<Integer> landings = path.subList(1, path.size());
            Move played = null;
            boolean goesOn = false;
            for (Move m : FRISIAN.legalMoves(state.position())) {
                if (m.from() == path.get(0) && m.landings().equals(landings)) {
                    played = m;
                } else if (m.from() == path.get(0) && m.landings().size() > landings.size()
                        && m.landings().subList(0, landings.size()).equals(landings)) {
                    goesOn = true;
                }
            }
            assertTrue(played != null || goesOn, "no legal move " + path + " in " + state.position());
            if (played != null) {
                state = state.play(played);
                path.clear();
            }
        }
        assertTrue(path.isEmpty());
        assertEquals(new Ending(0, "Black has no pieces left"), state.outcome().orElseThrow());
        assertEquals(65, state.moves().size());   // the 75 jumps make 65 moves, the last one White's
    }

    @Test
    void otherVariantsKeepNoKingRun() {
        Variant draughts = DraughtsFamily.variant("draughts").orElseThrow();
        Position p = Fen.read(draughts, "W:WK28,45:BK1").play(step(28, 33));
        assertEquals(0, p.kingRunMoves(Side.WHITE));
    }
}
