package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.store.OutboxRow;
import pbm.testing.Golden;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Crazyhouse and shogi by mail through the same commands as every game: drops as N@f3,
 * N*f3 and P*e5, shogi's + and =, refusals with reasons, whole games to mate. Board mails
 * with the hands under the board are golden files.
 */
class DropGamesByMailTest extends ThreePlayerTest {
    private List<String> record() throws Exception {
        return server.database().transaction(c -> new Games(c).moves(101)).stream().map(MoveRow::notation).toList();
    }

    @Test
    void crazyhouseDropsInEveryFormAndRecordsThemInSan() throws Exception {
        mail(ALICE, "crazyhouse challenge alice bob");
        List<OutboxRow> after = play("crazyhouse", "e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "P*d4");
        assertTrue(after.get(0).body().contains("In hand: White -; Black P"), after.get(0).body());
        assertRefused(BOB, "crazyhouse move 101 bob bpw N@f6", "Black has no knight in hand (in hand: P).");
        assertRefused(BOB, "crazyhouse move 101 bob bpw P@d8", "A pawn may not be dropped on the first or the last");
        mail(BOB, "crazyhouse move 101 bob bpw Nf6");
        mail(ALICE, "crazyhouse move 101 alice apw Bb5+");
        assertRefused(BOB, "crazyhouse move 101 bob bpw P@a4", "You are in check, and this drop does not get your king");
        mail(BOB, "crazyhouse move 101 bob bpw p*c6");
        assertEquals(List.of("e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "P@d4", "Nf6", "Bb5+", "P@c6"), record());
        String pgn = mail(CAROL, "crazyhouse pdn 101").get(0).body();
        assertTrue(pgn.contains("[Variant \"crazyhouse\"]"), pgn);
        assertTrue(pgn.contains("4. P@d4 Nf6 5. Bb5+ P@c6 *"), pgn);
    }

    @Test
    void aWholeCrazyhouseGameToMate() throws Exception {
        assertGolden("crazyhouse/challenge", mail(ALICE, "crazyhouse challenge alice bob"));
        List<OutboxRow> mate = play("crazyhouse", "e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7",
                "Qxg2", "Rf1", "Qxe4+", "Be2", "Nf3#");
        assertEquals("Crazyhouse Board 101 won by bob", mate.get(0).subject());
        assertTrue(mate.get(0).body().contains("Game won by bob (checkmate)."), mate.get(0).body());
        assertTrue(mate.get(0).body().contains("In hand: White P P; Black P P"), mate.get(0).body());
        assertGolden("crazyhouse/blackburne-mate", mate);
    }

    @Test
    void shogiMovesPromotionsAndRefusals() throws Exception {
        mail(ALICE, "shogi challenge alice bob");
        assertRefused(ALICE, "shogi move 101 alice apw e4", "Write the piece letter before the square: Pe4");
        play("shogi", "Pc4", "Pg6");
        assertRefused(ALICE, "shogi move 101 alice apw Bxh8", "The bishop may promote here: add + to promote or ="
                + " to decline.");
        play("shogi", "Bxh8=", "Sxh8");
        assertRefused(ALICE, "shogi move 101 alice apw P*c5", "Sente has no pawn in hand (in hand: B).");
        assertRefused(ALICE, "shogi move 101 alice apw B*a9", "A piece may be dropped only on an empty square");
        play("shogi", "B*e5", "Pa6", "Bxc7=", "Nxc7");
        assertRefused(ALICE, "shogi move 101 alice apw P*c5", "There is already a pawn of yours on the c-file (nifu");
        assertRefused(ALICE, "shogi move 101 alice apw P*b9", "A pawn dropped on b9 could never move again.");
        assertRefused(ALICE, "shogi move 101 alice apw P*8a", "A pawn dropped on 8a could never move again.");
        assertEquals(List.of("P-7f", "P-3d", "Bx2b=", "Sx2b", "B*5e", "P-9d", "Bx7c=", "Nx7c"), record());
        String pgn = mail(CAROL, "shogi pdn 101").get(0).body();
        assertTrue(pgn.contains("[Variant \"shogi\"]"), pgn);
        assertTrue(pgn.contains("1. P-7f P-3d 2. Bx2b= Sx2b 3. B*5e P-9d 4. Bx7c= Nx7c *"), pgn);
    }

    @Test
    void aShogiGameIsMailedAsCsaAndOtherRecordFormatsAreRefused() throws Exception {
        mail(ALICE, "shogi challenge alice bob");
        play("shogi", "P-7f", "3c3d", "Bx2b+", "S-2b", "B*4e");
        OutboxRow csa = mail(CAROL, "shogi pdn 101 csa").get(0);
        assertEquals("Shogi Board 101 CSA", csa.subject());
        assertTrue(csa.body().startsWith("V2.2\nN+alice\nN-bob\n$EVENT:Shogi board 101\n"), csa.body());
        assertTrue(csa.body().endsWith("+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n"), csa.body());
        assertRefused(CAROL, "shogi pdn 101 kif", "\"kif\" is no record format here: ask for shogi pdn 101, or shogi"
                + " pdn 101 csa for a game of shogi.");
        mail(BOB, "shogi resign 101 bob bpw");
        assertTrue(mail(CAROL, "shogi pdn 101 csa").get(0).body().endsWith("+0045KA\n%TORYO\n"),
                "Gote, to move, resigned");
    }

    @Test
    void aGameOtherThanShogiOnNineByNineHasNoCsaRecord() throws Exception {
        mail(ALICE, "minishogi challenge alice bob");
        assertRefused(CAROL, "minishogi pdn 101 csa", "Board 101 is Minishogi; a CSA record holds only shogi on nine"
                + " by nine squares. Ask for its PDN.");
    }

    @Test
    void aWholeShogiGameToMate() throws Exception {
        assertGolden("shogi/challenge", mail(ALICE, "shogi challenge alice bob"));
        // the same game as Western notation, USI and pbm's own form mixed, as players may mail it
        List<OutboxRow> mate = play("shogi", "P-7f", "5c5d", "Pe4", "K-5b", "5f5e", "K5b-5c", "B-6f", "Kd6",
                "Bx9c+", "K-7d", "+B-7e#");
        assertEquals("Shogi Board 101 won by alice", mate.get(0).subject());
        assertTrue(mate.get(0).body().contains("In hand: Sente P; Gote -"), mate.get(0).body());
        assertGolden("shogi/mate", mate);
    }

    private static void assertGolden(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/" + name + ".txt", TestServer.render(replies));
    }
}
