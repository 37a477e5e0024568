package pbm.hexcheck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.hexcheck.ShafranPlacements.fen;
import static pbm.hexcheck.ShafranPlacements.flip;
import static pbm.hexcheck.ShafranPlacements.flipCell;
import static pbm.hexcheck.ShafranPlacements.flipRights;
import static pbm.hexcheck.ShafranPlacements.join;
import static pbm.hexcheck.ShafranPlacements.mirror;
import static pbm.hexcheck.ShafranPlacements.mirrorCell;
import static pbm.hexcheck.ShafranPlacements.mirrorRights;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import pbm.hexcheck.HexReference.Variant;

/**
 * Shafran's game in the reference generator against facts worked out by hand from the rules: the
 * board's cells and names, the start's 42 first moves, the pawn's steps of one to three cells and
 * en passant on either cell passed, castling short and long on both flanks with its conditions,
 * promotion on each file's far cell, and the board's two reflections, which must change no count.
 */
class ShafranReferenceTest {
    private static final Variant SHAFRAN = Variant.SHAFRAN;
    private static final HexBoard BOARD = HexBoard.SHAFRAN;
    private static final String START = HexReference.SHAFRAN_START;
    private static final String[] WHITE_START = {"Ra1", "Nb1", "Bc1", "Qd1", "Ke1", "Bf2", "Ng3", "Bh4", "Ri5", "Pa2",
        "Pb2", "Pc2", "Pd2", "Pe2", "Pf3", "Pg4", "Ph5", "Pi6"};
    private static final String[] BLACK_START = {"ri10", "nh10", "bg10", "qf10", "ke10", "bd9", "nc8", "bb7", "ra6",
        "pi9", "ph9", "pg9", "pf9", "pe9", "pd8", "pc7", "pb6", "pa5"};
    /** White's queen flank cleared from the start: b1, c1 and d1 empty. */
    private static final String FLANK_CLEARED = "kqbnr/bppppp/np5/bp6/rp6P/p6PR/6PB/5PN/PPPPPB/R3K w KQkq - 0 1";
    /** Both kings and all four rooks at home, nothing between them. */
    private static final String[] ROOKS_HOME = {"Ke1", "Ra1", "Ri5", "ke10", "ra6", "ri10"};
    /** Black has just played f9-f6, passing f7 and f8; e5 may take on f7 and g7 on f8. */
    private static final String[] MIDDLEGAME = {"Ke1", "Ra1", "Ri5", "Qe3", "Nc4", "Ng5", "Bd3", "Bf4", "Bh6", "Pa2",
        "Pb3", "Pc3", "Pd2", "Pe5", "Pg7", "Ph5", "Pi6", "ke10", "ra6", "ri10", "qc6", "nb5", "nh8", "bd7", "bg8",
        "be7", "pa5", "pb6", "pc7", "pd8", "pe8", "pf6", "ph9", "pi8"};
    private static final Set<String> KING_E1_STEPS = set("e1-e2", "e1-d1", "e1-f2", "e1-d2", "e1-f3");
    private static final Set<String> KING_I10_STEPS = set("i10-i9", "i10-h10", "i10-h9", "i10-g9", "i10-h8");

    private static Set<String> moves(String fen) {
        return HexReference.divide(SHAFRAN, fen, 1).keySet();
    }

    private static Set<String> movesFrom(String fen, String cell) {
        return moves(fen).stream().filter(move -> move.startsWith(cell + "-")).collect(Collectors.toSet());
    }

    private static Set<String> set(String... moves) {
        return new TreeSet<>(Set.of(moves));
    }

    private static String[] with(String[] pieces, String... more) {
        return join(pieces, more);
    }

    private static Set<String> plus(Set<String> first, String... more) {
        Set<String> both = new TreeSet<>(first);
        both.addAll(Set.of(more));
        return both;
    }

