package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pbm.store.OutboxRow;
import pbm.testing.Golden;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Chess by mail through the very commands draughts uses: nothing above the rules seam
 * knows which family a board belongs to. Board mails are golden files.
 */
class ChessByMailTest extends ThreePlayerTest {

    private void assertTranscript(String name, List<OutboxRow> replies) {
        Golden.assertMatches("transcripts/chess/" + name + ".txt", TestServer.render(replies));
    }

    @Test
    void aChallengeAndTheFirstMovesMailTheBoardsAsGamesMdDrawsThem() throws Exception {
        assertTranscript("challenge", mail(ALICE, "chess challenge alice bob"));
        assertTranscript("e4", server.mail(ALICE, "chess move 101 alice apw e2-e4", "Good luck!"));
        assertTranscript("small-black", mail(BOB, "chess move 101 bob bpw small"));
    }

    @Test
    void everyMoveFormIsReadAndRecordedInSan() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        for (String[] move : new String[][] {{ALICE, "apw", "e2e4"}, {BOB, "bpw", "e7-e5"}, {ALICE, "apw", "Nf3"},
            {BOB, "bpw", "N b8-c6"}, {ALICE, "apw", "Bb5#5"}, {BOB, "bpw", "a6"}, {ALICE, "apw", "Bxc6+"},
            {BOB, "bpw", "dxc6"}, {ALICE, "apw", "O-O"}}) {
            String userid = move[0].substring(0, move[0].indexOf('@'));
            mail(move[0], "chess move 101 " + userid + " " + move[1] + " " + move[2]);
        }
        assertEquals(9, ply(101));
        String pgn = mail(CAROL, "chess pdn 101").get(0).body();
        assertTrue(pgn.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O *"), pgn);
        assertTrue(pgn.contains("[GameType \"0\"]"), pgn);
    }

    @Test
    void illegalAndAmbiguousMovesAreRefusedWithTheReasonAndChangeNothing() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        assertRefused(ALICE, "chess move 101 alice apw e5", "No pawn can move to e5.");
        assertRefused(ALICE, "chess move 101 alice apw Ke2", "Your own pawn stands on e2.");
        mail(ALICE, "chess move 101 alice apw e4");
        mail(BOB, "chess move 101 bob bpw f6");
        mail(ALICE, "chess move 101 alice apw Qh5+");
        assertRefused(BOB, "chess move 101 bob bpw a6", "You are in check, and this move does not get your king"
                + " out of check.");
        assertRefused(BOB, "chess move 101 bob bpw Nd2", "No knight can move to d2.");
        assertRefused(ALICE, "chess move 101 alice apw e5", "It is not your move");
        assertEquals(3, ply(101));
    }

    @Test
    void foolsMateEndsTheGameAndRatesIt() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw f3");
        mail(BOB, "chess move 101 bob bpw e5");
        mail(ALICE, "chess move 101 alice apw g4");
        List<OutboxRow> mate = mail(BOB, "chess move 101 bob bpw Qh4##4");
        assertEquals("Chess Board 101 won by bob", mate.get(0).subject());
        assertTrue(mate.get(0).body().contains("Game won by bob (checkmate)."), mate.get(0).body());
        assertTranscript("fools-mate", mate);
        String pgn = mail(CAROL, "chess pdn 101").get(0).body();
        assertTrue(pgn.contains("1. f3 e5 2. g4 Qh4# 0-1"), pgn);
    }

    @Test
    void chess960DrawsAStartAndItsExportImportsFromThatStart() throws Exception {
        List<OutboxRow> made = mail(ALICE, "chess challenge alice bob -960");
        assertTrue(made.get(0).body().contains("Summary of Chess Board 101 (-960)"), made.get(0).body());
        LoadedGame game = server.database().transaction(c -> new GameService(c).load(101)).orElseThrow();
        String first = game.play().notation(game.play().legalMoves().get(0));
        mail(ALICE, "chess move 101 alice apw " + first);
        LoadedGame after = server.database().transaction(c -> new GameService(c).load(101)).orElseThrow();
        mail(BOB, "chess move 101 bob bpw " + after.play().notation(after.play().legalMoves().get(0)));
        mail(ALICE, "chess resign 101 alice apw");
        String pgn = mail(CAROL, "chess pdn 101").get(0).body();
        assertTrue(pgn.contains("[Variant \"chess960\"]") && pgn.contains("[FEN \"" + game.row().initialFen()
                + "\"]"), pgn);

        LoadedGame back = importRecord("chess", pgn);
        assertEquals("chess -960", back.row().variant());
        assertEquals(game.row().initialFen(), back.row().initialFen(), "the same Chess960 start");
    }

    @Test
    void theOtherCommandsWorkForChessAsForDraughts() throws Exception {
        mail(ALICE, "chess challenge alice bob");
        mail(ALICE, "chess move 101 alice apw e4");
        List<OutboxRow> preview = mail(CAROL, "chess preview 101 e5");
        assertTrue(preview.get(0).subject().equals("Chess Board 101 preview e5"), preview.get(0).subject());
        assertEquals(1, ply(101), "a preview plays nothing");
        assertTrue(mail(CAROL, "chess show 101#0").get(0).body().contains("after move #0"));
        assertTrue(mail(CAROL, "chess games").get(0).body().contains("  101     2  alice  bob  bob's turn"));
        mail(BOB, "chess move 101 bob bpw e5");
        mail(BOB, "chess move 101 bob bpw undo");
        List<OutboxRow> undone = mail(ALICE, "chess move 101 alice apw accept");
        assertTrue(undone.get(0).body().contains("bob's move e5 was taken back"), undone.get(0).body());
        assertEquals(1, ply(101));
        mail(BOB, "chess set bob bpw noflip small");
        mail(BOB, "chess move 101 bob bpw c5");
        mail(BOB, "chess move 101 bob bpw propose");
        List<OutboxRow> drawn = mail(ALICE, "chess move 101 alice apw accept");
        assertEquals("Chess Board 101 drawn", drawn.get(0).subject());
        assertTrue(mail(CAROL, "chess history").get(0).body().contains("101"));
        assertTrue(mail(CAROL, "chess standings").get(0).body().contains("alice"));
    }
}
