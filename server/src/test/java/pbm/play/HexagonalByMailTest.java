package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.OutboxRow;
import pbm.store.RatingChange;
import pbm.store.Ratings;
import pbm.testing.Golden;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Hexagonal and round boards by mail through the commands every game uses: Gliński's game
 * to mate and to stalemate (a partial win, 3/4 to 1/4, recorded and rated so), Shafran's
 * castling, Byzantine chess round its ring. Board mails are golden files, large, small and
 * flipped. The games were found by the engine (moves that left the opponent fewest replies)
 * and checked move by move by the independent generator's perft agreement.
 */
class HexagonalByMailTest extends ThreePlayerTest {

    /** White mates in five moves: the queen sweeps in from the a file. */
    static final String[] MATE = "h5 Bi4 Bxi4 Rh8 Qa5 Qb4 Qxc7+ Rf10 Qxf10#".split(" ");

    /** 64 plies to a stalemate of White's: Black's king and bishop leave White's king no cell. */
    static final String[] STALEMATE = ("g6 Bi4 Bi6+ hxi6 Qxi6+ Nxi6 Rxi4 Nh4 Rxh4 Bg9 Rh9+ Rxh9 Bi5 Qc6 f6 Qxe4+"
            + " Rxe4 Bxi5 Rxi5 Kh8 Rxi7+ Kxi7 Be2+ Rh6 b3 d5 Bxh6+ gxh6 g7 Rxg7+ Ng4 Rxg4+ hxg4 Bi3+ Ke1 Bxg4+ Kf1"
            + " Bi3 Ne4 Bxe4 dxe4 e5 k3 Kk5 i4 Ki5 k4+ Kxi4 Kg2 k5 Kh2 Kk2 c3 Ng10 b4 b5 c4 dxc4 Kh1 Kh3 Kg1 Kg3"
            + " Kf1 Kf3").split(" ");

    private void assertTranscript(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/hexagonal/" + name + ".txt", TestServer.render(replies));
    }

    @Test
    void aGlinskiChallengeMailsBothPlayersTheHexagonalBoard() throws Exception {
        assertTranscript("glinski-challenge", mail(ALICE, "glinski challenge alice bob"));
        assertTranscript("glinski-small", mail(BOB, "glinski set bob bpw small"));
        assertTranscript("glinski-small-unflipped", server.mail(BOB, "glinski move 101 bob bpw noflip", ""));
    }

    @Test
    void aGlinskiGameToMateByMail() throws Exception {
        mail(ALICE, "glinski challenge alice bob");
        List<OutboxRow> mate = play("glinski", MATE);
        assertEquals("Glinski Board 101 won by alice", mate.get(0).subject());
        assertTrue(mate.get(0).body().contains("Game won by alice (checkmate)."), mate.get(0).body());
        assertTranscript("glinski-mate", mate);
        String record = mail(CAROL, "glinski pdn 101").get(0).body();
        assertTrue(record.contains("5. Qxf10# 1-0"), record);
    }

    @Test
    void aGlinskiStalemateIsAPartialWinRecordedAndRatedAsThreeQuarters() throws Exception {
        mail(ALICE, "glinski challenge alice bob");
        List<OutboxRow> end = play("glinski", STALEMATE);
        String body = end.get(0).body();
        assertEquals("Glinski Board 101 won by bob", end.get(0).subject());
        assertTrue(body.contains("Game won by bob (stalemate, a partial win: 3/4 to 1/4)."), body);
        String record = mail(CAROL, "glinski pdn 101").get(0).body();
        assertTrue(record.contains("[Result \"1/4-3/4\"]") && record.contains("Kf3 1/4-3/4"), record);
        List<RatingChange> changes = server.database().transaction(c -> new Ratings(c).changes(101));
        double bobGained = changes.stream().filter(c -> c.userid().equals("bob")).findFirst().orElseThrow().after()
                - Elo.START;
        // equal ratings: a whole win gains K/2, three quarters K/4
        assertEquals(Elo.K / 4, bobGained, 1e-9);

        assertEquals("1/4-3/4", importRecord("glinski", record).row().result(), "the partial win read back");
    }

