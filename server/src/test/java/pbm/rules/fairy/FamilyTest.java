package pbm.rules.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static pbm.rules.fairy.Games.game;
import static pbm.rules.fairy.Games.start;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pbm.games.Catalog;
import pbm.rules.Family;
import pbm.rules.Game;
import pbm.rules.Grid;
import pbm.rules.Play;

/** The seam as the server uses it: words, names, record tags, starts and boards. */
class FamilyTest {

    @Test
    void wordsAndNames() {
        List<String> words = FairyFamily.INSTANCE.words().stream().map(Family.GameWord::word).toList();
        assertEquals(List.of("chess", "losalamos", "capablanca", "grand", "shatranj", "makruk", "crazyhouse", "shogi", "minishogi", "garrison",
                "xiangqi", "janggi", "othello"), words.subList(0, 13));
        assertTrue(words.containsAll(List.of("nightrider", "grasshopper", "amazon", "knightmate", "antichess", "giveaway",
                "horde", "threecheck", "kingofthehill", "racingkings", "berolina")), words.toString());
        assertEquals("chess -960", game("chess", "-960").name());
        assertEquals("chess", game("Chess").name());
        assertEquals(Optional.empty(), FairyFamily.INSTANCE.find("chess", List.of("-small")));
        assertEquals(Optional.empty(), FairyFamily.INSTANCE.find("draughts", List.of()));
        for (String name : List.of("chess", "chess -960", "losalamos", "capablanca", "grand", "shatranj", "makruk")) {
            assertEquals(name, FairyFamily.INSTANCE.byName(name).orElseThrow().name());
            assertEquals(name, Catalog.byName(name).orElseThrow().name());
        }
        assertTrue(Catalog.words().contains("makruk"));
    }

    @Test
    void recordTagsNameTheGameBothWays() {
        FairyFamily f = FairyFamily.INSTANCE;
        assertEquals("chess -960", f.byRecordTags(Map.of("Variant", "Chess960")).orElseThrow().name());
        assertEquals("chess -960", f.byRecordTags(Map.of("Variant", "fischerandom")).orElseThrow().name());
        assertEquals("chess", f.byRecordTags(Map.of()).orElseThrow().name());
        assertEquals("chess", f.byRecordTags(Map.of("GameType", "0")).orElseThrow().name());
        assertEquals(Optional.empty(), f.byRecordTags(Map.of("GameType", "20")));
        assertEquals("capablanca", f.byRecordTags(Map.of("Variant", "Capablanca")).orElseThrow().name());
        for (String name : List.of("chess", "chess -960", "losalamos", "capablanca", "grand", "shatranj", "makruk")) {
            Game g = f.byName(name).orElseThrow();
            assertEquals(name, f.byRecordTags(g.recordTags()).orElseThrow().name());
        }
        assertEquals(Map.of("GameType", "0"), game("chess").recordTags());
        assertEquals(Map.of("Variant", "chess960"), game("chess", "-960").recordTags());
    }

    @Test
    void chess960DrawsEveryStartFromTheSeed() {
        Game g = game("chess", "-960");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", g.startFen(518));
        assertEquals("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", g.startFen(0));
        Set<String> starts = new HashSet<>();
        for (int n = 0; n < 960; n++) {
            String rank = Chess960.backRank(n);
            int b1 = rank.indexOf('B');
            int b2 = rank.lastIndexOf('B');
            assertTrue((b1 + b2) % 2 == 1, rank);
            assertTrue(rank.indexOf('R') < rank.indexOf('K') && rank.indexOf('K') < rank.lastIndexOf('R'), rank);
            starts.add(rank);
            int moves = g.start(g.startFen(n)).legalMoves().size();
            assertTrue(moves >= 18 && moves <= 21, g.startFen(n));
        }
        assertEquals(960, starts.size());
        // BQNNRKRB: king f1 and rook g1 may swap by castling at once (21 moves).
        assertEquals(21, g.start("bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB w GEge - 0 1").legalMoves().size());
        assertEquals(g.startFen(5), g.startFen(965));
        assertNotEquals(g.startFen(5), g.startFen(6));
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", game("chess").startFen(7));
    }

    @Test
    void chess960CastlingPutsKingAndRookOnTheUsualSquares() {
        Play p = Games.game("chess", "-960").start("4k3/8/8/8/8/8/8/1RK4R w HB - 0 1");
        assertEquals("4k3/8/8/8/8/8/8/2KR3R b - - 1 1", Games.play(p, "O-O-O").fen());
        assertEquals("4k3/8/8/8/8/8/8/1R3RK1 b - - 1 1", Games.play(p, "O-O").fen());
        assertEquals("4k3/8/8/8/8/8/8/2KR3R b - - 1 1", Games.play(p, "c1b1").fen(), "king takes own rook");
        assertEquals("4k3/8/8/8/8/8/8/1R3RK1 b - - 1 1", Games.play(p, "c1h1").fen());
    }

    @Test
    void gridDrawsChessAsGamesMdShows() {
        Grid grid = start("chess").grid();
        StringBuilder bottom = new StringBuilder();
        StringBuilder top = new StringBuilder();
        StringBuilder six = new StringBuilder();
        for (int f = 0; f < 8; f++) {
            bottom.append(grid.largeCell(f, 0)).append('|');
            top.append(grid.largeCell(f, 7)).append('|');
            six.append(grid.largeCell(f, 5)).append('|');
        }
        assertEquals(":R:| N |:B:| Q |:K:| B |:N:| R |", bottom.toString());
        assertEquals(" r |:n:| b |:q:| k |:b:| n |:r:|", top.toString());
        assertEquals("   |:::|   |:::|   |:::|   |:::|", six.toString());
        assertEquals('.', grid.smallCell(4, 3));
        assertEquals('K', grid.smallCell(4, 0));
        assertEquals("a", grid.fileLabel(0));
        assertEquals("8", grid.rankLabel(7));
        assertEquals(List.of(), grid.legend());
        Grid grand = start("grand").grid();
        assertEquals(10, grand.width());
        assertEquals("10", grand.rankLabel(9));
    }

    @Test
    void gameFacts() {
        Game chess = game("chess");
        assertEquals(List.of("White", "Black"), chess.sides());
        assertEquals(0, chess.bottomSeat());
        assertEquals("1-0", chess.result(0));
        assertEquals("0-1", chess.result(1));
        assertEquals("1/2-1/2", chess.result(null));
        assertEquals(List.of("Moves may be given as e2-e4, e4 or Nf3; castle with O-O."), chess.notationHint());
        assertEquals("Chess", chess.title());
        Play p = start("chess");
        assertEquals(0, p.seatToMove());
        assertEquals(p.fen(), chess.start(p.fen()).fen());
        assertEquals(20, p.legalMoves().size());
    }
}