    /** The position after the named moves from a FEN, each of which must be legal where it is played. */
    private static HexPosition play(String fen, String... moves) {
        HexPosition position = HexFen.read(SHAFRAN, fen);
        for (String name : moves) {
            HexMoves generator = new HexMoves(SHAFRAN, position);
            int[] list = new int[HexMoves.MOST_MOVES];
            int count = generator.generate(list);
            int chosen = -1;
            for (int i = 0; i < count; i++) {
                chosen = position.name(list[i]).equals(name) ? list[i] : chosen;
            }
            assertTrue(chosen != -1, name + " is not a move here");
            position.make(chosen);
            assertTrue(generator.moverIsSafe(), name + " leaves its king attacked");
        }
        return position;
    }

    private static Set<String> legalMoves(HexPosition position) {
        HexMoves generator = new HexMoves(SHAFRAN, position);
        int[] list = new int[HexMoves.MOST_MOVES];
        int count = generator.generate(list);
        Set<String> legal = new TreeSet<>();
        for (int i = 0; i < count; i++) {
            position.make(list[i]);
            if (generator.moverIsSafe()) {
                legal.add(position.name(list[i]));
            }
            position.unmake(list[i]);
        }
        return legal;
    }

    private static int pieceOn(HexPosition position, String cell) {
        return position.board[BOARD.parse(cell)];
    }

    @Test
    void theBoardHas70CellsAndItsCornersTouchThree() {
        Map<Integer, Integer> cellsByNeighbours = new TreeMap<>();
        Set<String> corners = new TreeSet<>();
        for (int cell : BOARD.cells()) {
            int neighbours = 0;
            for (int step : HexGeometry.ORTHOGONAL) {
                neighbours += BOARD.onBoard(HexGeometry.file(cell + step), HexGeometry.height(cell + step)) ? 1 : 0;
            }
            cellsByNeighbours.merge(neighbours, 1, Integer::sum);
            if (neighbours == 3) {
                corners.add(BOARD.name(cell));
            }
        }
        assertEquals(70, BOARD.cells().length);
        // Sides of 6, 5, 5, 6, 5, 5 cells: 20 rim cells between the corners, and 44 inside.
        assertEquals(Map.of(3, 6, 4, 20, 6, 44), cellsByNeighbours);
        assertEquals(set("a1", "a6", "e1", "e10", "i5", "i10"), corners);
    }

    @Test
    void eachFileHasItsRanksAndNoOthers() {
        for (String cell : new String[] {"a1", "a6", "b7", "e1", "e10", "f2", "f10", "h4", "i5", "i10"}) {
            assertEquals(cell, BOARD.name(BOARD.parse(cell)));
        }
        for (String cell : new String[] {"a0", "a7", "b8", "e11", "f1", "g2", "h3", "i4", "i11", "j5", "k1"}) {
            assertThrows(IllegalArgumentException.class, () -> BOARD.parse(cell), cell);
        }
    }

    @Test
    void theWhitePiecesStandOnTheFilesFeetAndBlacksOnTheirHeads() {
        Set<String> feet = new TreeSet<>();
        Set<String> heads = new TreeSet<>();
        for (int cell : BOARD.cells()) {
            if (!BOARD.onBoard(HexGeometry.file(cell), HexGeometry.height(cell) - 2)) {
                feet.add(BOARD.name(cell));
            }
            if (!BOARD.onBoard(HexGeometry.file(cell), HexGeometry.height(cell) + 2)) {
                heads.add(BOARD.name(cell));
            }
        }
        assertEquals(set("a1", "b1", "c1", "d1", "e1", "f2", "g3", "h4", "i5"), feet);
        assertEquals(set("a6", "b7", "c8", "d9", "e10", "f10", "g10", "h10", "i10"), heads);
    }

    @Test
    void rankOneRunsDownFromA1ToE1() {
        // A lone rook on a1: rank 1 to e1, file a to a6, and the edge-wise line up to i9.
        assertEquals(set("a1-b1", "a1-c1", "a1-d1", "a1-e1", "a1-a2", "a1-a3", "a1-a4", "a1-a5", "a1-a6", "a1-b2",
                "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8", "a1-i9"), moves(fen("w", "-", "-", "Ra1")));
        assertEquals(KING_E1_STEPS, moves(fen("w", "-", "-", "Ke1")));
        assertEquals(set("a1-a2", "a1-b1", "a1-b2", "a1-b3", "a1-c2"), moves(fen("w", "-", "-", "Ka1")));
        assertEquals(12, HexReference.perft(SHAFRAN, fen("w", "-", "-", "Ke5"), 1));
    }

