package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.rules.fairy.Games.at;
import static pbm.rules.fairy.Games.play;
import static pbm.rules.fairy.Games.reason;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pbm.rules.Ending;
import pbm.rules.Game;
import pbm.rules.Play;
import pbm.rules.Ply;

/**
 * Xiangqi's perpetual chase (chasingRule = axf, the Asian Xiangqi Federation's rules): who
 * chased, what is not a chase, and how pbm applies it as it applies perpetual check.
 */
class XiangqiChasingTest {

    /**
     * The positions and cycles of Fairy-Stockfish's own checks of its chasing rule ({@code test.py},
     * "Xiangqi chasing rules", with the AXF's rule book as their reference), its letters turned
     * into pbm's (H horse, E elephant), played to the third repetition in a game that does not
     * refuse the losing move: the side that loses by it ("nobody": a draw). One case there is
     * left out: it goes on past the third repetition, where pbm's game has already ended.
     */
    @ParameterizedTest(name = "{3}")
    @CsvSource(delimiter = '|', value = {
        "2eakaehr/9/r1h1c4/2p1p1p1p/PP7/9/4P1P1P/2C3HC1/9/1HEAKAE1R w - - 0 1 | c3a3 a8b8 a3b3 b8a8 b3a3 a8b8 a3b3 b8a8 b3a3 | Red | Direct chase by cannon",
        "2eakaer1/9/9/r1p1p1p2/p7R/P8/9/9/9/CC1AKA3 w - - 0 1 | a5a6 a7b7 a6b6 b7a7 b6a6 a7b7 a6b6 b7a7 b6a6 | Red | Discovered chase by cannon (including pawn capture)",
        "2eakaer1/9/9/r1p1p1p2/p7R/P8/9/9/9/1C1AKA3 w - - 0 1 | a5a6 a7b7 a6b6 b7a7 b6a6 a7b7 a6b6 b7a7 b6a6 | nobody | Chase by soldier (draw)",
        "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1 | f5d5 f6d6 d5f5 d6f6 f5d5 f6d6 d5f5 d6f6 | Red | Discovered and anti-discovered chase by cannon",
        "4k4/7h1/9/4pR3/9/9/4P4/9/9/4K4 w - - 0 1 | f7h7 h9f8 h7h8 f8g6 h8g8 g6i7 g8g7 i7h9 g7h7 h9f8 h7h8 f8g6 h8g8 g6i7 g8g7 i7h9 g7h7 | nobody | Mutual chase (draw)",
        "9/3kc4/3a5/3P5/9/4p4/9/4K4/9/3C5 w - - 0 1 | d7e7 e5d5 e7d7 d5e5 d7e7 e5d5 e7d7 d5e5 | Black | Perpetual check vs. intermittent checks",
        "3k5/9/9/9/9/5p3/9/5p3/5K3/5C3 w - - 0 1 | f2e2 f3e3 e2f2 e3f3 f2e2 f3e3 e2f2 e3f3 | Black | Perpetual check by soldier",
        "3k5/4P4/4e4/3C5/4c4/9/9/9/9/5K3 w - - 0 1 | d7e7 e8g6 e7d7 g6e8 d7e7 e8g6 e7d7 g6e8 | Black | (no name there)",
        "3k5/9/9/9/9/9/9/9/cr1CAK3/9 w - - 0 1 | d2d4 b2b4 d4d2 b4b2 d2d4 b2b4 d4d2 b4b2 | Black | (no name there)",
        "5k3/9/9/5C3/5c3/5C3/9/9/5p3/4K4 w - - 0 1 | f5d5 f6d6 d5f5 d6f6 f5d5 f6d6 d5f5 d6f6 | Red | (no name there)",
        "4k4/9/4e4/2c2hR2/9/9/9/9/9/3K5 w - - 0 1 | g7g6 f7g9 g6g7 g9f7 g7g6 f7g9 g6g7 g9f7 | Black | (no name there)",
        "3P5/3k5/3hh4/9/9/9/9/9/9/5K3 w - - 0 1 | d10e10 d9e9 e10d10 e9d9 d10e10 d9e9 e10d10 e9d9 | Black | (no name there)",
        "4ck3/9/9/9/9/2r1R4/9/9/4A4/3AK4 w - - 0 1 | e5e4 c5c4 e4e5 c4c5 e5e4 c5c4 e4e5 c4c5 | Black | (no name there)",
        "4k4/9/9/c1c6/9/r8/9/9/C8/3K5 w - - 0 1 | a2c2 a5c5 c2a2 c5a5 a2c2 a5c5 c2a2 c5a5 | Black | (no name there)",
        "9/4c4/3k5/3r5/9/9/4C4/9/4K4/3R5 w - - 0 1 | e4d4 d7e7 d4e4 e7d7 e4d4 d7e7 d4e4 e7d7 | nobody | Mutual perpetual check",
        "3k5/6c2/9/7P1/6c2/6P2/9/9/9/5K3 w - - 0 1 | h7g7 g6h6 g7h7 h6g6 h7g7 g6h6 g7h7 h6g6 | nobody | (no name there)",
        "4ck3/9/9/9/9/2r1R1H2/6H2/9/4A4/3AK4 w - - 0 1 | e5e4 c5c4 e4e5 c4c5 e5e4 c5c4 e4e5 c4c5 | nobody | (no name there)",
        "5k3/9/9/c8/9/P1P6/9/2C6/9/3K5 w - - 0 1 | c3a3 a7c7 a3c3 c7a7 c3a3 a7c7 a3c3 c7a7 | nobody | (no name there)",
        "4k4/9/r1r6/9/PPPP5/9/9/9/1C7/5K3 w - - 0 1 | b2a2 a8b8 a2c2 c8d8 c2b2 b8a8 b2d2 d8c8 d2a2 a8b8 a2c2 c8d8 c2b2 b8a8 b2d2 d8c8 d2a2 | nobody | (no name there)",
        "3k2e2/4P4/4e4/9/8p/6Ec1/6P1P/3AE4/4pp3/1p1K3R1 w - - 0 1 | h1h2 h5h4 h2h1 h4h5 h1h2 h5h4 h2h1 h4h5 | nobody | D106: Chariot chases cannon, but attack actually does not change (draw)",
        "2eaka1r1/C4rH2/9/1Rp1p4/9/9/4P4/9/4A4/4KA3 w - - 0 1 | b7b9 f10e9 b9b10 e9f10 b10b9 f10e9 b9b10 e9f10 b10b9 | Red | D39: Chased chariot pinned by horse + mutual chase (controversial if pinned chariot chases)",
        "5k3/9/9/9/9/9/7r1/9/2hRA3c/4K4 w - - 0 1 | e2f1 h4h2 f1e2 h2h4 e2f1 h4h2 f1e2 h2h4 | Black | (no name there)",
        "4k4/4c4/9/4p4/9/9/3rh4/3HR4/4K4/9 b - - 0 1 | e4g5 e2f2 g5e4 f2e2 e4g5 e2f2 g5e4 f2e2 | Black | Creating pins to undermine root",
        "5k3/9/9/9/9/1H2P1C2/9/4EC3/9/cr1RK4 w - - 0 1 | b5c3 b1c1 c3b5 c1b1 b5c3 b1c1 c3b5 c1b1 | Black | Discovered check capture threat by rook",
        "5k3/9/9/9/9/4c4/3h5/3HEA3/4A4/4K4 w - - 0 1 | e1d1 e5d5 d1e1 d5e5 e1d1 e5d5 d1e1 d5e5 | Black | Creating a pin to undermine root + discovered check threat by horse",
        "5k3/9/9/9/9/4c4/3r5/3HE4/4A4/4K4 w - - 0 1 | e1d1 e5d5 d1e1 d5e5 e1d1 e5d5 d1e1 d5e5 | Black | Creating a pin to undermine root + discovered check threat by rook",
        "5k3/9/9/9/9/9/9/9/9/3HK1cr1 w - - 0 1 | d1c3 h1h3 c3d1 h3h1 d1c3 h1h3 c3d1 h3h1 | Black | X-Ray protected discovered check",
        "3k5/9/9/3h5/9/9/3r5/9/9/3HK4 w - - 0 1 | d1c3 d4c4 c3d1 c4d4 d1c3 d4c4 c3d1 c4d4 | nobody | No overprotection by king",
        "3k5/9/9/9/9/9/3r5/9/9/3HK4 w - - 0 1 | d1c3 d4c4 c3d1 c4d4 d1c3 d4c4 c3d1 c4d4 | Black | Overprotection by king",
        "5k3/9/9/9/9/1C7/1r7/9/1C7/4K4 w - - 0 1 | b5c5 b4c4 c5b5 c4b4 b5c5 b4c4 c5b5 c4b4 | Black | Fake protection by cannon",
        "4ka3/c2R1R2c/4e4/9/9/9/9/9/9/4K4 w - - 0 1 | f9f7 f10e9 f7f9 e9f10 f9f7 f10e9 f7f9 e9f10 | nobody | Fake protection by cannon + mutual chase",
    })
    void theCyclesEndAsTheFederationsRulesSay(String fen, String moves, String loser, String name) throws Exception {
        Game game = DefinedGame.build("forced.ini", "[forced:xiangqi]\npbm.perpetualCheckRefused = false\n", 0);
        Play p = game.start(fen);
        String[] plies = moves.split(" ");
        for (int i = 0; i < plies.length; i++) {
            assertEquals(Optional.empty(), p.ending(), "before " + plies[i]);
            p = play(p, plies[i]);
        }
        Ending end = p.ending().orElseThrow();
        String lost = end.winnerSeat() == null ? "nobody" : game.sides().get(end.winnerSeat() ^ 1);
        assertEquals(loser, lost, end.reason());
        assertTrue(end.reason().startsWith("threefold repetition"), end.reason());
        if (!loser.equals("nobody")) {
            assertTrue(end.reason().contains("by perpetual"), end.reason());
        }
    }

