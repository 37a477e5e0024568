package pbm.rules;

import pbm.games.Catalog;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.testing.Plays.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * What the server writes of a move, it reads back as that move. The move list keeps the text
 * that {@link Play#notation} wrote, and a board is replayed from that text whenever a process
 * loads it anew; a text that reads as ambiguous or as another move would leave the board
 * unplayable. Seeded random games of every shipped game, every legal move of every position.
 */
class NotationRoundTripTest {

    /** Random games a game word, and how long each may go on. */
    private static final int GAMES = 2;
    private static final int PLIES = 160;

    @TestFactory
    Stream<DynamicTest> everyLegalMoveReadsBackAsItself() {
        return Catalog.words().stream().map(word -> DynamicTest.dynamicTest(word, () -> {
            Game game = Catalog.find(word, List.of()).orElseThrow();
            Random random = new Random(word.hashCode());
            int checked = 0;
            for (int g = 0; g < GAMES; g++) {
                Play play = game.start(game.startFen(g));
                for (int i = 0; i < PLIES && play.ending().isEmpty(); i++) {
                    List<Ply> legal = play.legalMoves();
                    if (legal.isEmpty()) {
                        break;
                    }
                    checked += everyMoveReadBack(play).size();
                    play = play.play(legal.get(random.nextInt(legal.size())));
                }
            }
            assertTrue(checked > 0, word + ": no move was checked (the game ended before its first move)");
        }));
    }

    @Test
    void aBishopFromAPawnIsToldApartFromTheOtherBishopOfItsColour() {
        // b8 and g1 are both dark: the new bishop on b8 and the old one on g1 both reach h2 and a7
        Play chess = play(Catalog.find("chess", List.of()).orElseThrow().start("4k3/1P6/8/8/8/8/8/4K1B1 w - - 0 1"),
                "b8=B", "Kd7");
        List<String> written = everyMoveReadBack(chess);
        assertTrue(written.contains("Bbh2") && written.contains("Bgh2"), written.toString());
        assertTrue(written.contains("Bba7") && written.contains("Bga7"), written.toString());
    }

    @Test
    void aGoldAndALancePromotedToMoveAsOneAreWrittenApart() {
        Play shogi = Catalog.find("shogi", List.of()).orElseThrow().start("2+B+P2sG1/1np2sk2/l2Pp1ng+L/1p2r2p1/"
                + "pP1p1p1G1/PGP2+r3/L1K3pP1/4P1S2/S+b4PN1[LPnp] w - - 0 74");
        List<String> written = everyMoveReadBack(shogi);
        assertTrue(written.contains("G-1d") && written.contains("+L-1d"), written.toString());
    }

    @Test
    void aThaiKingsFullRouteIsNotTakenForALongerOne() {
        // 11-20-31 and 11-2-20-31 take different men; the first names every landing of its move
        Play thai = Catalog.find("thai", List.of()).orElseThrow().start("B:W7,16,K27:BK11,29");
        List<String> written = everyMoveReadBack(thai);
        assertTrue(written.contains("11-20-31"), written.toString());
    }

    private static final String XIANGQI_WITH_DROPS = "[xqdrop:xiangqi]\ncapturesToHand = true\npieceDrops = true\n";
    /** Chess pawns instead of soldiers, promoting on the far rank to a chariot, a cannon or a horse. */
    private static final String XIANGQI_WITH_PAWNS = "[xqpawn:xiangqi]\npawn = p\nsoldier = -\n"
            + "promotionRegionWhite = *10\npromotionRegionBlack = *1\npromotionPieceTypes = rch\n";

    /** WXF on ten files: the files beyond the ninth have no one-digit number. */
    private static final String CAPABLANCA_IN_WXF = "[capwxf:capablanca]\npbm.notation = wxf\n";

    /**
     * Games whose record is WXF (defined on xiangqi, or given WXF), and whose moves WXF does not
     * always have words for: every legal move of seeded random games reads back as itself.
     */
    @TestFactory
    Stream<DynamicTest> movesOfGamesRecordedInWxfReadBackAsThemselves() {
        return Stream.of(XIANGQI_WITH_DROPS, XIANGQI_WITH_PAWNS, CAPABLANCA_IN_WXF).map(text -> DynamicTest.dynamicTest(
                text.lines().findFirst().orElseThrow(), () -> {
                    Game game = defined(text);
                    Random random = new Random(text.hashCode());
                    int checked = 0;
                    for (int g = 0; g < 4; g++) {
                        Play play = game.start(game.startFen(g));
                        for (int i = 0; i < PLIES && play.ending().isEmpty() && !play.legalMoves().isEmpty(); i++) {
                            checked += everyMoveReadBack(play).size();
                            List<Ply> legal = play.legalMoves();
                            play = play.play(legal.get(random.nextInt(legal.size())));
                        }
                    }
                    assertTrue(checked > 0, "no move was checked");
                }));
    }

    @Test
    void aPieceDroppedInAGameDefinedOnXiangqiIsWrittenAsADrop() {
        // each cannon takes the horse on its file: both players then hold a horse. A drop was once
        // written as the move of the piece on the square numbered as the dropped piece's type: the
        // horse's, H@e5 and every other, as the advisor's A6+5, which a board loaded anew played
        Game game = defined(XIANGQI_WITH_DROPS);
        assertTrue(String.join(" ", game.notationHint()).contains("drop a piece from hand with H@e5"),
                game.notationHint().toString());
        Play play = play(startOf(game), "C8+7", "C8+7");
        List<String> written = everyMoveReadBack(play);
        assertTrue(written.containsAll(List.of("H@e5", "H@a2", "C2=5", "A6+5")), written.toString());
    }

    @Test
    void aPromotionAndAMoveWxfWouldNameAsAnotherAreWrittenInSan() {
        // the pawn on h4 goes one rank forward straight to h5 or aslant to i5: WXF says P2+1 of both
        Play play = defined(XIANGQI_WITH_PAWNS).start("r3k4/1P7/9/9/9/8p/7P1/9/4A4/4K4 w - - 0 1");
        List<String> written = everyMoveReadBack(play);
        assertTrue(written.containsAll(List.of("b10=R", "b10=C", "bxa10=H", "h5", "hxi5", "K5=4")), written.toString());
        assertTrue(!written.contains("P2+1"), written.toString());
        MoveRead both = play.read("P2+1");
        assertTrue(both instanceof MoveRead.Rejected rejected && rejected.reason().contains("give it as h5 or hxi5"),
                both.toString());
    }

    private static Play startOf(Game game) {
        return game.start(game.startFen(0));
    }

    private static Game defined(String text) {
        Catalog.Checked checked = Catalog.check("defined.ini", text);
        assertTrue(checked.ok(), checked.error());
        return checked.game();
    }

    /** Every legal move of the position, each read back as itself; what was written of each. */
    private static List<String> everyMoveReadBack(Play play) {
        List<String> written = new ArrayList<>();
        for (Ply ply : play.legalMoves()) {
            written.add(play.notation(ply));
            assertReadsBack(play, ply);
        }
        return written;
    }

    private static void assertReadsBack(Play play, Ply ply) {
        String text = play.notation(ply);
        MoveRead read = play.read(text);
        assertTrue(read instanceof MoveRead.Legal, () -> play.game().name() + ": " + text + " at " + play.fen()
                + " reads as " + read);
        assertEquals(play.play(ply).fen(), play.play(((MoveRead.Legal) read).ply()).fen(),
                () -> play.game().name() + ": " + text + " at " + play.fen() + " reads as another move");
    }
}
