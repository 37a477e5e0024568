package pbm.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** KIF records read as shogi games with USI moves, the way {@link Csa} reads CSA records. */
class KifTest {

    /** A bishop exchange with what a KIF file carries besides the moves. */
    static final String GAME = "\uFEFF# ---- Kifu for Windows V7 棋譜ファイル ----\n"
            + "開始日時：2018/05/03 10:00:00\n"
            + "棋戦：練習対局\n"
            + "場所：東京\n"
            + "持ち時間：各10分\n"
            + "手合割：平手　　\n"
            + "先手：羽生\n"
            + "後手：佐藤\n"
            + "手数----指手---------消費時間--\n"
            + "   1 ７六歩(77)   ( 0:00/00:00:00)\n"
            + "*初手の角道\n"
            + "   2 ３四歩(33)   ( 0:01/00:00:01)\n"
            + "   3 ２二角成(88) ( 0:02/00:00:02)\n"
            + "   4 同　銀(31)   ( 0:03/00:00:04)\n"
            + "   5 ４五角打     ( 0:04/00:00:06)\n"
            + "   6 投了         ( 0:05/00:00:09)\n"
            + "まで5手で先手の勝ち\n";

    @Test
    void aRecordReadsAsUsiMovesWithItsPlayersDateAndResult() {
        assertTrue(Kif.looksLikeKif(GAME));
        assertFalse(Csa.looksLikeCsa(GAME), "a KIF record is not taken for CSA");
        PdnGame game = Kif.read(GAME);
        assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"), game.moves());
        assertEquals("1-0", game.result(), "Gote, to move at move 6, resigned");
        assertEquals("羽生", game.tag("White").orElseThrow());
        assertEquals("佐藤", game.tag("Black").orElseThrow());
        assertEquals("2018.05.03", game.tag("Date").orElseThrow());
        assertEquals("練習対局", game.tag("Event").orElseThrow());
        assertEquals("東京", game.tag("Site").orElseThrow());
        assertEquals("shogi", game.tag("Variant").orElseThrow());
        assertFalse(game.tag("FEN").isPresent(), "平手 needs no FEN");
    }

    @Test
    void promotedPiecesMoveUnderTheirOwnNamesAndADeclinedPromotionIsAPlainMove() {
        assertEquals(List.of("5e5d", "5e5d", "5e5d", "5e5d", "5e5d", "5e5d", "5e5d", "5e5d", "5e5d", "5e5d+"),
                List.of("と(55)", "成香(55)", "成桂(55)", "成銀(55)", "馬(55)", "龍(55)", "竜(55)", "銀不成(55)",
                        "杏(55)", "銀成(55)").stream().map(move -> Kif.read("   1 ５四" + move + "\n").moves()
                        .get(0)).toList());
        assertEquals(List.of("P*5e", "L*5e", "N*5e", "S*5e", "G*5e", "B*5e", "R*5e"), List.of("歩", "香", "桂",
                "銀", "金", "角", "飛").stream().map(p -> Kif.read("   1 ５五" + p + "打\n").moves().get(0)).toList());
        assertEquals("1a9i", Kif.read("   1 9九王(11)\n").moves().get(0), "plain figures for the file, 王 for 玉");
        assertEquals(List.of("7g7f", "3c3d", "8h2b+", "3a2b"), Kif.read("1 ７六歩(77)\n2 ３四歩(33)\n3 ２二角成(88)\n"
                + "4 同 銀(31)\n").moves(), "同 with a plain space, numbers without indent");
    }

    @Test
    void everyEndingGivesItsResult() {
        assertEquals("1-0", result("   2 投了"), "Gote to move resigns");
        assertEquals("0-1", result("   2 ３四歩(33)\n   3 詰み"), "Sente to move is mated");
        assertEquals("1-0", result("   2 切れ負け"));
        assertEquals("1-0", result("   2 反則負け"), "the side to move loses by its foul");
        assertEquals("0-1", result("   2 反則勝ち"), "the side to move wins by the other's foul");
        assertEquals("0-1", result("   2 入玉勝ち"));
        assertEquals("1/2-1/2", result("   2 千日手"));
        assertEquals("1/2-1/2", result("   2 持将棋"));
        assertEquals("*", result("   2 中断"));
        assertEquals("*", result(""));
    }