    @Test
    void theStartIsTheListedPiecesAndBlackIsWhiteTurnedHalfRound() {
        assertEquals(START, fen("w", "KQkq", "-", join(WHITE_START, BLACK_START)));
        // Turning half round is the left-right reflection followed by the top-bottom one.
        assertEquals(set(BLACK_START), set(flip(mirror(WHITE_START))));
    }

    @Test
    void theStartGivesWhite42Moves() {
        assertEquals(42, moves(START).size());
        assertEquals(set("e2-e3", "e2-e4", "e2-e5"), movesFrom(START, "e2"));
        assertEquals(set("f3-f4", "f3-f5", "f3-f6"), movesFrom(START, "f3"));
        assertEquals(set("b2-b3", "b2-b4"), movesFrom(START, "b2"));
        assertEquals(set("a2-a3"), movesFrom(START, "a2"));
        assertEquals(set("i6-i7"), movesFrom(START, "i6"));
        assertEquals(set("b1-a3", "b1-c4", "b1-d4", "b1-e3"), movesFrom(START, "b1"));
        assertEquals(set("g3-e4", "g3-f5", "g3-h6"), movesFrom(START, "g3"));
        assertEquals(set("c1-d3", "c1-e5", "c1-f7", "c1-g9"), movesFrom(START, "c1"), "the c1 bishop reaches g9's pawn");
        assertEquals(set("f2-e3", "f2-d4", "f2-c5", "f2-b6"), movesFrom(START, "f2"));
        assertEquals(set("h4-g5", "h4-f6", "h4-e7", "h4-d8"), movesFrom(START, "h4"));
        assertEquals(set("d1-e3", "d1-f5", "d1-g7", "d1-h9"), movesFrom(START, "d1"));
        for (String shutIn : new String[] {"a1", "e1", "i5"}) {
            assertEquals(Set.of(), movesFrom(START, shutIn), shutIn);
        }
        // Pawns: 1 + 2 + 2 + 3 + 3 + 3 + 2 + 2 + 1 = 19.
        long pawnMoves = moves(START).stream().filter(move -> move.charAt(0) == move.charAt(3)).count();
        assertEquals(19, pawnMoves);
    }

    @Test
    void blackToMoveInTheStartCountsAsWhite() {
        assertEquals(HexReference.perft(SHAFRAN, START, 3), HexReference.perft(SHAFRAN, START.replace(" w ", " b "), 3));
        assertEquals(42, HexReference.perft(SHAFRAN, START.replace(" w ", " b "), 1));
    }

    @Test
    void pawnsStepOneTwoOrThreeCellsByFile() {
        assertEquals(set("e2-e3", "e2-e4", "e2-e5", "b2-b3", "b2-b4", "a2-a3", "i6-i7"),
                moves(fen("w", "-", "-", "Pe2", "Pb2", "Pa2", "Pi6")));
        assertEquals(set("f9-f8", "f9-f7", "f9-f6", "c7-c6", "c7-c5", "a5-a4"),
                moves(fen("b", "-", "-", "pf9", "pc7", "pa5")));
        assertEquals(set("e3-e4"), moves(fen("w", "-", "-", "Pe3")), "only from the start cell");
        assertEquals(set("e2-e3"), moves(fen("w", "-", "-", "Pe2", "pe4")), "every cell passed must be empty");
        assertEquals(set("e2-e3", "e2-e4"), moves(fen("w", "-", "-", "Pe2", "pe5")));
    }

