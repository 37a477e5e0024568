package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * Definitions that {@code define} accepts must play (issue 32): what the record writes reads
 * back, every position's FEN loads back as the same position, and rules the engine cannot
 * hold are refused with the key named. Each definition goes through {@link Catalog#check}, as
 * a mailed one does, then loads as the stored version.
 */
class DefinedPlayTest {

    /** The game a definition text states, checked as {@code define} checks it, loaded as stored. */
    private static Game defined(String text) throws DefinitionException {
        Catalog.Checked checked = Catalog.check("test.ini", text);
        assertTrue(checked.ok(), () -> checked.error() + "\n" + text);
        return DefinedGame.build("test.ini", text, 1);
    }

    private static Play start(Game game) {
        return game.start(game.startFen(0));
    }

    private static String refusal(String text) {
        Catalog.Checked checked = Catalog.check("test.ini", text);
        assertFalse(checked.ok(), "accepted:\n" + text);
        return checked.error();
    }

    /** The move the text reads as, failing with the reader's reason when it is refused. */
    private static Ply read(Play play, String text) {
        MoveRead read = play.read(text);
        return assertInstanceOf(MoveRead.Legal.class, read, text + " at " + play.fen() + ": " + read).ply();
    }

    // ---------------------------------------------------------------- a chess pawn beside shogi promotions

    private static final String KNIGHT_PROMOTES = "[knightpromotes:chess]\ncustomPiece1 = m:NK\n"
            + "promotedPieceType = n:m\n";

    @Test
    void aChessPawnsSanReadsBackWherePiecesPromoteShogiStyle() throws Exception {
        Play play = start(defined(KNIGHT_PROMOTES));
        for (Ply move : play.legalMoves()) {
            String written = play.notation(move);
            assertEquals(play.play(move).fen(), play.play(read(play, written)).fen(), written);
        }
        assertEquals("a3", play.notation(read(play, "a3")));
        assertEquals("e4", play.notation(read(play, "e2-e4")));
    }

    @Test
    void castlingAndAPawnsPromotionReadBackWherePiecesPromoteShogiStyle() throws Exception {
        Game game = defined(KNIGHT_PROMOTES);
        Play play = game.start("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1");
        assertEquals("O-O-O", play.notation(read(play, "O-O-O")));
        assertEquals("O-O", play.notation(read(play, "O-O")));
        // every promotion choice reads as itself, not as the last one generated
        for (String choice : List.of("b8=Q", "b8=R", "b8=B", "b8=N")) {
            assertEquals(choice, play.notation(read(play, choice)).replace("+", ""));
        }
        // the knight still promotes shogi style
        Play knight = game.start("4k3/8/2N5/8/8/8/8/4K3 w - - 0 1");
        assertEquals("Nb8+", play(knight, "Nb8+"));
        assertEquals("Nb8=", play(knight, "Nb8="));
    }

    private static String play(Play play, String text) {
        return play.notation(read(play, text));
    }

    // ---------------------------------------------------------------- the pawn's double step

    @Test
    void aCustomPawnWithItsOwnDoubleStepAndDoubleStepOnMakesEachMoveOnce() throws Exception {
        Game game = defined("[ownstep:chess]\ncustomPiece1 = a:fmWfceFifmnD\npawnTypes = a\n"
                + "startFen = rnbqkbnr/aaaaaaaa/8/8/8/8/AAAAAAAA/RNBQKBNR w KQkq - 0 1\ndoubleStep = true\n");
        Play play = start(game);
        Set<String> written = new HashSet<>();
        for (Ply move : play.legalMoves()) {
            assertTrue(written.add(play.notation(move)), play.notation(move) + " twice");
        }
        assertEquals(20, written.size());
        assertEquals("rnbqkbnr/aaaaaaaa/8/8/4A3/8/AAAA1AAA/RNBQKBNR b KQkq e3 0 1",
                play.play(read(play, "e4")).fen());
    }

    @Test
    void aDoubleStepThatPromotesLeavesNoEnPassantSquare() throws Exception {
        // the pawn promotes on the fourth rank, where its double step lands
        Game game = defined("[shortpromotion:chess]\npromotionRegionWhite = *4 *8\npromotionRegionBlack = *5 *1\n");
        Play play = start(game);
        Play after = play.play(read(play, "d4=Q"));
        assertEquals("rnbqkbnr/pppppppp/8/8/3Q4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", after.fen());
        assertEquals(after.fen(), game.start(after.fen()).fen());
    }

    // ---------------------------------------------------------------- promotion into the king

    @Test
    void promotionIntoTheRoyalPieceIsRefusedNamingTheKey() {
        String error = refusal("[twokings:chess]\npromotionPieceTypes = qk\n");
        assertTrue(error.contains("key \"promotionPieceTypes\"") && error.contains("royal"), error);
    }

    @Test
    void theDefaultPromotionChoicesLeaveOutAKingWrittenWithTheirLetter() throws Exception {
        // no promotionPieceTypes: the default nbrq, and this game's king is written q
        Game game = defined("[queenking]\npawn = p\nrook = r\nking = q\n"
                + "startFen = 4q3/P7/8/8/8/8/8/4Q3 w - - 0 1\n");
        Play play = start(game);
        for (Ply move : play.legalMoves()) {
            Play after = play.play(move);
            assertEquals(after.fen(), game.start(after.fen()).fen(), play.notation(move));
        }
        assertTrue(play.read("a8=Q") instanceof MoveRead.Rejected);
    }

    @Test
    void theRoyalPieceInHandAtTheStartIsRefusedNamingTheKey() {
        String error = refusal("[kinginhand:crazyhouse]\nstartFen = 4k3/8/8/8/8/8/8/4K3[K] w - - 0 1\n");
        assertTrue(error.contains("key \"startFen\"") && error.contains("royal piece (K) may not be in hand"), error);
    }

    // ---------------------------------------------------------------- passes

    @Test
    void aRunOfPassesIsInTheFenAndAReloadedGameEndsOnTheSecondPass() throws Exception {
        Game game = defined("[passchess:chess]\npass = true\n");
        Play play = start(game);
        play = play.play(read(play, "e4")).play(read(play.play(read(play, "e4")), "pass"));
        assertTrue(play.fen().endsWith(" 1 2 passes=1"), play.fen());
        Play reloaded = game.start(play.fen());
        assertEquals(play.fen(), reloaded.fen());
        Play ended = reloaded.play(read(reloaded, "pass"));
        assertEquals("both sides passed", ended.ending().orElseThrow().reason());
        assertTrue(ended.fen().endsWith(" passes=2"), ended.fen());
        assertEquals("both sides passed", game.start(ended.fen()).ending().orElseThrow().reason());
    }

    @Test
    void janggisPassIsInTheStoredFenAndAFenWithoutItHasHadNone() {
        Game janggi = Games.game("janggi");
        // the published start (a new game's start is the choice of set-up before it)
        Play play = janggi.start(janggi.recordStart());
        Play passed = play.play(read(play, "pass"));
        Play reloaded = janggi.start(passed.fen());
        assertEquals(passed.fen(), reloaded.fen());
        assertTrue(reloaded.play(read(reloaded, "pass")).ending().isPresent());
        // a FEN stored before passes were written loads as before: no pass led there
        String old = passed.fen().replace(" passes=1", "");
        Play fromOld = janggi.start(old);
        assertEquals(old, fromOld.fen());
        assertTrue(fromOld.play(read(fromOld, "pass")).ending().isEmpty());
    }

    @Test
    void janggisBikjangLeftStandingIsInTheFenAndAReloadedGameHasEnded() {
        // the generals face each other after e2-f1 (XiangqiTest), and Han passes
        Game janggi = Games.game("janggi");
        Play play = janggi.start("4k4/9/9/9/9/9/9/9/4A4/3RK4 w - - 0 1");
        Play faced = play.play(read(play, "e2-f1"));
        assertFalse(faced.fen().contains("bikjang"), faced.fen());
        Play ended = faced.play(read(faced, "pass"));
        assertTrue(ended.fen().endsWith(" passes=1 bikjang"), ended.fen());
        Play reloaded = janggi.start(ended.fen());
        assertEquals(ended.fen(), reloaded.fen());
        assertEquals(ended.ending(), reloaded.ending());
        assertTrue(reloaded.ending().orElseThrow().reason().startsWith("bikjang"), reloaded.ending().toString());
    }

    @Test
    void theEnPassantCaptureStaysLegalWhereAPassIsAllowed() throws Exception {
        Game game = defined("[passchess:chess]\npass = true\n");
        Play play = game.start("rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
        assertEquals("exd6", play.notation(read(play, "exd6")));
        assertEquals(32, play.legalMoves().size());
    }

    @Test
    void aPassTakenBackGivesTheEnPassantSquareBack() throws Exception {
        // king of the hill walks every node's full legal moves, where the pass is tried and taken back
        FairyGame game = (FairyGame) defined("[passhill:kingofthehill]\npass = true\n");
        String fen = "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
        Board board = game.board(fen);
        board.legal(board.moveBuffer());
        assertEquals(fen, FairyFen.write(board));
        long replies = 0;
        Board first = game.board(fen);
        int[] moves = first.moveBuffer();
        int n = first.legal(moves);
        for (int i = 0; i < n; i++) {
            Board fresh = game.board(fen);
            fresh.make(moves[i]);
            replies += fresh.legal(fresh.moveBuffer());
        }
        assertEquals(replies, Perft.count(game.board(fen), 2));
    }
}
