package pbm.rules.draughts;

import pbm.rules.MoveRead;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pbm.pdn.PdnGame;
import pbm.pdn.PdnReader;
import pbm.testing.SharedGames;

/**
 * Replays every game of the shared PDN corpus ({@code shared/games/*.pdn}, found by walking up from the
 * working directory; skipped when absent): every move must be accepted in the notation the file uses,
 * the server's own notation of a from-to move must be what the file wrote, and a game may not end by
 * rule before its last move or against its recorded result.
 */
class GamesReplayTest {

    static Stream<Path> pdnFiles() throws IOException {
        return SharedGames.pdnFiles();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pdnFiles")
    void everyMoveIsAccepted(Path file) throws IOException {
        List<PdnGame> games = PdnReader.read(Files.readString(file));
        assertFalse(games.isEmpty(), "no games read from " + file);
        int moves = 0;
        List<String> failures = new ArrayList<>();
        for (int g = 0; g < games.size(); g++) {
            PdnGame game = games.get(g);
            Variant v = variantOf(file, game);
            GameState state = GameState.start(v);
            for (int i = 0; i < game.moves().size(); i++) {
                String text = game.moves().get(i);
                String where = file.getFileName() + " game " + (g + 1) + " ply " + (i + 1) + " " + text;
                if (state.outcome().isPresent()) {
                    failures.add(where + ": game already over: " + state.outcome().get());
                    break;
                }
                Position before = state.position();
                MoveRead parse = v.parseMove(before, text);
                if (!(parse instanceof MoveRead.Legal legal)) {
                    failures.add(where + ": " + ((MoveRead.Rejected) parse).reason() + " in " + Fen.write(before));
                    break;
                }
                String written = v.notation(before, (Move) legal.ply());
                if (text.split("[-x:]").length == 2) {
                    assertEquals(text, written, where);
                }
                assertEquals(parse, v.parseMove(before, written), where);
                state = state.play((Move) legal.ply());
                moves++;
            }
            state.outcome().ifPresent(outcome -> {
                if (!outcome.isDraw()) {
                    assertEquals(outcome.winnerSeat() == v.seatOf(Side.WHITE) ? "1-0" : "0-1", normalised(game.result()),
                            "game " + game.tags() + " ended " + outcome);
                }
            });
        }
        if (!failures.isEmpty()) {
            fail(String.join("\n", failures));
        }
        assertTrue(moves > 0);
        System.out.printf("replayed %d games, %d moves of %s%n", games.size(), moves, file.getFileName());
    }

    private static String normalised(String result) {
        return result.replace("2-0", "1-0").replace("0-2", "0-1");
    }

    private static Variant variantOf(Path file, PdnGame game) {
        return DraughtsFamily.variant(SharedGames.gameOf(file, game).name()).orElseThrow();
    }
}