    @Test
    void aTripleStepMayBeTakenEnPassantOnEitherCellItPassed() {
        // d4 takes diagonally down onto e3, f6 onto e4; either removes the pawn on e5.
        String before = fen("w", "-", "-", "Ka1", "Pe2", "ki10", "pd4", "pf6");
        HexPosition after = play(before, "e2-e5");
        Set<String> black = plus(KING_I10_STEPS, "d4-d3", "d4-e3", "f6-f5", "f6-e4");
        assertEquals(black, legalMoves(after));
        String written = fen("b", "-", "e3e4", "Ka1", "Pe5", "ki10", "pd4", "pf6");
        assertEquals(black, moves(written));
        assertEquals(plus(KING_I10_STEPS, "d4-d3", "f6-f5"), moves(written.replace(" e3e4 ", " - ")));

        HexPosition onE3 = play(before, "e2-e5", "d4-e3");
        assertEquals(HexPosition.EMPTY, pieceOn(onE3, "e5"));
        assertEquals(-HexPosition.PAWN, pieceOn(onE3, "e3"));
        HexPosition onE4 = play(before, "e2-e5", "f6-e4");
        assertEquals(HexPosition.EMPTY, pieceOn(onE4, "e5"));
        assertEquals(-HexPosition.PAWN, pieceOn(onE4, "e4"));
        // Either capture leaves White a lone king on a1 with its five steps, less c2 while d4's pawn
        // (which guards c2 and e3) is still there.
        Map<String, Long> split = HexReference.divide(SHAFRAN, written, 2);
        assertEquals(5L, split.get("d4-e3"));
        assertEquals(4L, split.get("f6-e4"));
        assertEquals(6L, split.get("d4-d3"), "the king's five and e5-e6");
        assertEquals(5L, split.get("f6-f5"));
    }

    @Test
    void enPassantLastsOneMove() {
        String before = fen("w", "-", "-", "Ka1", "Pe2", "ki10", "pd4", "pf6");
        Set<String> kingI9Steps = set("i9-i10", "i9-i8", "i9-h9", "i9-h8", "i9-g8", "i9-h10", "i9-h7");
        assertEquals(plus(kingI9Steps, "d4-d3", "f6-f5"), legalMoves(play(before, "e2-e5", "i10-i9", "a1-a2")));
    }

    @Test
    void aDoubleStepFromATripleStartPassesOneCell() {
        String before = fen("w", "-", "-", "Ka1", "Pe2", "ki10", "pd4", "pf6");
        HexPosition after = play(before, "e2-e4");
        assertEquals(BOARD.parse("e3"), after.passedFirst);
        assertEquals(-1, after.passedSecond);
        // d4 takes on e3 en passant; f6 takes the pawn where it stands.
        assertTrue(legalMoves(after).containsAll(set("d4-e3", "f6-e4")));
        assertEquals(HexPosition.EMPTY, pieceOn(play(before, "e2-e4", "d4-e3"), "e4"));
    }

    @Test
    void theKingCastlesShortOrLongOnAClearedFlank() {
        assertEquals(set("e1-d1", "e1-c1", "e1-b1"), movesFrom(FLANK_CLEARED, "e1"));
        HexPosition shortCastle = play(FLANK_CLEARED, "e1-c1");
        assertEquals(HexPosition.KING, pieceOn(shortCastle, "c1"));
        assertEquals(HexPosition.ROOK, pieceOn(shortCastle, "d1"));
        assertEquals(HexPosition.EMPTY, pieceOn(shortCastle, "a1"));
        HexPosition longCastle = play(FLANK_CLEARED, "e1-b1");
        assertEquals(HexPosition.KING, pieceOn(longCastle, "b1"));
        assertEquals(HexPosition.ROOK, pieceOn(longCastle, "c1"));
        assertEquals(HexPosition.EMPTY, pieceOn(longCastle, "a1"));
        assertEquals(set("e1-d1"), movesFrom(FLANK_CLEARED.replace(" KQkq ", " Kkq "), "e1"));
    }