    private static final String DIRECT_CHASE = "2eakaehr/9/r1h1c4/2p1p1p1p/PP7/9/4P1P1P/2C3HC1/9/1HEAKAE1R w - - 0 1";
    private static final String[] CYCLE = {"c3a3", "a8b8", "a3b3", "b8a8", "b3a3", "a8b8", "a3b3", "b8a8"};

    @Test
    void theChasingMoveIsRefusedAsPerpetualCheckIs() {
        Play p = play(at("xiangqi", DIRECT_CHASE), CYCLE);
        assertEquals("Perpetual chase is not allowed: this move would repeat the position a third time, Red having"
                + " chased Black's chariot with every move since it first stood. Play another move.", reason(p, "b3a3"));
        assertEquals(Optional.empty(), play(p, "b3b2").ending());
    }

    @Test
    void theChaserLosesWhenItPlaysTheMoveAnyway() {
        Play p = play(at("xiangqi", DIRECT_CHASE), CYCLE);
        String repeated = play(at("xiangqi", DIRECT_CHASE), "c3a3").fen().split(" ")[0];
        Ply chase = null;
        for (Ply ply : p.legalMoves()) {
            if (p.play(ply).fen().startsWith(repeated + " ")) {
                chase = ply;
            }
        }
        Ending end = p.play(chase).ending().orElseThrow();
        assertEquals(1, end.winnerSeat());
        assertEquals("threefold repetition by perpetual chase: Red chased Black's chariot with every move",
                end.reason());
    }

