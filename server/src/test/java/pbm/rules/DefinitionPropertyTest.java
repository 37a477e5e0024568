package pbm.rules;

import pbm.games.Catalog;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A stranger's definition never crashes the server (issue 14): seeded random edits of a good
 * definition (lines added from a list of traps, lines dropped, characters changed) are each
 * either refused with a message or a game whose first moves, endings, notation and rules in
 * words all work.
 */
class DefinitionPropertyTest {
    private static final String BASE = String.join("\n", "[gardner]", "maxFile = 5", "maxRank = 5", "pawn = p",
            "knight = n", "bishop = b", "rook = r", "queen = q", "king = k",
            "startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", "promotionRegionWhite = *5",
            "promotionRegionBlack = *1", "doubleStep = false", "castling = false");

    /** Lines that once crashed a reader somewhere, or might: empty values, huge numbers, odd setups. */
    private static final String[] TRAPS = {"customPiece1 = a:", "customPiece1 = a:@", "customPiece1 = a:K@0",
        "promotionRegionWhite = z9", "promotionRegionWhite = *", "dropRegionWhite = **", "castling = true",
        "castlingRookPiece = x", "maxFile = 0", "maxRank = 1", "maxFile = p", "startFen = ", "startFen = [",
        "startFen = 5/5/5/5/5 w", "pbm.forsythe = {", "pbm.forsythe = *", "promotedPieceType = p:",
        "promotionLimit = q:x", "customPiece2 = b:R999999999999", "customPiece2 = b:fR0", "customPiece2 = b:pN",
        "customPiece2 = b:j@", "doubleStepRank = 9", "enPassantRegion = *0", "pbm.sides = A", "pbm.pattern = x",
        "countingRule = foo", "extinctionPieceTypes = *", "extinctionValue = loss", "checkmateValue = none",
        "king = -", "[x:gardner]", "[", "]", "=", "a=b=c", "pieceDrops = true", "chess960 = true",
        "startFen = rnbqk/ppppp/5/PPPPP/RNBQK[QQQQ] w - - 0 1", "startFen = rnbqk/ppppp/5/PPPPP/RNBQK w KQkq e3 0 1",
        "startFen = +rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", "startFen = r~nbqk/ppppp/5/PPPPP/RNBQK w - - 0 1",
        "startFen = 99999999999/ppppp/5/PPPPP/RNBQK w - - 0 1", "customPiece3 = c:iiW", "customPiece3 = c:gN",
        "castlingKingsideFile = z", "promotionPieceTypes = k", "dropNoDoubled = pp", "nMoveRule = -1",
        "shogiPawnDropMateIllegal = true", "capturesToHand = true", "customPiece4 = d:mcW", "customPiece4 = d:@99"};

    @Test
    void everyEditedDefinitionIsRefusedOrPlays() {
        Random random = new Random(14);
        int refused = 0;
        for (int i = 0; i < 3000; i++) {
            List<String> lines = new ArrayList<>(Arrays.asList(BASE.split("\n")));
            for (int k = 1 + random.nextInt(3); k > 0; k--) {
                int op = random.nextInt(3);
                if (op == 0) {
                    lines.add(1 + random.nextInt(lines.size() - 1), TRAPS[random.nextInt(TRAPS.length)]);
                } else if (op == 1 && lines.size() > 2) {
                    lines.remove(2 + random.nextInt(lines.size() - 2));
                } else {
                    int at = random.nextInt(lines.size());
                    String line = lines.get(at);
                    int p = random.nextInt(line.length());
                    lines.set(at, line.substring(0, p) + (char) (32 + random.nextInt(95)) + line.substring(p + 1));
                }
            }
            String text = String.join("\n", lines);
            Catalog.Checked checked;
            try {
                checked = Catalog.check("edited.ini", text);
                if (checked.ok()) {
                    Game game = checked.game();
                    Play start = game.start(game.startFen(i));
                    for (Ply ply : start.legalMoves()) {
                        start.notation(ply);
                        start.play(ply).ending();
                    }
                    assertTrue(!game.rulesInWords().isEmpty(), text);
                } else {
                    refused++;
                    assertTrue(checked.error().startsWith("edited.ini"), checked.error());
                }
            } catch (RuntimeException e) {
                throw new AssertionError("crashed on:\n" + text, e);
            }
        }
        assertTrue(refused > 300 && refused < 2900, "the edits should make both kinds: " + refused + " refused");
    }

    /**
     * A Fischer random definition is accepted only if every one of its 960 starts loads: with
     * bishops as the castling pieces, 624 of them have a castling right and no bishop for it,
     * and a challenge drawing one of those failed.
     */
    @Test
    void aFischerRandomDefinitionWhoseStartsDoNotAllLoadIsRefused() {
        Catalog.Checked bishops = Catalog.check("c960.ini", "[c960:chess]\nchess960 = true\ncastlingRookPiece = b\n");
        assertTrue(!bishops.ok() && bishops.error().contains("castling right"), String.valueOf(bishops.error()));
        Catalog.Checked rooks = Catalog.check("r960.ini", "[r960:chess]\nchess960 = true\n");
        assertTrue(rooks.ok(), rooks.error());
        for (int seed = 0; seed < 960; seed++) {
            rooks.game().start(rooks.game().startFen(seed));
        }
    }

    /**
     * A start where the side not to move is in check is refused: its king could be taken at once
     * (a grasshopper behind a pawn once let White's first move take Black's king, and the
     * position after it no longer loaded).
     */
    @Test
    void aStartWithTheSideNotToMoveInCheckIsRefused() {
        String grasshopper = "[grass]\nking = k\npawn = p\ncustomPiece1 = g:gR\nstartFen = 4k3/4p3/8/8/8/8/4G3/4K3 w - - 0 1\n";
        Catalog.Checked checked = Catalog.check("grass.ini", grasshopper);
        assertTrue(!checked.ok() && checked.error().contains("the side not to move is in check at the start"),
                String.valueOf(checked.error()));
        assertTrue(Catalog.check("grass.ini", grasshopper.replace("4k3/4p3", "3k4/4p3")).ok(), "the king off the line");
    }
}
