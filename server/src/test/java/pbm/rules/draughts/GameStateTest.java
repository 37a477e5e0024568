package pbm.rules.draughts;

import pbm.rules.MoveRead;
import pbm.rules.Ending;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** End of game: no move loses (wins in reverse), threefold repetition, the move-count draw rules. */
class GameStateTest {

    private static Variant variant(String name) {
        return DraughtsFamily.variant(name).orElseThrow();
    }

    private static GameState play(GameState state, String... moves) {
        for (String text : moves) {
            assertEquals(Optional.empty(), state.outcome(), "before " + text);
            MoveRead parse = state.variant().parseMove(state.position(), text);
            assertTrue(parse instanceof MoveRead.Legal, text + ": " + parse);
            state = state.play((Move) ((MoveRead.Legal) parse).ply());
        }
        return state;
    }

    @Test
    void noPiecesOrNoMoveLoses() {
        Variant draughts = variant("draughts");
        assertEquals(Optional.of(new Ending(1, "White has no pieces left")),
                GameState.start(draughts, Fen.read(draughts, "W:W:B1")).outcome());
        // Man a1 (46) is stuck behind b2 (41) and c3 (37).
        assertEquals(Optional.of(new Ending(1, "White has no legal move")),
                GameState.start(draughts, Fen.read(draughts, "W:W46:B37,41")).outcome());
        Variant reverse = variant("draughts -reverse");
        assertEquals(Optional.of(new Ending(0, "White has no legal move")),
                GameState.start(reverse, Fen.read(reverse, "W:W46:B37,41")).outcome());
    }

    @Test
    void lastCaptureEndsTheGame() {
        Variant checkers = variant("checkers");
        GameState state = play(GameState.start(checkers, Fen.read(checkers, "B:W14:B10")), "10x17");
        assertEquals(Optional.of(new Ending(0, "White has no pieces left")), state.outcome());
        assertEquals(1, state.moves().size());
    }

    @Test
    void threefoldRepetitionDraws() {
        Variant draughts = variant("draughts");
        GameState state = play(GameState.start(draughts, Fen.read(draughts, "W:WK46:BK4")),
                "46-41", "4-9", "41-46", "9-4", "46-41", "4-9", "41-46");
        state = play(state, "9-4");
        assertEquals(Optional.of(new Ending(null, "threefold repetition")), state.outcome());
    }

    @Test
    void fiveMoveRuleInKingAgainstKing() {
        Variant draughts = variant("draughts");
        GameState state = play(GameState.start(draughts, Fen.read(draughts, "W:WK46:BK4")),
                "46-41", "4-9", "41-46", "9-3", "46-41", "3-8", "41-46", "8-2", "46-41");
        state = play(state, "2-7");
        assertEquals(Optional.of(new Ending(null, "5-move rule")), state.outcome());
    }

    @Test
    void twentyFiveKingMovesDrawInDraughts() {
        assertDrawAfter("draughts", "W:WK46,K50:BK1,K5", 50, "25-move rule");
    }

    @Test
    void sixteenMoveRuleWithThreeKingsAgainstOne() {
        assertDrawAfter("draughts", "W:WK46,K47,K48:BK4", 32, "16-move rule");
    }

    @Test
    void fifteenMoveRulesInRussian() {
        assertDrawAfter("russian", "W:WKa1,Kc1:BKh8,Kf8", 30, "15-move rule");
        assertDrawAfter("russian", "W:WKa1,Kc1,Ke1:BKf8", 30, "15-move rule");
    }

    @Test
    void fortyMoveRuleInCheckersIsAClaim() {
        Variant checkers = variant("checkers");
        GameState before = quietKingLine(GameState.start(checkers, Fen.read(checkers, "W:WK29,K30:BK3,K4")), 79,
                new HashSet<>());
        assertNotNull(before);
        assertEquals(Optional.empty(), before.claimable(), "39 moves and a half: nothing to claim yet");
        GameState at = quietKingLine(before, 80, new HashSet<>(before.positions()));
        assertNotNull(at);
        assertEquals(Optional.empty(), at.outcome(), "WCDF: the 40-move rule does not end the game by itself");
        assertEquals(Optional.of(new Ending(null, "40-move rule, claimed by White: 40 moves each without a man"
                + " moved or a capture")), at.claimable());
    }

    @Test
    void checkersRepetitionIsAClaim() {
        Variant checkers = variant("checkers");
        GameState state = play(GameState.start(checkers, Fen.read(checkers, "B:WK29:BK4")),
                "4-8", "29-25", "8-4", "25-29", "4-8", "29-25", "8-4", "25-29");
        assertEquals(Optional.empty(), state.outcome());
        assertTrue(state.claimable().orElseThrow().reason().startsWith("threefold repetition, claimed by Black"));
    }