    @Test
    void bothFlanksCastleForBothSides() {
        String white = fen("w", "KQkq", "-", ROOKS_HOME);
        assertEquals(plus(KING_E1_STEPS, "e1-c1", "e1-b1", "e1-g3", "e1-h4"), movesFrom(white, "e1"));
        HexPosition kingFlank = play(white, "e1-h4");
        assertEquals(HexPosition.ROOK, pieceOn(kingFlank, "g3"));
        assertEquals(HexPosition.ROOK, pieceOn(play(white, "e1-g3"), "f2"));
        String black = fen("b", "KQkq", "-", ROOKS_HOME);
        assertTrue(movesFrom(black, "e10").containsAll(set("e10-g10", "e10-h10", "e10-c8", "e10-b7")));
        assertEquals(-HexPosition.ROOK, pieceOn(play(black, "e10-b7"), "c8"));
        assertEquals(-HexPosition.ROOK, pieceOn(play(black, "e10-g10"), "f10"));
        assertEquals(KING_E1_STEPS, movesFrom(fen("w", "kq", "-", ROOKS_HOME), "e1"), "no rights, no castling");
    }

    @Test
    void anAttackedCellOnTheKingsPathForbidsCastling() {
        String[] pieces = {"Ke1", "Ra1", "ke10"};
        // A rook down the d file attacks d1 (and d2); a pawn on d5 shuts it off.
        assertEquals(set("e1-e2", "e1-f2", "e1-f3"), movesFrom(fen("w", "Q", "-", with(pieces, "rd9")), "e1"));
        assertEquals(plus(KING_E1_STEPS, "e1-c1", "e1-b1"), movesFrom(fen("w", "Q", "-", with(pieces, "rd9", "Pd5")), "e1"));
        // c1 attacked: the short castling lands there and the long one crosses it.
        assertEquals(KING_E1_STEPS, movesFrom(fen("w", "Q", "-", with(pieces, "rc8")), "e1"));
        // b1 attacked: only the long castling lands there.
        assertEquals(plus(KING_E1_STEPS, "e1-c1"), movesFrom(fen("w", "Q", "-", with(pieces, "rb7")), "e1"));
        // In check from the e file: no castling at all.
        assertEquals(set("e1-d1", "e1-f2", "e1-d2", "e1-f3"), movesFrom(fen("w", "Q", "-", with(pieces, "re9")), "e1"));
    }

    @Test
    void aPieceBetweenKingAndRookForbidsCastling() {
        // b1 is neither crossed nor reached by the short castling, yet all cells between must be empty.
        assertEquals(KING_E1_STEPS, movesFrom(fen("w", "Q", "-", "Ke1", "Ra1", "Nb1", "ke10"), "e1"));
        assertEquals(KING_E1_STEPS, movesFrom(fen("w", "K", "-", "Ke1", "Ri5", "Bh4", "ke10"), "e1"));
    }

    @Test
    void aRookOrKingThatMovedAwayAndBackHasLostItsRights() {
        String white = fen("w", "KQkq", "-", ROOKS_HOME);
        Set<String> rookBack = legalMoves(play(white, "a1-a2", "a6-a5", "a2-a1", "a5-a6"));
        assertTrue(rookBack.containsAll(set("e1-g3", "e1-h4")), "the other flank keeps its right");
        assertFalse(rookBack.contains("e1-c1") || rookBack.contains("e1-b1"));
        Set<String> kingBack = legalMoves(play(white, "e1-d1", "e10-d9", "d1-e1", "d9-e10"));
        assertEquals(KING_E1_STEPS, kingBack.stream().filter(move -> move.startsWith("e1-")).collect(Collectors.toSet()));
        // Black's rook went a6-a5-a6 too: its q right is gone, its k right stays.
        Set<String> blackAfter = legalMoves(play(white, "a1-a2", "a6-a5", "a2-a1", "a5-a6", "i5-i6"));
        assertTrue(blackAfter.containsAll(set("e10-g10", "e10-h10")));
        assertFalse(blackAfter.contains("e10-c8") || blackAfter.contains("e10-b7"));
    }

