package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pbm.rules.BudgetExceeded;
import pbm.games.Catalog;
import pbm.rules.Family;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * Random edits of the shipped definitions, as a stranger might mail them (issue 30): the
 * board's size, new pieces of random Betza, promotion, drops, double steps, castling. Each
 * is refused with a message, or, accepted, loads fast as a stored version and plays: every
 * legal move of a few random plies reads back as itself. A fixed seed and count, so a
 * failure comes back the same.
 */
class DefinitionFuzzTest {
    /** The seed and count; {@code -Dpbm.fuzz.seed} and {@code -Dpbm.fuzz.definitions} run another campaign. */
    private static final long SEED = Long.getLong("pbm.fuzz.seed", 20261127L);
    private static final int DEFINITIONS = Integer.getInteger("pbm.fuzz.definitions", 150);
    private static final int PLIES = 3;
    /** CPU time a stored version may take to load (its tables built, no check run again). */
    private static final long LOAD_NANOS = 100_000_000L;

    private static final String ATOMS = "WFDNAHCZGKRBQ";
    private static final String MODIFIERS = "fblrsvmcnpgi";

    @Test
    void everyAcceptedEditLoadsFastAndItsMovesReadBack() throws Exception {
        Random random = new Random(SEED);
        List<String> words = new ArrayList<>();
        for (Family.GameWord w : FairyFamily.INSTANCE.words()) {
            words.add(w.word());
        }
        int accepted = 0;
        for (int i = 0; i < DEFINITIONS; i++) {
            String parent = words.get(random.nextInt(words.size()));
            String text = edit(random, "fz" + i, parent);
            Catalog.Checked checked = Catalog.check("fz.ini", text);
            if (!checked.ok()) {
                assertFalse(checked.error().isBlank(), text);
                continue;
            }
            accepted++;
            long started = DefinitionLimitsTest.cpu();
            Game stored = DefinedGame.build("fz" + i, text, 1);
            long loaded = DefinitionLimitsTest.cpu() - started;
            assertTrue(loaded < LOAD_NANOS, "loaded in " + loaded / 1_000_000 + " ms:\n" + text);
            play(random, stored, text);
        }
        assertTrue(accepted > DEFINITIONS / 4, "only " + accepted + " of " + DEFINITIONS + " were accepted");
        System.out.println("fuzz: " + accepted + " of " + DEFINITIONS + " definitions accepted and played");
    }

    /** A few random plies; at each, every legal move written and read back as itself. */
    private static void play(Random random, Game game, String text) {
        try {
            Play play = game.start(game.startFen(random.nextInt(960)));
            for (int ply = 0; ply < PLIES && play.ending().isEmpty(); ply++) {
                List<Ply> legal = play.legalMoves();
                if (legal.isEmpty()) {
                    return;
                }
                for (Ply move : legal) {
                    String written = play.notation(move);
                    MoveRead read = play.read(written);
                    if (!(read instanceof MoveRead.Legal back)) {
                        fail(written + " at " + play.fen() + " reads as " + read + "\n" + text);
                        return;
                    }
                    assertEquals(play.play(move).fen(), play.play(back.ply()).fen(),
                            written + " at " + play.fen() + " reads as another move\n" + text);
                }
                play = play.play(legal.get(random.nextInt(legal.size())));
            }
        } catch (BudgetExceeded e) {
            fail(e.getMessage() + "\n" + text);
        }
    }

    /** A definition inheriting {@code parent} with one to four random edits. */
    private static String edit(Random random, String name, String parent) {
        StringBuilder text = new StringBuilder("[" + name + ":" + parent + "]\n");
        List<String> keys = new ArrayList<>();
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            String line = switch (random.nextInt(9)) {
                case 0 -> board(random);
                case 1 -> "customPiece" + (1 + random.nextInt(3)) + " = " + "xyz".charAt(random.nextInt(3)) + ":"
                        + betza(random);
                case 2 -> "promotionPieceTypes = " + "qrbnxyz".substring(random.nextInt(4), 4 + random.nextInt(4));
                case 3 -> "pieceDrops = " + random.nextBoolean() + "\ncapturesToHand = " + random.nextBoolean();
                case 4 -> "doubleStep = " + random.nextBoolean();
                case 5 -> "castling = " + random.nextBoolean();
                case 6 -> "pawn = p:" + betza(random);
                case 7 -> "mustCapture = " + random.nextBoolean();
                default -> "knight = n:" + betza(random);
            };
            String key = line.substring(0, line.indexOf(' '));
            if (!keys.contains(key)) {
                keys.add(key);
                text.append(line).append('\n');
            }
        }
        return text.toString();
    }

    /** A random board of 4 to 16 files and ranks, with a start: kings, and pawns and knights, rooks and queens. */
    static String board(Random random) {
        int files = 4 + random.nextInt(13);
        int ranks = 4 + random.nextInt(13);
        String pieces = "pnbrq";
        StringBuilder fen = new StringBuilder();
        for (int r = ranks - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < files; f++) {
                char piece = 0;
                if (f == files / 2 && (r == 0 || r == ranks - 1)) {
                    piece = 'k';
                } else if ((r == 0 || r == ranks - 1) && random.nextInt(3) == 0) {
                    piece = pieces.charAt(1 + random.nextInt(4));
                } else if ((r == 1 || r == ranks - 2) && ranks > 5 && random.nextInt(2) == 0) {
                    piece = 'p';
                }
                if (piece == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(r < ranks / 2 ? Character.toUpperCase(piece) : piece);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            fen.append(r > 0 ? "/" : "");
        }
        return "maxFile = " + files + "\nmaxRank = " + ranks + "\nstartFen = " + fen + " w - - 0 1"
                + "\npromotionRegionWhite = *" + ranks + "\npromotionRegionBlack = *1";
    }

    /** Random Betza of one to four atoms, each with up to two modifiers, some riding. */
    static String betza(Random random) {
        StringBuilder b = new StringBuilder();
        int atoms = 1 + random.nextInt(4);
        for (int a = 0; a < atoms; a++) {
            for (int m = random.nextInt(3); m > 0; m--) {
                b.append(MODIFIERS.charAt(random.nextInt(MODIFIERS.length())));
            }
            char atom = ATOMS.charAt(random.nextInt(ATOMS.length()));
            b.append(atom);
            if (random.nextInt(4) == 0 && "KRBQ".indexOf(atom) < 0) {
                b.append(random.nextBoolean() ? String.valueOf(atom) : String.valueOf(2 + random.nextInt(3)));
            }
        }
        return b.toString();
    }
}