    private static String result(String after) {
        return Kif.read("   1 ７六歩(77)\n" + after + "\n").result();
    }

    @Test
    void aHandicapStartsWithoutTheGiversPiecesAndGoteMovesFirst() {
        PdnGame game = Kif.read("手合割：角落ち\n下手：shitate\n上手：uwate\n   1 ３四歩(33)\n   2 ７六歩(77)\n   3 投了\n");
        assertEquals("lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1", game.tag("FEN")
                .orElseThrow());
        assertEquals("1-0", game.result(), "上手 (Gote) to move at move 3 resigned: 下手 (Sente) won");
        assertEquals("shitate", game.tag("White").orElseThrow(), "下手 plays Sente");
        assertEquals("lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1",
                Kif.read("手合割：飛香落ち\n").tag("FEN").orElseThrow());
        assertEquals("4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1",
                Kif.read("手合割：十枚落ち\n").tag("FEN").orElseThrow());
        assertEquals("1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] b - - 0 1",
                Kif.read("手合割：右香落ち\n").tag("FEN").orElseThrow());
    }

    @Test
    void theVariationsAfterTheMainLineAreNotRead() {
        assertEquals(List.of("7g7f", "3c3d"), Kif.read("   1 ７六歩(77)\n   2 ３四歩(33)+\n   3 中断\n\n変化：2手\n"
                + "   2 ８四歩(83)\n").moves());
    }

    @Test
    void aLineThatIsNotKifIsRefusedNamingIt() {
        assertEquals("line 2 \"2 ７七飛車(28)\": ７七飛車(28) is not a move (e.g. ７六歩(77), 同　歩(23), ５五角打, 投了).",
                refusal("   1 ７六歩(77)\n   2 ７七飛車(28)\n"));
        assertEquals("line 2 \"3 ２六歩(27)\": move 2 comes next.", refusal("   1 ７六歩(77)\n   3 ２六歩(27)\n"));
        assertEquals("line 1 \"1 同　歩(23)\": 同 (the square just reached) has no move before it.",
                refusal("   1 同　歩(23)\n"));
        assertEquals("line 1 \"1 ７六歩\": a move names the square it leaves, e.g. ７六歩(77).", refusal("   1 ７六歩\n"));
        assertEquals("line 1 \"1 ５五馬打\": only an unpromoted piece other than the king is dropped.",
                refusal("   1 ５五馬打\n"));
        assertEquals("line 2 \"2 ３四歩(33)\": the game has already ended.", refusal("   1 投了\n   2 ３四歩(33)\n"));
        assertTrue(refusal("手合割：その他\n").startsWith("line 1 \"手合割：その他\": the handicap その他 is not one"));
        assertTrue(refusal("後手の持駒：なし\n").contains("a start drawn as a board is not read"));
        assertEquals("line 2 \"hello\": it is neither a header (key：value), a numbered move nor a comment.",
                refusal("手合割：平手\nhello\n"));
    }

    private static String refusal(String text) {
        return assertThrows(Kif.Malformed.class, () -> Kif.read(text)).getMessage();
    }

    @Test
    void aShiftJisFileIsReadWhenItIsNotUtf8() {
        byte[] shiftJis = GAME.substring(1).getBytes(Charset.forName("windows-31j"));
        assertEquals(GAME.substring(1), Kif.text(shiftJis).orElseThrow());
        assertEquals(GAME, Kif.text(GAME.getBytes(StandardCharsets.UTF_8)).orElseThrow(), "UTF-8 first");
        assertTrue(Kif.text(new byte[] {(byte) 0xe9, 'x', (byte) 0xff}).isEmpty(), "neither, nor a KIF record");
    }
}
