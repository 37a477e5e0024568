package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.BudgetExceeded;
import pbm.rules.Family;
import pbm.rules.Game;
import pbm.rules.MoveRead;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * Two properties every game by data must keep, through random play (issue 32): at every
 * position each legal move is written once, and what the record writes reads back as that
 * move; and every position's FEN loads back as the same position (the same FEN, the same
 * moves, the same end). Checked for every shipped game and for seeded random edits of them
 * accepted by {@code define} (the keys that broke play before: promotedPieceType beside a
 * chess pawn, custom pawns, passes, promotion zones, kings among the promotion choices).
 * A fixed seed, so a failure comes back the same; {@code -Dpbm.roundtrip.seed} and
 * {@code -Dpbm.roundtrip.definitions} run another campaign.
 */
class RoundTripTest {
    private static final long SEED = Long.getLong("pbm.roundtrip.seed", 32L);
    private static final int DEFINITIONS = Integer.getInteger("pbm.roundtrip.definitions", 100);
    private static final int PLIES = 12;

    @Test
    void everyShippedGamesMovesAndPositionsReadBack() {
        Random random = new Random(SEED);
        List<String> problems = new ArrayList<>();
        List<String> names = FairyFamily.INSTANCE.names();
        for (String name : names) {
            Game game = FairyFamily.INSTANCE.byName(name).orElseThrow();
            String problem = play(random, game);
            if (problem != null) {
                problems.add(name + ": " + problem);
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(names.size() > 50, names.toString());
    }

    @Test
    void everyAcceptedEditsMovesAndPositionsReadBack() throws DefinitionException {
        Random random = new Random(SEED);
        List<String> words = new ArrayList<>();
        for (Family.GameWord w : FairyFamily.INSTANCE.words()) {
            words.add(w.word());
        }
        List<String> problems = new ArrayList<>();
        int accepted = 0;
        for (int i = 0; i < DEFINITIONS; i++) {
            String text = edit(random, "rt" + i, words.get(random.nextInt(words.size())));
            if (!Catalog.check("rt.ini", text).ok()) {
                continue;
            }
            accepted++;
            String problem = play(random, DefinedGame.build("rt" + i + ".ini", text, 1));
            if (problem != null) {
                problems.add(problem + "\n" + text);
            }
        }
        assertEquals(List.of(), problems);
        assertTrue(accepted > DEFINITIONS / 4, "only " + accepted + " of " + DEFINITIONS + " were accepted");
    }

    /** Random plies, each position checked; the first problem found, or null. */
    private static String play(Random random, Game game) {
        try {
            Play play = game.start(game.startFen(random.nextInt(960)));
            for (int ply = 0; ply < PLIES && play.ending().isEmpty(); ply++) {
                List<Ply> legal = play.legalMoves();
                String problem = legal.isEmpty() ? null : readBack(play, legal);
                if (legal.isEmpty() || problem != null) {
                    return problem;
                }
                play = play.play(legal.get(random.nextInt(legal.size())));
                problem = reload(game, play);
                if (problem != null) {
                    return problem;
                }
            }
            return null;
        } catch (BudgetExceeded e) {
            return e.getMessage();
        }
    }

    /** Each legal move written once, and read back as a move to the same position. */
    private static String readBack(Play play, List<Ply> legal) {
        Set<String> seen = new HashSet<>();
        for (Ply move : legal) {
            String written = play.notation(move);
            if (!seen.add(written)) {
                return written + " is written for two moves at " + play.fen();
            }
            MoveRead read = play.read(written);
            if (!(read instanceof MoveRead.Legal back)) {
                return written + " at " + play.fen() + " reads as " + read;
            }
            if (!play.play(move).fen().equals(play.play(back.ply()).fen())) {
                return written + " at " + play.fen() + " reads as another move";
            }
        }
        return null;
    }

    /** The position's FEN loaded again: the same FEN, the same moves, the same end. */
    private static String reload(Game game, Play play) {
        String fen = play.fen();
        Play again;
        try {
            again = game.start(fen);
        } catch (RuntimeException e) {
            return fen + " does not load: " + e.getMessage();
        }
        if (!again.fen().equals(fen)) {
            return fen + " loads as " + again.fen();
        }
        if (!names(again).equals(names(play)) || !again.ending().equals(play.ending())) {
            return fen + " loaded has moves " + names(again) + " and end " + again.ending() + ", not "
                    + names(play) + " and " + play.ending();
        }
        return null;
    }

    /** The record's notation of every legal move. */
    private static Set<String> names(Play p) {
        Set<String> s = new TreeSet<>();
        for (Ply m : p.legalMoves()) {
            s.add(p.notation(m));
        }
        return s;
    }

    /** A definition inheriting {@code parent} with one to four random edits. */
    private static String edit(Random random, String name, String parent) {
        StringBuilder text = new StringBuilder("[" + name + ":" + parent + "]\n");
        List<String> keys = new ArrayList<>();
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            String line = switch (random.nextInt(13)) {
                case 0 -> DefinitionFuzzTest.board(random);
                case 1 -> "customPiece" + (1 + random.nextInt(3)) + " = " + "xyz".charAt(random.nextInt(3)) + ":"
                        + DefinitionFuzzTest.betza(random);
                case 2 -> "promotionPieceTypes = " + "qrbnxyzk".substring(random.nextInt(4), 4 + random.nextInt(5));
                case 3 -> "pieceDrops = " + random.nextBoolean() + "\ncapturesToHand = " + random.nextBoolean();
                case 4 -> "doubleStep = " + random.nextBoolean();
                case 5 -> "castling = " + random.nextBoolean();
                case 6 -> "pawn = p:" + DefinitionFuzzTest.betza(random) + (random.nextBoolean() ? "ifmnD" : "");
                case 7 -> "pass = " + random.nextBoolean();
                case 8 -> "promotedPieceType = " + "nbrq".charAt(random.nextInt(4)) + ":" + "xyzq".charAt(random.nextInt(4));
                case 9 -> "customPiece1 = x:" + DefinitionFuzzTest.betza(random) + "\npawnTypes = x";
                case 10 -> "promotionRegionWhite = *" + (3 + random.nextInt(6)) + " *8\npromotionRegionBlack = *1 *" + (1 + random.nextInt(6));
                case 11 -> "extinctionValue = loss\nextinctionPieceTypes = " + "kq".charAt(random.nextInt(2));
                default -> "knight = n:" + DefinitionFuzzTest.betza(random);
            };
            String key = line.substring(0, line.indexOf(' '));
            if (!keys.contains(key)) {
                keys.add(key);
                text.append(line).append('\n');
            }
        }
        return text.toString();
    }
}
