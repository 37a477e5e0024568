package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;
import static pbm.rules.fairy.Games.san;
import static pbm.rules.fairy.Games.start;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pbm.rules.Play;

class NotationTest {

    @ParameterizedTest
    @ValueSource(strings = {"e2-e4", "e2e4", "e4", "E2-E4", "e2 - e4", "P e2-e4", "e4+", "e4#!"})
    void everyFormOfAPawnMoveIsE4(String typed) {
        assertEquals("e4", san(start("chess"), typed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"Nf3", "nf3", "N g1-f3", "Ng1-f3", "g1-f3", "g1f3", "Ngf3", "N1f3", "Nxf3", "Nf3#"})
    void everyFormOfAKnightMoveIsNf3(String typed) {
        assertEquals("Nf3", san(start("chess"), typed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"e7-e8=Q", "e7e8q", "e7-e8q", "e8=Q", "e8Q", "e7e8Q", "e8=Q+"})
    void promotionForms(String typed) {
        assertEquals("e8=Q+", san(at("chess", "7k/4P3/8/8/8/8/8/4K3 w - - 0 1"), typed));
    }

    @Test
    void underPromotionAndMissingPiece() {
        Play p = at("chess", "7k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals("e8=N", san(p, "e7e8n"));
        assertEquals("A pawn reaching the last rank must promote: add =Q, =R, =B or =N.", reason(p, "e7-e8"));
        assertEquals("A pawn reaching the last rank must promote: add =Q, =R, =B or =N.", reason(p, "e8"));
        assertEquals("Only a pawn reaching its promotion zone may promote; leave out the =Q.",
                reason(at("chess", "7k/8/4P3/8/8/8/8/4K3 w - - 0 1"), "e6-e7=Q"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"O-O", "0-0", "o-o", "e1g1", "e1-g1", "e1h1", "Ke1-g1", "O-O+"})
    void castlingKingside(String typed) {
        assertEquals("O-O", san(at("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), typed));
    }

    @Test
    void kingToItsCastlingSquareIsCastling() {
        assertEquals("O-O", san(at("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "Kg1"));
        assertEquals("O-O-O", san(at("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "Kc1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"O-O-O", "0-0-0", "e1c1", "e1-c1", "e1a1"})
    void castlingQueenside(String typed) {
        assertEquals("O-O-O", san(at("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), typed));
    }

    @Test
    void castlingRefusedWithAReason() {
        assertEquals("White may not castle kingside any more (or ever, in this game).",
                reason(at("chess", "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"), "O-O"));
        assertEquals("White is in check and may not castle out of check.",
                reason(at("chess", "r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1"), "O-O"));
        assertEquals("Castling kingside is not possible now: the squares between king and rook must be empty,"
                + " and the king may not pass through or land on an attacked square.",
                reason(at("chess", "r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1"), "O-O"));
    }

    @Test
    void checkAndCaptureMarksAreNeverTrusted() {
        Play p = play(start("chess"), "f3", "e5", "g4");
        assertEquals("Qh4#", san(p, "Qh4"));
        assertEquals("Qh4#", san(p, "Qh4+"));
        assertEquals("Qh4#", san(p, "Qxh4"));
        Play scholar = play(start("chess"), "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6");
        assertEquals("Qxf7#", san(scholar, "Qf7"));
        assertEquals("Qxf7#", san(scholar, "Qxf7+"));
        assertEquals("Qxf7#", san(scholar, "h5-f7"));
    }

    @Test
    void pawnCapturesAndEnPassant() {
        Play p = play(start("chess"), "e4", "d5");
        assertEquals("exd5", san(p, "exd5"));
        assertEquals("exd5", san(p, "e4d5"));
        assertEquals("exd5", san(p, "ed5"));
        Play ep = play(start("chess"), "e4", "a6", "e5", "d5");
        assertEquals("exd6", san(ep, "exd6"));
        assertEquals("rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3", play(ep, "e5d6").fen());
    }

    @Test
    void ambiguityListsTheChoices() {
        Play p = at("chess", "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        assertEquals("Nd2 is ambiguous: Nbd2 or Nfd2.", reason(p, "Nd2"));
        assertEquals("Nbd2", san(p, "Nbd2"));
        assertEquals("Nfd2", san(p, "f1-d2"));
        Play rooks = at("chess", "4k3/8/R7/8/8/8/8/R3K3 w - - 0 1");
        assertEquals("R1a3", san(rooks, "R1a3"));
        assertEquals("Ra3 is ambiguous: R1a3 or R6a3.", reason(rooks, "Ra3"));
    }

    @Test
    void illegalMovesSayWhy() {
        Play s = start("chess");
        assertEquals("There is no piece on e3.", reason(s, "e3-e4"));
        assertEquals("No such square: e9.", reason(s, "e2-e9"));
        assertEquals("No such square: i1.", reason(s, "i1-i2"));
        assertEquals("The bishop's path from c1 to f4 is blocked.", reason(s, "c1-f4"));
        assertEquals("The bishop's path to f4 is blocked.", reason(s, "Bf4"));
        assertEquals("The pawn on e7 is Black's; it is White's turn.", reason(s, "e7-e5"));
        assertEquals("A knight cannot move from g1 to g3.", reason(s, "g1-g3"));
        assertEquals("Your own pawn stands on d2.", reason(s, "Qd2"));
        assertEquals("The knight on e2 is pinned: moving it would leave your king in check.",
                reason(at("chess", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"), "Nc3"));
        assertEquals("You are in check, and this move does not get your king out of check.",
                reason(at("chess", "4k3/8/8/8/8/8/8/r3K2N w - - 0 1"), "Ng3"));
        assertEquals("The king would be in check on e2.", reason(at("chess", "4k3/8/8/8/8/8/2r5/4K3 w - - 0 1"), "Ke2"));
        assertEquals("\"hello\" is not a move: write it as e2-e4, e4, Nf3 or O-O.", reason(s, "hello"));
    }

    @Test
    void recordNotationIsSanWithChecks() {
        Play p = play(start("chess"), "e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6");
        assertEquals("Qxf7#", san(p, "Qxf7"));
        assertEquals("Bxf7+", san(p, "Bxf7"));
    }
}
