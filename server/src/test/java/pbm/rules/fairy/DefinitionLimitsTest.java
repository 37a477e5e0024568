package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * A definition from a stranger costs the server little (issue 30): caps refused at read time,
 * move buffers that no position of an accepted game can overflow, each move generated once,
 * a small budget for checking a new definition and none for loading a stored one.
 */
class DefinitionLimitsTest {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** CPU time of this thread, in nanoseconds (wall time where the JVM does not measure it). */
    static long cpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : System.nanoTime();
    }

    private static final String LETTERS = "abcdefghijlmnopqrstuvwxyz";

    /**
     * A 16x16 board of {@code pieces} custom pieces each with the Betza {@code betza}: each
     * side's four home ranks full of them around its king, which no leap of at most three
     * squares and no ride can reach through them.
     */
    static String bigBoard(String name, int pieces, String betza) {
        StringBuilder text = new StringBuilder("[" + name + "]\nmaxFile = 16\nmaxRank = 16\nking = k\n");
        StringBuilder rank = new StringBuilder();
        for (int i = 0; i < pieces; i++) {
            text.append("customPiece").append(i + 1).append(" = ").append(LETTERS.charAt(i)).append(':').append(betza)
                    .append('\n');
        }
        for (int i = 0; i < 16; i++) {
            rank.append(LETTERS.charAt(i % pieces));
        }
        String back = rank.substring(0, 8) + "k" + rank.substring(9);
        String black = back + "/" + rank + "/" + rank + "/" + rank;
        String white = new StringBuilder(black).reverse().toString().toUpperCase();
        String fen = black + "/16/16/16/16/16/16/16/16/" + white + " w - - 0 1";
        return text.append("startFen = ").append(fen).append('\n').toString();
    }

    /** The attacker's mail: 23 pieces of some 600 atoms each on 16x16, 14 KB. */
    static final String HEAVY = bigBoard("heavy", 23, "NNZZCC".repeat(100));

    @Test
    void theHeavyDefinitionIsRefusedWithinMillisecondsNamingTheCap() {
        assertTrue(HEAVY.length() > 14_000 && HEAVY.length() < 16 * 1024, String.valueOf(HEAVY.length()));
        long started = cpu();
        DefinitionException e = assertThrows(DefinitionException.class, () -> DefinedGame.build("heavy.ini", HEAVY, 0));
        long spent = cpu() - started;
        assertTrue(e.getMessage().contains("at most " + DefinitionReader.MAX_BETZA + " characters"), e.getMessage());
        assertTrue(spent < 2_000_000_000L, "handled in " + spent / 1_000_000 + " ms of CPU");
    }

    /**
     * The largest definition the caps allow (16x16, 23 pieces of 40 characters of Betza each):
     * checked within the define budget, and a stored version loads without checking it again.
     */
    @Test
    void aDefinitionAtTheCapsIsCheckedWithinTwoSecondsAndLoadsStoredWithinATenthOfOne() throws Exception {
        String text = bigBoard("atcaps", 23, "NNZZCCWWFFDDAAHHGG" + "mRcB" + "sNvCfZbK" + "NNZZCCWWFF");
        long started = cpu();
        try {
            DefinedGame.build("atcaps.ini", text, 0);
        } catch (DefinitionException e) {
            assertTrue(e.getMessage().contains("too big for this server"), e.getMessage());
        }
        long checked = cpu() - started;
        assertTrue(checked < 2_000_000_000L, "checked in " + checked / 1_000_000 + " ms of CPU");
        // near the cap on the move tables: 8 kinds that ride as queens and leap as knights
        String smaller = bigBoard("nearcaps", 8, "QN");
        Game defined = DefinedGame.build("nearcaps.ini", smaller, 0);
        assertEquals("nearcaps", defined.name());
        started = cpu();
        Game stored = DefinedGame.build("nearcaps", smaller, 1);
        Play play = stored.start(stored.startFen(0));
        List<Ply> moves = play.legalMoves();
        play.play(moves.get(0)).legalMoves();
        long loaded = cpu() - started;
        assertTrue(loaded < 100_000_000L, "loaded and played in " + loaded / 1_000_000 + " ms of CPU");
    }

    @Test
    void aPieceOfFiveThousandWazirsIsRefusedAtReadTime() {
        String text = DefinitionErrorTest.TEMPLATE.formatted("customPiece1 = a:" + "W".repeat(5000));
        String message = DefinitionErrorTest.refusal(text);
        assertEquals("mini.ini line 10, key \"customPiece1\": a piece's Betza may be at most "
                + DefinitionReader.MAX_BETZA + " characters, not 5000", message);
    }

    /**
     * A 16x16 board with 18 kinds of piece in each hand and queens on the board: after the
     * first player's drop the second player has over 4,096 moves, and may play one.
     */
    @Test
    void inASixteenBySixteenDropGameTheSecondPlayerMoves() {
        StringBuilder text = new StringBuilder("[bigdrops]\nmaxFile = 16\nmaxRank = 16\nking = k\nqueen = q\n"
                + "pieceDrops = true\ncapturesToHand = true\n");
        String kinds = "Q";
        String letters = "abcdefghijlmnoprs";
        for (int i = 0; i < letters.length(); i++) {
            text.append("customPiece").append(i + 1).append(" = ").append(letters.charAt(i)).append(":W\n");
            kinds += Character.toUpperCase(letters.charAt(i));
        }
        text.append("startFen = k15/16/16/16/q3q3q3q3/1q3q3q3q2/q3q3q3q3/16/16/Q3Q3Q3Q3/1Q3Q3Q3Q2/Q3Q3Q3Q3/16/16/16/K15[").append(kinds)
                .append(kinds.toLowerCase()).append("] w - - 0 1\n");
        long t0 = System.nanoTime();
        Catalog.Checked checked = Catalog.check("bigdrops.ini", text.toString());
        System.out.println("TIME check " + (System.nanoTime() - t0) / 1000000);
        assertTrue(checked.ok(), checked.error());
        Play start = checked.game().start(checked.game().startFen(0));
        t0 = System.nanoTime();
        MoveRead first = start.read("A@h8");
        System.out.println("TIME read " + (System.nanoTime() - t0) / 1000000);
        assertTrue(first instanceof MoveRead.Legal, first.toString());
        Play second = start.play(((MoveRead.Legal) first).ply());
        t0 = System.nanoTime();
        List<Ply> moves = second.legalMoves();
        System.out.println("TIME legal " + (System.nanoTime() - t0) / 1000000);
        assertTrue(moves.size() > 4096, String.valueOf(moves.size()));
        MoveRead reply = second.read("B@h9");
        assertTrue(reply instanceof MoveRead.Legal, reply.toString());
        assertFalse(second.play(((MoveRead.Legal) reply).ply()).legalMoves().isEmpty());
    }

    /** A rook that also steps as a wazir ({@code QW}, {@code WFW}): each move once, as perft and divide agree. */
    @Test
    void redundantBetzaGeneratesEveryMoveOnce() throws Exception {
        for (String betza : List.of("QW", "WFW", "KW", "RW2", "WmW", "NnN")) {
            String text = "[dupes]\nmaxFile = 8\nmaxRank = 8\nking = k\ncustomPiece1 = a:" + betza
                    + "\nstartFen = 1k6/8/8/8/8/8/8/K6A w - - 0 1\n";
            Game game = DefinedGame.build("dupes.ini", text, 0);
            Map<String, Long> divide = game.divide(null, 1);
            assertEquals(divide.size(), game.perft(null, 1), betza + ": " + divide);
            Play play = game.start(game.startFen(0));
            for (Ply ply : play.legalMoves()) {
                String written = play.notation(ply);
                MoveRead read = play.read(written);
                assertTrue(read instanceof MoveRead.Legal, betza + ": " + written + " reads as " + read);
            }
        }
        Game qw = DefinedGame.build("dupes.ini", "[qw]\nking = k\ncustomPiece1 = a:QW\n"
                + "startFen = 1k6/8/8/8/8/8/8/K6A w - - 0 1\n", 0);
        Play play = qw.start(qw.startFen(0));
        assertTrue(play.read("Ah2") instanceof MoveRead.Legal, play.read("Ah2").toString());
        assertTrue(play.read("h1-h2") instanceof MoveRead.Legal, play.read("h1-h2").toString());
    }

    /** Janggi's palace lines beside a piece that rides diagonally already: each move once. */
    @Test
    void palaceLinesBesideAQueenGenerateEveryMoveOnce() throws Exception {
        String text = "[palq:janggi]\ncustomPiece1 = q:Q\nstartFen = 4k4/9/9/9/9/9/9/9/9/3Q1K3 w - - 0 1\n";
        Game game = DefinedGame.build("palq.ini", text, 0);
        Map<String, Long> divide = game.divide(null, 1);
        assertEquals(divide.size(), game.perft(null, 1), divide.toString());
    }

    /** A custom pawn with its own two-square first step, and doubleStep = true: the step once. */
    @Test
    void aCustomPawnsOwnDoubleStepAndTheKeysAreOneMove() throws Exception {
        String text = "[dblpawn:chess]\ncustomPiece1 = p:fmWfceFifmW2\npawnTypes = p\npawn = -\ndoubleStep = true\n";
        Game game = DefinedGame.build("dblpawn.ini", text, 0);
        Map<String, Long> divide = game.divide(null, 1);
        assertEquals(20, divide.size(), divide.toString());
        assertEquals(20, game.perft(null, 1));
        Play play = game.start(game.startFen(0));
        assertTrue(play.read("e4") instanceof MoveRead.Legal, play.read("e4").toString());
    }

    @Test
    void promotionIntoTheKingIsRefused() {
        String chess = "[kingpromo:chess]\npromotionPieceTypes = qk\n";
        DefinitionException e = assertThrows(DefinitionException.class, () -> DefinedGame.build("k.ini", chess, 0));
        assertTrue(e.getMessage().contains("key \"promotionPieceTypes\": a piece may not promote into the royal"
                + " piece (k)"), e.getMessage());
        String shogiStyle = "[kingpromo2:chess]\npromotedPieceType = q:k\n";
        e = assertThrows(DefinitionException.class, () -> DefinedGame.build("k.ini", shogiStyle, 0));
        assertTrue(e.getMessage().contains("key \"promotedPieceType\": a piece may not promote into the royal"
                + " piece (k)"), e.getMessage());
    }
}