    @Test
    void frisianTwoKingsAgainstOneDrawAfterSevenMovesEach() {
        assertDrawAfter("frisian", "W:WK47,K49:BK4", 14, "7-move rule");
        assertDrawAfter("frisian", "B:WK47:BK2,K4", 14, "7-move rule");
    }

    @Test
    void frisianKingAgainstKingDrawsAfterTwoMovesEach() {
        assertDrawAfter("frisian", "W:WK47:BK4", 4, "2-move rule");
    }

    @Test
    void frisianKingsWithMenHaveNoEndgameCount() {
        Variant frisian = variant("frisian");
        GameState state = quietKingLine(GameState.start(frisian, Fen.read(frisian, "W:WK47,K49,36:BK4")), 14,
                new HashSet<>());
        assertNotNull(state);
        assertEquals(Optional.empty(), state.outcome());
    }

    @Test
    void italianHasNoMoveCountRule() {
        Variant italian = variant("italian");
        GameState state = quietKingLine(GameState.start(italian, Fen.read(italian, "W:WK29,K30:BK3,K4")), 90,
                new HashSet<>());
        assertNotNull(state, "no 90-ply line of quiet king moves found");
        assertEquals(Optional.empty(), state.outcome());
    }

    @Test
    void italianRepetitionIsAClaimNotAnEnd() {
        Variant italian = variant("italian");
        GameState state = play(GameState.start(italian, Fen.read(italian, "W:WK29:BK4")),
                "29-25", "4-8", "25-29", "8-4", "29-25", "4-8", "25-29");
        assertEquals(Optional.empty(), state.claimable(), "the position has occurred twice only");
        state = play(state, "8-4");
        assertEquals(Optional.empty(), state.outcome(), "FID: repetition does not end the game by itself");
        assertEquals(Optional.of(new Ending(null, "threefold repetition, claimed by White: the same position"
                + " with White to move arose at the start, after 2... 8-4 and after 4... 8-4")),
                state.claimable());
        state = play(state, "29-25");
        assertEquals(Optional.empty(), state.outcome(), "not claimed: the game goes on");
        assertEquals("threefold repetition, claimed by Black: the same position with Black to move arose after"
                + " 1. 29-25, after 3. 29-25 and after 5. 29-25", state.claimable().orElseThrow().reason());
        state = play(state, "4-7");
        assertEquals(Optional.empty(), state.claimable(), "a new position: nothing to claim");
    }

    @Test
    void repetitionStillEndsTheOtherGamesByItself() {
        Variant draughts = variant("draughts");
        GameState state = play(GameState.start(draughts, Fen.read(draughts, "W:WK46:BK4")),
                "46-41", "4-9", "41-46", "9-4", "46-41", "4-9", "41-46", "9-4");
        assertEquals(Optional.of(new Ending(null, "threefold repetition")), state.outcome());
        assertEquals(Optional.empty(), state.claimable());
    }

    @Test
    void russianThirtyMoveRuleWithFourOrFivePiecesAndKingsOnBothSides() {
        assertBalanceDrawAfter("russian", "W:WKc1,a3:BKf8,h6", 60, "30-move rule");
        assertBalanceDrawAfter("russian", "W:WKc1,a3,e1:BKf8,h6", 60, "30-move rule");
    }

    @Test
    void russianSixtyMoveRuleWithSixOrSevenPieces() {
        assertBalanceDrawAfter("russian", "W:WKc1,a3,e1:BKf8,h6,d8", 120, "60-move rule");
    }

    @Test
    void russianBalanceRulesStopAtSevenPieces() {
        Variant russian = variant("russian");
        GameState state = balanceLine(GameState.start(russian, Fen.read(russian, "W:WKc1,a3,e1,g1:BKf8,h6,d8,b8")), 64,
                new HashSet<>(), s -> true);
        assertNotNull(state);
        assertEquals(Optional.empty(), state.outcome());
    }

    @Test
    void brazilianHasNoThirtyMoveRule() {
        Variant brazilian = variant("brazilian");
        GameState state = balanceLine(GameState.start(brazilian, Fen.read(brazilian, "W:WKc1,a3:BKf8,h6")), 62,
                new HashSet<>(), s -> true);
        assertNotNull(state);
        assertEquals(Optional.empty(), state.outcome());
    }

