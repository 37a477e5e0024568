package pbm.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pbm.admin.AdminResult;
import pbm.admin.GameAdmin;
import pbm.admin.ProgressListener;
import pbm.store.Games;
import pbm.store.MoveRow;
import pbm.store.OutboxRow;
import pbm.testing.TestServer;
import pbm.testing.ThreePlayerTest;

/**
 * Janggi's choice of set-up by mail: Han (bob) mails his arrangement of horses and elephants
 * first, then Cho (alice), who then moves first; a wrong word is one clear error; the record
 * starts from the chosen position and an import reads it back.
 */
class JanggiSetUpByMailTest extends ThreePlayerTest {

    /** A back rank as the board mail draws it upright: "  1 | R | H | E |:A:|:::|:A:| E | H | R | 1". */
    private static String rank(String word, int rank) {
        boolean han = rank == 10;
        String w = han ? word.toLowerCase() : word;
        String r = han ? "r" : "R";
        String a = han ? ":a:" : ":A:";
        String cells = String.join("|", " " + r + " ", " " + w.charAt(0) + " ", " " + w.charAt(1) + " ", a, ":::", a,
                " " + w.charAt(2) + " ", " " + w.charAt(3) + " ", " " + r + " ");
        return (han ? " 10 |" : "  1 |") + cells + "| " + rank;
    }

    /**
     * Each arrangement chosen by each side: the board shows it, and the first moves that only it
     * allows (a horse from its file) are played on.
     */
    @ParameterizedTest
    @CsvSource({
        "HEEH, EHHE, c1-d3, b10-c8",
        "EHHE, HEHE, b1-c3, c10-d8",
        "HEHE, EHEH, c1-d3, b10-c8",
        "EHEH, HEEH, b1-c3, c10-d8",
    })
    void eachArrangementIsChosenByMailAndPlayedOn(String han, String cho, String choMove, String hanMove)
            throws Exception {
        mail(ALICE, "janggi challenge alice bob");
        assertRefused(ALICE, "janggi move 101 alice apw " + cho, "It is not your move");
        assertNoError(mail(BOB, "janggi move 101 bob bpw " + han.toLowerCase()));
        List<OutboxRow> chosen = mail(ALICE, "janggi move 101 alice apw " + cho);
        assertNoError(chosen);
        String board = chosen.get(0).body();
        assertTrue(board.contains(rank(cho, 1)) && board.contains(rank(han, 10)), board);
        assertTrue(board.contains("Set-up: Han (bob) " + han + "; Cho (alice) " + cho + ".\n"), board);
        assertTrue(board.contains("It is alice's turn."), board);
        assertNoError(mail(ALICE, "janggi move 101 alice apw " + choMove));
        assertNoError(mail(BOB, "janggi move 101 bob bpw " + hanMove));
        assertEquals(4, ply(101));
    }

    @Test
    void aWrongWordIsOneClearReplyAndChangesNothing() throws Exception {
        mail(ALICE, "janggi challenge alice bob");
        String reply = "\"Hc8\" is no set-up: Han first chooses where its horses and elephants stand, on b10, c10,"
                + " g10 and h10: mail one of HEEH, EHHE, HEHE or EHEH (or its number, 1 to 4).";
        assertRefused(BOB, "janggi move 101 bob bpw Hc8", reply);
        assertRefused(BOB, "janggi move 101 bob bpw HEEX", reply.replace("Hc8", "HEEX"));
        assertNoError(mail(BOB, "janggi move 101 bob bpw 2"));
        assertRefused(ALICE, "janggi move 101 alice apw pass", "\"pass\" is no set-up: Cho first chooses where its"
                + " horses and elephants stand, on b1, c1, g1 and h1");
        assertEquals(1, ply(101));
    }

    @Test
    void theRecordStartsFromTheChosenPositionAndImportsBack() throws Exception {
        mail(ALICE, "janggi challenge alice bob");
        mail(BOB, "janggi move 101 bob bpw EHEH");
        mail(ALICE, "janggi move 101 alice apw HEHE");
        for (String[] move : new String[][] {{"alice", "g1-f3"}, {"bob", "c10-d8"}, {"alice", "Ra2"}}) {
            assertNoError(mail(move[0].equals("alice") ? ALICE : BOB, "janggi move 101 " + move[0] + " "
                    + move[0].charAt(0) + "pw " + move[1]));
        }
        mail(BOB, "janggi resign 101 bob bpw");
        String pgn = mail(CAROL, "janggi pdn 101").get(0).body();
        String chosen = "reha1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AHER w - - 0 1";
        assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"" + chosen + "\"]\n"), pgn);
        assertTrue(pgn.contains("1. Hf3 Hd8 2. Ra2 1-0"), pgn);
        GameAdmin admin = new GameAdmin(server.database(), Clock.fixed(java.time.Instant.parse(
                "2026-11-22T10:00:00Z"), ZoneOffset.UTC));
        AdminResult<GameAdmin.Imported> imported = admin.importPdn(pgn, new GameAdmin.ImportOptions("chess",
                Map.of(), false, false), ProgressListener.NONE);
        assertTrue(imported instanceof AdminResult.Done, imported + "\n" + pgn);
        List<MoveRow> back = server.database().transaction(c -> new Games(c).moves(102));
        assertEquals(List.of("Hf3", "Hd8", "Ra2"), back.stream().map(MoveRow::notation).toList());
        assertEquals(chosen, server.database().transaction(c -> new Games(c).find(102)).orElseThrow()
                .initialFen());
        assertEquals(pgn.substring(pgn.indexOf("[Result")), mail(CAROL, "janggi pdn 102").get(0).body()
                .substring(pgn.indexOf("[Result")));
    }

    private static void assertNoError(List<OutboxRow> replies) {
        assertTrue(replies.stream().noneMatch(r -> r.subject().endsWith("Error")), TestServer.render(replies));
    }
}
