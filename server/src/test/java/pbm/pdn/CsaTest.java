package pbm.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** CSA records read as shogi games with USI moves, and written from the positions a game passed through. */
class CsaTest {

    /** The opening of a bishop exchange, with what Floodgate's files carry besides moves. */
    static final String GAME = "\uFEFFV2.2\n"
            + "N+sente_program\n"
            + "N-gote_program\n"
            + "$EVENT:floodgate-300-10F\n"
            + "$START_TIME:2018/05/03 11:00:54\n"
            + "'a comment\n"
            + "PI\n"
            + "+\n"
            + "+7776FU,T3\n"
            + "-3334FU\n"
            + "T4\n"
            + "+8822UM\n"
            + "-3122GI\n"
            + "+0045KA\n"
            + "%TORYO\n"
            + "'summary:toryo:sente_program win:gote_program lose\n";

    @Test
    void aRecordReadsAsUsiMovesWithItsPlayersDateAndResult() {
        assertTrue(Csa.looksLikeCsa(GAME));
        List<PdnGame> games = Csa.read(GAME);
        assertEquals(1, games.size());
        PdnGame game = games.get(0);
        assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), game.moves());
        assertEquals("1-0", game.result(), "Gote, to move after five moves, resigned");
        assertEquals("sente_program", game.tag("White").orElseThrow());
        assertEquals("gote_program", game.tag("Black").orElseThrow());
        assertEquals("2018.05.03", game.tag("Date").orElseThrow());
        assertEquals("floodgate-300-10F", game.tag("Event").orElseThrow());
        assertEquals("shogi", game.tag("Variant").orElseThrow());
        assertFalse(game.tag("FEN").isPresent(), "the usual start needs no FEN");
    }

    @Test
    void everyEndingGivesItsResult() {
        assertEquals("1-0", result("+7776FU\n%TORYO"), "Gote to move resigns");
        assertEquals("1/2-1/2", result("+7776FU\n%SENNICHITE"));
        assertEquals("1-0", result("+7776FU\n-3334FU\n+2726FU\n%TIME_UP"), "Gote's time ran out");
        assertEquals("1-0", result("+7776FU\n%-ILLEGAL_ACTION"));
        assertEquals("0-1", result("+7776FU\n%KACHI"), "Gote declared a win by entering king");
        assertEquals("*", result("+7776FU\n%CHUDAN"));
        assertEquals("*", result("+7776FU"));
    }

    private static String result(String moves) {
        return Csa.read("PI\n+\n" + moves + "\n").get(0).result();
    }

    @Test
    void aHandicapOrSetUpStartIsGivenAsFen() {
        PdnGame handicap = Csa.read("PI82HI22KA\n-\n-3334FU\n%TORYO\n").get(0);
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1",
                handicap.tag("FEN").orElseThrow(), "two-piece handicap: Gote has no rook and bishop, and starts");
        PdnGame rows = Csa.read("P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 *  *  *  *  *  *  *  *  * \n"
                + "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \n"
                + "P6 *  *  *  *  *  *  *  *  * \nP7+FU+FU+FU+FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \n"
                + "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\nP+00HI\n-\n").get(0);
        assertEquals("lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[R] b - - 0 1", rows.tag("FEN").orElseThrow());
    }

    @Test
    void aGameIsWrittenFromThePositionsItPassedThrough() {
        String start = Csa.HIRATE + "[] w - - 0 1";
        String afterPawn = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1";
        String afterReply = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] w - - 0 2";
        String afterBishop = "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 2";
        String afterSilver = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[Bb] w - - 0 3";
        String afterDrop = "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL[b] b - - 0 3";
        String text = Csa.write(new Csa.Record("alice", "bob", "Shogi board 101", "2026/11/22 10:00:00", start,
                List.of(afterPawn, afterReply, afterBishop, afterSilver, afterDrop), "TORYO")).orElseThrow();
        assertTrue(text.startsWith("V2.2\nN+alice\nN-bob\n$EVENT:Shogi board 101\n$START_TIME:2026/11/22 10:00:00\n"
                + "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \n"), text);
        assertTrue(text.endsWith("P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n"
                + "%TORYO\n"), text);
        assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), Csa.read(text).get(0).moves());
    }

    @Test
    void aBoardThatIsNotShogisIsNotWritten() {
        assertTrue(Csa.write(new Csa.Record("alice", "bob", "Minishogi board 7", "2026/11/22 10:00:00",
                "rbsgk/4p/5/P4/KGSBR[] w - - 0 1", List.of(), null)).isEmpty());
        assertTrue(Csa.write(new Csa.Record("alice", "bob", "Chess board 8", "2026/11/22 10:00:00",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", List.of(), null)).isEmpty());
    }
}