    @Test
    void shafranCastlesLongOnTheQueensFlankByMail() throws Exception {
        mail(ALICE, "shafran challenge alice bob");
        play("shafran", "Na3", "i8", "Bd3", "h8", "Qe3", "g8");
        List<OutboxRow> castled = mail(ALICE, "shafran move 101 alice apw Q-O-O-O");
        assertTranscript("shafran-castled", castled);
        String record = mail(CAROL, "shafran pdn 101").get(0).body();
        assertTrue(record.contains("4. Q-O-O-O *"), record);
    }

    @Test
    void byzantineChessGoesRoundTheRing() throws Exception {
        assertTranscript("byzantine-challenge", mail(ALICE, "byzantine challenge alice bob"));
        List<OutboxRow> replies = play("byzantine", "Op4", "Ph4", "Ra4");
        assertTranscript("byzantine-rook", replies);
    }

    /**
     * A hexagonal game written from scratch in help define's terms: 37 cells (7 files, the
     * middle one 7 long), a king, a rook, a knight and three pawns of Gliński's kind a side.
     */
    static final String MINIHEX = String.join("\n",
            "[minihex]",
            "pbm.board = hexagonal",
            "maxFile = 7",
            "maxRank = 7",
            "king = k",
            "rook = r",
            "knight = n",
            "customPiece1 = p:mfWcflWcfrW",
            "pawnTypes = p",
            "startFen = k/r1n/1ppp1/7/7/2PPP2/2RKN2 w - - 0 1",
            "doubleStep = false",
            "castling = false",
            "promotionRegionWhite = a4 b5 c6 d7 e6 f5 g4",
            "promotionRegionBlack = a1 b1 c1 d1 e1 f1 g1",
            "promotionPieceTypes = rn",
            "pbm.title = Minihex",
            "");

    @Test
    void aHexagonalGameDefinedByMailLoadsAndPlays() throws Exception {
        List<OutboxRow> stored = server.mail(ALICE, "define alice apw", MINIHEX);
        assertEquals("Definition of minihex stored", stored.get(0).subject(), TestServer.render(stored));
        String body = stored.get(0).body().replaceAll("\\s+", " ");
        // by hand: the rook to b1 and a1, the knight to b1 c3 d4 f3 g2, the pawns one step each; the king is boxed in
        assertTrue(body.contains("Perft from its start: 10 moves"), body);
        assertTrue(body.contains("Board: hexagonal, 37 hexagons"), body);
        mail(ALICE, "minihex challenge alice bob");
        List<OutboxRow> last = play("minihex", "Nd4", "c4", "Nxc6");
        assertTrue(last.get(0).body().contains("Nxc6"), last.get(0).body());
        assertRefused(BOB, "minihex move 101 bob bpw Kd4", "No king can move to d4.");
    }

    @Test
    void aGameOnAHorizontalHexagonalBoardIsPlayedByMail() throws Exception {
        List<OutboxRow> stored = server.mail(ALICE, "define alice apw", pbm.testing.AcrossGame.DEFINITION);
        assertEquals("Definition of acrosstest stored", stored.get(0).subject(), TestServer.render(stored));
        mail(ALICE, "acrosstest challenge alice bob");
        // the pawn steps to the upper left (11 o'clock); the rook rides along rank 1's slanting file to d4
        List<OutboxRow> last = play("acrosstest", "f3", "b5", "Rd4+");
        String body = last.get(0).body();
        assertTrue(body.contains("2.  Rd4+"), body);
        assertTrue(body.contains("|.K.|:B:| N |"), body);
        assertRefused(BOB, "acrosstest move 101 bob bpw Kd6", "The king would be in check on d6.");
    }
}