    @Test
    void russianLoneKingOnTheMainRoadDrawsAfterFiveMoves() {
        Variant russian = variant("russian");
        GameState end = balanceLine(GameState.start(russian, Fen.read(russian, "W:WKc1,Ke1,Kg1:BKh8")), 10,
                new HashSet<>(), s -> s.moves().size() < 10 || loneKingOnMainRoad(s));
        assertNotNull(end);
        assertEquals(Optional.of(new Ending(null, "5-move rule (lone king on the main road)")), end.outcome());
    }

    @Test
    void russianLoneKingOffTheMainRoadHasFifteenMoves() {
        Variant russian = variant("russian");
        GameState end = balanceLine(GameState.start(russian, Fen.read(russian, "W:WKc1,Ke1,Kg1:BKh8")), 30,
                new HashSet<>(), s -> s.moves().size() < 10 || !loneKingOnMainRoad(s));
        assertNotNull(end);
        assertEquals(Optional.of(new Ending(null, "15-move rule")), end.outcome());
    }

    private static boolean loneKingOnMainRoad(GameState s) {
        Geometry g = s.variant().geometry();
        for (int sq = 1; sq <= g.squareCount(); sq++) {
            if (s.position().pieceAt(sq) == Piece.BLACK_KING) {
                return g.fileOf(sq) == g.rankOf(sq);
            }
        }
        return false;
    }

    /** The game goes on up to the last ply before the limit, and the rule ends it on that ply. */
    private static void assertBalanceDrawAfter(String name, String fen, int plies, String rule) {
        Variant v = variant(name);
        GameState end = balanceLine(GameState.start(v, Fen.read(v, fen)), plies, new HashSet<>(), s -> true);
        assertNotNull(end, "no line of " + plies + " plies keeping the balance in " + fen);
        assertEquals(plies, end.moves().size());
        assertEquals(Optional.of(new Ending(null, rule)), end.outcome());
    }

    /**
     * Depth-first: a line of moves that capture nothing and crown no man, with no repeated position, on
     * which every state before the last has no outcome and satisfies {@code keep}. Men move when the kings
     * alone have moved 20 plies in a row, so that the 15-move king rule does not end the game first.
     */
    private static GameState balanceLine(GameState state, int plies, Set<Position> seen,
            java.util.function.Predicate<GameState> keep) {
        if (!keep.test(state)) {
            return null;
        }
        if (state.moves().size() == plies) {
            return state;
        }
        if (state.outcome().isPresent()) {
            return null;
        }
        Position p = state.position();
        seen.add(p);
        int kingRun = 0;
        for (int i = state.moves().size() - 1; i >= 0; i--) {
            Move m = state.moves().get(i);
            if (!state.positions().get(i).pieceAt(m.from()).isKing()) {
                break;
            }
            kingRun++;
        }
        boolean menFirst = kingRun >= 20;
        List<Move> ordered = new java.util.ArrayList<>(state.variant().legalMoves(p));
        ordered.sort(java.util.Comparator.comparing(m -> p.pieceAt(m.from()).isKing() == menFirst));
        for (Move m : ordered) {
            Position next = p.play(m);
            if (m.isCapture() || seen.contains(next) || next.count(Piece.WHITE_KING) != p.count(Piece.WHITE_KING)
                    || next.count(Piece.BLACK_KING) != p.count(Piece.BLACK_KING)) {
                continue;
            }
            GameState found = balanceLine(state.play(m), plies, seen, keep);
            if (found != null) {
                return found;
            }
        }
        seen.remove(p);
        return null;
    }

    /**
     * Finds a line of quiet king moves without any repeated position (depth-first); the game must go on
     * until the last ply and end by the rule on it.
     */
    private static void assertDrawAfter(String name, String fen, int plies, String rule) {
        Variant v = variant(name);
        GameState end = quietKingLine(GameState.start(v, Fen.read(v, fen)), plies, new HashSet<>());
        assertNotNull(end, "no line of " + plies + " quiet king moves without repetition in " + fen);
        assertEquals(plies, end.moves().size());
        assertEquals(Optional.of(new Ending(null, rule)), end.outcome());
    }

    private static GameState quietKingLine(GameState state, int plies, Set<Position> seen) {
        if (state.moves().size() == plies) {
            return state;
        }
        if (state.outcome().isPresent()) {
            return null;
        }
        Position p = state.position();
        seen.add(p);
        List<Move> moves = state.variant().legalMoves(p);
        for (Move m : moves) {
            if (m.isCapture() || !p.pieceAt(m.from()).isKing() || seen.contains(p.play(m))) {
                continue;
            }
            GameState found = quietKingLine(state.play(m), plies, seen);
            if (found != null) {
                return found;
            }
        }
        seen.remove(p);
        return null;
    }
}