    /**
     * One side checks with every move while the other chases with every one (its general's steps
     * uncover a cannon on the checking chariot): the side that checks must change, so it loses.
     */
    @Test
    void perpetualCheckLosesAgainstPerpetualChase() throws Exception {
        Game game = DefinedGame.build("forced.ini", "[forced:xiangqi]\npbm.perpetualCheckRefused = false\n", 0);
        Play p = game.start("4k1e1c/R5h1c/9/9/9/9/9/9/9/3K5 w - - 0 1");
        p = play(p, "a9a10", "e10e9", "a10a9", "e9e10", "a9a10", "e10e9", "a10a9", "e9e10");
        Ending end = p.ending().orElseThrow();
        assertEquals(1, end.winnerSeat());
        assertEquals("threefold repetition by perpetual check: Red gave check with every move", end.reason());
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "3k5/9/9/4p4/9/9/9/9/9/R4K3 w - - 0 1 | a1-a7 | -  | a soldier before the river is not chased",
        "3k5/9/9/9/9/9/4p4/9/9/R4K3 w - - 0 1 | a1-a4 | e4 | a soldier across the river is",
        "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1 | a1-a10 | - | attacking the general is check, not chase",
        "4k4/4a4/3r5/9/9/6H2/9/9/9/5K3 w - - 0 1 | g5-e6 | d8 | a horse chases a chariot though it is protected",
        "4k4/4a4/3c5/9/9/9/9/9/9/R2K5 w - - 0 1 | a1-a8 | - | a chariot does not chase a protected cannon",
        "4k4/9/3c5/9/9/9/9/9/9/R2K5 w - - 0 1 | a1-a8 | d8 | a chariot chases an unprotected cannon",
        "4k4/9/3r5/9/9/9/9/9/9/R4K3 w - - 0 1 | a1-a8 | - | a chariot offers a chariot an exchange",
        "3k5/9/9/9/9/9/9/3h5/4K4/9 w - - 0 1 | e2-e3 | - | the general's attacks are no chase",
    })
    void whatOneMoveChases(String fen, String move, String chased, String name) {
        FairyGame game = (FairyGame) Games.game("xiangqi");
        Board before = game.board(fen);
        int m = Notation.read(before.copy(), move, game.sides()).move();
        Board after = before.copy();
        after.make(m);
        List<String> squares = new ArrayList<>();
        for (int sq : Chasing.chased(before, after, m)) {
            squares.add(before.rules.squareName(sq));
        }
        assertEquals(chased.equals("-") ? List.of() : List.of(chased), squares);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "chasingRule = wxf | mini.ini line 10, key \"chasingRule\": unsupported chasing rule \"wxf\" (axf or none)",
        "pbm.setupChoices = nr rn | mini.ini line 10, key \"pbm.setupSquares\": missing: the squares pbm.setupChoices"
                + " fills",
    })
    void mistakesInTheKeysAreRefused(String line, String message) {
        assertEquals(message, DefinitionErrorTest.refusal(DefinitionErrorTest.TEMPLATE.formatted(line)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "pbm.setupSquares = a1 b1 | pbm.setupChoices = rx nr | mini.ini line 11, key \"pbm.setupChoices\": \"rx\" is not"
                + " 2 piece letters of this game, one for each of pbm.setupSquares",
        "pbm.setupSquares = a1 z9 | pbm.setupChoices = rn nr | mini.ini line 10, key \"pbm.setupSquares\": no square"
                + " \"z9\" on this board",
        "pbm.setupSquares = a1 b1 | pbm.setupFirst = Red | mini.ini line 11, key \"pbm.setupFirst\": one of the sides"
                + " [White, Black], not \"Red\"",
    })
    void mistakesInTheSetUpKeysAreRefused(String squares, String other, String message) {
        String keys = squares + "\n" + other + (other.startsWith("pbm.setupFirst") ? "\npbm.setupChoices = rn nr" : "");
        assertEquals(message, DefinitionErrorTest.refusal(DefinitionErrorTest.TEMPLATE.formatted(keys)));
    }
}