    @Test
    void aRookTakenAtHomeTakesItsRightWithIt() {
        // The bishop on g4 takes i5 and the rook from i8 takes back: a rook stands on i5 again, but not the one.
        String before = fen("b", "KQ", "-", "Ke1", "Ra1", "Ri5", "Ri8", "ke10", "bg4");
        Set<String> after = legalMoves(play(before, "g4-i5", "i8-i5", "e10-e9"));
        assertTrue(after.containsAll(set("e1-c1", "e1-b1")));
        assertFalse(after.contains("e1-g3") || after.contains("e1-h4"));
        // The same cells with the right still written in: the lost right is all that forbids it.
        assertTrue(moves(fen("w", "KQ", "-", "Ke1", "Ra1", "Ri5", "ke9")).containsAll(set("e1-g3", "e1-h4")));
    }

    @Test
    void pawnsPromoteOnEachFilesFarCell() {
        assertEquals(set("i9-i10=Q", "i9-i10=R", "i9-i10=B", "i9-i10=N", "a5-a6=Q", "a5-a6=R", "a5-a6=B", "a5-a6=N",
                "e8-e9"), moves(fen("w", "-", "-", "Pi9", "Pa5", "Pe8")));
        assertEquals(set("f3-f2=Q", "f3-f2=R", "f3-f2=B", "f3-f2=N", "i6-i5=Q", "i6-i5=R", "i6-i5=B", "i6-i5=N",
                "e3-e2"), moves(fen("b", "-", "-", "pf3", "pi6", "pe3")));
        // A capture onto h4, the foot of file h (one file right and three half cells down from g5), promotes too.
        assertEquals(set("g5-g4", "g5-h4=Q", "g5-h4=R", "g5-h4=B", "g5-h4=N"), moves(fen("b", "-", "-", "pg5", "Nh4")));
    }

    @Test
    void theMiddlegameCountsAlikeInBothReflections() {
        String middlegame = fen("w", "KQkq", "f7f8", MIDDLEGAME);
        assertTrue(moves(middlegame).containsAll(set("e5-f7", "g7-f8", "e1-c1", "e1-b1", "e1-g3", "e1-h4")));
        long count = HexReference.perft(SHAFRAN, middlegame, 3);
        String mirrored = fen("w", mirrorRights("KQkq"), mirrorCell("f7") + mirrorCell("f8"), mirror(MIDDLEGAME));
        String flipped = fen("b", flipRights("KQkq"), flipCell("f8") + flipCell("f7"), flip(MIDDLEGAME));
        assertEquals(count, HexReference.perft(SHAFRAN, mirrored, 3));
        assertEquals(count, HexReference.perft(SHAFRAN, flipped, 3));
        long sum = HexReference.divide(SHAFRAN, middlegame, 3).values().stream().mapToLong(Long::longValue).sum();
        assertEquals(count, sum);
    }

    @Test
    void makeAndUnmakeRestoreEveryMove() {
        HexPosition position = HexFen.read(SHAFRAN, fen("w", "KQkq", "f7f8", MIDDLEGAME));
        int[] board = position.board.clone();
        int[] state = {position.side, position.passedFirst, position.passedSecond, position.passedPawn, position.rights};
        int[] list = new int[HexMoves.MOST_MOVES];
        int count = new HexMoves(SHAFRAN, position).generate(list);
        for (int i = 0; i < count; i++) {
            position.make(list[i]);
            position.unmake(list[i]);
            String name = position.name(list[i]);
            assertArrayEquals(board, position.board, name);
            assertArrayEquals(state, new int[] {position.side, position.passedFirst, position.passedSecond,
                position.passedPawn, position.rights}, name);
            assertEquals(BOARD.parse("e1"), position.king(HexPosition.WHITE), name);
        }
    }

    @Test
    void aMalformedShafranFenIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(SHAFRAN, HexReference.GLINSKI_START, 1));
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(SHAFRAN, START.replace("KQkq", "KX"), 1));
        String apart = fen("b", "-", "e3e5", "Ka1", "Pe6", "ki10");
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(SHAFRAN, apart, 1));
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(SHAFRAN, START.replace(" - 0", " f1 0"), 1));
        assertThrows(IllegalArgumentException.class, () -> HexReference.perft(Variant.GLINSKI, START, 1));
    }
}
